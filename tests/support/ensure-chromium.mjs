#!/usr/bin/env node
// Makes sure a Chromium is available for the e2e suite. As root with apt-get, it installs
// Debian's `chromium` and `chromium-headless-shell` packages (the suite runs on the shell when it is
// there, see chromium.mjs); otherwise it explains what to install and stops.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {findTestChromium} from './chromium.mjs';

const found = findTestChromium();
if (found) {
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but no file is there.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.error('Chromium not found: installing Debian\'s "chromium" package with apt-get…');
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  execFileSync('apt-get', ['update', '-qq'], {stdio: 'inherit', env});
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell', 'fonts-liberation'], {stdio: 'inherit', env});
  if (findTestChromium()) process.exit(0);
}
console.error(
  [
    'The end-to-end tests need Chromium and did not find it.',
    '  Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell',
    '  Elsewhere: install Chromium or Chrome and set CHROMIUM_PATH=/path/to/chromium',
  ].join('\n'),
);
process.exit(1);
