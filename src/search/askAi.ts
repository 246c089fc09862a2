/**
 * Hand-off from the search dialog's "Ask AI" entry to the site chatbot when no Algolia Ask AI
 * assistant is configured: the dialog closes and dispatches this event on window; the chatbot
 * (src/assistant) listens for it and answers the question.
 */
export const ASK_AI_EVENT = 'etherlink:ask-ai';

export interface AskAiEventDetail {
  question: string;
}

export function dispatchAskAi(question: string): void {
  window.dispatchEvent(new CustomEvent<AskAiEventDetail>(ASK_AI_EVENT, {detail: {question}}));
}
