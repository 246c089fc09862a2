/** Where the chatbot keeps its conversation (conversation.ts); also cleared by the chatbot's error boundary (src/theme/Root.tsx). */
export const CONVERSATION_KEY = 'etherlink-chatbot:conversation';
