/**
 * URL continuity (src/data/redirects.ts, plugins/redirects): every URL of the live site this
 * site replaces answers, either with a page or with a redirect to a page that exists, on hosts
 * that read `_redirects` and on hosts that do not; the redirect pages pass the CSP; and the
 * sitemap, the search index and llms.txt list the new governance pages but no redirect page.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '../support/fixtures';
import {redirects, servedAsPages} from '../../src/data/redirects';
import {decodeIndex} from '../../src/search/wire';
import {twinPath} from '../../src/lib/markdownTwin';
import {routes} from './routes';

const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
const SITE = 'https://docs.etherlink.com';
const governancePages = routes.filter((r) => r.path.startsWith('/governance/')).map((r) => r.path);
const oldPaths = redirects.flatMap(({from}) => [from, `${from}/`]);
const sitemapPaths = () =>
  Array.from(readFileSync(join(BUILD_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g), (m) => m[1]);

test.describe('moved URLs on a host that reads _redirects', () => {
  test('each answers 301 with the destination, and the destination is a page of the sitemap', async ({request}) => {
    const pages = new Set(sitemapPaths());
    for (const {from, to} of redirects) {
      for (const path of [from, `${from}/`]) {
        const response = await request.get(path, {maxRedirects: 0});
        expect(response.status(), path).toBe(301);
        expect(response.headers().location, path).toBe(to);
      }
      expect(pages.has(to), `${to} in the sitemap`).toBe(true);
      expect((await request.get(to, {maxRedirects: 0})).status(), to).toBe(200);
    }
  });

  test('the live URLs this site serves as pages answer 200', async ({request}) => {
    for (const path of servedAsPages) expect((await request.get(path, {maxRedirects: 0})).status(), path).toBe(200);
  });

  test('a reader following an old tutorial link lands on the MarketPulse page', async ({page}) => {
    await page.goto('/tutorials/predictionMarket/write-contract');
    expect(new URL(page.url()).pathname).toBe('/tutorials/marketpulse/backend');
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('moved URLs on a host that ignores _redirects', () => {
  // Four page loads that each wait for the destination to hydrate: slow on a busy 2-core machine.
  test.describe.configure({timeout: 120_000});
  let server: {url: string; close: () => Promise<void>};
  test.beforeAll(async () => {
    // Imported when needed: serve.mjs ends with top-level await (its command-line entry), which require() refuses.
    const {startServer} = await import('../support/serve.mjs');
    server = await startServer({root: BUILD_DIR, redirects: false});
  });
  test.afterAll(async () => server.close());

  test('each old path serves a redirect page under the site CSP that sends the reader to the destination', async ({page, request}) => {
    for (const {from, to} of redirects) {
      const response = await request.get(`${server.url}${from}`, {maxRedirects: 0});
      expect(response.status(), from).toBe(200);
      expect(response.headers()['content-security-policy'], from).toMatch(/script-src 'self'/);
      const html = await response.text();
      expect(html).toContain(`<link rel="canonical" href="${SITE}${to}">`);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('<script');

      await page.goto(`${server.url}${from}`, {waitUntil: 'commit'});
      await page.waitForURL(`${server.url}${to}`);
      await expect(page.locator('article h1')).toBeVisible();
    }
    // The fixture fails the test on any CSP violation, on the redirect pages and on the destinations.
  });
});

test.describe('redirect pages stay out of what lists pages', () => {
  test('the sitemap lists every governance page and no old path', () => {
    const paths = sitemapPaths();
    for (const path of governancePages) expect(paths, path).toContain(path);
    for (const path of oldPaths) expect(paths, path).not.toContain(path);
  });

  test('the search index has records for every governance page and none for an old path', () => {
    const file = readdirSync(join(BUILD_DIR, 'search')).find((f) => /^index\.[0-9a-f]{8}\.json$/.test(f))!;
    const records = decodeIndex(JSON.parse(readFileSync(join(BUILD_DIR, 'search', file), 'utf8')));
    const urls = new Set(records.map((r) => new URL(r.url, SITE).pathname));
    for (const path of governancePages) expect(urls.has(path), path).toBe(true);
    for (const path of oldPaths) expect(urls.has(path), path).toBe(false);
    expect(records.some((r) => /Page moved/.test(JSON.stringify(r)))).toBe(false);
  });

  test('llms.txt links the twin of every governance page, and no old path has a twin', () => {
    const llms = readFileSync(join(BUILD_DIR, 'llms.txt'), 'utf8');
    const full = readFileSync(join(BUILD_DIR, 'llms-full.txt'), 'utf8');
    for (const path of governancePages) {
      expect(llms, path).toContain(`(${SITE}${twinPath(path)})`);
      expect(existsSync(join(BUILD_DIR, twinPath(path).slice(1))), `twin of ${path}`).toBe(true);
    }
    for (const {from} of redirects) {
      expect(llms).not.toContain(from);
      expect(full).not.toContain(`Source: ${SITE}${from}`);
      expect(existsSync(join(BUILD_DIR, `${from.slice(1)}.md`)), `twin of ${from}`).toBe(false);
    }
  });
});
