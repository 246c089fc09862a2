/**
 * What readers get from the host, checked on Cloudflare's own Pages runtime (`wrangler pages dev`,
 * which the e2e web server runs: scripts/serve.mjs) with the build's `_headers`, `_redirects` and the
 * Pages Functions of functions/: headers and CSP on every route class, moved URLs, 404s, the asset
 * cache, the facts API and its preflight, the Markdown twins, llms.txt and compression. Also: every
 * rule of the two files is one the host keeps (a dropped rule fails here, naming its line), and the
 * paths where the host's answer surprised a hand-written imitation of it. Plain HTTP, no browser.
 */
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {request as httpRequest} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test, expect, type APIResponse} from '@playwright/test';
import {routes} from './routes';
import {redirects, servedAsPages} from '../../src/data/redirects';
import {hasTwin, twinPath} from '../../src/lib/markdownTwin';
import {parseHeadersFile} from '../../plugins/security-headers/headers-file';

const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
const SITE = 'https://docs.etherlink.com';
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

type ParseReport = {redirects: {valid: number; invalid: unknown[]}; headers: {valid: number; invalid: unknown[]}};
type Host = {url: string; report: ParseReport; close: () => Promise<void>};
type ServeModule = {
  startHost: (options: {root: string}) => Promise<Host>;
  droppedRules: (report: ParseReport) => string[];
};
// Imported when needed: scripts/serve.mjs ends with top-level await (its command line), which require() refuses.
const serveModule = () => import('../../scripts/serve.mjs') as Promise<ServeModule>;

/** The security headers of static/_headers that every answer carries. */
function expectSiteHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['content-security-policy'], what).toContain("default-src 'none'");
  expect(headers['content-security-policy'], what).toContain("require-trusted-types-for 'script'");
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['strict-transport-security'], what).toMatch(/^max-age=\d+/);
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

/** A request with the path exactly as written: fetch and Playwright would normalise `//x` or `/\x`. */
function rawGet(origin: string, path: string): Promise<{status: number; headers: Record<string, string | string[] | undefined>; body: string}> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest({hostname, port, path, method: 'GET'}, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body}));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Rules in a `_redirects` file: every line but blanks and comments. */
const redirectRuleCount = (text: string) => text.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#')).length;

test.describe('the rule files on Cloudflare', () => {
  test.describe.configure({timeout: 120_000});

  /** Fails with one line per rule the host drops: file, line, text and the host's reason. */
  const expectEveryRuleKept = (dropped: string[]) => expect(dropped, 'rules Cloudflare drops (file:line "rule": reason)').toEqual([]);

  test('Cloudflare keeps every rule of _headers and _redirects: none invalid, as many as the files hold', async () => {
    const {startHost, droppedRules} = await serveModule();
    const host = await startHost({root: BUILD_DIR});
    try {
      expectEveryRuleKept(droppedRules(host.report));
      const headersRules = parseHeadersFile(readFileSync(join(BUILD_DIR, '_headers'), 'utf8')).length;
      const redirectRules = redirectRuleCount(readFileSync(join(BUILD_DIR, '_redirects'), 'utf8'));
      expect(headersRules).toBeGreaterThan(0);
      expect(redirectRules).toBe(redirects.length * 2);
      expect(host.report.headers.valid, 'header rules Cloudflare parsed').toBe(headersRules);
      expect(host.report.redirects.valid, 'redirect rules Cloudflare parsed').toBe(redirectRules);
    } finally {
      await host.close();
    }
  });

  test('a rule the host would drop fails the check above, which names its file and line', async () => {
    const {startHost, droppedRules} = await serveModule();
    const dir = mkdtempSync(join(tmpdir(), 'etherlink-planted-'));
    try {
      cpSync(BUILD_DIR, dir, {recursive: true});
      // Two mistakes a writer could make: a header without its colon, a redirect with a fourth word.
      const headersText = readFileSync(join(dir, '_headers'), 'utf8');
      const redirectsText = readFileSync(join(dir, '_redirects'), 'utf8');
      writeFileSync(join(dir, '_headers'), `${headersText.trimEnd()}\n/guides/*\n  Cache-Control public, max-age=60\n`);
      writeFileSync(join(dir, '_redirects'), `${redirectsText.trimEnd()}\n/old-guide /bridging 301 permanent\n`);
      const headersLine = headersText.trimEnd().split('\n').length + 2;
      const redirectsLine = redirectsText.trimEnd().split('\n').length + 1;

      const host = await startHost({root: dir});
      await host.close();
      const dropped = droppedRules(host.report);
      expect(() => expectEveryRuleKept(dropped)).toThrow();
      expect(dropped).toHaveLength(2);
      expect(dropped).toContainEqual(expect.stringMatching(new RegExp(`_headers:${headersLine} "Cache-Control public, max-age=60": \\S`)));
      expect(dropped).toContainEqual(expect.stringMatching(new RegExp(`_redirects:${redirectsLine} "/old-guide /bridging 301 permanent": \\S`)));
      // The host keeps the other rules.
      expect(host.report.redirects.valid).toBe(redirectRuleCount(redirectsText));
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

test.describe('what the host answers', () => {
  test.describe.configure({timeout: 120_000});

  test('every page answers 200 with the site headers, revalidated; fragments are not indexed', async ({request}) => {
    for (const route of routes) {
      const response = await request.get(route.path, {maxRedirects: 0});
      expect(response.status(), route.path).toBe(200);
      expect(response.headers()['content-type'], route.path).toMatch(/^text\/html/);
      expectSiteHeaders(response, route.path);
      expect(response.headers()['cache-control'], route.path).toBe('public, max-age=0, must-revalidate');
      if (route.path.startsWith('/conrefs/')) expect(response.headers()['x-robots-tag'], route.path).toBe('noindex');
    }
  });

  test('every twin answers as Markdown with the site headers, and llms.txt as text', async ({request}) => {
    for (const route of routes.filter((r) => hasTwin(r.path))) {
      const path = twinPath(route.path);
      const response = await request.get(path, {maxRedirects: 0});
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\/markdown/);
      expectSiteHeaders(response, path);
    }
    for (const [path, text] of [
      ['/llms.txt', `(${SITE}/index.md)`],
      ['/llms-full.txt', `Source: ${SITE}/`],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\/plain/);
      expect(await response.text(), path).toContain(text);
    }
  });

  test('an unknown page or a section prefix gets the 404 page with status 404, the site headers and no cache', async ({request}) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expectSiteHeaders(response, '404');
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.text()).toContain('>Page Not Found</h1>');
    // At its own URL the 404 page is a page like any other on Cloudflare (README, Deploy).
    expect((await request.get('/404', {maxRedirects: 0})).status()).toBe(200);
    // Section prefixes are folders of pages, not pages.
    for (const path of ['/network/', '/tools/', '/get-started/', '/building-on-etherlink/']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test('a bundle is cached for a year; a missing one answers 404 and is not cached', async ({request}) => {
    const home = await (await request.get('/')).text();
    const bundle = /\/assets\/js\/main\.[0-9a-f]+\.js/.exec(home)?.[0];
    expect(bundle, 'main bundle linked from the home page').toBeTruthy();
    const found = await request.get(bundle!);
    expect(found.status()).toBe(200);
    expect(found.headers()['cache-control']).toBe(YEAR_IMMUTABLE);
    expect(found.headers()['content-type']).toMatch(/javascript/);
    expectSiteHeaders(found, bundle!);

    const missing = await request.get('/assets/js/main.00000000.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control'], 'functions/assets/_middleware.js').toBe('no-store');
  });

  test('the facts API is JSON with open CORS and an hour of cache, and its preflight is answered', async ({request}) => {
    for (const path of ['/api/v1/networks.json', '/api/v1/networks.schema.json']) {
      const response = await request.get(path, {headers: {Origin: 'https://app.example'}});
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^application\/json/);
      expect(response.headers()['access-control-allow-origin'], path).toBe('*');
      expect(response.headers()['cache-control'], path).toBe('public, max-age=3600');
      expectSiteHeaders(response, path);
    }
    const preflight = await request.fetch('/api/v1/networks.json', {
      method: 'OPTIONS',
      headers: {Origin: 'https://app.example', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-client-name'},
    });
    expect(preflight.status(), 'functions/api/_middleware.js').toBe(204);
    expect(preflight.headers()['access-control-allow-origin']).toBe('*');
    expect(preflight.headers()['access-control-allow-headers']).toBe('x-client-name');
    expect(preflight.headers()['access-control-allow-methods']).toContain('GET');
  });

  test('Cloudflare adds open CORS to every answer, pages included (Netlify does not)', async ({request}) => {
    for (const path of ['/', '/bridging', '/index.md', '/no-such-page']) {
      expect((await request.get(path)).headers()['access-control-allow-origin'], path).toBe('*');
    }
  });

  // Markdown twins (text/markdown) are left out: wrangler does not compress that type, and Cloudflare's
  // edge decides by its own list of types (README, Deploy).
  test('pages, llms.txt and the API are compressed as the browser accepts; images are not', async ({request}) => {
    for (const path of ['/', '/llms.txt', '/api/v1/networks.json']) {
      // What Chromium sends. wrangler answers with the first listed (gzip); Cloudflare's edge prefers Brotli or zstd.
      const browser = await request.get(path, {headers: {'Accept-Encoding': 'gzip, deflate, br, zstd'}});
      expect(browser.headers()['content-encoding'], path).toMatch(/^(?:gzip|br|zstd)$/);
      for (const encoding of ['br', 'gzip']) {
        const response = await request.get(path, {headers: {'Accept-Encoding': encoding}});
        expect(response.headers()['content-encoding'], `${path} ${encoding}`).toBe(encoding);
      }
      const identity = await request.get(path, {headers: {'Accept-Encoding': 'identity'}});
      expect(identity.headers()['content-encoding'], path).toBeUndefined();
    }
    const image = await request.get('/img/social-card.png', {headers: {'Accept-Encoding': 'gzip, br'}});
    expect(image.status()).toBe(200);
    expect(image.headers()['content-encoding']).toBeUndefined();
  });

  test('each page has one URL: a trailing slash, .html and /index.html redirect to it with 308', async ({request}) => {
    for (const [path, location] of [
      ['/bridging/', '/bridging'],
      ['/get-started/network-information/', '/get-started/network-information'],
      ['/get-started/network-information.html', '/get-started/network-information'],
      ['/index.html', '/'],
      ['/bridging/?from=old', '/bridging?from=old'],
    ]) {
      const response = await request.get(path!, {maxRedirects: 0});
      expect(response.status(), path).toBe(308);
      expect(new URL(response.headers().location!, 'http://host').pathname + new URL(response.headers().location!, 'http://host').search, path).toBe(location);
    }
  });

  test('every moved URL of the replaced site answers 301 to its page, with or without a slash', async ({request}) => {
    for (const {from, to} of redirects) {
      for (const path of [from, `${from}/`]) {
        const response = await request.get(path, {maxRedirects: 0});
        expect(response.status(), path).toBe(301);
        expect(new URL(response.headers().location!, 'http://host').pathname, path).toBe(to);
      }
      expect((await request.get(to, {maxRedirects: 0})).status(), to).toBe(200);
    }
    for (const path of servedAsPages) expect((await request.get(path, {maxRedirects: 0})).status(), path).toBe(200);
  });

  test('paths that name another host stay on the site: 404, no redirect anywhere', async ({baseURL}) => {
    for (const path of ['//evil.com/', '/\\evil', '///evil.com/', '/%2F%2Fevil.com/', '/\\/evil.com/']) {
      const response = await rawGet(baseURL!, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.location, path).toBeUndefined();
    }
  });

  test('paths that climb out of the build folder find nothing', async ({baseURL}) => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/..%2fpackage.json', '/assets/..%2f..%2fpackage.json']) {
      const response = await rawGet(baseURL!, path);
      expect(response.status, path).toBe(404);
      expect(response.body, path).not.toContain('"etherlink-docs"');
    }
  });

  test('a doubled slash before a moved URL skips the 301 but gets the redirect page, which sends the reader on', async ({baseURL}) => {
    const response = await rawGet(baseURL!, '//tutorials/predictionMarket');
    expect(response.status).toBe(200);
    expect(response.body).toContain(`<link rel="canonical" href="${SITE}/tutorials/marketpulse">`);
    expect(response.body).toContain('<meta http-equiv="refresh" content="0; url=/tutorials/marketpulse">');
    expect(response.body).not.toContain('<script');
  });

  test('the rule files are not served', async ({request}) => {
    for (const path of ['/_headers', '/_redirects']) {
      const response = await request.get(path);
      // wrangler pages dev answers 502 here; what matters is that the file's text never leaves.
      expect(response.status(), path).not.toBe(200);
      const body = await response.text();
      expect(body, path).not.toContain('Content-Security-Policy');
      expect(body, path).not.toContain('/tutorials/predictionMarket');
    }
  });
});
