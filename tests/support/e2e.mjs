#!/usr/bin/env node
/**
 * `npm run test:e2e [-- playwright options]`: the browser tests in two passes. Tests tagged
 * @one-worker prove behaviour on a slow phone that depends on timing (the search dialog's keyboard
 * at every delay after the last letter, Ctrl+K pressed at every moment up to hydration, all at 4x
 * CPU): beside a second worker on a 2-core machine their page runs slower than any phone, so they
 * run after the others, one at a time. No test runs with retries: a test
 * that passes only on a second try is a defect of the code or of the test's wait.
 * Options given to the script go to both passes.
 */
import {spawnSync} from 'node:child_process';

const args = process.argv.slice(2);
// A --grep-invert given to the script (`-- --grep-invert @visual`) joins the passes' own: Playwright
// keeps only the last of two.
const at = args.indexOf('--grep-invert');
const invert = at >= 0 ? args.splice(at, 2)[1] : null;
const either = (tag) => (invert ? `"${tag}|${invert}"` : tag);
const playwright = (...extra) =>
  // One command line, as the shell reads it: Node.js deprecates an argument list with a shell.
  spawnSync(['npx', 'playwright', 'test', ...args, ...extra].join(' '), {stdio: 'inherit', shell: true}).status ?? 1;

const parallel = playwright('--grep-invert', either('@one-worker'));
const alone = playwright('--grep', '@one-worker', ...(invert ? ['--grep-invert', invert] : []), '--workers', '1', '--pass-with-no-tests');
process.exit(parallel || alone);
