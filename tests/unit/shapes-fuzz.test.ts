/**
 * Fuzz: 1,000 random JSON values (seeded, so every run feeds the same ones; SEED reproduces a
 * failure) into each entry point that reads data the site does not control: the stored chatbot
 * conversation, DocSearch's stored searches, hosted search hits and the chatbot's stream events.
 * Half are random values, half are valid samples with one part replaced by a random value (which
 * reaches the deep checks). Asserts that no exception escapes, that what comes out is usable by
 * the feature (the fields its components read have their types), and that nothing off the site is offered.
 */
import {describe, expect, it, vi} from 'vitest';
import {historyOf, readConversation, saveConversation, CONVERSATION_KEY} from '@site/src/assistant/conversation';
import {readCompletionEvent} from '@site/src/assistant/engine/sse';
import {cleanStoredSearches, offeredHits, type SiteScope} from '@site/src/search/shapes';
import type {StorageLike} from '@site/src/lib/storage';

const SEED = 31_32;
const RUNS = 1_000;

/** mulberry32: a small seeded generator. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const STRINGS = ['', ' ', 'x', 'lvl1', 'content', 'ready', 'user', 'assistant', '/bridging', '//evil.example/', '/\\evil.example', 'https://evil.example/phish', 'https://docs.etherlink.com/bridging', 'javascript:alert(1)', '[DONE]', '<img src=x onerror=alert(1)>', '__proto__', 'constructor', 'toString', 'a'.repeat(10_000)];
const KEYS = ['id', 'role', 'text', 'status', 'sources', 'url', 'title', 'error', 'question', 'toString', 'valueOf', 'version', 'messages', 'objectID', 'type', 'hierarchy', 'lvl0', 'lvl1', 'lvl2', 'content', '_highlightResult', '_snippetResult', 'value', '__docsearch_parent', 'choices', 'delta', 'message', '__proto__', 'constructor'];

function generator(next: () => number) {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const value = (depth = 0): unknown => {
    const kind = Math.floor(next() * (depth > 3 ? 4 : 7));
    switch (kind) {
      case 0:
        return null;
      case 1:
        return next() < 0.5;
      case 2:
        return pick([0, -1, 1.5, 2 ** 53, -(2 ** 31), 1e308]);
      case 3:
        return next() < 0.7 ? pick(STRINGS) : next().toString(36).slice(2, 8);
      case 4:
      case 5:
        return Array.from({length: Math.floor(next() * 4)}, () => value(depth + 1));
      default:
        return Object.fromEntries(Array.from({length: Math.floor(next() * 5)}, () => [pick(KEYS), value(depth + 1)]));
    }
  };
  /** A copy of `sample` with one part (at any depth) replaced by a random value. */
  const mutate = (sample: unknown): unknown => {
    const copy = JSON.parse(JSON.stringify(sample)) as unknown;
    const containers: (Record<string, unknown> | unknown[])[] = [];
    const walk = (node: unknown) => {
      if (node && typeof node === 'object') {
        containers.push(node as Record<string, unknown>);
        Object.values(node).forEach(walk);
      }
    };
    walk(copy);
    const target = pick(containers) as Record<string, unknown>;
    const keys = Object.keys(target);
    const key = keys.length && next() < 0.8 ? pick(keys) : pick(KEYS);
    target[key] = value(2);
    return copy;
  };
  return {value, mutate, pick};
}

/** A value from the generator: random, or a valid sample with one part replaced. */
function* inputs(seed: number, samples: unknown[]): Generator<unknown> {
  const next = random(seed);
  const gen = generator(next);
  for (let i = 0; i < RUNS; i++) yield i % 2 ? gen.value() : gen.mutate(gen.pick(samples));
}

function memory(): StorageLike & {data: Map<string, string>} {
  const data = new Map<string, string>();
  return {data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k)};
}

/** A site path: nothing that leaves the site (no scheme, no "//" or "/\"). */
const isSitePath = (url: unknown) => typeof url === 'string' && /^\/(?![/\\])/.test(url);

const SITE = 'https://docs.etherlink.com';
const scope: SiteScope = {origins: ['http://127.0.0.1:3000', SITE], baseUrl: '/'};
const levels = {lvl0: 'Developing', lvl1: 'WebSockets', lvl2: 'Enabling', lvl3: null, lvl4: null, lvl5: null, lvl6: null};

describe(`fuzz: ${RUNS} random JSON values per entry point (seed ${SEED})`, () => {
  it('the stored chatbot conversation', () => {
    const samples = [
      {version: 1, messages: [{id: 'q', role: 'user', text: 'hi', status: 'ready'}, {id: 'a', role: 'assistant', text: 'Hello', status: 'ready', sources: [{url: '/bridging', title: 'Bridging'}], error: 'x', question: 'hi', feedback: 'like'}]},
    ];
    for (const value of inputs(SEED, samples)) {
      const storage = memory();
      storage.setItem(CONVERSATION_KEY, JSON.stringify(value));
      const {messages} = readConversation(storage);
      for (const message of messages) {
        // What the panel renders (Panel/Message.tsx) has the types it reads.
        expect(typeof message.text).toBe('string');
        expect(['user', 'assistant']).toContain(message.role);
        expect(message.error === undefined || typeof message.error === 'string').toBe(true);
        expect(message.question === undefined || typeof message.question === 'string').toBe(true);
        for (const source of message.sources ?? []) {
          expect(isSitePath(source.url), JSON.stringify(source)).toBe(true);
          expect(typeof source.title).toBe('string');
        }
      }
      // Still usable: the next question's history, and a save that reads back the same.
      expect(() => historyOf(messages)).not.toThrow();
      saveConversation(storage, messages);
      expect(readConversation(storage).messages).toEqual(messages);
    }
  });

  it("DocSearch's stored recent and favourite searches", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const samples = [[{objectID: 'a', url: '/bridging', type: 'lvl1', content: null, hierarchy: levels}]];
    const key = '__DOCSEARCH_RECENT_SEARCHES__etherlink-docs';
    for (const value of inputs(SEED + 1, samples)) {
      const storage = memory();
      storage.setItem(key, JSON.stringify(value));
      cleanStoredSearches(storage, 'etherlink-docs', scope);
      const raw = storage.getItem(key);
      if (raw === null) continue;
      const kept = JSON.parse(raw) as {url: unknown; objectID: unknown; hierarchy: Record<string, unknown>}[];
      expect(Array.isArray(kept)).toBe(true);
      for (const item of kept) {
        expect(isSitePath(item.url)).toBe(true);
        expect(typeof item.objectID).toBe('string');
        expect(typeof item.hierarchy.lvl0).toBe('string');
        expect(typeof item.hierarchy.lvl1).toBe('string');
      }
    }
    warn.mockRestore();
  });

  it('hosted search hits', () => {
    const good = {
      objectID: 'h',
      url: `${SITE}/building-on-etherlink/websockets#enabling`,
      type: 'lvl2',
      content: null,
      hierarchy: levels,
      _highlightResult: {hierarchy: {lvl0: {value: 'Developing'}, lvl1: {value: 'WebSockets'}}, content: {value: 'x'}},
      _snippetResult: {hierarchy: {lvl1: {value: 'WebSockets'}}},
    };
    let offeredCount = 0;
    for (const value of inputs(SEED + 2, [good, [good, good]])) {
      // One response: the fuzzed hit beside a good one, which must never disappear with it.
      const hits = offeredHits<typeof good>([value, good], scope);
      expect(hits.at(-1)?.objectID).toBe('h');
      offeredCount += hits.length - 1;
      for (const hit of hits) {
        expect(isSitePath(hit.url), hit.url).toBe(true);
        for (const level of ['lvl0', 'lvl1'] as const) expect(typeof hit.hierarchy[level]).toBe('string');
        for (const result of [hit._highlightResult, hit._snippetResult] as ({hierarchy?: unknown; content?: unknown} | undefined)[]) {
          const levelsShown = (result?.hierarchy ?? {}) as Record<string, unknown>;
          for (const part of [...Object.keys(levels).map((level) => levelsShown[level]), result?.content]) {
            if (part !== undefined) expect(typeof (part as {value: unknown}).value).toBe('string');
          }
        }
      }
    }
    expect(offeredCount).toBeGreaterThan(50); // the mutated samples reach the checks, and many pass
  });

  it("the chatbot endpoint's stream events", () => {
    const samples = [{choices: [{delta: {content: 'Hel'}}]}, {error: {message: 'over quota'}}, {choices: [{message: {content: 'Hi'}}]}];
    for (const value of inputs(SEED + 3, samples)) {
      for (const data of [JSON.stringify(value), `${JSON.stringify(value)}\n${JSON.stringify(value)}`]) {
        for (const event of readCompletionEvent(data)) {
          if (event.type === 'delta') expect(typeof event.content).toBe('string');
          if (event.type === 'error') expect(typeof event.message).toBe('string');
        }
      }
    }
  });
});
