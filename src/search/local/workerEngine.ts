/**
 * The search dialog's engine, in a worker (./engineWorker.ts says why); comlink carries the calls,
 * errors included. The chatbot, which ranks once per question, keeps its engine on the page.
 */
import {wrap} from 'comlink';
import type {ClientEngine} from './client';
import type {WorkerEngine} from './engineWorker';
import {loadOnce} from '@site/src/lib/loadOnce';

/** Resolves, once `worker` has answered a first call, with the engine it runs (exported for unit tests). */
export function connect(worker: Worker, buildUrl: () => string | undefined): Promise<ClientEngine> {
  const remote = wrap<WorkerEngine>(worker);
  // A worker whose script did not load answers nothing. The error names the page's main script:
  // gone too, a newer deploy replaced this build (Reload), not the reader's connection.
  const failed = new Promise<never>((_, reject) =>
    worker.addEventListener('error', () => {
      const url = buildUrl();
      reject(new Error(`The search worker did not start${url ? ` (build: ${url})` : ''}`));
    }),
  );
  return Promise.race([remote.categories(), failed]).then(
    (categories): ClientEngine => ({
      categories,
      prefetch: (query) => remote.prefetch(query).catch(() => {}),
      rank: (query, options) => Promise.race([remote.rank(query, options), failed]),
      withRecords: ((ranked) => Promise.race([remote.withRecords(ranked), failed])) as ClientEngine['withRecords'],
    }),
    (error: unknown) => {
      worker.terminate();
      throw error;
    },
  );
}

/** The page's main script, as resource timing has it. */
const mainScriptUrl = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .find((name) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(name));

/** Starts the worker once (again after a failure) and connects to it. */
export const loadWorkerEngine: () => Promise<ClientEngine> = loadOnce(() =>
  connect(new Worker(/* webpackChunkName: "search-worker" */ new URL('./engineWorker.ts', import.meta.url)), mainScriptUrl),
);
