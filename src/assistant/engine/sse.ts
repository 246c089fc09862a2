/**
 * An incremental Server-Sent Events parser (the WHATWG event-stream format): feed it text chunks as
 * they arrive, in any split, and it returns the complete events. Comments (":keep-alive") are
 * skipped, `data:` lines of one event are joined with "\n", CRLF, CR and LF all end a line.
 */

export interface SseEvent {
  event: string;
  data: string;
  id: string | null;
}

export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private eventName = '';
  private id: string | null = null;
  /** The previous chunk ended with CR: a LF at the start of the next one belongs to it. */
  private pendingCr = false;

  feed(chunk: string): SseEvent[] {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;

    const events: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const char = this.buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      const line = this.buffer.slice(start, i);
      if (char === '\r') {
        if (i + 1 === this.buffer.length) this.pendingCr = true;
        else if (this.buffer[i + 1] === '\n') i++;
      }
      start = i + 1;
      const event = this.line(line);
      if (event) events.push(event);
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  /** Ends the stream: a last event without its blank line is still delivered. */
  end(): SseEvent[] {
    const events: SseEvent[] = [];
    if (this.buffer) {
      const event = this.line(this.buffer);
      if (event) events.push(event);
      this.buffer = '';
    }
    const last = this.dispatch();
    if (last) events.push(last);
    return events;
  }

  private line(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null; // comment / keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.eventName = value;
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    // "retry" and unknown fields are ignored.
    return null;
  }

  private dispatch(): SseEvent | null {
    if (this.data.length === 0) {
      this.eventName = '';
      return null;
    }
    const event: SseEvent = {event: this.eventName || 'message', data: this.data.join('\n'), id: this.id};
    this.data = [];
    this.eventName = '';
    return event;
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
