/**
 * What the site puts between DocSearch's Ask AI and the network (hosted builds with
 * ALGOLIA_ASSISTANT_ID; loaded by askAiClient.ts). Each part answers a failure a reader saw:
 * - one event per frame, consecutive deltas of a part merged, at most ten deltas a second:
 *   DocSearch re-renders the whole answer for every event, and reads all the events of a network
 *   chunk in one task, so a 30 KB answer of 6,000 deltas in one body (a buffering proxy) was one
 *   28 s task; paced, no task over 200 ms (tests/e2e/hosted/ask-ai.spec.ts);
 * - a cap on the text shown and the bytes read: one 10.8 MB delta crashed the tab;
 * - a silence timeout, before the answer starts and while it streams: an answer that never ended
 *   kept the dialog busy for ever;
 * - answer text bounded for DocSearch's Markdown renderer (askAiMarkdown.ts): one 60 KB delta
 *   froze the tab for 67.5 s;
 * - a failed response becomes a short message: DocSearch shows the body, so a proxy's error page
 *   was shown whole;
 * - search steps whose input or output is not an object are dropped: DocSearch throws rendering
 *   them, and search goes down;
 * - the Stop button gets a name and the focus: it is an unnamed icon, and the focus fell to the
 *   page while the question box is disabled.
 * Every other event, of a type known or not, passes as it came: the AI SDK in DocSearch checks
 * its own format.
 */
import {createParser} from 'eventsource-parser';
import {BOUNDED_NOTE, MarkdownBounder} from './askAiMarkdown';

export const ASK_AI_LIMITS = {
  /** Characters of answer text shown; the rest is cut with a note. */
  maxAnswerChars: 64_000,
  /** Bytes read from one response; past this the answer is cut with a note. */
  maxStreamBytes: 2 * 1024 * 1024,
  /** With nothing new for this long, the answer ends with a message. */
  idleTimeoutMs: 30_000,
};
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
  /** Called once when the answer is over for DocSearch. */
  onEnd?: () => void;
}

type Event = Record<string, unknown> & {type: string};

/** The field a delta event appends to, or null for other events. */
const deltaField = (event: Event) => (event.type === 'tool-input-delta' ? 'inputTextDelta' : /^(text|reasoning)-delta$/.test(event.type) ? 'delta' : null);
const partOf = (event: Event) => (event.type === 'tool-input-delta' ? event.toolCallId : event.id);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** 16 K characters of a buffered body (about 300 events) are parsed per task, the page free between. */
const PARSE_SLICE = 16 * 1024;
/** Ten updates a second read as live; each one re-renders the whole answer. */
const DELTA_INTERVAL_MS = 100;
const SEARCH_TOOL = 'searchIndex';

const encoder = new TextEncoder();
const frame = (data: string) => encoder.encode(`data: ${data}\n\n`);

export function guardAnswerStream(upstream: ReadableStream<Uint8Array>, options: AnswerStreamOptions = {}): ReadableStream<Uint8Array> {
  const limits = options.limits ?? ASK_AI_LIMITS;
  const nextFrame = options.nextFrame ?? ((callback: () => void) => requestAnimationFrame(() => callback()));
  const deltaIntervalMs = options.deltaIntervalMs ?? DELTA_INTERVAL_MS;
  const reader = upstream.getReader();
  const pending: Event[] = [];
  const openText = new Map<unknown, MarkdownBounder>();
  const tools = new Map<unknown, unknown>();
  let output!: ReadableStreamDefaultController<Uint8Array>;
  let textShown = 0;
  let passed = 0;
  /** Upstream is over: nothing more will be queued. */
  let ended = false;
  let closed = false;
  let frameScheduled = false;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let lastDeltaSent = -Infinity;

  const stopReading = () => {
    clearTimeout(idleTimer);
    reader.cancel().catch(() => {});
  };
  const close = () => {
    closed = ended = true;
    stopReading();
    options.signal?.removeEventListener('abort', onAbort);
    options.onEnd?.();
  };

  function schedule() {
    if (frameScheduled || closed) return;
    frameScheduled = true;
    nextFrame(flush);
  }
  function flush() {
    frameScheduled = false;
    if (closed) return;
    // A delta still growing (nothing queued behind it, more arriving) waits for the interval.
    if (pending.length === 1 && !ended && deltaField(pending[0]!) && performance.now() - lastDeltaSent < deltaIntervalMs) return schedule();
    const event = pending.shift();
    if (event) output.enqueue(frame(JSON.stringify(event)));
    if (event && deltaField(event)) lastDeltaSent = performance.now();
    if (pending.length > 0) schedule();
    else if (ended) {
      close();
      output.enqueue(frame('[DONE]'));
      output.close();
    }
  }

  const queue = (event: Event) => {
    const last = pending.at(-1);
    const field = deltaField(event);
    if (field && last?.type === event.type && partOf(last) === partOf(event) && typeof last[field] === 'string' && typeof event[field] === 'string') {
      last[field] += event[field];
    }
    else pending.push(event);
    passed++;
    schedule();
  };
  /** Closes a text part, with the note when its Markdown was bounded. */
  const closeText = (id: unknown, end: Event) => {
    if (openText.get(id)?.bounded) queue({type: 'text-delta', id, delta: `\n\n*${BOUNDED_NOTE}*`});
    openText.delete(id);
    queue(end);
  };

  /** Ends the answer: open text parts get `note` and are closed, then `last` is sent. */
  const end = (note: string | null, last: Event) => {
    if (ended) return;
    ended = true;
    stopReading();
    if (note !== null) {
      if (openText.size === 0) {
        queue({type: 'text-start', id: 'etherlink-note'});
        openText.set('etherlink-note', new MarkdownBounder());
      }
      queue({type: 'text-delta', id: [...openText.keys()].at(-1), delta: `\n\n*${note}*`});
    }
    for (const id of [...openText.keys()]) closeText(id, {type: 'text-end', id});
    queue(last);
  };
  const cut = () => end(ASK_AI_MESSAGES.cut, {type: 'finish', finishReason: 'length'});

  const receive = (event: Event) => {
    const {type} = event;
    if (type === 'tool-input-start' || type === 'tool-input-available') tools.set(event.toolCallId, event.toolName);
    const step = type === 'tool-input-available' ? event.input : type === 'tool-output-available' ? event.output : {};
    if ((event.toolName ?? tools.get(event.toolCallId)) === SEARCH_TOOL && !isObject(step)) return;
    if (type === 'text-start') openText.set(event.id, new MarkdownBounder());
    if (type === 'text-end' && openText.has(event.id)) return closeText(event.id, event);
    if ((type === 'text-delta' || type === 'reasoning-delta') && typeof event.delta === 'string') {
      const room = limits.maxAnswerChars - textShown;
      const delta = event.delta.slice(0, Math.max(room, 0));
      textShown += delta.length;
      const bounder = type === 'text-delta' ? openText.get(event.id) : undefined;
      queue({...event, delta: bounder ? bounder.push(delta) : delta});
      if (event.delta.length > room) cut();
      return;
    }
    queue(event);
  };

  const parser = createParser({
    maxBufferSize: limits.maxStreamBytes,
    onEvent: ({data}) => {
      if (ended || data === '[DONE]') return;
      let value: unknown;
      try {
        value = JSON.parse(data);
      } catch {
        return; // not an event at all
      }
      if (isObject(value) && typeof value.type === 'string') receive(value as Event);
    },
    onError: (error) => {
      if (error.type === 'max-buffer-size-exceeded') cut();
    },
  });

  const armIdleTimer = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => end(null, {type: 'error', errorText: ASK_AI_MESSAGES.stalled(Math.round(limits.idleTimeoutMs / 1000))}), limits.idleTimeoutMs);
  };

  const read = async () => {
    const decoder = new TextDecoder();
    let bytesRead = 0;
    armIdleTimer();
    try {
      for (;;) {
        const {done, value} = await reader.read();
        if (ended) return;
        if (done) break;
        armIdleTimer();
        bytesRead += value.byteLength;
        if (bytesRead > limits.maxStreamBytes) return cut();
        const text = decoder.decode(value, {stream: true});
        for (let at = 0; at < text.length && !ended; at += PARSE_SLICE) {
          if (at > 0) await new Promise((resolve) => setTimeout(resolve, 0));
          parser.feed(text.slice(at, at + PARSE_SLICE));
        }
      }
      parser.feed(decoder.decode());
      parser.reset({consume: true});
      if (ended) return;
      if (passed === 0) return end(null, {type: 'error', errorText: ASK_AI_MESSAGES.unreadable});
      ended = true;
      clearTimeout(idleTimer);
      schedule();
    } catch {
      // The network failed: what arrived is shown, then a message.
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
      if (options.signal?.aborted) return onAbort();
      options.signal?.addEventListener('abort', onAbort, {once: true});
      void read();
    },
    cancel() {
      if (!closed) close();
    },
  });
}

export const STOP_LABEL = 'Stop answering';

/** Names DocSearch's stop button and gives it the focus, until `done` aborts. */
function nameStopControl(done: AbortSignal): void {
  const apply = () => {
    const button = document.querySelector<HTMLButtonElement>('.DocSearch-StopStreaming');
    if (!button || button.getAttribute('aria-label') === STOP_LABEL) return;
    button.setAttribute('aria-label', STOP_LABEL);
    button.title = STOP_LABEL;
    const focus = document.activeElement;
    if (!focus || focus === document.body || (focus as HTMLInputElement).disabled) button.focus();
  };
  const observer = new MutationObserver(apply);
  observer.observe(document.body, {childList: true, subtree: true});
  apply();
  done.addEventListener('abort', () => observer.disconnect(), {once: true});
}

/** The `fetch` for Ask AI's chat endpoint; `fetchImpl` does the request. */
export async function guardedFetch(fetchImpl: typeof fetch, input: RequestInfo | URL, init: RequestInit = {}, limits = ASK_AI_LIMITS): Promise<Response> {
  const callerSignal = init.signal ?? null;
  callerSignal?.throwIfAborted();
  const request = new AbortController();
  const requestDone = new AbortController();
  callerSignal?.addEventListener('abort', () => request.abort(callerSignal.reason), {once: true});
  nameStopControl(requestDone.signal);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const noAnswer = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Rejected before the abort, which would fail the request with no message.
      reject(new Error(ASK_AI_MESSAGES.noAnswer(Math.round(limits.idleTimeoutMs / 1000))));
      request.abort();
    }, limits.idleTimeoutMs);
  });
  let response: Response;
  try {
    response = await Promise.race([fetchImpl(input, {...init, signal: request.signal}), noAnswer]);
  } catch (error) {
    requestDone.abort();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok || !response.body) {
    requestDone.abort();
    response.body?.cancel().catch(() => {});
    return response.ok ? response : new Response(ASK_AI_MESSAGES.unavailable(response.status), {status: response.status});
  }
  const body = guardAnswerStream(response.body, {limits, signal: callerSignal, onEnd: () => requestDone.abort()});
  return new Response(body, {status: response.status, statusText: response.statusText, headers: response.headers});
}
