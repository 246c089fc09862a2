/**
 * Why code or data did not arrive, in the reader's terms: 'offline' (no network or no server),
 * 'updated' (the file is gone: a new version was deployed, reloading fixes it), 'unavailable'
 * (anything else: trying again may work). Chunk errors look alike offline and for a removed file,
 * so the file is asked for once more, uncached, to tell them apart.
 */
export type LoadFailure = 'offline' | 'updated' | 'unavailable';

/** The URL of the file a chunk or fetch error is about, when it says. */
export function failedUrlOf(error: unknown): string | null {
  const detail = error as {request?: unknown; message?: unknown} | null;
  if (typeof detail?.request === 'string') return detail.request; // CSS chunks
  const message = typeof detail?.message === 'string' ? detail.message : '';
  // JS chunks: "Loading chunk 123 failed.\n(error: https://…/assets/js/123.abcd.js)"
  const match = /\((?:error|missing|timeout|[a-z]+): ([^)\s]+)\)/.exec(message) ?? /(https?:\/\/\S+?\.(?:js|css|json))\b/.exec(message);
  return match ? match[1] : null;
}

export interface DiagnoseOptions {
  isOnline?: () => boolean;
  fetchImpl?: typeof fetch;
}

export async function diagnoseLoadFailure(error: unknown, options: DiagnoseOptions = {}): Promise<LoadFailure> {
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  if (!isOnline()) return 'offline';
  const message = error instanceof Error ? error.message : String(error);
  // An error a status can be read from: "… failed with status 404".
  const status = /status (\d{3})/.exec(message)?.[1];
  if (status === '404' || status === '410') return 'updated';
  if (status) return 'unavailable';
  // What fetch rejects with when no answer came at all (Chromium, Firefox, Safari).
  if (/Failed to fetch|NetworkError|Load failed/i.test(message)) return 'offline';
  const url = failedUrlOf(error);
  if (!url) return 'unavailable';
  try {
    const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
    const response = await fetchImpl(url, {method: 'HEAD', cache: 'no-store', credentials: 'same-origin'});
    if (response.status === 404 || response.status === 410) return 'updated';
    return 'unavailable';
  } catch {
    return 'offline';
  }
}

/** What each failure means for the reader, and what to do about it. */
export const LOAD_FAILURE_TEXT: Record<LoadFailure, {title: string; help: string}> = {
  offline: {title: 'You are offline', help: 'Check your connection, then try again.'},
  updated: {
    title: 'A new version of the docs is available',
    help: 'This page is out of date and cannot load the part you asked for. Reload the page to use the new version.',
  },
  unavailable: {title: 'Could not load', help: 'Something went wrong on our side. Try again in a moment.'},
};
