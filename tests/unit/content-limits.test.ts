/**
 * The writers' check is bounded: pages built to make the Markdown parser or the prose patterns slow
 * (generated here, never committed as pages) are reported at file:line within seconds, and the other
 * pages are still checked. Before the limits, the first two pages below never finished.
 */
import {describe, expect, it} from 'vitest';
import {checkSite, where} from './support/content-site';
import {formatProblem} from '../../scripts/content/report';
import {withoutCodeLikeTokens} from '../../scripts/content/prose';
import {locator, positionAt} from '../../scripts/content/model';

const MB = 1024 * 1024;
const page = (body: string, title = 'A page') =>
  `---\ntitle: ${title}\ndescription: A description of the page that is long enough to pass the front matter schema.\nkeywords: [page]\n---\n\n${body}\n`;

describe('check:content on pathological pages', {timeout: 120_000}, () => {
  it('reports each at its file and line, and still reports the problems of a normal page', async () => {
    const files = {
      // A run of emphasis markers around one letter: 8,000 on each side overflowed the parser's stack, 16,000 never finished.
      'docs/stars.md': page(`Intro.\n\n${'*'.repeat(8000)}a${'*'.repeat(8000)}`),
      // 1 MB of alternating emphasis markers.
      'docs/emphasis.md': page('*a_'.repeat(MB / 3)),
      // A front matter title of 1 MB.
      'docs/title.md': page('Text.', 'T'.repeat(MB)),
      // Backtick runs of every length from 1 to 1,400: each one unclosed (about 1 MB).
      'docs/backticks.md': page(Array.from({length: 1400}, (_, i) => '`'.repeat(i + 1)).join('a')),
      'docs/normal.md': page('A normal page that was arived at.'),
    };
    const problems = await checkSite(files);
    expect(where(problems).sort()).toEqual(
      ['docs/backticks.md:1 mdx', 'docs/emphasis.md:1 mdx', 'docs/normal.md:7 spelling', 'docs/stars.md:9 mdx', 'docs/title.md:1 mdx'].sort(),
    );
    const report = problems.map(formatProblem).join('\n');
    expect(report).toContain('docs/stars.md:9:1  mdx  The block from here to the next blank line has 16,000 emphasis markers (* or _); the check reads up to 400 per block.');
    expect(report).toMatch(/docs\/title\.md:1:1 {2}mdx {2}The page has 1,048,7\d\d characters; the check reads pages up to 131,072\. Split it into several pages\. The page was not checked further\./);
  });

  it('blanks code-like tokens in time linear in the text (a 1 MB word, a 1 MB hyphenated or dotted name)', () => {
    for (const text of ['T'.repeat(MB), 'a-'.repeat(MB / 2), 'a.'.repeat(MB / 2) + '!', 'a+'.repeat(MB / 2) + ':']) {
      const started = performance.now();
      const out = withoutCodeLikeTokens(text, {hyphenated: true});
      expect(out.length).toBe(text.length);
      // Linear: a few ms here; the patterns tried at every position took 2 s for 32,000 characters.
      expect(performance.now() - started).toBeLessThan(2000);
    }
    const prose = withoutCodeLikeTokens('See hardhat.config.ts and https://x.example/a then eth_getLogs.');
    expect(prose.split(/\s+/).filter(Boolean)).toEqual(['See', 'and', 'then', '.']);
  });

  it('finds line and column of many offsets with one index of the lines', () => {
    const text = 'ab\ncd\n\nefg\n';
    const at = locator(text);
    for (let offset = 0; offset <= text.length; offset++) expect(at(offset)).toEqual(positionAt(text, offset));
    expect(at(7)).toEqual({line: 4, column: 1});
  });
});
