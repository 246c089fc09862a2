#!/usr/bin/env node
// Search benchmark over the built index: its size (raw and gzip), the time to make it searchable,
// and the latency of ~30 typical queries through the same client the dialog uses (ranking,
// highlighting, snippets). Budgets: index ≤ 160 KB gzip (tests/perf/budgets.mjs), p95 ≤ 5 ms per query in Node (checked
// on CPU time, which a busy machine does not inflate; wall time is printed beside it).
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
const BUDGET_GZIP_BYTES = budgets.searchIndexGzip;
const BUDGET_P95_MS = 5;

// The search code is TypeScript; jiti (Docusaurus's own loader) runs it as the build does.
// `@site` is the repository root, as Docusaurus and tsconfig resolve it.
const jiti = createRequire(import.meta.url)('jiti')(import.meta.url, {
  interopDefault: true,
  alias: {'@site': fileURLToPath(new URL('..', import.meta.url))},
});
const {decodeIndex} = jiti('../src/search/wire.ts');
const {createSearchEngine} = jiti('../src/search/engine.ts');
const {createLocalSearchClient} = jiti('../src/search/client.ts');

const QUERIES = [
  'websockets', 'bridge', 'fees', 'gas price', 'chain id', 'faucet', 'evm node', 'smart rollup node',
  'deploy contract', 'verify contract', 'hardhat', 'foundry', 'metamask', 'rpc endpoint', 'sequencer',
  'kernel upgrade', 'governance', 'withdraw xtz', 'fa tokens', 'testnet', 'shadownet', 'snapshot',
  'rate limit', 'the graph', 'price feed', 'how do I bridge tokens', 'brdging', 'websock', 'transacton', 'o',
];

const manifest = JSON.parse(readFileSync(join(dir, 'search', 'manifest.json'), 'utf8'));
const raw = readFileSync(join(dir, manifest.index.replace(/^\//, '')));
const gzip = gzipSync(raw).length;

let started = performance.now();
const records = decodeIndex(JSON.parse(raw.toString('utf8')));
const engine = createSearchEngine(records);
const buildMs = performance.now() - started;

const client = createLocalSearchClient({getEngine: async () => engine, indexName: 'bench'});
const request = (query) => ({
  query,
  indexName: 'bench',
  attributesToSnippet: ['hierarchy.lvl1:15', 'hierarchy.lvl2:15', 'hierarchy.lvl3:15', 'content:15'],
  hitsPerPage: 20,
});

// Warm up the JIT, then time every query 20 times.
for (let round = 0; round < 3; round++) for (const q of QUERIES) await client.search({requests: [request(q)]});
// Wall time is what a reader waits; CPU time is the same work without the time the process
// spends descheduled, which on a busy shared machine is most of the wall-time noise.
const samples = [];
const cpuSamples = [];
const perQuery = [];
for (const q of QUERIES) {
  const times = [];
  let nbHits = 0;
  for (let i = 0; i < 20; i++) {
    const cpu = process.cpuUsage();
    started = performance.now();
    const {results} = await client.search({requests: [request(q)]});
    times.push(performance.now() - started);
    const used = process.cpuUsage(cpu);
    cpuSamples.push((used.user + used.system) / 1000);
    nbHits = results[0].nbHits;
  }
  samples.push(...times);
  perQuery.push({q, median: times.sort((a, b) => a - b)[10], nbHits});
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

console.log(`index      ${manifest.index}: ${manifest.records} records, ${kb(raw.length)} raw, ${kb(gzip)} gzip (budget ${kb(BUDGET_GZIP_BYTES)})`);
console.log(`load       decode + build the engine: ${buildMs.toFixed(0)} ms`);
console.log(`queries    ${QUERIES.length} × 20 through the DocSearch client: p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms wall; p50 ${cpuP50.toFixed(2)} ms, p95 ${cpuP95.toFixed(2)} ms CPU (budget ${BUDGET_P95_MS} ms)`);
for (const {q, median, nbHits} of perQuery.sort((a, b) => b.median - a.median).slice(0, 5)) {
  console.log(`  slowest  ${q.padEnd(24)} ${median.toFixed(2)} ms  (${nbHits} hits)`);
}

const failures = [
  gzip > BUDGET_GZIP_BYTES && `index is ${kb(gzip)} gzip, over ${kb(BUDGET_GZIP_BYTES)}`,
  cpuP95 > BUDGET_P95_MS && `p95 is ${cpuP95.toFixed(2)} ms of CPU, over ${BUDGET_P95_MS} ms`,
].filter(Boolean);
if (asJson) {
  const round = (n) => Math.round(n * 100) / 100;
  console.log(JSON.stringify({records: manifest.records, rawBytes: raw.length, gzipBytes: gzip, loadMs: Math.round(buildMs), queries: QUERIES.length, p50Ms: round(p50), p95Ms: round(p95), cpuP50Ms: round(cpuP50), cpuP95Ms: round(cpuP95)}));
}
if (failures.length) {
  console.log(`over budget: ${failures.join('; ')}`);
  if (check) process.exit(1);
}
