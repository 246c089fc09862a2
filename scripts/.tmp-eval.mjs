import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
const jiti = createRequire(import.meta.url)('jiti')(import.meta.url, {interopDefault: true, alias: {'@site': fileURLToPath(new URL('..', import.meta.url))}});
const {readBuiltRecords} = jiti('../plugins/search-index/fragments.ts');
const {evaluate, loadHeldOutQuestions} = jiti('../tests/relevance/evaluate.ts');
const records = readBuiltRecords(process.argv[2] || 'build', (file) => JSON.parse(readFileSync(file, 'utf8')));
const all = loadHeldOutQuestions();
const f = (x) => x.toFixed(3);
for (const [name, qs] of [['batch 12-06', all.filter((q) => !q.written)], ['batch 12-07', all.filter((q) => q.written === '2026-12-07')]]) {
  const r = await evaluate(records, qs, {code: true});
  console.log(`\n${name} (${qs.length})      search hit1 hit5 MRR | BM25 hit1 hit5 MRR | chatbot any`);
  for (const [k, v] of [...Object.entries(r.sections), ['ALL', r.overall]]) console.log(`${k.padEnd(10)} ${String(v.search.questions).padStart(3)} | ${f(v.search.hit1)} ${f(v.search.hit5)} ${f(v.search.mrr)} | ${f(v.baseline.hit1)} ${f(v.baseline.hit5)} ${f(v.baseline.mrr)} | ${f(v.chatbot.hit5)}`);
  if (process.argv.includes('--misses') && name === process.argv[process.argv.indexOf('--misses') + 1]) for (const m of r.misses) console.log(m.ranker, m.rank, m.question.q, '->', m.got?.slice?.(0, 3));
}
