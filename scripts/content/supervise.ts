/**
 * The writers' check with a time limit per page: the check runs in a worker thread, which tells this
 * thread each rule and page it starts; when one step runs past the limit, the worker is terminated
 * (that stops even a parser stuck in a loop) and the check ends with a message that names the page.
 * Why: a page that made the Markdown parser take time quadratic in its size hung `npm run check:content`
 * (killed after 240 s) and with it the CI job. limits.ts refuses the inputs known to do that; this
 * bounds the ones nobody has found yet. Rules that read all pages in one call (markdownlint, spelling)
 * are timed as one step, named by the rule.
 */
import {join} from 'node:path';
import {Worker} from 'node:worker_threads';
import type {RunOptions} from './run';
import type {Problem} from './types';

/** Longest a step may run. A page of the docs parses in well under a second; a busy CI machine is slower. */
export const STEP_LIMIT_MS = 60_000;

/** Time for the worker to load the check before its first step (a few seconds of module loading). */
const STARTUP_LIMIT_MS = 120_000;

export type CheckResult = {problems: Problem[]; pages: number; checked: number; timings: Record<string, number>};

export class CheckTimeLimitError extends Error {
  override name = 'CheckTimeLimitError';
  constructor(
    readonly step: {rule: string; file?: string},
    readonly limitMs: number,
  ) {
    const what = step.file ? `${step.file}: the ${step.rule} step` : `The ${step.rule} rule`;
    super(
      `${what} ran for more than ${limitMs / 1000} s and was stopped. ` +
        (step.file
          ? 'Something in this page makes the check slow: look for very long lines or runs of * _ ` characters, and split the page.'
          : 'A page makes this rule slow: run the check with --rule to narrow it down.'),
    );
  }
}

export function runChecksSupervised(options: Omit<RunOptions, 'onProgress'>, limitMs = STEP_LIMIT_MS): Promise<CheckResult> {
  const worker = new Worker(join(__dirname, 'checkWorker.mjs'), {workerData: options});
  return new Promise((resolve, reject) => {
    let step: {rule: string; file?: string} = {rule: 'start'};
    let timer: NodeJS.Timeout | undefined;
    const restartClock = (ms: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void worker.terminate();
        reject(new CheckTimeLimitError(step, ms));
      }, ms);
    };
    restartClock(Math.max(limitMs, STARTUP_LIMIT_MS));
    worker.on('message', (message: {type: 'progress'; step: typeof step} | {type: 'done'; result: CheckResult}) => {
      if (message.type === 'progress') {
        step = message.step;
        restartClock(limitMs);
        return;
      }
      clearTimeout(timer);
      void worker.terminate();
      resolve(message.result);
    });
    worker.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The check's worker stopped (exit code ${code}) before it finished.`));
    });
  });
}
