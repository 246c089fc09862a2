import {test, expect} from '../support/fixtures';
import {expectAxeClean} from '../support/axe';
import {waitForHydration} from '../support/page';

/** The Copy page control beside the breadcrumbs (src/components/CopyPage). */

const PAGE = '/get-started/network-information';
const TWIN = '/get-started/network-information.md';
const PROMPT = encodeURIComponent('Read https://docs.etherlink.com/get-started/network-information.md and help me with it.');

test.describe('Copy page', () => {
  test('Copy page puts the page as Markdown on the clipboard; the menu works from the keyboard, passes axe and opens the twin', async ({page, context, baseURL, request, allowProblem}) => {
    // Four checks on one page load, axe among them: slow on a loaded 2-core machine.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    const missing: string[] = [];
    page.on('response', (response) => response.status() === 404 && missing.push(new URL(response.url()).pathname));
    // A plain-text document has no <link rel=icon>, so the browser asks for /favicon.ico.
    allowProblem(/status of 404/);
    const twin = await (await request.get(TWIN)).text();
    expect(twin).toContain('# Network information');
    await page.goto(PAGE);
    await waitForHydration(page);

    await test.step('Copy page puts the page as Markdown on the clipboard, says Copied, then resets', async () => {
      const button = page.locator('article').getByRole('button', {name: /^(Copy page|Copied)$/});
      await expect(button).toHaveText('Copy page');
      await button.click();
      await expect(button).toHaveText('Copied');
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
      await expect(page.getByRole('status').filter({hasText: 'Page copied as Markdown'})).toBeAttached();
      await expect(button).toHaveText('Copy page', {timeout: 4000});
    });

    const toggle = page.getByRole('button', {name: 'More ways to use this page'});
    await test.step('the menu opens from the keyboard, links to the twin and the assistants, and closes on Escape or outside', async () => {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(menu).toBeHidden();

      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await page.keyboard.press('Tab');
      const view = menu.getByRole('link', {name: 'View as Markdown'});
      await expect(view).toBeFocused();
      await expect(view).toHaveAttribute('href', TWIN);
      const chatgpt = menu.getByRole('link', {name: /Open in ChatGPT/});
      const claude = menu.getByRole('link', {name: /Open in Claude/});
      await expect(chatgpt).toHaveAttribute('href', `https://chatgpt.com/?q=${PROMPT}`);
      await expect(claude).toHaveAttribute('href', `https://claude.ai/new?q=${PROMPT}`);
      for (const link of [chatgpt, claude]) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await toggle.click();
      await expect(menu).toBeVisible();
      await page.locator('article h1').click();
      await expect(menu).toBeHidden();
    });

    await test.step('the page with the menu open passes axe', async () => {
      await toggle.click();
      await expect(page.getByRole('link', {name: 'View as Markdown'})).toBeVisible();
      await expectAxeClean(page);
    });

    await test.step('View as Markdown opens the twin', async () => {
      await page.getByRole('link', {name: 'View as Markdown'}).click();
      await expect(page).toHaveURL(new RegExp(`${TWIN.replace(/\./g, '\\.')}$`));
      await expect(page.locator('body')).toContainText('# Network information');
      expect(missing.filter((path) => path !== '/favicon.ico')).toEqual([]);
    });
  });

  test('says so when the Markdown cannot be loaded', async ({page, allowProblem}) => {
    allowProblem(/status of 503/);
    await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
    await page.goto(PAGE);
    await waitForHydration(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByText('Could not load the Markdown of this page.')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
  });

  test('shows on the home doc and the section pages, with their twins (index.md for the home page), but not on conref fragments', async ({page}) => {
    for (const [path, twin] of [['/', '/index.md'], ['/bridging', '/bridging.md']]) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('button', {name: 'Copy page'})).toBeVisible();
      await expect(page.getByRole('link', {name: 'View as Markdown', includeHidden: true})).toHaveAttribute('href', twin);
    }
    await page.goto('/conrefs/rate-limit');
    await waitForHydration(page);
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  });
});
