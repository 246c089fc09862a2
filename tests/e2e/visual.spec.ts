/**
 * What readers see most, compared with committed screenshots (tests/e2e/__screenshots__/visual.spec.ts/).
 * The threshold, the hidden dates and the stills (no animation, no caret) are set in playwright.config.ts.
 * The baselines are taken on Debian's Chromium, the browser CI runs; to take them again on purpose:
 * `npx playwright test tests/e2e/visual.spec.ts --update-snapshots`. They show pages of the site, so
 * a change to those pages' text, the sidebar or the search index changes them too.
 */
import type {Locator, Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';

// A page load, a search or an answer, then a still and its comparison: beside other jobs on a
// 2-core machine (load average 28) such tests took 25-50 s, past the suite's 45 s.
test.describe.configure({timeout: 90_000});

const DOC_PAGE = '/network/evm-nodes';
const CODE_PAGE = '/building-on-etherlink/transactions';
const FEEDBACK_PAGE = '/bridging/';
const MOBILE = {width: 390, height: 844};

/**
 * The page is still: fonts loaded, every image decoded, two frames drawn. The fixture's goto has
 * already waited for hydration.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

const searchDialog = (page: Page) => page.locator('.DocSearch-Modal');
const searchHits = (page: Page) => page.locator('.DocSearch-Hit:not(:has(.DocSearch-Hit--AskAI))');

/** Opens the search dialog from the keyboard, so the mouse rests on no hit. */
async function openSearch(page: Page): Promise<Locator> {
  await page.locator('button.DocSearch-Button').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  return searchDialog(page);
}

test.describe('what readers see, desktop @visual', () => {
  test('home page', async ({page}) => {
    await open(page, '/');
    await expect(page).toHaveScreenshot('home-desktop.png');
  });

  test('a long doc page', async ({page}) => {
    await open(page, DOC_PAGE);
    await expect(page).toHaveScreenshot('doc-desktop.png');
  });

  test('search dialog with hits', async ({page}) => {
    await open(page, '/');
    const dialog = await openSearch(page);
    await page.locator('.DocSearch-Input').fill('websockets');
    await expect(searchHits(page).first()).toContainText('WebSockets');
    await expect(dialog).toHaveScreenshot('search-hits.png');
  });

  test('search with no results', async ({page}) => {
    await open(page, '/');
    const dialog = await openSearch(page);
    await page.locator('.DocSearch-Input').fill('qqxxzzvvkk');
    await expect(dialog.locator('.DocSearch-NoResults strong')).toHaveText('qqxxzzvvkk');
    await expect(dialog.locator('.DocSearch-NoResults .DocSearch-Prefill').first()).toBeVisible();
    await expect(dialog).toHaveScreenshot('search-no-results.png');
  });

  test('chatbot panel with an answer', async ({page}) => {
    await open(page, '/');
    await page.getByRole('button', {name: 'Ask AI', exact: true}).click();
    const panel = page.getByRole('dialog', {name: 'Etherlink/Tezos documentation chatbot (beta)'});
    const input = panel.getByRole('textbox', {name: 'Your question'});
    await input.fill('What assets can I bridge to Etherlink?');
    await input.press('Enter');
    const answer = panel.getByRole('list', {name: 'Conversation'}).locator(':scope > li').nth(1);
    // The first question loads the index; on a busy 2-core machine that took over 12 s.
    await expect(answer).toHaveAttribute('aria-busy', 'false', {timeout: 30_000});
    await expect(answer.getByRole('heading', {name: 'Sources'})).toBeVisible();
    await expect(panel).toHaveScreenshot('chatbot-answer.png');
  });

  test('feedback form, before and after a vote', async ({page}) => {
    await open(page, FEEDBACK_PAGE);
    const widget = page.getByRole('region', {name: 'Was this page helpful?'});
    await expect(widget.getByRole('button', {name: 'No'})).toBeVisible();
    await expect(widget).toHaveScreenshot('feedback-question.png');
    await widget.getByRole('button', {name: 'No'}).click();
    await expect(widget.getByRole('textbox', {name: 'Tell us more (optional)'})).toBeFocused();
    await expect(widget).toHaveScreenshot('feedback-form.png');
  });

  test('code block with its copy button', async ({page}) => {
    await open(page, CODE_PAGE);
    // A block with a title and highlighted JavaScript: the theme's header, tokens and buttons at once.
    const block = page.locator('article .theme-code-block').filter({has: page.getByText('read-balances.mjs', {exact: true})});
    // The buttons show on hover; the pointer rests on the block's first line.
    await block.hover({position: {x: 8, y: 8}});
    await expect(block.getByRole('button', {name: 'Copy code to clipboard'})).toBeVisible();
    await expect(block).toHaveScreenshot('code-block.png');
  });

  test('404 page', async ({page, allowProblem}) => {
    allowProblem(/status of 404/);
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await settled(page);
    await expect(page).toHaveScreenshot('not-found.png');
  });
});

test.describe('what readers see, mobile @visual', () => {
  test.use({viewport: MOBILE});

  test('home page', async ({page}) => {
    await open(page, '/');
    await expect(page).toHaveScreenshot('home-mobile.png');
  });

  test('a long doc page', async ({page}) => {
    await open(page, DOC_PAGE);
    await expect(page).toHaveScreenshot('doc-mobile.png');
  });

  test('menu open', async ({page}) => {
    await open(page, '/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.getByRole('button', {name: 'Close navigation bar'})).toBeVisible();
    await expect(page).toHaveScreenshot('menu-mobile.png');
  });
});
