/**
 * The chatbot's view of the local search index: the records (downloaded once, shared with the
 * search dialog) and a passage retriever over them.
 */
import {createRetriever, loadSearchRecords} from '@site/src/search';
import type {Corpus} from './retrieval';

let corpus: Promise<Corpus> | null = null;

export function loadCorpus(): Promise<Corpus> {
  corpus ??= loadSearchRecords().then(
    (records) => ({records, retriever: createRetriever(records)}),
    (error: unknown) => {
      corpus = null; // a failed download is retried on the next question
      throw error;
    },
  );
  return corpus;
}
