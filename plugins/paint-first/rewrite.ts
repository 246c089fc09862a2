/**
 * Replaces a page's deferred bundle <script> tags with one boot script that loads them after first
 * paint (and once the page is parsed, as `defer` did), and checks the result: a page whose bundles
 * are not all rewritten throws, so a change in how Docusaurus writes its script tags fails the
 * build instead of silently undoing paint-first.
 */
import {load} from 'cheerio';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Docusaurus's bundle tag, as its minified HTML writes it: `<script src=/base/assets/js/x.js defer></script>`. */
function bundleTag(baseUrl: string): RegExp {
  return new RegExp(
    `<script src=["']?(${escapeRegExp(baseUrl)}assets/js/[^"'\\s>]+\\.js)["']? defer(?:=["']?defer["']?)?></script>`,
    'g',
  );
}

export function rewriteHtml(html: string, bootSrc: string, baseUrl = '/'): {html: string; scripts: string[]} {
  const tag = bundleTag(baseUrl);
  const scripts = Array.from(html.matchAll(tag), (m) => m[1]);
  if (scripts.length === 0) return {html, scripts};
  let first = true;
  const out = html.replace(tag, () => {
    if (!first) return '';
    first = false;
    // Parser-blocking, in <head>: it runs before the first paint (the page's taps and keys need its
    // listeners) and before DOMContentLoaded (Docusaurus's base-URL banner looks for it then); it is
    // fetched beside the render-blocking stylesheet. `async` ran after DOMContentLoaded at times.
    return `<script src="${bootSrc}" data-scripts="${scripts.join(' ')}"></script>`;
  });
  return {html: out, scripts};
}

/**
 * What is wrong with a rewritten page, or null: every bundle of the site must load through the
 * boot script, and the page must have one (each Docusaurus page hydrates).
 */
export function problemWith(html: string, bootSrc: string, baseUrl = '/'): string | null {
  const $ = load(html);
  const bundles = `${baseUrl}assets/js/`;
  const left = $('script[src]')
    .map((_, el) => $(el).attr('src') ?? '')
    .get()
    .filter((src) => src.startsWith(bundles) && src !== bootSrc);
  if (left.length > 0) return `bundles still loaded by their own <script> tags: ${left.join(', ')}`;
  const boot = $(`script[src="${bootSrc}"]`);
  if (boot.length !== 1) return `expected one boot script (${bootSrc}), found ${boot.length}`;
  const listed = (boot.attr('data-scripts') ?? '').split(' ').filter(Boolean);
  if (listed.length === 0 || !listed.every((src) => src.startsWith(bundles))) {
    return `the boot script lists no bundles under ${bundles}: "${boot.attr('data-scripts') ?? ''}"`;
  }
  return null;
}
