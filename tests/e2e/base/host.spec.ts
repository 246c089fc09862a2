/**
 * The build for /docs/ on Cloudflare's runtime, published as a host publishes a folder under a path
 * (scripts/serve.mjs: the rule files at the host's root, the `_headers` paths prefixed with /docs):
 * the rules still reach every page, the bundles and the moved URLs, and an unknown page under /docs/
 * gets the site's own 404 page.
 */
import {test, expect} from '@playwright/test';
import {redirects} from '../../../src/data/redirects';

const BASE = '/docs/';

test('the rules of the build apply under /docs/: CSP, asset cache, moved URLs and the 404 page', async ({request}) => {
  const home = await request.get(BASE);
  expect(home.status()).toBe(200);
  expect(home.headers()['content-security-policy']).toContain("default-src 'none'");
  const bundle = /\/docs\/assets\/js\/main\.[0-9a-f]+\.js/.exec(await home.text())?.[0];
  expect(bundle, 'main bundle under /docs/').toBeTruthy();
  expect((await request.get(bundle!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  for (const {from, to} of redirects) {
    const response = await request.get(`${BASE}${from.slice(1)}`, {maxRedirects: 0});
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location!, 'http://host').pathname, from).toBe(`${BASE}${to.slice(1)}`);
  }

  const missing = await request.get(`${BASE}no-such-page`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('>Page Not Found</h1>');
  expect(missing.headers()['content-security-policy']).toContain("default-src 'none'");
});
