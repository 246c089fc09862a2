/**
 * Passages for the chatbot's local answer engine: the dialog's ranking, but any word may match
 * (questions are long), and only records with text unless `headings` asks for the others too.
 */
import type {SearchEngine} from './engine';
import type {PassageRetriever, RetrievedPassage} from './types';

const MAX_PER_PAGE = 3;

export function createRetriever(engine: SearchEngine): PassageRetriever {
  return {
    async retrieve(query, {limit = 5, headings = false} = {}) {
      // A question is complete: a trailing space turns prefix matching off for its last word.
      const ranked = await engine.rank(`${query} `, {combineWith: 'OR', distinct: false});
      const perPage = new Map<number, number>();
      const seenText = new Set<string>();
      const passages: RetrievedPassage[] = [];
      for (const item of ranked) {
        if (passages.length >= limit) break;
        const count = perPage.get(item.page) ?? 0;
        if (count >= MAX_PER_PAGE) continue;
        // Only the pages of the passages read are fetched.
        const [{record}] = await engine.withRecords([item]);
        if (record.content ? seenText.has(record.content) : !headings) continue;
        perPage.set(item.page, count + 1);
        if (record.content) seenText.add(record.content);
        passages.push({record, score: item.score, pageRecords: await engine.pageRecords(item.id)});
      }
      return passages;
    },
  };
}
