/**
 * The writers' check stops a page that runs past the time limit and names it, instead of hanging the
 * CI job. The page here is slow (emphasis markers just under the limits of limits.ts: a second or
 * more to parse), the limit tiny, so the limit is what ends the check.
 */
import {describe, expect, it} from 'vitest';
import {makeSite} from './support/content-site';
import {CheckTimeLimitError, runChecksSupervised} from '../../scripts/content/supervise';

const page = (body: string) =>
  `---\ntitle: A page\ndescription: A description of the page that is long enough to pass the front matter schema.\nkeywords: [page]\n---\n\n${body}\n`;

const site = (files: Record<string, string>) => {
  const ids = Object.keys(files).map((f) => f.replace(/^docs\//, '').replace(/\.mdx?$/, ''));
  return {rootDir: makeSite({'sidebars.ts': `export default {docs: ${JSON.stringify(ids)}};\n`, ...files}), sidebars: {docs: ids}, networkValues: []};
};

describe('check:content time limit per page', {timeout: 120_000}, () => {
  it('terminates the check on a page that runs past the limit and names the page and the step', async () => {
    const slow = page(`${'*'.repeat(199)}a${'*'.repeat(199)}\n\n`.repeat(300));
    const options = site({'docs/fast.md': page('Text.'), 'docs/slow.md': slow});
    const error = await runChecksSupervised({...options, ruleNames: ['mdx']}, 300).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CheckTimeLimitError);
    expect((error as CheckTimeLimitError).step).toEqual({rule: 'parse', file: 'docs/slow.md'});
    expect((error as Error).message).toMatch(/^docs\/slow\.md: the parse step ran for more than 0\.3 s and was stopped\./);
  });

  it('returns the problems of the check run in the worker', async () => {
    const options = site({'docs/a.md': page('[gone](/nowhere)')});
    const {problems, checked} = await runChecksSupervised({...options, ruleNames: ['links']});
    expect(checked).toBe(1);
    expect(problems.map((p) => `${p.file}:${p.line} ${p.rule}`)).toEqual(['docs/a.md:7 links']);
  });
});
