/**
 * URL continuity in a browser (src/data/redirects.ts, plugins/redirects): a reader following an old
 * link lands on its page, on hosts that read `_redirects` and on hosts that do not, and the
 * redirect pages pass the CSP. The status codes and the page lists are checked without a browser
 * in tests/after-build/redirects.test.ts.
 */
import {test, expect} from '../support/fixtures';
import {redirects} from '../../src/data/redirects';

const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
const SITE = 'https://docs.etherlink.com';

test.describe('moved URLs on a host that reads _redirects', () => {
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
    // Imported when needed: scripts/serve.mjs ends with top-level await (its command line), which require() refuses.
    const {startHost} = (await import('../../scripts/serve.mjs')) as {startHost: (o: object) => Promise<typeof server>};
    server = await startHost({root: BUILD_DIR, redirects: false});
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
