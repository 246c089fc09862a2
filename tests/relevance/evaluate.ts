/**
 * Relevance of search and chatbot over tests/relevance/questions.json. Three rankers answer each
 * question with a list of pages, best first:
 *
 * - search: the dialog's client (src/search/local/client.ts) over the engine, with the hits in the order
 *   DocSearch shows them (grouped by section, groups in order of their first hit);
 * - baseline: plain BM25 (MiniSearch, no field boosts, no prefix, typo or synonym) over whole pages,
 *   the text of each page as one document: the yardstick the tuned ranking must beat;
 * - chatbot: the pages the local answer engine cites (src/assistant/engine/retrieval.ts).
 *
 * hit@k: share of questions with an answering page among the first k pages. MRR: mean of
 * 1 / rank of the first answering page (0 when none is listed). Used by scripts/eval-search.mjs
 * (the table) and tests/after-build/search-index.test.ts (the regression gate).
 *
 * The questions fall in two halves by a fixed rule (halfOf, also written in questions.json):
 * ranking changes are tuned on one and judged on the other, so a figure on the held-out half says
 * how the ranking does on questions nobody tuned it for.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import MiniSearch from 'minisearch';
import {createLocalSearchClient, HITS_PER_PAGE} from '../../src/search/local/client';
import {createSearchEngine} from '../../plugins/search-index/fragments';
import {createRetriever} from '../../src/assistant/engine/corpus';
import {tokenize} from '../../src/search/engine/text';
import type {SearchRecord} from '../../src/search/engine/types';
import {findPassages} from '../../src/assistant/engine/retrieval';

export interface Question {
  q: string;
  section: string;
  kind: string;
  /** For kind "exact": what the value is (address, contract, method, flag, chain-id, hash, error). */
  value?: string;
  answers: string[];
}

export interface Scores {
  questions: number;
  hit1: number;
  hit5: number;
  mrr: number;
}

export interface Figures {
  search: Scores;
  baseline: Scores;
  /** hit@1: the first page cited answers; hit5 (= any cited page answers, at most 5 are cited). */
  chatbot: Scores;
}

export interface Miss {
  ranker: 'search' | 'chatbot';
  question: Question;
  half: Half;
  /** 1-based rank of the first answering page, 0 when none is listed. */
  rank: number;
  got: string[];
}

export type Half = 'tuning' | 'held-out';
export const HALVES: readonly Half[] = ['tuning', 'held-out'];

export interface Breakdown {
  overall: Figures;
  sections: Record<string, Figures>;
}

export interface Report extends Breakdown {
  /** The same figures for each half of the questions (see halfOf). */
  halves: Record<Half, Breakdown>;
  misses: Miss[];
  /** Answer paths not in the index (pages another branch adds, or a renamed page). */
  unknownAnswers: {q: string; path: string}[];
  /** Questions none of whose answers is in the index: left out of the figures. */
  unanswerable: Question[];
}

// __dirname rather than import.meta: Playwright loads this file as CommonJS, jiti as either.
export const QUESTIONS_FILE = join(__dirname, 'questions.json');
export const RECORDED_FILE = join(__dirname, 'recorded.json');
/** Reader questions written blind after the split, reported on their own (see its `about`). */
export const FRESH_FILE = join(__dirname, 'fresh.json');
/**
 * Questions written blind and never used for tuning, reported by kind (misspelt names, comparisons,
 * retired names, error messages, addresses, tasks): the judge of a ranking change (see its `about`).
 */
export const HELDOUT_FILE = join(__dirname, 'heldout.json');

/**
 * The sets written blind, oldest first, each reported by kind beside BM25 without its misses, and
 * held to its recorded figures under `key` in recorded.json. A set whose misses were read to make a
 * change is spent for judging (its `about` says how far): the newest judges the next change.
 */
export const BLIND_SETS = [
  {key: 'heldout', file: HELDOUT_FILE},
  {key: 'unseen', file: join(__dirname, 'unseen.json')},
  {key: 'unseen2', file: join(__dirname, 'unseen-2.json')},
  {key: 'unseen3', file: join(__dirname, 'unseen-3.json')},
  {key: 'unseen4', file: join(__dirname, 'unseen-4.json')},
  {key: 'unseen5', file: join(__dirname, 'unseen-5.json')},
  {key: 'unseen6', file: join(__dirname, 'unseen-6.json')},
  {key: 'unseen7', file: join(__dirname, 'unseen-7.json')},
  {key: 'unseen8', file: join(__dirname, 'unseen-8.json')},
  {key: 'unseen9', file: join(__dirname, 'unseen-9.json')},
] as const;
export type BlindKey = (typeof BLIND_SETS)[number]['key'];

/** The questions of a file, without the exact values (see loadExactQuestions). */
export function loadQuestions(file: string = QUESTIONS_FILE): Question[] {
  return readQuestions(file).filter((question) => question.kind !== 'exact');
}

function readQuestions(file: string): Question[] {
  return (JSON.parse(readFileSync(file, 'utf8')) as {questions: Question[]}).questions;
}

/**
 * The exact values readers paste (kind "exact"): those of the held-out half of questions.json and
 * all of fresh.json, reported as a set of their own, by the kind of value in place of the section.
 */
export function loadExactQuestions(): Question[] {
  return [...readQuestions(QUESTIONS_FILE).filter((q) => halfOf(q) === 'held-out'), ...readQuestions(FRESH_FILE)]
    .filter((question) => question.kind === 'exact')
    .map((question) => ({...question, section: question.value ?? 'value'}));
}

/** The typos of `withTypos`, each made at the middle letter of a question's longest word. */
export const TYPOS = {
  swapped: (word: string, at: number) => word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2),
  dropped: (word: string, at: number) => word.slice(0, at) + word.slice(at + 1),
  doubled: (word: string, at: number) => word.slice(0, at + 1) + word.slice(at),
  replaced: (word: string, at: number) => word.slice(0, at) + String.fromCharCode(((word.charCodeAt(at) - 97 + 1) % 26) + 97) + word.slice(at + 1),
} as const;

/**
 * Each question once per kind of typo (TYPOS), made in its longest word of five letters or more,
 * reported by that kind in place of the section; questions without such a word are left out.
 * Readers mistype their questions' words; these measure how search holds up, on questions of the
 * held-out half, with no typo written for a ranking to fit.
 */
export function withTypos(questions: Question[]): Question[] {
  return questions.flatMap((question) => {
    const words = question.q.split(' ');
    const longest = words.filter((word) => /^[a-z]{5,}$/.test(word)).sort((a, b) => b.length - a.length)[0];
    if (!longest) return [];
    const at = Math.floor(longest.length / 2) - 1;
    return Object.entries(TYPOS).map(([kind, typo]) => ({...question, q: words.map((word) => (word === longest ? typo(word, at) : word)).join(' '), section: kind}));
  });
}

/** The held-out half of questions.json, with typos (withTypos). */
export const loadTypoQuestions = (): Question[] => withTypos(loadQuestions().filter((question) => halfOf(question) === 'held-out'));

/**
 * The never-tuned set of heldout.json, every question, reported by its kind in place of the section.
 * Evaluate it with `code: true`: its addresses and flags are often on a page only in code.
 */
export function loadHeldOutQuestions(file: string = HELDOUT_FILE): Question[] {
  return readQuestions(file).map((question) => ({...question, section: question.kind}));
}

/**
 * The half a question belongs to: the first byte of the SHA-256 of its text (UTF-8, as written),
 * even for tuning, odd for held-out. Fixed by the words alone, so adding or reordering questions
 * never moves one from a half to the other.
 */
export function halfOf(question: Pick<Question, 'q'>): Half {
  return createHash('sha256').update(question.q, 'utf8').digest()[0]! % 2 === 0 ? 'tuning' : 'held-out';
}

/** "/bridging/" and "/bridging" are one page; anchors do not matter. */
export function pagePath(url: string): string {
  const path = url.split('#')[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function uniquePages(urls: string[]): string[] {
  return Array.from(new Set(urls.map(pagePath)));
}

export type Ranker = (question: string) => string[] | Promise<string[]>;

/** The dialog: the same client and engine, hits in DocSearch's display order. */
export function searchRanker(records: readonly SearchRecord[]): Ranker {
  const engine = createSearchEngine(records);
  const client = createLocalSearchClient({getEngine: async () => engine, indexName: 'eval', typingPause: async () => {}});
  return async (question) => {
    const {results} = await client.search({requests: [{query: question, indexName: 'eval', hitsPerPage: HITS_PER_PAGE}]});
    // DocSearch groups hits by lvl0, groups in the order of their first hit.
    const groups = new Map<string, string[]>();
    for (const hit of results[0]!.hits) {
      const group = groups.get(hit.hierarchy.lvl0) ?? [];
      group.push(hit.url);
      groups.set(hit.hierarchy.lvl0, group);
    }
    return uniquePages(Array.from(groups.values()).flat());
  };
}

/**
 * The baseline's stop words: the search's list as it was when the baseline was set, kept apart so
 * that a change to the search's list (src/search/engine/text.ts) does not move the yardstick too.
 */
const BASELINE_STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its my of on or ' +
    'so that the this to was what when where which who why will with you your'
  ).split(' '),
);

/**
 * Plain BM25 over whole pages: one document per page (title, headings and text), no boosts. With
 * `code`, a page's code blocks too: the yardstick of the exact values, which readers copy from code.
 * Without, the pages' prose, as when the figures of the other sets were first recorded, so that
 * indexing code does not move their yardstick.
 */
export function baselineRanker(records: readonly SearchRecord[], {code = false}: {code?: boolean} = {}): Ranker {
  const pages = new Map<string, string[]>();
  for (const record of records) {
    if (record.code && !code) continue;
    const text = pages.get(record.page.path) ?? [];
    const h = record.hierarchy;
    if (record.type === 'lvl1') text.push(h.lvl1);
    else if (record.type !== 'content') text.push(h[record.type] ?? '');
    if (record.content) text.push(record.content);
    pages.set(record.page.path, text);
  }
  const mini = new MiniSearch<{id: string; text: string}>({
    fields: ['text'],
    tokenize: (text) => tokenize(text),
    processTerm: (term) => (BASELINE_STOP_WORDS.has(term) ? null : term),
  });
  mini.addAll(Array.from(pages, ([id, text]) => ({id, text: text.join('\n')})));
  return (question) => uniquePages(mini.search(question).map((result) => String(result.id)));
}

/** The pages the chatbot's local answer cites, in answer order. */
export function chatbotRanker(records: readonly SearchRecord[]): Ranker {
  const corpus = {retriever: createRetriever(createSearchEngine(records))};
  return async (question) => uniquePages((await findPassages(corpus, question)).map((passage) => passage.url));
}

function rankOf(got: string[], answers: Set<string>): number {
  const index = got.findIndex((path) => answers.has(path));
  return index === -1 ? 0 : index + 1;
}

function score(ranks: number[]): Scores {
  const n = ranks.length || 1;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    questions: ranks.length,
    hit1: round(ranks.filter((r) => r === 1).length / n),
    hit5: round(ranks.filter((r) => r >= 1 && r <= 5).length / n),
    mrr: round(ranks.reduce((sum, r) => sum + (r ? 1 / r : 0), 0) / n),
  };
}

/**
 * `code`: whether the BM25 baseline reads the pages' code blocks too; by default only for the exact
 * values (see baselineRanker).
 */
export async function evaluate(
  records: readonly SearchRecord[],
  questions: Question[] = loadQuestions(),
  {code = questions.some((question) => question.kind === 'exact')}: {code?: boolean} = {},
): Promise<Report> {
  const known = new Set(records.map((record) => pagePath(record.page.path)));
  const rankers = {search: searchRanker(records), baseline: baselineRanker(records, {code}), chatbot: chatbotRanker(records)};
  const ranks: Record<keyof Figures, {section: string; half: Half; rank: number}[]> = {search: [], baseline: [], chatbot: []};
  const report: Report = {
    overall: {} as Figures,
    sections: {},
    halves: {tuning: {overall: {} as Figures, sections: {}}, 'held-out': {overall: {} as Figures, sections: {}}},
    misses: [],
    unknownAnswers: [],
    unanswerable: [],
  };

  for (const question of questions) {
    const answers = new Set(question.answers.map(pagePath).filter((path) => known.has(path)));
    for (const path of question.answers) {
      if (!known.has(pagePath(path))) report.unknownAnswers.push({q: question.q, path});
    }
    if (answers.size === 0) {
      report.unanswerable.push(question);
      continue;
    }
    const half = halfOf(question);
    for (const name of ['search', 'baseline', 'chatbot'] as const) {
      const got = await rankers[name](question.q);
      const rank = rankOf(got, answers);
      ranks[name].push({section: question.section, half, rank});
      const missed = name === 'chatbot' ? rank === 0 : rank !== 1;
      if (name !== 'baseline' && missed) report.misses.push({ranker: name, question, half, rank, got: got.slice(0, 5)});
    }
  }

  const sections = Array.from(new Set(questions.map((q) => q.section)));
  const breakdown = (inHalf: (half: Half) => boolean): Breakdown => {
    const figures = (inSection: (section: string) => boolean): Figures => {
      const pick = (name: keyof Figures) =>
        score(ranks[name].filter((r) => inHalf(r.half) && inSection(r.section)).map((r) => r.rank));
      return {search: pick('search'), baseline: pick('baseline'), chatbot: pick('chatbot')};
    };
    const bySection: Record<string, Figures> = {};
    for (const section of sections) bySection[section] = figures((s) => s === section);
    return {overall: figures(() => true), sections: bySection};
  };
  Object.assign(report, breakdown(() => true));
  for (const half of HALVES) report.halves[half] = breakdown((h) => h === half);
  return report;
}

/**
 * The figures the gate holds the ranking to, as written by `npm run eval:search -- --record`; each
 * blind set's (BLIND_SETS) by kind, absent in records written before it.
 */
export interface Recorded extends Breakdown, Partial<Record<BlindKey, Breakdown>> {
  /** Absent in records written before the split. */
  halves?: Record<Half, Breakdown>;
  /** The figures of fresh.json; absent in records written before it. */
  fresh?: Breakdown;
  /** The figures of the exact values (loadExactQuestions); absent in records written before them. */
  exact?: Breakdown;
  /** The figures of the held-out half with typos (loadTypoQuestions); absent in records written before them. */
  typos?: Breakdown;
}

/**
 * What fell below the recorded figures (search hit@5 and MRR, chatbot citations): over all
 * questions, and over the held-out half when the record has it.
 */
export function regressions(report: Report, recorded: Recorded): string[] {
  const out: string[] = [];
  const check = (label: string, now: number, then: number) => {
    if (now + 1e-9 < then) out.push(`${label} fell from ${then} to ${now}`);
  };
  const compare = (prefix: string, now: Figures, then: Figures) => {
    check(`${prefix}search hit@5`, now.search.hit5, then.search.hit5);
    check(`${prefix}search MRR`, now.search.mrr, then.search.mrr);
    check(`${prefix}chatbot citations`, now.chatbot.hit5, then.chatbot.hit5);
  };
  compare('', report.overall, recorded.overall);
  const heldOut = recorded.halves?.['held-out'];
  if (heldOut) compare('held-out ', report.halves['held-out'].overall, heldOut.overall);
  return out;
}

/**
 * Sections of a breakdown where search ranks more than 0.01 MRR below plain BM25, unless search is
 * perfect. The margin: BM25 over whole pages also moves when a page's text changes, and on a
 * section of 9 questions one rank is worth 0.055 MRR; 0.01 lets a tie stand, not a loss.
 */
export function sectionsNotAboveBaseline({sections}: Breakdown): string[] {
  return Object.entries(sections)
    .filter(([, {search, baseline}]) => search.questions > 0 && !(search.mrr + 0.01 >= baseline.mrr || search.mrr === 1))
    .map(([section, {search, baseline}]) => `${section} (search MRR ${search.mrr}, BM25 ${baseline.mrr})`);
}
