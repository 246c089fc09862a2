/**
 * The conversation as data, and its persistence in localStorage. Kept out of the React components
 * so the rules (what is saved, what counts as history for the next question) are testable.
 */
import {readJson, removeItem, writeJson, type StorageLike} from '@site/src/lib/storage';
import type {AnswerSource, ChatTurn} from './engine/types';

export type MessageStatus = 'submitted' | 'streaming' | 'ready' | 'error';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  /** Markdown for answers, plain text for questions. */
  text: string;
  status: MessageStatus;
  /** The question an answer replies to (to offer the documentation answer after a failure). */
  question?: string;
  sources?: AnswerSource[];
  origin?: 'docs' | 'model';
  stopped?: boolean;
  feedback?: 'like' | 'dislike';
  /** Shown (as Markdown) when status is 'error'. */
  error?: string;
  /** The failed answer can be replaced by passages from the documentation. */
  canFallBack?: boolean;
}

export const CONVERSATION_KEY = 'etherlink-chatbot:conversation';
const MAX_SAVED_MESSAGES = 60;

interface Saved {
  version: 1;
  messages: ChatMessage[];
}

function isSaved(value: unknown): value is Saved {
  const saved = value as Saved | null;
  return Boolean(saved && saved.version === 1 && Array.isArray(saved.messages));
}

function isMessage(value: unknown): value is ChatMessage {
  const m = value as ChatMessage | null;
  return Boolean(
    m &&
      typeof m.id === 'string' &&
      (m.role === 'user' || m.role === 'assistant') &&
      typeof m.text === 'string' &&
      ['submitted', 'streaming', 'ready', 'error'].includes(m.status),
  );
}

export function loadConversation(storage: StorageLike | null): ChatMessage[] {
  const saved = readJson(storage, CONVERSATION_KEY, isSaved);
  if (!saved) return [];
  return saved.messages.filter(isMessage).map((message) =>
    // An answer that was still arriving when the page went away is kept as far as it got.
    message.status === 'submitted' || message.status === 'streaming'
      ? {...message, status: 'ready', stopped: true}
      : message,
  );
}

export function saveConversation(storage: StorageLike | null, messages: readonly ChatMessage[]): void {
  if (messages.length === 0) {
    removeItem(storage, CONVERSATION_KEY);
    return;
  }
  writeJson(storage, CONVERSATION_KEY, {version: 1, messages: messages.slice(-MAX_SAVED_MESSAGES)} satisfies Saved);
}

/** What the next question is asked with: the questions and the answers that completed. */
export function historyOf(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((m) => m.role === 'user' || (m.status === 'ready' && m.text.trim() !== ''))
    .map((m) => ({role: m.role, content: m.text}));
}

let counter = 0;
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}
