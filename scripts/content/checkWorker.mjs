// Worker thread of supervise.ts: runs the writers' check (run.ts, TypeScript, loaded with jiti as
// `npm run check:content` does) and posts each step it starts, then the result.
import {parentPort, workerData} from 'node:worker_threads';
import {createJiti} from 'jiti';

const {runChecks} = await createJiti(import.meta.url).import('./run.ts');
const result = await runChecks({...workerData, onProgress: (step) => parentPort.postMessage({type: 'progress', step})});
parentPort.postMessage({type: 'done', result});
