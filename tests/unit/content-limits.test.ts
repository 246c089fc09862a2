/**
 * The writers' check is bounded: pages built to make the Markdown parser or the prose patterns slow
 * (generated here, never committed as pages) are reported at file:line within seconds, and the other
 * pages are still checked. Before the limits, the first two pages below never finished.
 */
import {describe, expect, it} from 'vitest';
import {checkSite, makeSite, where} from './support/content-site';
import {exceededLimit, LIMITS} from '../../scripts/content/limits';
import {loadPage} from '../../scripts/content/pages';
import {compileTree, parsePage} from '../../scripts/content/parse';
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

/**
 * Block quote markers and braces are bounded like emphasis markers. Before these limits, a 120 KB
 * page of `> ` runs ran 68 s before the time limit stopped it, naming no line, and 20 KB of nested
 * braces took 14 s; both are now reported at their line without being parsed.
 */
describe('check:content on quote and brace runs', {timeout: 120_000}, () => {
  // Six blocks of 19,981 characters: each under the block limit, 120 KB in all.
  const quoteRuns = Array.from({length: 6}, () => `${'> '.repeat(9_990)}a`).join('\n\n');
  const nestedBraces = `${'{'.repeat(9_990)}${'}'.repeat(9_990)}`;

  it('reports a page of quote runs and a page of nested braces at the line to fix', async () => {
    const problems = await checkSite({
      'docs/quotes.md': page(`Intro.\n\n${quoteRuns}`),
      'docs/braces.mdx': page(`Intro.\n\nSome text.\n${nestedBraces}`),
      'docs/normal.md': page('A normal page that was arived at.'),
    });
    expect(where(problems).sort()).toEqual(['docs/braces.mdx:10 mdx', 'docs/normal.md:7 spelling', 'docs/quotes.md:9 mdx']);
    const report = problems.map(formatProblem).join('\n');
    expect(report).toContain('docs/quotes.md:9:1  mdx  This line opens 9,990 block quotes (>); the check reads up to 20 levels.');
    // The brace line, not the first line of its block (9).
    expect(report).toContain('docs/braces.mdx:10:1  mdx  Braces ({) nest 9,990 deep in this block; the check reads up to 20 levels.');
  });

  it('names the line of a deep quote inside a list, and leaves what the docs write alone', () => {
    expect(exceededLimit(`Text.\n\n- item\n  ${'> - '.repeat(21)}a\n`)).toMatchObject({line: 4});
    expect(exceededLimit(`${'> '.repeat(LIMITS.quoteDepth)}a\n`)).toBeNull();
    expect(exceededLimit(`x ${'{'.repeat(LIMITS.braceDepth)}${'}'.repeat(LIMITS.braceDepth)}`)).toBeNull();
    expect(exceededLimit(`x ${'{'.repeat(LIMITS.braceDepth + 1)}`)).toMatchObject({line: 1});
    expect(exceededLimit('{1} '.repeat(LIMITS.braces + 1))?.message).toContain(`has ${LIMITS.braces + 1} braces ({)`);
    // Quotes and braces in fenced code are not Markdown.
    expect(exceededLimit(`\`\`\`\n${'> '.repeat(100)}\n${'{'.repeat(100)}\n\`\`\`\n`)).toBeNull();
  });

  it('any page the limits let through, built to be slow, loads and compiles in under 3 s of CPU (the claim of limits.ts)', async () => {
    const fill = (block: string) => Array.from({length: Math.floor((LIMITS.page - 400) / (block.length + 2))}, () => block).join('\n\n');
    const deepExpression = `{(${'{a:'.repeat(LIMITS.braceDepth - 1)}1${'}'.repeat(LIMITS.braceDepth - 1)})}`;
    const braceBlock = Array.from({length: LIMITS.braces / LIMITS.braceDepth}, () => deepExpression).join(' ');
    const emphasisBlock = '*a_'.repeat(Math.floor(LIMITS.emphasis / 2) - 1);
    const pages: Record<string, string> = {
      // Limited now, parsed before: 68 s and 14 s.
      'quote runs over the limit': page(quoteRuns),
      'nested braces over the limit': page(nestedBraces),
      'quotes at the depth limit': page(fill(Array.from({length: 470}, () => `${'> '.repeat(LIMITS.quoteDepth)}a`).join('\n'))),
      'braces at every limit, then emphasis': page(
        `${Array.from({length: LIMITS.pageBraces / LIMITS.braces}, () => braceBlock).join('\n\n')}\n\n${fill(emphasisBlock).slice(0, LIMITS.page - 20_000)}`,
      ),
      'emphasis at the limit': page(fill(emphasisBlock)),
      'backticks at the limit': page(fill(Array.from({length: LIMITS.backticks}, (_, i) => '`'.repeat((i % 7) + 1)).join('a'))),
    };
    const root = makeSite({});
    parsePage('warm-up.mdx', page('Text {1}.'));
    for (const [name, source] of Object.entries(pages)) {
      const limited = name.endsWith('over the limit');
      expect(exceededLimit(source) !== null, name).toBe(limited);
      const before = process.cpuUsage();
      const loaded = loadPage(root, 'docs/page.mdx', source);
      if (loaded.parsed.tree) await compileTree(loaded.parsed.tree, loaded.parsed.file);
      const used = process.cpuUsage(before);
      const ms = (used.user + used.system) / 1000;
      if (process.env.CONTENT_PRINT_CPU) console.log(`${name}: ${source.length} characters, ${Math.round(ms)} ms of CPU`);
      expect(ms, name).toBeLessThan(3000);
    }
  });
});
