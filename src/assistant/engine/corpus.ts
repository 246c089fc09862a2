/**
 * The chatbot's view of the local search index: the records (downloaded once, shared with the
 * search dialog) and a passage retriever over them.
 */
import {createRetriever} from '@site/src/search';
import {loadSearchEngine} from '@site/src/search/load';
import type {Corpus} from './retrieval';

let corpus: Promise<Corpus> | null = null;

export function loadCorpus(): Promise<Corpus> {
  // The engine is built in slices (and shared with the search dialog): the retriever reuses it.
  corpus ??= loadSearchEngine().then(
    ({records}) => ({records, retriever: createRetriever(records)}),
    (error: unknown) => {
      corpus = null; // a failed download is retried on the next question
      throw error;
    },
  );
  return corpus;
}
