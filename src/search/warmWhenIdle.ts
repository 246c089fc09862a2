/**
 * Starts loading the search index once the page has loaded and the browser is idle, so that the
 * first search of a page finds the index ready. A tap on a phone gives no warning (no hover):
 * downloading and indexing the index after the tap ran while the reader typed. `npm run bench`
 * (search-first-query: phone, 4x CPU, tap, "chain id" at 40 ms a key; on a shared 2-core machine
 * at load average 21-24) put the first hits 110-592 ms after the last key (median per page,
 * single samples up to 3.9 s) without this, and 72-113 ms with it (every sample within 289 ms).
 * Indexing runs in 8 ms slices (load.ts), so the idle work never makes a long task.
 *
 * Only the index and the code that indexes it load here (106 KB gzip, `npm run bench:search`, once
 * per deployment: the index file is content-hashed and cached for a year; then a small manifest
 * per page load); DocSearch's modal still loads on intent. Only on a fast connection (the browser
 * says 4g) without Save-Data: elsewhere, and where the browser does not say (Safari, Firefox), a
 * page fetches nothing for search until the reader reaches for it (hover, focus, touch, Ctrl+K), so
 * a metered phone does not pay for a search it may never use.
 *
 * Kept free of imports: LocalSearchBar is in every page's first-load JS.
 */

export interface IdleHost {
  document: {readyState: DocumentReadyState};
  navigator: {connection?: {saveData?: boolean; effectiveType?: string}};
  addEventListener(type: 'load', listener: () => void, options: {once: true}): void;
  removeEventListener(type: 'load', listener: () => void): void;
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
}

/** Where the browser has no requestIdleCallback (Safari), this long after the load event. */
export const NO_IDLE_CALLBACK_DELAY_MS = 1000;

/**
 * Calls `warm` once, in the first idle period after the load event, on a fast connection without
 * Save-Data. Returns a function that cancels it if it has not run yet.
 */
export function warmWhenIdle(warm: () => void, host: IdleHost = window as unknown as IdleHost): () => void {
  const connection = host.navigator.connection;
  if (!connection || connection.saveData || connection.effectiveType !== '4g') return () => {};
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: number | undefined;
  const run = () => {
    if (!cancelled) warm();
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof host.requestIdleCallback === 'function') idleHandle = host.requestIdleCallback(run);
    else timer = host.setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
  };
  if (host.document.readyState === 'complete') whenIdle();
  else host.addEventListener('load', whenIdle, {once: true});
  return () => {
    cancelled = true;
    host.removeEventListener('load', whenIdle);
    if (idleHandle !== undefined) host.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) host.clearTimeout(timer);
  };
}
