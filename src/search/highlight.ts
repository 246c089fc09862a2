/**
 * Algolia-style `_highlightResult` / `_snippetResult` values: the text HTML-escaped, matched
 * words wrapped in the highlight tags (only the typed part of a prefix match), and for snippets
 * a window of N words around the best matches with the ellipsis where text was cut.
 */
import {typosAllowed, words, type Match} from './engine';
import {escapeHtml, singular} from './text';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightValue {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightTags {
  pre: string;
  post: string;
}

export const DEFAULT_TAGS: HighlightTags = {pre: '<mark>', post: '</mark>'};

function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return prev[b.length]!;
}

interface Mark {
  /** word index */
  index: number;
  start: number;
  /** end of the marked part (a prefix match marks only the typed letters) */
  end: number;
  queryTerm: string;
}

/** Which words of `text` match the query, and how much of each to mark. */
function findMarks(text: string, match: Match): {tokens: ReturnType<typeof words>; marks: Mark[]} {
  const tokens = words(text);
  const matched = new Set(match.matchedTerms);
  const marks: Mark[] = [];
  tokens.forEach((token, index) => {
    const stem = singular(token.word);
    if (!matched.has(token.word) && !matched.has(stem) && !match.queryTerms.includes(token.word)) return;
    let queryTerm = match.queryTerms.find((q) => q === token.word || singular(q) === stem);
    let end = token.end;
    if (!queryTerm) {
      queryTerm = match.queryTerms.find((q) => token.word.startsWith(q));
      // Mark the typed part of a prefix match, when accents did not change the word's length.
      if (queryTerm && token.word.length === token.end - token.start) end = token.start + queryTerm.length;
    }
    queryTerm ??= match.queryTerms.find((q) => editDistance(q, token.word, typosAllowed(q)) <= typosAllowed(q));
    if (queryTerm) marks.push({index, start: token.start, end, queryTerm});
  });
  return {tokens, marks};
}

function levelOf(marks: Mark[], match: Match): {matchLevel: MatchLevel; matchedWords: string[]} {
  const matchedWords = [...new Set(marks.map((m) => m.queryTerm))];
  const matchLevel: MatchLevel =
    matchedWords.length === 0 ? 'none' : matchedWords.length >= match.queryTerms.length ? 'full' : 'partial';
  return {matchLevel, matchedWords};
}

/** Escapes text[from, to) and wraps the marks inside it. */
function render(text: string, from: number, to: number, marks: Mark[], tags: HighlightTags): string {
  let out = '';
  let cursor = from;
  for (const mark of marks) {
    if (mark.start < from || mark.end > to) continue;
    out += escapeHtml(text.slice(cursor, mark.start));
    out += tags.pre + escapeHtml(text.slice(mark.start, mark.end)) + tags.post;
    cursor = mark.end;
  }
  return out + escapeHtml(text.slice(cursor, to));
}

export function highlight(text: string, match: Match, tags: HighlightTags = DEFAULT_TAGS): HighlightValue {
  const {tokens, marks} = findMarks(text, match);
  const {matchLevel, matchedWords} = levelOf(marks, match);
  const marked = marks.reduce((sum, m) => sum + (m.end - m.start), 0);
  const letters = tokens.reduce((sum, t) => sum + (t.end - t.start), 0);
  return {
    value: render(text, 0, text.length, marks, tags),
    matchLevel,
    matchedWords,
    ...(matchLevel === 'full' && marked === letters ? {fullyHighlighted: true} : {}),
  };
}

/**
 * A window of `length` words, placed to show as many matched words as possible with a little
 * context before the first one, as Algolia does.
 */
export function snippet(
  text: string,
  match: Match,
  length: number,
  tags: HighlightTags = DEFAULT_TAGS,
  ellipsis = '…',
): SnippetValue {
  const {tokens, marks} = findMarks(text, match);
  const {matchLevel} = levelOf(marks, match);
  if (tokens.length <= length) return {value: render(text, 0, text.length, marks, tags), matchLevel};

  let startWord = 0;
  if (marks.length > 0) {
    let best = -1;
    for (const mark of marks) {
      const candidate = Math.max(0, Math.min(mark.index - 2, tokens.length - length));
      const covered = new Set(
        marks.filter((m) => m.index >= candidate && m.index < candidate + length).map((m) => m.queryTerm),
      ).size;
      if (covered > best) {
        best = covered;
        startWord = candidate;
      }
    }
  }
  const endWord = Math.min(tokens.length, startWord + length);
  const from = startWord === 0 ? 0 : tokens[startWord]!.start;
  const to = endWord === tokens.length ? text.length : tokens[endWord - 1]!.end;
  const value = render(text, from, to, marks, tags);
  return {
    value: `${startWord > 0 ? ellipsis : ''}${value}${endWord < tokens.length ? ellipsis : ''}`,
    matchLevel,
  };
}
