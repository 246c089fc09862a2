/**
 * DOMPurify in a chunk of its own instead of main.js. The Trusted Types default policy
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
import type DOMPurifyFactory from 'dompurify';

export type PurifyFactory = typeof DOMPurifyFactory;
let factory: PurifyFactory | null = null;
let pending: Promise<PurifyFactory> | null = null;

/** DOMPurify once its chunk has run; null before. */
export function loadedPurify(): PurifyFactory | null {
  return factory;
}

/** Starts loading DOMPurify (once; again after a failure). */
export function loadPurify(): Promise<PurifyFactory> {
  pending ??= import(/* webpackChunkName: "dompurify" */ 'dompurify').then(
    (module) => (factory = module.default),
    (error: unknown) => {
      pending = null; // the next markup held tries again
      throw error;
    },
  );
  return pending;
}

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
