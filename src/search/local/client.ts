/** A DocSearch-compatible search client over the local index: it answers `search({requests})` with the hits DocSearch reads. */
import type {Match, RankedRecord, SearchEngine} from '../engine/engine';
import {highlight, snippet, type HighlightValue} from './highlight';
import {escapeHtml} from '../engine/text';
import {afterNextPaint} from '@site/src/lib/afterNextPaint';
import {TYPING_PAUSE_MS, whenTypingPauses} from './typingPause';
import type {Hierarchy, SearchRecord} from '../engine/types';
import {censusOff} from '@site/src/lib/census';

/**
 * Hits a search shows, not DocSearch's 20 (each costs a file and a render): no MRR of tests/relevance
 * moved, hit@5 rose (.985 -> .990), and at ten times the pages "chain id" answered 398 -> 314 ms at 4x CPU.
 */
export const HITS_PER_PAGE = 10;
export const MAX_HITS_PER_GROUP = 5;
const DEFAULT_SNIPPET_WORDS = 10;
const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/** What this client honours of a request of DocSearch 4.7; `attributesToSnippet`: "content:15", words per snippet. */
interface SearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
}

type HierarchyResult = Partial<Record<keyof Hierarchy, HighlightValue>>;

/** What DocSearch reads of a result (`index` and `queryID` only with insights, which is off), and the query it answers. */
export interface LocalSearchResult {
  hits: ReturnType<typeof toHit>[];
  nbHits: number;
  query: string;
}

export interface LocalSearchClient {
  search(input: {requests: SearchRequest[]}): Promise<{results: LocalSearchResult[]}>;
  /**
   * Up to 3 queries for the no-results screen, which DocSearch 4.7 stores but never renders: the
   * sections of the hits seen in this session, most recent first, then the site's.
   */
  suggestions(): string[];
}

/** "content:15" → {content: 15}; "hierarchy.lvl1" → {"hierarchy.lvl1": DEFAULT}. */
export const parseSnippetAttributes = (attributes: string[] = []): Map<string, number> =>
  new Map(attributes.map((spec) => [spec.split(':')[0]!, Number(spec.split(':')[1]) || DEFAULT_SNIPPET_WORDS]));

/** A hit as Algolia sends it; its text HTML-escaped, as DocSearch renders it as HTML where it has no snippet (recent searches). */
function toHit(record: SearchRecord, match: Match, snippets: Map<string, number>) {
  const {url, content} = record;
  const hierarchy = {...record.hierarchy};
  const highlighted: HierarchyResult = {};
  const snipped: HierarchyResult = {};
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    if (text === null) continue;
    hierarchy[level] = escapeHtml(text);
    highlighted[level] = highlight(text, match);
    const words = snippets.get(`hierarchy.${level}`);
    if (words) snipped[level] = snippet(text, match, words);
  }
  const words = snippets.get('content');
  const [path, anchor] = url.split('#');
  return {
    objectID: record.objectID,
    url,
    url_without_anchor: path!,
    anchor: anchor ?? null,
    type: record.type,
    hierarchy,
    content: content === null ? null : escapeHtml(content),
    _highlightResult: {hierarchy: highlighted, ...(content !== null && {content: highlight(content, match)})},
    _snippetResult: {hierarchy: snipped, ...(content !== null && words && {content: snippet(content, match, words)})},
  };
}

/** limitPerGroup: 1 to 5 tried on the tuning half; 2 and 3 put an answer in the top 5 for every question, 2 higher. */
const OUTRANKED_BY = 2;
/**
 * Under this share of the best score, a hit has a word or two of a question in passing: left out,
 * 14.7 -> 5.8 hits on average on tests/relevance, every figure of every set unchanged.
 */
export const MIN_SHARE_OF_BEST = 0.05;

/**
 * The first `limit` records, at most `perGroup` per section (lvl0), none under MIN_SHARE_OF_BEST.
 * DocSearch shows sections in the order of their first hit, so a hit (not its section's first) is
 * left out when the next section has one OUTRANKED_BY times stronger ("block explorer": the
 * explorer's page is no longer below four weak hits of the first page's section).
 */
export function limitPerGroup<T extends {category: string; score?: number}>(ranked: T[], limit: number, perGroup: number): T[] {
  const order: {group: string; score: number}[] = [];
  for (const {category: group, score = 0} of ranked) if (!order.some((entry) => entry.group === group)) order.push({group, score});
  const nextBest = new Map(order.map(({group}, i) => [group, order[i + 1]?.score ?? 0]));
  const counts = new Map<string, number>();
  const floor = (ranked[0]?.score ?? 0) * MIN_SHARE_OF_BEST;
  const out: T[] = [];
  for (const item of ranked) {
    if (out.length >= limit) break;
    const {category, score} = item;
    const count = counts.get(category) ?? 0;
    if ((score !== undefined && score < floor) || count >= perGroup) continue;
    if (count > 0 && score !== undefined && nextBest.get(category)! > score * OUTRANKED_BY) continue;
    counts.set(category, count + 1);
    out.push(item);
  }
  return out;
}

const queryOf = (request: SearchRequest): string => request.query ?? '';

/** What the client uses of the engine: the engine itself, or the worker it runs in (./workerEngine.ts). */
export type ClientEngine = Pick<SearchEngine, 'categories' | 'prefetch' | 'rank' | 'withRecords'>;

/** `indexName`: DocSearch's; requests for other indices get no hits. Tests pass their own clock, paint and typing pause. */
interface LocalSearchClientOptions {
  getEngine: () => Promise<ClientEngine>;
  indexName: string;
  afterPaint?: () => Promise<void>;
  typingPause?: (lastRequestAt: () => number) => Promise<void>;
  now?: () => number;
}

/**
 * Each keystroke asks for a search. One asked for within TYPING_PAUSE_MS of the one before waits for
 * a pause in the typing: the first letters are the dearest ("c" matched 430 of 2,854 records, a 69 ms
 * task at 4x CPU that held the next key back), and DocSearch renders their hits. A single letter
 * waits too: its hits are rarely wanted. A search typed over before it ran answers with the newest
 * one's results, which DocSearch would show in its place anyway, so hits render once per burst.
 * A search rejects when the index cannot be loaded: LocalSearchModal shows why.
 */
export function createLocalSearchClient({
  getEngine,
  indexName,
  afterPaint = afterNextPaint,
  now = () => performance.now(),
  typingPause = (lastRequestAt) => whenTypingPauses(lastRequestAt, now),
}: LocalSearchClientOptions): LocalSearchClient {
  let seenGroups: string[] = [];
  let categories: readonly string[] = [];
  let generation = 0;
  let lastRequestAt = -Infinity;
  let newest: {requests: number; result: Promise<{results: LocalSearchResult[]}>} | null = null;

  async function run(requests: SearchRequest[], mine: number, typing: boolean): Promise<{results: LocalSearchResult[]}> {
    const paused = typing ? typingPause(() => lastRequestAt) : undefined;
    const ours = requests.filter((request) => request.indexName === indexName);
    const engine = await getEngine();
    // While the reader types, the fragments of the words so far load; a search worth a guess
    // (ranksEarly) then ranks at once and fetches the text of its first hits, mostly those of
    // the words typed next ("chain" before "chain id").
    const loading = paused && Promise.all(ours.map((request) => engine.prefetch(queryOf(request))));
    const early = loading && ours.every((request) => ranksEarly(queryOf(request))) && !censusOff('search-guess');
    await Promise.all([early ? loading : paused, afterPaint()]);
    const typedOver = () => mine !== generation && newest?.requests === requests.length;
    if (typedOver()) return await newest!.result;
    categories = engine.categories;
    const ranked = await Promise.all(requests.map((request) => (ours.includes(request) ? engine.rank(queryOf(request)) : [])));
    if (early) for (const hits of ranked) void engine.withRecords(limitPerGroup(hits, EARLY_HITS, MAX_HITS_PER_GROUP)).catch(() => {});
    // The text of all the hits shown waits for the pause: the 17 files of "cha" queued before those of "chain id".
    await typingPause(() => lastRequestAt);
    if (typedOver()) return await newest!.result;
    const shown = await Promise.all(requests.map((request, i) => engine.withRecords(limitPerGroup(ranked[i]!, request.hitsPerPage ?? HITS_PER_PAGE, MAX_HITS_PER_GROUP))));
    const results = requests.map((request, i) => answer(request, shown[i]!, ranked[i]!.length));
    markAnswered(results);
    return {results};
  }

  function answer(request: SearchRequest, shown: RankedRecord[], nbHits: number): LocalSearchResult {
    seenGroups = [...new Set([...shown.map(({category}) => category), ...seenGroups])];
    const snippets = parseSnippetAttributes(request.attributesToSnippet);
    return {hits: shown.map(({record, ...match}) => toHit(record, match, snippets)), nbHits, query: queryOf(request)};
  }

  return {
    suggestions: () => [...new Set([...seenGroups, ...categories])].slice(0, 3),
    search({requests}) {
      const at = now();
      const typing = at - lastRequestAt < TYPING_PAUSE_MS || requests.every((request) => queryOf(request).trim().length < 2);
      lastRequestAt = at;
      const result = run(requests, ++generation, typing);
      newest = {requests: requests.length, result};
      return result;
    },
  };
}

/**
 * Hits whose text a search fetches while the reader types: all those shown, so the guess of the last
 * query (./engineWorker.ts) leaves nothing to fetch at the pause ("chain id" 274 -> 228 ms at 4x CPU
 * against 8; budgets.test.ts holds the bytes).
 */
export const EARLY_HITS = HITS_PER_PAGE;

/** At least 3 letters, and not a single letter last: its hits are worth a guess. */
export function ranksEarly(query: string): boolean {
  return query.trim().length >= 3 && !/(^|\s)\S$/.test(query);
}

/** A `search-answered` User Timing mark per answered query, for DevTools and `npm run bench`. */
function markAnswered(results: LocalSearchResult[]): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  performance.clearMarks('search-answered'); // only the latest: the timeline keeps marks until cleared
  for (const {query} of results) performance.mark('search-answered', {detail: {query}});
}
