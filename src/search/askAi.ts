/**
 * Without an Algolia assistant, the search dialog's "Ask AI" closes the dialog and dispatches this
 * event on window; the chatbot (src/assistant) answers the question.
 */
export const ASK_AI_EVENT = 'etherlink:ask-ai';

export type AskAiEventDetail = {question: string};

export function dispatchAskAi(question: string): void {
  window.dispatchEvent(new CustomEvent<AskAiEventDetail>(ASK_AI_EVENT, {detail: {question}}));
}
