/**
 * An error inside a feature never blanks the page (src/lib/FeatureBoundary.tsx): each test makes
 * one feature throw while it renders, by serving its built code with one rendered text replaced by
 * a throw, and checks that the feature shows a short message with a way to recover, that the
 * error reaches the console once, and that the page around it stays readable.
 */
import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';

const FAULT = 'planted fault';

/** An expression that throws the planted fault where the feature renders. */
const THROW = `(()=>{throw new Error("${FAULT}")})()`;

/** Serves the site's scripts with `pattern` (code the feature runs as it renders) replaced by `replacement`. */
async function plantFault(page: Page, pattern: RegExp, replacement: string): Promise<{planted: () => boolean}> {
  let planted = false;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!pattern.test(body)) return route.fulfill({response});
    planted = true;
    // The body is served decoded: drop the compressed encoding and its length.
    const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)));
    await route.fulfill({status: response.status(), headers, body: body.replace(pattern, replacement)});
  });
  return {planted: () => planted};
}

/** Console errors that report the planted fault. */
function faultReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes(FAULT)) reports.push(message.text());
  });
  return reports;
}

async function expectReadable(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', {level: 1, name: heading})).toBeVisible();
  await expect(page.locator('.navbar')).toBeVisible();
  await expect(page.getByText('This page crashed')).toHaveCount(0);
}

test.describe('an error inside a feature stays inside it', () => {
  test('search dialog: a message in its place, Reset clears its stored searches', async ({page, allowProblem}) => {
    allowProblem(new RegExp(FAULT));
    const reports = faultReports(page);
    const fault = await plantFault(page, /"aria-label":"Search the docs"/, `"aria-label":${THROW}`);
    await page.goto('/get-started/network-information');
    await page.evaluate(() => localStorage.setItem('__DOCSEARCH_RECENT_SEARCHES__etherlink-docs', '[]'));
    await page.keyboard.press('ControlOrMeta+k');
    const failure = page.getByRole('alert').filter({hasText: 'Search stopped working'});
    await expect(failure).toBeVisible();
    expect(fault.planted()).toBe(true);
    await expectReadable(page, /Network information/);
    expect(reports).toHaveLength(1);
    await failure.getByRole('button', {name: 'Reset'}).click();
    expect(await page.evaluate(() => localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__etherlink-docs'))).toBeNull();
    // The feature is back (its button), and fails again only when opened with the same fault.
    await expect(page.locator('button.DocSearch-Button')).toBeVisible();
  });

  test('chatbot panel: a message where its tab was, Reset clears the stored conversation', async ({page, allowProblem}) => {
    allowProblem(new RegExp(FAULT));
    const reports = faultReports(page);
    await plantFault(page, /children:"New conversation"/, `children:${THROW}`);
    await page.goto('/get-started/network-information');
    await page.evaluate(() => localStorage.setItem('etherlink-chatbot:conversation', JSON.stringify({version: 1, messages: []})));
    await page.getByRole('button', {name: 'Ask AI', exact: true}).click();
    const failure = page.getByRole('alert').filter({hasText: 'The chatbot stopped working'});
    await expect(failure).toBeVisible();
    await expectReadable(page, /Network information/);
    expect(reports).toHaveLength(1);
    await failure.getByRole('button', {name: 'Reset'}).click();
    expect(await page.evaluate(() => localStorage.getItem('etherlink-chatbot:conversation'))).toBeNull();
    await expect(page.getByRole('button', {name: 'Ask AI', exact: true})).toBeVisible();
  });

  test('page feedback: a message in its place; Try again renders it again', async ({page, allowProblem}) => {
    allowProblem(new RegExp(FAULT));
    const reports = faultReports(page);
    await plantFault(page, /children:"Was this page helpful\?"/, `children:${THROW}`);
    await page.goto('/get-started/network-information');
    const failure = page.getByRole('alert').filter({hasText: 'Page feedback stopped working'});
    await expect(failure).toBeVisible();
    await expectReadable(page, /Network information/);
    expect(reports).toHaveLength(1);
    await expect(failure.getByRole('button', {name: 'Try again'})).toBeVisible();
    await expect(failure.getByRole('button', {name: 'Reload'})).toBeVisible();
  });

  test('wallet buttons: a message in their place; the page stays readable', async ({page, allowProblem}) => {
    allowProblem(new RegExp(FAULT));
    const reports = faultReports(page);
    await plantFault(page, /=>`Add \$\{\w+\.name\} to your wallet`/, `=>${THROW}`);
    await page.goto('/get-started/using-your-wallet');
    const failure = page.getByRole('alert').filter({hasText: 'The wallet buttons stopped working'});
    await expect(failure).toBeVisible();
    await expectReadable(page, /wallet/i);
    expect(reports).toHaveLength(1);
  });
});
