import {MAX_QUESTION_CHARS} from '@site/src/search/engine/limits';
import {formatInteger} from '@site/src/lib/formatNumber';

/** The chatbot's words, in one place for the UI and the tests. */
export const CHATBOT = {
  title: 'Etherlink/Tezos documentation chatbot (beta)',
  welcome: 'Hi! How can I help you learn about Etherlink and Tezos?',
  suggestedQuestions: ['What development tools does Etherlink support?', 'What assets can I bridge to Etherlink?'],
  footer: 'AI-generated answers may contain errors. Verify them against the documentation before you rely on them.',
  footerLink: {to: '/get-started/chatbot', label: 'About the chatbot'},
  placeholder: 'Ask a question about Etherlink or Tezos',
  questionLimit: `Questions are limited to ${formatInteger(MAX_QUESTION_CHARS)} characters; the rest was not added.`,
  stopped: 'You stopped this response',
  truncated: 'This answer was shortened when it was saved.',
  thanks: 'Thanks for your feedback!',
  sources: 'Sources',
} as const;
