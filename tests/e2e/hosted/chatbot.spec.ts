import type {Page, Route} from '@playwright/test';
import {test, expect} from '../../support/fixtures';
import {expectAxeClean} from '../../support/axe';
import {waitForHydration} from '../../support/page';

// build-hosted/: CHATBOT_API_URL=<this server>/api/chat/v1, CHATBOT_MODEL=test-model.
const COMPLETIONS = '**/api/chat/v1/chat/completions';
const TITLE = 'Etherlink/Tezos documentation chatbot (beta)';
const ASSETS = 'What assets can I bridge to Etherlink?';

const dialog = (page: Page) => page.getByRole('dialog', {name: TITLE});
const items = (page: Page) => dialog(page).getByRole('list', {name: 'Conversation'}).locator(':scope > li');

const sse = (...parts: string[]) =>
  parts.map((content) => `data: ${JSON.stringify({choices: [{delta: {content}}]})}\n\n`).join('') + 'data: [DONE]\n\n';

test.beforeEach(async ({page}) => {
  // The tag manager is configured in this build; answer it locally.
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
  );
});

async function openAndAsk(page: Page, question: string) {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', {name: 'Ask AI', exact: true}).click();
  const input = dialog(page).getByRole('textbox', {name: 'Your question'});
  await input.fill(question);
  await input.press('Enter');
}

test.describe('chatbot with an OpenAI-compatible endpoint', () => {
  test('streams a grounded, cited answer from the endpoint', async ({page}) => {
    const bodies: {model: string; stream: boolean; messages: {role: string; content: string}[]}[] = [];
    await page.route(COMPLETIONS, async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({
        status: 200,
        headers: {'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache'},
        body: ': keep-alive\n\n' + sse('You can bridge **XTZ** and ', 'FA tokens; see [Bridging FA tokens](/bridging/bridging-fa).\n\n<script>alert(1)</script>'),
      });
    });
    await openAndAsk(page, ASSETS);
    const answer = items(page).nth(1);
    await expect(answer).toContainText('You can bridge XTZ and FA tokens; see Bridging FA tokens.');
    await expect(answer.locator('strong')).toHaveText('XTZ');
    await expect(answer).toContainText('<script>alert(1)</script>');
    await expect(answer.getByRole('link', {name: 'Bridging FA tokens', exact: true})).toHaveAttribute('href', '/bridging/bridging-fa');
    await expect(answer.getByRole('heading', {name: 'Sources'})).toBeVisible();
    await expect(answer.locator('a[href^="/bridging/bridging-fa"]').nth(1)).toBeVisible();
    await expect(answer.getByRole('button', {name: 'Like', exact: true})).toBeVisible();

    expect(bodies).toHaveLength(1);
    expect(Object.keys(bodies[0]).sort()).toEqual(['messages', 'model', 'stream']);
    expect(bodies[0].model).toBe('test-model');
    expect(bodies[0].stream).toBe(true);
    expect(bodies[0].messages[0].role).toBe('system');
    expect(bodies[0].messages[0].content).toContain('/bridging/');
    expect(bodies[0].messages.at(-1)).toEqual({role: 'user', content: ASSETS});
    await expectAxeClean(page);
  });

  test('a failing endpoint shows a clear message, keeps the conversation and offers the documentation answer', async ({page, allowProblem}) => {
    allowProblem(/status of 500|status of 429/);
    let calls = 0;
    await page.route(COMPLETIONS, async (route: Route) => {
      calls += 1;
      if (calls === 1) {
        await route.fulfill({status: 200, headers: {'Content-Type': 'text/event-stream'}, body: sse('First answer.')});
      } else if (calls === 2) {
        await route.fulfill({status: 500, contentType: 'application/json', body: '{"error":{"message":"model crashed"}}'});
      } else {
        await route.fulfill({status: 429, contentType: 'application/json', body: '{"error":{"message":"slow down"}}'});
      }
    });
    await openAndAsk(page, 'What is Etherlink?');
    await expect(items(page).nth(1)).toContainText('First answer.');

    const input = dialog(page).getByRole('textbox', {name: 'Your question'});
    await input.fill(ASSETS);
    await input.press('Enter');
    const failed = items(page).nth(3);
    await expect(failed).toContainText('The chatbot service is unavailable right now (HTTP 500: model crashed). Please try again later.');
    // The conversation is still there, and the next question still works.
    await expect(items(page).nth(1)).toContainText('First answer.');
    await expect(dialog(page).getByRole('status')).toHaveText(/HTTP 500/);

    await failed.getByRole('button', {name: 'Show passages from the documentation instead'}).click();
    await expect(failed).toContainText('From the Etherlink documentation:');
    await expect(failed.locator('a[href^="/bridging/"]').first()).toBeVisible();

    await input.fill('Another question');
    await input.press('Enter');
    await expect(items(page).nth(5)).toContainText('The chatbot is busy right now. Please try again in a moment.');
  });

  test('Stop ends an answer that hangs', async ({page}) => {
    await page.route(COMPLETIONS, () => new Promise<void>(() => undefined)); // never answers
    await openAndAsk(page, ASSETS);
    const stop = dialog(page).getByRole('button', {name: 'Stop'});
    await expect(stop).toBeVisible();
    await stop.click();
    await expect(items(page).nth(1)).toContainText('You stopped this response');
    await expect(dialog(page).getByRole('button', {name: 'Send'})).toBeVisible();
    // A stopped answer cannot be rated.
    await expect(items(page).nth(1).getByRole('button', {name: /^(Like|Dislike)$/})).toHaveCount(0);
  });
});
