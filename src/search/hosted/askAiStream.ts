/**
 * The `fetch` of DocSearch's Ask AI chat requests (hosted builds with ALGOLIA_ASSISTANT_ID; passed as
 * `askAi.fetch`, see patches/README.md). Events that arrive before the next task reach DocSearch as
 * one update, text deltas merged (6,000 deltas in one body were a 28 s task); the answer is cut at
 * 64,000 characters or 2 MiB (a 10.8 MB delta crashed the tab); 30 s of silence ends it; its text is
 * bounded for the Markdown renderer (./askAiMarkdown.ts); a failed or empty response becomes a short
 * message; data that is not an object with a type, or a tool step whose input or output is not an
 * object, is dropped. Other events pass as they came: the AI SDK checks its own format.
 */
import {createParser} from 'eventsource-parser';
import {BOUNDED_NOTE, MarkdownBounder} from './askAiMarkdown';

export const ASK_AI_LIMITS = {maxAnswerChars: 64_000, maxStreamBytes: 2 * 1024 * 1024, silenceMs: 30_000};

export const ASK_AI_MESSAGES = {
  cut: 'The answer was cut here: it is longer than this dialog shows.',
  silent: (seconds: number) => `The assistant sent nothing for ${seconds} seconds. Ask again to retry.`,
  unreadable: 'The assistant sent an answer this site could not read. Try again, or search the docs.',
  unavailable: (status: number) => `The assistant is unavailable right now (HTTP ${status}). Try again later.`,
};

type Event = Record<string, unknown> & {type: string};
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const SILENT = Symbol('silent');
const encoder = new TextEncoder();

/** `promise`, or SILENT if it has not settled within `ms`. */
function unlessSilent<T>(promise: Promise<T>, ms: number): Promise<T | typeof SILENT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<typeof SILENT>((resolve) => (timer = setTimeout(resolve, ms, SILENT)));
  return Promise.race([promise, silence]).finally(() => clearTimeout(timer));
}

/** The answer DocSearch reads: the events of `body`, as the header says. */
export function guardAnswerStream(body: ReadableStream<Uint8Array>, limits = ASK_AI_LIMITS): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const openText = new Map<unknown, MarkdownBounder>();
  let batch: Event[] = [];
  let received = 0;
  let chars = 0;
  let bytes = 0;
  let ended = false;
  let cancelled = false;

  const send = (event: Event) => {
    const last = batch.at(-1);
    const merges = event.type === 'text-delta' && last?.type === 'text-delta' && last.id === event.id;
    if (merges && typeof last.delta === 'string' && typeof event.delta === 'string') last.delta += event.delta;
    else batch.push(event);
  };
  /** Ends a text part, with the note when its Markdown was bounded. */
  const endText = (id: unknown, end: Event = {type: 'text-end', id}) => {
    if (openText.get(id)?.bounded) send({type: 'text-delta', id, delta: `\n\n*${BOUNDED_NOTE}*`});
    openText.delete(id);
    send(end);
  };
  /** Ends the answer: open text parts end, then `note` is shown in a part of its own, then `last` is sent. */
  const end = (last: Event, note?: string) => {
    ended = true;
    for (const id of [...openText.keys()]) endText(id);
    if (note) batch.push({type: 'text-start', id: 'note'}, {type: 'text-delta', id: 'note', delta: `*${note}*`}, {type: 'text-end', id: 'note'});
    send(last);
  };

  const receive = (event: Event) => {
    received++;
    const {type} = event;
    const step = type === 'tool-input-available' ? event.input : type === 'tool-output-available' ? event.output : {};
    if (!isObject(step)) return;
    if (type === 'text-start') openText.set(event.id, new MarkdownBounder());
    if (type === 'text-end' && openText.has(event.id)) return endText(event.id, event);
    if (type !== 'text-delta' || typeof event.delta !== 'string') return send(event);
    const room = Math.max(limits.maxAnswerChars - chars, 0);
    const delta = event.delta.slice(0, room);
    chars += delta.length;
    send({...event, delta: openText.get(event.id)?.push(delta) ?? delta});
    if (event.delta.length > room) end({type: 'finish', finishReason: 'length'}, ASK_AI_MESSAGES.cut);
  };

  const parser = createParser({
    onEvent: ({data}) => {
      let value: unknown = null;
      try {
        value = JSON.parse(data);
      } catch {
        // "[DONE]", or not an event at all
      }
      if (!ended && isObject(value) && typeof value.type === 'string') receive(value as Event);
    },
  });

  return new ReadableStream<Uint8Array>({
    start(controller) {
      // What arrives before the next task is sent as one chunk, which DocSearch renders once.
      let flushing: ReturnType<typeof setTimeout> | undefined;
      const flush = () => {
        flushing = undefined;
        const frames = batch.map((event) => `data: ${JSON.stringify(event)}\n\n`).join('');
        batch = [];
        controller.enqueue(encoder.encode(ended ? `${frames}data: [DONE]\n\n` : frames));
        if (ended) controller.close();
      };
      void (async () => {
        try {
          while (!ended) {
            const next = await unlessSilent(reader.read(), limits.silenceMs);
            if (cancelled) return;
            if (next === SILENT) end({type: 'error', errorText: ASK_AI_MESSAGES.silent(limits.silenceMs / 1000)});
            else if (next.done) {
              parser.feed(`${decoder.decode()}\n\n`);
              if (received === 0) end({type: 'error', errorText: ASK_AI_MESSAGES.unreadable});
              ended = true;
            } else {
              bytes += next.value.byteLength;
              if (bytes > limits.maxStreamBytes) end({type: 'finish', finishReason: 'length'}, ASK_AI_MESSAGES.cut);
              else parser.feed(decoder.decode(next.value, {stream: true}));
            }
            if (batch.length > 0 || ended) flushing ??= setTimeout(flush);
          }
          reader.cancel().catch(() => {});
        } catch (error) {
          clearTimeout(flushing);
          controller.error(error);
        }
      })();
    },
    cancel(reason) {
      cancelled = true;
      return reader.cancel(reason);
    },
  });
}

/** The `fetch` for Ask AI's chat requests. */
export async function guardedFetch(input: RequestInfo | URL, init: RequestInit = {}, limits = ASK_AI_LIMITS): Promise<Response> {
  const silence = new AbortController();
  const request = fetch(input, {...init, signal: init.signal ? AbortSignal.any([init.signal, silence.signal]) : silence.signal});
  const response = await unlessSilent(request, limits.silenceMs);
  if (response === SILENT) {
    silence.abort();
    throw new Error(ASK_AI_MESSAGES.silent(limits.silenceMs / 1000));
  }
  if (!response.ok) return new Response(ASK_AI_MESSAGES.unavailable(response.status), {status: response.status});
  if (!response.body) return response;
  return new Response(guardAnswerStream(response.body, limits), {status: response.status, headers: response.headers});
}
