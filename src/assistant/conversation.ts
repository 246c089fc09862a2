/**
 * The conversation as data, and its persistence in localStorage. Kept out of the React components
 * so the rules (what is saved, what counts as history for the next question) are testable.
 */
import {removeItem, writeJson, type StorageLike} from '@site/src/lib/storage';
import * as z from '@site/src/lib/zod';
import {CONVERSATION_KEY} from './storageKey';
import type {AnswerSource, ChatTurn} from './engine/types';

export {CONVERSATION_KEY};

/**
 * What is kept, and so rendered again on every later visit: a long or hostile answer must not
 * come back whole forever. The newest messages win; a message over the size is cut.
 */
export const MAX_SAVED_MESSAGES = 20;
export const MAX_SAVED_MESSAGE_CHARS = 8_000;
export const MAX_SAVED_TOTAL_CHARS = 40_000;
const MAX_SAVED_SOURCES = 10;
const MAX_SAVED_FIELD_CHARS = 500;

/**
 * The stored shape, checked on the panel's first render: another version, or a message that does
 * not parse, is dropped and the reader told; a bad optional field is dropped, its message kept.
 * Before this check, either crashed the chatbot on every visit.
 */
export const CONVERSATION_VERSION = 1;

/** What the panel says when part of the stored conversation was dropped (here, not in labels.ts: first-load code). */
export const CONVERSATION_LOST =
  'Part of your previous conversation could not be read (it was saved in another format or damaged) and was removed.';

/** A site path ("/bridging/#fees"), never another host ("//host", "/\\host"). */
const sitePath = z.string().check(z.regex(/^\/(?![/\\])/));
const optionalText = z.catch(z.optional(z.string()), undefined);
const savedSource = z.object({url: sitePath, title: z.string()});

const savedMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  /** Markdown for answers, plain text for questions. */
  text: z.string(),
  status: z.enum(['submitted', 'streaming', 'ready', 'error']),
  /** The question an answer replies to (to offer the documentation answer after a failure). */
  question: optionalText,
  // Each source on its own: a bad one is dropped, not the answer.
  sources: z.catch(z.optional(z.array(z.catch(z.nullable(savedSource), null))), undefined),
  origin: z.catch(z.optional(z.enum(['docs', 'model'])), undefined),
  stopped: z.catch(z.optional(z.boolean()), undefined),
  feedback: z.catch(z.optional(z.enum(['like', 'dislike'])), undefined),
  /** Shown (as Markdown) when status is 'error'. */
  error: optionalText,
  /** The failed answer can be replaced by passages from the documentation. */
  canFallBack: z.catch(z.optional(z.boolean()), undefined),
  /** The text was cut to MAX_SAVED_MESSAGE_CHARS when it was kept. */
  truncated: z.catch(z.optional(z.boolean()), undefined),
});

/** A message of the conversation: the stored shape, its sources all parsed. */
export type ChatMessage = Omit<z.infer<typeof savedMessage>, 'sources'> & {sources?: AnswerSource[]};

const savedConversation = z.object({
  version: z.literal(CONVERSATION_VERSION),
  // Each message on its own: one that does not parse is dropped, not the conversation.
  messages: z.array(z.catch(z.nullable(savedMessage), null)),
});

/** The parsed message, its sources without those that did not parse. */
function toMessage({sources, ...rest}: z.infer<typeof savedMessage>): ChatMessage {
  return {...rest, sources: sources?.filter((source) => source !== null)};
}

/** One message within the size limits (also applied to what an older version stored). */
function bounded(message: ChatMessage): ChatMessage {
  const {text, sources, error, question} = message;
  return {
    ...message,
    text: text.slice(0, MAX_SAVED_MESSAGE_CHARS),
    ...(text.length > MAX_SAVED_MESSAGE_CHARS ? {truncated: true} : {}),
    sources: sources?.slice(0, MAX_SAVED_SOURCES).map((s) => ({url: s.url.slice(0, MAX_SAVED_FIELD_CHARS), title: s.title.slice(0, MAX_SAVED_FIELD_CHARS)})),
    error: error?.slice(0, MAX_SAVED_FIELD_CHARS),
    question: question?.slice(0, MAX_SAVED_MESSAGE_CHARS),
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

export interface LoadedConversation {
  messages: ChatMessage[];
  /** Part or all of what was stored could not be read (another format, a damaged message) and was dropped. */
  lost: boolean;
}

/** Reads the stored conversation; what does not parse is dropped (the next save rewrites it). */
export function readConversation(storage: StorageLike | null): LoadedConversation {
  let text: string | null;
  try {
    text = storage?.getItem(CONVERSATION_KEY) ?? null;
  } catch {
    return {messages: [], lost: false}; // storage blocked: nothing was kept
  }
  if (text === null) return {messages: [], lost: false};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {messages: [], lost: true};
  }
  const saved = z.safeParse(savedConversation, raw);
  if (!saved.success) return {messages: [], lost: true};
  const parsed = saved.data.messages.filter((message) => message !== null).map(toMessage);
  const messages = withinLimits(parsed).map((message) =>
    // An answer that was still arriving when the page went away is kept as far as it got.
    message.status === 'submitted' || message.status === 'streaming'
      ? {...message, status: 'ready' as const, stopped: true}
      : message,
  );
  return {messages, lost: parsed.length < saved.data.messages.length};
}

export function saveConversation(storage: StorageLike | null, messages: readonly ChatMessage[]): void {
  if (messages.length === 0) {
    removeItem(storage, CONVERSATION_KEY);
    return;
  }
  writeJson(storage, CONVERSATION_KEY, {version: CONVERSATION_VERSION, messages: withinLimits(messages)});
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
