/**
 * src/clientModules/idlePrefetch.ts replaces how Docusaurus prefetches the chunks of visible
 * links: it must be installed, and the <link rel=prefetch> tags must be added from idle callbacks,
 * in more than one slice, never all at once in the task that reports the visible links. What a
 * page costs on the wire stays within its budget, and a reader who spares data pays for no prefetch.
 */
import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {waitForHydration} from '../support/page';
import {findTestChromium, CHROMIUM_ARGS} from '../support/chromium.mjs';

// Chromium parses the media feature prefers-reduced-data only with this Blink feature on.
test.use({launchOptions: {executablePath: findTestChromium() ?? undefined, args: [...CHROMIUM_ARGS, '--enable-blink-features=PrefersReducedData']}});

/** Run in the page: notes each <link rel="prefetch"> added, and whether an idle callback added it. */
function logPrefetches() {
  const log: {href: string; idle: boolean}[] = [];
  let idle = false;
  const requestIdle = window.requestIdleCallback.bind(window);
  window.requestIdleCallback = (callback, options) =>
    requestIdle((deadline) => {
      idle = true;
      try {
        callback(deadline);
      } finally {
        idle = false;
      }
    }, options);
  const append = Node.prototype.appendChild;
  Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
    if (child instanceof HTMLLinkElement && child.rel === 'prefetch') log.push({href: child.href, idle});
    return append.call(this, child) as T;
  };
  (window as unknown as {__prefetches: typeof log}).__prefetches = log;
}

/** The three pages the wire budget is about. */
const PAGES = ['/', '/get-started/network-information', '/get-started/using-your-wallet'];
/** Bytes a page may transfer until the network is idle. */
const PAGE_BUDGET = 250 * 1024;

/**
 * Loads `path` and counts the bytes transferred until the network is idle, as resource timing
 * reports them (`transferSize`: the compressed body, and a flat 300 bytes for the headers, which
 * HTTP/2 hosts compress; the local server speaks HTTP/1.1 and repeats the whole CSP on every file).
 * Three parts: what the page fetched, what the idle prefetch fetched (`<link rel="prefetch">`), and
 * the search index (`/search/`: nothing until the reader reaches for search).
 */
async function transferred(page: Page, path: string, {prepare, reachTheEnd = false}: {prepare?: (page: Page) => Promise<unknown>; reachTheEnd?: boolean} = {}) {
  await prepare?.(page);
  // The search worker's requests are not in the page's resource timing: Playwright sees them.
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/search/') || /\/search-worker\.[0-9a-f]+\.js$/.test(request.url())) searchRequests.push(request.url());
  });
  await page.goto(path, {waitUntil: 'networkidle'});
  await waitForHydration(page);
  // The reader scrolls to the end, where the next page's link shows: its observer reports it in a
  // frame, the prefetch waits for an idle period, and what it requests finishes.
  if (reachTheEnd) {
    await page.locator('a.pagination-nav__link--next').scrollIntoViewIfNeeded();
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => requestIdleCallback(resolve, {timeout: 3000}), {timeout: 3000}))),
        ),
    );
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).every((link) => performance.getEntriesByName(link.href).length > 0),
        ),
      )
      .toBe(true);
  }
  // Idle prefetching starts once the page is idle: wait for the network to be quiet again after it.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 3000})));
  await page.waitForLoadState('networkidle');
  const bytes = await page.evaluate(() => {
    const prefetched = new Set(Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href));
    const bytes = {page: 0, prefetch: 0, search: 0};
    for (const entry of [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[]) {
      bytes[prefetched.has(entry.name) ? 'prefetch' : new URL(entry.name).pathname.startsWith('/search/') ? 'search' : 'page'] += entry.transferSize;
    }
    return bytes;
  });
  return {...bytes, searchRequests};
}

for (const path of PAGES) {
  test(`${path} transfers at most 250 KB until the network is idle, nothing of it for search`, async ({page}) => {
    const bytes = await transferred(page, path);
    expect(bytes.page + bytes.prefetch + bytes.search, JSON.stringify(bytes)).toBeLessThanOrEqual(PAGE_BUDGET);
    expect(bytes.search).toBe(0);
    expect(bytes.searchRequests).toEqual([]);
  });
}

/**
 * Run in the page: the connection reports `type` as its effective type (Chromium's network state
 * override does not last across a navigation).
 */
const effectiveType = (type: string) =>
  Object.defineProperty((window as unknown as {NetworkInformation: {prototype: object}}).NetworkInformation.prototype, 'effectiveType', {get: () => type});

test.describe('no idle prefetch when the reader spares data', () => {
  const cases: [string, (page: Page) => Promise<unknown>][] = [
    ['Save-Data', async (page) => (await page.context().newCDPSession(page)).send('Emulation.setDataSaverOverride', {dataSaverEnabled: true})],
    ['a 3g connection', (page) => page.addInitScript(effectiveType, '3g')],
    ['a 2g connection', (page) => page.addInitScript(effectiveType, '2g')],
  ];
  for (const [name, prepare] of cases) {
    test(`${name}: 0 bytes of prefetch on /get-started/network-information`, async ({page}) => {
      const bytes = await transferred(page, '/get-started/network-information', {prepare, reachTheEnd: true});
      expect(bytes.prefetch).toBe(0);
      expect(bytes.page).toBeGreaterThan(0);
    });
  }

  test('prefers-reduced-data: 0 bytes of prefetch on /get-started/network-information', async ({page}) => {
    const bytes = await transferred(page, '/get-started/network-information', {
      prepare: async (page) => (await page.context().newCDPSession(page)).send('Emulation.setEmulatedMedia', {features: [{name: 'prefers-reduced-data', value: 'reduce'}]}),
      reachTheEnd: true,
    });
    expect(bytes.prefetch).toBe(0);
  });

  test('on a normal connection the same page prefetches the next page (the cases above are not vacuous), from an idle callback, never in the task that reports its link', async ({page}) => {
    const bytes = await transferred(page, '/get-started/network-information', {prepare: (page) => page.addInitScript(logPrefetches), reachTheEnd: true});
    expect(bytes.prefetch).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as {docusaurus?: {__idlePrefetch?: boolean}}).docusaurus?.__idlePrefetch)).toBe(true);
    const prefetches = await page.evaluate(() => (window as unknown as {__prefetches: {href: string; idle: boolean}[]}).__prefetches);
    expect(prefetches.length).toBeGreaterThan(0);
    expect(prefetches.filter((entry) => !entry.idle), 'prefetches outside idle callbacks').toEqual([]);
  });
});
