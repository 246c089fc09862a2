/**
 * What crawlers and the host read from the build, without a browser: exactly the spec's routes in
 * the sitemap, the pages the spec names keep their titles, robots.txt allows indexing, and the
 * host applies the build's _headers (Cloudflare's own runtime, scripts/serve.mjs).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {routes, SPEC_TITLES} from '../e2e/routes';
import {startHost} from '../../scripts/serve.mjs';
import {requireBuild} from './support';

const BUILD_DIR = requireBuild();

describe('routes', () => {
  it('the pages the spec names keep their titles', () => {
    for (const [path, title] of Object.entries(SPEC_TITLES)) {
      expect(routes.find((r) => r.path === path)?.title, path).toBe(title);
    }
  });

  it('the build has exactly the spec routes: sitemap lists every sidebar page and nothing else', () => {
    const sitemap = readFileSync(join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    const paths = Array.from(sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g), (m) => m[1]).sort();
    const expected = routes.filter((r) => r.inSidebar).map((r) => r.path).sort();
    expect(paths).toEqual(expected);
  });
});

describe('served by the host', () => {
  let server: {url: string; close: () => Promise<void>};
  beforeAll(async () => {
    server = await startHost({root: BUILD_DIR});
  });
  afterAll(async () => server.close());

  it('robots.txt allows indexing and points at the sitemap', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toMatch(/^User-agent: \*$/m);
    expect(body).toMatch(/^Allow: \/$/m);
    expect(body).not.toMatch(/^Disallow: \/\s*$/m);
  });

  it('the host applies the build\'s _headers: CSP and security headers are on every page', async () => {
    const response = await fetch(`${server.url}/`);
    const csp = response.headers.get('content-security-policy');
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
