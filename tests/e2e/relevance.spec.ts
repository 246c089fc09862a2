/**
 * Relevance gate over the built index (no browser, no timing): search and the chatbot answer the
 * questions of tests/relevance/questions.json at least as well as the figures recorded in
 * tests/relevance/recorded.json, over all questions and over the held-out half (questions no
 * ranking change was tuned on). It runs here, after `npm run build`, because the index is made
 * from the built pages. `npm run eval:search` prints the full table and every miss.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect} from '@playwright/test';
import {decodeIndex} from '../../src/search/wire';
import {createRetriever} from '../../src/search/retriever';
import {findPassages} from '../../src/assistant/engine/retrieval';
import {CHATBOT} from '../../src/assistant/labels';
import {evaluate, regressions, RECORDED_FILE, type Recorded, type Report} from '../relevance/evaluate';

const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

function builtRecords() {
  const manifest = JSON.parse(readFileSync(join(BUILD_DIR, 'search', 'manifest.json'), 'utf8')) as {index: string};
  return decodeIndex(JSON.parse(readFileSync(join(BUILD_DIR, manifest.index), 'utf8')));
}

function missList(report: Report): string {
  return report.misses.map(({ranker, question, rank}) => `${ranker} ${rank || '-'}: ${question.q}`).join('\n');
}

test.describe('search and chatbot relevance', () => {
  // Three rankers over every question take seconds on a busy machine: evaluate once, with room.
  test.describe.configure({timeout: 120_000});
  const records = builtRecords();
  let evaluation: Promise<Report> | null = null;
  const report = () => (evaluation ??= evaluate(records));

  test('do not fall below the recorded figures', async () => {
    const current = await report();
    const recorded = JSON.parse(readFileSync(RECORDED_FILE, 'utf8')) as Recorded;
    expect(regressions(current, recorded), `misses:\n${missList(current)}`).toEqual([]);
  });

  test('meet the targets and beat plain BM25 over whole pages', async () => {
    const {search, baseline, chatbot} = (await report()).overall;
    expect(search.questions).toBeGreaterThanOrEqual(80);
    expect(search.hit5).toBeGreaterThanOrEqual(0.95);
    expect(search.mrr).toBeGreaterThanOrEqual(0.9);
    expect(search.hit5).toBeGreaterThan(baseline.hit5);
    expect(search.mrr).toBeGreaterThan(baseline.mrr);
    expect(chatbot.hit5).toBeGreaterThanOrEqual(0.95);
  });

  test('on the held-out half, rank above plain BM25 overall', async () => {
    const heldOut = (await report()).halves['held-out'];
    const {search, baseline} = heldOut.overall;
    expect(search.questions).toBeGreaterThanOrEqual(80);
    expect(search.hit5).toBeGreaterThan(baseline.hit5);
    expect(search.mrr).toBeGreaterThan(baseline.mrr);
  });

  test("the chatbot's suggested questions cite the pages that answer them", () => {
    const corpus = {records, retriever: createRetriever(records)};
    const [tools, assets] = CHATBOT.suggestedQuestions.map((question) => findPassages(corpus, question));
    expect(tools!.map((p) => p.path)).toContain('/building-on-etherlink/development-toolkits');
    expect(tools!.map((p) => p.text).join(' ')).toMatch(/Hardhat|Foundry/);
    expect(assets![0]!.path).toMatch(/^\/bridging\//);
    expect(assets!.filter((p) => p.path.startsWith('/bridging/')).length).toBeGreaterThanOrEqual(2);
  });
});
