import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

/**
 * The spans inside highlighted code lines. Their only rule that can fail is colour contrast, and their
 * colours come from one theme, which tests/unit/code-theme.test.ts holds to 4.5:1 for every token
 * type (and tests/e2e/code-blocks.spec.ts checks in the browser with axe). Leaving them out cut axe on
 * the longest tutorial page (7,851 of its 9,609 elements) from 8.3 s to 3.2 s; the `pre` blocks that
 * hold them are still checked.
 */
export const CODE_TOKENS = '.token-line';

/**
 * Runs axe-core on the page (WCAG 2.x A and AA rules) and fails on serious or critical
 * violations, listing each rule with the first offending elements. `rules` narrows the run to
 * those rule ids; `codeTokens: true` keeps the code token spans in.
 */
export async function expectAxeClean(
  page: Page,
  {include, rules, codeTokens = false}: {include?: string; rules?: string[]; codeTokens?: boolean} = {},
): Promise<void> {
  // Legacy mode runs axe in the page alone. The default mode runs it in each frame and then opens a blank
  // page to put the results together, which doubled every scan (22 s against 43 s for eight tutorial
  // and bridging pages, with the same results); the site's pages have no frames.
  let builder = new AxeBuilder({page}).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  if (rules) builder = builder.withRules(rules);
  if (!codeTokens) builder = builder.exclude(CODE_TOKENS);
  const {violations, passes} = await builder.analyze();
  if (rules) expect(passes.length + violations.length, `axe ran ${rules.join(', ')}`).toBeGreaterThan(0);
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
