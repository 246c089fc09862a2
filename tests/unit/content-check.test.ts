import {describe, expect, it} from 'vitest';
import {checkSite, fixture, SVG, where} from './support/content-site';
import {formatProblem} from '../../scripts/content/report';

// cspell loads its dictionaries once per file (about 5 s of CPU); a busy machine needs the margin.
describe('check:content on a page broken five ways', {timeout: 120_000}, () => {
  it('passes the fixed page', async () => {
    const problems = await checkSite({'docs/send.mdx': fixture('fixed-page.mdx'), 'static/img/send.svg': SVG});
    expect(problems.map(formatProblem)).toEqual([]);
  });

  it('names the broken anchor, the misspelling, the long description, the missing sidebar entry and the image without alt text, with file:line', async () => {
    const problems = await checkSite(
      {'docs/send.mdx': fixture('broken-page.mdx'), 'docs/other.mdx': fixture('fixed-page.mdx'), 'static/img/send.svg': SVG},
      {sidebar: ['other']},
    );
    expect(where(problems).sort()).toEqual(
      [
        'docs/send.mdx:1 sidebar',
        'docs/send.mdx:3 front-matter',
        'docs/send.mdx:7 spelling',
        'docs/send.mdx:18 images',
        'docs/send.mdx:20 links',
      ].sort(),
    );
    const text = problems.map(formatProblem).join('\n');
    expect(text).toContain('"arived"');
    expect(text).toContain('200 characters');
    expect(text).toContain('#prerequisite');
    expect(text).toContain("Add 'send' to sidebars.ts");
    expect(text).toMatch(/docs\/send\.mdx:18:1 {2}images {2}The image "\/img\/send\.svg" has no alt text/);
  });

  it('reports only the changed pages with --changed (only)', async () => {
    const files = {'docs/send.mdx': fixture('broken-page.mdx'), 'docs/other.mdx': fixture('fixed-page.mdx'), 'static/img/send.svg': SVG};
    const rules = ['front-matter', 'links'] as const;
    expect(await checkSite(files, {only: ['docs/other.mdx'], rules: [...rules]})).toEqual([]);
    expect(where(await checkSite(files, {only: ['docs/send.mdx'], rules: [...rules]}))).toEqual(['docs/send.mdx:3 front-matter', 'docs/send.mdx:20 links']);
  });
});
