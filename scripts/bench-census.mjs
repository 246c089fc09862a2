#!/usr/bin/env node
// npm run bench:census — every speed mechanism measured on and off, in one run (plugins/census).
//
// Builds the site as it is (build-census/baseline) and once per mechanism with it switched off
// (CENSUS_OFF=<id>, build-census/<id>), then measures the builds in turn, round after round, so that
// a change in the machine's speed hits them all alike: each round measures every build once, in a
// rotated order, and each build only the figures its mechanism claims (the baseline all of them).
// Timings are also normalised by the machine's speed in that moment: each sample is multiplied by
// its benchmarkIndex (Lighthouse's own CPU loop, timed beside it; Lighthouse runs report theirs)
// over the median benchmarkIndex of the run. Prints a table and writes bench-results/census.json.
// Options: --runs N (default 5), --only ID,ID (mechanisms), --no-build (measure the builds there are),
// --port N (first of the ports the builds are served on, default 4305), --out DIR (default build-census).
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import {join} from 'node:path';
import {performance} from 'node:perf_hooks';
import {createJiti} from 'jiti';
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import {pageFunctions} from 'lighthouse/core/lib/page-functions.js';
import {startHost} from './serve.mjs';
import {findChromium, CHROMIUM_ARGS} from '../tests/support/chromium.mjs';
import {firstLoadJs} from '../tests/perf/first-load.mjs';
import {measureInteractions} from './bench-interactions.mjs';
import {bytesUntilIdle, lighthouseSample, loadBlockingTime, median} from './bench-measures.mjs';

const {MECHANISMS} = await createJiti(import.meta.url).import('../plugins/census/mechanisms.ts');

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs')) || 5;
const firstPort = Number(option('--port')) || 4305;
const only = option('--only')?.split(',');
const OUT = option('--out') ?? 'build-census';
const log = (...parts) => console.error('[census]', ...parts);

/** Where each figure is measured: a doc page with 40 code blocks for load, a key page for search. */
const CODE_PAGE = '/building-on-etherlink/transactions';
const SEARCH_PAGE = '/get-started/network-information';
/** What a reader could notice (smaller gains fail): ms of TBT or INP at 4x CPU, KB gzip, ms of first hits. */
const NOTICEABLE = {firstLoadJsGzip: 5 * 1024, bytesUntilIdle: 5 * 1024, tbt: 20, blocking: 20, script: 20, fieldShown: 20, slowestKey: 20, firstHits: 50, lcp: 50};
const UNITS = {firstLoadJsGzip: 'B', bytesUntilIdle: 'B', tbt: 'ms', blocking: 'ms', script: 'ms', fieldShown: 'ms', slowestKey: 'ms', firstHits: 'ms', lcp: 'ms'};
/** Figures that are counts of bytes: not timed, not normalised. */
const BYTES = new Set(['firstLoadJsGzip', 'bytesUntilIdle']);

const mechanisms = MECHANISMS.filter((m) => !only || only.includes(m.id));
const builds = [{id: 'baseline', figures: [...new Set(mechanisms.flatMap((m) => m.figures))]}, ...mechanisms];

/** Lines of a mechanism's code: whole files, or `file:from-to`. */
function linesOf(code) {
  let total = 0;
  for (const entry of code) {
    const [file, range] = entry.split(':');
    const lines = readFileSync(file, 'utf8').split('\n');
    if (lines.at(-1) === '') lines.pop();
    if (!range) total += lines.length;
    else {
      const [from, to] = range.split('-').map(Number);
      total += to - from + 1;
    }
  }
  return total;
}

// 1. Builds, one after another, at low priority (the machine is shared).
const buildSeconds = {};
if (!args.includes('--no-build')) {
  for (const build of builds) {
    const outDir = join(OUT, build.id);
    log(`building ${outDir} (CENSUS_OFF=${build.id === 'baseline' ? '' : build.id}) …`);
    const start = performance.now();
    const result = spawnSync('nice', ['-n', '10', 'npx', 'docusaurus', 'build', '--out-dir', outDir], {
      stdio: ['ignore', 'ignore', 'inherit'],
      // No persistent bundler cache: each build compiles its own variant from scratch.
      env: {...process.env, CENSUS_OFF: build.id === 'baseline' ? '' : build.id, DOCUSAURUS_NO_PERSISTENT_CACHE: '1', NO_UPDATE_NOTIFIER: '1'},
    });
    if (result.status !== 0) {
      console.error(`The build of ${outDir} failed.`);
      process.exit(result.status ?? 1);
    }
    buildSeconds[build.id] = Math.round((performance.now() - start) / 100) / 10;
    log(`  ${buildSeconds[build.id]} s`);
    if (build.id === 'trusted-types') {
      // Without the plugin and its policy, the chunk loader would break under the CSP's own demand
      // for Trusted Types: this build is served without it, as the site was before.
      const file = join(outDir, '_headers');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/; require-trusted-types-for 'script'; trusted-types [^;\n]*/g, ''));
    }
  }
}
if (args.includes('--build-only')) process.exit(0);

// 2. Measures, the builds in turn, `runs` rounds.
const chromePath = findChromium();
if (!chromePath) {
  console.error('Chromium not found: run `node tests/support/ensure-chromium.mjs` or set CHROMIUM_PATH.');
  process.exit(1);
}
for (const build of builds) {
  if (!existsSync(join(OUT, build.id, 'index.html'))) {
    console.error(`No build in ${join(OUT, build.id)}: run without --no-build.`);
    process.exit(1);
  }
}
// One after another: started together on a busy 2-core machine, some did not start within serve.mjs's 90 s.
const hosts = {};
for (const [i, build] of builds.entries()) hosts[build.id] = await startHost({root: join(OUT, build.id), port: firstPort + i});
log(`serving ${builds.length} builds (${Math.round(performance.now() / 1000)} s)`);
const browser = await chromium.launch({executablePath: chromePath, args: CHROMIUM_ARGS});
const needsLighthouse = builds.some((b) => b.figures.includes('lcp') || b.figures.includes('tbt'));
const chrome = needsLighthouse ? await chromeLauncher.launch({chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS]}) : null;

/** The machine's speed now: Lighthouse's benchmarkIndex loop in a blank page (no CPU throttling). */
async function benchmarkIndex() {
  const page = await browser.newPage();
  const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  await page.close();
  return index;
}

/** One interaction sample (scripts/bench-interactions.mjs), or null when it failed. */
async function interaction(url, id) {
  const result = await measureInteractions({browser, baseUrl: url, paths: [SEARCH_PAGE], runs: 1, only: [id], log: () => {}});
  const scenario = result.pages[SEARCH_PAGE][id];
  if (!scenario.samples.length) log(`  ${id} failed: ${scenario.errors.join('; ')}`);
  return scenario.samples[0] ?? null;
}

/** samples[build][figure]: {value, index} (index: the benchmarkIndex beside it; null for bytes). */
const samples = Object.fromEntries(builds.map((b) => [b.id, Object.fromEntries(b.figures.map((f) => [f, []]))]));
const firstLoad = {};
for (const build of builds) firstLoad[build.id] = firstLoadJs(join(OUT, build.id), CODE_PAGE).gzip;

for (let round = 0; round < runs; round++) {
  const order = [...builds.slice(round % builds.length), ...builds.slice(0, round % builds.length)];
  for (const build of order) {
    const url = hosts[build.id].url;
    const wants = (...figures) => figures.some((f) => build.figures.includes(f));
    const add = (figure, value, index) => {
      if (build.figures.includes(figure) && value !== null && value !== undefined) samples[build.id][figure].push({value, index});
    };
    log(`round ${round + 1}/${runs}: ${build.id} (${Math.round(performance.now() / 1000)} s, load ${loadavg()[0].toFixed(1)})`);
    add('firstLoadJsGzip', firstLoad[build.id], null);
    if (wants('lcp', 'tbt')) {
      const measureLoad = () => lighthouseSample(url + CODE_PAGE, chrome.port, {onlyCategories: ['performance']});
      let sample = await measureLoad();
      if (sample.error) sample = await measureLoad(); // one more try
      if (sample.error) log(`  lighthouse failed: ${sample.error}`);
      else {
        add('lcp', sample.lcpMs, sample.benchmarkIndex);
        add('tbt', sample.tbtMs, sample.benchmarkIndex);
      }
    }
    if (wants('blocking', 'script')) {
      const index = await benchmarkIndex();
      const load = await loadBlockingTime(browser, url + CODE_PAGE);
      add('blocking', load.blockingMs, index);
      add('script', load.scriptMs, index);
    }
    if (wants('fieldShown', 'slowestKey', 'firstHits')) {
      const index = await benchmarkIndex();
      const first = await interaction(url, 'search-first-query');
      add('fieldShown', first?.visibleMs, index);
      add('slowestKey', first?.slowestKeyMs, index);
      add('firstHits', first?.firstResultsMs, index);
    }
    if (wants('bytesUntilIdle')) add('bytesUntilIdle', await bytesUntilIdle(browser, url + SEARCH_PAGE), null);
  }
  writeReport(round + 1);
}
await chrome?.kill();
await browser.close();
for (const host of Object.values(hosts)) await host.close();
console.log(writeReport(runs));


// 3. Figures: raw and normalised medians, and the spread of the raw samples; written after every
// round, so that a run stopped early leaves what it measured.
function writeReport(rounds) {
  const indexes = (source) => Object.values(samples).flatMap((figures) => Object.entries(figures).filter(([f]) => source(f)).flatMap(([, list]) => list.map((s) => s.index)));
  const reference = {
    lighthouse: median(indexes((f) => f === 'lcp' || f === 'tbt')),
    page: median(indexes((f) => !BYTES.has(f) && f !== 'lcp' && f !== 'tbt')),
  };
  function summary(id, figure) {
    const list = samples[id][figure];
    if (!list.length) return null;
    const ref = figure === 'lcp' || figure === 'tbt' ? reference.lighthouse : reference.page;
    const raw = list.map((s) => s.value);
    const normalised = list.map((s) => (s.index === null ? s.value : (s.value * s.index) / ref));
    return {median: median(raw), normalised: Math.round(median(normalised)), min: Math.min(...raw), max: Math.max(...raw), samples: list};
  }
  const rows = [];
  for (const m of mechanisms) {
    for (const figure of m.figures) {
      const on = summary('baseline', figure);
      const off = summary(m.id, figure);
      const gain = on && off ? off.normalised - on.normalised : null;
      rows.push({mechanism: m.id, claim: m.claim, cost: Boolean(m.cost), figure, on, off, gain, noticeable: gain !== null && Math.abs(gain) >= NOTICEABLE[figure], lines: linesOf(m.code)});
    }
  }
  const report = {date: new Date().toISOString(), runs, rounds, loadAverage: loadavg(), pages: {load: CODE_PAGE, search: SEARCH_PAGE}, noticeable: NOTICEABLE, benchmarkIndex: reference, buildSeconds, rows};
  mkdirSync('bench-results', {recursive: true});
  writeFileSync('bench-results/census.json', JSON.stringify(report, null, 2));

  const show = (figure, value) => (value === null || value === undefined ? '-' : UNITS[figure] === 'B' ? `${(value / 1024).toFixed(1)} KB` : `${Math.round(value)} ms`);
  const table = [['mechanism', 'figure', 'on', 'off', 'gain (cost: -)', 'noticeable', 'lines', 'raw on (min-max)', 'raw off (min-max)']];
  for (const r of rows) {
    const spread = (s) => (s ? `${show(r.figure, s.median)} (${show(r.figure, s.min)}-${show(r.figure, s.max)})` : '-');
    table.push([r.mechanism, r.figure, show(r.figure, r.on?.normalised), show(r.figure, r.off?.normalised), show(r.figure, r.gain), r.noticeable ? 'yes' : 'no', r.lines, spread(r.on), spread(r.off)]);
  }
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
  const lines = table.map((row) => row.map((cell, i) => String(cell).padEnd(widths[i])).join(' | '));
  lines.push(`\nmedians of ${rounds} rounds, normalised to the run's median benchmarkIndex (Lighthouse ${reference.lighthouse}, page ${reference.page}); a gain is off minus on; noticeable: ${Object.entries(NOTICEABLE).map(([f, v]) => `${f} ≥ ${show(f, v)}`).join(', ')}`);
  lines.push('full results: bench-results/census.json');
  writeFileSync('bench-results/census.txt', `${lines.join('\n')}\n`);
  return lines.join('\n');
}
