/**
 * Search, the chatbot, Copy page and paint-first in the build served under /docs/
 * (scripts/build-base.mjs). The fixtures fail a test on any console error or CSP violation.
 */
import type {Page} from '@playwright/test';
import {test, expect} from '../../support/fixtures';
import {waitForHydration} from '../../support/page';

const BASE = '/docs/';
const at = (path: string) => `${BASE}${path.replace(/^\//, '')}`;

/** The path of every link of a selector that stays on the site (relative or same-origin). */
async function siteHrefs(page: Page, selector: string): Promise<string[]> {
  const hrefs = await page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const here = new URL(page.url());
  return hrefs
    .filter((href) => href && !href.startsWith('#'))
    .map((href) => new URL(href, here))
    .filter((url) => url.origin === here.origin)
    .map((url) => url.pathname);
}

test('under /docs/, paint-first, client navigation, Copy page, the chatbot and search load and link only under /docs/', async ({page, context, baseURL, request}) => {
  // Four features on one page and its neighbour; search indexes in slices between the reader's
  // input: slow on a busy 2-core machine.
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(baseURL!).origin});
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });

  await test.step('paint-first loads the bundles from /docs/, the page hydrates and shows no base-URL banner', async () => {
    await page.goto(at('/'));
    await waitForHydration(page);
    await expect(page.locator(`script[src^="${BASE}assets/js/boot."][data-scripts]`)).toHaveCount(1);
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.filter((path) => !path.startsWith(BASE))).toEqual([]);
    // Docusaurus's inline banner script (home page only) finds the app and stays quiet.
    await expect(page.getByText(/did not load properly/)).toHaveCount(0);
    // Client-side navigation stays under /docs/.
    await page.locator('nav.menu').getByRole('link', {name: 'Network information', exact: true}).first().click();
    await expect(page).toHaveURL(new RegExp(`${BASE}get-started/network-information$`));
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Network information');
  });

  await test.step('Copy page copies the Markdown twin under /docs/ and links it', async () => {
    const twinPath = at('/get-started/network-information.md');
    const twin = await (await request.get(twinPath)).text();
    expect(twin).toContain('# Network information');
    const button = page.locator('article').getByRole('button', {name: /^(Copy page|Copied)$/});
    await button.click();
    await expect(button).toHaveText('Copied');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(twin);

    await page.getByRole('button', {name: 'More ways to use this page'}).click();
    await expect(page.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', twinPath);
    const prompt = encodeURIComponent(`Read https://docs.etherlink.com${twinPath} and help me with it.`);
    await expect(page.getByRole('link', {name: /Open in ChatGPT/})).toHaveAttribute('href', `https://chatgpt.com/?q=${prompt}`);
    await page.keyboard.press('Escape');
  });

  await test.step('the chatbot answers with links under /docs/', async () => {
    await page.getByRole('button', {name: 'Ask AI', exact: true}).click();
    const chat = page.getByRole('dialog', {name: 'Etherlink/Tezos documentation chatbot (beta)'});
    await expect(chat).toBeVisible();
    await chat.getByRole('button', {name: 'What development tools does Etherlink support?'}).click();
    const answer = chat.getByRole('list', {name: 'Conversation'}).locator(':scope > li').nth(1);
    await expect(answer).toContainText('From the Etherlink documentation:');
    await expect(answer.getByRole('link').first()).toBeVisible();
    const hrefs = await siteHrefs(page, '[role="dialog"] a');
    expect(hrefs).toContain(at('/get-started/chatbot'));
    expect(hrefs.some((href) => href.startsWith(at('/building-on-etherlink/development-toolkits')))).toBe(true);
    expect(hrefs.filter((href) => !href.startsWith(BASE))).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
  });

  await test.step('search finds a page and opens it under /docs/', async () => {
    await page.locator('button.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('websockets');
    const hit = page.locator('.DocSearch-Hit:not(:has(.DocSearch-Hit--AskAI)) a').first();
    await expect(hit).toBeVisible({timeout: 60_000});
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`${BASE}building-on-etherlink/websockets`));
    await expect(page.getByRole('heading', {level: 1})).toContainText('WebSockets');
  });
});
