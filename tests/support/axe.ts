import AxeBuilder from '@axe-core/playwright';
import {expect, type Page} from '@playwright/test';

/**
 * Runs axe-core on the page (WCAG 2.x A and AA rules) and fails on serious or critical
 * violations, listing each rule with the first offending elements.
 */
export async function expectAxeClean(page: Page, {include}: {include?: string} = {}): Promise<void> {
  let builder = new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const {violations} = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `axe violations on ${page.url()}`).toEqual([]);
}
