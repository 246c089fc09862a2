/**
 * Hosted search data of an unexpected shape: hits
 * served by the routed Algolia endpoint with an object where a string belongs, URLs off the site,
 * relative, `//host`, empty or not a string, and stored recent searches holding `[null]`. Before
 * src/search/shapes.ts, each crashed the dialog or was offered as a result; now the dialog opens,
 * the good hits of the response show, and nothing off the site is offered.
 */
import type {Page, Route} from '@playwright/test';
import {test, expect} from '../../support/fixtures';

const SEARCH_HOSTS = /^https:\/\/testapp123(-dsn\.algolia\.net|-\d\.algolianet\.com)\//i;
const CORS = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS'};

function hit(url: unknown, title: string, overrides: Record<string, unknown> = {}) {
  const hierarchy = {lvl0: 'Developing', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  return {
    objectID: `${title}-${String(url)}`,
    url,
    type: 'lvl1',
    content: null,
    hierarchy,
    _highlightResult: {hierarchy: {lvl0: {value: 'Developing'}, lvl1: {value: title}}},
    _snippetResult: {hierarchy: {lvl1: {value: title}}},
    ...overrides,
  };
}

async function routeHits(page: Page, hits: (origin: string) => unknown[]) {
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
  await page.route(SEARCH_HOSTS, async (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({status: 204, headers: CORS});
    const list = hits(new URL(page.url()).origin);
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: CORS,
      body: JSON.stringify({results: [{hits: list, nbHits: list.length, page: 0, nbPages: 1, hitsPerPage: 20, exhaustiveNbHits: true, query: 'q', params: '', index: 'etherlink-test', processingTimeMS: 1}]}),
    });
  });
}

const results = (page: Page) => page.locator('.DocSearch-Hit:not(:has(.DocSearch-Hit--AskAI))');

test.describe('hosted search data of an unexpected shape', () => {
  test('objects where strings belong, off-site URLs and bad stored searches: the dialog opens and offers only the good hits', async ({page}) => {
    await routeHits(page, (origin) => [
      hit(`${origin}/bridging`, 'Bridging tokens'),
      hit(`${origin}/lvl0-object`, 'Category object', {hierarchy: {lvl0: {value: 'x'}, lvl1: 'Category object', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null}}),
      hit(`${origin}/get-started/network-information`, 'Highlight object', {_highlightResult: {hierarchy: {lvl0: {value: {nested: true}}, lvl1: {value: 'Highlight object'}}}}),
      hit('https://evil.example/phish', 'Phish absolute'),
      hit('/phish', 'Phish relative'),
      hit('//evil.example/phish', 'Phish protocol-relative'),
      hit('', 'Phish empty'),
      hit(5, 'Phish number'),
    ]);
    await page.addInitScript(() => {
      if (sessionStorage.getItem('planted')) return;
      sessionStorage.setItem('planted', '1');
      localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__etherlink-test', JSON.stringify([null, {objectID: 'x', url: '/x', type: 'lvl1'}]));
    });
    await page.goto('/');
    await page.keyboard.press('ControlOrMeta+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__etherlink-test'))).toBeNull();
    await page.locator('.DocSearch-Input').fill('bridging');
    await expect(results(page).filter({hasText: 'Bridging tokens'})).toBeVisible();
    // The hit whose highlight was an object shows its plain text; the one whose category was an object is dropped.
    await expect(results(page).filter({hasText: 'Highlight object'})).toBeVisible();
    await expect(results(page)).toHaveCount(2);
    await expect(page.locator('.DocSearch-Modal')).not.toContainText('Phish');
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    await expect(page.locator('[data-feature-failure]')).toHaveCount(0);
    await results(page).filter({hasText: 'Bridging tokens'}).click();
    await expect(page).toHaveURL(/\/bridging$/);
  });

  // URLs that a string check reads as the site but a browser reads as another host: the path
  // `//evil.example/x` (a browser strips tabs and newlines and reads `\` as `/`), or a user name
  // in front of the host. Before, each was offered: a click opened evil.example and ↓ + Enter threw
  // a SecurityError from pushState.
  const leaving: [string, (origin: string) => string][] = [
    ['double slash', (origin) => `${origin}//evil.example/x`],
    ['slash backslash', (origin) => `${origin}/\\evil.example/x`],
    ['slash tab slash', (origin) => `${origin}/\t/evil.example/x`],
    ['triple slash', (origin) => `${origin}///evil.example/x`],
    ['user name before the host', () => 'https://github.com@evil.example/x'],
  ];
  test(`hit URLs with a ${leaving.map(([name]) => name).join(', a ')} are not offered; a click and ↓ + Enter stay on the site`, async ({page}) => {
    const left: string[] = [];
    await page.route(/evil\.example/, (route) => {
      left.push(route.request().url());
      return route.abort();
    });
    // The leaving hits come first, so ↓ + Enter would open one if it were offered.
    await routeHits(page, (origin) => [...leaving.map(([name, url]) => hit(url(origin), `Leaving hit (${name})`)), hit(`${origin}/bridging`, 'Bridging tokens')]);
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    await page.keyboard.press('ControlOrMeta+k');
    await page.locator('.DocSearch-Input').fill('bridging');
    await expect(results(page).filter({hasText: 'Bridging tokens'})).toBeVisible();
    await expect(results(page)).toHaveCount(1);
    // Every hit's link resolves to the site.
    const targets = await page.locator('.DocSearch-Hit a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(targets.filter((href) => new URL(href).origin !== origin)).toEqual([]);
    await page.keyboard.press('ArrowDown'); // past the "Ask AI" entry
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origin}/bridging`);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('bridging');
    await results(page).first().click();
    await expect(page).toHaveURL(`${origin}/bridging`);
    expect(left).toEqual([]);
  });
});
