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
  /** The text was cut to MAX_SAVED_MESSAGE_CHARS when it was kept. */
  truncated?: boolean;
}

export const CONVERSATION_KEY = 'etherlink-chatbot:conversation';
/**
 * What is kept, and so rendered again on every later visit: a long or hostile answer must not
 * come back whole forever. The newest messages win; a message over the size is cut.
 */
export const MAX_SAVED_MESSAGES = 20;
export const MAX_SAVED_MESSAGE_CHARS = 8_000;
export const MAX_SAVED_TOTAL_CHARS = 40_000;
const MAX_SAVED_SOURCES = 10;
const MAX_SAVED_FIELD_CHARS = 500;

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

const cut = (text: string | undefined, max: number) => (text !== undefined && text.length > max ? text.slice(0, max) : text);

/** One message within the size limits (also applied to what an older version stored). */
function bounded(message: ChatMessage): ChatMessage {
  const sources = Array.isArray(message.sources)
    ? message.sources
        .slice(0, MAX_SAVED_SOURCES)
        .filter((s) => typeof s?.url === 'string' && typeof s.title === 'string')
        .map((s) => ({url: cut(s.url, MAX_SAVED_FIELD_CHARS)!, title: cut(s.title, MAX_SAVED_FIELD_CHARS)!}))
    : undefined;
  const long = message.text.length > MAX_SAVED_MESSAGE_CHARS;
  return {
    ...message,
    text: long ? message.text.slice(0, MAX_SAVED_MESSAGE_CHARS) : message.text,
    ...(long ? {truncated: true} : {}),
    ...(sources ? {sources} : {}),
    ...(message.error !== undefined ? {error: cut(String(message.error), MAX_SAVED_FIELD_CHARS)} : {}),
    ...(message.question !== undefined ? {question: cut(String(message.question), MAX_SAVED_MESSAGE_CHARS)} : {}),
  };
}

/** The newest messages that fit the count and the total size, each within its own size. */
function withinLimits(messages: readonly ChatMessage[]): ChatMessage[] {
  const kept: ChatMessage[] = [];
  let total = 0;
  for (let i = messages.length - 1; i >= 0 && kept.length < MAX_SAVED_MESSAGES; i--) {
    const message = bounded(messages[i]!);
    total += JSON.stringify(message).length;
    if (total > MAX_SAVED_TOTAL_CHARS && kept.length > 0) break;
    kept.unshift(message);
  }
  return kept;
}

export function loadConversation(storage: StorageLike | null): ChatMessage[] {
  const saved = readJson(storage, CONVERSATION_KEY, isSaved);
  if (!saved) return [];
  return withinLimits(saved.messages.filter(isMessage)).map((message) =>
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
  writeJson(storage, CONVERSATION_KEY, {version: 1, messages: withinLimits(messages)} satisfies Saved);
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
