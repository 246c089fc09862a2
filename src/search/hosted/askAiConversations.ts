/**
 * Ask AI conversations that DocSearch keeps in localStorage, checked after hydration: DocSearch
 * reads every entry as it draws its start screen, and `[null]` or a message without `parts` threw
 * on every visit. What does not pass is dropped, the rest written back. By hand: Ask AI loads no zod.
 */
import {readJson, writeJson, type StorageLike} from '@site/src/lib/storage';
import {conversationsKey} from '../storageKeys';

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const hasQuery = (value: unknown): value is Loose => isObject(value) && optional(value.query, isString);

/** The parts DocSearch reads fields of, checked for those fields; parts of other types pass. */
function isPart(part: unknown): boolean {
  if (!isObject(part) || !isString(part.type)) return false;
  if (part.type === 'text' || part.type === 'reasoning') return isString(part.text);
  if (part.type === 'source-url') return isString(part.url);
  if (part.type !== 'tool-searchIndex') return true;
  // DocSearch's search step: it reads input.query, output.query and output.hits.
  return isString(part.toolCallId) && optional(part.input, hasQuery) && optional(part.output, (output) => hasQuery(output) && optional(output.hits, Array.isArray));
}

const isMessage = (message: unknown) =>
  isObject(message) && isString(message.id) && ['user', 'assistant', 'system'].includes(message.role as string) && Array.isArray(message.parts) && message.parts.every(isPart);

function isConversation(entry: unknown): boolean {
  if (!isObject(entry) || !isObject(entry.hierarchy)) return false;
  const {hierarchy, messages} = entry;
  return (
    entry.type === 'askAI' &&
    [entry.objectID, entry.query, entry.url, hierarchy.lvl0, hierarchy.lvl1].every(isString) &&
    ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].every((level) => hierarchy[level] == null || isString(hierarchy[level])) &&
    Array.isArray(messages) &&
    messages.length > 0 &&
    messages.every(isMessage)
  );
}

/** The conversations of a stored value that DocSearch can draw. Never throws. */
export const validConversations = (stored: unknown): unknown[] => (Array.isArray(stored) ? stored.filter(isConversation) : []);

/** Keeps only the valid conversations stored for `indexName`; returns how many were dropped. Never throws. */
export function repairStoredConversations(storage: StorageLike | null, indexName: string): number {
  const stored = readJson(storage, conversationsKey(indexName), Array.isArray);
  const valid = validConversations(stored);
  if (stored && valid.length < stored.length) writeJson(storage, conversationsKey(indexName), valid);
  return (stored?.length ?? 0) - valid.length;
}
