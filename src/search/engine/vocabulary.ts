/**
 * The words the engine has loaded, in MiniSearch's own radix tree: the known word closest to a
 * mistyped one (two swapped letters as Algolia counts them, then MiniSearch's edit distance, in
 * ./engine.ts corrected), and what a query can reach among them, its words and their prefixes.
 * Only these go into the MiniSearch index a search runs on (./engine.ts indexFor).
 */
import type {Query} from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';

export class Vocabulary<T> extends SearchableMap<T> {
  hasPrefix(prefix: string): boolean {
    return !this.atPrefix(prefix).keys().next().done;
  }
  /** The longest start of `term`, of `min` characters or more, that starts a known word. */
  longestPrefix(term: string, min: number): string | null {
    for (let n = term.length - 1; n >= min; n--) if (this.hasPrefix(term.slice(0, n))) return term.slice(0, n);
    return null;
  }
  /** Known words that differ from `word` by two neighbouring letters swapped ("hardaht" → "hardhat"). */
  swaps(word: string): string[] {
    return swapsOf(word).filter((swapped) => this.has(swapped));
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

/**
 * The loaded terms `query` can match: its words, and the words they start where it searches
 * prefixes. `prefix` passes down a query's tree, as in MiniSearch; the engine's queries have no typos.
 */
export function reachOf(query: Query, vocabulary: SearchableMap): Set<string> {
  const out = new Set<string>();
  const walk = (node: Query, prefix: boolean) => {
    if (typeof node === 'symbol') return;
    if (typeof node === 'string') {
      if (vocabulary.has(node)) out.add(node);
      if (prefix) for (const term of vocabulary.atPrefix(node).keys()) out.add(term);
      return;
    }
    if (node.fuzzy) throw new Error('the engine corrects typos before it searches (engine.ts corrected)');
    for (const child of node.queries) walk(child, node.prefix === undefined ? prefix : node.prefix === true);
  };
  walk(query, false);
  return out;
}
