/// <reference lib="webworker" />
/**
 * The search dialog's index, ranked in a worker (started by ./workerEngine.ts) as fragments arrive,
 * with the first hits' text on its way while the page still renders the key (on the page, they
 * waited for that render: first hits of "chain id" at 4x CPU ~355 -> ~280 ms).
 */
import {expose} from 'comlink';
import {censusOff} from '@site/src/lib/census';
import {loadSearchEngine} from '../engine/load';
import {EARLY_HITS, limitPerGroup, MAX_HITS_PER_GROUP, ranksEarly, type ClientEngine} from './client';

/** What the worker offers the page (comlink turns each call into messages). */
export type WorkerEngine = Omit<ClientEngine, 'categories'> & {categories(): Promise<readonly string[]>};

/**
 * The engine, with a guess: a prefetch still the latest query once its fragments have loaded, and
 * worth a guess (ranksEarly), ranks and asks for its first EARLY_HITS hits' text at once, once per
 * query; the client's ranking of the same query gets the guess's.
 */
export function guessingEngine(getEngine: () => Promise<ClientEngine>): WorkerEngine {
  let latest: string | null = null;
  let guessed: {query: string; ranked: ReturnType<ClientEngine['rank']>} | null = null;
  async function guess(engine: ClientEngine, query: string): Promise<void> {
    if (latest !== query || !ranksEarly(query) || guessed?.query === query || censusOff('search-guess')) return;
    const mine = (guessed = {query, ranked: engine.rank(query)});
    // A failed ranking is not handed on: the next search ranks again (and fetches what failed).
    const ranked = await mine.ranked.catch((error: unknown) => {
      if (guessed === mine) guessed = null;
      throw error;
    });
    if (latest === query) await engine.withRecords(limitPerGroup(ranked, EARLY_HITS, MAX_HITS_PER_GROUP));
  }
  return {
    categories: async () => (await getEngine()).categories,
    async prefetch(query) {
      latest = query;
      const engine = await getEngine();
      await engine.prefetch(query);
      // The caller waits for the fragments only; the guess goes on without it.
      guess(engine, query).catch(() => {});
    },
    async rank(query, options) {
      latest = query;
      if (!options && guessed?.query === query) return guessed.ranked;
      return (await getEngine()).rank(query, options);
    },
    withRecords: async (ranked) => (await getEngine()).withRecords(ranked),
  };
}

if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) expose(guessingEngine(loadSearchEngine));
