/**
 * The search dialog in the default build: DocSearch v4 over the local index, no network beyond
 * the site itself. The modal's code and the index load only when the reader reaches for search.
 */
import type {Page, Request} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {expectAxeClean} from '../support/axe';
import {waitForHydration, blockLocalStorage, holdRequests, pendingScriptsRun} from '../support/page';
import {TAKEOVER_PAUSE_MS} from '../../src/search/typingPause';

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

/**
 * The dialog is fully closed: gone from the page, and its body class removed. DocSearch's
 * shortcut ignores Ctrl+K until that class goes, which can take a moment after a navigation
 * while the new page loads.
 */
async function expectClosed(page: Page) {
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/DocSearch--active/);
}

/** Opens the dialog and closes it again: its code is then here, so a second open is about the hand-over alone. */
async function openAndClose(page: Page) {
  await searchButton(page).click();
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expectClosed(page);
}

async function openWithShortcut(page: Page) {
  // Right after a client-side navigation the search bar re-binds its key listener; on a loaded CI
  // machine one press can land in that gap, so press again until the dialog shows (it must show).
  await expect(async () => {
    if (!(await dialog(page).isVisible())) await page.keyboard.press('ControlOrMeta+k');
    await expect(dialog(page)).toBeVisible({timeout: 7_000});
  }).toPass({timeout: 20_000});
}

test.describe('search dialog (local index)', () => {
  test('the index loads once the page is idle, the modal code when the reader reaches for search; opening then needs no request', async ({page}) => {
    const requests = recordRequests(page);
    await page.goto('/network/evm-nodes');
    await waitForHydration(page);
    // Once the page is idle, the index and the code that indexes it (src/search/warmWhenIdle.ts);
    // nothing of the dialog itself.
    await expect.poll(() => requests.some((url) => /\/search\/index\.[0-9a-f]{8}\.json$/.test(url)), {timeout: 15_000}).toBe(true);
    expect(requests.filter((url) => url.endsWith('/search/manifest.json'))).toHaveLength(1);
    const beforeHover = new Set(requests);
    const added = () => requests.filter((url) => !beforeHover.has(url));

    // Hovering the button fetches the modal's chunk and stylesheets; the index is not fetched again.
    await searchButton(page).hover();
    await expect.poll(() => added().filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);
    await expect.poll(() => added().filter((url) => url.endsWith('.css')).length).toBe(2);
    expect(added().filter((url) => url.includes('/search/'))).toEqual([]);

    // Opening the dialog and searching afterwards requests nothing more.
    const afterHover = requests.length;
    await searchButton(page).click();
    await input(page).fill('websockets');
    // The index is indexed in slices between the reader's input: on a busy machine that takes a while.
    await expect(hits(page).first()).toBeVisible({timeout: 30_000});
    expect(requests.slice(afterHover)).toEqual([]);
    // The dialog is styled: DocSearch's modal rules apply.
    await expect(dialog(page)).toHaveCSS('position', 'relative');
  });

  test('on a 3g connection nothing is fetched for search until the reader reaches for it', async ({page}) => {
    // The browser reports a 3g connection (Chromium's network emulation leaves effectiveType at 4g).
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => ({effectiveType: '3g', saveData: false})});
    });
    const requests = recordRequests(page);
    await page.goto('/network/evm-nodes');
    await waitForHydration(page);
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), {timeout: 5000})));
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/search/'))).toEqual([]);
    await searchButton(page).click();
    await input(page).fill('websockets');
    await expect(hits(page).first()).toBeVisible({timeout: 30_000});
    expect(requests.some((url) => url.includes('/search/'))).toBe(true);
  });

  test('the Ctrl or ⌘ key alone starts loading search; Ctrl+K then opens it without a new request', async ({page}) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.down('Control');
    await expect.poll(() => requests.some((url) => /\/search\/index\.[0-9a-f]{8}\.json$/.test(url))).toBe(true);
    await expect.poll(() => requests.filter((url) => url.endsWith('.css') && !url.includes('/styles.')).length).toBe(2);
    const afterModifier = requests.length;
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    await expect(dialog(page)).toBeVisible();
    expect(requests.slice(afterModifier)).toEqual([]);
  });

  test('Ctrl/Cmd+K and "/" open the dialog; Escape closes it and focus returns to the button', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await expect(input(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();

    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(searchButton(page)).toBeFocused();
  });

  test('typing a letter on the focused button opens the dialog with that letter', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await searchButton(page).focus();
    await page.keyboard.press('w');
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toHaveValue('w');
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
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test('a prefix and a one-typo query both find the page', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await input(page).fill('websock');
    await expect(hits(page).first()).toContainText('WebSockets');
    await input(page).fill('webscokets');
    await expect(hits(page).first()).toContainText('WebSockets');
    // A click on a hit routes there too.
    await hits(page).first().click();
    await expect(page).toHaveURL(/\/building-on-etherlink\/websockets$/);
    await expectClosed(page);
  });

  test('a nonsense query shows the no-results screen with suggestions that prefill the query', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openWithShortcut(page);
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

  test('"Ask AI" hands the question to the site chatbot and closes the dialog', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.addEventListener('etherlink:ask-ai', (event) => {
        (window as unknown as {asked: string}).asked = (event as CustomEvent<{question: string}>).detail.question;
      });
    });
    await openWithShortcut(page);
    await input(page).fill('how do I bridge tokens');
    const askAi = page.locator('.DocSearch-Hit:has(.DocSearch-Hit--AskAI)');
    await expect(askAi).toContainText('how do I bridge tokens');
    await askAi.click();
    await expect(dialog(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {asked?: string}).asked)).toBe('how do I bridge tokens');
  });

  test('a hostile query is shown as text', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await openWithShortcut(page);
    const hostile = '<img src=x onerror=alert(1)>';
    await input(page).fill(hostile);
    await expect(page.locator('.DocSearch-Hit-AskAIButton-title-query')).toHaveText(hostile);
    await expect(input(page)).toHaveValue(hostile);
    await expect(page.locator('.DocSearch-Modal img')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('?q= in the URL opens the dialog with the query, as harmless text', async ({page}) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto('/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await waitForHydration(page);
    await expect(dialog(page)).toBeVisible();
    await expect(input(page)).toHaveValue('<script>alert(1)</script>');
    await expect(page.locator('.DocSearch-Modal script')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/[?&]q=/);
    expect(dialogs).toBe(0);

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
    await expect(page.getByText('No recent searches')).toBeVisible();
  });

  test('the open dialog passes axe', async ({page}) => {
    // Two axe passes over the open dialog and the page under it: slow on a loaded 2-core machine.
    test.slow();
    await page.goto('/');
    await waitForHydration(page);
    await openWithShortcut(page);
    await expectAxeClean(page);
    await input(page).fill('bridge');
    await expect(hits(page).first()).toBeVisible();
    await expectAxeClean(page);
  });

  test("the dialog's two stylesheets load at the same time, linked in cascade order (DocSearch's, then the site's)", async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/css\/modal\.[0-9a-f]+\.css$/.test(request.url())) requested.push(request.url());
    });
    // Neither stylesheet arrives until both have been asked for.
    const release = await holdRequests(page, /\/assets\/css\/modal\.[0-9a-f]+\.css$/);
    await searchButton(page).hover();
    await expect.poll(() => requested.length).toBe(2);
    release();
    await searchButton(page).click();
    await input(page).fill('websockets');
    await expect(hits(page).first()).toBeVisible({timeout: 30_000});
    // Later rules win: the site's repairs of DocSearch's look must come after DocSearch's own sheet.
    const linked = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href).filter((href) => /\/modal\.[0-9a-f]+\.css$/.test(href)),
    );
    expect(linked).toHaveLength(2);
    const texts = await Promise.all(linked.map(async (href) => (await page.request.get(href)).text()));
    expect(texts.map((text) => text.includes('.DocSearch-Modal{'))).toEqual([true, false]);
  });

  test('a second open also answers with the shell first, then the modal takes over with what was typed', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await openAndClose(page);
    // Record what the second click adds to the page, in order.
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

  test('the modal takes over from the shell in a pause of the typing, with every letter typed before it', async ({page}) => {
    await page.clock.install(); // time flows as usual until the test pauses it
    await page.goto('/');
    await waitForHydration(page);
    await openAndClose(page);
    // Input events in DocSearch's field: a letter typed into it, or one handed over after it rendered.
    await page.evaluate(() => {
      const w = window as unknown as {modalInputs: number};
      w.modalInputs = 0;
      document.addEventListener('input', (event) => (event.target as Element).matches?.('.DocSearch-Input') && w.modalInputs++, true);
    });
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000); // time moves only when told
    await searchButton(page).click();
    const shell = page.getByRole('dialog', {name: 'Search'}).getByRole('searchbox', {name: 'Search the docs'});
    await expect(shell).toBeFocused();
    await page.keyboard.type('wal');
    await page.clock.runFor(50); // a frame is drawn and the code is here, but the reader is typing
    await page.keyboard.type('l');
    await page.clock.runFor(50);
    await page.keyboard.type('et');
    await page.clock.runFor(TAKEOVER_PAUSE_MS + 20); // the reader stops
    await expect(input(page)).toHaveValue('wallet');
    await expect(input(page)).toBeFocused();
    // The modal rendered with the whole text: no letter reached it one by one.
    expect(await page.evaluate(() => (window as unknown as {modalInputs: number}).modalInputs)).toBe(0);
    await page.clock.resume();
    await expect(hits(page).first()).toBeVisible({timeout: 30_000});
  });

  test.describe('the shell answers while the reader types', () => {
    // DocSearch's modal (its own chunk): held, the shell is all the reader has.
    const MODAL_CHUNK = /\/assets\/js\/search-modal\.[0-9a-f]+\.js$/;
    const shellHits = (page: Page) => page.locator('.search-shell .DocSearch-Hit:not(:has(.DocSearch-Hit--AskAI))');

    /**
     * Opens the shell on `/` with the modal's chunk held and types `text`. The returned function
     * lets the modal's code arrive and resolves once it has run.
     */
    async function typeWithModalHeld(page: Page, text: string): Promise<() => Promise<void>> {
      await page.goto('/');
      await waitForHydration(page);
      const release = await holdRequests(page, MODAL_CHUNK);
      await searchButton(page).click();
      await page.keyboard.type(text);
      return async () => {
        const codeRan = await pendingScriptsRun(page, MODAL_CHUNK);
        release();
        await codeRan();
      };
    }

    test('hits for the text in the field show in the shell, never hits of an older text, and a hit opens its page', async ({page}) => {
      const releaseModal = await typeWithModalHeld(page, 'wallet');
      await expect(shellHits(page).first()).toBeVisible();
      await expect(page.locator('.search-shell .DocSearch-Hit-AskAIButton-title-query')).toHaveText('wallet');
      // One more letter: the hits of "wallet" go with the keystroke, before the next search runs.
      await page.keyboard.type('s');
      expect(await shellHits(page).count()).toBe(0);
      await expect(shellHits(page).first()).toBeVisible();
      await expect(page.locator('.search-shell .DocSearch-Hit-AskAIButton-title-query')).toHaveText('wallets');
      // The markup DocSearch uses, with the matched words marked as text, not as HTML from the index.
      const hit = page.locator('.search-shell a.DocSearch-Hit-link[href="/get-started/using-your-wallet"]');
      await expect(hit.locator('.DocSearch-Hit-title')).toHaveText('Using your wallet');
      await expect(hit.locator('mark').first()).toHaveText(/wallet/i);
      await expectAxeClean(page, {include: '.search-shell'});
      await hit.click();
      await expect(page).toHaveURL(/\/get-started\/using-your-wallet$/);
      await expect(page.locator('.search-shell')).toHaveCount(0);
      // The modal's code arrives after all: it is kept for the next open, and opens nothing itself.
      await releaseModal();
      await expect(dialog(page)).toHaveCount(0);
    });

    test('Enter in the shell\'s field chooses its "Ask AI" entry: the question goes to the chatbot', async ({page}) => {
      const releaseModal = await typeWithModalHeld(page, 'how do I bridge?');
      await expect(page.locator('.search-shell .DocSearch-Hit-AskAIButton')).toBeVisible();
      // Enter asks, as in DocSearch's modal, whose first entry is "Ask AI".
      await page.keyboard.press('Enter');
      await expect(page.locator('.search-shell')).toHaveCount(0);
      await expect(page.getByRole('dialog').locator('li', {hasText: 'how do I bridge?'}).first()).toBeVisible();
      await releaseModal();
    });

    test('the modal takes over under the shell: from the first hit on, every frame shows hits', async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      // Per frame: which dialog is on top, and how many hits it shows.
      await page.evaluate(() => {
        const w = window as unknown as {frames: string[]};
        w.frames = [];
        const count = (selector: string) => document.querySelectorAll(`${selector} .DocSearch-Hit:not(:has(.DocSearch-Hit--AskAI))`).length;
        const tick = () => {
          const top = document.querySelector('.search-shell') ? `shell:${count('.search-shell')}` : `modal:${count('.DocSearch-Modal')}`;
          if (w.frames.at(-1) !== top) w.frames.push(top);
          requestAnimationFrame(tick);
        };
        tick();
      });
      await searchButton(page).click();
      await page.keyboard.type('bridge', {delay: 20});
      await expect(page.locator('.search-shell')).toHaveCount(0);
      await expect(hits(page).first()).toBeVisible();
      const frames = await page.evaluate(() => (window as unknown as {frames: string[]}).frames);
      const first = frames.findIndex((frame) => !frame.endsWith(':0'));
      expect(frames[first]).toMatch(/^shell:/); // the shell answered first
      expect(frames.slice(first).filter((frame) => frame.endsWith(':0'))).toEqual([]);
      expect(frames.at(-1)).toMatch(/^modal:[1-9]/);
    });

    test('the arrow keys move along the shell\'s entries, Enter opens one, and the modal waits while an entry has focus', async ({page}) => {
      await page.clock.install(); // time flows as usual until the test moves it
      await page.goto('/');
      await waitForHydration(page);
      await searchButton(page).click();
      await page.keyboard.type('wallet');
      await expect(shellHits(page).first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(page.locator('.search-shell .DocSearch-Hit-AskAIButton')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      const first = shellHits(page).first().locator('a');
      await expect(first).toBeFocused();
      // A second later (every timer due by then has run), the shell is still there: the modal would
      // have taken focus from the entry.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + TAKEOVER_PAUSE_MS * 3);
      await expect(first).toBeFocused();
      await expect(dialog(page)).toHaveCount(0);
      await page.clock.resume();
      const href = await first.getAttribute('href');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator('.search-shell')).toHaveCount(0);
    });
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});

    test('a tap loads what the shell needs; the modal\'s code loads only once the typing has stopped', async ({page}) => {
      await page.goto('/');
      await waitForHydration(page);
      // When the reader last pressed a key, and when the shell first showed hits (page time).
      await page.evaluate(() => {
        const w = window as unknown as {lastKeyAt: number; shellHitsAt: number | null};
        w.shellHitsAt = null;
        document.addEventListener('keydown', () => (w.lastKeyAt = performance.now()), true);
        new MutationObserver(() => {
          if (w.shellHitsAt === null && document.querySelector('.search-shell .DocSearch-Hit-source')) w.shellHitsAt = performance.now();
        }).observe(document.body, {childList: true, subtree: true});
      });
      await searchButton(page).tap();
      await expect(page.locator('.search-shell__input')).toBeFocused();
      await page.keyboard.type('fees');
      // The reader stops typing: the modal's code loads, and the modal takes over with the query.
      await expect(page.locator('.search-shell')).toHaveCount(0);
      await expect(input(page)).toHaveValue('fees');
      await expect(input(page)).toBeFocused();
      await expect(hits(page).first()).toBeVisible();
      const times = await page.evaluate(() => {
        const w = window as unknown as {lastKeyAt: number; shellHitsAt: number | null};
        const requested = (pattern: RegExp) => performance.getEntriesByType('resource').find((entry) => pattern.test(entry.name))?.startTime ?? null;
        return {
          lastKey: w.lastKeyAt,
          shellHits: w.shellHitsAt,
          shellCode: requested(/\/assets\/js\/search-shell-results\.[0-9a-f]+\.js$/),
          modalCode: requested(/\/assets\/js\/search-modal\.[0-9a-f]+\.js$/),
        };
      });
      expect(times.shellCode).not.toBeNull();
      expect(times.shellHits).not.toBeNull();
      expect(times.modalCode).not.toBeNull();
      // The shell answered first; the modal's code was asked for after the pause, not at the tap.
      expect(times.modalCode!).toBeGreaterThan(times.shellHits!);
      expect(times.modalCode! - times.lastKey).toBeGreaterThanOrEqual(TAKEOVER_PAUSE_MS - 1);
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
      // Letters typed while the modal takes over (into the shell, or into DocSearch) all arrive.
      await page.keyboard.type('let', {delay: 30});
      await expect(input(page)).toHaveValue('wallet');
      await expect(input(page)).toBeFocused();
      await expect(page.locator('.search-shell')).toHaveCount(0);
      await expect(hits(page).first()).toBeVisible({timeout: 30_000});
    });

    test('a click before the shell\'s own chunk has arrived opens the dialog when it arrives', async ({page}) => {
      const releaseShell = await holdRequests(page, /\/assets\/js\/search-shell\.[0-9a-f]+\.js$/);
      await page.goto('/', {waitUntil: 'domcontentloaded'}); // the held chunk can hold the load event back
      await waitForHydration(page);
      const release = await holdRequests(page, MODAL_CODE);
      await searchButton(page).click();
      await expect(page.locator('.search-shell')).toHaveCount(0);
      releaseShell();
      await expect(shellInput(page)).toBeFocused();
      await page.keyboard.type('wallet');
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
