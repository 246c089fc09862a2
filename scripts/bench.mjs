#!/usr/bin/env node
// npm run bench — measures what readers feel, on this machine:
//   per key page: first-load JS (script tags, raw/gzip), JS requested and executed on load,
//   Lighthouse mobile scores and LCP/TBT/CLS (median of N runs, default throttling),
//   the search index size and query p95, the build time (when it builds), and how fast the controls
//   answer (INP and click-to-visible with a 4x CPU slowdown, median of N: scripts/bench-interactions.mjs),
//   and the first search on a page: tap to field, slowest keystroke, first results after the last key.
// Prints a table on stdout and writes bench-results/bench.json. Progress goes to stderr.
// Not part of `npm test`: timings are noisy. Options: --runs N (default 5), --build (force a build),
// --dir PATH (measure another build, for example one made from an older commit, to compare),
// --interactions-only (skip bytes, Lighthouse and search; only the interaction figures),
// --only ID,ID (interaction ids from scripts/bench-interactions.mjs, e.g. search-open-1),
// --pages PATH,PATH (measure the interactions on these pages only),
// --http2 (serve through an HTTP/2 front, as the hosts speak it: scripts/serve.mjs http2Front),
// --uncompressed (Lighthouse asks for every file uncompressed, as the local server sent them before
// it compressed like the hosts: for comparing with figures recorded before that change).
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {performance} from 'node:perf_hooks';
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import {startHost} from './serve.mjs';
import {findChromium, CHROMIUM_ARGS} from '../tests/support/chromium.mjs';
import {firstLoadJs} from '../tests/perf/first-load.mjs';
import {measureInteractions, interactionRows, firstQueryRows} from './bench-interactions.mjs';
import {lighthouseSample, median} from './bench-measures.mjs';

const PAGES = ['/', '/get-started/network-information', '/get-started/using-your-wallet'];
const TARGETS = {performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, firstLoadGzipKB: 185, cls: 0.02, tbtMs: 150};
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 5;
const dirArg = args.indexOf('--dir');
const BUILD_DIR = dirArg === -1 ? 'build' : args[dirArg + 1];
const interactionsOnly = args.includes('--interactions-only');
const onlyArg = args.indexOf('--only');
const only = onlyArg === -1 ? null : args[onlyArg + 1].split(',');
const pagesArg = args.indexOf('--pages');
const INTERACTION_PAGES = pagesArg === -1 ? PAGES : args[pagesArg + 1].split(',');
const uncompressed = args.includes('--uncompressed');
const http2 = args.includes('--http2');
// The HTTP/2 front's certificate is made for the run.
const BROWSER_ARGS = http2 ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS;
if (dirArg !== -1 && args.includes('--build')) {
  console.error('--build rebuilds build/ only; build the other directory yourself.');
  process.exit(1);
}
const log = (...parts) => console.error('[bench]', ...parts);
const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * Bytes of a script that ran, from V8 block coverage: each function's first range spans the whole
 * function with its call count, and the ranges after it mark blocks inside it that ran or not.
 * Ranges come outer before inner, so painting them in order leaves the innermost verdict.
 */
function executedBytes({source, functions}) {
  const ran = new Uint8Array(source?.length ?? 0);
  for (const fn of functions) {
    for (const {startOffset, endOffset, count} of fn.ranges) ran.fill(count > 0 ? 1 : 0, startOffset, endOffset);
  }
  return ran.reduce((sum, bit) => sum + bit, 0);
}

const chromePath = findChromium();
if (!chromePath) {
  console.error('Chromium not found: run `node tests/support/ensure-chromium.mjs` or set CHROMIUM_PATH.');
  process.exit(1);
}

// 1. Build (timed) when asked or when there is no build yet.
let buildSeconds = null;
if (dirArg !== -1 && !existsSync(join(BUILD_DIR, 'index.html'))) {
  console.error(`No built site in ${BUILD_DIR}.`);
  process.exit(1);
}
if (args.includes('--build') || !existsSync(join(BUILD_DIR, 'index.html'))) {
  log('cold build: clearing caches, then npm run build …');
  spawnSync('npx', ['docusaurus', 'clear'], {stdio: 'ignore', env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
  const start = performance.now();
  const result = spawnSync('npx', ['docusaurus', 'build'], {stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, NO_UPDATE_NOTIFIER: '1'}});
  if (result.status !== 0) process.exit(result.status ?? 1);
  buildSeconds = (performance.now() - start) / 1000;
  log(`build took ${buildSeconds.toFixed(1)} s`);
}

const server = await startHost({root: BUILD_DIR, http2});
log(`serving ${BUILD_DIR}/ with _headers at ${server.url}`);

// 2. Bytes: script tags of every key page, and JS requested/executed on load (CDP coverage).
const browser = await chromium.launch({executablePath: chromePath, args: BROWSER_ARGS});
const pages = {};
for (const path of interactionsOnly ? [] : PAGES) {
  const page = await browser.newPage();
  const requested = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      const body = await response.body().catch(() => Buffer.alloc(0));
      requested.set(response.url(), body.length);
    }
  });
  await page.coverage.startJSCoverage({resetOnNavigation: false});
  await page.goto(server.url + path, {waitUntil: 'networkidle'});
  const coverage = await page.coverage.stopJSCoverage();
  let used = 0;
  for (const entry of coverage) {
    if (!entry.url.startsWith(server.url)) continue;
    used += executedBytes(entry);
  }
  const thirdParty = [...requested.keys()].filter((url) => /thirdweb|docsearch|chatbot/i.test(url));
  pages[path] = {
    firstLoad: firstLoadJs(BUILD_DIR, path),
    jsRequestedOnLoad: [...requested.values()].reduce((a, b) => a + b, 0),
    jsExecutedBytes: used,
    lazyChunksLoadedOnLoad: thirdParty,
  };
  await page.close();
}

// 3. Interactions: INP and click-to-visible, 4x CPU slowdown, median of `runs`.
const interactions = await measureInteractions({browser, baseUrl: server.url, paths: INTERACTION_PAGES, runs, only, log});
await browser.close();

// 4. Lighthouse, mobile, default (simulated) throttling, median of `runs`.
const chrome = interactionsOnly
  ? null
  : await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', ...BROWSER_ARGS]});
for (const path of interactionsOnly ? [] : PAGES) {
  const samples = [];
  const errors = [];
  // A run that Lighthouse itself reports as failed (runtimeError, no score) is not a sample:
  // it is counted and printed, and another run takes its place (at most `runs` extra tries).
  for (let i = 0; samples.length < runs && i < runs * 2; i++) {
    log(`lighthouse ${path} run ${i + 1} (${samples.length}/${runs} samples)`);
    const sample = await lighthouseSample(server.url + path, chrome.port, {
      extraHeaders: uncompressed ? {'Accept-Encoding': 'identity'} : undefined,
    });
    if (sample.error) {
      log(`  run failed, not counted: ${sample.error}`);
      errors.push(sample.error);
      continue;
    }
    samples.push(sample);
  }
  if (samples.length === 0) {
    console.error(`No Lighthouse run of ${path} succeeded: ${errors.join('; ')}`);
    process.exit(1);
  }
  const m = (key) => median(samples.map((s) => s[key]));
  pages[path].lighthouse = {
    runs: samples.length,
    failedRuns: errors,
    samples: samples.map(({failed, ...numbers}) => numbers),
    performance: m('performance'),
    accessibility: m('accessibility'),
    'best-practices': m('best-practices'),
    seo: m('seo'),
    lcpMs: Math.round(m('lcpMs')),
    tbtMs: Math.round(m('tbtMs')),
    cls: Number(m('cls').toFixed(3)),
    benchmarkIndex: Math.round(m('benchmarkIndex')),
    failedAudits: Array.from(new Set(samples.flatMap((s) => s.failed))),
  };
}
await chrome?.kill();

// 5. Search: index size and query latency, from the search benchmark when it exists.
let search = null;
if (existsSync(join(BUILD_DIR, 'search', 'manifest.json')) && !interactionsOnly) {
  search = {};
  {
    const out = spawnSync('node', ['scripts/bench-search.mjs', '--json', '--dir', BUILD_DIR], {encoding: 'utf8'});
    try {
      Object.assign(search, JSON.parse(out.stdout.trim().split('\n').pop() ?? '{}'));
    } catch {
      search.note = 'bench-search output not parsed';
    }
  }
}
await server.close();

// 6. Report.
const report = {date: new Date().toISOString(), node: process.version, buildSeconds, uncompressed, targets: TARGETS, pages, search, interactions};
mkdirSync('bench-results', {recursive: true});
writeFileSync(`bench-results/${interactionsOnly ? 'interactions' : 'bench'}.json`, JSON.stringify(report, null, 2));
const printTable = (rows) => {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const row of rows) console.log(row.map((cell, i) => String(cell).padEnd(widths[i])).join(' | '));
};

// The load table also carries each page's worst interaction and the two first opens; the
// interaction table below it has every figure.
const worstInp = (path) => {
  const values = Object.values(interactions.pages[path] ?? {}).map((s) => s.inpMs).filter((v) => v !== null);
  return values.length ? Math.max(...values) : '';
};
const visible = (path, id) => interactions.pages[path]?.[id]?.visibleMs ?? '';
const rows = [['page', 'first-load JS raw/gzip KB', 'JS on load KB', 'JS run KB', 'perf', 'a11y', 'BP', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'worst INP ms', 'search open ms', 'Ask AI open ms']];
for (const path of PAGES) {
  const p = pages[path];
  const l = p?.lighthouse;
  const load = p ? [`${kb(p.firstLoad.raw)} / ${kb(p.firstLoad.gzip)}`, kb(p.jsRequestedOnLoad), kb(p.jsExecutedBytes), l.performance, l.accessibility, l['best-practices'], l.seo, l.lcpMs, l.tbtMs, l.cls] : Array(10).fill('-');
  rows.push([path, ...load, worstInp(path), visible(path, 'search-open-1'), visible(path, 'ask-ai-open')]);
}
rows.push(['target', `≤ ${TARGETS.firstLoadGzipKB} gzip`, '', '', `≥ ${TARGETS.performance}`, 100, 100, 100, '', `≤ ${TARGETS.tbtMs}`, `≤ ${TARGETS.cls}`, `≤ ${interactions.targets.inpMs}`, `≤ ${interactions.targets.visibleMs}`, `≤ ${interactions.targets.visibleMs}`]);
printTable(rows);
console.log('');
console.log(`interactions: ${interactions.cpuSlowdown}x CPU slowdown, median of ${interactions.runs}; load average (1/5/15 min) ${interactions.loadAverage.before.join(' ')} before, ${interactions.loadAverage.after.join(' ')} after`);
printTable(interactionRows(interactions));
const firstQuery = firstQueryRows(interactions);
if (firstQuery.length > 1) {
  console.log('');
  console.log('first search on a page (phone, tap, "chain id" typed at 40 ms a key):');
  printTable(firstQuery);
}
if (search) console.log(`search: manifest ${kb(search.manifestGzip)} KB gzip; a one- or two-word query fetches ${kb(search.fetchMedianGzip)} KB gzip (median), at most ${kb(search.fetchMaxGzip)} KB ("${search.fetchMaxQuery}"); query p50 ${search.p50Ms} ms, p95 ${search.p95Ms} ms`);
if (!interactionsOnly) console.log(`Lighthouse downloads: ${uncompressed ? 'uncompressed (--uncompressed)' : 'compressed by Cloudflare\'s local runtime (gzip for Chromium; the edge sends Brotli or zstd, smaller)'}`);
if (!interactionsOnly) console.log(`machine speed (Lighthouse benchmarkIndex, median per page): ${Object.values(pages).map((p) => p.lighthouse.benchmarkIndex).join(' / ')}; compare runs only at similar values`);
if (buildSeconds !== null) console.log(`cold build: ${buildSeconds.toFixed(1)} s (target < 95 s)`);
for (const [path, p] of interactionsOnly ? [] : Object.entries(pages)) {
  if (p.lighthouse.failedRuns.length) console.log(`${path}: ${p.lighthouse.failedRuns.length} Lighthouse run(s) failed and were replaced: ${p.lighthouse.failedRuns.join('; ')}`);
  if (p.lighthouse.failedAudits.length) console.log(`${path}: failing audits: ${p.lighthouse.failedAudits.join(', ')}`);
}
console.log(`full results: bench-results/${interactionsOnly ? 'interactions' : 'bench'}.json`);
