/**
 * Server-Sent Events for the chatbot's stream, read with eventsource-parser (the WHATWG
 * event-stream format: any chunk split, CRLF/CR/LF line ends, comments, multi-line data). This
 * module only adapts its callbacks to a feed-and-collect interface and reads the chat-completions
 * payloads.
 */
import {createParser, type EventSourceParser} from 'eventsource-parser';

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

function interpret(value: unknown): CompletionEvent {
  if (!value || typeof value !== 'object') return {type: 'ignore'};
  const message = errorMessage(value);
  if (message !== null) return {type: 'error', message};
  const choices = (value as {choices?: unknown}).choices;
  if (!Array.isArray(choices) || choices.length === 0) return {type: 'ignore'};
  const first = choices[0] as {delta?: {content?: unknown}; message?: {content?: unknown}} | null;
  const content = first?.delta?.content ?? first?.message?.content;
  return typeof content === 'string' && content !== '' ? {type: 'delta', content} : {type: 'ignore'};
}

/** `{error: {message}}`, `{error: "text"}` or `{message}` with no choices: the text, else null. */
export function errorMessage(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null;
  const error = (value as {error?: unknown}).error;
  if (typeof error === 'string' && error.trim()) return error.trim();
  if (error && typeof error === 'object') {
    const message = (error as {message?: unknown}).message;
    return typeof message === 'string' && message.trim() ? message.trim() : 'The chatbot service reported an error.';
  }
  return null;
}
