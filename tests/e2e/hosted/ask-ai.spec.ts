/**
 * Ask AI (Algolia's assistant inside the hosted DocSearch dialog) against hostile or broken answers:
 * a whole stream delivered in one body (as a buffering proxy does), a huge answer, a stream that
 * never ends, Markdown that freezes the renderer, malformed events and malformed stored
 * conversations. The site's guard (src/search/hosted/askAiStream.ts) is the `fetch` of DocSearch's chat
 * requests; these tests drive DocSearch itself, through routes that answer for Algolia.
 */
import type {Page} from '@playwright/test';
import {test, expect} from '../../support/fixtures';
import {ASK_AI, CORS, hangingAnswer, hugeAnswer, preflight, routeAskAiChat, sse, streamedAnswer} from './ask-ai-routes';
import {storedConversation} from '../../support/ask-ai-conversation';
import {ASK_AI_LIMITS, ASK_AI_MESSAGES} from '../../../src/search/hosted/askAiStream';
import {BOUNDED_NOTE} from '../../../src/search/hosted/askAiMarkdown';

const INDEX = 'etherlink-test';
const SEARCH_HOSTS = /^https:\/\/testapp123(-dsn\.algolia\.net|-\d\.algolianet\.com)\//i;
const CONVERSATIONS_KEY = `__DOCSEARCH_ASKAI_CONVERSATIONS__${INDEX}`;

/** An answer of `deltas` text deltas, ending with `last`. */
function answer(deltas: string[], last = 'The end.'): unknown[] {
  return [
    {type: 'start', messageId: 'msg-answer'},
    {type: 'start-step'},
    {type: 'text-start', id: 't'},
    ...deltas.map((delta) => ({type: 'text-delta', id: 't', delta})),
    {type: 'text-delta', id: 't', delta: last},
    {type: 'text-end', id: 't'},
    {type: 'finish-step'},
    {type: 'finish'},
  ];
}

/** Answers search with no hits, the token endpoint with a token, and the chat with `body`. */
async function routeServices(page: Page, body: string | null) {
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
  await page.route(SEARCH_HOSTS, async (route) => {
    if (await preflight(route)) return;
    const query = (JSON.parse(route.request().postData() ?? '{}') as {requests: {query: string}[]}).requests[0]?.query ?? '';
    const result = {hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, exhaustiveNbHits: true, query, params: '', index: INDEX, processingTimeMS: 1};
    await route.fulfill({status: 200, contentType: 'application/json', headers: CORS, body: JSON.stringify({results: [result]})});
  });
  await routeAskAiChat(page, body);
}

async function ask(page: Page, question: string) {
  await page.goto('/');
  await page.keyboard.press('ControlOrMeta+k');
  await page.locator('.DocSearch-Input').fill(question);
  const entry = page.locator('.DocSearch-Hit:has(.DocSearch-Hit--AskAI)');
  await expect(entry).toContainText(question);
  await entry.click();
}

test.describe('Ask AI against broken and hostile answers', () => {
  test('a 30 KB answer delivered in one body is drawn in a few merged updates, not one per delta', async ({page}) => {
    // 6,000 deltas of 5 characters, in paragraphs: one update each was a 28 s task.
    const deltas = Array.from({length: 6_000}, (_, i) => (i % 60 === 59 ? 'word\n\n' : 'word '));
    await routeServices(page, sse(answer(deltas)));
    await page.goto('/');
    await page.keyboard.press('ControlOrMeta+k');
    await page.locator('.DocSearch-Input').fill('explain everything');
    const entry = page.locator('.DocSearch-Hit:has(.DocSearch-Hit--AskAI)');
    await expect(entry).toContainText('explain everything');
    // Counted inside the page: each time the answer's HTML is set, its children are replaced, and
    // the observer gets one record for it, even when many are set in one task.
    const updates = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          const observer = new MutationObserver((records) => {
            count += records.filter((record) => record.type === 'childList' && (record.target as Element).classList?.contains('DocSearch-Markdown-Content')).length;
            const answer = document.querySelector('.DocSearch-Markdown-Content:not(.DocSearch-Markdown-Content--streaming)');
            if (!answer?.textContent?.includes('The end.')) return;
            observer.disconnect();
            resolve(count);
          });
          observer.observe(document.body, {childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['class']});
        }),
    );
    await entry.click();
    const drawn = await updates;
    test.info().annotations.push({type: 'updates drawn', description: String(drawn)});
    expect(drawn).toBeLessThan(20);
    await expect(page.locator('.DocSearch-Markdown-Content').getByText('The end.')).toBeVisible();
  });

  test('a 10 MB answer is cut with a message, read no further, and the page stays usable', async ({page}) => {
    // Made in the page as it is read: a route's body crosses the debugging protocol whole first,
    // which took 10 s on a busy machine before the page saw a byte.
    await hugeAnswer(page, 10_800_000);
    await routeServices(page, null);
    await ask(page, 'write a novel');
    await expect(page.getByText(ASK_AI_MESSAGES.cut)).toBeVisible();
    // The guard stopped reading at its limit, give or take a chunk.
    const pulled = await page.evaluate(() => (window as unknown as {__pulledBytes: number}).__pulledBytes);
    expect(pulled).toBeGreaterThan(ASK_AI_LIMITS.maxStreamBytes);
    expect(pulled).toBeLessThan(ASK_AI_LIMITS.maxStreamBytes + 256 * 1024);
    // The page answers, and the dialog still works: back to search, then closed.
    expect(await page.evaluate(() => document.querySelectorAll('.DocSearch-Modal').length)).toBe(1);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-AskAiScreen-Response-Container')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.getByText('This page crashed')).toHaveCount(0);
  });

  test('an answer that never ends stops after the time limit with a message', async ({page}) => {
    await page.clock.install();
    await hangingAnswer(page, 'The first part of an answer');
    await routeServices(page, null);
    await ask(page, 'tell me everything');
    await expect(page.getByText('The first part of an answer')).toBeVisible();
    // The time limit passes on the page's clock; nothing waits for it in real time.
    await page.clock.fastForward(ASK_AI_LIMITS.silenceMs);
    await expect(page.locator('.DocSearch-AskAiScreen-Error')).toContainText(ASK_AI_MESSAGES.silent(ASK_AI_LIMITS.silenceMs / 1000));
    await expect(page.getByText('The first part of an answer')).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeEnabled();
  });

  test('a request that is never answered ends after the time limit with a message', async ({page}) => {
    await page.clock.install();
    await routeServices(page, null);
    const chat = page.waitForRequest((request) => request.url() === ASK_AI && request.method() === 'POST');
    await ask(page, 'anyone there');
    await chat;
    await page.clock.fastForward(ASK_AI_LIMITS.silenceMs);
    await expect(page.locator('.DocSearch-AskAiScreen-Error')).toContainText(ASK_AI_MESSAGES.silent(ASK_AI_LIMITS.silenceMs / 1000));
    await expect(page.locator('.DocSearch-Input')).toBeEnabled();
  });

  test('Stop is a named button that takes the focus and ends the answer', async ({page}) => {
    await hangingAnswer(page, 'The first part of an answer');
    await routeServices(page, null);
    await ask(page, 'tell me everything');
    await expect(page.getByText('The first part of an answer')).toBeVisible();
    const stop = page.getByRole('button', {name: 'Stop answering'});
    await expect(stop).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('You stopped this response')).toBeVisible();
    await expect(page.getByText('The first part of an answer')).toBeVisible();
    await expect(stop).toHaveCount(0);
  });

  test('search steps that DocSearch cannot draw are dropped, and the rest of the answer shows', async ({page}) => {
    const events = answer(['Use the **bridge**. ']);
    events.splice(
      3,
      0,
      {type: 'tool-input-available', toolCallId: 'c1', toolName: 'searchIndex', input: null},
      {type: 'tool-output-available', toolCallId: 'c1', output: null},
      'not an object',
    );
    await routeServices(page, sse(events));
    await ask(page, 'how do I bridge');
    await expect(page.locator('.DocSearch-Markdown-Content').getByText('The end.')).toBeVisible();
    await expect(page.locator('.DocSearch-Markdown-Content strong', {hasText: 'bridge'})).toBeVisible();
    await expect(page.locator('.DocSearch-AskAiScreen-Error')).toHaveCount(0);
    await expect(page.locator('[data-feature-failure]')).toHaveCount(0);
  });

  // Answers that froze or crashed DocSearch's Markdown renderer: one 60 KB delta of emphasis was a
  // 67.5 s task, 30,000 nested quotes overflowed the stack and took search down. What the bounds
  // cost, at those sizes, one delta or split anywhere, is measured against the renderer DocSearch
  // bundles (tests/unit/ask-ai-markdown.test.ts). Here one answer holds each kind well past its
  // bound, streamed in 10 deltas that cut through the runs: it shows bounded with its note in
  // DocSearch itself, and search stays up.
  test('emphasis runs, deep quotes and a bracket run, streamed: the answer shows with a note, search stays up', async ({page}) => {
    const text = ['*a_'.repeat(1_000), '> '.repeat(100), '['.repeat(1_000)].join('\n\n');
    const size = Math.ceil(text.length / 10);
    const events = answer(Array.from({length: 10}, (_, i) => text.slice(i * size, (i + 1) * size)));
    await routeServices(page, null);
    await streamedAnswer(page, events, 20);
    await ask(page, 'format this');
    const shown = page.locator('.DocSearch-Markdown-Content:not(.DocSearch-Markdown-Content--streaming)');
    await expect(shown.getByText(BOUNDED_NOTE)).toBeVisible();
    await expect(shown.getByText('The end.')).toBeVisible();
    await expect(page.locator('[data-feature-failure]')).toHaveCount(0);
    // Search is still up: back from the answer, a new search offers Ask AI again.
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-AskAiScreen-Response-Container')).toHaveCount(0);
    await page.locator('.DocSearch-Input').fill('bridge');
    await expect(page.locator('.DocSearch-Hit:has(.DocSearch-Hit--AskAI)')).toContainText('bridge');
  });

  test('an answer with nothing readable says so', async ({page}) => {
    await routeServices(page, '<html><body>502 Bad Gateway</body></html>');
    await ask(page, 'how do I bridge');
    await expect(page.locator('.DocSearch-AskAiScreen-Error')).toContainText(ASK_AI_MESSAGES.unreadable);
    await expect(page.locator('.DocSearch-Input')).toBeEnabled();
  });

  test('a failed request shows a short message, not the error page', async ({page, allowProblem}) => {
    allowProblem(/status of 502/); // the browser's own line for the failed request
    await routeServices(page, null);
    await page.route(ASK_AI, async (route) => {
      if (await preflight(route)) return;
      await route.fulfill({status: 502, headers: {...CORS, 'content-type': 'text/html'}, body: `<html><body><h1>Bad gateway</h1>${'<p>proxy trace</p>'.repeat(5_000)}</body></html>`});
    });
    await ask(page, 'how do I bridge');
    const error = page.locator('.DocSearch-AskAiScreen-Error');
    await expect(error).toContainText(ASK_AI_MESSAGES.unavailable(502));
    await expect(error).not.toContainText('proxy trace');
  });

  test('stored conversations that do not parse are dropped, the rest still open', async ({page}) => {
    const question = 'how do I bridge tokens';
    const valid = storedConversation(question, 'Use the stored bridge answer.');
    const stored = [
      null,
      'a string',
      {...valid, objectID: 'messages-a-string', messages: 'not a list'},
      {...valid, objectID: 'parts-null', messages: [{id: 'q2', role: 'user', parts: null}]},
      {...valid, objectID: 'search-output-null', messages: [...valid.messages, {id: 'a2', role: 'assistant', parts: [{type: 'tool-searchIndex', toolCallId: 'c', state: 'output-available', input: {query: 'x'}, output: null}]}]},
      {...valid, objectID: 'levels-objects', hierarchy: {lvl0: {}, lvl1: 5}},
      valid,
    ];
    await page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('seeded')) localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      },
      [CONVERSATIONS_KEY, JSON.stringify(stored)] as const,
    );
    await routeServices(page, sse(answer([])));
    await page.goto('/');
    await page.keyboard.press('ControlOrMeta+k');
    const conversation = page.locator('.DocSearch-Hit', {hasText: question});
    await expect(conversation).toHaveCount(1);
    await conversation.click();
    await expect(page.getByText('Use the stored bridge answer.')).toBeVisible();
    const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as {objectID: string}[], CONVERSATIONS_KEY);
    expect(kept.map((entry) => entry.objectID)).toEqual([question]);
  });
});
