/**
 * Server-Sent Events of the chatbot's stream, parsed by eventsource-parser (any chunk split, any
 * line end, comments, multi-line data); this module collects its events and reads the
 * chat-completions payloads.
 */
import {createParser, type EventSourceParser} from 'eventsource-parser';
import * as z from '@site/src/lib/zod';

export interface SseEvent {
  event: string;
  data: string;
  id: string | null;
}

export class SseParser {
  private events: SseEvent[] = [];
  private readonly parser: EventSourceParser = createParser({
    onEvent: ({event, data, id}) => this.events.push({event: event || 'message', data, id: id ?? null}),
  });

  /** Feeds a chunk, in any split; returns the events it completed. */
  feed(chunk: string): SseEvent[] {
    this.parser.feed(chunk);
    return this.take();
  }

  /** Ends the stream: a last event without its blank line is still delivered. */
  end(): SseEvent[] {
    this.parser.feed('\n\n');
    this.parser.reset();
    return this.take();
  }

  private take(): SseEvent[] {
    const events = this.events;
    this.events = [];
    return events;
  }
}

/** What one chat-completions stream event means for the answer. */
export type CompletionEvent =
  | {type: 'delta'; content: string}
  | {type: 'done'}
  | {type: 'error'; message: string}
  | {type: 'ignore'};

/**
 * Reads one event of an OpenAI-compatible stream: `{choices:[{delta:{content}}]}`, `[DONE]`, or
 * `{error:{message}}`. Anything else (role-only deltas, usage records, garbage) is ignored. Some
 * servers put one JSON object per `data:` line without blank lines between them; the parser then
 * joins them, so each line is tried on its own when the whole does not parse.
 */
export function readCompletionEvent(data: string): CompletionEvent[] {
  const trimmed = data.trim();
  if (trimmed === '[DONE]') return [{type: 'done'}];
  const whole = parseJson(trimmed);
  if (whole !== undefined) return [interpret(whole)];
  if (!trimmed.includes('\n')) return [{type: 'ignore'}];
  return trimmed.split('\n').flatMap((line) => readCompletionEvent(line));
}

function parseJson(text: string): unknown {
  if (!text.startsWith('{')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Text the reader can be shown, or undefined: anything else in its place is dropped. */
const someText = z.catch(z.optional(z.string()), undefined);

/**
 * The received shapes, checked where they enter. Only the fields read are declared; any other
 * field is ignored, and a field of another type is read as absent (the event is then ignored, or
 * the error gets a generic message), so no payload can throw past this module.
 */
const errorPayload = z.object({error: z.union([z.string(), z.object({message: someText})])});
const choice = z.object({
  delta: z.catch(z.optional(z.object({content: someText})), undefined),
  message: z.catch(z.optional(z.object({content: someText})), undefined),
});
const completionChunk = z.object({choices: z.tuple([choice], z.unknown())});

function interpret(value: unknown): CompletionEvent {
  const message = errorMessage(value);
  if (message !== null) return {type: 'error', message};
  const chunk = z.safeParse(completionChunk, value);
  if (!chunk.success) return {type: 'ignore'};
  const [first] = chunk.data.choices;
  const content = first.delta?.content ?? first.message?.content;
  return content ? {type: 'delta', content} : {type: 'ignore'};
}

/** `{error: {message}}` or `{error: "text"}`: the text (a generic one when it has none), else null. */
export function errorMessage(value: unknown): string | null {
  const parsed = z.safeParse(errorPayload, value);
  if (!parsed.success) return null;
  const {error} = parsed.data;
  if (typeof error === 'string') return error.trim() || null;
  return error.message?.trim() || 'The chatbot service reported an error.';
}
