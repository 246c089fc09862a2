import type {Page} from '@playwright/test';
import {load} from 'cheerio';
import {test, expect} from '../support/fixtures';
import {expectAxeClean} from '../support/axe';

/**
 * Code blocks keep their server-rendered highlighting when the page hydrates, so Prism is not
 * loaded on page load (src/theme/CodeBlock/Content, plugins/lazy-prism); it loads on demand when
 * a code block first renders in the browser. The buttons keep working either way.
 */

const CODE_PAGE = '/building-on-etherlink/transactions';
const TABS_PAGE = '/network/evm-nodes';
const PRISM_MARKER = 'prism-code'; // the class prism-react-renderer gives every highlighted <pre>

/** Collects the body of every script the page loads from now on. */
function recordScripts(page: Page): Promise<string>[] {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  return bodies;
}

async function loadsPrism(bodies: Promise<string>[]): Promise<boolean> {
  return (await Promise.all(bodies)).some((body) => body.includes(PRISM_MARKER));
}

test.describe('code blocks', () => {
  test('keep the server highlighting after hydration without loading Prism; every token meets colour contrast; copy and word wrap work', async ({page, context, baseURL, request}) => {
    // Three checks on one page load, axe over every code token among them: slow on a loaded machine.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    const html = await (await request.get(CODE_PAGE)).text();
    const scripts = recordScripts(page);
    await page.goto(CODE_PAGE, {waitUntil: 'networkidle'});

    await test.step('the server highlighting is kept after hydration, without loading Prism', async () => {
      // Counted in Node: in the page, DOMParser is a Trusted Types sink, and the default policy shows
      // HTML of more than 10,000 tags (a whole page) as text.
      const serverTokens = load(html)('pre.prism-code .token').length;
      expect(serverTokens).toBeGreaterThan(100);
      await expect(page.locator('pre.prism-code .token')).toHaveCount(serverTokens);
      expect(await page.locator('pre.prism-code').count()).toBeGreaterThan(10);
      expect(scripts.length).toBeGreaterThan(2);
      expect(await loadsPrism(scripts)).toBe(false);
    });

    await test.step('the code blocks of a page of several languages pass axe, every code token included', async () => {
      // The other scans leave code blocks out (tests/support/axe.ts); this one runs every rule over
      // them, so a stylesheet that overrides the theme's colours (tests/unit/code-theme.test.ts) or a
      // block that a keyboard cannot scroll fails here.
      await expectAxeClean(page, {include: 'pre.prism-code', codeBlocks: true});
    });

    await test.step('copy and word-wrap buttons work on a block kept from the server, on a narrow screen', async () => {
      await page.setViewportSize({width: 400, height: 800});
      const block = page.locator('article .theme-code-block').first();
      const code = block.locator('pre code');
      const text = (await code.innerText()).trimEnd();
      await block.hover();
      await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
      // What lasts is the clipboard: the button says Copied for one second only, which a loaded
      // machine can let pass before the first look.
      await expect.poll(async () => (await page.evaluate(() => navigator.clipboard.readText())).trimEnd()).toBe(text);

      const wrap = page.locator('article .theme-code-block button[aria-label="Toggle word wrap"]').first();
      const wrapped = wrap.locator('xpath=ancestor::div[contains(@class,"theme-code-block")]').locator('pre code');
      await expect(wrapped).not.toHaveAttribute('style', /pre-wrap/);
      await wrap.click({force: true}); // the buttons fade in on hover
      await expect(wrapped).toHaveAttribute('style', /white-space: pre-wrap/);
      await wrap.click({force: true});
      await expect(wrapped).not.toHaveAttribute('style', /pre-wrap/);
    });
  });

  test('tabbed code stays highlighted when Tabs re-mount and switch', async ({page}) => {
    const scripts = recordScripts(page);
    await page.goto(TABS_PAGE, {waitUntil: 'networkidle'});
    const tabs = page.locator('article [role="tab"]');
    expect(await tabs.count()).toBeGreaterThan(1);
    await tabs.nth(1).click();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    const panel = page.locator('article [role="tabpanel"]:not([hidden])').first();
    await expect(panel.locator('pre.prism-code .token').first()).toBeVisible();
    expect(await loadsPrism(scripts)).toBe(false);
  });

  test('code that first renders in the browser is highlighted on demand', async ({page}) => {
    await page.goto('/get-started/network-information', {waitUntil: 'networkidle'});
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    const scripts = recordScripts(page);
    await page.locator('article a[href="/building-on-etherlink/websockets"]').first().click();
    await expect(page).toHaveURL(/\/building-on-etherlink\/websockets$/);
    await expect(page.locator('article pre.prism-code .token').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    expect(await loadsPrism(scripts)).toBe(true);
  });

  test('if the highlighter cannot load, code shows as plain text and the page keeps working', async ({page, allowProblem}) => {
    allowProblem(/ERR_INTERNET_DISCONNECTED/);
    let blocked = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes(PRISM_MARKER)) return route.fulfill({response, body});
      blocked += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto('/get-started/network-information', {waitUntil: 'networkidle'});
    await page.locator('article a[href="/building-on-etherlink/websockets"]').first().click();
    await expect(page).toHaveURL(/\/building-on-etherlink\/websockets$/);
    const code = page.locator('article pre code').first();
    await expect(code).toContainText(/\S/);
    await expect(page.locator('article h1')).toBeVisible();
    expect(blocked).toBeGreaterThan(0);
    await expect(page.locator('article pre.prism-code')).toHaveCount(0);
    // The rest of the site still works: client-side navigation goes on.
    await page.goBack();
    await expect(page).toHaveURL(/\/get-started\/network-information$/);
    await expect(page.locator('article h1')).toHaveText('Network information');
  });
});
