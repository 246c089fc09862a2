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
import type {RecordType, SearchRecord} from './types';
import type {SearchManifest, TermFragment} from './wire';
import {slotsOf, type Slot} from './synonyms';
import {isStopWord, normalize, pastedToken, shortenings, singular, tokenize, WORD} from './text';
import {capQuery, capTerms, MAX_TYPO_TERM_LENGTH} from './limits';

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
 * as the dialog lists (HITS_PER_PAGE in ./client.ts), so a short list of pages that have every
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

const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 1.3,
  lvl2: 1.15,
  lvl3: 1.1,
  lvl4: 1.05,
  lvl5: 1.05,
  lvl6: 1.05,
  content: 1,
};


/** Typo tolerance by word length, as Algolia's defaults: 1 typo from 4 letters, 2 from 8. */
export function typosAllowed(term: string): number {
  if (/^\d+$/.test(term) || term.length > MAX_TYPO_TERM_LENGTH) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** The positions [from, to) of a sorted list's values that start with `prefix`. */
function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  let to = lo;
  while (to < sorted.length && sorted[to]!.startsWith(prefix)) to++;
  return [lo, to];
}

/** The loaded words, to tell a known word (no typo search needed) from a misspelt one. */
class Vocabulary {
  private readonly sorted: string[];
  constructor(private readonly words: ReadonlyMap<string, unknown>) {
    this.sorted = [...words.keys()].sort();
  }
  has(word: string): boolean {
    return this.words.has(word);
  }
  hasPrefix(prefix: string): boolean {
    const [from, to] = prefixRange(this.sorted, prefix);
    return from < to;
  }
  /** The longest start of `term`, of `min` characters or more, that starts a known word. */
  longestPrefix(term: string, min: number): string | null {
    for (let n = term.length - 1; n >= min; n--) if (this.hasPrefix(term.slice(0, n))) return term.slice(0, n);
    return null;
  }
  /** Known words that start with `prefix`. */
  startingWith(prefix: string): string[] {
    return this.sorted.slice(...prefixRange(this.sorted, prefix));
  }
  /** Known words at most `max` edits from `word`. */
  near(word: string, max: number): string[] {
    return this.sorted.filter((known) => withinEdits(known, word, max));
  }
  /** Known words that differ from `word` by two neighbouring letters swapped ("hardaht" → "hardhat"). */
  swaps(word: string): string[] {
    return swapsOf(word).filter((swapped) => this.words.has(swapped));
  }
}

/** `word` with two neighbouring letters swapped, each way. */
function swapsOf(word: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < word.length; i++) {
    if (word[i] !== word[i + 1]) out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...out];
}

/** Whether `a` and `b` are at most `max` edits apart (Levenshtein, as MiniSearch's fuzzy search). */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...next) > max) return false;
    row = next;
  }
  return row[b.length]! <= max;
}

/**
 * The loaded terms `query` can match: its words, the terms that start with a word searched as a
 * prefix, and those within a word's typos. Options pass down a query's tree, as in MiniSearch.
 */
function reachOf(query: Query, vocabulary: Vocabulary): Set<string> {
  const out = new Set<string>();
  const walk = (node: Query, prefix: boolean, fuzzy: number) => {
    if (typeof node === 'symbol') return;
    if (typeof node === 'string') {
      if (vocabulary.has(node)) out.add(node);
      if (prefix) for (const term of vocabulary.startingWith(node)) out.add(term);
      if (fuzzy > 0) for (const term of vocabulary.near(node, fuzzy)) out.add(term);
      return;
    }
    const ownFuzzy = node.fuzzy ?? fuzzy;
    if (typeof ownFuzzy !== 'number' && ownFuzzy !== false) throw new Error('only whole-number typo counts are supported');
    for (const child of node.queries) walk(child, node.prefix === undefined ? prefix : node.prefix === true, ownFuzzy || 0);
  };
  walk(query, false, 0);
  return out;
}

const KIND_TYPES: RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content', 'content'];
const CODE_KIND = 7;
/** The manifest's characters per record (see SearchManifest.docs). */
export const DOC_KINDS = 'abcdefghijklmnopqrstuvwxyzABCDEF';

/** Per record, what ranking needs before its text is loaded (from the manifest). */
function recordTable(manifest: SearchManifest) {
  const count = manifest.docs.length;
  const kind = new Uint8Array(count);
  const urlStart = new Int32Array(count);
  const pageOf = new Int32Array(count);
  const chunkOf = new Int32Array(count);
  const chunkStarts: number[] = [];
  const titleWords = new Uint16Array(count);
  let heading = 0;
  let page = -1;
  for (let id = 0; id < count; id++) {
    const code = DOC_KINDS.indexOf(manifest.docs[id]!);
    kind[id] = code % 8;
    urlStart[id] = code & 8 || id === 0 ? id : urlStart[id - 1]!;
    if (code & 16 || id === 0) chunkStarts.push(id);
    chunkOf[id] = chunkStarts.length - 1;
    while (manifest.pages[page + 1] === id) page += 1;
    pageOf[id] = page;
    if (kind[id]! < 6) titleWords[id] = manifest.titleWords[heading++] ?? 0;
  }
  const typeBoost = Float64Array.from(kind, (k) => TYPE_BOOST[KIND_TYPES[k]!]);
  return {count, kind, urlStart, pageOf, chunkOf, chunkStarts, titleWords, typeBoost};
}

/** The fragments a word is in: the one with the longest key it starts with (and, for a prefix, every key below it). */
function fragmentFinder(keys: readonly string[]) {
  const byKey = new Map(keys.map((key, n) => [key, n]));
  const longest = Math.max(0, ...keys.map((key) => key.length));
  const covering = (term: string): number | undefined => {
    for (let n = Math.min(term.length, longest); n >= 0; n--) {
      const found = byKey.get(term.slice(0, n));
      if (found !== undefined) return found;
    }
    return undefined;
  };
  return (term: string, prefix: boolean): number[] => {
    const out: number[] = [];
    const own = covering(term);
    if (own !== undefined) out.push(own);
    if (prefix) for (let [n, to] = prefixRange(keys, term); n < to; n++) out.push(n);
    return out;
  };
}

/** A query's terms: normalised, stop words out, capped (see ./limits.ts). */
export function parse(query: string): string[] {
  return capTerms(tokenize(capQuery(query)).filter((term) => !isStopWord(term)));
}

export function createEngine(source: FragmentSource): SearchEngine {
  const {manifest} = source;
  const table = recordTable(manifest);
  const pages = manifest.pages.length;
  const fragmentsOf = fragmentFinder(manifest.keys);
  const fieldIds = Object.fromEntries(FIELDS.map((field, i) => [field, i]));
  const ones = FIELDS.map(() => 1);

  // Fragments asked for (loading or loaded) and those loaded: a search waits for the ones a
  // prefetch has asked for, or it ranks without their words ("shadownet faucet" as "shadownet").
  const loaded = new Map<number, Promise<void>>();
  const ready = new Set<number>();
  const terms = new Map<string, TermFragment[string]>();
  let current: Vocabulary | null = null;
  const vocabulary = () => (current ??= new Vocabulary(terms));

  function load(fragments: Iterable<number>): Promise<unknown> {
    return Promise.all(
      [...new Set(fragments)].map((n) => {
        let pending = loaded.get(n);
        if (!pending) {
          pending = source.terms(n).then(
            (fragment) => {
              for (const [term, entry] of Object.entries(fragment)) terms.set(term, entry);
              ready.add(n);
              current = null;
            },
            (error: unknown) => {
              loaded.delete(n); // a failed fragment is fetched again by the next search
              throw error;
            },
          );
          loaded.set(n, pending);
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
  const decoded = new WeakMap<TermFragment[string], {postings: Postings; ids: number[]}>();
  function postingsOf(entry: TermFragment[string]): {postings: Postings; ids: number[]} {
    let found = decoded.get(entry);
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
    decoded.set(entry, found);
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
  function indexFor(query: Query) {
    const index: AsPlainObject['index'] = [];
    const named = new Uint8Array(table.count);
    for (const term of reachOf(query, vocabulary())) {
      const {postings, ids} = postingsOf(terms.get(term)!);
      index.push([term, postings]);
      for (const id of ids) named[id] = 1;
    }
    const documentIds: Record<number, number> = {};
    const fieldLength: Record<number, number[]> = {};
    for (let id = table.count - 1; id >= 0; id--) {
      if (named[id]) {
        documentIds[id] = id;
        fieldLength[id] = ones;
      }
    }
    return MiniSearch.loadJS(
      {documentCount: table.count, nextId: table.count, documentIds, fieldIds, fieldLength, averageFieldLength: ones, storedFields: {}, dirtCount: 0, index, serializationVersion: 2},
      {fields: FIELDS, searchOptions: {boost: BOOST}},
    );
  }

  const pageCount = (term: string) => terms.get(term)?.[0] ?? 0;

  /**
   * A word on every page ("Etherlink" here) tells no page from another, and needing it in the
   * same record as the other words only hides answers: it is dropped when the query has other
   * words. Not in a small index, where a shared word may still be what the reader means.
   */
  function informative(queryTerms: string[]): string[] {
    if (pages < MIN_PAGES_FOR_UBIQUITY) return queryTerms;
    const kept = queryTerms.filter((term) => pageCount(term) < pages);
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
  function needed(query: string, queryTerms: string[], prefixLast: boolean, typing = false): number[] {
    const out: number[] = [];
    // While it is typed, a word whose next letters may take it into a deeper fragment waits.
    const settled = (word: string, prefix: boolean) => !typing || !prefix || fragmentsOf(word, true).length === fragmentsOf(word, false).length;
    const token = pastedToken(query);
    if (token && settled(token, prefixLast)) out.push(...fragmentsOf(token, false));
    const isLoaded = (fragments: number[]) => fragments.every((n) => ready.has(n));
    queryTerms.forEach((term, i) => {
      const prefix = prefixed(term, i === queryTerms.length - 1, prefixLast);
      // A first letter alone would fetch every fragment under it (a tenth of the index): its
      // prefix matches come from what is loaded, and the next letter fetches the rest.
      if (!settled(term, prefix)) return;
      const own = fragmentsOf(term, prefix && term.length > 1 && !typing);
      out.push(...own, ...fragmentsOf(singular(term), false));
      for (const form of shortenings(term)) out.push(...fragmentsOf(form, false));
      if (typing || !isLoaded(own)) return;
      const vocab = vocabulary();
      if (!(vocab.has(term) || vocab.has(singular(term)) || (prefix && vocab.hasPrefix(term)))) {
        for (const variant of [...swapsOf(term).slice(0, 2), term.slice(1), term[0]! + term.slice(2)]) out.push(...fragmentsOf(variant, false));
      }
    });
    for (const slot of slotsOf(informative(queryTerms))) {
      for (const alternative of slot.alternatives) for (const word of alternative) out.push(...fragmentsOf(singular(word), false));
    }
    if (!typing && token && /[_-]/.test(token) && !vocabulary().has(token) && isLoaded(fragmentsOf(token, false))) for (const variant of swapsOf(token).slice(0, 2)) out.push(...fragmentsOf(variant, false));
    return out.filter((n) => !ready.has(n));
  }

  async function prepare(query: string, queryTerms: string[], prefixLast: boolean): Promise<void> {
    for (let missing = needed(query, queryTerms, prefixLast); missing.length > 0; missing = needed(query, queryTerms, prefixLast)) {
      await load(missing);
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
  function pagesIn(results: SearchResult[]): number {
    return new Set(results.flatMap((result) => (table.kind[result.id as number] === CODE_KIND ? [] : [table.pageOf[result.id as number]]))).size;
  }

  /**
   * Page and heading records whose title shares words with the query, and their boost (see
   * TITLE_MATCH): the query's words in a record's own title field are the words they share.
   */
  function titleBoosts(queryWords: Set<string>): Map<number, number> {
    const shared = new Map<number, number>();
    for (const word of queryWords) {
      const fields = terms.get(word)?.[1];
      const holders = new Set<number>();
      for (const field of OWN_TITLE) {
        let id = 0;
        for (const gap of fields?.[field]?.[0] ?? []) holders.add((id += gap));
      }
      for (const id of holders) shared.set(id, (shared.get(id) ?? 0) + 1);
    }
    const boosts = new Map<number, number>();
    for (const [id, count] of shared) {
      const overlap = count / (table.titleWords[id]! + queryWords.size - count);
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
  function queryOf(slots: Slot[], prefixLast: boolean, whole: string | null, combineWith: 'AND' | 'OR'): Query {
    const vocab = vocabulary();
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

  function run(mini: MiniSearch, query: Query, titleBoost: Map<number, number>): SearchResult[] {
    return mini.search(query, {
      tokenize: (text) => [text],
      processTerm: (term) => term,
      weights: {fuzzy: FUZZY_WEIGHT, prefix: PREFIX_WEIGHT},
      bm25: {...BM25, b: 0},
      boostDocument: (id) => table.typeBoost[id as number]! * (titleBoost.get(id as number) ?? 1),
    });
  }

  async function rank(query: string, options: EngineSearchOptions = {}): Promise<Ranked[]> {
    const queryTerms = parse(query);
    if (queryTerms.length === 0) return [];
    // A trailing space means the last word is complete: no prefix search on it.
    const prefixLast = !/\s$/.test(query);
    await prepare(query, queryTerms, prefixLast);
    const vocab = vocabulary();
    const slots = slotsOf(informative(queryTerms));
    const titleBoost = titleBoosts(new Set(queryTerms.map(singular)));
    const token = pastedToken(query);
    // A pasted identifier with two letters swapped (tez_newPreconfirmedReciepts) is still that identifier.
    const exact = token === null ? null : vocab.has(token) ? token : /[_-]/.test(token) ? (vocab.swaps(token)[0] ?? null) : null;
    const whole = exact && /[_-]/.test(exact) ? exact : null;
    const combineWith = options.combineWith ?? 'AND';
    const search = queryOf(slots, prefixLast, whole, combineWith);
    const mini = indexFor(search);
    let results = run(mini, search, titleBoost);
    if (combineWith === 'AND' && slots.length > 1 && pagesIn(results) < FEW_PAGES) {
      // Few pages have every word (the reader's words and the page's often differ by one:
      // "sending" for "send", "addresses" under "Contracts"): the records with some of them join,
      // ranked by score and the share of the words they have (see COVERAGE_POWER).
      const have = new Set(results.map((result) => result.id));
      const more = run(mini, queryOf(slots, prefixLast, whole, 'OR'), titleBoost).filter((result) => !have.has(result.id));
      for (const result of more) result.score *= (slotsMatched(slots, result.terms) / slots.length) ** COVERAGE_POWER;
      results = results.concat(more).sort((a, b) => b.score - a.score);
    }
    if (exact) results = exactFirst(results, exact);
    const seen = new Set<number>();
    const ranked: Ranked[] = [];
    for (const result of results) {
      const id = result.id as number;
      if (options.distinct !== false) {
        if (seen.has(table.urlStart[id]!)) continue;
        seen.add(table.urlStart[id]!);
      }
      const page = table.pageOf[id]!;
      ranked.push({id, score: result.score, page, category: manifest.categories[manifest.pageCategories[page]!]!, queryTerms, matchedTerms: result.terms});
    }
    return ranked;
  }

  const chunkLoads = new Map<number, Promise<SearchRecord[]>>();
  function loadChunk(n: number): Promise<SearchRecord[]> {
    let pending = chunkLoads.get(n);
    if (!pending) {
      pending = source.chunk(n);
      chunkLoads.set(n, pending);
      pending.catch(() => chunkLoads.delete(n)); // fetched again next time
    }
    return pending;
  }

  const recordOf = async (id: number) => (await loadChunk(table.chunkOf[id]!))[id - table.chunkStarts[table.chunkOf[id]!]!]!;

  async function pageRecords(id: number): Promise<SearchRecord[]> {
    const page = table.pageOf[id]!;
    const end = manifest.pages[page + 1] ?? table.count;
    const chunks: number[] = [];
    for (let n = table.chunkOf[manifest.pages[page]!]!; n <= table.chunkOf[end - 1]!; n++) chunks.push(n);
    return (await Promise.all(chunks.map(loadChunk))).flat();
  }

  async function withRecords<T extends Ranked>(ranked: readonly T[]): Promise<(T & {record: SearchRecord})[]> {
    const records = await Promise.all(ranked.map((item) => recordOf(item.id)));
    return ranked.map((item, i) => ({...item, record: records[i]!}));
  }

  return {
    categories: manifest.categories,
    // A failure here is retried by the search itself.
    prefetch: (query) => load(needed(query, parse(query), true, true)).then(() => {}, () => {}),
    rank,
    withRecords,
    pageRecords,
    parse,
    async search(query, {limit = 20, ...options} = {}) {
      return withRecords((await rank(query, options)).slice(0, limit));
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
