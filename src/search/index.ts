/** Local search's ranking, as the chatbot's local answer engine uses it (src/assistant/engine/corpus.ts). */
export {createRetriever} from './retriever';
