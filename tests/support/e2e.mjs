#!/usr/bin/env node
/**
 * `npm run test:e2e [-- playwright options]`: the browser tests in two passes. Tests tagged
 * @one-worker hold timing: the search dialog's keyboard at 4x CPU, and the longest task of 60 KB
 * hostile Ask AI answers against an ordinary one. Beside a second worker on a 2-core machine their
 * page ran slower than any phone, and a streamed bracket answer failed 2 of 4 (0 of 2 alone). They
 * run after the others, one at a time, with up to two retries; the report shows a test that passed
 * on a retry as "flaky" rather than hiding it. (The keyboard tests failed 4 of 20 beside a second
 * worker through two defects of the dialog, since fixed: a search ranked without the fragment its
 * prefetch was still fetching, and a panel DocSearch held closed; 55 of 55 pass beside one now.)
 * Options given to the script go to both passes.
 */
import {spawnSync} from 'node:child_process';

const args = process.argv.slice(2);
const playwright = (...extra) =>
  spawnSync('npx', ['playwright', 'test', ...args, ...extra], {stdio: 'inherit'}).status ?? 1;

const parallel = playwright('--grep-invert', '@one-worker');
const alone = playwright('--grep', '@one-worker', '--workers', '1', '--retries', '2', '--pass-with-no-tests');
process.exit(parallel || alone);
