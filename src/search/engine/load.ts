/** Fetches the index as a query needs it: the manifest once per page load, the fragments of its words, the chunks of its hits; a failure is retried. */
import {SearchEngine} from './engine';
import {DamagedIndexError, decodeIndex, type SearchManifest, type TermFragment} from './wire';
import {MAX_MANIFEST_BYTES} from './limits';
import {readCapped} from '../../lib/readCapped';
import {loadOnce} from '../../lib/loadOnce';

// Bundles are served from the site's baseUrl (the bundler's public path); outside one, from the root.
declare const __webpack_public_path__: string | undefined;
const BASE_URL = typeof __webpack_public_path__ === 'string' && __webpack_public_path__ ? __webpack_public_path__ : '/';

/** Written by plugins/search-index under the site's baseUrl. */
export const MANIFEST_PATH = `${BASE_URL}search/manifest.json`;

type Fetcher = (url: string) => Promise<Response>;

/** A file of the index, read up to `maxBytes` (a planted 50 MB fragment left the dialog blank for 25 s); a longer or unparsable one is damaged. */
async function getJson(fetcher: Fetcher, url: string, maxBytes: number): Promise<unknown> {
  const response = await fetcher(url);
  if (!response.ok) throw new Error(`Search index request ${url} failed with status ${response.status}`);
  const body = await readCapped(response, maxBytes, () => new DamagedIndexError(`${url} is larger than ${maxBytes} bytes`));
  try {
    return JSON.parse(new TextDecoder().decode(body));
  } catch {
    throw new DamagedIndexError(`${url} is not JSON`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSize = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The engine over the site's fragments, fetched with `fetcher`. */
export async function fetchSearchEngine(
  fetcher: Fetcher = (url) => fetch(url, {credentials: 'same-origin'}),
  manifestUrl: string = MANIFEST_PATH,
): Promise<SearchEngine> {
  const manifest = await getJson(fetcher, manifestUrl, MAX_MANIFEST_BYTES);
  const {version, base, keys, docs, largest} = (isObject(manifest) ? manifest : {}) as Partial<SearchManifest>;
  if (version !== 3 || typeof base !== 'string' || !Array.isArray(keys) || typeof docs !== 'string' || !isObject(largest) || !isSize(largest.terms) || !isSize(largest.chunk)) {
    throw new DamagedIndexError('Search manifest has an unknown format');
  }
  return new SearchEngine({
    manifest: manifest as SearchManifest,
    async terms(n) {
      const fragment = await getJson(fetcher, `${base}t${n}.json`, largest.terms);
      if (!isObject(fragment)) throw new DamagedIndexError(`Search fragment ${n} has an unknown format`);
      return fragment as TermFragment;
    },
    chunk: async (n) => decodeIndex(await getJson(fetcher, `${base}c${n}.json`, largest.chunk)),
  });
}

/** The engine over the site, for the chatbot and the dialog's worker, started at the first sign of intent. */
export const loadSearchEngine: () => Promise<SearchEngine> = loadOnce(() => fetchSearchEngine());
