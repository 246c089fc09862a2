/**
 * Reader's words → the docs' words, from the reviewed list in src/data/search-synonyms.json: the
 * engine also searches the alternatives of each run of query words, for the dialog and the chatbot.
 */
import data from '../../data/search-synonyms.json';
import {isStopWord, singular, tokenize} from './text';

export interface SynonymData {
  equivalent: string[][];
  oneWay: Record<string, string[]>;
}

/** A phrase as the engine sees it: its words, normalised, stop words dropped, singular. */
const key = (words: readonly string[]): string => words.map(singular).join(' ');
export const phraseWords = (phrase: string): string[] => tokenize(phrase).filter((word) => !isStopWord(word));

/** What a run of query words also searches: a list of alternatives, each a list of words; `longest`: words of the longest phrase. */
interface SynonymTable {
  readonly longest: number;
  lookup(words: readonly string[]): string[][] | undefined;
}

export function createSynonymTable({equivalent, oneWay}: SynonymData): SynonymTable {
  const table = new Map<string, string[][]>();
  const add = (from: string[], to: string[]) => {
    const k = key(from);
    if (!k || key(to) === k) return;
    const list = table.get(k) ?? [];
    if (!list.some((alt) => key(alt) === key(to))) list.push(to);
    table.set(k, list);
  };
  for (const group of equivalent) {
    const phrases = group.map(phraseWords).filter((words) => words.length > 0);
    for (const from of phrases) for (const to of phrases) add(from, to);
  }
  for (const [from, targets] of Object.entries(oneWay)) {
    for (const to of targets) add(phraseWords(from), phraseWords(to));
  }
  const longest = Math.max(1, ...[...table.keys()].map((k) => k.split(' ').length));
  return {longest, lookup: (words) => table.get(key(words))};
}

export const synonyms: SynonymTable = createSynonymTable(data as SynonymData);

/** A run of query words and what it also searches ([] when nothing). */
export type Slot = {words: string[]; alternatives: string[][]};

/** Splits query terms into slots, taking the longest phrase the table knows at each position. */
export function slotsOf(terms: readonly string[], table: SynonymTable = synonyms): Slot[] {
  const slots: Slot[] = [];
  for (let i = 0; i < terms.length; ) {
    let found: Slot | null = null;
    for (let n = Math.min(table.longest, terms.length - i); n >= 1 && !found; n--) {
      const words = terms.slice(i, i + n);
      const alternatives = table.lookup(words);
      if (alternatives) found = {words, alternatives};
    }
    const slot = found ?? {words: [terms[i]!], alternatives: []};
    slots.push(slot);
    i += slot.words.length;
  }
  return slots;
}
