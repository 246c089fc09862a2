/**
 * The events of an Ask AI answer (the AI SDK v5 "UI message stream" that DocSearch 4.4 reads), checked
 * before DocSearch sees them. DocSearch's copy of the SDK rejects a whole answer for one event it does
 * not expect (an unknown type, a delta for a part never started: the reader gets "Chat error" and a
 * dump of the validation error), and DocSearch itself throws while rendering a search step whose
 * input or output is not an object. Here each event is parsed with a zod schema and checked against
 * what came before it; an event that fails is dropped, alone, and the rest of the answer still shows
 * (tests/unit/ask-ai-events.test.ts, with a seeded fuzz of 1,000 random JSON values).
 */
import {z} from './askAiZod';

const id = z.string().min(1).max(500);
const providerMetadata = z.record(z.string(), z.unknown()).optional();
const flag = z.boolean().optional();
/** DocSearch shows an error's text as Markdown: a sentence or two, never a dump. */
const errorText = z.string().transform((text) => (text.length > 1_000 ? `${text.slice(0, 1_000)}…` : text));

const toolInput = {toolCallId: id, toolName: id, input: z.unknown(), providerExecuted: flag, providerMetadata, dynamic: flag};

export const askAiEventSchema = z.discriminatedUnion('type', [
  z.object({type: z.literal('start'), messageId: id.optional(), messageMetadata: z.unknown().optional()}),
  z.object({type: z.literal('start-step')}),
  z.object({type: z.literal('finish-step')}),
  z.object({
    type: z.literal('finish'),
    finishReason: z.enum(['stop', 'length', 'content-filter', 'tool-calls', 'error', 'other', 'unknown']).optional(),
    messageMetadata: z.unknown().optional(),
  }),
  z.object({type: z.literal('abort')}),
  z.object({type: z.literal('message-metadata'), messageMetadata: z.unknown()}),
  z.object({type: z.literal('error'), errorText}),
  z.object({type: z.literal('text-start'), id, providerMetadata}),
  z.object({type: z.literal('text-delta'), id, delta: z.string(), providerMetadata}),
  z.object({type: z.literal('text-end'), id, providerMetadata}),
  z.object({type: z.literal('reasoning-start'), id, providerMetadata}),
  z.object({type: z.literal('reasoning-delta'), id, delta: z.string(), providerMetadata}),
  z.object({type: z.literal('reasoning-end'), id, providerMetadata}),
  z.object({type: z.literal('tool-input-start'), toolCallId: id, toolName: id, providerExecuted: flag, dynamic: flag}),
  z.object({type: z.literal('tool-input-delta'), toolCallId: id, inputTextDelta: z.string()}),
  z.object({type: z.literal('tool-input-available'), ...toolInput}),
  z.object({type: z.literal('tool-input-error'), ...toolInput, errorText}),
  z.object({type: z.literal('tool-output-available'), toolCallId: id, output: z.unknown(), providerExecuted: flag, dynamic: flag, preliminary: flag}),
  z.object({type: z.literal('tool-output-error'), toolCallId: id, errorText, providerExecuted: flag, dynamic: flag}),
  z.object({type: z.literal('source-url'), sourceId: id, url: z.string().max(2_000), title: z.string().max(500).optional(), providerMetadata}),
  z.object({type: z.literal('source-document'), sourceId: id, mediaType: id, title: z.string().max(500), filename: z.string().max(500).optional(), providerMetadata}),
]);

export type AskAiEvent = z.infer<typeof askAiEventSchema>;

/**
 * What DocSearch reads of its search tool ("searchIndex"): `input.query` while searching, and
 * `output.query` and `output.hits.length` once done. It dereferences both without a check.
 */
const SEARCH_TOOL = 'searchIndex';
const searchInput = z.looseObject({query: z.string().optional()});
const searchOutput = z.looseObject({query: z.string().optional(), hits: z.array(z.unknown()).optional()});

/**
 * Checks events in order. Besides each event's own shape, a part's deltas and end must follow its
 * start, and a tool's later events must follow its first one: the SDK throws on anything else.
 */
export class AskAiEventChecker {
  private readonly openText = new Set<string>();
  private readonly openReasoning = new Set<string>();
  private readonly tools = new Map<string, string>();
  /** Tool calls whose input is streaming (tool-input-start seen, tool-input-available not yet). */
  private readonly streamingInput = new Set<string>();

  /** The event to pass on, or null to drop it. Never throws. */
  check(value: unknown): AskAiEvent | null {
    const parsed = askAiEventSchema.safeParse(value);
    if (!parsed.success) return null;
    const event = parsed.data;
    switch (event.type) {
      case 'text-start':
      case 'reasoning-start':
        this.openParts(event.type).add(event.id);
        return event;
      case 'text-delta':
      case 'reasoning-delta':
        return this.openParts(event.type).has(event.id) ? event : null;
      case 'text-end':
      case 'reasoning-end':
        return this.openParts(event.type).delete(event.id) ? event : null;
      case 'tool-input-start':
        this.tools.set(event.toolCallId, event.toolName);
        this.streamingInput.add(event.toolCallId);
        return event;
      case 'tool-input-delta':
        return this.streamingInput.has(event.toolCallId) ? event : null;
      case 'tool-input-available':
      case 'tool-input-error':
        if (event.toolName === SEARCH_TOOL && !searchInput.safeParse(event.input).success) return null;
        this.tools.set(event.toolCallId, event.toolName);
        this.streamingInput.delete(event.toolCallId);
        return event;
      case 'tool-output-available': {
        const name = this.tools.get(event.toolCallId);
        if (name === undefined) return null;
        return name !== SEARCH_TOOL || searchOutput.safeParse(event.output).success ? event : null;
      }
      case 'tool-output-error':
        return this.tools.has(event.toolCallId) ? event : null;
      default:
        return event;
    }
  }

  private openParts(type: string): Set<string> {
    return type.startsWith('text') ? this.openText : this.openReasoning;
  }

  /** The text parts started and not yet ended. */
  openTextParts(): string[] {
    return [...this.openText];
  }
}
