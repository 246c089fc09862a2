/**
 * Downloads the build-time index once per page load: the small manifest (revalidated) names the
 * content-hashed index file (cached forever). A failure is not cached, so a later call retries.
 */
import {engineInSlicesFor, type SearchEngine} from './engine';
import type {SearchManifest, SearchRecord} from './types';
import {decodeIndex} from './wire';

// Docusaurus serves every bundle from the site's baseUrl (the bundler's public path); outside a
// bundle (unit tests) the site is at the root.
declare const __webpack_public_path__: string | undefined;
const BASE_URL = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '/';

/** Written by plugins/search-index under the site's baseUrl. */
export const MANIFEST_PATH = `${BASE_URL}search/manifest.json`;

export type Fetcher = (url: string) => Promise<Response>;

async function getJson(fetcher: Fetcher, url: string): Promise<unknown> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`Search index request ${url} failed with status ${response.status}`);
  return response.json();
}

export async function fetchSearchRecords(
  fetcher: Fetcher = (url) => fetch(url, {credentials: 'same-origin'}),
  manifestUrl: string = MANIFEST_PATH,
): Promise<SearchRecord[]> {
  const manifest = (await getJson(fetcher, manifestUrl)) as Partial<SearchManifest> | null;
  if (!manifest || manifest.version !== 1 || typeof manifest.index !== 'string') {
    throw new Error('Search manifest has an unknown format');
  }
  return decodeIndex(await getJson(fetcher, manifest.index));
}

/** Remembers the pending or successful load; forgets a failed one. */
export function memoizeLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      pending = load().catch((error: unknown) => {
        pending = null;
        throw error;
      });
    }
    return pending;
  };
}

/**
 * The records of the whole site, downloaded on first use and kept in memory.
 * Shared by the search dialog and the chatbot's local answer engine.
 */
export const loadSearchRecords: () => Promise<SearchRecord[]> = memoizeLoad(() => fetchSearchRecords());

/** Longest stretch of indexing between two pauses: well under the 50 ms of a long task, even on a slow phone. */
export const SLICE_MS = 8;

// A MessageChannel task, not setTimeout(0): nested timeouts are clamped to 4 ms, which would add idle time to every slice.
const pauseForBrowser = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * A yield point for createSearchEngineInSlices: nothing until `budgetMs` have passed since the
 * last pause, then a pause (a macrotask, so input and painting go first).
 */
export function timeSlices(
  budgetMs: number = SLICE_MS,
  pause: () => Promise<void> = pauseForBrowser,
  now: () => number = () => performance.now(),
): () => Promise<void> | void {
  let sliceStart = now();
  return () => {
    if (now() - sliceStart < budgetMs) return undefined;
    return pause().then(() => {
      sliceStart = now();
    });
  };
}

/**
 * The search engine over the whole site, downloaded and indexed once, in slices, so the page
 * answers input while it builds. Started as soon as a reader shows intent to search or ask (see
 * LocalSearchBar and the chatbot launcher); the dialog and the chatbot then find it ready.
 */
export const loadSearchEngine: () => Promise<SearchEngine> = memoizeLoad(() =>
  loadSearchRecords().then((records) => engineInSlicesFor(records, timeSlices())),
);
