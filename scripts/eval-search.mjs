#!/usr/bin/env node
// Relevance of search and chatbot over tests/relevance/questions.json, against the built index:
// hit@1, hit@5 and MRR per section and overall, beside a plain BM25 baseline and the figures
// last recorded in tests/relevance/recorded.json, for all questions, the tuning half and the
// held-out half (the split rule is in questions.json), then for the fresh set of
// tests/relevance/fresh.json (questions written blind after the split, not halved), then the exact
// values readers paste (kind "exact" of the held-out half and the fresh set, by kind of value; the
// other sets leave them out), then the held-out half with a typo in each question (withTypos), then
// every miss. Not timed.
// Judge a ranking change on the held-out half: the tuning half is the one it was tuned on.
// Last, the sets written blind (BLIND_SETS: heldout.json and unseen*.json) by kind, beside
// BM25 over whole pages with their code: never used for tuning, so their misses are not printed
// (each `about` says why and what is spent; --blind-misses prints them, for retiring a set).
//
//   npm run build && npm run eval:search           (reads build/search/)
//   npm run eval:search -- --dir /tmp/build        (another build)
//   npm run eval:search -- --record                (writes the figures to tests/relevance/recorded.json)
//   npm run eval:search -- --check                 (exit 1 when search or chatbot fell below the record)
//   npm run eval:search -- --blind-misses          (also lists the misses of the blind sets)
import {readFileSync, writeFileSync} from 'node:fs';
import {basename} from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const args = process.argv.slice(2);
const dir = args.includes('--dir') ? args[args.indexOf('--dir') + 1] : 'build';

// The search code is TypeScript; jiti (Docusaurus's own loader) runs it as the build does.
// `@site` is the repository root, as Docusaurus and tsconfig resolve it.
const jiti = createRequire(import.meta.url)('jiti')(import.meta.url, {
  interopDefault: true,
  alias: {'@site': fileURLToPath(new URL('..', import.meta.url))},
});
const {readBuiltRecords} = jiti('../plugins/search-index/fragments.ts');
const {evaluate, loadQuestions, loadExactQuestions, loadHeldOutQuestions, loadTypoQuestions, regressions, sectionsNotAboveBaseline, HALVES, RECORDED_FILE, FRESH_FILE, BLIND_SETS} = jiti('../tests/relevance/evaluate.ts');

const records = readBuiltRecords(dir, (file) => JSON.parse(readFileSync(file, 'utf8')));
const report = await evaluate(records);
const fresh = await evaluate(records, loadQuestions(FRESH_FILE));
const exact = await evaluate(records, loadExactQuestions());
const typos = await evaluate(records, loadTypoQuestions());
const blind = [];
for (const set of BLIND_SETS) blind.push({...set, name: basename(set.file), report: await evaluate(records, loadHeldOutQuestions(set.file), {code: true})});
let recorded = null;
try {
  recorded = JSON.parse(readFileSync(RECORDED_FILE, 'utf8'));
} catch {
  // No record yet: the table shows the current figures only.
}

const f = (x) => (x === undefined ? '  -  ' : x.toFixed(3));
const header = (first = 'section') =>
  `${first.padEnd(15)}  n  | search hit@1 hit@5  MRR  | BM25 hit@1 hit@5  MRR  | chatbot 1st  any | recorded hit@5  MRR  chatbot`;
const row = (name, figures, then) => {
  const {search: s, baseline: b, chatbot: c} = figures;
  console.log(
    `${name.padEnd(15)} ${String(s.questions).padStart(3)}  |        ${f(s.hit1)} ${f(s.hit5)} ${f(s.mrr)} |      ${f(b.hit1)} ${f(b.hit5)} ${f(b.mrr)} |       ${f(c.hit1)} ${f(c.hit5)} |          ${f(then?.search.hit5)} ${f(then?.search.mrr)} ${f(then?.chatbot.hit5)}`,
  );
};
const table = (title, breakdown, then, first = 'section') => {
  const line = '-'.repeat(header(first).length);
  console.log(`${title}\n${header(first)}\n${line}`);
  for (const [section, figures] of Object.entries(breakdown.sections)) row(section, figures, then?.sections?.[section]);
  console.log(line);
  row('overall', breakdown.overall, then?.overall);
  const behind = sectionsNotAboveBaseline(breakdown);
  console.log(behind.length ? `not above BM25: ${behind.join(', ')}\n` : `search MRR above BM25 in every ${first} (or perfect)\n`);
};
console.log(`${dir}/search: ${records.length} records\n`);
table('All questions', report, recorded);
for (const half of HALVES) table(`${half === 'held-out' ? 'Held-out half (judge changes here)' : 'Tuning half'}`, report.halves[half], recorded?.halves?.[half]);
table('Fresh set (tests/relevance/fresh.json, written blind)', fresh, recorded?.fresh);
table('Exact values (kind exact: held-out half and fresh set, by kind of value)', exact, recorded?.exact);
table("Typos (the held-out half, a typo at the middle of each question's longest word, by kind of typo)", typos, recorded?.typos, 'typo');
for (const {name, key, report: set} of blind) table(`Blind set by kind (tests/relevance/${name}: written blind, never used for tuning; BM25 reads code too)`, set, recorded?.[key], 'kind');

console.log(`Misses (search: the first page shown does not answer; chatbot: no cited page answers):`);
const misses = [...report.misses, ...fresh.misses.map((miss) => ({...miss, half: 'fresh'})), ...exact.misses.map((miss) => ({...miss, half: 'exact'}))];
for (const {ranker, question, half, rank, got} of misses) {
  console.log(`  ${ranker.padEnd(7)} ${half.padEnd(8)} ${rank ? `rank ${rank}` : 'none  '}  "${question.q}" → want ${question.answers.join(' | ')}; got ${got.join(', ') || 'nothing'}`);
}
for (const {name, report: set} of blind) {
  console.log(`  (${name}: ${set.misses.length} misses, not listed: the set is never used for tuning)`);
  if (!args.includes('--blind-misses')) continue;
  for (const {ranker, question, rank, got} of set.misses) {
    console.log(`  ${ranker.padEnd(7)} ${question.kind.padEnd(8)} ${rank ? `rank ${rank}` : 'none  '}  "${question.q}" → want ${question.answers.join(' | ')}; got ${got.join(', ') || 'nothing'}`);
  }
}
const unknownAnswers = [report, fresh, ...blind.map((set) => set.report)].flatMap((set) => set.unknownAnswers);
if (unknownAnswers.length) {
  console.log(`\nAnswer pages not in the index (ignored): ${Array.from(new Set(unknownAnswers.map((u) => u.path))).join(', ')}`);
}
const unanswerable = [report, fresh, ...blind.map((set) => set.report)].flatMap((set) => set.unanswerable);
if (unanswerable.length) {
  console.log(`Questions left out (no answer page in the index): ${unanswerable.map((q) => `"${q.q}"`).join(', ')}`);
}

if (args.includes('--record')) {
  writeFileSync(RECORDED_FILE, `${JSON.stringify({overall: report.overall, sections: report.sections, halves: report.halves, fresh: {overall: fresh.overall, sections: fresh.sections}, exact: {overall: exact.overall, sections: exact.sections}, typos: {overall: typos.overall, sections: typos.sections}, ...Object.fromEntries(blind.map(({key, report: set}) => [key, {overall: set.overall, sections: set.sections}]))}, null, 2)}\n`);
  console.log(`\nRecorded the figures in ${RECORDED_FILE}`);
}
if (args.includes('--check') && recorded) {
  const fell = [
    ...regressions(report, recorded),
    ...(recorded.fresh ? regressions(fresh, recorded.fresh).map((what) => `fresh set ${what}`) : []),
    ...(recorded.exact ? regressions(exact, recorded.exact).map((what) => `exact values ${what}`) : []),
    ...(recorded.typos ? regressions(typos, recorded.typos).map((what) => `typos ${what}`) : []),
    ...blind.flatMap(({name, key, report: set}) => (recorded[key] ? regressions(set, recorded[key]).map((what) => `${name} ${what}`) : [])),
  ];
  if (fell.length) {
    console.log(`\nBelow the recorded figures: ${fell.join('; ')}`);
    process.exit(1);
  }
}
