/**
 * The chatbot's view of the local search index: a passage retriever over the engine the search
 * dialog uses (fetched once, shared).
 */
import {createRetriever} from '@site/src/search/engine/retriever';
import {loadSearchEngine} from '@site/src/search/engine/load';
import type {Corpus} from './retrieval';

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
