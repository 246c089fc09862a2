/**
 * A DocSearch-compatible search client over the local index. DocSearch 4.4 calls
 * `searchClient.search({requests: [{query, indexName, attributesToSnippet, hitsPerPage, …}]})`
 * (algoliasearch v5) and reads `results[].hits`, `nbHits`, `index` and `queryID`; this answers
 * the same calls in the browser, loading the index on the first call.
 */
import type {Ranked, RankedRecord, SearchEngine} from '../engine/engine';
import {DEFAULT_TAGS, highlight, snippet, type HighlightTags, type HighlightValue, type SnippetValue} from './highlight';
import {escapeHtml} from '../engine/text';
import {afterNextPaint} from '@site/src/lib/afterNextPaint';
import {TYPING_PAUSE_MS, whenTypingPauses} from './typingPause';
import type {Hierarchy, SearchRecord} from '../engine/types';

/**
 * Hits a search shows: each costs its text's file and DocSearch's render of it. On the questions of
 * tests/relevance, 10 rather than 20 changes no MRR and puts a few answers higher in DocSearch's
 * grouped order (hit@5 .985 -> .990 on all); at ten times the pages "chain id" showed 16 hits, and
 * 10 took its first hits from 398 to 314 ms at 4x CPU (`npm run bench`, --http2, medians of 5).
 */
export const HITS_PER_PAGE = 10;
export const MAX_HITS_PER_GROUP = 5;
export const DEFAULT_SNIPPET_WORDS = 10;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** One request as DocSearch sends it (only the parameters this client honours). */
export interface SearchRequest {
  indexName: string;
  query?: string;
  params?: string;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  [key: string]: unknown;
}

type HierarchyResult<T> = Partial<Record<keyof Hierarchy, T>>;

export interface LocalHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: SearchRecord['type'];
  /** HTML-escaped: DocSearch renders these as HTML when a hit has no snippet (recent searches). */
  hierarchy: Hierarchy;
  content: string | null;
  _highlightResult: {hierarchy: HierarchyResult<HighlightValue>; content?: HighlightValue};
  _snippetResult: {hierarchy: HierarchyResult<SnippetValue>; content?: SnippetValue};
}

/** What DocSearch reads of a result, and the query it answers. */
export interface LocalSearchResult {
  hits: LocalHit[];
  nbHits: number;
  query: string;
  index: string;
  queryID: string;
}

export interface LocalSearchClient {
  search(input: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: LocalSearchResult[]}>;
  /** Up to 3 queries for the no-results screen (DocSearch 4.4 never renders its own: algolia/docsearch#2922). */
  suggestions(): string[];
}

/** Error name DocSearch turns into its "Unable to fetch results" screen. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
  constructor(cause: unknown) {
    super(`The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, {cause});
  }
}

/** "content:15" → {content: 15}; "hierarchy.lvl1" → {"hierarchy.lvl1": DEFAULT}. */
export function parseSnippetAttributes(attributes: string[] | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const spec of attributes ?? []) {
    const [name, words] = spec.split(':');
    if (!name) continue;
    const n = Number(words);
    out.set(name, Number.isInteger(n) && n > 0 ? n : DEFAULT_SNIPPET_WORDS);
  }
  return out;
}

function escapeHierarchy(h: Hierarchy): Hierarchy {
  const out = {...h};
  for (const level of LEVELS) {
    const value = h[level];
    if (value !== null) (out as Record<string, string | null>)[level] = escapeHtml(value);
  }
  return out;
}

function toHit(
  record: SearchRecord,
  match: Parameters<typeof highlight>[1],
  snippets: Map<string, number>,
  tags: HighlightTags,
  ellipsis: string,
): LocalHit {
  const highlightHierarchy: HierarchyResult<HighlightValue> = {};
  const snippetHierarchy: HierarchyResult<SnippetValue> = {};
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    if (text === null) continue;
    highlightHierarchy[level] = highlight(text, match, tags);
    const words = snippets.get(`hierarchy.${level}`);
    if (words) snippetHierarchy[level] = snippet(text, match, words, tags, ellipsis);
  }
  const hash = record.url.indexOf('#');
  const contentWords = snippets.get('content');
  return {
    objectID: record.objectID,
    url: record.url,
    url_without_anchor: hash === -1 ? record.url : record.url.slice(0, hash),
    anchor: hash === -1 ? null : record.url.slice(hash + 1),
    type: record.type,
    hierarchy: escapeHierarchy(record.hierarchy),
    content: record.content === null ? null : escapeHtml(record.content),
    _highlightResult: {
      hierarchy: highlightHierarchy,
      ...(record.content !== null ? {content: highlight(record.content, match, tags)} : {}),
    },
    _snippetResult: {
      hierarchy: snippetHierarchy,
      ...(record.content !== null && contentWords
        ? {content: snippet(record.content, match, contentWords, tags, ellipsis)}
        : {}),
    },
  };
}

/**
 * A hit is left out when the next section shown has a hit this many times stronger (see
 * limitPerGroup). Chosen on the tuning half of tests/relevance (1, 1.5, 2, 3, 5 tried: 2 and 3 put an
 * answer in the top 5 for every tuning question; 2 ranks them a little higher).
 */
export const OUTRANKED_BY = 2;

/**
 * A hit scoring under this share of the first hit's score is left out: it matches a word or two of
 * a question in passing. On the questions of tests/relevance that is 14.7 → 5.8 hits on average, and
 * 17.3 → 11.7 on short queries, with every figure of every set unchanged (1/10 lost an answer).
 * Each hit left out is text not fetched and a hit DocSearch does not render.
 */
export const MIN_SHARE_OF_BEST = 0.05;

/**
 * Picks the first `limit` records, at most `perGroup` per lvl0 and none far below the first
 * (MIN_SHARE_OF_BEST), so no slot is wasted on hits DocSearch would drop or a reader would skip.
 * DocSearch shows hits grouped by section (lvl0), sections in the order of their first hit, so
 * every hit of the first section comes before the best hit of the second: a hit (not the first of
 * its section) is left out when the section shown after its own has a hit OUTRANKED_BY times
 * stronger. "block explorer": the explorer's own page is no longer below four weak hits of the
 * section of the page that ranked first.
 */
export function limitPerGroup<T extends {category: string; score?: number}>(
  ranked: T[],
  limit: number,
  perGroup: number,
): T[] {
  // Sections in the order DocSearch shows them (of their first hit), and for each the best score
  // of the section shown after it.
  const order: {group: string; score: number}[] = [];
  for (const item of ranked) {
    const group = item.category;
    if (!order.some((entry) => entry.group === group)) order.push({group, score: item.score ?? 0});
  }
  const nextBest = new Map(order.map(({group}, i) => [group, order[i + 1]?.score ?? 0]));
  const counts = new Map<string, number>();
  const out: T[] = [];
  const floor = (ranked[0]?.score ?? 0) * MIN_SHARE_OF_BEST;
  for (const item of ranked) {
    if (out.length >= limit) break;
    if (item.score !== undefined && item.score < floor) continue;
    const group = item.category;
    const count = counts.get(group) ?? 0;
    if (count >= perGroup) continue;
    if (count > 0 && item.score !== undefined && nextBest.get(group)! > item.score * OUTRANKED_BY) continue;
    counts.set(group, count + 1);
    out.push(item);
  }
  return out;
}

function queryOf(request: SearchRequest): string {
  if (typeof request.query === 'string') return request.query;
  if (typeof request.params === 'string') return new URLSearchParams(request.params).get('query') ?? '';
  return '';
}

let queryCounter = 0;

/** What the client uses of the engine: the engine itself, or the worker it runs in (./workerEngine.ts). */
export type ClientEngine = Pick<SearchEngine, 'categories' | 'prefetch' | 'rank' | 'withRecords'>;

export interface LocalSearchClientOptions {
  /** Resolves the engine; called on the first search (the index loads when the dialog is used). */
  getEngine: () => Promise<ClientEngine>;
  /** Index name DocSearch is configured with; requests for other indices get no hits. */
  indexName: string;
  /** Resolves once the page has painted (tests pass their own). */
  afterPaint?: () => Promise<void>;
  /** Resolves once typing pauses, given when the last search was asked for (tests pass their own). */
  typingPause?: (lastRequestAt: () => number) => Promise<void>;
  /** Milliseconds, for the time between requests (tests pass their own). */
  now?: () => number;
}

export function createLocalSearchClient({
  getEngine,
  indexName,
  afterPaint = afterNextPaint,
  now = () => performance.now(),
  typingPause = (lastRequestAt) => whenTypingPauses(lastRequestAt, now),
}: LocalSearchClientOptions): LocalSearchClient {
  let seenGroups: string[] = [];
  let categories: string[] = [];
  // Each keystroke asks for a search. One asked for within TYPING_PAUSE_MS of the one before (the
  // reader is typing) waits for a pause in the typing: fast typing would otherwise pay for a
  // search per letter, each in the way of the next key. The first letters are the dearest ("c"
  // matches 430 of 2,854 records: 9-20 ms in Node, one 69 ms task at 4x CPU, which held the next
  // key back by 66 ms), and DocSearch then renders their hits. A search typed over before it ran
  // is not run: it answers with the newest search's results, which DocSearch would show in its
  // place anyway (it applies only the latest answer), so fast typing renders hits once, not once
  // per letter. The first search of a burst (a dialog opening with a query) runs at once.
  let generation = 0;
  let lastRequestAt = -Infinity;
  let newest: {requests: number; result: Promise<{results: LocalSearchResult[]}>} | null = null;
  const client: LocalSearchClient = {
    suggestions: () => suggestedQueries(seenGroups, categories),
    search(input) {
      const requests = Array.isArray(input) ? input : input.requests;
      const mine = ++generation;
      const at = now();
      // A single letter waits for the next one too: its hits are rarely what the reader wants,
      // and they would cost a fetch of their text (at ten times the pages, 20 KB of the 45 KB
      // that "chain id" typed at 40 ms a key fetched).
      const typing = at - lastRequestAt < TYPING_PAUSE_MS || requests.every((request) => queryOf(request).trim().length < 2);
      lastRequestAt = at;
      const result = run(requests, mine, typing);
      newest = {requests: requests.length, result};
      return result;
    },
  };
  async function run(requests: SearchRequest[], mine: number, typing: boolean): Promise<{results: LocalSearchResult[]}> {
      const paused = typing ? typingPause(() => lastRequestAt) : undefined;
      let engine: ClientEngine;
      try {
        engine = await getEngine();
      } catch (error) {
        throw new SearchUnavailableError(error);
      }
      const ours = requests.filter((request) => request.indexName === indexName).map(queryOf);
      // While the reader types, the fragments of the words so far load (the engine's prefetch). A
      // search worth a guess (ranksEarly) ranks as soon as they have, if no key came since, and
      // fetches the text of its first hits: most of them are the hits of the words typed next
      // ("chain" before "chain id"), so their text is here when the typing pauses.
      const loading = paused && Promise.all(ours.map((query) => engine.prefetch(query)));
      const early = loading && ours.every(ranksEarly);
      await Promise.all([early ? loading : paused, afterPaint()]);
      const typedOver = () => mine !== generation && newest?.requests === requests.length;
      if (typedOver()) return newest!.result;
      categories = [...engine.categories];
      let ranked: Ranked[][];
      let shown: RankedRecord[][];
      try {
        ranked = await Promise.all(requests.map((request) => (request.indexName === indexName ? engine.rank(queryOf(request)) : [])));
        if (early) for (const hits of ranked) void engine.withRecords(limitPerGroup(hits, EARLY_HITS, MAX_HITS_PER_GROUP)).catch(() => {});
        // The text of all the hits shown waits for the typing to pause: the 17 files of the hits
        // of "cha" queued in front of those of "chain id".
        await typingPause(() => lastRequestAt);
        if (typedOver()) return newest!.result;
        shown = await Promise.all(
          requests.map((request, i) => engine.withRecords(limitPerGroup(ranked[i]!, request.hitsPerPage ?? HITS_PER_PAGE, MAX_HITS_PER_GROUP))),
        );
      } catch (error) {
        throw new SearchUnavailableError(error);
      }
      const results = requests.map((request, i): LocalSearchResult => {
        const query = queryOf(request);
        const groups = [...new Set(shown[i]!.map(({category}) => category))];
        if (groups.length) seenGroups = [...new Set([...groups, ...seenGroups])];
        const tags: HighlightTags = {
          pre: request.highlightPreTag ?? DEFAULT_TAGS.pre,
          post: request.highlightPostTag ?? DEFAULT_TAGS.post,
        };
        const snippets = parseSnippetAttributes(request.attributesToSnippet);
        const ellipsis = request.snippetEllipsisText ?? '…';
        return {
          hits: shown[i]!.map(({record, queryTerms, matchedTerms}) => toHit(record, {queryTerms, matchedTerms}, snippets, tags, ellipsis)),
          nbHits: ranked[i]!.length,
          query,
          index: request.indexName,
          queryID: `local-${Date.now().toString(36)}-${(queryCounter++).toString(36)}`,
        };
      });
      markAnswered(results);
      return {results};
  }
  return client;
}

/**
 * How many hits' text a search fetches while the reader still types (see run): the first hits of
 * "chain" are mostly those of "chain id", so most of the text the last search shows is here when
 * the typing pauses. As many as the dialog shows: the guess of the last query (./engineWorker.ts)
 * then leaves nothing to fetch once the typing pauses. "chain id" at 40 ms a key after a tap, 4x
 * CPU, two builds in turn, two rounds of 7 (medians): first hits 274 / 270 ms with 8, 228 / 249 ms
 * with 10; with 8 the last text took 30-50 ms after the pause, with 10 1-8 ms when the guess was in.
 * Fast typing fetches at most 43.5 KB on the queries of tests/after-build/budgets.test.ts (50 KB
 * allowed; 38.4 KB with 8).
 */
export const EARLY_HITS = HITS_PER_PAGE;

/** At least 3 letters, and not a single letter last: its hits are worth a guess. */
export function ranksEarly(query: string): boolean {
  return query.trim().length >= 3 && !/(^|\s)\S$/.test(query);
}

/**
 * A User Timing mark per answered query (`search-answered`, the query in its detail): DevTools'
 * performance panel and `npm run bench` (first results after the last keystroke) see when the
 * hits of each query were ready, and so can tell them from the hits of an earlier query.
 */
function markAnswered(results: LocalSearchResult[]): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  performance.clearMarks('search-answered'); // only the latest: the timeline keeps marks until cleared
  for (const {query} of results) performance.mark('search-answered', {detail: {query}});
}

export const MAX_SUGGESTED_QUERIES = 3;

/**
 * "Try searching for" on the no-results screen: as DocSearch intends, the section names (lvl0)
 * of results seen in this session, most recent first, then the site's sections.
 */
export function suggestedQueries(
  seenGroups: readonly string[],
  categories: readonly string[],
): string[] {
  return [...new Set([...seenGroups, ...categories])].slice(0, MAX_SUGGESTED_QUERIES);
}
