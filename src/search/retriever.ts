/**
 * Passage retrieval for the chatbot's local answer engine: the same ranking as the search
 * dialog, but any word may match (questions are long) and only records with text are returned,
 * unless `headings` asks for the page and heading records too (their text is what follows them).
 */
import {engineFor} from './engine';
import type {PassageRetriever, RetrievedPassage, SearchRecord} from './types';

const MAX_PER_PAGE = 3;

export function createRetriever(records: readonly SearchRecord[]): PassageRetriever {
  const engine = engineFor(records);
  return {
    retrieve(query: string, {limit = 5, headings = false}: {limit?: number; headings?: boolean} = {}): RetrievedPassage[] {
      // A question is complete: a trailing space turns prefix matching off for its last word.
      const ranked = engine.search(`${query} `, {combineWith: 'OR', distinct: false});
      const perPage = new Map<string, number>();
      const seenText = new Set<string>();
      const passages: RetrievedPassage[] = [];
      for (const {record, score} of ranked) {
        if (passages.length >= limit) break;
        if (record.content ? seenText.has(record.content) : !headings) continue;
        const count = perPage.get(record.page.path) ?? 0;
        if (count >= MAX_PER_PAGE) continue;
        perPage.set(record.page.path, count + 1);
        if (record.content) seenText.add(record.content);
        passages.push({record, score});
      }
      return passages;
    },
  };
}
