import type {Page} from '@playwright/test';

/** Waits until React has hydrated the page (src/theme/Root.tsx sets the attribute). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached'});
}
