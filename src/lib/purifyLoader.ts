/**
 * DOMPurify, with the site's rules (./purifier.ts), in a chunk of its own instead of main.js. The Trusted Types default policy
 * (src/lib/trustedTypes.ts) needs it only for HTML with markup that the site did not write
 * itself: search hits and Ask AI answers after a reader searches, TOC headings with markup after
 * a client-side navigation. No sink with markup runs while a page loads and hydrates (the bar's
 * and TOC's server HTML is kept as it is), so nothing on first paint waits for it.
 *
 * Benefit: main.js, which every page runs in one task before it can hydrate, is about 10 KB gzip
 * smaller (DOMPurify minified is 22 KB raw; first-load JS 149.8 -> see tests/perf/budgets.mjs).
 *
 * Until the chunk has arrived the policy holds markup back: `withoutMarkup` gives the text with
 * every tag removed and no "<" left, so the browser's parser can build no element from it (text
 * and character references only). Text without markup is untouched either way.
 */
import {loadOnce} from './loadOnce';

/** Sanitises HTML that holds markup (./purifier.ts). */
export type Sanitizer = (html: string) => string;
let sanitizer: Sanitizer | null = null;

/** The sanitiser once DOMPurify's chunk has run; null before. */
export function loadedPurify(): Sanitizer | null {
  return sanitizer;
}

/** Starts loading DOMPurify and the site's rules (once; again after a failure). */
export const loadPurify = loadOnce(() =>
  import(/* webpackChunkName: "dompurify" */ './purifier').then((module) => (sanitizer = module.sanitizeMarkup)),
);

/**
 * What the default policy returns for markup before DOMPurify is here: the text, tags removed,
 * any "<" left over escaped. "Using <code>eth_call</code>" reads "Using eth_call".
 */
export function withoutMarkup(html: string): string {
  loadPurify().catch(() => {
    // Offline or a removed chunk: markup keeps being shown as text.
  });
  return html.replace(/<[^<>]*>/g, '').replaceAll('<', '&lt;');
}
