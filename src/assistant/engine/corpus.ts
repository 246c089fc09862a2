/**
 * The chatbot's view of the local search index: a passage retriever over the engine the search
 * dialog uses (fetched once, shared). It ranks as the dialog does, but any word may match
 * (questions are long), and only records with text unless `headings` asks for the others too.
 */
import type {SearchEngine} from '@site/src/search/engine/engine';
import {loadSearchEngine} from '@site/src/search/engine/load';
import type {Corpus, PassageRetriever, RetrievedPassage} from './retrieval';

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

let corpus: Promise<Corpus> | null = null;

export function loadCorpus(): Promise<Corpus> {
  corpus ??= loadSearchEngine().then(
    (engine) => ({retriever: createRetriever(engine)}),
    (error: unknown) => {
      corpus = null; // a failed download is retried on the next question
      throw error;
    },
  );
  return corpus;
}
