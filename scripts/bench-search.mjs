#!/usr/bin/env node
// Search benchmark over the built index: what each of ~30 typical queries fetches before its
// first hits (the manifest, the term fragments of its words and the chunks of the hits shown,
// gzip level 9 as the hosts send them at least), and the latency of the queries through the
// client the dialog uses (ranking, highlighting, snippets) once those files are loaded.
// Budgets: a one- or two-word query fetches at most 50 KB gzip (tests/perf/budgets.mjs); p95 ≤ 5 ms
// per query in Node (checked on CPU time, which a busy machine does not inflate; wall time is
// printed beside it).
//
//   npm run build && npm run bench:search            (reads build/search/)
//   node scripts/bench-search.mjs --dir /tmp/build   (another build)
//   node scripts/bench-search.mjs --check            (exit 1 when a budget is exceeded)
//   node scripts/bench-search.mjs --json             (last line: the figures as JSON, for scripts/bench.mjs)
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {budgets} from '../tests/perf/budgets.mjs';

const args = process.argv.slice(2);
const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'build';
const check = args.includes('--check');
const asJson = args.includes('--json');
const BUDGET_FETCH_BYTES = budgets.searchFirstHitsGzip;
const BUDGET_P95_MS = 5;

// The search code is TypeScript; jiti (Docusaurus's own loader) runs it as the build does.
// `@site` is the repository root, as Docusaurus and tsconfig resolve it.
const jiti = createRequire(import.meta.url)('jiti')(import.meta.url, {
  interopDefault: true,
  alias: {'@site': fileURLToPath(new URL('..', import.meta.url))},
});
const {builtEngine} = jiti('../plugins/search-index/fragments.ts');
const {createLocalSearchClient, HITS_PER_PAGE} = jiti('../src/search/local/client.ts');

const QUERIES = [
  'websockets', 'bridge', 'fees', 'gas price', 'chain id', 'faucet', 'evm node', 'smart rollup node',
  'deploy contract', 'verify contract', 'hardhat', 'foundry', 'metamask', 'rpc endpoint', 'sequencer',
  'kernel upgrade', 'governance', 'withdraw xtz', 'fa tokens', 'testnet', 'shadownet', 'snapshot',
  'rate limit', 'the graph', 'price feed', 'how do I bridge tokens', 'brdging', 'websock', 'transacton', 'o',
];

const gzipCache = new Map();
const gzipSize = (path) => {
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(join(dir, path)), {level: 9}).length);
  return gzipCache.get(path);
};
/** An engine and client over the built files, recording each path they read. */
async function fresh() {
  const read = [];
  const engine = await builtEngine((path) => {
    read.push(path);
    return readFileSync(join(dir, path));
  });
  const client = createLocalSearchClient({getEngine: async () => engine, indexName: 'bench', typingPause: async () => {}});
  return {engine, client, read};
}
const request = (query) => ({
  query,
  indexName: 'bench',
  attributesToSnippet: ['hierarchy.lvl1:15', 'hierarchy.lvl2:15', 'hierarchy.lvl3:15', 'content:15'],
  hitsPerPage: HITS_PER_PAGE,
});

// What each query fetches, from a new page (nothing loaded but what it needs).
const costs = [];
for (const q of QUERIES) {
  const {client, read} = await fresh();
  await client.search({requests: [request(q)]});
  costs.push({q, files: read.length, gzip: read.reduce((sum, path) => sum + gzipSize(path), 0), words: q.split(/\s+/).length});
}
const manifestPath = '/search/manifest.json';
const manifestGzip = gzipSize(manifestPath);

// Latency once loaded: warm up the JIT and the files, then time every query 20 times.
const {client} = await fresh();
for (let round = 0; round < 3; round++) for (const q of QUERIES) await client.search({requests: [request(q)]});
// Wall time is what a reader waits; CPU time is the same work without the time the process
// spends descheduled, which on a busy shared machine is most of the wall-time noise.
const samples = [];
const cpuSamples = [];
for (const q of QUERIES) {
  for (let i = 0; i < 20; i++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await client.search({requests: [request(q)]});
    samples.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuSamples.push((used.user + used.system) / 1000);
  }
}

const percentile = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const p50 = percentile(samples, 50);
const p95 = percentile(samples, 95);
const cpuP50 = percentile(cpuSamples, 50);
const cpuP95 = percentile(cpuSamples, 95);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const short = costs.filter(({words}) => words <= 2);
const fetchMedian = percentile(short.map((c) => c.gzip), 50);
const worst = short.reduce((a, b) => (b.gzip > a.gzip ? b : a));

console.log(`manifest   ${kb(manifestGzip)} gzip`);
console.log(`first hits one- and two-word queries fetch ${kb(fetchMedian)} gzip (median), at most ${kb(worst.gzip)} ("${worst.q}", ${worst.files} files; budget ${kb(BUDGET_FETCH_BYTES)})`);
for (const {q, gzip, files} of [...costs].sort((a, b) => b.gzip - a.gzip).slice(0, 5)) console.log(`  largest  ${q.padEnd(24)} ${kb(gzip)} in ${files} files`);
console.log(`queries    ${QUERIES.length} × 20 through the DocSearch client: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms wall; p50 ${cpuP50.toFixed(2)} ms, p95 ${cpuP95.toFixed(2)} ms CPU (budget ${BUDGET_P95_MS} ms)`);

const failures = [
  ...short.filter(({gzip}) => gzip > BUDGET_FETCH_BYTES).map(({q, gzip}) => `"${q}" fetches ${kb(gzip)} gzip, over ${kb(BUDGET_FETCH_BYTES)}`),
  cpuP95 > BUDGET_P95_MS && `p95 is ${cpuP95.toFixed(2)} ms of CPU, over ${BUDGET_P95_MS} ms`,
].filter(Boolean);
if (asJson) {
  const round = (n) => Math.round(n * 100) / 100;
  console.log(JSON.stringify({manifestGzip, fetchMedianGzip: fetchMedian, fetchMaxGzip: worst.gzip, fetchMaxQuery: worst.q, queries: QUERIES.length, p50Ms: round(p50), p95Ms: round(p95), cpuP50Ms: round(cpuP50), cpuP95Ms: round(cpuP95)}));
}
if (failures.length) {
  console.log(`over budget: ${failures.join('; ')}`);
  if (check) process.exit(1);
}
