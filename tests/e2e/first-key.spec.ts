/**
 * The keyboard from first paint: the page paints before its scripts run (plugins/paint-first), so a
 * reader can press Ctrl+K, ⌘K or "/" before React listens to the keyboard. plugins/paint-first/boot.js
 * holds the shortcut and the letters typed after it; once the page is hydrated the dialog opens, and
 * the letters reach its field in order, and the search runs.
 *
 * The first tests hold the main bundle back until the keys are pressed, so "before hydration" is
 * certain at any CPU speed. The last one presses at network idle and every 100 ms after it, with the
 * CPU slowed 4x (CDP) as on a mid-range phone, so that hydration comes late as it does there; it
 * depends on timing and runs alone (@one-worker).
 */
import {setTimeout as after} from 'node:timers/promises';
import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {requestGate, waitForHydration} from '../support/page';

const QUERY = 'faucet';
const field = (page: Page) => page.locator('.DocSearch-Input');
/** Hits from the index (not the "Ask AI" entry). */
const hits = (page: Page) => page.locator('.DocSearch-Hit:not(:has(.DocSearch-Hit--AskAI))');

/**
 * Notes, for each key pressed, whether the page was hydrated yet (registered before the page's own
 * scripts, so it sees every key before boot.js does); returns what slows the CPU 4x.
 */
async function prepare(page: Page): Promise<{slowDown: () => Promise<unknown>}> {
  await page.addInitScript(() => {
    const keys: boolean[] = [];
    (window as unknown as {__keys: boolean[]}).__keys = keys;
    window.addEventListener('keydown', () => keys.push(document.documentElement.dataset.hydrated === 'true'), true);
  });
  const cdp = await page.context().newCDPSession(page);
  // Each load fetches the bundles again, as a reader's first visit does.
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  return {slowDown: () => cdp.send('Emulation.setCPUThrottlingRate', {rate: 4})};
}

/** Whether each key pressed so far reached a hydrated page. */
const keysHydrated = (page: Page) => page.evaluate(() => (window as unknown as {__keys: boolean[]}).__keys);

/** Opens `path` without the fixture's wait for hydration (the point is to press keys before it). */
async function load(page: Page, path: string, waitUntil: 'domcontentloaded' | 'networkidle'): Promise<void> {
  await page.mainFrame().goto(new URL(path, test.info().project.use.baseURL).href, {waitUntil});
}

/** The dialog is open with the typed text in DocSearch's own field, and shows hits for it. */
async function expectSearched(page: Page): Promise<void> {
  await expect(field(page)).toHaveValue(QUERY);
  await expect(field(page)).toBeFocused();
  await expect(hits(page).first()).toBeVisible();
}

test('Control+k, Meta+k and "/" pressed before hydration (main bundle held back), then a query: each opens the dialog with it and shows hits', async ({page}) => {
  await prepare(page);
  // One tab loads the page afresh for each shortcut (the cache is off, as on a first visit).
  const hold = await requestGate(page, /\/assets\/js\/main\.[0-9a-f]+\.js$/);
  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    await test.step(shortcut, async () => {
      const release = hold();
      await load(page, '/get-started/network-information', 'domcontentloaded');
      await page.keyboard.press(shortcut);
      await page.keyboard.type(QUERY);
      const keys = await keysHydrated(page);
      expect(keys.length, 'every key reached the page').toBeGreaterThan(QUERY.length);
      expect(keys, 'every key reached the page before React hydrated it').not.toContain(true);
      release();
      await expectSearched(page);
    });
  }
});

test.describe('Ctrl+K pressed as the page settles (4x CPU)', {tag: '@one-worker'}, () => {
  test('at network idle and every 100 ms after it, up to hydration: each opens the dialog with the query', async ({page}) => {
    // About ten loads on a quiet machine; more where hydration comes later.
    test.setTimeout(900_000);
    const pressed: string[] = [];
    const {slowDown} = await prepare(page);
    // One fresh load per delay, until a press lands after hydration (that one must work too).
    for (let delay = 0; ; delay += 100) {
      await slowDown();
      await load(page, '/', 'networkidle');
      // The delay places the press: it is what the test varies, not a wait for a condition.
      await after(delay);
      await page.keyboard.press('Control+k');
      await page.keyboard.type(QUERY);
      const [hydrated] = await keysHydrated(page);
      pressed.push(`${delay} ms after network idle: ${hydrated ? 'after' : 'before'} hydration`);
      await waitForHydration(page, 60_000);
      await expect(field(page), `Ctrl+K and "${QUERY}" ${pressed.at(-1)}`).toHaveValue(QUERY, {timeout: 30_000});
      await expect(hits(page).first()).toBeVisible({timeout: 30_000});
      if (hydrated) break;
    }
    test.info().annotations.push({type: 'presses', description: pressed.join('; ')});
  });
});
