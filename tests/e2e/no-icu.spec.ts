/**
 * No page loads the browser's ICU data while it starts. The first `localeCompare`, `Intl.*` or
 * `toLocale*` call in a tab loads collation or formatting data: the first `localeCompare` alone
 * took 31-78 ms with a 4x CPU slowdown in Chromium, in one long task. Docusaurus's navbar sorted
 * the phone sidebar's props with `localeCompare` on every doc page, in the update that follows
 * hydration on a phone (patches/ says how it is fixed); with it, Lighthouse mobile counted a second
 * long task of 54-95 ms from main.js.
 *
 * tests/unit/format-number.test.ts keeps such calls out of the site's own code; this test also
 * sees the theme's and every library's, as the browser runs them: each call is recorded from
 * before the page's first script until it has hydrated and the browser is idle.
 */
import {test, expect} from '../support/fixtures';

const PAGES = ['/', '/get-started/network-information', '/get-started/using-your-wallet', '/tools/data-indexers'];

test.beforeEach(async ({page}) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as {__icuCalls: string[]}).__icuCalls = calls;
    const note = (name: string) => calls.push(`${name}\n${new Error().stack?.split('\n').slice(2, 6).join('\n')}`);
    const wrapMethod = (owner: object, name: string, label: string) => {
      const original = (owner as Record<string, unknown>)[name] as (...args: unknown[]) => unknown;
      Object.defineProperty(owner, name, {
        configurable: true,
        writable: true,
        value: function (this: unknown, ...args: unknown[]) {
          note(label);
          return original.apply(this, args);
        },
      });
    };
    wrapMethod(String.prototype, 'localeCompare', 'String#localeCompare');
    wrapMethod(String.prototype, 'toLocaleUpperCase', 'String#toLocaleUpperCase');
    wrapMethod(String.prototype, 'toLocaleLowerCase', 'String#toLocaleLowerCase');
    wrapMethod(Number.prototype, 'toLocaleString', 'Number#toLocaleString');
    wrapMethod(Array.prototype, 'toLocaleString', 'Array#toLocaleString');
    for (const name of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) wrapMethod(Date.prototype, name, `Date#${name}`);
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of ['Collator', 'NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames']) {
      const original = intl[name] as (new (...args: unknown[]) => object) | undefined;
      if (typeof original !== 'function') continue;
      intl[name] = new Proxy(original, {
        construct(target, args) {
          note(`Intl.${name}`);
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          note(`Intl.${name}`);
          return Reflect.apply(target, self, args);
        },
      });
    }
  });
});

for (const viewport of [
  {name: 'phone', size: {width: 412, height: 823}},
  {name: 'desktop', size: {width: 1280, height: 800}},
]) {
  test(`no ICU data loads while a page starts (${viewport.name})`, async ({page}) => {
    await page.setViewportSize(viewport.size);
    for (const path of PAGES) {
      await page.goto(path); // waits for hydration (tests/support/fixtures.ts)
      await page.waitForLoadState('load');
      // The updates that follow hydration (the window size, the sidebar) and the idle work.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 5_000})));
      const calls = await page.evaluate(() => (window as unknown as {__icuCalls: string[]}).__icuCalls);
      expect(calls, `${path} on a ${viewport.name}`).toEqual([]);
    }
  });
}
