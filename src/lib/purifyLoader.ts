/**
 * DOMPurify and the site's rules (./purifier.ts) in a chunk of their own: the Trusted Types default
 * policy needs them only for markup the site did not write (search hits, Ask AI answers, TOC
 * headings after a client-side navigation), never while a page loads and hydrates. main.js, which
 * every page runs before it can hydrate, is about 10 KB gzip smaller (tests/perf/budgets.mjs).
 * Until the chunk arrives, `withoutMarkup` gives the text with no "<" left, so no element is built.
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
