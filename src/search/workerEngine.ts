/**
 * The search dialog's engine, run in a worker (./engineWorker.ts: why, and the measurement): each
 * call is a message, and the answers come back in any order. The chatbot keeps its engine on the
 * page (./load.ts): it ranks once per question, after the reader has stopped typing.
 */
import type {ClientEngine} from './client';
import type {EngineAnswer, EngineCall} from './engineWorker';
import {memoizeLoad} from './load';

type Pending = {resolve: (value: unknown) => void; reject: (error: Error) => void};

/** Resolves, once `worker` has answered a first call, with an engine whose calls are messages to it (exported for unit tests). */
export function connect(worker: Pick<Worker, 'postMessage' | 'addEventListener' | 'terminate'>, buildUrl: () => string | undefined): Promise<ClientEngine> {
  const pending = new Map<number, Pending>();
  let next = 0;
  worker.addEventListener('message', (event: MessageEvent<EngineAnswer>) => {
    const reply = event.data;
    const call = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) call?.reject(new Error(reply.error));
    else call?.resolve(reply.value);
  });
  // The worker's script did not load or run: every call fails. Its address is not known here, so
  // the error names the page's own main script: gone too, it means a newer deploy replaced this
  // build (Reload), and the dialog does not blame the reader's connection.
  worker.addEventListener('error', () => {
    const url = buildUrl();
    for (const call of pending.values()) call.reject(new Error(`The search worker did not start${url ? ` (build: ${url})` : ''}`));
    pending.clear();
  });
  const call = <T>(method: EngineCall['method'], ...args: unknown[]) =>
    new Promise<T>((resolve, reject) => {
      const id = next++;
      pending.set(id, {resolve: resolve as (value: unknown) => void, reject});
      worker.postMessage({id, method, args} satisfies EngineCall);
    });
  return call<readonly string[]>('categories').then(
    (categories): ClientEngine => ({
      categories,
      prefetch: (query) => call<void>('prefetch', query).catch(() => {}),
      rank: (query, options) => call('rank', query, options),
      withRecords: (ranked) => call('withRecords', ranked),
    }),
    (error: unknown) => {
      worker.terminate();
      throw error;
    },
  );
}

/** The page's main script, as resource timing has it. */
function mainScriptUrl(): string | undefined {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .find((name) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(name));
}

/** Starts the worker once (again after a failure) and connects to it. */
export const loadWorkerEngine: () => Promise<ClientEngine> = memoizeLoad(() =>
  connect(new Worker(/* webpackChunkName: "search-worker" */ new URL('./engineWorker.ts', import.meta.url)), mainScriptUrl),
);
