/**
 * The body of an Ask AI answer, rewritten between the network and DocSearch so that no answer can
 * freeze or crash the page. DocSearch 4.4 re-renders the whole answer (Markdown to HTML, then the
 * sanitiser) for every event it reads, and reads every event of a network chunk in one task: a
 * 30 KB answer of 6,000 deltas delivered in one body (a buffering proxy) was one 20.8 s task (29.8 s
 * in tests/e2e/hosted/ask-ai.spec.ts on the old code), and one 10.8 MB delta crashed the tab.
 * Here:
 * - events are read with eventsource-parser and checked one by one (askAiEvents.ts); what fails is
 *   dropped, and an answer with no readable event at all ends with a message that says so;
 * - DocSearch gets at most one event per frame, consecutive deltas of one part merged into one,
 *   and at most ten deltas a second: the same 30 KB answer renders in a few updates, no task over
 *   200 ms (the e2e test);
 * - the answer is cut, with a note the reader sees, past ASK_AI_LIMITS.maxAnswerChars characters of
 *   text or maxStreamBytes bytes read, and the rest of the response is not read;
 * - an answer with nothing new for idleTimeoutMs ends with a message instead of waiting forever.
 */
import {createParser} from 'eventsource-parser';
import {ASK_AI_LIMITS} from './askAiLimits';
import {AskAiEventChecker, type AskAiEvent} from './askAiEvents';

export type AskAiLimits = typeof ASK_AI_LIMITS;

export const ASK_AI_MESSAGES = {
  cut: 'The answer was cut here: it is longer than this dialog shows.',
  stalled: (seconds: number) => `The answer stopped arriving (nothing new for ${seconds} seconds). Ask again to retry.`,
  lost: 'The connection to the assistant was lost. Ask again to retry.',
  noAnswer: (seconds: number) => `The assistant did not answer within ${seconds} seconds. Try again later.`,
  unreadable: 'The assistant sent an answer this site could not read. Try again, or search the docs.',
  unavailable: (status: number) => `The assistant is unavailable right now (HTTP ${status}). Try again later.`,
};

export interface AnswerStreamOptions {
  limits?: AskAiLimits;
  /** Runs the callback before the next paint: requestAnimationFrame in the page. */
  nextFrame?: (callback: () => void) => void;
  /** The request's signal: when it aborts (DocSearch's Stop), the answer ends as aborted. */
  signal?: AbortSignal | null;
  /** Least time between two deltas sent while an answer streams (tests set 0). */
  deltaIntervalMs?: number;
  /** Called once when the answer is over for DocSearch: read to its end, aborted or cancelled. */
  onEnd?: () => void;
}

type Delta = Extract<AskAiEvent, {type: 'text-delta' | 'reasoning-delta' | 'tool-input-delta'}>;

const partOf = (event: AskAiEvent): string | null =>
  event.type === 'text-delta' || event.type === 'reasoning-delta' ? event.id : event.type === 'tool-input-delta' ? event.toolCallId : null;

/** Appends `next` to `last` when both are deltas of the same part; returns whether it did. */
function merge(last: AskAiEvent | undefined, next: AskAiEvent): boolean {
  if (!last || last.type !== next.type || partOf(last) === null || partOf(last) !== partOf(next)) return false;
  if (last.type === 'tool-input-delta') last.inputTextDelta += (next as Delta & {type: 'tool-input-delta'}).inputTextDelta;
  else (last as Delta & {delta: string}).delta += (next as Delta & {delta: string}).delta;
  return true;
}

/**
 * Characters of the response parsed in one task: 16 K characters are about 300 events of a burst,
 * a few milliseconds of parsing and checking.
 */
const PARSE_SLICE = 16 * 1024;
/**
 * Least time between two deltas while an answer streams: ten updates a second read as live, and
 * each one re-renders the whole answer (a 30 KB answer parsed in 16 K slices was 40 renders with
 * one per frame; about 3 with this).
 */
const DELTA_INTERVAL_MS = 100;
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const encoder = new TextEncoder();
const frame = (data: string) => encoder.encode(`data: ${data}\n\n`);

export function guardAnswerStream(upstream: ReadableStream<Uint8Array>, options: AnswerStreamOptions = {}): ReadableStream<Uint8Array> {
  const limits = options.limits ?? ASK_AI_LIMITS;
  const nextFrame = options.nextFrame ?? ((callback: () => void) => requestAnimationFrame(() => callback()));
  const checker = new AskAiEventChecker();
  const reader = upstream.getReader();
  const pending: AskAiEvent[] = [];
  let output: ReadableStreamDefaultController<Uint8Array>;
  let textShown = 0;
  let bytesRead = 0;
  let passed = 0;
  /** Upstream is over (ended, cut, timed out): no more events will be queued. */
  let ended = false;
  let closed = false;
  let frameScheduled = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let lastDeltaSent = -Infinity;
  const deltaIntervalMs = options.deltaIntervalMs ?? DELTA_INTERVAL_MS;

  const stopReading = () => {
    clearTimeout(idleTimer);
    reader.cancel().catch(() => {});
  };
  /** The answer is over for DocSearch. */
  const close = () => {
    closed = true;
    ended = true;
    stopReading();
    options.signal?.removeEventListener('abort', onAbort);
    options.onEnd?.();
  };

  const flush = () => {
    frameScheduled = false;
    if (closed) return;
    const head = pending[0];
    // Each delta re-renders the whole answer: one still growing (nothing queued behind it, more
    // arriving) waits until deltaIntervalMs after the last one sent.
    if (head && partOf(head) !== null && pending.length === 1 && !ended && performance.now() - lastDeltaSent < deltaIntervalMs) {
      schedule();
      return;
    }
    const event = pending.shift();
    if (event) output.enqueue(frame(JSON.stringify(event)));
    if (event && partOf(event) !== null) lastDeltaSent = performance.now();
    if (pending.length > 0) schedule();
    else if (ended) {
      close();
      output.enqueue(frame('[DONE]'));
      output.close();
    }
  };
  function schedule() {
    if (frameScheduled || closed) return;
    frameScheduled = true;
    nextFrame(flush);
  }

  const queue = (event: AskAiEvent) => {
    if (!merge(pending.at(-1), event)) pending.push(event);
    passed++;
    schedule();
  };

  /** Ends the answer: open text parts are closed, then `last` (a finish or an error) is sent. */
  const end = (note: string | null, last: AskAiEvent) => {
    if (ended) return;
    ended = true;
    stopReading();
    const open = checker.openTextParts();
    if (note !== null) {
      if (open.length === 0) {
        queue({type: 'text-start', id: 'etherlink-note'});
        open.push('etherlink-note');
      }
      queue({type: 'text-delta', id: open.at(-1)!, delta: `\n\n*${note}*`});
    }
    for (const id of open) queue({type: 'text-end', id});
    queue(last);
  };
  const cut = () => end(ASK_AI_MESSAGES.cut, {type: 'finish', finishReason: 'length'});

  const receive = (value: unknown) => {
    if (ended) return;
    const event = checker.check(value);
    if (!event) return;
    if (event.type === 'text-delta' || event.type === 'reasoning-delta') {
      const room = limits.maxAnswerChars - textShown;
      if (event.delta.length > room) {
        queue({...event, delta: event.delta.slice(0, room)});
        cut();
        return;
      }
      textShown += event.delta.length;
    }
    queue(event);
  };

  const parser = createParser({
    maxBufferSize: limits.maxStreamBytes,
    onEvent: ({data}) => {
      if (data === '[DONE]') return;
      let value: unknown;
      try {
        value = JSON.parse(data);
      } catch {
        return; // not JSON: dropped like any malformed event
      }
      receive(value);
    },
    onError: (error) => {
      if (error.type === 'max-buffer-size-exceeded') cut();
    },
  });

  const armIdleTimer = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      end(null, {type: 'error', errorText: ASK_AI_MESSAGES.stalled(Math.round(limits.idleTimeoutMs / 1000))});
    }, limits.idleTimeoutMs);
  };

  const finishUpstream = () => {
    if (ended) return;
    parser.reset({consume: true});
    if (ended) return;
    if (passed === 0) {
      end(null, {type: 'error', errorText: ASK_AI_MESSAGES.unreadable});
      return;
    }
    ended = true;
    clearTimeout(idleTimer);
    schedule();
  };

  const read = async () => {
    const decoder = new TextDecoder();
    armIdleTimer();
    try {
      for (;;) {
        const {done, value} = await reader.read();
        if (ended) return;
        if (done) break;
        armIdleTimer();
        bytesRead += value.byteLength;
        if (bytesRead > limits.maxStreamBytes) {
          cut();
          return;
        }
        // A buffered body arrives as one big chunk: parsed in slices, with the page free between them.
        const text = decoder.decode(value, {stream: true});
        for (let at = 0; at < text.length && !ended; at += PARSE_SLICE) {
          if (at > 0) await yieldToPage();
          parser.feed(text.slice(at, at + PARSE_SLICE));
        }
      }
      parser.feed(decoder.decode());
      finishUpstream();
    } catch {
      // The network failed or the request was aborted: whatever arrived is shown, then a message.
      if (!ended && !options.signal?.aborted) end(null, {type: 'error', errorText: ASK_AI_MESSAGES.lost});
    }
  };

  function onAbort() {
    if (closed) return;
    close();
    output.error(options.signal?.reason ?? new DOMException('The answer was stopped.', 'AbortError'));
  }

  return new ReadableStream<Uint8Array>({
    start(controller) {
      output = controller;
      if (options.signal?.aborted) {
        onAbort();
        return;
      }
      options.signal?.addEventListener('abort', onAbort, {once: true});
      void read();
    },
    cancel() {
      if (!closed) close();
    },
  });
}
