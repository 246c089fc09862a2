import {join} from 'node:path';
import {pathToFileURL} from 'node:url';
import {Worker} from 'node:worker_threads';

export interface SpellIssue {
  offset: number;
  text: string;
  suggestions: string[];
}

export interface SpellChecker {
  check(file: string, text: string): Promise<SpellIssue[]>;
  close(): Promise<void>;
}

/**
 * Starts cspell in a worker thread with the site's cspell.json. Start it early: it loads its dictionaries
 * on the second core while the pages are parsed.
 */
export function startSpellChecker(rootDir: string): SpellChecker {
  const worker = new Worker(join(__dirname, 'spellWorker.mjs'), {
    workerData: {configFile: join(rootDir, 'cspell.json'), warmUri: pathToFileURL(join(rootDir, 'docs', 'warm-up.md')).href},
  });
  let next = 0;
  const pending = new Map<number, {resolve: (issues: SpellIssue[]) => void; reject: (error: Error) => void}>();
  worker.on('message', (message: {id: number; issues?: SpellIssue[]; error?: string}) => {
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiter?.reject(new Error(message.error));
    else waiter?.resolve(message.issues ?? []);
  });
  worker.on('error', (error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  });
  return {
    check(file, text) {
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, {resolve, reject});
        worker.postMessage({id, uri: pathToFileURL(join(rootDir, file)).href, text});
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
