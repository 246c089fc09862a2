/**
 * Full-text ranking over the build-time records (MiniSearch): prefix matching on the word being
 * typed, one typo from 4 letters (two from 8), and field boosts so that a page title beats a
 * heading, which beats a passing mention in a paragraph.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import type {RecordType, SearchRecord} from './types';
import {isStopWord, normalize, singular, tokenize, WORD} from './text';

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
  /** 'AND' (default) needs every word; falls back to 'OR' when nothing has them all. */
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
  heading: string;
  subheading: string;
  minorheading: string;
  content: string;
  title: string;
  section: string;
  category: string;
}

/** A field per role, so the boosts can say: title > h2 > h3 > text. */
const BOOST: Record<Exclude<keyof Doc, 'id'>, number> = {
  page: 10, // the page title, on the page's own lvl1 record
  heading: 6, // an h2, on its own record
  subheading: 4, // an h3
  minorheading: 3, // h4-h6
  content: 1, // paragraphs, list items, cells
  title: 1.2, // the page title repeated on every record of the page
  section: 1, // the headings a record sits under
  category: 0.5, // the sidebar category
};

const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 1.3,
  lvl2: 1.15,
  lvl3: 1.1,
  lvl4: 1.05,
  lvl5: 1.05,
  lvl6: 1.05,
  content: 1,
};

function toDoc(record: SearchRecord, id: number): Doc {
  const h = record.hierarchy;
  const levels = [h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6];
  const depth = record.type === 'content' ? 0 : record.type === 'lvl1' ? 1 : Number(record.type.slice(3));
  // The record's own heading is the deepest level it has; the rest is context.
  const own = depth >= 2 ? (levels[depth - 2] ?? '') : '';
  const above = levels.slice(0, depth >= 2 ? depth - 2 : undefined).filter(Boolean).join(' ');
  return {
    id,
    page: record.type === 'lvl1' ? h.lvl1 : '',
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

function tokenizeField(text: string): string[] {
  return tokenize(text);
}

/** Typo tolerance by word length, as Algolia's defaults: 1 typo from 4 letters, 2 from 8. */
export function typosAllowed(term: string): number {
  if (/^\d+$/.test(term)) return 0;
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
  hasPrefix(prefix: string): boolean {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < this.sorted.length && this.sorted[lo]!.startsWith(prefix);
  }
}

export function createSearchEngine(records: readonly SearchRecord[]): SearchEngine {
  const {mini, known} = emptyIndex();
  mini.addAll(records.map(toDoc));
  return engineOver(records, mini, known);
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
  const {mini, known} = emptyIndex();
  for (let i = 0; i < records.length; i++) {
    mini.add(toDoc(records[i]!, i));
    const pause = yieldPoint();
    if (pause) await pause;
  }
  return engineOver(records, mini, known);
}

/** A MiniSearch index with the engine's fields and term processing; `known` collects the indexed words. */
function emptyIndex(): {mini: MiniSearch<Doc>; known: Set<string>} {
  const fields = Object.keys(BOOST) as (keyof typeof BOOST)[];
  const known = new Set<string>();
  const mini = new MiniSearch<Doc>({
    fields,
    storeFields: [],
    tokenize: tokenizeField,
    processTerm: (term) => {
      const terms = processTerm(term);
      if (typeof terms === 'string') known.add(terms);
      else terms?.forEach((t) => known.add(t));
      return terms;
    },
    searchOptions: {boost: BOOST},
  });
  return {mini, known};
}

function engineOver(records: readonly SearchRecord[], mini: MiniSearch<Doc>, known: Set<string>): SearchEngine {
  const vocabulary = new Vocabulary(known);

  function parse(query: string): string[] {
    return tokenize(query).filter((term) => !isStopWord(term));
  }

  function run(terms: string[], combineWith: 'AND' | 'OR', prefixLast: boolean): SearchResult[] {
    // Each word as typed, or its singular exactly. A prefix for the word being typed, and for
    // other words of 4+ letters so "deploy contract" finds "Deploying contracts". Typos only
    // for a word the index does not know: a real word is not also searched as a misspelling,
    // which keeps "fees" from matching "feeds" and the search fast.
    const queries = terms.map((term, i): Query => {
      const last = i === terms.length - 1;
      const prefix = last ? prefixLast : term.length >= 4;
      const stem = singular(term);
      const known = vocabulary.has(term) || vocabulary.has(stem) || (prefix && vocabulary.hasPrefix(term));
      const typed: Query = {queries: [term], prefix, fuzzy: known ? false : typosAllowed(term)};
      return stem === term ? typed : {combineWith: 'OR', queries: [typed, {queries: [stem], prefix: false, fuzzy: false}]};
    });
    return mini.search(
      {combineWith, queries},
      {
        tokenize: (text) => [text],
        processTerm: (term) => term,
        weights: {fuzzy: 0.25, prefix: 0.6},
        boostDocument: (id) => TYPE_BOOST[records[id as number]!.type],
      },
    );
  }

  function search(query: string, options: EngineSearchOptions = {}): RankedRecord[] {
    const queryTerms = parse(query);
    if (queryTerms.length === 0) return [];
    // A trailing space means the last word is complete: no prefix search on it.
    const prefixLast = !/\s$/.test(query);
    let results = run(queryTerms, options.combineWith ?? 'AND', prefixLast);
    if (results.length === 0 && (options.combineWith ?? 'AND') === 'AND' && queryTerms.length > 1) {
      results = run(queryTerms, 'OR', prefixLast);
    }
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
