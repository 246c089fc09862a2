/**
 * objectID of the n-th record (from 0) of a URL: stable while the section keeps its text order,
 * and free on the wire (a random-looking id per record would cost a quarter of the gzip size).
 */
export function recordObjectId(url: string, ordinal: number): string {
  return `${url}~${ordinal}`;
}

/** Gives each record of a list its objectID, counting records per URL in list order. */
export function objectIdCounter(): (url: string) => string {
  const counts = new Map<string, number>();
  return (url) => {
    const n = counts.get(url) ?? 0;
    counts.set(url, n + 1);
    return recordObjectId(url, n);
  };
}

/**
 * The on-the-wire shape of search/index.<hash>.json. Page data is stored once and records
 * point at it, which keeps the file small; `decodeIndex` rebuilds full SearchRecords.
 */
import type {Hierarchy, RecordType, SearchRecord} from './types';

export interface WirePage {
  path: string;
  title: string;
  description: string;
  keywords?: string[];
  /** Sidebar category label (hierarchy.lvl0). */
  category: string;
}

export interface WireRecord {
  /** index into `pages` */
  p: number;
  t: RecordType;
  /** anchor without '#', '' for the top of the page */
  a: string;
  /** hierarchy.lvl2 … lvl6, trailing nulls dropped */
  h?: (string | null)[];
  /** content */
  c?: string;
  /** 1: the content is code (SearchRecord.code) */
  k?: 1;
}

export interface WireIndex {
  version: 1;
  pages: WirePage[];
  records: WireRecord[];
}

export function encodeIndex(records: SearchRecord[]): WireIndex {
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

export function decodeIndex(data: unknown): SearchRecord[] {
  const index = data as Partial<WireIndex> | null;
  if (!index || index.version !== 1 || !Array.isArray(index.pages) || !Array.isArray(index.records)) {
    throw new Error('Search index has an unknown format');
  }
  const pages = index.pages;
  const nextId = objectIdCounter();
  return index.records.map((r, i) => {
    const page = pages[r.p];
    if (!page) throw new Error(`Search record ${i} points at a missing page`);
    const h = r.h ?? [];
    const hierarchy: Hierarchy = {
      lvl0: page.category,
      lvl1: page.title,
      lvl2: h[0] ?? null,
      lvl3: h[1] ?? null,
      lvl4: h[2] ?? null,
      lvl5: h[3] ?? null,
      lvl6: h[4] ?? null,
    };
    const url = r.a ? `${page.path}#${r.a}` : page.path;
    return {
      objectID: nextId(url),
      url,
      type: r.t,
      hierarchy,
      content: r.c ?? null,
      ...(r.k === 1 ? {code: true as const} : {}),
      page: {
        path: page.path,
        title: page.title,
        description: page.description,
        ...(page.keywords?.length ? {keywords: page.keywords} : {}),
      },
    };
  });
}
