/**
 * What the MCP tools do, without the protocol: search the docs with the site's own search engine
 * (src/search) over the site's index, read a page's Markdown twin, and look up networks and
 * contracts in the facts API. Each answer is text for an assistant; bad input throws ToolError
 * with a message that says what to send instead.
 */
import type {SearchEngine} from '../src/search/engine/engine';
import type {SearchRecord} from '../src/search/engine/types';
import {fetchSearchEngine, MANIFEST_PATH} from '../src/search/engine/load';
import {loadOnce} from '../src/lib/loadOnce';
import {truncate} from '../src/search/engine/text';
import {twinPath} from '../src/lib/markdownTwin';
import {ENV_DEFAULTS} from '../src/config/env';
import {factsPath, type ContractFacts, type ContractsDocument, type NetworkFacts, type NetworksDocument} from '../plugins/facts-api/types';
import {MAX_PAGE_BYTES, SourceUnavailableError, ToolError, type DocsSource} from './source';

export const LIMITS = {
  /** Characters of a search query; the site's search box queries are a few words. */
  query: 200,
  results: 20,
  /** Characters of a page path or URL. */
  path: 300,
  /** Characters of a network or contract name, symbol, ID or address. */
  name: 100,
} as const;

/** Most contracts one lookup returns; a broader query is asked to narrow down. */
const MAX_CONTRACTS = 10;
const SNIPPET_CHARS = 280;

export interface Docs {
  search(query: string, limit?: number): Promise<string>;
  readPage(pathOrUrl: string): Promise<string>;
  getNetwork(network?: string): Promise<string>;
  getContract(query?: string, options?: {network?: string; category?: string}): Promise<string>;
}

/** Wraps errors of a load (network, 404, bad JSON) as SourceUnavailableError, keeping ToolErrors. */
function unavailable(source: DocsSource, what: string, error: unknown): Error {
  if (error instanceof ToolError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new SourceUnavailableError(`Could not load ${what} from ${source.label}: ${reason}. Is this a build of the Etherlink docs?`);
}

async function getJson(source: DocsSource, path: string): Promise<unknown> {
  const response = await source.get(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

/** A facts document of the build (`/facts/<name>.json`), with its `name` list. */
async function getFacts<T>(source: DocsSource, name: 'networks' | 'contracts'): Promise<T> {
  try {
    const doc = (await getJson(source, factsPath(name))) as Record<string, unknown> | null;
    if (!Array.isArray(doc?.[name])) throw new Error(`${name}.json has no ${name} list`);
    return doc as T;
  } catch (error) {
    throw unavailable(source, factsPath(name), error);
  }
}

/**
 * The contracts in `category` and on `networkId` (either may be unset) that match `wanted`: those
 * with an id, name, symbol or address equal to it, else those whose words contain all of its words.
 */
function matchContracts(contracts: ContractFacts[], wanted: string, category: string | undefined, networkId: NetworkFacts['id'] | undefined): ContractFacts[] {
  const found = contracts.filter(
    (c) => (category === undefined || c.category === category) && (networkId === undefined || c.addresses[networkId] !== undefined),
  );
  if (wanted === '') return found;
  const exact = found.filter((c) => [c.id, c.name, c.symbol, ...Object.values(c.addresses)].some((v) => v !== undefined && v.toLowerCase() === wanted));
  if (exact.length > 0) return exact;
  const words = wanted.split(/\s+/);
  return found.filter((c) => {
    const haystack = [c.id, c.name, c.symbol, c.provider, c.pair, c.category].filter(Boolean).join(' ').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** The search tool's answer: how many pages match, then each shown hit with its trail, path, URL and text. */
function formatResults(query: string, total: number, shown: {record: SearchRecord}[], url: (path: string) => string): string {
  const lines = shown.map(({record}, i) => {
    const h = record.hierarchy;
    const trail = [h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter(Boolean).join(' › ');
    const text = record.content ? `\n   ${truncate(record.content, SNIPPET_CHARS)}` : '';
    return `${i + 1}. ${trail}\n   path: ${record.url}\n   url: ${url(record.url)}${text}`;
  });
  return [`${total} result${total === 1 ? '' : 's'} for "${query}"; the best ${shown.length}, best first. Read one with read_page and its path.`, ...lines].join('\n\n');
}

export function createDocs(source: DocsSource): Docs {
  const fetcher = (url: string) => source.get(url);
  const loadEngine = loadOnce(async (): Promise<SearchEngine> => {
    try {
      return await fetchSearchEngine(fetcher, MANIFEST_PATH);
    } catch (error) {
      throw unavailable(source, 'the search index', error);
    }
  });
  const loadNetworks = loadOnce(() => getFacts<NetworksDocument>(source, 'networks'));
  const loadContracts = loadOnce(() => getFacts<ContractsDocument>(source, 'contracts'));

  const url = (path: string) => `${source.siteUrl}${path}`;

  async function findNetwork(input: string): Promise<NetworkFacts> {
    const {networks} = await loadNetworks();
    const wanted = input.trim().toLowerCase().replace(/^etherlink\s+/, '');
    const match = networks.find((n) =>
      [n.id, n.shortName, n.name, n.name.replace(/^Etherlink\s+/i, ''), String(n.chainId), n.chainIdHex]
        .map((v) => v.toLowerCase())
        .includes(wanted),
    );
    if (match) return match;
    const testnets = networks.filter((n) => n.testnet);
    if (wanted === 'testnet' && testnets.length === 1) return testnets[0]!;
    const known = networks.map((n) => `${n.id} (${n.name}, chain ID ${n.chainId})`).join(', ');
    const retired = wanted === 'ghostnet' ? ` Ghostnet is retired; see ${url('/network/migrating-testnet')}.` : '';
    throw new ToolError(`Unknown network "${input}".${retired} Known networks: ${known}.`);
  }

  return {
    async search(query, limit = 5) {
      const engine = await loadEngine();
      if (engine.parse(query).length === 0) {
        throw new ToolError(
          query.trim() === ''
            ? 'The query is empty. Send a few words, for example "chain ID" or "withdraw USDC".'
            : `The query "${query}" has no words to search for (only punctuation or words such as "the" and "how"). Send the words the page would contain.`,
        );
      }
      // The same call as the site's search dialog: every word must match, else any word.
      let ranked, shown;
      try {
        ranked = await engine.rank(query);
        shown = await engine.withRecords(ranked.slice(0, limit));
      } catch (error) {
        throw unavailable(source, 'the search index', error);
      }
      if (ranked.length === 0) {
        return `No page of the Etherlink docs matches "${query}". Try other or fewer words.`;
      }
      return formatResults(query, ranked.length, shown, url);
    },

    async readPage(pathOrUrl) {
      const path = sitePath(pathOrUrl, source.siteUrl);
      const candidates = path.endsWith('.md') ? [path] : [twinPath(path), ...(path.endsWith('/') ? [] : [`${path}/index.md`])];
      for (const candidate of candidates) {
        const response = await source.get(candidate, MAX_PAGE_BYTES);
        // A host that answers unknown paths with an HTML page has no twin there either.
        if (response.ok && !(response.headers.get('content-type') ?? '').includes('text/html')) return response.text();
      }
      throw new ToolError(`There is no page at ${path} on ${source.siteUrl}. Use search_docs to find the page and its path.`);
    },

    async getNetwork(network) {
      const doc = await loadNetworks();
      const meta = {source: url(factsPath('networks')), generatedAt: doc.generatedAt};
      if (network === undefined || network.trim() === '') return json({...meta, networks: doc.networks});
      return json({...meta, network: await findNetwork(network)});
    },

    async getContract(query, {network, category} = {}) {
      const doc = await loadContracts();
      const wanted = (query ?? '').trim().toLowerCase();
      const categories = Array.from(new Set(doc.contracts.map((c) => c.category)));
      if (category !== undefined && !categories.includes(category as ContractFacts['category'])) {
        throw new ToolError(`Unknown category "${category}". Categories: ${categories.join(', ')}.`);
      }
      if (wanted === '' && category === undefined) {
        throw new ToolError(`Send a contract name, symbol, id or address (for example USDC, WXTZ, xtz-bridging or an 0x… address), or a category: ${categories.join(', ')}.`);
      }
      const networkId = network === undefined ? undefined : (await findNetwork(network)).id;
      const found = matchContracts(doc.contracts, wanted, category, networkId);
      if (found.length === 0) {
        const where = [category && `in category ${category}`, networkId && `on ${networkId}`].filter(Boolean).join(' ');
        throw new ToolError(
          `No contract matches "${query ?? ''}"${where ? ` ${where}` : ''}. Try a symbol (USDC), a name (Pyth, exchanger), ` +
            `an id such as xtz-bridging, or list a category: ${categories.join(', ')}.`,
        );
      }
      const shown = found.slice(0, MAX_CONTRACTS);
      return json({
        source: url(factsPath('contracts')),
        generatedAt: doc.generatedAt,
        ...(found.length > shown.length ? {note: `${found.length} contracts match; showing ${shown.length}. Narrow the query.`} : {}),
        contracts: shown,
      });
    },
  };
}

function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

/** A site path from what a user or model may send: a path, a path with .md or #anchor, or a full URL of the site. */
export function sitePath(input: string, siteUrl: string): string {
  const raw = input.trim();
  if (raw === '') throw new ToolError('Send the path of a page, for example /get-started/network-information.');
  let path = raw;
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw) || raw.startsWith('//')) {
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new ToolError(`"${raw}" is not a valid URL or path.`);
    }
    const allowed = new Set([new URL(siteUrl).origin, PUBLISHED_ORIGIN]);
    if (!allowed.has(parsed.origin)) {
      throw new ToolError(`${raw} is outside the Etherlink docs. read_page reads pages of ${siteUrl} only: send a path such as /bridging/bridging-tezos.`);
    }
    path = parsed.pathname;
  }
  path = path.split(/[?#]/)[0]!;
  if (!path.startsWith('/')) path = `/${path}`;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    throw new ToolError(`"${raw}" is not a valid path.`);
  }
  if (!/^\/[A-Za-z0-9._~\-/]*$/.test(decoded) || decoded.split('/').some((part) => part === '..' || part === '.') || decoded.includes('//')) {
    throw new ToolError(`"${raw}" is outside the site: send a page path such as /get-started/network-information.`);
  }
  return decoded.replace(/\.html$/, '');
}

/** The published docs: read by default, and its links are accepted even when the server reads a local build. */
export const PUBLISHED_ORIGIN = new URL(ENV_DEFAULTS.SITE_URL).origin;
