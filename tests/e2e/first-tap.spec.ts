/**
 * The first tap works: the page paints before its scripts run (plugins/paint-first), so a reader
 * can tap a control before React has hydrated it. plugins/paint-first/boot.js holds such a tap
 * and replays it once the page is hydrated, so the control still does what the reader asked.
 *
 * To make "before hydration" certain rather than a race, the main bundle's response is held back
 * until the tap has been made: the page is painted and the control visible, but no React code has
 * run, as on the slowest phone. The CPU is not slowed as well: that only made each test 2-3 times
 * longer, since the hold already places the tap before hydration.
 */
import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';

test.use({viewport: {width: 412, height: 823}, hasTouch: true, isMobile: true});

/**
 * Opens `path` with the main bundle held back; returns once the page has painted, with a function
 * that lets the bundle through.
 */
async function openBeforeHydration(page: Page, path: string): Promise<() => void> {
  // Notes, for each click, whether the page was hydrated yet. Registered before the page's own
  // scripts, so it sees the click before boot.js does.
  await page.addInitScript(() => {
    const taps: boolean[] = [];
    (window as unknown as {__taps: boolean[]}).__taps = taps;
    window.addEventListener('click', () => taps.push(document.documentElement.dataset.hydrated === 'true'), true);
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // The fixture's page.goto waits for hydration, which cannot happen while the bundle is held.
  await page.mainFrame().goto(new URL(path, test.info().project.use.baseURL).href, {waitUntil: 'domcontentloaded'});
  return release;
}

/** The first click reached the page before hydration (else this test would prove nothing). */
async function expectTappedBeforeHydration(page: Page) {
  const taps = await page.evaluate(() => (window as unknown as {__taps: boolean[]}).__taps);
  expect(taps[0], 'the tap happened before React hydrated the page').toBe(false);
}

test.describe('the first tap works before hydration', () => {
  test('the mobile menu button opens the menu', async ({page}) => {
    const release = await openBeforeHydration(page, '/get-started/network-information');
    await page.locator('button.navbar__toggle').tap();
    await expectTappedBeforeHydration(page);
    release();
    await expect(page.locator('.navbar-sidebar')).toBeVisible({timeout: 60_000});
    await expect(page.locator('.navbar-sidebar .menu__link', {hasText: 'Network information'}).first()).toBeVisible();
  });

  test('the search button opens the search dialog', async ({page}) => {
    const release = await openBeforeHydration(page, '/get-started/network-information');
    await page.locator('button.DocSearch-Button').tap();
    await expectTappedBeforeHydration(page);
    release();
    await expect(page.locator('.DocSearch-Input')).toBeVisible({timeout: 60_000});
  });

  test('Ask AI opens the chatbot', async ({page}) => {
    const release = await openBeforeHydration(page, '/');
    await page.getByRole('button', {name: 'Ask AI', exact: true}).tap();
    await expectTappedBeforeHydration(page);
    release();
    await expect(page.getByRole('dialog', {name: 'Etherlink/Tezos documentation chatbot (beta)'})).toBeVisible({timeout: 60_000});
  });
});
