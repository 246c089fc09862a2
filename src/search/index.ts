/**
 * Local search: the build-time index, its ranking, and the DocSearch-compatible client.
 * The chatbot's local answer engine uses `loadSearchEngine` + `createRetriever`.
 */
export type {
  Hierarchy,
  PassageRetriever,
  RecordType,
  RetrievedPassage,
  SearchRecord,
} from './types';
export {loadSearchEngine} from './load';
export {createRetriever} from './retriever';
export {ASK_AI_EVENT, type AskAiEventDetail} from './askAi';
