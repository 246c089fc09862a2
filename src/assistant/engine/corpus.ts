/**
 * The chatbot's view of the local search index: a passage retriever over the engine the search
 * dialog uses (fetched once, shared). It ranks as the dialog does (records with every word, then,
 * for a long question, those with most of them), then records with any of the words; every record
 * of a page, and only records with text unless `headings` asks for the others too. Ranked by any
 * word alone, a passing mention of one rare word led: the first cited page answered 0.62-0.83 of
 * the blind sets' questions, against 0.80-0.93 now.
 */
import type {SearchEngine} from '@site/src/search/engine/engine';
import {loadSearchEngine} from '@site/src/search/engine/load';
import type {Corpus, PassageRetriever, RetrievedPassage} from './retrieval';

const MAX_PER_PAGE = 3;

export function createRetriever(engine: SearchEngine): PassageRetriever {
  return {
    async retrieve(query, {limit = 5, headings = false} = {}) {
      // A question is complete: a trailing space turns prefix matching off for its last word.
      const best = await engine.rank(`${query} `, {distinct: false});
      const ids = new Set(best.map((item) => item.id));
      // Then the records that share only some of the words, which the dialog's ranking leaves out.
      const ranked = best.concat((await engine.rank(`${query} `, {combineWith: 'OR', distinct: false})).filter((item) => !ids.has(item.id)));
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
