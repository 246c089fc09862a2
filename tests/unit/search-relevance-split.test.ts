import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {halfOf, HALVES, loadQuestions, QUESTIONS_FILE} from '../relevance/evaluate';

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
