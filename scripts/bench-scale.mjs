#!/usr/bin/env node
// npm run bench:scale — what the site costs as it grows. Builds two copies of the site in a
// temporary folder (never in the repository): as it is, and with its docs repeated to about ten
// times the pages (docs/scale-1 … docs/scale-N, conrefs left out). For each it reports the build
// time, the search index's bytes, the bytes transferred until network idle on three key pages, and
// the first search on a phone at 4x CPU (tap, "chain id" at 40 ms a key; scripts/bench-interactions.mjs):
// field shown, slowest keystroke, first hits after the last key, and the search files fetched before
// those hits. Progress goes to stderr; the table to stdout and bench-results/scale.json.
// Timings are noisy: compare runs at similar Lighthouse benchmarkIndex (printed) on an idle machine.
//
//   npm run bench:scale                      (copies 9: 10x pages; 3 runs of the first search)
//   npm run bench:scale -- --copies 4 --runs 5 --keep
import {spawnSync, execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {performance} from 'node:perf_hooks';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {startHost} from './serve.mjs';
import {findChromium, CHROMIUM_ARGS} from '../tests/support/chromium.mjs';
import {measureInteractions} from './bench-interactions.mjs';
import {bytesUntilIdle} from './bench-measures.mjs';

const PAGES = ['/', '/get-started/network-information', '/get-started/using-your-wallet'];
const FIRST_SEARCH = 'search-first-query';
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const copies = Number(option('copies', 9));
const runs = Number(option('runs', 3));
const keep = args.includes('--keep');
// --http2: serve through an HTTP/2 front, as the hosts speak it (scripts/serve.mjs http2Front).
const http2 = args.includes('--http2');
const BROWSER_ARGS = http2 ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS;
const log = (...parts) => console.error('[bench:scale]', ...parts);
const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => (bytes === null ? '-' : (bytes / 1024).toFixed(1));

/** The repository's files as they are in the work tree (tracked and new, not ignored), copied to `dir`. */
function copyRepository(dir, scale) {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {cwd: root, encoding: 'utf8'}).split('\0').filter(Boolean);
  for (const file of files) {
    if (!existsSync(join(root, file))) continue; // deleted in the work tree
    mkdirSync(dirname(join(dir, file)), {recursive: true});
    cpSync(join(root, file), join(dir, file));
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const sections = readdirSync(join(root, 'docs')).filter((name) => name !== 'conrefs');
  for (let k = 1; k <= scale; k++) {
    for (const name of sections) cpSync(join(root, 'docs', name), join(dir, 'docs', `scale-${k}`, name), {recursive: true});
  }
  // Docusaurus reads each page's last update from Git: the copy is a repository of one commit.
  const git = (...gitArgs) => execFileSync('git', gitArgs, {cwd: dir, stdio: 'ignore', env: {...process.env, GIT_AUTHOR_NAME: 'bench', GIT_AUTHOR_EMAIL: 'bench@localhost', GIT_COMMITTER_NAME: 'bench', GIT_COMMITTER_EMAIL: 'bench@localhost'}});
  git('init', '-q');
  writeFileSync(join(dir, '.git', 'info', 'exclude'), 'node_modules\n');
  git('add', '-A');
  git('commit', '-q', '-m', 'scale copy');
}

function countPages(dir) {
  let n = 0;
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.mdx?$/.test(name)) n++;
    }
  };
  walk(join(dir, 'docs'));
  return n;
}

function searchBytes(buildDir) {
  const dir = join(buildDir, 'search');
  let raw = 0;
  let gzip = 0;
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else {
        const body = readFileSync(path);
        raw += body.length;
        gzip += gzipSync(body, {level: 9}).length;
      }
    }
  };
  walk(dir);
  return {raw, gzip};
}

async function measure(dir, label) {
  const buildDir = join(dir, 'build');
  const server = await startHost({root: buildDir, http2});
  const browser = await chromium.launch({executablePath: findChromium(), args: BROWSER_ARGS});
  const result = {label, pages: countPages(dir), index: searchBytes(buildDir), untilIdle: {}, firstSearch: null};
  for (const path of PAGES) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await bytesUntilIdle(browser, server.url + path));
    result.untilIdle[path] = median(samples);
    log(`${label} ${path}: ${kb(result.untilIdle[path])} KB until network idle`);
  }
  // The search files each first-search context fetched, their compressed bodies as served (the
  // local server's HTTP/1.1 headers, a CSP on every file, are left out: the hosts' HTTP/2 compresses
  // them): the scenario ends 400 ms after the first hits, so this is what the first search needed.
  // Playwright's request events include the search worker's requests, which the page's own
  // network domain does not see.
  const searchFetched = [];
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const fetched = {bytes: 0};
    searchFetched.push(fetched);
    context.on('requestfinished', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/search/')) return;
      request.sizes().then(
        (sizes) => (fetched.bytes += sizes.responseBodySize),
        () => {}, // the context closed first
      );
    });
    return context;
  };
  const interactions = await measureInteractions({browser, baseUrl: server.url, paths: ['/'], runs, only: [FIRST_SEARCH], log});
  browser.newContext = newContext;
  const first = interactions.pages['/'][FIRST_SEARCH];
  result.firstSearch = {visibleMs: first.visibleMs, slowestKeyMs: first.slowestKeyMs, firstResultsMs: first.firstResultsMs, searchBytes: median(searchFetched.map((f) => f.bytes)), samples: first.samples.length};
  await browser.close();
  const chrome = await chromeLauncher.launch({chromePath: findChromium(), chromeFlags: ['--headless=new', ...BROWSER_ARGS]});
  const lhr = (await lighthouse(server.url + '/', {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance']})).lhr;
  result.benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
  await chrome.kill();
  await server.close();
  return result;
}

mkdirSync(join(root, 'bench-results'), {recursive: true});
const results = [];
// Both copies first: the work tree may change while the first one builds. --dirs A,B measures two
// copies kept by an earlier --keep run again, without building them.
const kept = option('dirs', null)?.split(',');
const dirs = kept ? kept.map((dir, i) => ({scale: i === 0 ? 0 : copies, dir})) : [0, copies].map((scale) => {
  const dir = mkdtempSync(join(tmpdir(), `etherlink-scale-${scale + 1}x-`));
  log(`copying the site to ${dir} with ${scale} extra copies of the docs`);
  copyRepository(dir, scale);
  return {scale, dir};
});
for (const {scale, dir} of dirs) {
  let buildSeconds = null;
  if (!kept) {
    log(`building ${dir} …`);
    const start = performance.now();
    const build = spawnSync('npx', ['docusaurus', 'build'], {cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
    if (build.status !== 0) {
      console.error(`The build in ${dir} failed.`);
      process.exit(build.status ?? 1);
    }
    buildSeconds = (performance.now() - start) / 1000;
    log(`built in ${buildSeconds.toFixed(1)} s`);
  }
  results.push({...(await measure(dir, `${scale + 1}x`)), buildSeconds});
  if (!keep && !kept) rmSync(dir, {recursive: true, force: true});
}
writeFileSync(join(root, 'bench-results', 'scale.json'), JSON.stringify({date: new Date().toISOString(), runs, results}, null, 2));

const rows = [['', ...results.map((r) => `${r.pages} pages (${r.label})`)]];
rows.push(['docusaurus build', ...results.map((r) => (r.buildSeconds === null ? 'not built here' : `${r.buildSeconds.toFixed(0)} s`))]);
rows.push(['search index (build/search), raw / gzip', ...results.map((r) => `${kb(r.index.raw)} / ${kb(r.index.gzip)} KB`)]);
rows.push(['search bytes fetched before the first hits (bodies)', ...results.map((r) => `${kb(r.firstSearch.searchBytes)} KB`)]);
for (const path of PAGES) rows.push([`transferred until network idle, ${path}`, ...results.map((r) => `${kb(r.untilIdle[path])} KB`)]);
rows.push(['first search at 4x CPU: field shown', ...results.map((r) => `${r.firstSearch.visibleMs} ms`)]);
rows.push(['first search at 4x CPU: slowest keystroke', ...results.map((r) => `${r.firstSearch.slowestKeyMs} ms`)]);
rows.push(['first search at 4x CPU: first hits after the last key', ...results.map((r) => `${r.firstSearch.firstResultsMs} ms`)]);
rows.push(['Lighthouse benchmarkIndex', ...results.map((r) => String(r.benchmarkIndex))]);
console.log(`| ${rows[0].join(' | ')} |\n|${rows[0].map(() => '---').join('|')}|`);
for (const row of rows.slice(1)) console.log(`| ${row.join(' | ')} |`);
console.log(`\nmedians of ${runs}; full results: bench-results/scale.json`);
