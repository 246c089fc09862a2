/**
 * Algolia-style `_highlightResult` / `_snippetResult` values, as DocSearch draws them (it reads
 * only `value`): the text HTML-escaped, matched words in <mark> (only the typed part of a prefix
 * match); snippets are a window of N words from just before the first match.
 */
import type {Match} from '../engine/engine';
import {escapeHtml, normalize, singular, WORD} from '../engine/text';

export interface HighlightValue {
  value: string;
}

/** A marked word: its index, and the marked part of the text. */
type Mark = {index: number; start: number; end: number};

/** Which words of `text` the search matched (typos and synonyms too), and how much of each to mark. */
function findMarks(text: string, match: Match) {
  const tokens = Array.from(text.matchAll(WORD), (m) => ({word: normalize(m[0]), start: m.index, end: m.index + m[0].length}));
  const matched = new Set(match.matchedTerms);
  const marks: Mark[] = [];
  tokens.forEach(({word, start, end}, index) => {
    const stem = singular(word);
    if (!matched.has(word) && !matched.has(stem) && !match.queryTerms.includes(word)) return;
    const whole = match.queryTerms.some((q) => q === word || singular(q) === stem);
    const prefix = whole ? undefined : match.queryTerms.find((q) => word.startsWith(q));
    // Only the typed part of a prefix match, when accents did not change the word's length.
    marks.push({index, start, end: prefix && word.length === end - start ? start + prefix.length : end});
  });
  return {tokens, marks};
}

/** Escapes text[from, to) and wraps the marks inside it. */
function render(text: string, from: number, to: number, marks: Mark[]): string {
  let out = '';
  let cursor = from;
  for (const mark of marks) {
    if (mark.start < from || mark.end > to) continue;
    out += `${escapeHtml(text.slice(cursor, mark.start))}<mark>${escapeHtml(text.slice(mark.start, mark.end))}</mark>`;
    cursor = mark.end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

export const highlight = (text: string, match: Match): HighlightValue => snippet(text, match, Infinity);

/** A window of `length` words from a little before the first match, as Algolia does. */
export function snippet(text: string, match: Match, length: number): HighlightValue {
  const {tokens, marks} = findMarks(text, match);
  if (tokens.length <= length) return {value: render(text, 0, text.length, marks)};
  const startWord = Math.max(0, Math.min((marks[0]?.index ?? 0) - 2, tokens.length - length));
  const endWord = startWord + length;
  const from = startWord === 0 ? 0 : tokens[startWord]!.start;
  const to = endWord === tokens.length ? text.length : tokens[endWord - 1]!.end;
  return {value: `${startWord > 0 ? '…' : ''}${render(text, from, to, marks)}${endWord < tokens.length ? '…' : ''}`};
}
