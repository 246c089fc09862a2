/**
 * The search dialog in the hosted build (scripts/build-hosted.mjs): Algolia DocSearch with the
 * test app TESTAPP123 and the Ask AI assistant "test-assistant". Algolia's hosts are answered by
 * Playwright routes with recorded-style responses, so nothing leaves the machine.
 */
import type {Page, Route} from '@playwright/test';
import {test, expect} from '../../support/fixtures';
import {blockLocalStorage, clearStorage, fillLocalStorage, waitForHydration} from '../../support/page';

const APP_ID = 'TESTAPP123';
const INDEX = 'etherlink-test';
const ASSISTANT = 'test-assistant';
const SEARCH_HOSTS = /^https:\/\/testapp123(-dsn\.algolia\.net|-\d\.algolianet\.com)\//i;
const ASK_AI = 'https://askai.algolia.com/chat';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/** Answers a CORS preflight, and tells the handler to stop. */
async function preflight(route: Route): Promise<boolean> {
  if (route.request().method() !== 'OPTIONS') return false;
  await route.fulfill({status: 204, headers: CORS});
  return true;
}

function hit(origin: string, path: string, type: 'lvl1' | 'lvl2' | 'content', hierarchy: Record<string, string | null>, content: string | null = null) {
  const anchor = type === 'lvl1' ? null : path.split('#')[1] ?? null;
  // The index holds the site's own URLs: hits elsewhere are not offered (src/search/shapes.ts).
  const url = `${origin}${path}`;
  const value = (text: string | null) => (text === null ? undefined : {value: text.replace(/(WebSockets?)/i, '<mark>$1</mark>'), matchLevel: 'full', matchedWords: ['websockets']});
  const levels = {lvl0: null, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null, ...hierarchy};
  return {
    objectID: `${path}-${type}`,
    url,
    url_without_anchor: url.split('#')[0],
    anchor,
    type,
    content,
    hierarchy: levels,
    _highlightResult: {hierarchy: Object.fromEntries(Object.entries(levels).filter(([, v]) => v).map(([k, v]) => [k, value(v)])), ...(content ? {content: value(content)} : {})},
    _snippetResult: {hierarchy: Object.fromEntries(Object.entries(levels).filter(([k, v]) => v && k !== 'lvl0').map(([k, v]) => [k, value(v)])), ...(content ? {content: value(content)} : {})},
  };
}

/** Shaped like a response recorded from DocSearch's API for the query "websockets". */
const searchResponse = (query: string, origin: string) => ({
  results: [
    {
      hits:
        query === 'websockets'
          ? [
              hit(origin, '/building-on-etherlink/websockets', 'lvl1', {lvl0: 'Developing', lvl1: 'Getting updates with WebSockets'}),
              hit(origin, '/building-on-etherlink/websockets#enabling-websockets-on-your-node', 'lvl2', {
                lvl0: 'Developing',
                lvl1: 'Getting updates with WebSockets',
                lvl2: 'Enabling WebSockets on your node',
              }),
              hit(origin, '/get-started/network-information#etherlink-mainnet', 'content', {lvl0: 'Get started', lvl1: 'Network information', lvl2: 'Etherlink Mainnet'}, 'WebSocket endpoint: none public yet.'),
            ]
          : [],
      nbHits: query === 'websockets' ? 3 : 0,
      page: 0,
      nbPages: 1,
      hitsPerPage: 20,
      exhaustiveNbHits: true,
      query,
      params: `query=${encodeURIComponent(query)}`,
      index: INDEX,
      processingTimeMS: 1,
      queryID: 'a1b2c3d4e5f6',
    },
  ],
});

interface AlgoliaRequest {
  indexName: string;
  query: string;
  [key: string]: unknown;
}

async function routeSearch(page: Page): Promise<AlgoliaRequest[]> {
  const seen: AlgoliaRequest[] = [];
  await page.route(SEARCH_HOSTS, async (route) => {
    if (await preflight(route)) return;
    const body = JSON.parse(route.request().postData() ?? '{}') as {requests: AlgoliaRequest[]};
    seen.push(...body.requests);
    await route.fulfill({status: 200, contentType: 'application/json', headers: CORS, body: JSON.stringify(searchResponse(body.requests[0]!.query, new URL(page.url()).origin))});
  });
  return seen;
}

/** An AI SDK v5 UI message stream (server-sent events), as Ask AI answers. */
function sse(chunks: object[]): string {
  return `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`;
}

const ANSWER_ID = 'msg-answer-1';
const answerChunks = [
  {type: 'start', messageId: ANSWER_ID},
  {type: 'start-step'},
  {type: 'tool-input-start', toolCallId: 'call-1', toolName: 'searchIndex'},
  {type: 'tool-input-available', toolCallId: 'call-1', toolName: 'searchIndex', input: {query: 'bridge tokens'}},
  {
    type: 'tool-output-available',
    toolCallId: 'call-1',
    output: {query: 'bridge tokens', hits: [{url: 'https://docs.etherlink.com/bridging'}, {url: 'https://docs.etherlink.com/bridging/bridging-evm'}]},
  },
  {type: 'finish-step'},
  {type: 'start-step'},
  {type: 'text-start', id: 'text-1'},
  {type: 'text-delta', id: 'text-1', delta: 'Use the **Etherlink bridge** to move XTZ. '},
  {type: 'text-delta', id: 'text-1', delta: 'See [Bridging tokens](https://docs.etherlink.com/bridging) and '},
  {type: 'text-delta', id: 'text-1', delta: '[Bridging EVM tokens](https://docs.etherlink.com/bridging/bridging-evm).'},
  {type: 'text-end', id: 'text-1'},
  {type: 'source-url', sourceId: 'src-1', url: 'https://docs.etherlink.com/bridging', title: 'Bridging tokens'},
  {type: 'finish-step'},
  {type: 'finish'},
];

interface AskAiCalls {
  token: number;
  chat: {headers: Record<string, string>; body: {messages: {role: string; parts: {type: string; text?: string}[]}[]}}[];
  feedback: {headers: Record<string, string>; body: unknown}[];
}

/** The assistant's token, chat and feedback endpoints. `answer` is the chat response body. */
async function routeAskAi(page: Page, answer: string): Promise<AskAiCalls> {
  const calls: AskAiCalls = {token: 0, chat: [], feedback: []};
  // The token is "<base64 JSON with exp>.<signature>"; DocSearch reads exp to refresh it 30 s early.
  const token = `${Buffer.from(JSON.stringify({exp: Math.floor(Date.now() / 1000) + 3600})).toString('base64')}.sig`;
  await page.route(`${ASK_AI}/**`, async (route) => {
    if (await preflight(route)) return;
    const url = route.request().url();
    if (url.endsWith('/chat/token')) {
      calls.token++;
      await route.fulfill({status: 200, contentType: 'application/json', headers: CORS, body: JSON.stringify({success: true, token})});
    } else if (url.endsWith('/chat/feedback')) {
      calls.feedback.push({headers: route.request().headers(), body: route.request().postDataJSON()});
      await route.fulfill({status: 200, contentType: 'application/json', headers: CORS, body: '{"success":true}'});
    } else {
      await route.fallback();
    }
  });
  await page.route(ASK_AI, async (route) => {
    if (await preflight(route)) return;
    calls.chat.push({headers: route.request().headers(), body: route.request().postDataJSON()});
    await route.fulfill({
      status: 200,
      headers: {...CORS, 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1'},
      body: answer,
    });
  });
  return calls;
}

async function openSearch(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('ControlOrMeta+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
}

async function askAi(page: Page, question: string) {
  await page.locator('.DocSearch-Input').fill(question);
  const entry = page.locator('.DocSearch-Hit:has(.DocSearch-Hit--AskAI)');
  await expect(entry).toContainText(question);
  await entry.click();
}

/** Answers every search with two hits for "shadownet faucet", the faucet's page first. */
async function routeFaucetSearch(page: Page): Promise<void> {
  await page.route(SEARCH_HOSTS, async (route) => {
    if (await preflight(route)) return;
    const body = JSON.parse(route.request().postData() ?? '{}') as {requests: AlgoliaRequest[]};
    const query = body.requests[0]!.query;
    const origin = new URL(page.url()).origin;
    const hits = [
      hit(origin, '/get-started/getting-testnet-tokens', 'lvl1', {lvl0: 'Get started', lvl1: 'Getting Testnet tokens'}),
      hit(origin, '/get-started/network-information#etherlink-shadownet-testnet', 'lvl2', {lvl0: 'Get started', lvl1: 'Network information', lvl2: 'Etherlink Shadownet Testnet'}),
    ];
    const results = searchResponse(query, origin);
    results.results[0] = {...results.results[0]!, hits, nbHits: hits.length};
    await route.fulfill({status: 200, contentType: 'application/json', headers: CORS, body: JSON.stringify(results)});
  });
}

test.describe('search dialog (hosted: Algolia DocSearch and Ask AI)', () => {
  test.beforeEach(async ({page}) => {
    // The hosted build also loads the tag manager; it has its own test (services.spec.ts).
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
    );
  });

  // The hosted dialog is DocSearch's own, with no key of ours in between (the local dialog holds ↑, ↓
  // and Enter until its hits show, src/search/hitKeys.ts, and tests/e2e/search.spec.ts sweeps five
  // delays): one press before Algolia's answer can be drawn and one well after it.
  test('at 4x CPU, ↓ and Enter 0 and 300 ms after the last letter open the first hit', {tag: '@one-worker'}, async ({page}) => {
    test.setTimeout(90_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await routeFaucetSearch(page);
    for (const delay of [0, 300]) {
      await test.step(`${delay} ms`, async () => {
        // Nothing stored from the step before: no recent search to select.
        if (delay > 0) await clearStorage(page);
        await openSearch(page);
        await expect(page.locator('.DocSearch-Input')).toBeFocused();
        const query = 'shadownet faucet';
        await page.keyboard.type(query.slice(0, -1), {delay: 40});
        // The last letter is held `delay` ms: ↓ comes that long after it was typed.
        await page.keyboard.press(query.at(-1)!, {delay});
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/get-started\/getting-testnet-tokens$/);
        await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
      });
    }
  });

  test('queries Algolia with the DocSearch parameters and navigates to a hit', async ({page}) => {
    const requests = await routeSearch(page);
    await openSearch(page);
    await expect(page.locator('link[rel="preconnect"][href="https://TESTAPP123-dsn.algolia.net"]')).toHaveCount(1);
    await page.locator('.DocSearch-Input').fill('websockets');
    const hits = page.locator('.DocSearch-Hit:not(:has(.DocSearch-Hit--AskAI))');
    await expect(hits.first()).toContainText('Getting updates with WebSockets');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Developing');

    const request = requests.find((r) => r.query === 'websockets')!;
    expect(request).toMatchObject({
      indexName: INDEX,
      hitsPerPage: 20,
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      clickAnalytics: false,
      attributesToRetrieve: expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl6', 'content', 'type', 'url']),
      attributesToSnippet: expect.arrayContaining([expect.stringMatching(/^content:\d+$/), expect.stringMatching(/^hierarchy\.lvl1:\d+$/)]),
    });
    // Contextual search: the current language and docs version.
    expect(JSON.stringify(request.facetFilters)).toContain('language:en');

    await page.keyboard.press('ArrowDown'); // past the "Ask AI" entry
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/building-on-etherlink\/websockets$/);
  });

  test('Ask AI streams an answer with a search tool call, sources, Like and Copy', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await routeSearch(page);
    const calls = await routeAskAi(page, sse(answerChunks));
    await openSearch(page);
    await askAi(page, 'how do I bridge tokens');

    const screen = page.locator('.DocSearch-AskAiScreen-Response-Container').first();
    await expect(page.getByText('Answers are generated with AI which can make mistakes. Verify responses.')).toBeVisible();
    await expect(screen.locator('.DocSearch-AskAiScreen-Query')).toHaveText('how do I bridge tokens');
    await expect(screen.getByText(/Searched for\s+"bridge tokens"\s+found 2 results/)).toBeVisible();
    await expect(screen.locator('strong', {hasText: 'Etherlink bridge'})).toBeVisible();
    const sources = screen.locator('.DocSearch-AskAiScreen-RelatedSources');
    await expect(sources.getByText('Related sources')).toBeVisible();
    await expect(sources.getByRole('link', {name: 'Bridging tokens'})).toHaveAttribute('href', 'https://docs.etherlink.com/bridging');
    await expect(sources.getByRole('link', {name: 'Bridging EVM tokens'})).toHaveAttribute('href', 'https://docs.etherlink.com/bridging/bridging-evm');

    // The request carries the question, the assistant and the search index.
    expect(calls.token).toBe(1);
    const chat = calls.chat[0]!;
    expect(chat.headers['x-algolia-assistant-id']).toBe(ASSISTANT);
    expect(chat.headers['x-algolia-application-id']).toBe(APP_ID);
    expect(chat.headers['x-algolia-index-name']).toBe(INDEX);
    expect(chat.headers.authorization).toMatch(/^TOKEN /);
    expect(chat.body.messages.at(-1)).toMatchObject({role: 'user', parts: [{type: 'text', text: 'how do I bridge tokens'}]});

    await screen.getByTitle('Copy', {exact: true}).click();
    await expect(screen.getByTitle('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Etherlink bridge');

    await screen.getByTitle('Like', {exact: true}).click();
    await expect(screen.getByText('Thanks for your feedback!')).toBeVisible();
    expect(calls.feedback).toHaveLength(1);
    // DocSearch 4.7 rates an exchange by the id of its question (the user message it sent).
    const questionId = (chat.body.messages.at(-1) as {id?: string}).id;
    expect(questionId).toBeTruthy();
    expect(calls.feedback[0]!.body).toEqual({appId: APP_ID, messageId: questionId, thumbs: 1});
    expect(calls.feedback[0]!.headers['x-algolia-assistant-id']).toBe(ASSISTANT);

    // Escape leaves Ask AI first, then closes the dialog.
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-AskAiScreen-Response-Container')).toHaveCount(0);
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  });

  test('a stream error is shown in the answer', async ({page}) => {
    await routeSearch(page);
    await routeAskAi(
      page,
      sse([
        {type: 'start', messageId: 'msg-error'},
        {type: 'start-step'},
        {type: 'error', errorText: 'The assistant is over its quota. Try again later.'},
      ]),
    );
    await openSearch(page);
    await askAi(page, 'what is the chain id');
    const error = page.locator('.DocSearch-AskAiScreen-Error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('The assistant is over its quota. Try again later.');
  });

  for (const [name, breakStorage] of [
    ['blocked', blockLocalStorage],
    ['full', fillLocalStorage],
  ] as const) {
    test(`storage ${name}: the dialog opens, searches and navigates`, async ({page, allowProblem}) => {
      allowProblem(/storage|quota/i);
      await breakStorage(page);
      await routeSearch(page);
      await openSearch(page);
      await page.locator('.DocSearch-Input').fill('websockets');
      await expect(page.locator('.DocSearch-Hit:not(:has(.DocSearch-Hit--AskAI))').first()).toContainText('Getting updates with WebSockets');
      await expect(page.getByText('This page crashed')).toHaveCount(0);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/building-on-etherlink\/websockets$/);
    });
  }
});
