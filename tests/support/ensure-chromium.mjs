#!/usr/bin/env node
// Makes sure the browsers of the e2e suite are here: Debian's `chromium-headless-shell`, which the
// suite runs on (see chromium.mjs), and `chromium`, which two tests and the benchmark need. As root
// with apt-get, it installs whichever is missing; otherwise it explains what to install and stops
// when neither is found. `.ci/run` calls it too, before `npm ci`: it needs no dependency.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {HEADLESS_SHELL, findChromium, findTestChromium} from './chromium.mjs';

if (process.env.CHROMIUM_PATH) {
  if (findTestChromium()) process.exit(0);
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if ((!findChromium() || !existsSync(HEADLESS_SHELL)) && isRoot && existsSync('/usr/bin/apt-get')) {
  console.error('Installing Debian\'s "chromium" and "chromium-headless-shell" packages with apt-get…');
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell', 'fonts-liberation'], {stdio: 'inherit', env});
}
if (findTestChromium()) process.exit(0);
console.error(
  [
    'The end-to-end tests need Chromium and did not find it.',
    '  Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell',
    '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium',
  ].join('\n'),
);
process.exit(1);
