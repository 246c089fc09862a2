/**
 * Ask AI conversations that DocSearch 4.4 keeps in localStorage (`__DOCSEARCH_ASKAI_CONVERSATIONS__`
 * and the index name), checked before DocSearch reads them. DocSearch only checks
 * that the stored value is an array, then dereferences every entry as it renders the start screen or
 * reopens a conversation: `[null]`, a conversation whose `messages` is a string, or a message
 * without `parts` threw on every visit until the reader cleared the site's data. What does not pass
 * is dropped and the key rewritten (removed when nothing is left); a conversation too big to parse
 * on every render (DocSearch reads the key on each render of the dialog) is dropped too.
 * tests/unit/ask-ai-conversations.test.ts holds the shapes and a seeded fuzz of 1,000 JSON values.
 */
export const CONVERSATIONS_KEY_PREFIX = '__DOCSEARCH_ASKAI_CONVERSATIONS__';
/** DocSearch keeps 10; more are never shown. */
const MAX_CONVERSATIONS = 10;
/** A conversation of a few exchanges of capped answers is well under this. */
const MAX_CONVERSATION_CHARS = 400_000;

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const TOOL_STATES: unknown[] = ['input-streaming', 'input-available', 'output-available', 'output-error'];

/** The parts DocSearch dereferences, as it reads them; parts of other types are kept as they are. */
function isPart(part: unknown): boolean {
  if (!isObject(part) || !isString(part.type)) return false;
  switch (part.type) {
    case 'text':
    case 'reasoning':
      return isString(part.text);
    case 'source-url':
      return isString(part.url);
    case 'tool-searchIndex': // DocSearch's search step: input.query, output.query and output.hits
      return (
        isString(part.toolCallId) &&
        TOOL_STATES.includes(part.state) &&
        optional(part.input, (input) => isObject(input) && optional(input.query, isString)) &&
        optional(part.output, (output) => isObject(output) && optional(output.query, isString) && optional(output.hits, Array.isArray))
      );
    default:
      return true;
  }
}

const isMessage = (message: unknown) =>
  isObject(message) &&
  isString(message.id) &&
  ['user', 'assistant', 'system'].includes(message.role as string) &&
  Array.isArray(message.parts) &&
  message.parts.every(isPart) &&
  optional(message.feedback, (feedback) => feedback === 'like' || feedback === 'dislike');

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

/** The conversations of a stored value that DocSearch can use, at most 10. Never throws. */
export function validConversations(stored: unknown): unknown[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((entry) => isConversation(entry) && JSON.stringify(entry).length <= MAX_CONVERSATION_CHARS)
    .slice(0, MAX_CONVERSATIONS);
}

/**
 * Rewrites every stored conversation list of `storage` to its valid conversations; returns how
 * many conversations were dropped. Storage that cannot be read or written is left alone.
 */
export function repairStoredConversations(storage: Storage): number {
  let dropped = 0;
  try {
    const keys = Array.from({length: storage.length}, (_, i) => storage.key(i));
    for (const key of keys) {
      if (key === null || !key.startsWith(CONVERSATIONS_KEY_PREFIX)) continue;
      const raw = storage.getItem(key);
      if (raw === null) continue;
      let stored: unknown;
      try {
        stored = JSON.parse(raw);
      } catch {
        stored = undefined;
      }
      const valid = validConversations(stored);
      const total = Array.isArray(stored) ? stored.length : 1;
      if (valid.length === total) continue;
      dropped += total - valid.length;
      if (valid.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(valid));
    }
  } catch {
    // Blocked or full storage: DocSearch copes with both (src/lib/storage.ts).
  }
  return dropped;
}

/** Checks stored conversations now and whenever another tab writes them. */
export function watchStoredConversations(): void {
  const repair = () => {
    try {
      const dropped = repairStoredConversations(window.localStorage);
      if (dropped > 0) console.warn(`Ask AI: ${dropped} stored conversation(s) could not be read and were removed.`);
    } catch {
      // localStorage itself is blocked: nothing is stored either.
    }
  };
  repair();
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(CONVERSATIONS_KEY_PREFIX)) repair();
  });
}
