import {afterEach, describe, expect, it, vi} from 'vitest';
import fc from 'fast-check';
import {ASK_AI_LIMITS, ASK_AI_MESSAGES, guardAnswerStream, guardedFetch} from '@site/src/search/hosted/askAiStream';
import {BOUNDED_NOTE} from '@site/src/search/hosted/askAiMarkdown';

const encoder = new TextEncoder();
const sse = (chunks: unknown[]) => `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`;

/** A response body that sends `parts` and then ends, or stays open when `hang` is set. */
function body(parts: string[], {hang = false} = {}): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      if (!hang) controller.close();
    },
  });
}

/** Guards `upstream` and reads the result to its end: the events it sent, and how many chunks. */
async function readAll(upstream: ReadableStream<Uint8Array>, limits = ASK_AI_LIMITS): Promise<{events: unknown[]; chunks: number}> {
  const reader = guardAnswerStream(upstream, limits).getReader();
  const decoder = new TextDecoder();
  let text = '';
  let chunks = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    text += decoder.decode(read.value, {stream: true});
    chunks++;
  }
  const events = text
    .split('\n\n')
    .filter(Boolean)
    .map((line) => line.replace(/^data: /, ''))
    .map((data) => (data === '[DONE]' ? '[DONE]' : JSON.parse(data)));
  return {events, chunks};
}

const deltasOf = (events: unknown[], id = 't') => events.filter((e) => (e as {type?: string; id?: string}).type === 'text-delta' && (e as {id: string}).id === id).map((e) => (e as {delta: string}).delta);
const note = (text: string) => [{type: 'text-start', id: 'note'}, {type: 'text-delta', id: 'note', delta: `*${text}*`}, {type: 'text-end', id: 'note'}];
const start = [{type: 'start', messageId: 'm'}, {type: 'start-step'}, {type: 'text-start', id: 't'}];
const finish = [{type: 'text-end', id: 't'}, {type: 'finish-step'}, {type: 'finish'}];

describe('the Ask AI answer stream guard', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('merges a burst of 6,000 deltas in one body into one, the text unchanged', async () => {
    const deltas = Array.from({length: 6_000}, (_, i) => ({type: 'text-delta', id: 't', delta: `w${i} `}));
    const {events} = await readAll(body([sse([...start, ...deltas, ...finish])]));
    expect(deltasOf(events)).toEqual([deltas.map((d) => d.delta).join('')]);
    expect(events).toEqual([...start, {type: 'text-delta', id: 't', delta: deltasOf(events)[0]}, ...finish, '[DONE]']);
  });

  it('merges what arrives before the next task, and passes deltas that arrive later as they come', async () => {
    // Each part arrives once the guard has passed on the one before: never before its next task,
    // however slow the machine (timers 5 ms apart merged two parts on a loaded CI machine).
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const upstream = new ReadableStream<Uint8Array>({start: (c) => void (controller = c)});
    const reader = guardAnswerStream(upstream, ASK_AI_LIMITS).getReader();
    const decoder = new TextDecoder();
    const parts = [sse(start).replace('data: [DONE]\n\n', ''), ...['a', 'b', 'c'].map((delta) => `data: ${JSON.stringify({type: 'text-delta', id: 't', delta})}\n\n`)];
    const received: string[] = [];
    for (const part of parts) {
      controller.enqueue(encoder.encode(part));
      const read = await reader.read();
      received.push(decoder.decode(read.value));
    }
    controller.enqueue(encoder.encode(sse(finish)));
    controller.close();
    for (let read = await reader.read(); !read.done; read = await reader.read()) received.push(decoder.decode(read.value));
    // One update per part that came on its own: the start events, then each delta, then the end.
    expect(received.slice(1, 4).map((chunk) => JSON.parse(chunk.replace(/^data: /, '')).delta)).toEqual(['a', 'b', 'c']);
    expect(received).toHaveLength(5);
  });

  it('cuts an answer past the character limit, with a note, and stops reading', async () => {
    const limits = {...ASK_AI_LIMITS, maxAnswerChars: 100};
    let pulled = 0;
    const upstream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(encoder.encode(sse(pulled === 1 ? start : [{type: 'text-delta', id: 't', delta: 'x'.repeat(60)}]).replace('data: [DONE]\n\n', '')));
      },
    });
    const {events} = await readAll(upstream, limits);
    expect(deltasOf(events).join('')).toBe('x'.repeat(100));
    expect(events.slice(-6)).toEqual([{type: 'text-end', id: 't'}, ...note(ASK_AI_MESSAGES.cut), {type: 'finish', finishReason: 'length'}, '[DONE]']);
    expect(pulled).toBeLessThan(6);
  });

  it('cuts one huge delta at the byte limit, before parsing it, with a note', async () => {
    const limits = {...ASK_AI_LIMITS, maxStreamBytes: 64 * 1024};
    const huge = sse([...start, {type: 'text-delta', id: 't', delta: 'y'.repeat(1024 * 1024)}, ...finish]);
    const {events} = await readAll(body([huge.slice(0, 200), huge.slice(200)]), limits);
    expect(events).toEqual([...start, {type: 'text-end', id: 't'}, ...note(ASK_AI_MESSAGES.cut), {type: 'finish', finishReason: 'length'}, '[DONE]']);
  });

  it('ends an answer that stops arriving after the silence limit, with a message, keeping what came', async () => {
    vi.useFakeTimers();
    const limits = {...ASK_AI_LIMITS, silenceMs: 5_000};
    const reader = guardAnswerStream(body([sse([...start, {type: 'text-delta', id: 't', delta: 'Half an answer'}]).replace('data: [DONE]\n\n', '')], {hang: true}), limits).getReader();
    const events: string[] = [];
    const collect = (async () => {
      for (let read = await reader.read(); !read.done; read = await reader.read()) events.push(new TextDecoder().decode(read.value));
    })();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(events.join('')).toContain('Half an answer');
    expect(events.join('')).not.toContain('[DONE]');
    await vi.advanceTimersByTimeAsync(2_000);
    await collect;
    expect(events.join('')).toContain(JSON.stringify({type: 'error', errorText: ASK_AI_MESSAGES.silent(5)}));
  });

  it('passes events of types it does not know, and drops only what is not an event or breaks DocSearch', async () => {
    const raw = [
      sse(start).replace('data: [DONE]\n\n', ''),
      'data: {not json\n\n',
      `data: ${JSON.stringify([1, 2])}\n\n`,
      `data: ${JSON.stringify({type: 'data-anything', data: 1})}\n\n`,
      `data: ${JSON.stringify({type: 'a-type-from-a-later-sdk', value: {x: 1}})}\n\n`,
      `data: ${JSON.stringify({type: 'tool-input-available', toolCallId: 'c', toolName: 'searchIndex', input: null})}\n\n`,
      `data: ${JSON.stringify({type: 'tool-output-available', toolCallId: 'c', output: 'not an object'})}\n\n`,
      `data: ${JSON.stringify({type: 'tool-output-available', toolCallId: 'd', output: {hits: []}})}\n\n`,
      `data: ${JSON.stringify({type: 'text-delta', id: 't', delta: 'Kept.'})}\n\n`,
      sse(finish),
    ];
    const {events} = await readAll(body(raw));
    expect(events).toEqual([
      ...start,
      {type: 'data-anything', data: 1},
      {type: 'a-type-from-a-later-sdk', value: {x: 1}},
      {type: 'tool-output-available', toolCallId: 'd', output: {hits: []}},
      {type: 'text-delta', id: 't', delta: 'Kept.'},
      ...finish,
      '[DONE]',
    ]);
  });

  for (const [name, text] of [
    ['emphasis runs', '*a_'.repeat(20_000)],
    ['quotes 30,000 deep', '> '.repeat(30_000)],
    ['a bracket run', '['.repeat(60_000)],
  ] as const) {
    for (const pieces of [1, 600]) {
      it(`bounds ${name} for the renderer, in ${pieces === 1 ? 'one delta' : `${pieces} deltas`}, and adds the note`, async () => {
        const size = Math.ceil(text.length / pieces);
        const deltas = Array.from({length: pieces}, (_, i) => ({type: 'text-delta', id: 't', delta: text.slice(i * size, (i + 1) * size)}));
        const {events} = await readAll(body([sse([...start, ...deltas, ...finish])]));
        const shown = deltasOf(events).join('');
        expect(shown.endsWith(`\n\n*${BOUNDED_NOTE}*`)).toBe(true);
        expect(shown).not.toContain('*a_'.repeat(101));
        expect(shown).not.toMatch(/^(> ){17}/);
        expect(shown.length).toBeLessThan(6 * text.length);
        expect(shown).not.toContain('['.repeat(201));
        expect(events.slice(-4)).toEqual([...finish, '[DONE]']);
      });
    }
  }

  it('says so when nothing in the answer can be read', async () => {
    for (const raw of ['<html>Bad gateway</html>', '{"message":"quota"}', sse(['text', 7, null]), '']) {
      const {events} = await readAll(body([raw]));
      expect(events, raw).toEqual([{type: 'error', errorText: ASK_AI_MESSAGES.unreadable}, '[DONE]']);
    }
  });

  it('fails as the request does when it is aborted (DocSearch Stop)', async () => {
    let fail: (reason: unknown) => void = () => {};
    const upstream = new ReadableStream<Uint8Array>({
      start(controller) {
        fail = (reason) => controller.error(reason);
        controller.enqueue(encoder.encode(sse(start).replace('data: [DONE]\n\n', '')));
      },
    });
    const reader = guardAnswerStream(upstream).getReader();
    await reader.read();
    fail(new DOMException('The user aborted a request.', 'AbortError'));
    await expect(reader.read()).rejects.toMatchObject({name: 'AbortError'});
  });

  it('fuzz: 1,000 random JSON values as events (seeded) never throw, and only objects with a type pass', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.jsonValue(), {maxLength: 8}), async (values) => {
        const raw = `${values.map((value) => `data: ${JSON.stringify(value)}\n\n`).join('')}`;
        const {events} = await readAll(body([raw]));
        expect(events.at(-1)).toBe('[DONE]');
        for (const event of events.slice(0, -1)) expect(typeof (event as {type?: unknown}).type).toBe('string');
      }),
      {seed: 31_032, numRuns: 1_000},
    );
  });
});

describe('the Ask AI fetch', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('turns a failed response into a short message, not the error page', async () => {
    vi.stubGlobal('fetch', async () => new Response(`<html>${'<p>proxy trace</p>'.repeat(1_000)}</html>`, {status: 502}));
    const response = await guardedFetch('https://askai.example/chat', {method: 'POST'});
    expect(response.status).toBe(502);
    expect(await response.text()).toBe(ASK_AI_MESSAGES.unavailable(502));
  });

  it('gives up on a request with no answer after the silence limit, with a message, and aborts it', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    vi.stubGlobal('fetch', (_: unknown, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const response = guardedFetch('https://askai.example/chat', {method: 'POST'}, {...ASK_AI_LIMITS, silenceMs: 5_000});
    const failed = expect(response).rejects.toThrow(ASK_AI_MESSAGES.silent(5));
    await vi.advanceTimersByTimeAsync(5_000);
    await failed;
    expect(signal?.aborted).toBe(true);
  });
});
