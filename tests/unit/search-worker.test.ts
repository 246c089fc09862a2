// The search dialog's engine in a worker: the calls that cross to it and back (workerEngine.ts, over
// a real MessageChannel with comlink), and the guess the worker makes on its own as the fragments of
// a typed query arrive (engineWorker.ts).
import {afterEach, describe, expect, it, vi} from 'vitest';
import {expose} from 'comlink';
import type {Ranked} from '../../src/search/engine/engine';
import {EARLY_HITS, type ClientEngine} from '../../src/search/local/client';
import {guessingEngine} from '../../src/search/local/engineWorker';
import {connect} from '../../src/search/local/workerEngine';

const ranked = (query: string): Ranked[] =>
  Array.from({length: 20}, (_, i) => ({id: i, score: 100 - i, page: i, category: `Section ${i}`, queryTerms: [query], matchedTerms: [query]}));

/** An engine whose fragment loads and held rankings finish when the test says, and which records what it is asked. */
function fakeEngine(heldRankings: string[] = []) {
  const loads = new Map<string, () => void>();
  const fetched = new Map<string, Promise<void>>();
  const rankings = new Map<string, () => void>();
  const calls: string[] = [];
  const engine: ClientEngine = {
    categories: ['Get started', 'Tools'],
    // As the engine's: a query's fragments in flight are one load, however often they are asked for.
    prefetch: (query) => fetched.get(query) ?? fetched.set(query, new Promise<void>((resolve) => loads.set(query, resolve))).get(query)!,
    rank: async (query) => {
      calls.push(`rank ${query}`);
      if (heldRankings.includes(query)) await new Promise<void>((resolve) => rankings.set(query, resolve));
      if (query === 'broken') throw new Error('Search index request /search/x.json failed with status 404');
      return ranked(query);
    },
    withRecords: async (hits) => {
      calls.push(`text of ${hits.length}`);
      return hits.map((hit) => ({...hit, record: {} as never}));
    },
  };
  /** The fragments of `query` arrive (once the engine has been asked for them). */
  const loaded = async (query: string) => {
    await vi.waitFor(() => expect(loads.has(query)).toBe(true));
    loads.get(query)!();
  };
  return {engine, calls, loaded, ranks: (query: string) => rankings.get(query)?.()};
}

const ports: MessagePort[] = [];
afterEach(() => ports.splice(0).forEach((port) => port.close()));

/** A worker: the guessing engine behind one end of a MessageChannel, errors fired by the test. */
function worker(engine: ClientEngine | null) {
  const {port1, port2} = new MessageChannel();
  ports.push(port1, port2);
  if (engine) expose(guessingEngine(async () => engine), port1);
  const errors = new EventTarget();
  const target = (type: string) => (type === 'error' ? errors : port2);
  const fake = {
    terminated: false,
    postMessage: (message: unknown, transfer: Transferable[]) => port2.postMessage(message, transfer),
    addEventListener: (type: string, listener: EventListener) => target(type).addEventListener(type, listener),
    removeEventListener: (type: string, listener: EventListener) => target(type).removeEventListener(type, listener),
    start: () => port2.start(),
    terminate: () => {
      fake.terminated = true;
    },
    fail: () => errors.dispatchEvent(new Event('error')),
  };
  return fake;
}

describe('the search worker', () => {
  it('answers each call with what the engine gives, and an engine error with its message', async () => {
    const {engine} = fakeEngine();
    const proxy = await connect(worker(engine) as unknown as Worker, () => undefined);
    expect(proxy.categories).toEqual(['Get started', 'Tools']);
    expect((await proxy.rank('fees')).slice(0, 2).map((hit) => hit.id)).toEqual([0, 1]);
    // The message is what tells a removed file (Reload) from a network failure.
    await expect(proxy.rank('broken')).rejects.toThrow('failed with status 404');
  });

  it('a worker that does not start fails, naming the page build to probe, and is let go', async () => {
    const dead = worker(null);
    const started = connect(dead as unknown as Worker, () => 'https://docs.example/assets/js/main.0123abcd.js');
    dead.fail();
    await expect(started).rejects.toThrow('(build: https://docs.example/assets/js/main.0123abcd.js)');
    expect(dead.terminated).toBe(true);
  });

  it('ranks a typed query as soon as its fragments have loaded, and asks for the text of its first hits', async () => {
    const {engine, calls, loaded} = fakeEngine();
    const guessing = guessingEngine(async () => engine);
    const prefetched = guessing.prefetch('chain');
    expect(calls).toEqual([]);
    await loaded('chain');
    await prefetched;
    await vi.waitFor(() => expect(calls).toEqual(['rank chain', `text of ${EARLY_HITS}`]));
  });

  it('a query typed over before its fragments have loaded, or ending in one letter, is not guessed', async () => {
    const {engine, calls, loaded} = fakeEngine();
    const guessing = guessingEngine(async () => engine);
    const first = guessing.prefetch('cha');
    const second = guessing.prefetch('chain i');
    await loaded('cha');
    await loaded('chain i');
    await Promise.all([first, second]);
    // Nothing to wait for: give any guess a chance to run, then check none did.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual([]);
  });

  it('the ranking the page asks for after a guess is the guess\'s, not a second one', async () => {
    const {engine, calls, loaded} = fakeEngine();
    const guessing = guessingEngine(async () => engine);
    const prefetched = guessing.prefetch('chain');
    await loaded('chain');
    await prefetched;
    await vi.waitFor(() => expect(calls).toEqual(['rank chain', `text of ${EARLY_HITS}`]));
    expect((await guessing.rank('chain')).map((hit) => hit.id)).toEqual(ranked('chain').map((hit) => hit.id));
    expect(calls).toEqual(['rank chain', `text of ${EARLY_HITS}`]);
  });

  it('a query prefetched again (by the field, then by the client) is guessed once', async () => {
    const {engine, calls, loaded} = fakeEngine();
    const guessing = guessingEngine(async () => engine);
    const fromField = guessing.prefetch('chain');
    const fromClient = guessing.prefetch('chain');
    await loaded('chain');
    await Promise.all([fromField, fromClient]);
    await vi.waitFor(() => expect(calls).toEqual(['rank chain', `text of ${EARLY_HITS}`]));
    await guessing.prefetch('chain');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['rank chain', `text of ${EARLY_HITS}`]);
  });

  it('a later query asked for in full stops a guess still ranking', async () => {
    const {engine, calls, loaded, ranks} = fakeEngine(['chain']);
    const guessing = guessingEngine(async () => engine);
    const prefetched = guessing.prefetch('chain');
    await loaded('chain');
    await prefetched;
    await vi.waitFor(() => expect(calls).toEqual(['rank chain']));
    // The full search of the next text comes before the guess's ranking has answered.
    await guessing.rank('chain id');
    ranks('chain');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toEqual(['rank chain', 'rank chain id']);
  });
});
