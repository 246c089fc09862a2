/**
 * The search dialog in the default build: DocSearch v4 over the local index, no network beyond
 * the site itself. The modal's code and the index load only when the reader reaches for search.
 */
import type {Page, Request} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {expectAxeClean} from '../support/axe';
import {waitForHydration, blockLocalStorage, clearStorage, holdRequests, pendingScriptsRun, requestGate} from '../support/page';

const dialog = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');
const searchButton = (page: Page) => page.locator('button.DocSearch-Button');
/** Hits from the index (not the "Ask AI" entry). */
const hits = (page: Page) => page.locator('.DocSearch-Hit:not(:has(.DocSearch-Hit--AskAI))');

/** Every script, stylesheet and search-index request the page makes, in order. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request: Request) => {
    const type = request.resourceType();
    if (type === 'script' || type === 'stylesheet' || request.url().includes('/search/')) requests.push(request.url());
  });
  return requests;
}

/** Counts the alerts, confirms and prompts the page opens, dismissing each: hostile text must open none. */
function countDialogs(page: Page): () => number {
  let count = 0;
  page.on('dialog', (d) => {
    count++;
    void d.dismiss();
  });
  return () => count;
}

/**
 * The dialog is fully closed: gone from the page, and its body class removed. DocSearch's
 * shortcut ignores Ctrl+K until that class goes, which can take a moment after a navigation
 * while the new page loads.
 */
async function expectClosed(page: Page) {
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
}

async function openWithShortcut(page: Page) {
  // Right after a client-side navigation the search bar re-binds its key listener; on a loaded CI
  // machine one press can land in that gap, so press again until the dialog shows (it must show).
  await expect(async () => {
    if (!(await dialog(page).isVisible())) await page.keyboard.press('ControlOrMeta+k');
    await expect(dialog(page)).toBeVisible({timeout: 7_000});
  }).toPass({timeout: 20_000});
}

/** Loads a page and lets it go idle: by then nothing may have been fetched for search. */
async function expectNothingForSearchOnceIdle(page: Page, requests: string[]) {
  await page.goto('/network/evm-nodes');
  await waitForHydration(page);
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), {timeout: 5000})));
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => url.includes('/search/'))).toEqual([]);
}

test.describe('search dialog (local index)', () => {
  test('nothing loads for search until the reader reaches for it; a search fetches only the fragments it needs', async ({page}) => {
    const requests = recordRequests(page);
    // The search worker fetches the index, so the page's resource timing has none of it; Playwright
    // sees every request, the worker's too.
    const searchBodies: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith('/search/')) searchBodies.push(request.sizes().then((sizes) => sizes.responseBodySize));
    });
    await expectNothingForSearchOnceIdle(page, requests);
    const beforeHover = new Set(requests);
    const added = () => requests.filter((url) => !beforeHover.has(url));

    // Hovering the button fetches the modal's chunk and stylesheets, and the index's manifest alone.
    await searchButton(page).hover();
    await expect.poll(() => added().filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);
    await expect.poll(() => added().filter((url) => url.endsWith('.css')).length).toBe(2);
    await expect.poll(() => added().filter((url) => url.includes('/search/'))).toEqual([expect.stringMatching(/\/search\/manifest\.json$/)]);

    // Searching fetches a few term fragments and the chunks of the hits shown: no script, a few KB.
    const afterHover = requests.length;
    await searchButton(page).click();
    await input(page).fill('websockets');
    await expect(hits(page).first()).toBeVisible({timeout: 30_000});
    const fetched = requests.slice(afterHover);
    expect(fetched.filter((url) => !/\/search\/i\.[0-9a-f]{8}\.[tc]\d+\.json$/.test(url))).toEqual([]);
    const manifest = (await (await page.request.get('/search/manifest.json')).json()) as {keys: string[]};
    expect(fetched.filter((url) => /\.t\d+\.json$/.test(url)).length).toBeLessThan(manifest.keys.length / 10);
    const bytes = (await Promise.all(searchBodies)).reduce((sum, size) => sum + size, 0);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(50 * 1024);
    // The dialog is styled: DocSearch's modal rules apply.
    await expect(dialog(page)).toHaveCSS('position', 'relative');
  });

  test("the Ctrl or ⌘ key alone starts loading search, the dialog's two stylesheets at the same time; Ctrl+K then opens it without a new request, the stylesheets linked in cascade order", async ({page}) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await waitForHydration(page);
    const modalCss = /\/assets\/css\/modal\.[0-9a-f]+\.css$/;
    // Neither stylesheet arrives until both have been asked for.
    const release = await holdRequests(page, modalCss);
    await page.keyboard.down('Control');
    await expect.poll(() => requests.some((url) => url.endsWith('/search/manifest.json'))).toBe(true);
    await expect.poll(() => requests.filter((url) => modalCss.test(url)).length).toBe(2);
    release();
    const afterModifier = requests.length;
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    await expect(dialog(page)).toBeVisible();
    expect(requests.slice(afterModifier)).toEqual([]);
    await input(page).fill('websockets');
    await expect(hits(page).first()).toBeVisible({timeout: 30_000});
    // Later rules win: the site's repairs of DocSearch's look must come after DocSearch's own sheet.
    const linked = await page.evaluate(
      (source) => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href).filter((href) => new RegExp(source).test(href)),
      modalCss.source,
    );
    expect(linked).toHaveLength(2);
    const texts = await Promise.all(linked.map(async (href) => (await page.request.get(href)).text()));
    expect(texts.map((text) => text.includes('.DocSearch-Modal{'))).toEqual([true, false]);
  });

  test('Ctrl/Cmd+K, "/" and a letter typed on the button open the dialog; Escape and Ctrl+K close it, focus returns to the button, and a later open answers with the shell first', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();

    // Ctrl+K toggles the dialog.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+k');
    await expectClosed(page);
    await expect(searchButton(page)).toBeFocused();

    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();

    // A letter typed on the focused button opens the dialog with that letter.
    await page.keyboard.press('w');
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toHaveValue('w');
    await page.keyboard.press('Escape');
    await expectClosed(page);

    // The code is here now: a later open also answers with the shell first, then the modal mounts
    // with what was typed. Record what the next click adds to the page, in order.
    await page.evaluate(() => {
      const w = window as unknown as {added: string[]};
      w.added = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.addedNodes)) {
            if (!(node instanceof Element)) continue;
            if (node.matches('.search-shell') || node.querySelector('.search-shell'))
              w.added.push(`shell:${node.querySelector('.search-shell__status')?.textContent ?? ''}`);
            if (node.matches('.DocSearch-Container') || node.querySelector('.DocSearch-Container')) w.added.push('modal');
          }
      }).observe(document.body, {childList: true, subtree: true});
    });
    await searchButton(page).click();
    await page.keyboard.type('bridge');
    await expect(input(page)).toHaveValue('bridge');
    await expect(input(page)).toBeFocused();
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator('.search-shell')).toHaveCount(0);
    // The code is here: the shell says nothing about loading, and shows for a frame or so.
    expect(await page.evaluate(() => (window as unknown as {added: string[]}).added)).toEqual(['shell:', 'modal']);
  });

  test('queries: 10 hits at most, prefixes and typos found, hostile text shown as text, no results with suggestions; the open dialog passes axe', async ({page}) => {
    // Two axe passes over the open dialog and the page under it: slow on a loaded 2-core machine.
    test.slow();
    const dialogs = countDialogs(page);
    await page.goto('/');
    await waitForHydration(page);
    await openWithShortcut(page);

    await test.step('the empty dialog passes axe', () => expectAxeClean(page));

    await test.step('a search shows its first 10 hits: each costs its text\'s file and DocSearch\'s render', async () => {
      // 15 hits pass the cuts for this query (limitPerGroup); the dialog asks for 10.
      await input(page).fill('deploy contract');
      await expect(hits(page).first()).toBeVisible({timeout: 30_000});
      await expect(hits(page)).toHaveCount(10);
      await expectAxeClean(page);
    });

    await test.step('a hostile query is shown as text', async () => {
      const hostile = '<img src=x onerror=alert(1)>';
      await input(page).fill(hostile);
      await expect(page.locator('.DocSearch-Hit-AskAIButton-title-query')).toHaveText(hostile);
      await expect(input(page)).toHaveValue(hostile);
      await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
      expect(dialogs()).toBe(0);
    });

    await test.step('a nonsense query shows the no-results screen with suggestions that prefill the query', async () => {
      await input(page).fill('qqxxzzvvkk');
      await expect(page.getByText('No results found for')).toBeVisible();
      await expect(page.locator('.DocSearch-NoResults strong')).toHaveText('qqxxzzvvkk');
      const suggestions = page.locator('.DocSearch-NoResults .DocSearch-Prefill');
      await expect(suggestions.first()).toBeVisible();
      expect(await suggestions.count()).toBeLessThanOrEqual(3);
      const label = (await suggestions.first().textContent()) ?? '';
      await suggestions.first().click();
      await expect(input(page)).toHaveValue(`${label.toLowerCase()} `);
      await expect(hits(page).first()).toBeVisible();
    });

    await test.step('a prefix and a one-typo query both find the page, and a click on a hit routes there', async () => {
      await input(page).fill('websock');
      await expect(hits(page).first()).toContainText('WebSockets');
      await input(page).fill('webscokets');
      await expect(hits(page).first()).toContainText('WebSockets');
      await hits(page).first().click();
      await expect(page).toHaveURL(/\/building-on-etherlink\/websockets$/);
      await expectClosed(page);
    });
  });

  test('↑ and ↓ walk the entries, and Enter on "Ask AI" hands the question to the chatbot, which answers it', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await input(page).fill('how do I bridge tokens');
    await expect(hits(page).nth(1)).toBeVisible({timeout: 30_000});
    const askAi = page.locator('.DocSearch-Hit:has(.DocSearch-Hit--AskAI)');
    await expect(askAi).toContainText('how do I bridge tokens');
    await expect(askAi).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(askAi).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    // The chatbot opens with the question asked, answers it from the docs, and keeps the focus.
    const chat = page.getByRole('dialog', {name: 'Etherlink/Tezos documentation chatbot (beta)'});
    const answers = chat.getByRole('list', {name: 'Conversation'}).locator(':scope > li');
    await expect(answers.first()).toContainText('how do I bridge tokens');
    await expect(answers.nth(1)).toContainText('From the Etherlink documentation:');
    await expect(answers.nth(1).locator('a[href^="/bridging/"]').first()).toBeVisible();
    await expect(chat.getByRole('textbox', {name: 'Your question'})).toBeFocused();
  });

  test('a query finds the right page, Enter goes there, and the search is remembered after a reload', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await input(page).fill('websockets');
    await expect(page).toHaveURL(/[?&]q=websockets/);
    const first = hits(page).first();
    await expect(first).toContainText('Getting updates with WebSockets');
    await expect(first.locator('mark').first()).toHaveText(/websockets/i);
    // Results are grouped under the sidebar section, at most 5 per group.
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Developing');
    for (const section of await page.locator('.DocSearch-Hits').all()) {
      expect(await section.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
    // The first entry is "Ask AI"; the first hit comes next.
    await page.keyboard.press('ArrowDown');
    await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/building-on-etherlink\/websockets$/);
    await expect(page.locator('h1')).toHaveText('Getting updates with WebSockets');
    await expectClosed(page);

    await page.reload();
    await waitForHydration(page);
    await openWithShortcut(page);
    const recent = page.locator('.DocSearch-Hits', {hasText: 'Recent'});
    await expect(recent.locator('.DocSearch-Hit').first()).toContainText('Getting updates with WebSockets');
    // Saving it moves it to the favourites; removing it empties them.
    await recent.getByTitle('Save this search').first().click();
    const favorites = page.locator('.DocSearch-Hits', {hasText: 'Favorite'});
    await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(1);
    await favorites.getByTitle('Remove this search from favorites').click();
    // Nothing is remembered any more: the open dialog lists no searches.
    await expect(page.locator('.DocSearch-Hits')).toHaveCount(0);
    await expect(input(page)).toBeFocused();
  });

  test('?q= in the URL opens the dialog with the query, as harmless text', async ({page}) => {
    const dialogs = countDialogs(page);
    await page.goto('/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await waitForHydration(page);
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toHaveValue('<script>alert(1)</script>');
    await expect(page.locator('.DocSearch-Modal script')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/[?&]q=/);
    expect(dialogs()).toBe(0);

    await page.goto('/?q=evm%20node');
    await expect(input(page)).toHaveValue('evm node');
    await expect(hits(page).first()).toContainText('EVM node');
  });

  test('a failed index download shows the error screen, and a retry works', async ({page, allowProblem}) => {
    allowProblem(/Failed to load resource: the server responded with a status of 500/);
    let fail = true;
    await page.route('**/search/manifest.json', (route) =>
      fail ? route.fulfill({status: 500, body: 'boom'}) : route.fallback(),
    );
    await page.goto('/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await input(page).fill('fees');
    await expect(page.getByText('Unable to fetch results')).toBeVisible();
    await expect(page.getByText('You might want to check your network connection.')).toBeVisible();

    fail = false;
    await input(page).fill('fee');
    await expect(hits(page).first()).toBeVisible();
  });

  test('blocked storage does not break the dialog; searches are just not remembered', async ({page, allowProblem}) => {
    allowProblem(/storage/i);
    await blockLocalStorage(page);
    await page.goto('/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await input(page).fill('websockets');
    await expect(hits(page).first()).toContainText('Getting updates with WebSockets');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/building-on-etherlink\/websockets$/);
    await expectClosed(page);
    await openWithShortcut(page);
    await expect(input(page)).toBeFocused();
    await expect(page.locator('.DocSearch-Hits')).toHaveCount(0);
  });

  test('the dialog opened while the next page loads keeps its field focused when that page shows', async ({page}) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await waitForHydration(page);
    // In place before the search starts: a route added just before Enter let the next page's script
    // through now and then (1 run in about 40 with tracing off).
    const holdScripts = await requestGate(page, /\/assets\/js\/.+\.js$/);
    await openWithShortcut(page);
    await input(page).fill('websockets');
    await expect(hits(page).first()).toContainText('Getting updates with WebSockets');
    // From here every script waits: the next page's code cannot arrive until the dialog is open again.
    const before = requests.length;
    const release = holdScripts();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expectClosed(page);
    await expect.poll(() => requests.slice(before).filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);
    await expect(page.getByRole('heading', {level: 1, name: 'Getting updates with WebSockets'})).toHaveCount(0);
    await openWithShortcut(page);
    await expect(input(page)).toBeFocused();
    release();
    await expect(page.locator('h1')).toHaveText('Getting updates with WebSockets');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('fees');
    await expect(input(page)).toHaveValue('fees');
  });

  test('the text typed before the dialog\'s code arrived is in a field alone, and ↓ then Enter open the first hit', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const release = await holdRequests(page, /\/assets\/js\/search-modal\.[0-9a-f]+\.js$/);
    await page.keyboard.press('ControlOrMeta+k');
    await page.keyboard.type('shadownet faucet');
    await expect(page.locator('.search-shell__input')).toHaveValue('shadownet faucet');
    // No hits are drawn outside DocSearch's modal: the shell is a field alone.
    await expect(page.locator('.search-shell [class*="DocSearch-"]')).toHaveCount(0);
    release();
    // The hits are on screen before the keys: DocSearch's own keyboard, with nothing held.
    await expect(hits(page).first()).toBeVisible({timeout: 30_000});
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/get-started\/getting-testnet-tokens$/);
  });

  test('the keyboard does what DocSearch\'s does at 4x CPU: Ctrl+K, a query, then ↓ and Enter 0, 50, 150, 300 and 600 ms after the last letter open the first hit', {tag: '@one-worker'}, async ({page}) => {
    // Five loads and searches at 4x CPU.
    test.setTimeout(180_000);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    // The first page hit for the query (tests/relevance keeps the ranking honest).
    const QUERY = 'shadownet faucet';
    const FIRST_HIT = /\/get-started\/getting-testnet-tokens$/;
    for (const delay of [0, 50, 150, 300, 600]) {
      await test.step(`${delay} ms`, async () => {
        // A new document with nothing stored each time: the search starts cold, as a reader's first does.
        if (delay > 0) await clearStorage(page);
        await page.goto('/');
        await waitForHydration(page);
        // The shell's small chunk, requested as the page starts, is here: Ctrl+K shows a field at once.
        await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/search-shell\.[0-9a-f]+\.js$/.test(entry.name)))).toBe(true);
        // The reader types at once, as a reader who knows the shortcut does.
        await page.keyboard.press('ControlOrMeta+k');
        await page.keyboard.type(QUERY.slice(0, -1), {delay: 40});
        // The last letter is held `delay` ms: ↓ comes that long after it was typed.
        await page.keyboard.press(QUERY.at(-1)!, {delay});
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(FIRST_HIT);
        await expectClosed(page);
      });
    }
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

    test('a tap draws the field, then loads the modal\'s code; the modal takes the text typed into the shell as its query', async ({page}) => {
      const requests = recordRequests(page);
      await page.goto('/');
      await waitForHydration(page);
      // When the field is first on screen, and when the modal's code is first asked for.
      await page.evaluate(() => {
        const w = window as unknown as {fieldAt?: number; codeAt?: number};
        const poll = () => {
          if (document.querySelector('.search-shell__input')) w.fieldAt = performance.now();
          else requestAnimationFrame(poll);
        };
        requestAnimationFrame(poll);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (/\/search-modal\.[0-9a-f]+\.js$/.test(entry.name)) w.codeAt ??= entry.startTime;
        }).observe({type: 'resource'});
      });
      const release = await holdRequests(page, /\/assets\/js\/search-modal\.[0-9a-f]+\.js$/);
      await searchButton(page).tap();
      await expect(page.locator('.search-shell__input')).toBeFocused();
      await expect.poll(() => requests.some((url) => /\/search-modal\.[0-9a-f]+\.js$/.test(url))).toBe(true);

      await page.keyboard.type('fees');
      release();
      await expect(page.locator('.search-shell')).toHaveCount(0);
      await expect(input(page)).toHaveValue('fees');
      await expect(input(page)).toBeFocused();
      await expect(hits(page).first()).toBeVisible({timeout: 30_000});
      // The touch, and the focus it gives the button, no longer start the requests before the field
      // is drawn (they held it back 20-100 ms at 4x CPU).
      const at = () => page.evaluate(() => {
        const w = window as unknown as {fieldAt?: number; codeAt?: number};
        return {fieldAt: w.fieldAt, codeAt: w.codeAt};
      });
      await expect.poll(async () => (await at()).codeAt).toBeDefined();
      const {fieldAt, codeAt} = await at();
      expect(codeAt).toBeGreaterThan(fieldAt!);
    });
  });

  test.describe('while the modal code is still loading', () => {
    // Everything the modal needs; not the shell's own small chunk, which the page requests as it starts.
    const MODAL_CODE = /\/(assets\/(?!js\/search-shell\.)|search\/)/;
    const shellInput = (page: Page) => page.getByRole('dialog', {name: 'Search'}).getByRole('searchbox', {name: 'Search the docs'});

    test('a click shows the dialog with a focused field at once; what is typed there carries over to the real dialog', async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      const release = await holdRequests(page, MODAL_CODE);
      await searchButton(page).click();
      await expect(shellInput(page)).toBeFocused();
      await expect(page.getByRole('status').filter({hasText: 'Loading search'})).toBeVisible();
      await page.keyboard.type('wal');
      // Focus stays in the dialog (on a wide screen the field is its only control).
      await page.keyboard.press('Tab');
      await expect(shellInput(page)).toBeFocused();
      await expectAxeClean(page, {include: '.search-shell'});
      release();
      // Letters typed while the modal mounts (into the shell, or into DocSearch) all arrive, once.
      await page.keyboard.type('let', {delay: 30});
      await expect(input(page)).toHaveValue('wallet');
      await expect(input(page)).toBeFocused();
      await expect(page.locator('.search-shell')).toHaveCount(0);
      await expect(hits(page).first()).toBeVisible({timeout: 30_000});
    });

    test('Ctrl+K before the shell\'s own chunk has arrived: what is typed until it arrives is in its field', async ({page}) => {
      const releaseShell = await holdRequests(page, /\/assets\/js\/search-shell\.[0-9a-f]+\.js$/);
      await page.goto('/', {waitUntil: 'domcontentloaded'}); // the held chunk can hold the load event back
      await waitForHydration(page);
      const release = await holdRequests(page, MODAL_CODE);
      await page.keyboard.press('ControlOrMeta+k');
      await page.keyboard.type('walx');
      await page.keyboard.press('Backspace');
      await expect(page.locator('.search-shell')).toHaveCount(0);
      releaseShell();
      await expect(shellInput(page)).toBeFocused();
      await expect(shellInput(page)).toHaveValue('wal');
      await page.keyboard.type('let');
      release();
      await expect(input(page)).toHaveValue('wallet');
      await expect(hits(page).first()).toBeVisible({timeout: 30_000});
    });

    test('Escape closes it, focus returns to the button, and the dialog does not open when the code arrives later', async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      const release = await holdRequests(page, MODAL_CODE);
      await searchButton(page).click();
      await expect(shellInput(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.locator('.search-shell')).toHaveCount(0);
      await expect(searchButton(page)).toBeFocused();
      // The code arrives: it is kept for the next open, and nothing opens by itself once it has run.
      const codeRan = await pendingScriptsRun(page, MODAL_CODE);
      release();
      await codeRan();
      await expect(dialog(page)).toHaveCount(0);
      await searchButton(page).click();
      await expect(input(page)).toBeFocused();
    });
  });
});
