// Shared by the benchmark and the budget test: what a page's HTML makes the browser download
// before anything else — its <script src> tags — measured raw and gzip-compressed.
import {readFileSync, statSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {join} from 'node:path';

/**
 * Paths of the scripts an HTML page loads on its own, in order: <script src> tags, plus the
 * bundles the paint-first boot script loads from its data-scripts attribute.
 */
export function scriptSources(html) {
  const tags = Array.from(html.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)/g), (m) => m[1]);
  const booted = Array.from(html.matchAll(/data-scripts=["']([^"']+)["']/g), (m) => m[1].split(/\s+/)).flat();
  return [...tags, ...booted];
}

export function gzipSize(buffer) {
  return gzipSync(buffer, {level: 9}).length;
}

/** {raw, gzip, files} for the script tags of the page at `route` in `buildDir`. */
export function firstLoadJs(buildDir, route) {
  // trailingSlash: false writes /a/b as a/b.html; the home page stays index.html.
  const htmlFile = route.endsWith('/') ? join(buildDir, route, 'index.html') : join(buildDir, `${route}.html`);
  const html = readFileSync(htmlFile, 'utf8');
  const files = scriptSources(html).filter((src) => src.startsWith('/'));
  let raw = 0;
  let gzip = 0;
  for (const src of files) {
    const buffer = readFileSync(join(buildDir, src));
    raw += buffer.length;
    gzip += gzipSize(buffer);
  }
  return {raw, gzip, files};
}

export function fileSizes(path) {
  const buffer = readFileSync(path);
  return {raw: statSync(path).size, gzip: gzipSize(buffer)};
}
