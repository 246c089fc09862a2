/**
 * Full-text ranking over the build-time records (MiniSearch, BM25 per field): prefix matching on
 * the word being typed, one typo from 4 letters (two from 8), the reader's words widened with the
 * reviewed synonyms (./synonyms.ts), and field boosts that say where a word counts most.
 *
 * Why the boosts are what they are (tuned against tests/relevance, `npm run eval:search`):
 * - The page's own record carries what the writer says the page is about: its title, its
 *   front-matter keywords and its description. A word there names the page's subject, so the
 *   title weighs most, then the keywords (the words readers search for, chosen by the writer),
 *   then the description (one sentence, more words, each worth less).
 * - A heading names what its section is about, and a deeper heading a narrower part: h2 > h3 > h4.
 * - A paragraph mentions a word in passing: it weighs least, with the title and headings it sits
 *   under as context, so "verify" in a paragraph of the Hardhat section still counts for Hardhat.
 *
 * Whole questions rarely have all their words in one record: when few pages do, records with most
 * of the words join them, ranked by how many they have (COVERAGE_POWER), and a query that is a
 * page's title or a heading's words boosts that record (TITLE_MATCH). Measured on questions no
 * change was tuned on (the held-out half and tests/relevance/fresh.json), with the stop words and
 * plurals of ./text.ts and the page fixes of the same change: MRR 0.927 -> 0.967 and 0.917 -> 0.977;
 * field boosts 0.5x to 2x around these change the tuning half's MRR by less than 0.01.
 *
 * Readers also paste exact values: an address, a KT1, `eth_getBalance`, `--rpc-addr`, `0xa729`, a
 * revert message. Code blocks are indexed (a field of their own, weighed least), identifiers and
 * shortened values are words of their own (./text.ts indexTokens), a long value also matches the
 * page that shows it cut short or its longest known start, and a one-token query lists the records
 * that hold it first (exactFirst). On the blind exact-value questions (held-out half and fresh set):
 * hit@1 0.54 -> 0.97, MRR 0.57 -> 0.98, against 0.85 and 0.88 for plain BM25 over whole pages.
 *
 * The index is built at build time (plugins/search-index/fragments.ts) and cut into fragments by
 * term prefix (./wire.ts): a search loads the fragments of its words and the pages of the hits it
 * shows, never the whole index, so the first search costs kilobytes at any size of the site. Each
 * term carries its BM25 weights with the record lengths in them, so this module ranks exactly as a
 * MiniSearch index of every record would, with only the loaded terms in memory.
 */
import MiniSearch, {type AsPlainObject, type Query, type SearchResult} from 'minisearch';
import type {SearchRecord} from './types';
import type {SearchManifest, TermFragment} from './wire';
import {slotsOf, type Slot} from './synonyms';
import {isStopWord, normalize, pastedToken, shortenings, singular, tokenize, WORD} from './text';
import {capQuery, capTerms, MAX_TYPO_TERM_LENGTH} from './limits';
import {CODE_KIND, fragmentFinder, recordTable, type RecordTable} from './records';
import {reachOf, swapsOf, Vocabulary} from './vocabulary';

/** What was searched for; the highlighter marks exactly these words. */
export interface Match {
  /** Query terms after normalisation, stop words removed. */
  queryTerms: string[];
  /** Index terms that matched (exact, prefix or fuzzy). */
  matchedTerms: string[];
}

/** A ranked record, before its text is loaded. */
export interface Ranked extends Match {
  /** The record's position in the index. */
  id: number;
  score: number;
  /** Its page's position in the index. */
  page: number;
  /** Its sidebar category (hierarchy.lvl0). */
  category: string;
}

export interface RankedRecord extends Ranked {
  record: SearchRecord;
}

export interface EngineSearchOptions {
  /** 'AND' (default) needs every word; when few pages have them all, records with all but one follow. */
  combineWith?: 'AND' | 'OR';
  /** Keep only the best record per URL (default true), as DocSearch's `distinct`. */
  distinct?: boolean;
}

/** Where the engine gets the index: fetched fragments in the browser, built ones in tests and tools. */
export interface FragmentSource {
  manifest: SearchManifest;
  terms(fragment: number): Promise<TermFragment>;
  /** Chunk n's records, in page order. */
  chunk(n: number): Promise<SearchRecord[]>;
}

export interface SearchEngine {
  /** Section names (lvl0) in index order. */
  readonly categories: readonly string[];
  /** Loads the fragments of the query's words as typed, while the reader still types; never rejects. */
  prefetch(query: string): Promise<void>;
  /** Ranks every record that matches, loading the fragments the query needs first. */
  rank(query: string, options?: EngineSearchOptions): Promise<Ranked[]>;
  /** The records of ranked results (their pages are loaded). */
  withRecords<T extends Ranked>(ranked: readonly T[]): Promise<(T & {record: SearchRecord})[]>;
  /** The records of the page of a record, in page order. */
  pageRecords(id: number): Promise<SearchRecord[]>;
  /** The first `limit` results (default 20) with their records. */
  search(query: string, options?: EngineSearchOptions & {limit?: number}): Promise<RankedRecord[]>;
  /** The parsed query, for the highlighter. */
  parse(query: string): string[];
}

/**
 * A field per role, so the boosts can say: title > keywords > h2 > description > h3 > text. Code
 * weighs least: its words (`const`, `contract`, `transfer`) are everywhere in it and name no
 * subject, but a value pasted from it (a flag, an address, a revert message) is found there.
 */
export const BOOST = {
  page: 10, // the page title, on the page's own lvl1 record
  keywords: 7, // front-matter keywords, on the lvl1 record
  description: 3, // the front-matter description, on the lvl1 record
  heading: 6, // an h2, on its own record
  subheading: 4, // an h3
  minorheading: 3, // h4-h6
  content: 1, // paragraphs, list items, cells
  code: 0.3, // lines of code blocks
  title: 1.2, // the page title repeated on every record of the page
  section: 1, // the headings a record sits under
  category: 0.5, // the sidebar category
};
export type Field = keyof typeof BOOST;
/** The fields in index order: a fragment names a field by its position here. */
export const FIELDS = Object.keys(BOOST) as Field[];
/** The fields that hold a record's own title: the page title on a page record, else its heading. */
const OWN_TITLE = (['page', 'heading', 'subheading', 'minorheading'] as const).map((field) => FIELDS.indexOf(field));

/** MiniSearch's BM25 constants; b is applied at build time, where the record lengths are known. */
export const BM25 = {k: 1.2, b: 0.7, d: 0.5};
/** A term's postings as MiniSearch serialises them: field id -> record id -> term frequency. */
type Postings = Record<string, Record<number, number>>;
/** The steps of a fragment's weights (see TermFragment). */
export const WEIGHT_STEPS = 10_000;

/** Below this many pages, no word counts as being on every page (see informative). */
const MIN_PAGES_FOR_UBIQUITY = 10;
/**
 * A query that is the page's title, word for word ("what is etherlink"), names that page: its
 * record's score doubles; a partial overlap (shared words / all words of both) counts squared.
 * The same holds for a heading and its section's record: "governance website" names the section
 * "The governance website" more than a page that says "website" in its description (tuning half
 * MRR 0.938 -> 0.939, fresh set 0.952 -> 0.959, its Governance row 0.92 -> 0.96).
 */
const TITLE_MATCH = 1;

/**
 * When fewer pages than this have every word, records with some of the words join them: as many
 * as the dialog lists (HITS_PER_PAGE in ../local/client.ts), so a short list of pages that have every
 * word, however weakly, no longer fills the first screen alone. 5 before; on the questions no
 * change was tuned on, 10 raises the held-out half's MRR 0.957 -> 0.967 (hit@5 0.98 -> 0.99) and
 * tests/relevance/heldout.json's 0.953 -> 0.959, the tuning half, fresh set and exact values equal.
 */
const FEW_PAGES = 10;

/**
 * A record with some of the query's words (when few pages have them all) ranks by its score times
 * the share of the words it has, to this power, as Algolia ranks more matched words first, but
 * softly: 4 of 5 words (x0.51) in a page's title can pass all 5 in a passing paragraph, 1 of 5
 * (x0.008) hardly ever. Before, every record with all words came first, however weak: "how do bakers
 * vote on kernel upgrades" listed release notes above the governance pages. Powers 1 to 4 tried on
 * the tuning half and the fresh set (MRR 0.923/0.921, 0.938/0.926, 0.938/0.942, 0.932/0.942 against
 * 0.925/0.917 before); 3 is best on both.
 */
const COVERAGE_POWER = 3;

/** How much a word counts when it matched as a prefix of a longer word, or with a typo. */
const PREFIX_WEIGHT = 0.6;
const FUZZY_WEIGHT = 0.25;

/** Characters a mistyped long value must share with a known one, from its start, to find it. */
const LONG_VALUE_START = 12;

/** A synonym counts a little less than the word the reader typed. */
const SYNONYM_WEIGHT = 0.7;

/** Typo tolerance by word length, as Algolia's defaults: 1 typo from 4 letters, 2 from 8. */
export function typosAllowed(term: string): number {
  if (/^\d+$/.test(term) || term.length > MAX_TYPO_TERM_LENGTH) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** A query's terms: normalised, stop words out, capped (see ./limits.ts). */
export function parse(query: string): string[] {
  return capTerms(tokenize(capQuery(query)).filter((term) => !isStopWord(term)));
}

/**
 * An engine's state: the manifest's record table, and the fragments and chunks loaded so far. The
 * functions below rank over it; createEngine holds one per index.
 */
interface Engine {
  source: FragmentSource;
  manifest: SearchManifest;
  table: RecordTable;
  pages: number;
  fragmentsOf: (term: string, prefix: boolean) => number[];
  /**
   * Fragments asked for (loading or loaded) and those loaded: a search waits for the ones a
   * prefetch has asked for, or it ranks without their words ("shadownet faucet" as "shadownet").
   */
  loaded: Map<number, Promise<void>>;
  ready: Set<number>;
  terms: Map<string, TermFragment[string]>;
  /** The loaded words, sorted again after a load, when a search next asks. */
  vocabulary: Vocabulary | null;
  decoded: WeakMap<TermFragment[string], {postings: Postings; ids: number[]}>;
  chunkLoads: Map<number, Promise<SearchRecord[]>>;
}

const FIELD_IDS = Object.fromEntries(FIELDS.map((field, i) => [field, i]));
const ONES = FIELDS.map(() => 1);
const vocabularyOf = (e: Engine) => (e.vocabulary ??= new Vocabulary(e.terms));

function load(e: Engine, fragments: Iterable<number>): Promise<unknown> {
  return Promise.all(
    [...new Set(fragments)].map((n) => {
      let pending = e.loaded.get(n);
      if (!pending) {
        pending = e.source.terms(n).then(
          (fragment) => {
            for (const [term, entry] of Object.entries(fragment)) e.terms.set(term, entry);
            e.ready.add(n);
            e.vocabulary = null;
          },
          (error: unknown) => {
            e.loaded.delete(n); // a failed fragment is fetched again by the next search
            throw error;
          },
        );
        e.loaded.set(n, pending);
      }
      return pending;
    }),
  );
}

/**
 * A term's postings in MiniSearch's serialised form (field id -> record id -> term frequency) and
 * the records they name, decoded once per term: "chain" is decoded for the guess of "chain" and
 * used again by "chain id". The frequency is the one that gives the stored weight under b = 0:
 * w = tf (k + 1) / (tf + k). Records go in from the last: V8 then keeps a sparse object as a
 * dictionary at once, where growing it from the first record took ten times as long.
 */
function postingsOf(e: Engine, entry: TermFragment[string]): {postings: Postings; ids: number[]} {
  let found = e.decoded.get(entry);
  if (found) return found;
  found = {postings: {}, ids: []};
  const {k} = BM25;
  for (const [field, [gaps, weights]] of Object.entries(entry[1])) {
    const ids: number[] = [];
    for (let i = 0, id = 0; i < gaps.length; i++) ids.push((id += gaps[i]!));
    const docs: Record<number, number> = {};
    for (let i = ids.length - 1; i >= 0; i--) {
      const weight = (weights[i]! / WEIGHT_STEPS) * (k + 1);
      docs[ids[i]!] = (weight * k) / (k + 1 - weight);
    }
    found.postings[field] = docs;
    found.ids.push(...ids);
  }
  e.decoded.set(entry, found);
  return found;
}

/**
 * A MiniSearch index of the loaded terms that `query` can match, loaded from its serialised form
 * (MiniSearch.loadJS, the object form of loadJSON; the shape toJSON writes, versioned by
 * serializationVersion). BM25's b is 0 at search time, as each stored weight already holds the
 * record's field length, so every record the terms name has field lengths of 1. Only the terms
 * the query can reach go in, with only the records they name: an index of every loaded term was
 * most of a first search's ranking ("chain id" 14.6 -> 1.6 ms in Node, 8 typical queries on new
 * pages 42 -> 8 ms in all). `npm run eval:search` prints the same figures as when the postings
 * were written into MiniSearch's private maps, which loadJS now copies on every ranking: the
 * second ranking of "chain" then "chain id" (CPU time in Node, medians of 25, on a loaded shared
 * machine) went 0.7 -> 2.0 ms on the site as it is and 12 -> 62 ms at ten times the pages, where
 * "chain id" reaches 14,120 postings of 11,120 records.
 */
function indexFor(e: Engine, query: Query) {
  const index: AsPlainObject['index'] = [];
  const named = new Uint8Array(e.table.count);
  for (const term of reachOf(query, vocabularyOf(e))) {
    const {postings, ids} = postingsOf(e, e.terms.get(term)!);
    index.push([term, postings]);
    for (const id of ids) named[id] = 1;
  }
  const documentIds: Record<number, number> = {};
  const fieldLength: Record<number, number[]> = {};
  for (let id = e.table.count - 1; id >= 0; id--) {
    if (named[id]) {
      documentIds[id] = id;
      fieldLength[id] = ONES;
    }
  }
  return MiniSearch.loadJS(
    {documentCount: e.table.count, nextId: e.table.count, documentIds, fieldIds: FIELD_IDS, fieldLength, averageFieldLength: ONES, storedFields: {}, dirtCount: 0, index, serializationVersion: 2},
    {fields: FIELDS, searchOptions: {boost: BOOST}},
  );
}

const pageCount = (e: Engine, term: string) => e.terms.get(term)?.[0] ?? 0;

/**
 * A word on every page ("Etherlink" here) tells no page from another, and needing it in the
 * same record as the other words only hides answers: it is dropped when the query has other
 * words. Not in a small index, where a shared word may still be what the reader means.
 */
function informative(e: Engine, queryTerms: string[]): string[] {
  if (e.pages < MIN_PAGES_FOR_UBIQUITY) return queryTerms;
  const kept = queryTerms.filter((term) => pageCount(e, term) < e.pages);
  return kept.length > 0 ? kept : queryTerms;
}

/** Whether a word is searched as a prefix too: the last one while it is typed, and others of 4+ letters. */
const prefixed = (term: string, last: boolean, prefixLast: boolean) => (last ? prefixLast : term.length >= 4);

/**
 * The fragments a query needs with what is loaded so far: its words, their singulars, the
 * synonyms of its informative words, the shortened forms of a long value, and, for a word the
 * loaded terms do not know, the fragments its first letters swapped or dropped would be in (a
 * typo further in stays in the word's own fragment). Asked again after each load until nothing is missing.
 * While the reader still types, only what does not wait on the words being complete: no prefix
 * ranges, no typos, and the word being typed only once no deeper fragment can hold its end
 * (typing "faucet" at ten times the pages would fetch the fragments of "f", "fa", "fau"…).
 */
function needed(e: Engine, query: string, queryTerms: string[], prefixLast: boolean, typing = false): number[] {
  const out: number[] = [];
  // While it is typed, a word whose next letters may take it into a deeper fragment waits.
  const settled = (word: string, prefix: boolean) => !typing || !prefix || e.fragmentsOf(word, true).length === e.fragmentsOf(word, false).length;
  const token = pastedToken(query);
  if (token && settled(token, prefixLast)) out.push(...e.fragmentsOf(token, false));
  const isLoaded = (fragments: number[]) => fragments.every((n) => e.ready.has(n));
  queryTerms.forEach((term, i) => {
    const prefix = prefixed(term, i === queryTerms.length - 1, prefixLast);
    // A first letter alone would fetch every fragment under it (a tenth of the index): its
    // prefix matches come from what is loaded, and the next letter fetches the rest.
    if (!settled(term, prefix)) return;
    const own = e.fragmentsOf(term, prefix && term.length > 1 && !typing);
    out.push(...own, ...e.fragmentsOf(singular(term), false));
    for (const form of shortenings(term)) out.push(...e.fragmentsOf(form, false));
    if (typing || !isLoaded(own)) return;
    const vocab = vocabularyOf(e);
    if (!(vocab.has(term) || vocab.has(singular(term)) || (prefix && vocab.hasPrefix(term)))) {
      for (const variant of [...swapsOf(term).slice(0, 2), term.slice(1), term[0]! + term.slice(2)]) out.push(...e.fragmentsOf(variant, false));
    }
  });
  for (const slot of slotsOf(informative(e, queryTerms))) {
    for (const alternative of slot.alternatives) for (const word of alternative) out.push(...e.fragmentsOf(singular(word), false));
  }
  if (!typing && token && /[_-]/.test(token) && !vocabularyOf(e).has(token) && isLoaded(e.fragmentsOf(token, false))) for (const variant of swapsOf(token).slice(0, 2)) out.push(...e.fragmentsOf(variant, false));
  return out.filter((n) => !e.ready.has(n));
}

async function prepare(e: Engine, query: string, queryTerms: string[], prefixLast: boolean): Promise<void> {
  for (let missing = needed(e, query, queryTerms, prefixLast); missing.length > 0; missing = needed(e, query, queryTerms, prefixLast)) {
    await load(e, missing);
  }
}

/** Each word as typed, or its singular exactly (see run). */
function typedQuery(vocabulary: Vocabulary, term: string, prefix: boolean): Query {
  const stem = singular(term);
  const known = vocabulary.has(term) || vocabulary.has(stem) || (prefix && vocabulary.hasPrefix(term));
  const alternatives: Query[] = [];
  if (stem !== term) alternatives.push({queries: [stem], prefix: false, fuzzy: false});
  // Two neighbouring letters swapped are one typo, as Algolia counts them ("hardaht" finds
  // "hardhat"); MiniSearch's edit distance counts two, too many for a word under 8 letters.
  const swapped = known ? [] : vocabulary.swaps(term);
  if (swapped.length) alternatives.push({queries: swapped, prefix: false, fuzzy: false, boostTerm: () => FUZZY_WEIGHT});
  // A long value (an address, a hash) is also found where a page shows it cut short
  // (`0xff00…0002`), and, mistyped or cut, by its longest start that the index knows.
  const short = shortenings(term).filter((form) => vocabulary.has(form));
  if (short.length) alternatives.push({queries: short, prefix: false, fuzzy: false});
  const start = !known && term.length > MAX_TYPO_TERM_LENGTH ? vocabulary.longestPrefix(term, LONG_VALUE_START) : null;
  if (start) alternatives.push({queries: [start], prefix: true, fuzzy: false, boostTerm: () => FUZZY_WEIGHT});
  const typed: Query = {queries: [term], prefix, fuzzy: known || swapped.length ? false : typosAllowed(term)};
  return alternatives.length === 0 ? typed : {combineWith: 'OR', queries: [typed, ...alternatives]};
}

/** How many slots of the query a result matched (by the query words it matched). */
function slotsMatched(slots: Slot[], matched: string[]): number {
  const words = new Set(matched);
  return slots.filter((slot) =>
    [slot.words, ...slot.alternatives].some((alt) => alt.some((word) => words.has(word) || words.has(singular(word)))),
  ).length;
}

/** Pages whose prose has the results (a page with the words only in its code does not count). */
function pagesIn(e: Engine, results: SearchResult[]): number {
  return new Set(results.flatMap((result) => (e.table.kind[result.id as number] === CODE_KIND ? [] : [e.table.pageOf[result.id as number]]))).size;
}

/**
 * Page and heading records whose title shares words with the query, and their boost (see
 * TITLE_MATCH): the query's words in a record's own title field are the words they share.
 */
function titleBoosts(e: Engine, queryWords: Set<string>): Map<number, number> {
  const shared = new Map<number, number>();
  for (const word of queryWords) {
    const fields = e.terms.get(word)?.[1];
    const holders = new Set<number>();
    for (const field of OWN_TITLE) {
      let id = 0;
      for (const gap of fields?.[field]?.[0] ?? []) holders.add((id += gap));
    }
    for (const id of holders) shared.set(id, (shared.get(id) ?? 0) + 1);
  }
  const boosts = new Map<number, number>();
  for (const [id, count] of shared) {
    const overlap = count / (e.table.titleWords[id]! + queryWords.size - count);
    boosts.set(id, 1 + TITLE_MATCH * overlap * overlap);
  }
  return boosts;
}

/**
 * The query MiniSearch runs. Each word as typed, or its singular exactly. A prefix for the word
 * being typed, and for other words of 4+ letters so "deploy contract" finds "Deploying contracts".
 * Typos only for a word the index does not know: a real word is not also searched as a
 * misspelling, which keeps "fees" from matching "feeds" and the search fast. A run of words with
 * synonyms also matches any of them, exactly and a little below the words typed.
 */
function queryOf(e: Engine, slots: Slot[], prefixLast: boolean, whole: string | null, combineWith: 'AND' | 'OR'): Query {
  const vocab = vocabularyOf(e);
  const queries = slots.map((slot, s): Query => {
    const typed = slot.words.map((term, i) =>
      typedQuery(vocab, term, prefixed(term, s === slots.length - 1 && i === slot.words.length - 1, prefixLast)),
    );
    const original: Query = typed.length === 1 ? typed[0]! : {combineWith: 'AND', queries: typed};
    if (slot.alternatives.length === 0) return original;
    const alternatives = slot.alternatives.map(
      (words): Query => ({combineWith: 'AND', queries: words.map(singular), prefix: false, fuzzy: false, boostTerm: () => SYNONYM_WEIGHT}),
    );
    return {combineWith: 'OR', queries: [original, ...alternatives]};
  });
  const query: Query = {combineWith, queries};
  // A pasted identifier (eth_getBalance) is also looked up whole, to tell the records that hold
  // it (see exactFirst); at a weight that leaves the ranking to its parts.
  return whole ? {combineWith: 'OR', queries: [{queries: [whole], prefix: false, fuzzy: false, boostTerm: () => 0.01}, query]} : query;
}

function run(e: Engine, mini: MiniSearch, query: Query, titleBoost: Map<number, number>): SearchResult[] {
  return mini.search(query, {
    tokenize: (text) => [text],
    processTerm: (term) => term,
    weights: {fuzzy: FUZZY_WEIGHT, prefix: PREFIX_WEIGHT},
    bm25: {...BM25, b: 0},
    boostDocument: (id) => e.table.typeBoost[id as number]! * (titleBoost.get(id as number) ?? 1),
  });
}

async function rank(e: Engine, query: string, options: EngineSearchOptions = {}): Promise<Ranked[]> {
  const queryTerms = parse(query);
  if (queryTerms.length === 0) return [];
  // A trailing space means the last word is complete: no prefix search on it.
  const prefixLast = !/\s$/.test(query);
  await prepare(e, query, queryTerms, prefixLast);
  const vocab = vocabularyOf(e);
  const slots = slotsOf(informative(e, queryTerms));
  const titleBoost = titleBoosts(e, new Set(queryTerms.map(singular)));
  const token = pastedToken(query);
  // A pasted identifier with two letters swapped (tez_newPreconfirmedReciepts) is still that identifier.
  const exact = token === null ? null : vocab.has(token) ? token : /[_-]/.test(token) ? (vocab.swaps(token)[0] ?? null) : null;
  const whole = exact && /[_-]/.test(exact) ? exact : null;
  const combineWith = options.combineWith ?? 'AND';
  const search = queryOf(e, slots, prefixLast, whole, combineWith);
  const mini = indexFor(e, search);
  let results = run(e, mini, search, titleBoost);
  if (combineWith === 'AND' && slots.length > 1 && pagesIn(e, results) < FEW_PAGES) {
    // Few pages have every word (the reader's words and the page's often differ by one:
    // "sending" for "send", "addresses" under "Contracts"): the records with some of them join,
    // ranked by score and the share of the words they have (see COVERAGE_POWER).
    const have = new Set(results.map((result) => result.id));
    const more = run(e, mini, queryOf(e, slots, prefixLast, whole, 'OR'), titleBoost).filter((result) => !have.has(result.id));
    for (const result of more) result.score *= (slotsMatched(slots, result.terms) / slots.length) ** COVERAGE_POWER;
    results = results.concat(more).sort((a, b) => b.score - a.score);
  }
  if (exact) results = exactFirst(results, exact);
  const seen = new Set<number>();
  const ranked: Ranked[] = [];
  for (const result of results) {
    const id = result.id as number;
    if (options.distinct !== false) {
      if (seen.has(e.table.urlStart[id]!)) continue;
      seen.add(e.table.urlStart[id]!);
    }
    const page = e.table.pageOf[id]!;
    ranked.push({id, score: result.score, page, category: e.manifest.categories[e.manifest.pageCategories[page]!]!, queryTerms, matchedTerms: result.terms});
  }
  return ranked;
}

function loadChunk(e: Engine, n: number): Promise<SearchRecord[]> {
  let pending = e.chunkLoads.get(n);
  if (!pending) {
    pending = e.source.chunk(n);
    e.chunkLoads.set(n, pending);
    pending.catch(() => e.chunkLoads.delete(n)); // fetched again next time
  }
  return pending;
}

const recordOf = async (e: Engine, id: number) => (await loadChunk(e, e.table.chunkOf[id]!))[id - e.table.chunkStarts[e.table.chunkOf[id]!]!]!;

async function pageRecords(e: Engine, id: number): Promise<SearchRecord[]> {
  const page = e.table.pageOf[id]!;
  const end = e.manifest.pages[page + 1] ?? e.table.count;
  const chunks: number[] = [];
  for (let n = e.table.chunkOf[e.manifest.pages[page]!]!; n <= e.table.chunkOf[end - 1]!; n++) chunks.push(n);
  return (await Promise.all(chunks.map((n) => loadChunk(e, n)))).flat();
}

async function withRecords<T extends Ranked>(e: Engine, ranked: readonly T[]): Promise<(T & {record: SearchRecord})[]> {
  const records = await Promise.all(ranked.map((item) => recordOf(e, item.id)));
  return ranked.map((item, i) => ({...item, record: records[i]!}));
}

export function createEngine(source: FragmentSource): SearchEngine {
  const {manifest} = source;
  const e: Engine = {
    source,
    manifest,
    table: recordTable(manifest),
    pages: manifest.pages.length,
    fragmentsOf: fragmentFinder(manifest.keys),
    loaded: new Map(),
    ready: new Set(),
    terms: new Map(),
    vocabulary: null,
    decoded: new WeakMap(),
    chunkLoads: new Map(),
  };
  return {
    categories: manifest.categories,
    // A failure here is retried by the search itself.
    prefetch: (query) => load(e, needed(e, query, parse(query), true, true)).then(() => {}, () => {}),
    rank: (query, options) => rank(e, query, options),
    withRecords: (ranked) => withRecords(e, ranked),
    pageRecords: (id) => pageRecords(e, id),
    parse,
    async search(query, {limit = 20, ...options} = {}) {
      return withRecords(e, (await rank(e, query, options)).slice(0, limit));
    },
  };
}

/**
 * A query that is one word of the site ranks the records that hold that word first, above those
 * that match it as a prefix or with a typo; an identifier or a value (a digit, `_` or `-` in it) shows
 * only those: a reader who pastes `0xa729` wants the pages that state it, not the `0xa7…` ones.
 */
function exactFirst(results: SearchResult[], token: string): SearchResult[] {
  const stem = singular(token);
  const holds = (result: SearchResult) => result.terms.includes(token) || result.terms.includes(stem);
  const first = results.filter(holds);
  if (first.length === 0) return results;
  return /[\d_-]/.test(token) ? first : first.concat(results.filter((result) => !holds(result)));
}

/** The words of `text` with their offsets, for the highlighter. */
export function words(text: string): {word: string; start: number; end: number}[] {
  const out: {word: string; start: number; end: number}[] = [];
  for (const m of text.matchAll(WORD)) {
    out.push({word: normalize(m[0]), start: m.index!, end: m.index! + m[0].length});
  }
  return out;
}
