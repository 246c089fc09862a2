/**
 * The words the engine has loaded, and what a query can reach among them: prefixes, typos (as
 * MiniSearch counts them) and two swapped letters (as Algolia does). Only these go into the
 * MiniSearch index a search runs on (./engine.ts indexFor).
 */
import type {Query} from 'minisearch';

/** The positions [from, to) of a sorted list's values that start with `prefix`. */
export function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  let to = lo;
  while (to < sorted.length && sorted[to]!.startsWith(prefix)) to++;
  return [lo, to];
}

export class Vocabulary {
  private readonly words: ReadonlyMap<string, unknown>;
  private readonly sorted: string[];
  constructor(words: ReadonlyMap<string, unknown>) {
    this.words = words;
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
  startingWith(prefix: string): string[] {
    return this.sorted.slice(...prefixRange(this.sorted, prefix));
  }
  near(word: string, maxEdits: number): string[] {
    return this.sorted.filter((known) => withinEdits(known, word, maxEdits));
  }
  /** Known words that differ from `word` by two neighbouring letters swapped ("hardaht" → "hardhat"). */
  swaps(word: string): string[] {
    return swapsOf(word).filter((swapped) => this.words.has(swapped));
  }
}

/** `word` with two neighbouring letters swapped, each way. */
export function swapsOf(word: string): string[] {
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
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...next) > max) return false;
    row = next;
  }
  return row[b.length]! <= max;
}

/** The loaded terms `query` can match. Options pass down a query's tree, as in MiniSearch. */
export function reachOf(query: Query, vocabulary: Vocabulary): Set<string> {
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
