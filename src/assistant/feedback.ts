/** Like/Dislike on an answer: sent to the tag manager's dataLayer when the page has one. */
export interface AnswerFeedback {
  messageId: string;
  /** 1 like, 0 dislike: the values DocSearch's Ask AI sends too. */
  value: 1 | 0;
  origin: 'docs' | 'model' | undefined;
}

export async function sendAnswerFeedback(feedback: AnswerFeedback): Promise<void> {
  const dataLayer = (window as unknown as {dataLayer?: unknown[]}).dataLayer;
  if (Array.isArray(dataLayer)) dataLayer.push({event: 'chatbot_feedback', ...feedback});
}
