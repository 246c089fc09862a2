import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {FRESH_FILE, halfOf, HALVES, loadQuestions, loadTypoQuestions, QUESTIONS_FILE, withTypos} from '../relevance/evaluate';

describe('relevance questions with typos', () => {
  it('put one typo of each kind in the middle of the longest word, and leave questions without a long word out', () => {
    const question = {q: 'deploy a contract on etherlink', section: 'Developing', kind: 'howto', answers: ['/deploying']};
    expect(withTypos([question, {...question, q: 'gas fee'}]).map(({q, section}) => `${section}: ${q}`)).toEqual([
      'swapped: deploy a contract on ethrelink',
      'dropped: deploy a contract on ethrlink',
      'doubled: deploy a contract on etheerlink',
      'replaced: deploy a contract on ethfrlink',
    ]);
  });

  it('come from the held-out half only, four per question with a long word', () => {
    const typos = loadTypoQuestions();
    expect(typos.length).toBeGreaterThan(300);
    const heldOut = new Set(loadQuestions().filter((question) => halfOf(question) === 'held-out').map((question) => question.answers.join()));
    for (const question of typos) expect(heldOut.has(question.answers.join())).toBe(true);
  });
});

describe('relevance questions: tuning and held-out halves', () => {
  const questions = loadQuestions();

  it('the file records the rule that splits it', () => {
    const {split} = JSON.parse(readFileSync(QUESTIONS_FILE, 'utf8')) as {split?: string};
    expect(split).toMatch(/SHA-256/);
    expect(split).toMatch(/even.*tuning.*odd.*held-out/s);
  });

  it('a question falls in a half by its text alone, not by its place in the file', () => {
    const shuffled = [...questions].reverse();
    expect(shuffled.map(halfOf).reverse()).toEqual(questions.map(halfOf));
    expect(halfOf({q: 'send my first transaction'})).toBe(halfOf({q: 'send my first transaction'}));
  });

  it('both halves are about half of the questions and cover every section', () => {
    for (const half of HALVES) {
      const mine = questions.filter((question) => halfOf(question) === half);
      expect(mine.length / questions.length).toBeGreaterThan(0.4);
      expect(mine.length / questions.length).toBeLessThan(0.6);
      expect(new Set(mine.map((q) => q.section))).toEqual(new Set(questions.map((q) => q.section)));
    }
  });

  it('every page of the site answers at least one question', () => {
    const answered = new Set(questions.flatMap((q) => q.answers));
    for (const route of docRoutes()) expect(answered, route).toContain(route);
  });
});

describe('relevance questions: the fresh set', () => {
  const fresh = loadQuestions(FRESH_FILE);

  it('records when and how it was written', () => {
    const {about} = JSON.parse(readFileSync(FRESH_FILE, 'utf8')) as {about?: string};
    expect(about).toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(about).toMatch(/blind/);
  });

  it('has at least 40 questions over every section, none of them already in questions.json', () => {
    expect(fresh.length).toBeGreaterThanOrEqual(40);
    expect(new Set(fresh.map((q) => q.section))).toEqual(new Set(loadQuestions().map((q) => q.section)));
    const old = new Set(loadQuestions().map((q) => q.q.toLowerCase()));
    expect(fresh.filter((q) => old.has(q.q.toLowerCase())).map((q) => q.q)).toEqual([]);
    expect(new Set(fresh.map((q) => q.q)).size).toBe(fresh.length);
  });

  it('answers every question with pages of the site', () => {
    const routes = new Set(docRoutes());
    for (const question of fresh) {
      expect(question.answers.length, question.q).toBeGreaterThan(0);
      for (const answer of question.answers) expect(routes, question.q).toContain(answer);
    }
  });
});

/** The pages under docs/, as routes ("docs/a/index.mdx" is "/a", "docs/index.mdx" is "/"). */
function docRoutes(): string[] {
  const root = join(__dirname, '..', '..', 'docs');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'conrefs') walk(path);
      } else if (/\.mdx?$/.test(name)) {
        const route = `/${relative(root, path).replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '');
        out.push(route || '/');
      }
    }
  };
  walk(root);
  return out;
}
