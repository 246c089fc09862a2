/**
 * Builds the search index and cuts it into fragments (format: src/search/engine/wire.ts), so that a search
 * fetches only the terms of its words and the pages of the hits it shows. Measured with
 * `npm run bench:scale`: at 68 pages the single index file was 136 KB gzip, all fetched before the
 * first hits; at ten times the pages 1,313 KB, and indexing it in the browser put the first hits
 * 17-20 s after the last key at 4x CPU. Fragments keep both a few KB per search at any size.
 *
 * MiniSearch indexes every record here, at build time. Each term's weight in each record is then
 * stored with the record's field length already in it (BM25's b), so the browser ranks with the
 * loaded terms alone exactly as the whole index would (`createSearchEngine` below is that, in memory,
 * for tests and tools).
 */
import MiniSearch from 'minisearch';
import {BM25, FIELDS, parse, SearchEngine, WEIGHT_STEPS, type Field} from '../../src/search/engine/engine';
import {DOC_KINDS} from '../../src/search/engine/wire';
import {indexTokens, isStopWord, singular} from '../../src/search/engine/text';
import type {SearchRecord} from '../../src/search/engine/types';
import {fetchSearchEngine} from '../../src/search/engine/load';
import {decodeIndex, type SearchManifest, type TermFragment, type WireIndex, type WirePage, type WireRecord} from '../../src/search/engine/wire';

/** A fragment holds terms of one prefix up to about this many characters of JSON; a larger one is split by the next letter. */
export const MAX_FRAGMENT_CHARS = 30_000;

/**
 * A chunk of records (what a hit's text comes from) holds whole sections of a page up to about this
 * many characters of text. Whole pages (2.7 KB gzip each on average) made the 20 hits of a search
 * cost 40-75 KB; chunks of about this size, 15-25 KB.
 */
export const CHUNK_CHARS = 1_500;

type Doc = Partial<Record<Field, string>> & {id: number};

function toDoc(record: SearchRecord, id: number): Doc {
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

/** Records on the wire: each page's data once, records pointing at it (decodeIndex reverses it). */
export function encodeIndex(records: readonly SearchRecord[]): WireIndex {
  const pages: WirePage[] = [];
  const pageIndex = new Map<string, number>();
  const wire = records.map((record): WireRecord => {
    let p = pageIndex.get(record.page.path);
    if (p === undefined) {
      p = pages.length;
      pageIndex.set(record.page.path, p);
      pages.push({...record.page, category: record.hierarchy.lvl0});
    }
    const {lvl2, lvl3, lvl4, lvl5, lvl6} = record.hierarchy;
    const h = [lvl2, lvl3, lvl4, lvl5, lvl6];
    while (h.length > 0 && h[h.length - 1] === null) h.pop();
    const hash = record.url.indexOf('#');
    return {
      p,
      t: record.type,
      a: hash === -1 ? '' : record.url.slice(hash + 1),
      ...(h.length > 0 ? {h} : {}),
      ...(record.content !== null ? {c: record.content} : {}),
      ...(record.code ? {k: 1 as const} : {}),
    };
  });
  return {version: 1, pages, records: wire};
}

/** Indexes a plural under its singular too, so "fee" finds "fees" and "fees" finds "fee". */
function processTerm(term: string): string | string[] | null {
  if (isStopWord(term)) return null;
  const stem = singular(term);
  return stem === term ? term : [term, stem];
}

/** Every record in one MiniSearch index, and how many pages use each term. */
function indexRecords(records: readonly SearchRecord[]) {
  const pageCount = new Map<string, {last: string; pages: number}>();
  let currentPage = '';
  const count = (term: string) => {
    const entry = pageCount.get(term);
    if (!entry) pageCount.set(term, {last: currentPage, pages: 1});
    else if (entry.last !== currentPage) {
      entry.last = currentPage;
      entry.pages += 1;
    }
  };
  const mini = new MiniSearch<Doc>({
    fields: FIELDS,
    storeFields: [],
    tokenize: indexTokens,
    processTerm: (term) => {
      const terms = processTerm(term);
      if (typeof terms === 'string') count(terms);
      else terms?.forEach(count);
      return terms;
    },
  });
  records.forEach((record, id) => {
    currentPage = record.page.path;
    mini.add(toDoc(record, id));
  });
  return {mini, pageCount};
}

/** The distinct words of a heading, as the engine compares them with a query's. */
function titleWordCount(title: string): number {
  return new Set(parse(title).map(singular)).size;
}

export interface Fragments {
  manifest: Omit<SearchManifest, 'base'>;
  terms: TermFragment[];
  chunks: WireIndex[];
}

/**
 * The records with those of one URL together (a page may come back to a section's anchor), in
 * their order otherwise: the manifest can then tell one URL from the next by where it starts.
 */
function urlsTogether(records: readonly SearchRecord[]): SearchRecord[] {
  const byUrl = new Map<string, SearchRecord[]>();
  for (const record of records) byUrl.set(record.url, [...(byUrl.get(record.url) ?? []), record]);
  return [...byUrl.values()].flat();
}

export function buildFragments(input: readonly SearchRecord[], maxChars = MAX_FRAGMENT_CHARS): Fragments {
  const records = urlsTogether(input);
  const {mini, pageCount} = indexRecords(records);
  const json = mini.toJSON();
  const {k, b} = BM25;
  const entries: [string, string, TermFragment[string]][] = json.index.map(([term, fields]) => {
    const byField: Record<string, [number[], number[]]> = {};
    for (const [field, docs] of Object.entries(fields)) {
      const ids = Object.keys(docs).map(Number).sort((x, y) => x - y);
      const weights = ids.map((id) => {
        const tf = docs[id]!;
        const length = json.fieldLength[id]![Number(field)]!;
        const weight = (tf * (k + 1)) / (tf + k * (1 - b + (b * length) / json.averageFieldLength[Number(field)]!));
        return Math.min(WEIGHT_STEPS - 1, Math.max(1, Math.round((weight / (k + 1)) * WEIGHT_STEPS)));
      });
      byField[field] = [ids.map((id, i) => id - (ids[i - 1] ?? 0)), weights];
    }
    const entry: TermFragment[string] = [pageCount.get(term)?.pages ?? 0, byField];
    return [term, JSON.stringify(entry), entry];
  });
  entries.sort(([a], [b2]) => (a < b2 ? -1 : a > b2 ? 1 : 0));

  // Split by prefix, one letter deeper where a fragment would be too large.
  const groups: [string, typeof entries][] = [];
  const split = (prefix: string, list: typeof entries) => {
    const size = list.reduce((n, [term, text]) => n + term.length + text.length + 4, 0);
    if (size <= maxChars || list.length === 1) return void groups.push([prefix, list]);
    const own = list.filter(([term]) => term.length === prefix.length);
    if (own.length) groups.push([prefix, own]);
    const byNext = new Map<string, typeof entries>();
    for (const entry of list) {
      if (entry[0].length === prefix.length) continue;
      const next = prefix + [...entry[0].slice(prefix.length)][0];
      byNext.set(next, [...(byNext.get(next) ?? []), entry]);
    }
    for (const [next, sub] of byNext) split(next, sub);
  };
  split('', entries);
  groups.sort(([a], [b2]) => (a < b2 ? -1 : a > b2 ? 1 : 0));

  const pageStarts: number[] = [];
  const categories: string[] = [];
  const pageCategories: number[] = [];
  const titleWords: number[] = [];
  let docs = '';
  const chunkStarts: number[] = [];
  let chunkChars = 0;
  records.forEach((record, id) => {
    const previous = records[id - 1];
    const newPage = previous?.page.path !== record.page.path;
    const newUrl = previous?.url !== record.url;
    if (newPage || (newUrl && chunkChars >= CHUNK_CHARS)) {
      chunkStarts.push(id);
      chunkChars = 0;
    }
    chunkChars += (record.content ?? '').length + 40;
    if (newPage) {
      pageStarts.push(id);
      if (!categories.includes(record.hierarchy.lvl0)) categories.push(record.hierarchy.lvl0);
      pageCategories.push(categories.indexOf(record.hierarchy.lvl0));
    }
    const kind = record.code ? 7 : record.type === 'content' ? 6 : Number(record.type.slice(3)) - 1;
    docs += DOC_KINDS[kind + (newUrl ? 8 : 0) + (chunkStarts.at(-1) === id ? 16 : 0)];
    if (record.type !== 'content') titleWords.push(titleWordCount(record.hierarchy[record.type] ?? ''));
  });
  const terms = groups.map(([, list]) => Object.fromEntries(list.map(([term, , entry]) => [term, entry])));
  const chunks = chunkStarts.map((start, n) => encodeIndex(records.slice(start, chunkStarts[n + 1] ?? records.length)));
  const bytes = (files: unknown[]) => Math.max(1, ...files.map((file) => new TextEncoder().encode(JSON.stringify(file)).length));
  return {
    manifest: {version: 3, keys: groups.map(([key]) => key), docs, pages: pageStarts, pageCategories, categories, titleWords, largest: {terms: bytes(terms), chunk: bytes(chunks)}},
    terms,
    chunks,
  };
}

/** The engine over fragments built in memory: what the browser gets, without the network. */
export function engineOverFragments({manifest, terms, chunks}: Fragments): SearchEngine {
  return new SearchEngine({
    manifest: {...manifest, base: ''},
    terms: async (n) => terms[n]!,
    chunk: async (n) => decodeIndex(chunks[n]),
  });
}

const built = new WeakMap<readonly SearchRecord[], Fragments>();

/** An engine over these records, built as for the site (the fragments once per record list). */
export function createSearchEngine(records: readonly SearchRecord[]): SearchEngine {
  let fragments = built.get(records);
  if (!fragments) {
    fragments = buildFragments(records);
    built.set(records, fragments);
  }
  return engineOverFragments(fragments);
}
/** Every record of a built site, chunk by chunk (for tools and tests that read the build). */
export function readBuiltRecords(outDir: string, readJson: (file: string) => unknown): SearchRecord[] {
  const manifest = readJson(`${outDir}/search/manifest.json`) as SearchManifest;
  const folder = `${outDir}/${manifest.base.replace(/^\/+/, '')}`;
  const chunks = [...manifest.docs].filter((char) => DOC_KINDS.indexOf(char) >= 16).length;
  return Array.from({length: chunks}, (_, n) => decodeIndex(readJson(`${folder}c${n}.json`))).flat();
}

/**
 * The engine over a built site's files, as the browser fetches them: `read` gets each site path
 * (manifest, fragments, chunks) the searches ask for, so tools can count what a query costs.
 */
export function builtEngine(read: (sitePath: string) => Buffer): Promise<SearchEngine> {
  return fetchSearchEngine(async (path) => new Response(new Uint8Array(read(path))));
}
