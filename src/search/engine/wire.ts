/**
 * The index on the wire (written by plugins/search-index/fragments.ts): search/manifest.json
 * (revalidated), what every search needs; immutable fragments, `${base}t<n>.json`, the terms that
 * start with keys[n]; immutable chunks, `${base}c<n>.json`, whole sections of one page.
 */
import type {Hierarchy, PageInfo, RecordType, SearchRecord} from './types';
import SearchableMap from 'minisearch/SearchableMap';

export interface SearchManifest {
  version: 3;
  /** Start of the names of this build's fragment and chunk files, e.g. "/search/i.3f9a1c2b.". */
  base: string;
  /** Term prefixes, sorted: fragment n holds the terms that start with keys[n] and with no longer key. */
  keys: string[];
  /** Per record, a character of DOC_KINDS: its kind (0-5 lvl1-lvl6, 6 text, 7 code), + 8 at a new URL, + 16 at a new chunk. */
  docs: string;
  /** Per page: its first record, and its sidebar category (a position in `categories`). */
  pages: number[];
  pageCategories: number[];
  categories: string[];
  /** Per heading record (a-f), in order: the distinct words of its heading (see the engine's title match). */
  titleWords: number[];
  /** Bytes of the largest fragment and chunk: the dialog reads no longer file (./load.ts). */
  largest: {terms: number; chunk: number};
}

/** The index's data is too large, not JSON, or not of this format: the dialog says it is damaged. */
export class DamagedIndexError extends Error {
  override name = 'DamagedIndexError';
}

/** Whether `error` says the index is damaged: its name survives the worker's messages. */
export const isDamaged = (error: unknown): boolean => error instanceof Error && error.name === 'DamagedIndexError';

/**
 * term -> [pages that use it, {field id: [record positions as gaps from the one before, weights]}].
 * A weight is the term's BM25 term-frequency part in that field of that record (its field length
 * in it), in ten-thousandths of its maximum (k + 1).
 */
export type TermFragment = Record<string, [number, Record<string, [number[], number[]]>]>;

/** A page and its sidebar category (hierarchy.lvl0). */
export type WirePage = PageInfo & {category: string};

export interface WireRecord {
  p: number; // its page's position in `pages`
  t: RecordType;
  a: string; // the anchor without '#', '' for the top of the page
  h?: (string | null)[]; // hierarchy.lvl2 … lvl6, trailing nulls dropped
  c?: string; // content
  k?: 1; // the content is code (SearchRecord.code)
}

/** A chunk file: its page and its records. */
export interface WireIndex {
  version: 1;
  pages: WirePage[];
  records: WireRecord[];
}

export function decodeIndex(data: unknown): SearchRecord[] {
  const index = data as Partial<WireIndex> | null;
  if (!index || index.version !== 1 || !Array.isArray(index.pages) || !Array.isArray(index.records)) {
    throw new DamagedIndexError('Search index has an unknown format');
  }
  const pages = index.pages;
  const nextId = objectIdCounter();
  return index.records.map((r, i) => {
    const page = pages[r.p];
    if (!page) throw new DamagedIndexError(`Search record ${i} points at a missing page`);
    const [lvl2 = null, lvl3 = null, lvl4 = null, lvl5 = null, lvl6 = null] = r.h ?? [];
    const hierarchy: Hierarchy = {lvl0: page.category, lvl1: page.title, lvl2, lvl3, lvl4, lvl5, lvl6};
    const url = r.a ? `${page.path}#${r.a}` : page.path;
    return {
      objectID: nextId(url),
      url,
      type: r.t,
      hierarchy,
      content: r.c ?? null,
      ...(r.k === 1 ? {code: true as const} : {}),
      page: {path: page.path, title: page.title, description: page.description, ...(page.keywords?.length ? {keywords: page.keywords} : {})},
    };
  });
}

export const CODE_KIND = 7;
/** The manifest's characters per record (see SearchManifest.docs). */
export const DOC_KINDS = 'abcdefghijklmnopqrstuvwxyzABCDEF';
/** A record's boost by its kind (lvl1-lvl6, text, code): a page above its headings, a heading above its text. */
const KIND_BOOST = [1.3, 1.15, 1.1, 1.05, 1.05, 1.05, 1, 1];

/** Per record, what ranking needs before its text is loaded: its kind, URL, page and chunk. */
export function recordTable(manifest: SearchManifest) {
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
  const typeBoost = Float64Array.from(kind, (k) => KIND_BOOST[k]!);
  return {count, kind, urlStart, pageOf, chunkOf, chunkStarts, titleWords, typeBoost};
}

/** The fragments a word is in: the one with the longest key it starts with (and, for a prefix, every key below it). */
export function fragmentFinder(keys: readonly string[]) {
  const byKey = SearchableMap.from(keys.map((key, n) => [key, n]));
  return (term: string, prefix: boolean): number[] => {
    let own = -1;
    for (let n = term.length; n >= 0 && own === -1; n--) own = byKey.get(term.slice(0, n)) ?? -1;
    return [...(own === -1 ? [] : [own]), ...(prefix ? byKey.atPrefix(term).values() : [])];
  };
}

/**
 * objectIDs `${url}~${n}` for the n-th record of a URL in list order: stable while the section keeps
 * its text order, and free on the wire (a random-looking id would cost a quarter of the gzip size).
 */
export function objectIdCounter(): (url: string) => string {
  const counts = new Map<string, number>();
  return (url) => {
    const n = counts.get(url) ?? 0;
    counts.set(url, n + 1);
    return `${url}~${n}`;
  };
}
