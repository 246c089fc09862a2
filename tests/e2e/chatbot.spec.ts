import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {expectAxeClean} from '../support/axe';
import {waitForHydration, blockLocalStorage, holdRequests, pendingScriptsRun} from '../support/page';

const TITLE = 'Etherlink/Tezos documentation chatbot (beta)';
const TOOLS = 'What development tools does Etherlink support?';
const ASSETS = 'What assets can I bridge to Etherlink?';

/** Records every request for the panel's code (the "chatbot-panel" chunk). */
function recordPanelRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (/chatbot-panel/.test(request.url())) requests.push(request.url());
  });
  return requests;
}

const launcher = (page: Page) => page.getByRole('button', {name: 'Ask AI', exact: true});
const dialog = (page: Page) => page.getByRole('dialog', {name: TITLE});
const answers = (page: Page) => dialog(page).getByRole('list', {name: 'Conversation'}).locator(':scope > li');

test.describe('chatbot (local answers)', () => {
  test('loads no panel code until the first click, answers a suggested question with citations, Copy and a vote; the conversation survives a reload until New conversation', async ({page, context}) => {
    // One conversation checked from its first click to its end, axe among the checks: slow on a
    // loaded 2-core machine.
    test.slow();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      (window as unknown as {dataLayer: unknown[]}).dataLayer = [];
    });
    const panelRequests = recordPanelRequests(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(launcher(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(panelRequests, 'panel code fetched before the first click').toEqual([]);
    await expect(page.locator('link[href*="chatbot-panel"], script[src*="chatbot-panel"]')).toHaveCount(0);

    await launcher(page).click();
    const chat = dialog(page);
    await expect(chat).toBeVisible();
    expect(panelRequests.length).toBeGreaterThan(0);
    await expect(chat).toHaveAttribute('aria-modal', 'true');
    await expect(chat.getByRole('heading', {name: TITLE})).toBeVisible();
    await expect(chat.getByText('Hi! How can I help you learn about Etherlink and Tezos?')).toBeVisible();
    await expect(chat.getByText(/AI-generated answers may contain errors/)).toBeVisible();
    await expect(chat.getByRole('link', {name: 'About the chatbot'})).toHaveAttribute('href', '/get-started/chatbot');
    await expect(chat.getByRole('button', {name: ASSETS})).toBeVisible();

    await chat.getByRole('button', {name: TOOLS}).click();
    await expect(answers(page).first()).toContainText(TOOLS);
    const answer = answers(page).nth(1);
    await expect(answer).toContainText('From the Etherlink documentation:');
    await expect(answer).toContainText(/Hardhat|Foundry/);
    const sources = answer.getByRole('heading', {name: 'Sources'}).locator('xpath=following-sibling::ul[1]').getByRole('link');
    await expect(sources.first()).toBeVisible();
    const hrefs = await sources.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.some((href) => href.startsWith('/building-on-etherlink/development-toolkits'))).toBe(true);
    for (const link of await answer.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // The suggestions make way for the conversation; focus stays in the dialog.
    await expect(chat.getByRole('button', {name: ASSETS})).toHaveCount(0);
    await expect(chat.getByRole('textbox', {name: 'Your question'})).toBeFocused();
    await expectAxeClean(page);

    await test.step('Copy shows Copied for 1.5 s; Like/Dislike once per answer, pushed to the dataLayer', async () => {
      await answer.getByRole('button', {name: 'Copy'}).click();
      await expect(answer.getByRole('button', {name: 'Copied'})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('From the Etherlink documentation:');
      await expect(answer.getByRole('button', {name: 'Copy'})).toBeVisible({timeout: 4000});
      await answer.getByRole('button', {name: 'Dislike'}).click();
      await expect(answer.getByText('Thanks for your feedback!')).toBeVisible();
      await expect(answer.getByRole('button', {name: /^(Like|Dislike)$/})).toHaveCount(0);
      const pushed = await page.evaluate(() =>
        (window as unknown as {dataLayer: {event?: string; value?: number}[]}).dataLayer.filter((e) => e.event === 'chatbot_feedback'),
      );
      expect(pushed).toHaveLength(1);
      expect(pushed[0].value).toBe(0);
    });

    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(launcher(page)).toBeFocused();

    await test.step('the conversation survives a reload; New conversation clears it', async () => {
      await page.reload();
      await waitForHydration(page);
      await launcher(page).click();
      await expect(answers(page).first()).toContainText(TOOLS);
      await expect(answers(page).nth(1)).toContainText('From the Etherlink documentation:');
      await dialog(page).getByRole('button', {name: 'New conversation'}).click();
      await expect(answers(page)).toHaveCount(0);
      await expect(dialog(page).getByRole('textbox', {name: 'Your question'})).toBeFocused();
      await expect(dialog(page).getByRole('button', {name: TOOLS})).toBeVisible();
      await page.reload();
      await waitForHydration(page);
      await launcher(page).click();
      await expect(answers(page)).toHaveCount(0);
    });
  });

  test('asks typed questions: raw HTML in one is shown as text, and the other cites the bridging pages', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await launcher(page).click();
    const input = dialog(page).getByRole('textbox', {name: 'Your question'});
    await expect(input).toBeFocused();
    await input.fill('<img src=x onerror=alert(1)> bridge');
    await input.press('Enter');
    await expect(answers(page).first()).toHaveText(/<img src=x onerror=alert\(1\)> bridge/);
    await expect(answers(page)).toHaveCount(2);
    await expect(dialog(page).locator('img')).toHaveCount(0);

    await input.fill(ASSETS);
    await input.press('Enter');
    const answer = answers(page).nth(3);
    await expect(answer.getByRole('heading', {name: 'Sources'})).toBeVisible();
    const hrefs = await answer.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => href.startsWith('/bridging/')).length).toBeGreaterThanOrEqual(2);
    await expect(answer).toContainText('XTZ');
  });

  test('keyboard: Tab reaches the launcher, Enter opens, Tab stays inside, Escape closes and returns focus', async ({page}) => {
    await page.goto('/bridging/');
    await waitForHydration(page);
    // Start from the end of the page content (a click sets where Tab continues), then Tab forward.
    await page.locator('.footer__copyright').click();
    let reached = false;
    for (let i = 0; i < 10 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await launcher(page).evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'the launcher is reachable with Tab').toBe(true);
    await page.keyboard.press('Enter');
    const chat = dialog(page);
    await expect(chat).toBeVisible();
    await expect(chat.getByRole('textbox', {name: 'Your question'})).toBeFocused();

    // The panel replaces its shell when its code arrives, maybe between two presses: what is checked
    // is that focus is in the chatbot's dialog, whichever of the two it is, at every press.
    const focusInDialog = () => page.evaluate((title) => document.activeElement?.closest('[role="dialog"]')?.querySelector('h2')?.textContent === title, TITLE);
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(), `focus after Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDialog(), `focus after Shift+Tab ${i + 1}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('works when localStorage is blocked', async ({page, allowProblem}) => {
    // Docusaurus reports its own storage failure once; that is expected here.
    allowProblem(/storage/i);
    await blockLocalStorage(page);
    await page.goto('/');
    await waitForHydration(page);
    await launcher(page).click();
    await dialog(page).getByRole('button', {name: ASSETS}).click();
    await expect(answers(page).nth(1)).toContainText('From the Etherlink documentation:');
    await answers(page).nth(1).getByRole('button', {name: 'Like', exact: true}).click();
    await expect(answers(page).nth(1)).toContainText('Thanks for your feedback!');
  });

  test('takes the whole window on a narrow screen', async ({page}) => {
    await page.setViewportSize({width: 400, height: 800});
    await page.goto('/');
    await waitForHydration(page);
    const tab = await launcher(page).boundingBox();
    expect(tab!.width).toBeLessThanOrEqual(18);
    await launcher(page).click();
    // The panel itself, once it has replaced its shell (the same frame).
    await expect(dialog(page).getByRole('button', {name: 'New conversation'})).toBeVisible();
    const box = await dialog(page).boundingBox();
    expect(box).toEqual({x: 0, y: 0, width: 400, height: 800});
    await expectAxeClean(page);
  });

  test.describe('while the panel code is still loading', () => {
    // Everything the panel needs; not the shell's own small chunk, which the page requests as it starts.
    const PANEL_CODE = /\/assets\/(?!js\/chatbot-shell\.)/;
    const question = (page: Page) => dialog(page).getByRole('textbox', {name: 'Your question'});
    const newConversation = (page: Page) => dialog(page).getByRole('button', {name: 'New conversation'});

    test('a click shows the panel with a focused question box at once; what is typed there carries over', async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      const release = await holdRequests(page, PANEL_CODE);
      await launcher(page).click();
      await expect(question(page)).toBeFocused();
      await expect(dialog(page).getByRole('status').filter({hasText: 'Loading the chatbot'})).toBeVisible();
      await expect(launcher(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(newConversation(page)).toHaveCount(0); // still the shell
      await page.keyboard.type('What is the');
      // Focus stays in the dialog.
      for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
      await expect(dialog(page).locator(':focus')).toHaveCount(1);
      await question(page).focus();
      await expectAxeClean(page);
      release();
      await page.keyboard.type(' fee for a transfer?', {delay: 30});
      await expect(newConversation(page)).toBeVisible();
      await expect(question(page)).toHaveValue('What is the fee for a transfer?');
      await expect(question(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(answers(page).first()).toContainText('What is the fee for a transfer?');
    });

    test('a click before the shell\'s own chunk has arrived opens the panel\'s frame when it arrives, with what was typed meanwhile', async ({page}) => {
      const releaseShell = await holdRequests(page, /\/assets\/js\/chatbot-shell\.[0-9a-f]+\.js$/);
      await page.goto('/', {waitUntil: 'domcontentloaded'}); // the held chunk can hold the load event back
      await waitForHydration(page);
      const release = await holdRequests(page, PANEL_CODE);
      await launcher(page).click();
      await page.keyboard.type('fees?');
      await expect(dialog(page)).toHaveCount(0);
      releaseShell();
      await expect(question(page)).toBeFocused();
      await expect(question(page)).toHaveValue('fees?');
      await expect(newConversation(page)).toHaveCount(0); // the shell
      release();
      await expect(newConversation(page)).toBeVisible();
    });

    test('a question sent before the panel is ready is asked as soon as it is', async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      const release = await holdRequests(page, PANEL_CODE);
      await launcher(page).click();
      await expect(question(page)).toBeFocused();
      await page.keyboard.type('What is the fee for a transfer?');
      await page.keyboard.press('Enter');
      await expect(dialog(page).getByRole('status').filter({hasText: 'Your question is sent as soon as it is ready'})).toBeVisible();
      await expect(question(page)).toHaveValue('');
      await expect(newConversation(page)).toHaveCount(0); // still the shell
      release();
      await expect(answers(page).first()).toContainText('What is the fee for a transfer?');
      await expect(answers(page)).toHaveCount(2); // asked once: the question and its answer
      await expect(question(page)).toHaveValue('');
    });

    test('Escape closes it and focus returns to the launcher; the draft waits for the next open', async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      const release = await holdRequests(page, PANEL_CODE);
      await launcher(page).click();
      await expect(question(page)).toBeFocused();
      await page.keyboard.type('bridge');
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
      await expect(launcher(page)).toBeFocused();
      const panelRan = await pendingScriptsRun(page, PANEL_CODE);
      release();
      // The code arrives: nothing opens by itself once it has run.
      await panelRan();
      await expect(dialog(page)).toBeHidden();
      await launcher(page).click();
      await expect(newConversation(page)).toBeVisible();
      await expect(question(page)).toHaveValue('bridge');
      await expect(question(page)).toBeFocused();
    });
  });
});
