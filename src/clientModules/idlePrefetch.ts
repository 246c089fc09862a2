/**
 * Prefetching without blocking: Docusaurus prefetches every internal link that scrolls into view,
 * in the task that reports it. Here only the next page's route is, once its link at the end of the
 * page shows, when the browser is idle, and nothing when the browser asks to spare data. Every
 * visible link was 67-127 KB of what `/`, network-information and using-your-wallet transferred
 * until network idle; tests/e2e/idle-prefetch.spec.ts holds those pages to 250 KB (search index
 * aside) and to 0 bytes of prefetch when sparing data. Preloading (hover, focus, touch) stays
 * immediate, and the first one also fetches the syntax highlighter.
 */
import {loadHighlighter} from '@site/src/lib/highlighter';

type Docusaurus = {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
  __idlePrefetch?: true;
};

/** Runs `work` once the browser is idle (after 2 s at the latest). */
export function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, {timeout: 2000});
  else setTimeout(work, 50);
}

/**
 * The next page's route, when `routePath` is it and its link at the end of the page is in view; a
 * link the reader points at or touches is preloaded anyway.
 */
export function isNextPage(routePath: string): boolean {
  const next = document.querySelector<HTMLAnchorElement>('a.pagination-nav__link--next');
  return next?.pathname === routePath && next.getBoundingClientRect().top < window.innerHeight;
}

type Connection = {saveData?: boolean; effectiveType?: string};

/** The browser asks to spare data: Save-Data, a 2g or 3g connection, or prefers-reduced-data. */
export function savesData(): boolean {
  const connection = (navigator as {connection?: Connection}).connection;
  return (
    connection?.saveData === true ||
    /^(slow-2g|2g|3g)$/.test(connection?.effectiveType ?? '') ||
    window.matchMedia('(prefers-reduced-data: reduce)').matches
  );
}

/**
 * Returns a copy of Docusaurus's client API whose `prefetch` takes only the wanted routes and runs
 * when idle (the original object is frozen, so callers install the copy as window.docusaurus).
 */
export function withIdlePrefetch<T extends Docusaurus>(
  docusaurus: T,
  schedule: (work: () => void) => void = whenIdle,
  {wanted = isNextPage, sparing = savesData}: {wanted?: (routePath: string) => boolean; sparing?: () => boolean} = {},
): T {
  if (docusaurus.__idlePrefetch) return docusaurus;
  const prefetchNow = docusaurus.prefetch.bind(docusaurus);
  const preloadNow = docusaurus.preload.bind(docusaurus);

  return {
    ...docusaurus,
    prefetch: (routePath: string) => {
      if (!wanted(routePath) || sparing()) return false;
      schedule(() => {
        try {
          prefetchNow(routePath);
        } catch {
          // A failed prefetch only costs the reader a later fetch.
        }
      });
      return true;
    },
    preload: (routePath: string) => {
      loadHighlighter().catch(() => {}); // loaded once; asked again after a failure
      return preloadNow(routePath);
    },
    __idlePrefetch: true,
  };
}

if (typeof window !== 'undefined') {
  // Client modules run before Docusaurus's entry defines window.docusaurus, in the same task.
  // Links only prefetch after hydration, so wrapping in the next microtask is early enough.
  queueMicrotask(() => {
    const host = window as unknown as {docusaurus?: Docusaurus};
    if (host.docusaurus && typeof host.docusaurus.prefetch === 'function') host.docusaurus = withIdlePrefetch(host.docusaurus);
  });
}
