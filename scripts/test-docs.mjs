#!/usr/bin/env node
/**
 * `npm run test:docs`: what a page change can break, in the order a writer wants to hear of it.
 * The content check comes first and names each problem as `docs/…:line` in seconds, before the
 * build starts; then the code blocks of the changed pages, a production build (broken links and
 * images fail it), and the changed pages and the pages they link to in Chromium
 * (tests/support/docs-lane.ts). The full suite opens every page.
 */
import {spawnSync} from 'node:child_process';

const steps = [
  ['npm', ['run', '--silent', 'check:content']],
  ['npm', ['run', '--silent', 'check:snippets', '--', '--changed']],
  ['npm', ['run', '--silent', 'build']],
  ['node', ['tests/support/ensure-chromium.mjs']],
  ['npx', ['playwright', 'test', '--project', 'local', '--grep', '@docs', '--pass-with-no-tests']],
];

for (const [command, args] of steps) {
  const start = performance.now();
  // One command line: with a shell (npm and npx are .cmd files on Windows), Node.js deprecates an argument list.
  const line = [command, ...args].join(' ');
  const {status} = spawnSync(line, {stdio: 'inherit', shell: true, env: {...process.env, DOCS_LANE: '1'}});
  console.log(`${line}: ${Math.round((performance.now() - start) / 1000)} s`);
  if (status !== 0) process.exit(status ?? 1);
}
