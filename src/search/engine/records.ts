/**
 * What the manifest says of each record and fragment, as the engine looks it up while it ranks:
 * a record's kind, URL, page and chunk, and the fragments a word is in (format: ./wire.ts).
 */
import type {RecordType} from './types';
import type {SearchManifest} from './wire';
import {prefixRange} from './vocabulary';

/** A record's boost by its kind: a page above its headings, a heading above its text. */
const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 1.3,
  lvl2: 1.15,
  lvl3: 1.1,
  lvl4: 1.05,
  lvl5: 1.05,
  lvl6: 1.05,
  content: 1,
};

const KIND_TYPES: RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content', 'content'];
export const CODE_KIND = 7;
/** The manifest's characters per record (see SearchManifest.docs). */
export const DOC_KINDS = 'abcdefghijklmnopqrstuvwxyzABCDEF';

/** Per record, what ranking needs before its text is loaded (from the manifest). */
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
  const typeBoost = Float64Array.from(kind, (k) => TYPE_BOOST[KIND_TYPES[k]!]);
  return {count, kind, urlStart, pageOf, chunkOf, chunkStarts, titleWords, typeBoost};
}

/** The fragments a word is in: the one with the longest key it starts with (and, for a prefix, every key below it). */
export function fragmentFinder(keys: readonly string[]) {
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

export type RecordTable = ReturnType<typeof recordTable>;
