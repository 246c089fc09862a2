/**
 * The site built with baseUrl '/docs/' (scripts/build-base.mjs) and served under /docs/ only:
 * every page, its Markdown twin and llms.txt answer there, and nothing they link or load points
 * outside /docs/ (a root-relative URL would 404 on a host where the site does not own the root).
 * Plain HTTP requests, no browser page per route.
 */
import {load} from 'cheerio';
import {test, expect} from '@playwright/test';
import {routes} from '../routes';
import {hasTwin, twinPath} from '../../../src/lib/markdownTwin';

const BASE = '/docs/';
/** SITE_URL of the build (the default): absolute links to the site itself use it. */
const SITE = 'https://docs.etherlink.com';

/** Attributes that hold a URL the browser follows or loads. */
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'action', 'data-src', 'poster'];

/** Every URL of the page's own site named in its HTML (other hosts are left out), resolved. */
function siteUrls(html: string, pageUrl: URL): URL[] {
  const $ = load(html);
  const found: URL[] = [];
  const add = (raw: string) => {
    const value = raw.trim();
    if (!value || value.startsWith('#') || /^(?:data|mailto|tel|javascript|blob):/i.test(value)) return;
    const url = new URL(value, pageUrl);
    if (url.origin === pageUrl.origin || url.origin === SITE) found.push(url);
  };
  for (const attribute of URL_ATTRIBUTES) {
    $(`[${attribute}]`).each((_, el) => {
      const value = $(el).attr(attribute) ?? '';
      if (attribute === 'srcset') value.split(',').forEach((part) => add(part.trim().split(/\s+/)[0] ?? ''));
      else add(value);
    });
  }
  // The bundles that plugins/paint-first's boot script loads.
  $('script[data-scripts]').each((_, el) => ($(el).attr('data-scripts') ?? '').split(/\s+/).forEach(add));
  // Open Graph and Twitter images, canonical-like metadata.
  $('meta[content^="/"], meta[content^="http"]').each((_, el) => add($(el).attr('content') ?? ''));
  return found;
}

/** Links of a Markdown document to the site itself (absolute, SITE_URL-based). */
const markdownSiteLinks = (text: string): string[] =>
  Array.from(text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g), (m) => m[1]).filter((url) => url.startsWith(`${SITE}/`));

test.describe('the site under /docs/', () => {
  test('every route, its twin and llms.txt answer under /docs/, and link or load nothing outside it', async ({request, baseURL}) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const assets = new Set<string>();
    const outside: string[] = [];
    for (const route of routes) {
      const path = `${BASE}${route.path.slice(1)}`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      for (const url of siteUrls(await response.text(), new URL(path, origin))) {
        if (!url.pathname.startsWith(BASE)) outside.push(`${path}: ${url.href}`);
        else if (url.origin === origin && /\.(?:js|css|png|svg|webp|jpg|ico|woff2|json)$/.test(url.pathname)) assets.add(url.pathname);
      }
      if (!hasTwin(route.path)) continue;
      const twin = `${BASE}${twinPath(route.path).slice(1)}`;
      const markdown = await request.get(twin);
      expect(markdown.status(), twin).toBe(200);
      expect(markdown.headers()['content-type'], twin).toContain('text/markdown');
      for (const link of markdownSiteLinks(await markdown.text())) {
        if (!link.startsWith(`${SITE}${BASE}`)) outside.push(`${twin}: ${link}`);
      }
    }
    for (const file of ['llms.txt', 'llms-full.txt']) {
      const response = await request.get(`${BASE}${file}`);
      expect(response.status(), file).toBe(200);
      const text = await response.text();
      // llms.txt is all links; in llms-full.txt, URLs in code (curl examples of the public API) are not links.
      const links = (file === 'llms.txt' ? Array.from(text.matchAll(/https?:\/\/[^\s)>\]]+/g), (m) => m[0]) : markdownSiteLinks(text)).filter((url) =>
        url.startsWith(`${SITE}/`),
      );
      expect(links.length, `${file} links to the site`).toBeGreaterThan(0);
      for (const link of links) if (!link.startsWith(`${SITE}${BASE}`)) outside.push(`${file}: ${link}`);
    }
    expect(outside, 'URLs outside /docs/').toEqual([]);

    // What the pages load exists under /docs/ (each file once).
    expect(assets.size).toBeGreaterThan(5);
    for (const asset of assets) expect((await request.get(asset)).status(), asset).toBe(200);
    // And the site is not also served at the root.
    expect((await request.get('/')).status()).toBe(404);
  });
});
