#!/usr/bin/env node
/**
 * `npm run test:e2e [-- playwright options]`: the browser tests in two passes. Tests tagged
 * @one-worker hold timing: the search dialog's keyboard at 4x CPU, and the longest task of 60 KB
 * hostile Ask AI answers against an ordinary one. Beside a second worker on a 2-core machine their
 * page ran slower than any phone: ↓ then Enter met DocSearch before its list was open in 7 of 21
 * runs (0 of 14 alone), and a streamed bracket answer failed 2 of 4 (0 of 2 alone). They run after
 * the others, one at a time, with up to two retries: even alone, ↓ then Enter 0 ms after the last
 * letter at 4x CPU asked the chatbot once in a full CI run (14 of 14 passed in a local run). That is
 * a known defect of the dialog; the report shows such a test as "flaky" rather than hiding it.
 * Options given to the script go to both passes.
 */
import {spawnSync} from 'node:child_process';

const args = process.argv.slice(2);
const playwright = (...extra) =>
  spawnSync('npx', ['playwright', 'test', ...args, ...extra], {stdio: 'inherit'}).status ?? 1;

const parallel = playwright('--grep-invert', '@one-worker');
const alone = playwright('--grep', '@one-worker', '--workers', '1', '--retries', '2', '--pass-with-no-tests');
process.exit(parallel || alone);
