/**
 * Ask AI conversations that DocSearch 4.4 keeps in localStorage (`__DOCSEARCH_ASKAI_CONVERSATIONS__`
 * and the index name), checked with a zod schema before DocSearch reads them. DocSearch only checks
 * that the stored value is an array, then dereferences every entry as it renders the start screen or
 * reopens a conversation: `[null]`, a conversation whose `messages` is a string, or a message
 * without `parts` threw on every visit until the reader cleared the site's data. What does not parse
 * is dropped and the key rewritten (removed when nothing is left); a conversation too big to parse
 * on every render (DocSearch reads the key on each render of the dialog) is dropped too.
 * tests/unit/ask-ai-conversations.test.ts holds the shapes and a seeded fuzz of 1,000 JSON values.
 */
import {z} from 'zod';

// Jitless: zod otherwise probes `new Function("")`, which the site's CSP reports as a violation.
z.config({jitless: true});

export const CONVERSATIONS_KEY_PREFIX = '__DOCSEARCH_ASKAI_CONVERSATIONS__';
/** DocSearch keeps 10; more are never shown. */
const MAX_CONVERSATIONS = 10;
/** A conversation of a few exchanges of capped answers (ASK_AI_LIMITS) is well under this. */
const MAX_CONVERSATION_CHARS = 400_000;

const TOOL_STATES = ['input-streaming', 'input-available', 'output-available', 'output-error'] as const;
const KNOWN_PARTS = new Set(['text', 'reasoning', 'step-start', 'source-url', 'tool-searchIndex']);

const part = z.union([
  z.looseObject({type: z.literal('text'), text: z.string()}),
  z.looseObject({type: z.literal('reasoning'), text: z.string()}),
  z.looseObject({type: z.literal('step-start')}),
  z.looseObject({type: z.literal('source-url'), url: z.string()}),
  // DocSearch's search step: it reads input.query and output.query/hits without checks.
  z.looseObject({
    type: z.literal('tool-searchIndex'),
    toolCallId: z.string(),
    state: z.enum(TOOL_STATES),
    input: z.looseObject({query: z.string().optional()}).optional(),
    output: z.looseObject({query: z.string().optional(), hits: z.array(z.unknown()).optional()}).optional(),
  }),
  // Parts DocSearch does not render (other tools, files…): kept as they are.
  z.looseObject({type: z.string().refine((type) => !KNOWN_PARTS.has(type))}),
]);

const message = z.looseObject({
  id: z.string(),
  role: z.enum(['user', 'assistant', 'system']),
  parts: z.array(part),
  feedback: z.enum(['like', 'dislike']).optional(),
});

const level = z.string().nullable().optional();

export const conversationSchema = z.looseObject({
  type: z.literal('askAI'),
  objectID: z.string(),
  query: z.string(),
  url: z.string(),
  messages: z.array(message).min(1),
  hierarchy: z.looseObject({lvl0: z.string(), lvl1: z.string(), lvl2: level, lvl3: level, lvl4: level, lvl5: level, lvl6: level}),
});

/** The conversations of a stored value that DocSearch can use, at most 10. Never throws. */
export function validConversations(stored: unknown): unknown[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .filter((entry) => conversationSchema.safeParse(entry).success && JSON.stringify(entry).length <= MAX_CONVERSATION_CHARS)
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
