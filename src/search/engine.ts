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
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import type {RecordType, SearchRecord} from './types';
import {slotsOf, type Slot} from './synonyms';
import {indexTokens, isStopWord, normalize, pastedToken, shortenings, singular, tokenize, WORD} from './text';
import {capQuery, capTerms, MAX_TYPO_TERM_LENGTH} from './limits';

/** What was searched for; the highlighter marks exactly these words. */
export interface Match {
  /** Query terms after normalisation, stop words removed. */
  queryTerms: string[];
  /** Index terms that matched (exact, prefix or fuzzy). */
  matchedTerms: string[];
}

export interface RankedRecord extends Match {
  record: SearchRecord;
  score: number;
}

export interface EngineSearchOptions {
  /** 'AND' (default) needs every word; when few pages have them all, records with all but one follow. */
  combineWith?: 'AND' | 'OR';
  /** Keep only the best record per URL (default true), as DocSearch's `distinct`. */
  distinct?: boolean;
}

export interface SearchEngine {
  readonly records: readonly SearchRecord[];
  search(query: string, options?: EngineSearchOptions): RankedRecord[];
  /** The parsed query, for the highlighter. */
  parse(query: string): string[];
}

interface Doc {
  id: number;
  page: string;
  keywords: string;
  description: string;
  heading: string;
  subheading: string;
  minorheading: string;
  content: string;
  title: string;
  section: string;
  category: string;
}

/**
 * Code weighs least: its words (`const`, `contract`, `transfer`) are everywhere in it and name no
 * subject, but a value pasted from it (a flag, an address, a revert message) is found there.
 */
const CODE_BOOST = 0.3;

interface CodeDoc {
  id: number;
  code: string;
}

/** A field per role, so the boosts can say: title > keywords > h2 > description > h3 > text. */
const BOOST: Record<Exclude<keyof Doc | 'code', 'id'>, number> = {
  page: 10, // the page title, on the page's own lvl1 record
  keywords: 7, // front-matter keywords, on the lvl1 record
  description: 3, // the front-matter description, on the lvl1 record
  heading: 6, // an h2, on its own record
  subheading: 4, // an h3
  minorheading: 3, // h4-h6
  content: 1, // paragraphs, list items, cells
  code: CODE_BOOST, // lines of code blocks
  title: 1.2, // the page title repeated on every record of the page
  section: 1, // the headings a record sits under
  category: 0.5, // the sidebar category
};

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

/** When fewer pages than this have every word, records with some of the words join them. */
const FEW_PAGES = 5;

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

function toDoc(record: SearchRecord, id: number): Doc | CodeDoc {
  // A code record has only its code: given the page's title and headings too, it would shift the
  // prose records' weights (field lengths, word counts) and answer questions through them.
  if (record.code) return {id, code: record.content ?? ''};
  const h = record.hierarchy;
  const levels = [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6];
  const depth = record.type === 'content' ? 0 : record.type === 'lvl1' ? 1 : Number(record.type.slice(3));
  // The record's own heading is the deepest level it has; the rest is context.
  const own = depth >= 2 ? (levels[depth - 2] ?? '') : '';
  const above = levels.slice(0, depth >= 2 ? depth - 2 : undefined).filter(Boolean).join(' ');
  return {
    id,
    page: record.type === 'lvl1' ? h.lvl1 : '',
    keywords: record.type === 'lvl1' ? (record.page.keywords ?? []).join(' ') : '',
    description: record.type === 'lvl1' ? record.page.description : '',
    heading: depth === 2 ? own : '',
    subheading: depth === 3 ? own : '',
    minorheading: depth >= 4 ? own : '',
    content: record.content ?? '',
    title: record.type === 'lvl1' ? '' : h.lvl1,
    section: above,
    category: h.lvl0,
  };
}

/** Indexes a plural under its singular too, so "fee" finds "fees" and "fees" finds "fee". */
function processTerm(term: string): string | string[] | null {
  if (isStopWord(term)) return null;
  const stem = singular(term);
  return stem === term ? term : [term, stem];
}

/** Typo tolerance by word length, as Algolia's defaults: 1 typo from 4 letters, 2 from 8. */
export function typosAllowed(term: string): number {
  if (/^\d+$/.test(term) || term.length > MAX_TYPO_TERM_LENGTH) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

/** The indexed words, to tell a known word (no typo search needed) from a misspelt one. */
class Vocabulary {
  private readonly sorted: string[];
  constructor(private readonly words: Set<string>) {
    this.sorted = [...words].sort();
  }
  has(word: string): boolean {
    return this.words.has(word);
  }
  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  hasPrefix(prefix: string): boolean {
    const lo = this.lowerBound(prefix);
    return lo < this.sorted.length && this.sorted[lo]!.startsWith(prefix);
  }
  /** The longest start of `term`, of `min` characters or more, that starts a known word. */
  longestPrefix(term: string, min: number): string | null {
    for (let n = term.length - 1; n >= min; n--) if (this.hasPrefix(term.slice(0, n))) return term.slice(0, n);
    return null;
  }
  /** Known words that differ from `word` by two neighbouring letters swapped ("hardaht" → "hardhat"). */
  swaps(word: string): string[] {
    const out = new Set<string>();
    for (let i = 0; i + 1 < word.length; i++) {
      if (word[i] === word[i + 1]) continue;
      const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
      if (this.words.has(swapped)) out.add(swapped);
    }
    return [...out];
  }
}

export function createSearchEngine(records: readonly SearchRecord[]): SearchEngine {
  const index = emptyIndex();
  records.forEach((record, id) => index.add(record, id));
  return engineOver(records, index);
}

/**
 * The same engine, indexed a few records at a time: `yieldPoint` is asked after each record and
 * may return a promise to wait on (a pause that lets the browser handle input and paint).
 * Indexing the whole site takes seconds on a phone; in one task it would freeze the page.
 */
export async function createSearchEngineInSlices(
  records: readonly SearchRecord[],
  yieldPoint: () => Promise<void> | void,
): Promise<SearchEngine> {
  const index = emptyIndex();
  for (let i = 0; i < records.length; i++) {
    index.add(records[i]!, i);
    const pause = yieldPoint();
    if (pause) await pause;
  }
  return engineOver(records, index);
}

interface EmptyIndex {
  mini: MiniSearch<Doc | CodeDoc>;
  /** Every indexed word. */
  known: Set<string>;
  /** How many pages use each word (records of a page are added one after another). */
  pageCount: Map<string, {last: string; pages: number}>;
  add(record: SearchRecord, id: number): void;
}

/** A MiniSearch index with the engine's fields and term processing, counting the words it indexes. */
function emptyIndex(): EmptyIndex {
  const fields = Object.keys(BOOST) as (keyof typeof BOOST)[];
  const known = new Set<string>();
  // How many pages use each word (records of a page are contiguous in the index).
  const pageCount = new Map<string, {last: string; pages: number}>();
  let currentPage = '';
  const count = (term: string) => {
    known.add(term);
    const entry = pageCount.get(term);
    if (!entry) pageCount.set(term, {last: currentPage, pages: 1});
    else if (entry.last !== currentPage) {
      entry.last = currentPage;
      entry.pages += 1;
    }
  };
  const mini = new MiniSearch<Doc | CodeDoc>({
    fields,
    storeFields: [],
    tokenize: indexTokens,
    processTerm: (term) => {
      const terms = processTerm(term);
      if (typeof terms === 'string') count(terms);
      else terms?.forEach(count);
      return terms;
    },
    searchOptions: {boost: BOOST},
  });
  const add = (record: SearchRecord, id: number) => {
    currentPage = record.page.path;
    mini.add(toDoc(record, id));
  };
  return {mini, known, pageCount, add};
}

function engineOver(records: readonly SearchRecord[], {mini, known, pageCount}: EmptyIndex): SearchEngine {
  const vocabulary = new Vocabulary(known);
  const pages = new Set(records.map((record) => record.page.path)).size;

  /**
   * A word on every page ("Etherlink" here) tells no page from another, and needing it in the
   * same record as the other words only hides answers: it is dropped when the query has other
   * words. Not in a small index, where a shared word may still be what the reader means.
   */
  function informative(terms: string[]): string[] {
    if (pages < MIN_PAGES_FOR_UBIQUITY) return terms;
    const kept = terms.filter((term) => (pageCount.get(term)?.pages ?? 0) < pages);
    return kept.length > 0 ? kept : terms;
  }

  function parse(query: string): string[] {
    return capTerms(tokenize(capQuery(query)).filter((term) => !isStopWord(term)));
  }

  /** Each word as typed, or its singular exactly (see run). */
  function typedQuery(term: string, prefix: boolean): Query {
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
    return new Set(results.flatMap((result) => (records[result.id as number]!.code ? [] : [records[result.id as number]!.page.path]))).size;
  }

  // Per record: its type's boost, and for a page or heading record its title's words (see titleBoosts).
  const typeBoost = Float64Array.from(records, (record) => TYPE_BOOST[record.type]);
  const titles = records.flatMap((record, id) => {
    const title = record.type === 'content' ? null : record.hierarchy[record.type];
    return title ? [{id, words: new Set(parse(title).map(singular))}] : [];
  });

  /** Page and heading records whose title shares words with the query, and their boost (see TITLE_MATCH). */
  function titleBoosts(queryWords: Set<string>): Map<number, number> {
    const boosts = new Map<number, number>();
    for (const {id, words} of titles) {
      let shared = 0;
      for (const word of queryWords) if (words.has(word)) shared += 1;
      if (shared === 0) continue;
      const overlap = shared / (words.size + queryWords.size - shared);
      boosts.set(id, 1 + TITLE_MATCH * overlap * overlap);
    }
    return boosts;
  }

  function run(slots: Slot[], combineWith: 'AND' | 'OR', prefixLast: boolean, titleBoost: Map<number, number>, whole: string | null): SearchResult[] {
    // Each word as typed, or its singular exactly. A prefix for the word being typed, and for
    // other words of 4+ letters so "deploy contract" finds "Deploying contracts". Typos only
    // for a word the index does not know: a real word is not also searched as a misspelling,
    // which keeps "fees" from matching "feeds" and the search fast. A run of words with
    // synonyms also matches any of them, exactly and a little below the words typed.
    const queries = slots.map((slot, s): Query => {
      const typed = slot.words.map((term, i) => {
        const last = s === slots.length - 1 && i === slot.words.length - 1;
        return typedQuery(term, last ? prefixLast : term.length >= 4);
      });
      const original: Query = typed.length === 1 ? typed[0]! : {combineWith: 'AND', queries: typed};
      if (slot.alternatives.length === 0) return original;
      const alternatives = slot.alternatives.map(
        (words): Query => ({combineWith: 'AND', queries: words.map(singular), prefix: false, fuzzy: false, boostTerm: () => SYNONYM_WEIGHT}),
      );
      return {combineWith: 'OR', queries: [original, ...alternatives]};
    });
    const query: Query = {combineWith, queries};
    return mini.search(
      // A pasted identifier (eth_getBalance) is also looked up whole, to tell the records that hold
      // it (see exactFirst); at a weight that leaves the ranking to its parts.
      whole ? {combineWith: 'OR', queries: [{queries: [whole], prefix: false, fuzzy: false, boostTerm: () => 0.01}, query]} : query,
      {
        tokenize: (text) => [text],
        processTerm: (term) => term,
        weights: {fuzzy: FUZZY_WEIGHT, prefix: PREFIX_WEIGHT},
        boostDocument: (id) => typeBoost[id as number]! * (titleBoost.get(id as number) ?? 1),
      },
    );
  }

  function search(query: string, options: EngineSearchOptions = {}): RankedRecord[] {
    const queryTerms = parse(query);
    if (queryTerms.length === 0) return [];
    // A trailing space means the last word is complete: no prefix search on it.
    const prefixLast = !/\s$/.test(query);
    const terms = informative(queryTerms);
    const titleBoost = titleBoosts(new Set(queryTerms.map(singular)));
    const slots = slotsOf(terms);
    const token = pastedToken(query);
    // A pasted identifier with two letters swapped (tez_newPreconfirmedReciepts) is still that identifier.
    const exact = token === null ? null : vocabulary.has(token) ? token : /[_-]/.test(token) ? (vocabulary.swaps(token)[0] ?? null) : null;
    const whole = exact && /[_-]/.test(exact) ? exact : null;
    let results = run(slots, options.combineWith ?? 'AND', prefixLast, titleBoost, whole);
    if ((options.combineWith ?? 'AND') === 'AND' && slots.length > 1 && pagesIn(results) < FEW_PAGES) {
      // Few pages have every word (the reader's words and the page's often differ by one:
      // "sending" for "send", "addresses" under "Contracts"): the records with some of them join,
      // ranked by score and the share of the words they have (see COVERAGE_POWER).
      const have = new Set(results.map((result) => result.id));
      const more = run(slots, 'OR', prefixLast, titleBoost, whole).filter((result) => !have.has(result.id));
      for (const result of more) result.score *= (slotsMatched(slots, result.terms) / slots.length) ** COVERAGE_POWER;
      results = results.concat(more).sort((a, b) => b.score - a.score);
    }
    if (exact) results = exactFirst(results, exact);
    const seen = new Set<string>();
    const ranked: RankedRecord[] = [];
    for (const result of results) {
      const record = records[result.id as number]!;
      if (options.distinct !== false) {
        if (seen.has(record.url)) continue;
        seen.add(record.url);
      }
      ranked.push({record, score: result.score, queryTerms, matchedTerms: result.terms});
    }
    return ranked;
  }

  return {records, search, parse};
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

const engines = new WeakMap<readonly SearchRecord[], SearchEngine>();

/** One engine per record list, shared by the dialog and the chatbot. */
export function engineFor(records: readonly SearchRecord[]): SearchEngine {
  let engine = engines.get(records);
  if (!engine) {
    engine = createSearchEngine(records);
    engines.set(records, engine);
  }
  return engine;
}

/** engineFor, built in slices (see createSearchEngineInSlices); engineFor returns it afterwards. */
export async function engineInSlicesFor(
  records: readonly SearchRecord[],
  yieldPoint: () => Promise<void> | void,
): Promise<SearchEngine> {
  const built = engines.get(records) ?? (await createSearchEngineInSlices(records, yieldPoint));
  // A synchronous engineFor call may have finished first: keep one engine per list.
  if (!engines.has(records)) engines.set(records, built);
  return engines.get(records)!;
}

/** The words of `text` with their offsets, for the highlighter. */
export function words(text: string): {word: string; start: number; end: number}[] {
  const out: {word: string; start: number; end: number}[] = [];
  for (const m of text.matchAll(WORD)) {
    out.push({word: normalize(m[0]), start: m.index!, end: m.index! + m[0].length});
  }
  return out;
}
