import {afterEach, describe, expect, it, vi} from 'vitest';
import fc from 'fast-check';
import {ASK_AI_LIMITS, ASK_AI_MESSAGES, guardAnswerStream, type AnswerStreamOptions} from '@site/src/search/askAiStream';
import {BOUNDED_NOTE} from '@site/src/search/askAiMarkdown';

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

/** Frames run when the test says so: each call of `run` is one painted frame. */
function frames() {
  const queue: (() => void)[] = [];
  return {
    nextFrame: (callback: () => void) => void queue.push(callback),
    count: 0,
    run() {
      const callbacks = queue.splice(0);
      for (const callback of callbacks) callback();
      this.count += callbacks.length > 0 ? 1 : 0;
      return callbacks.length;
    },
  };
}

/**
 * Guards `upstream` and reads the result to its end, painting a frame whenever the reader waits;
 * the events it sent and the frames painted.
 */
async function readAll(upstream: ReadableStream<Uint8Array>, options: AnswerStreamOptions = {}): Promise<{events: unknown[]; frames: number}> {
  const clock = frames();
  const reader = guardAnswerStream(upstream, {nextFrame: clock.nextFrame, deltaIntervalMs: 0, ...options}).getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const read = reader.read();
    // Let the guard read upstream, then paint frames until it sends something.
    let result: ReadableStreamReadResult<Uint8Array> | undefined;
    void read.then((r) => (result = r));
    while (!result) {
      await new Promise((resolve) => setImmediate(resolve));
      clock.run();
    }
    if (result.done) break;
    text += decoder.decode(result.value, {stream: true});
  }
  const events = text
    .split('\n\n')
    .filter(Boolean)
    .map((line) => line.replace(/^data: /, ''))
    .map((data) => (data === '[DONE]' ? '[DONE]' : JSON.parse(data)));
  return {events, frames: clock.count};
}

const start = [{type: 'start', messageId: 'm'}, {type: 'start-step'}, {type: 'text-start', id: 't'}];
const finish = [{type: 'text-end', id: 't'}, {type: 'finish-step'}, {type: 'finish'}];

describe('the Ask AI answer stream guard', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a burst of 6,000 deltas as a few merged ones, at most one event per frame, the text unchanged', async () => {
    const deltas = Array.from({length: 6_000}, (_, i) => ({type: 'text-delta', id: 't', delta: `w${i} `}));
    const {events, frames: painted} = await readAll(body([sse([...start, ...deltas, ...finish])]));
    const text = events.filter((e) => (e as {type?: string}).type === 'text-delta').map((e) => (e as {delta: string}).delta);
    expect(text.join('')).toBe(deltas.map((d) => d.delta).join(''));
    // The body (about 300 KB) is parsed in 8 K slices; deltas that arrive between two frames merge.
    expect(text.length).toBeLessThanOrEqual(50);
    expect(events.slice(0, 3)).toEqual(start);
    expect(events.slice(-4)).toEqual([...finish, '[DONE]']);
    expect(painted).toBe(events.length - 1); // one event per frame, [DONE] with the last
  });

  it('holds a growing delta for the interval while the answer still arrives', async () => {
    vi.useFakeTimers({toFake: ['setTimeout', 'clearTimeout', 'performance']});
    let push: (text: string) => void = () => {};
    const upstream = new ReadableStream<Uint8Array>({start: (controller) => void (push = (text) => controller.enqueue(encoder.encode(text)))});
    const deltas: string[] = [];
    const reader = guardAnswerStream(upstream, {nextFrame: (callback) => void setTimeout(callback, 16), deltaIntervalMs: 1_000}).getReader();
    void (async () => {
      for (;;) {
        const {done, value} = await reader.read();
        if (done) return;
        const text = new TextDecoder().decode(value);
        if (text.includes('text-delta')) deltas.push(text);
      }
    })();
    push(sse([...start, {type: 'text-delta', id: 't', delta: 'a'}]).replace('data: [DONE]\n\n', ''));
    await vi.advanceTimersByTimeAsync(100);
    expect(deltas).toHaveLength(1); // the first at once
    for (let i = 0; i < 5; i++) {
      push(`data: ${JSON.stringify({type: 'text-delta', id: 't', delta: 'b'})}\n\n`);
      await vi.advanceTimersByTimeAsync(16);
    }
    expect(deltas).toHaveLength(1); // held, merged
    await vi.advanceTimersByTimeAsync(1_000);
    expect(deltas).toHaveLength(2);
    expect(deltas[1]).toContain('"delta":"bbbbb"');
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
    const {events} = await readAll(upstream, {limits});
    const text = events.filter((e) => (e as {type?: string}).type === 'text-delta').map((e) => (e as {delta: string}).delta).join('');
    expect(text).toBe(`${'x'.repeat(100)}\n\n*${ASK_AI_MESSAGES.cut}*`);
    expect(events.slice(-3)).toEqual([{type: 'text-end', id: 't'}, {type: 'finish', finishReason: 'length'}, '[DONE]']);
    expect(pulled).toBeLessThan(6);
  });

  it('cuts one huge delta at the byte limit, before parsing it, with a note', async () => {
    const limits = {...ASK_AI_LIMITS, maxStreamBytes: 64 * 1024};
    const huge = sse([...start, {type: 'text-delta', id: 't', delta: 'y'.repeat(1024 * 1024)}, ...finish]);
    const {events} = await readAll(body([huge.slice(0, 200), huge.slice(200)]), {limits});
    expect(events).toContainEqual({type: 'text-delta', id: 't', delta: `\n\n*${ASK_AI_MESSAGES.cut}*`});
    expect(events.slice(-2)).toEqual([{type: 'finish', finishReason: 'length'}, '[DONE]']);
  });

  it('ends an answer that stops arriving after the idle limit, with a message, keeping what came', async () => {
    vi.useFakeTimers();
    const limits = {...ASK_AI_LIMITS, idleTimeoutMs: 5_000};
    const stream = guardAnswerStream(body([sse([...start, {type: 'text-delta', id: 't', delta: 'Half an answer'}]).replace('data: [DONE]\n\n', '')], {hang: true}), {
      limits,
      nextFrame: (callback) => void setTimeout(callback, 16),
    });
    const reader = stream.getReader();
    const events: string[] = [];
    const collect = (async () => {
      for (;;) {
        const {done, value} = await reader.read();
        if (done) return;
        events.push(new TextDecoder().decode(value));
      }
    })();
    await vi.advanceTimersByTimeAsync(4_000);
    expect(events.join('')).toContain('Half an answer');
    expect(events.join('')).not.toContain('[DONE]');
    await vi.advanceTimersByTimeAsync(2_000);
    await collect;
    expect(events.join('')).toContain(JSON.stringify({type: 'error', errorText: ASK_AI_MESSAGES.stalled(5)}));
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
      `data: ${JSON.stringify({type: 'tool-output-available', toolCallId: 'other', output: 'a string is fine for another tool'})}\n\n`,
      `data: ${JSON.stringify({type: 'text-delta', id: 't', delta: 'Kept.'})}\n\n`,
      sse(finish),
    ];
    const {events} = await readAll(body(raw));
    expect(events).toEqual([
      ...start,
      {type: 'data-anything', data: 1},
      {type: 'a-type-from-a-later-sdk', value: {x: 1}},
      {type: 'tool-output-available', toolCallId: 'other', output: 'a string is fine for another tool'},
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
        const shown = events.filter((e) => (e as {type?: string}).type === 'text-delta').map((e) => (e as {delta: string}).delta).join('');
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

  it('ends as aborted when the request is aborted (DocSearch Stop)', async () => {
    const controller = new AbortController();
    const stream = guardAnswerStream(body([sse(start).replace('data: [DONE]\n\n', '')], {hang: true}), {signal: controller.signal, nextFrame: (cb) => void setTimeout(cb)});
    const reader = stream.getReader();
    await reader.read();
    controller.abort();
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
