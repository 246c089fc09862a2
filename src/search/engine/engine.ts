/**
 * Ranking with MiniSearch (BM25 per field), with the rules below for typing, typos, synonyms
 * (./synonyms.ts), whole questions and pasted values; each constant tuned with `npm run
 * eval:search` (ARCHITECTURE.md, "Search ranking"). A search loads only the fragments its words
 * need (./wire.ts); their weights hold the record lengths, so it ranks as an index of every record.
 */
import MiniSearch, {type AsPlainObject, type Query, type QueryCombination, type SearchResult} from 'minisearch';
import type {SearchRecord} from './types';
import {CODE_KIND, fragmentFinder, recordTable, type SearchManifest, type TermFragment} from './wire';
import {slotsOf, type Slot} from './synonyms';
import {isStopWord, pastedToken, shortenings, singular, tokenize} from './text';
import {capQuery, capTerms, MAX_TYPO_TERM_LENGTH} from './limits';
import {reachOf, swapsOf, Vocabulary} from './vocabulary';

/** The query's terms (normalised, no stop words) and the index terms they matched: what the highlighter marks. */
export interface Match {
  queryTerms: string[];
  matchedTerms: string[];
}

/** A ranked record, before its text is loaded: its position, its page's and its section (lvl0). */
export interface Ranked extends Match {
  id: number;
  score: number;
  page: number;
  category: string;
}

export type RankedRecord = Ranked & {record: SearchRecord};

/** 'AND' (default): every word, then, when few pages have them all, records with some; `distinct` (default): the best record per URL. */
export interface EngineSearchOptions {
  combineWith?: 'AND' | 'OR';
  distinct?: boolean;
}

/** The index: fetched fragments in the browser, built ones in tests and tools; a chunk's records in page order. */
export interface FragmentSource {
  manifest: SearchManifest;
  terms(fragment: number): Promise<TermFragment>;
  chunk(n: number): Promise<SearchRecord[]>;
}

/**
 * A field per role: title > keywords > h2 > description > h3 > text. Code weighs least: its words
 * name no subject, but a value pasted from it (a flag, an address, a revert message) is found there.
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
/** The fields of a record's own title (a page record's page title, else its heading). */
const OWN_TITLE = (['page', 'heading', 'subheading', 'minorheading'] as const).map((field) => FIELDS.indexOf(field));
const FIELD_IDS = Object.fromEntries(FIELDS.map((field, i) => [field, i]));
const ONES = FIELDS.map(() => 1);

/** MiniSearch's BM25 constants; b is applied at build time, where the record lengths are known. */
export const BM25 = {k: 1.2, b: 0.7, d: 0.5};
export const WEIGHT_STEPS = 10_000; // of a fragment's weights (TermFragment)
/** A term's postings as MiniSearch serialises them: field id -> record id -> term frequency. */
type Postings = Record<string, Record<number, number>>;
type Entry = TermFragment[string];

/** Below this many pages, no word counts as being on every page (see informative). */
const MIN_PAGES_FOR_UBIQUITY = 10;
/**
 * A query that is a title or heading word for word ("what is etherlink") doubles its record's score;
 * a partial overlap (shared words / all words of both) counts squared.
 */
const TITLE_MATCH = 1;
/** Under this many pages with every word (HITS_PER_PAGE), records with some join: weak pages no longer fill the list. */
const FEW_PAGES = 10;
/**
 * They rank by their score times the share of the words they have, to this power: 4 of 5 words in a
 * title (x0.51) can pass all 5 in a passing paragraph, 1 of 5 (x0.008) hardly ever. Each word counts
 * by its idf, as in BM25: "multisig" is most of "set up a multisig for our treasury", "set" little.
 */
const COVERAGE_POWER = 3;
/**
 * A query of this many words or more (a pasted error, a whole question) often spreads over a page:
 * the message in a code block, its cause in the prose. Its partial matches' share of the words then
 * also counts those their page holds elsewhere, as this part of a geometric mean.
 */
const LONG_QUERY = 5;
const PAGE_SHARE = 0.3;
/** How much a word counts as a prefix of a longer word, as the known start of a long value, or as a synonym of the word typed. */
const PREFIX_WEIGHT = 0.6;
const FUZZY_WEIGHT = 0.25;
const SYNONYM_WEIGHT = 0.7;
/** Characters a mistyped long value must share with a known one, from its start, to find it. */
const LONG_VALUE_START = 12;

/** Typo tolerance by word length, as Algolia's defaults: 1 typo from 4 letters, 2 from 8. */
export function typosAllowed(term: string): number {
  if (/^\d+$/.test(term) || term.length > MAX_TYPO_TERM_LENGTH) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** The word of a comparison ("tez vs xtz"): between two others, it names no subject. First, it may ("vs code"). */
const COMPARISON = new Set(['vs', 'versus']);

export function parse(query: string): string[] {
  const words = tokenize(capQuery(query)).filter((term) => !isStopWord(term));
  return capTerms(words.filter((term, i) => !(COMPARISON.has(term) && i > 0 && i < words.length - 1)));
}

/** The pending or loaded value of `key`; a failure is forgotten, so the next call asks again. */
function once<K, V>(cache: Map<K, Promise<V>>, key: K, load: () => Promise<V>): Promise<V> {
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    cache.set(key, pending);
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** Whether a word is searched as a prefix too: the last one while it is typed, and others of 4+ letters. */
const prefixed = (term: string, last: boolean, prefixLast: boolean) => (last ? prefixLast : term.length >= 4);
const exactly = (queries: string[], boost?: number): QueryCombination => ({queries, prefix: false, fuzzy: false, ...(boost && {boostTerm: () => boost})});

export class SearchEngine {
  readonly categories: readonly string[];
  readonly parse = parse;
  private readonly source: FragmentSource;
  private readonly table: ReturnType<typeof recordTable>;
  private readonly fragmentsOf: (term: string, prefix: boolean) => number[];
  /** Fragments asked for: a search waits for those a prefetch asked for, or it ranks without their words. */
  private readonly loads = new Map<number, Promise<void>>();
  private readonly ready = new Set<number>();
  private readonly chunks = new Map<number, Promise<SearchRecord[]>>();
  private readonly terms = new Vocabulary<Entry>();
  private readonly decoded = new WeakMap<Entry, {postings: Postings; ids: number[]}>();

  constructor(source: FragmentSource) {
    this.source = source;
    this.categories = source.manifest.categories;
    this.table = recordTable(source.manifest);
    this.fragmentsOf = fragmentFinder(source.manifest.keys);
  }

  /** Loads the fragments of the words typed so far; never rejects (the search itself asks again). */
  prefetch(query: string): Promise<void> {
    return this.load(this.needed(query, parse(query), true, true)).then(
      () => {},
      () => {},
    );
  }

  async search(query: string, {limit = 20, ...options}: EngineSearchOptions & {limit?: number} = {}): Promise<RankedRecord[]> {
    return this.withRecords((await this.rank(query, options)).slice(0, limit));
  }

  async withRecords<T extends Ranked>(ranked: readonly T[]): Promise<(T & {record: SearchRecord})[]> {
    const {chunkOf, chunkStarts} = this.table;
    const records = await Promise.all(ranked.map(async ({id}) => (await this.chunk(chunkOf[id]!))[id - chunkStarts[chunkOf[id]!]!]!));
    return ranked.map((item, i) => ({...item, record: records[i]!}));
  }

  async pageRecords(id: number): Promise<SearchRecord[]> {
    const {manifest} = this.source;
    const {pageOf, chunkOf, count} = this.table;
    const page = pageOf[id]!;
    const last = chunkOf[(manifest.pages[page + 1] ?? count) - 1]!;
    const loads: Promise<SearchRecord[]>[] = [];
    for (let n = chunkOf[manifest.pages[page]!]!; n <= last; n++) loads.push(this.chunk(n));
    return (await Promise.all(loads)).flat();
  }

  /** Ranks every record that matches, loading the fragments the query needs first. */
  async rank(query: string, options: EngineSearchOptions = {}): Promise<Ranked[]> {
    const typed = parse(query);
    if (typed.length === 0) return [];
    // A trailing space means the last word is complete: no prefix search on it.
    const prefixLast = !/\s$/.test(query);
    const queryTerms = await this.loadTerms(query, typed, prefixLast);
    const slots = slotsOf(this.informative(queryTerms));
    const titleBoost = this.titleBoosts(new Set(queryTerms.map(singular)));
    const token = pastedToken(query);
    // A pasted identifier with two letters swapped (tez_newPreconfirmedReciepts) is still that identifier.
    const exact = token === null ? null : this.terms.has(token) ? token : /[_-]/.test(token) ? (this.terms.swaps(token)[0] ?? null) : null;
    const whole = exact && /[_.-]/.test(exact) ? exact : null;
    const combineWith = options.combineWith ?? 'AND';
    const search = this.queryOf(slots, prefixLast, whole, combineWith);
    const mini = this.indexFor(search);
    let results = this.run(mini, search, titleBoost);
    if (combineWith === 'AND' && slots.length > 1 && this.pagesIn(results) < FEW_PAGES) {
      // The reader's words and the page's often differ by one ("sending" for "send").
      const have = new Set(results.map((result) => result.id));
      const more = this.run(mini, this.queryOf(slots, prefixLast, whole, 'OR'), titleBoost).filter((result) => !have.has(result.id));
      const weights = this.slotWeights(slots);
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      const share = (terms: string[]) => slotsMatched(slots, terms, weights) / total;
      const onPage = slots.length >= LONG_QUERY ? this.termsByPage(results.concat(more)) : null;
      for (const result of more) {
        const own = share(result.terms);
        const page = onPage ? share(onPage.get(this.table.pageOf[result.id]!)!) : own;
        result.score *= (own ** (1 - PAGE_SHARE) * page ** PAGE_SHARE) ** COVERAGE_POWER;
      }
      results = results.concat(more).sort((a, b) => b.score - a.score);
    }
    if (exact) results = exactFirst(results, exact);
    const {urlStart, pageOf} = this.table;
    const {categories, pageCategories} = this.source.manifest;
    const seen = new Set<number>();
    return results.flatMap(({id, score, terms}): Ranked[] => {
      if (options.distinct !== false) {
        if (seen.has(urlStart[id]!)) return [];
        seen.add(urlStart[id]!);
      }
      const page = pageOf[id]!;
      return [{id, score, page, category: categories[pageCategories[page]!]!, queryTerms, matchedTerms: terms}];
    });
  }

  /**
   * Loads the fragments the query needs, then reads each word the index does not know as the known
   * word closest to it, and loads what that word needs: a mistyped word then finds its prefixes,
   * singular and synonyms as the word would ("claculated" also finds "computed"). The held-out half
   * of tests/relevance with a typo in each question's longest word: MRR 0.910 to 0.935.
   */
  private async loadTerms(query: string, typed: string[], prefixLast: boolean): Promise<string[]> {
    let terms = typed;
    for (let round = 0; round < 2; round++) {
      for (let missing = this.needed(query, terms, prefixLast); missing.length > 0; missing = this.needed(query, terms, prefixLast)) {
        await this.load(missing);
      }
      const fixed = terms.map((term, i) => this.corrected(term, prefixed(term, i === terms.length - 1, prefixLast)));
      if (fixed.every((term, i) => term === terms[i])) break;
      terms = fixed;
    }
    return terms;
  }

  /** Whether the loaded terms hold `term`, its singular, or (searched as a prefix) a word it starts. */
  private knows(term: string, prefix: boolean): boolean {
    return this.terms.has(term) || this.terms.has(singular(term)) || (prefix && this.terms.hasPrefix(term));
  }

  /**
   * A word the index does not know, as the known word closest to it: two neighbouring letters
   * swapped (one typo, as Algolia counts them, where MiniSearch's edit distance counts two:
   * "hardaht" is "hardhat"), then the fewest typos (typosAllowed), then the most pages.
   */
  private corrected(term: string, prefix: boolean): string {
    if (this.knows(term, prefix)) return term;
    const vocab = this.terms;
    const swapped = vocab.swaps(term);
    if (swapped.length > 0) return swapped[0]!;
    const typos = typosAllowed(term);
    if (typos === 0) return term;
    let best: {word: string; distance: number; pages: number} | null = null;
    for (const [word, [entry, distance]] of vocab.fuzzyGet(term, typos)) {
      const pages = entry[0];
      if (!best || distance < best.distance || (distance === best.distance && pages > best.pages)) best = {word, distance, pages};
    }
    return best?.word ?? term;
  }

  private chunk(n: number): Promise<SearchRecord[]> {
    return once(this.chunks, n, () => this.source.chunk(n));
  }

  private load(fragments: Iterable<number>): Promise<unknown> {
    const loadOne = (n: number) => async () => {
      for (const [term, entry] of Object.entries(await this.source.terms(n))) this.terms.set(term, entry);
      this.ready.add(n);
    };
    return Promise.all([...new Set(fragments)].map((n) => once(this.loads, n, loadOne(n))));
  }

  /**
   * The fragments a query needs with what is loaded so far: its words, singulars, synonyms and a
   * long value's shortened forms, and for a word not loaded, its first letters swapped or dropped
   * (a later typo stays in its own fragment). While `typing`: no prefix ranges or typos, and a word
   * only once no deeper fragment can hold its end ("faucet" at ten times the pages fetched "f", "fa"…).
   */
  private needed(query: string, queryTerms: string[], prefixLast: boolean, typing = false): number[] {
    const out: number[] = [];
    const find = (word: string, prefix = false) => out.push(...this.fragmentsOf(word, prefix));
    const settled = (word: string, prefix: boolean) => !typing || !prefix || this.fragmentsOf(word, true).length === this.fragmentsOf(word, false).length;
    const isLoaded = (word: string, prefix = false) => this.fragmentsOf(word, prefix).every((n) => this.ready.has(n));
    const token = pastedToken(query);
    if (token && settled(token, prefixLast)) find(token);
    queryTerms.forEach((term, i) => {
      const prefix = prefixed(term, i === queryTerms.length - 1, prefixLast);
      // A first letter alone would fetch a tenth of the index: the next letter fetches the rest.
      if (!settled(term, prefix)) return;
      const ownPrefix = prefix && term.length > 1 && !typing;
      find(term, ownPrefix);
      find(singular(term));
      for (const form of shortenings(term)) find(form);
      if (typing || !isLoaded(term, ownPrefix)) return;
      if (!this.knows(term, prefix)) {
        for (const variant of [...swapsOf(term).slice(0, 2), term.slice(1), term[0]! + term.slice(2)]) find(variant);
      }
    });
    for (const {alternatives} of slotsOf(this.informative(queryTerms))) for (const words of alternatives) for (const word of words) find(singular(word));
    if (!typing && token && /[_-]/.test(token) && !this.terms.has(token) && isLoaded(token)) for (const variant of swapsOf(token).slice(0, 2)) find(variant);
    return out.filter((n) => !this.ready.has(n));
  }

  /**
   * A word on every page ("Etherlink") tells no page from another, and needing it in the same
   * record as the other words only hides answers: it is dropped when the query has other words.
   */
  private informative(queryTerms: string[]): string[] {
    const pages = this.source.manifest.pages.length;
    if (pages < MIN_PAGES_FOR_UBIQUITY) return queryTerms;
    const kept = queryTerms.filter((term) => (this.terms.get(term)?.[0] ?? 0) < pages);
    return kept.length > 0 ? kept : queryTerms;
  }

  /**
   * The query MiniSearch runs: each word as typed (a prefix for the last word and those of 4+
   * letters: "deploy contract" finds "Deploying contracts") or its singular; a word the index does
   * not know is already its closest known word (loadTerms: "fees" never matches "feeds"); synonyms a
   * little below the words typed.
   */
  private queryOf(slots: Slot[], prefixLast: boolean, whole: string | null, combineWith: 'AND' | 'OR'): Query {
    const queries = slots.map((slot, s): Query => {
      const last = (i: number) => s === slots.length - 1 && i === slot.words.length - 1;
      const typed = slot.words.map((term, i) => this.typedQuery(term, prefixed(term, last(i), prefixLast)));
      const original: Query = typed.length === 1 ? typed[0]! : {combineWith: 'AND', queries: typed};
      if (slot.alternatives.length === 0) return original;
      const alternatives = slot.alternatives.map((words): Query => ({...exactly(words.map(singular), SYNONYM_WEIGHT), combineWith: 'AND'}));
      return {combineWith: 'OR', queries: [original, ...alternatives]};
    });
    const query: Query = {combineWith, queries};
    // A pasted identifier (eth_getBalance) is also looked up whole, to tell the records that hold
    // it (see exactFirst), at a weight that leaves the ranking to its parts.
    return whole ? {combineWith: 'OR', queries: [exactly([whole], 0.01), query]} : query;
  }

  private typedQuery(term: string, prefix: boolean): Query {
    const vocab = this.terms;
    const stem = singular(term);
    const known = this.knows(term, prefix);
    const alternatives: Query[] = [];
    if (stem !== term) alternatives.push(exactly([stem]));
    // A long value is also found where a page shows it cut short (`0xff00…0002`), and, mistyped
    // or cut, by its longest start that the index knows.
    const short = shortenings(term).filter((form) => vocab.has(form));
    if (short.length) alternatives.push(exactly(short));
    const start = !known && term.length > MAX_TYPO_TERM_LENGTH ? vocab.longestPrefix(term, LONG_VALUE_START) : null;
    if (start) alternatives.push({...exactly([start], FUZZY_WEIGHT), prefix: true});
    // A word still unknown here has no known word within its typos (corrected): no fuzzy search.
    const typed: Query = {queries: [term], prefix, fuzzy: false};
    return alternatives.length === 0 ? typed : {combineWith: 'OR', queries: [typed, ...alternatives]};
  }

  /**
   * A MiniSearch index (MiniSearch.loadJS) of the loaded terms the query can reach: one of every
   * loaded term was most of a first search's ranking (8 typical queries 42 -> 8 ms in Node). Each
   * weight holds its record's field length, so BM25's b is 0 and every field length 1.
   */
  private indexFor(query: Query): MiniSearch {
    const index: AsPlainObject['index'] = [];
    const named = new Uint8Array(this.table.count);
    for (const term of reachOf(query, this.terms)) {
      const {postings, ids} = this.postingsOf(this.terms.get(term)!);
      index.push([term, postings]);
      for (const id of ids) named[id] = 1;
    }
    const documentIds: Record<number, number> = {};
    const fieldLength: Record<number, number[]> = {};
    for (let id = this.table.count - 1; id >= 0; id--) {
      if (named[id]) [documentIds[id], fieldLength[id]] = [id, ONES];
    }
    const {count} = this.table;
    return MiniSearch.loadJS(
      {documentCount: count, nextId: count, documentIds, fieldIds: FIELD_IDS, fieldLength, averageFieldLength: ONES, storedFields: {}, dirtCount: 0, index, serializationVersion: 2},
      {fields: FIELDS, searchOptions: {boost: BOOST}},
    );
  }

  /**
   * A term's postings, decoded once ("chain" again for "chain id"), as the frequency that gives the
   * stored weight under b = 0: w = tf (k + 1) / (tf + k). From the last record: V8 then keeps the
   * sparse object as a dictionary at once (ten times faster).
   */
  private postingsOf(entry: Entry): {postings: Postings; ids: number[]} {
    let found = this.decoded.get(entry);
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
    this.decoded.set(entry, found);
    return found;
  }

  private run(mini: MiniSearch, query: Query, titleBoost: Map<number, number>): SearchResult[] {
    return mini.search(query, {
      tokenize: (text) => [text],
      processTerm: (term) => term,
      weights: {fuzzy: FUZZY_WEIGHT, prefix: PREFIX_WEIGHT},
      bm25: {...BM25, b: 0},
      boostDocument: (id) => this.table.typeBoost[id as number]! * (titleBoost.get(id as number) ?? 1),
    });
  }

  /** Each slot's weight in the coverage: the inverse page frequency of its rarest word, as BM25's idf. */
  private slotWeights(slots: Slot[]): number[] {
    const pages = this.source.manifest.pages.length;
    return slots.map((slot) => {
      const df = Math.min(...slot.words.map((word) => this.terms.get(word)?.[0] ?? this.terms.get(singular(word))?.[0] ?? 1));
      return Math.log(1 + (pages - df + 0.5) / (df + 0.5));
    });
  }

  /** The words each page's matching records hold between them. */
  private termsByPage(results: SearchResult[]): Map<number, string[]> {
    const byPage = new Map<number, string[]>();
    for (const {id, terms} of results) {
      const page = this.table.pageOf[id]!;
      const words = byPage.get(page);
      if (words) words.push(...terms);
      else byPage.set(page, [...terms]);
    }
    return byPage;
  }

  /** Pages whose prose has the results (a page with the words only in its code does not count). */
  private pagesIn(results: SearchResult[]): number {
    const {kind, pageOf} = this.table;
    return new Set(results.flatMap(({id}) => (kind[id] === CODE_KIND ? [] : [pageOf[id]]))).size;
  }

  /** The boost of page and heading records whose own title shares words with the query (TITLE_MATCH). */
  private titleBoosts(queryWords: Set<string>): Map<number, number> {
    const shared = new Map<number, number>();
    for (const word of queryWords) {
      const entry = this.terms.get(word);
      const postings: Postings = entry ? this.postingsOf(entry).postings : {};
      const holders = new Set(OWN_TITLE.flatMap((field) => Object.keys(postings[field] ?? {})));
      for (const id of holders) shared.set(+id, (shared.get(+id) ?? 0) + 1);
    }
    const boosts = new Map<number, number>();
    for (const [id, count] of shared) {
      const overlap = count / (this.table.titleWords[id]! + queryWords.size - count);
      boosts.set(id, 1 + TITLE_MATCH * overlap * overlap);
    }
    return boosts;
  }
}

function slotsMatched(slots: Slot[], matched: string[], weights: number[]): number {
  const words = new Set(matched);
  return slots.reduce((sum, slot, i) => sum + ([slot.words, ...slot.alternatives].some((alt) => alt.some((word) => words.has(word) || words.has(singular(word)))) ? weights[i]! : 0), 0);
}

/**
 * A query that is one word of the site ranks the records that hold it first, above prefix and typo
 * matches; an identifier or a value (a digit, `_` or `-`) shows only those: a reader who pastes
 * `0xa729` wants the pages that state it, not the `0xa7…` ones.
 */
function exactFirst(results: SearchResult[], token: string): SearchResult[] {
  const stem = singular(token);
  const holds = (result: SearchResult) => result.terms.includes(token) || result.terms.includes(stem);
  const first = results.filter(holds);
  if (first.length === 0) return results;
  return /[\d_-]/.test(token) ? first : first.concat(results.filter((result) => !holds(result)));
}
