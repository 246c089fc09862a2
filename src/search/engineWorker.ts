/// <reference lib="webworker" />
/**
 * The search dialog's index, ranked in a worker (started by ./workerEngine.ts). On the page, the
 * fragments of the last word arrived 25-55 ms after the key but waited for the key's own rendering
 * to be ranked, and the text of the hits was asked for only then. Here they are ranked as they
 * arrive, and the text of the first hits is on its way while the page still renders the key.
 * "chain id" typed after a tap at 4x CPU, the two builds measured in turn, three rounds of 7 (medians):
 * first hits at ten times the pages 357 / 353 / 379 -> 266 / 295 / 273 ms, and on the site as it
 * is 313 / 310 / 335 -> 289 / 253 / 260 ms; `npm run bench:scale`: 267 ms at ten times the pages.
 */
import {loadSearchEngine} from './load';
import {EARLY_HITS, limitPerGroup, MAX_HITS_PER_GROUP, ranksEarly, type ClientEngine} from './client';

export interface EngineCall {
  id: number;
  method: 'categories' | 'prefetch' | 'rank' | 'withRecords';
  args: unknown[];
}
export type EngineAnswer = {id: number; value: unknown} | {id: number; error: string};

/**
 * Answers the calls of ./workerEngine.ts. A prefetch that is still the latest query once its
 * fragments have loaded, and worth a guess (ranksEarly), ranks and asks for the text of its first
 * EARLY_HITS hits at once, as the client would once the page is free; a later query stops it.
 */
export function createAnswerer(getEngine: () => Promise<ClientEngine>) {
  let latest: string | null = null;
  async function guess(engine: ClientEngine, query: string): Promise<void> {
    if (latest !== query || !ranksEarly(query)) return;
    const ranked = await engine.rank(query);
    if (latest === query) await engine.withRecords(limitPerGroup(ranked, EARLY_HITS, MAX_HITS_PER_GROUP));
  }
  return async function answer({id, method, args}: EngineCall): Promise<EngineAnswer> {
    try {
      const engine = await getEngine();
      if (method === 'categories') return {id, value: engine.categories};
      if (method === 'prefetch') {
        const query = args[0] as string;
        latest = query;
        await engine.prefetch(query);
        // The caller waits for the fragments only; the guess goes on without it.
        guess(engine, query).catch(() => {});
        return {id, value: undefined};
      }
      if (method === 'rank') latest = args[0] as string;
      return {id, value: await (engine[method] as (...values: unknown[]) => Promise<unknown>)(...args)};
    } catch (error) {
      return {id, error: error instanceof Error ? error.message : String(error)};
    }
  };
}

if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope) {
  const answer = createAnswerer(loadSearchEngine);
  self.addEventListener('message', (event: MessageEvent<EngineCall>) => {
    void answer(event.data).then((reply) => self.postMessage(reply));
  });
}
