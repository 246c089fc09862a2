/**
 * What a page costs on the wire, and prefetching without blocking. Docusaurus prefetches the
 * chunks of every internal link that scrolls into view, in the task that reports them. Here a
 * page view prefetches the first visible link's route only (MAX_IDLE_PREFETCHES), when the
 * browser is idle, and nothing when the browser asks to spare data (savesData). Prefetching every
 * visible link was 63-91 KB of the 442-486 KB that `/`, network-information and
 * using-your-wallet transferred until network idle; tests/e2e/idle-prefetch.spec.ts holds those
 * pages to 250 KB (search index aside) and to 0 bytes of prefetch when sparing data.
 *
 * Preloading (the reader hovers, focuses or touches a link) stays immediate; the first time it
 * happens we also fetch the syntax highlighter, which pages opened by navigation may need.
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
 * Routes one page view prefetches. Two routes took using-your-wallet to 261 KB; a link the reader
 * points at or touches is preloaded anyway.
 */
export const MAX_IDLE_PREFETCHES = 1;

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

interface Limits {
  /** Routes per page. */
  max: number;
  /** Whether to prefetch nothing. */
  sparing: () => boolean;
  /** The page the count is for. */
  page: () => string;
}

/**
 * Returns a copy of Docusaurus's client API whose `prefetch` keeps to the limits and runs when
 * idle (the original object is frozen, so callers install the copy as window.docusaurus).
 */
export function withIdlePrefetch<T extends Docusaurus>(
  docusaurus: T,
  schedule: (work: () => void) => void = whenIdle,
  {max = MAX_IDLE_PREFETCHES, sparing = savesData, page = () => window.location.pathname}: Partial<Limits> = {},
): T {
  if (docusaurus.__idlePrefetch) return docusaurus;
  const prefetchNow = docusaurus.prefetch.bind(docusaurus);
  const preloadNow = docusaurus.preload.bind(docusaurus);
  let highlighterRequested = false;
  // The routes taken for the current page.
  let countedPage = '';
  let taken = new Set<string>();

  return {
    ...docusaurus,
    prefetch: (routePath: string) => {
      if (page() !== countedPage) {
        countedPage = page();
        taken = new Set();
      }
      if (taken.has(routePath) || taken.size >= max || sparing()) return false;
      taken.add(routePath);
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
      if (!highlighterRequested) {
        highlighterRequested = true;
        loadHighlighter().catch(() => {
          highlighterRequested = false;
        });
      }
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
