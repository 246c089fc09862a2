import {readFileSync} from 'node:fs';
import {expect, type Page} from '@playwright/test';
import type {AxeResults, RunOptions} from 'axe-core';

/** Selectors for axe's context, in the shape that crosses into the page. */
type Context = {include?: string[][]; exclude?: string[][]};

/**
 * axe-core itself, run through its own API (`axe.run`). `@axe-core/playwright` loaded these 638 KB
 * into the page again for every scan and wrapped each run in calls of its own: on eight doc pages,
 * one after another in one tab, its scans took 8.1–8.8 s against 2.9–3.7 s for `axe.run` with the
 * script given to the tab once (withAxe). tests/e2e/routes.spec.ts went from 1.9 to 1.1 min.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.x A and AA rules. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The highlighted code blocks. Every one is drawn by the same theme component, and the page only
 * changes the code in it: tests/e2e/code-blocks.spec.ts runs every rule over the blocks of a page of
 * several languages, code tokens included (their colours come from one theme, which
 * tests/unit/code-theme.test.ts holds to 4.5:1 for every token type). The other scans leave them
 * out: on the longest tutorial page, 7,851 of its 9,370 elements are code tokens.
 */
export const CODE_BLOCKS = 'pre.prism-code';

/**
 * Gives every document the page opens from now on axe-core before its own scripts, for a test that
 * scans page after page: the tab compiles the script once and keeps it.
 */
export async function withAxe(page: Page): Promise<void> {
  await page.addInitScript({content: AXE_SOURCE});
}

/**
 * Runs axe-core on the page (WCAG 2.x A and AA rules) and fails on serious or critical
 * violations, listing each rule with the first offending elements. `rules` narrows the run to
 * those rule ids; `codeBlocks: true` keeps the highlighted code blocks in.
 */
export async function expectAxeClean(
  page: Page,
  {include, rules, codeBlocks = false}: {include?: string; rules?: string[]; codeBlocks?: boolean} = {},
): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const context: Context = {};
  if (include) context.include = [[include]];
  if (!codeBlocks) context.exclude = [[CODE_BLOCKS]];
  // Passes and incomplete results keep one node each: only the violations are read.
  const options: RunOptions = {
    runOnly: rules ? {type: 'rule', values: rules} : {type: 'tag', values: TAGS},
    resultTypes: ['violations'],
  };
  // With neither, axe starts from the whole document.
  const {violations, passes} = await page.evaluate(
    ([ctx, opts]) => (window as unknown as {axe: {run: (c: Context | Document, o: RunOptions) => Promise<AxeResults>}}).axe.run(ctx.include || ctx.exclude ? ctx : document, opts),
    [context, options] as [Context, RunOptions],
  );
  if (rules) expect(passes.length + violations.length, `axe ran ${rules.join(', ')}`).toBeGreaterThan(0);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
