/**
 * Prefetching without blocking. Docusaurus prefetches the chunks of every internal link that
 * scrolls into view. The intersection observers report all visible links in one task, and each
 * prefetch matches routes and adds <link rel="prefetch"> tags, so a page with many links spent one
 * long task on it right after hydrating. This module queues those calls and runs them in idle
 * time, a few at a time, so the main thread stays free for input. Prefetching still happens,
 * just not in the way of the reader.
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

type Scheduler = (work: (hasTime: () => boolean) => void) => void;

/**
 * The longest slice of prefetching in one go. An idle period can last 50 ms, and a tap that
 * arrives during it waits until the slice ends: short slices keep that wait short on a slow phone.
 */
export const IDLE_SLICE_MS = 8;

/**
 * Runs `work` when the browser is idle; `hasTime` says whether this slice has time left: the idle
 * period's own deadline, and at most IDLE_SLICE_MS.
 */
export const idleScheduler: Scheduler = (work) => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(
      (deadline) => {
        const end = performance.now() + IDLE_SLICE_MS;
        work(() => deadline.timeRemaining() > 1 && performance.now() < end);
      },
      {timeout: 2000},
    );
  } else {
    setTimeout(() => {
      const end = performance.now() + IDLE_SLICE_MS;
      work(() => performance.now() < end);
    }, 50);
  }
};

/**
 * Returns a copy of Docusaurus's client API whose `prefetch` queues calls and runs them in idle
 * time (the original object is frozen, so callers install the copy as window.docusaurus).
 */
export function withIdlePrefetch<T extends Docusaurus>(docusaurus: T, schedule: Scheduler = idleScheduler): T {
  if (docusaurus.__idlePrefetch) return docusaurus;
  const prefetchNow = docusaurus.prefetch.bind(docusaurus);
  const preloadNow = docusaurus.preload.bind(docusaurus);
  const queue: string[] = [];
  const queued = new Set<string>();
  let scheduled = false;
  let highlighterRequested = false;

  const drain = (hasTime: () => boolean) => {
    scheduled = false;
    // Always make progress, then keep going while the idle period lasts.
    do {
      const path = queue.shift();
      if (path === undefined) return;
      queued.delete(path);
      try {
        prefetchNow(path);
      } catch {
        // A failed prefetch only costs the reader a later fetch.
      }
    } while (hasTime());
    if (queue.length > 0) {
      scheduled = true;
      schedule(drain);
    }
  };

  return {
    ...docusaurus,
    prefetch: (routePath: string) => {
      if (!queued.has(routePath)) {
        queued.add(routePath);
        queue.push(routePath);
      }
      if (!scheduled) {
        scheduled = true;
        schedule(drain);
      }
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
