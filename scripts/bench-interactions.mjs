// Interaction figures for `npm run bench`: how fast the controls answer on a phone-class CPU.
//
// Each sample is a fresh browser context (empty cache, empty storage) with the CPU slowed 4x
// through CDP (Emulation.setCPUThrottlingRate). The page loads, hydrates, and the bench waits
// until the network and the main thread are idle (a reader who has read a line), then performs
// one interaction and records:
//   - INP, as the web-vitals library computes it: web-vitals' attribution build is injected into
//     the page and reports the page's INP; because some interactions need a preparatory one
//     (the dialog must be open before typing), the figure in the table is the same computation
//     (PerformanceEventTiming entries grouped by interactionId, each interaction's longest
//     duration, the worst interaction; web-vitals' 98th percentile is the worst below 50
//     interactions) over the measured step's entries only. Event Timing reports nothing under
//     16 ms, so such a step shows "<16". Durations are rounded to 8 ms by the browser.
//   - click-to-visible: from the step's first input event (pointerdown, touchstart or keydown:
//     its timeStamp) to the end of the rendering work of the first frame in which the expected
//     element is on screen (a rAF poll, then a message posted from that frame).
// The first search on a page (scenario search-first-query, on a phone context: a tap gives no
// hover warning) adds two figures to click-to-visible (tap to a focused field on screen):
//   - slowest keystroke: the longest Event Timing duration among the interactions of the typed
//     keys (each key's keydown, input and keyup share an interactionId; its longest entry counts);
//   - first results: from the last key's keydown (its timeStamp) to the end of the first frame in
//     which hits are on screen after the local client answered the whole typed text (the client's
//     `search-answered` User Timing mark carries the query), so hits of an earlier, shorter query
//     do not count.
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {loadavg} from 'node:os';
import {dirname, join} from 'node:path';

const require = createRequire(import.meta.url);
// The IIFE build defines a global `webVitals` (the package exports only its module builds).
const WEB_VITALS = readFileSync(join(dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'), 'utf8');

export const CPU_SLOWDOWN = 4;
export const INTERACTION_TARGETS = {inpMs: 200, visibleMs: 200, keyMs: 150, firstResultsMs: 300};
const DESKTOP = {viewport: {width: 1280, height: 800}};
// Lighthouse's mobile screen (Moto G Power) with touch.
const PHONE = {viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75};

/** Runs in the page before its own scripts (CDP, so the site's CSP does not apply). */
function pageProbe() {
  const bench = {events: [], inp: null, start: null, armedAt: null, visibleAt: null, keydowns: [], answeredFor: null, resultsAt: null};
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) bench.events.push({id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration});
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
  // eslint-disable-next-line no-undef
  webVitals.onINP(
    (metric) => {
      const a = metric.attribution;
      bench.inp = {
        value: metric.value,
        target: a.interactionTarget,
        type: a.interactionType,
        inputDelay: Math.round(a.inputDelay),
        processing: Math.round(a.processingDuration),
        presentation: Math.round(a.presentationDelay),
      };
    },
    {reportAllChanges: true, durationThreshold: 16},
  );
  const onInput = (event) => {
    if (bench.armedAt !== null && bench.start === null) bench.start = event.timeStamp;
    if (event.type === 'keydown' && bench.armedAt !== null) bench.keydowns.push(event.timeStamp);
  };
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown']) {
    addEventListener(type, onInput, {capture: true, passive: true});
  }
  const shown = (element, condition) => {
    const rect = element.getBoundingClientRect();
    if (condition.minHeight !== undefined) return rect.height >= condition.minHeight;
    if (condition.scrolledTo) return rect.top >= -2 && rect.top < innerHeight / 2;
    if (rect.width === 0 || rect.height === 0 || rect.bottom <= 0 || rect.right <= 1 || rect.top >= innerHeight || rect.left >= innerWidth) return false;
    for (let node = element; node instanceof Element; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
    }
    if (condition.text !== undefined && !element.textContent.includes(condition.text)) return false;
    return true;
  };
  /** Polls every frame until `ready()`, then calls `done` with the end of that frame's rendering work. */
  const atFrameWhen = (ready, done) => {
    const check = () => {
      if (!ready()) return requestAnimationFrame(check);
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    };
    requestAnimationFrame(check);
  };
  /** Starts watching for `condition`; the next input event is the start of the step. */
  bench.arm = (condition) => {
    bench.armedAt = performance.now();
    bench.start = null;
    bench.visibleAt = null;
    const elements = () => Array.from(document.querySelectorAll(condition.scrolledTo ?? condition.selector));
    atFrameWhen(
      () => bench.start !== null && elements().some((element) => shown(element, condition)),
      (at) => {
        bench.visibleAt = at;
      },
    );
  };
  /**
   * Waits for hits on screen once the local client has answered `query` (its `search-answered`
   * mark), and notes the end of that frame's rendering work in `resultsAt`.
   */
  bench.watchResults = (query, selector) => {
    bench.resultsAt = null;
    const answered = () => performance.getEntriesByName('search-answered', 'mark').some((mark) => mark.detail?.query === query);
    atFrameWhen(
      () => answered() && (document.querySelector(selector)?.getBoundingClientRect().height ?? 0) > 0,
      (at) => {
        bench.resultsAt = at;
      },
    );
  };
  /** The longest interaction that started at or after `from` (Event Timing, each its longest entry). */
  bench.slowestSince = (from) => {
    const worst = new Map();
    for (const e of bench.events) if (e.start >= from) worst.set(e.id, Math.max(worst.get(e.id) ?? 0, e.duration));
    return Math.max(0, ...worst.values());
  };
  /** The step's INP: interactions that started after arming, each its longest entry, the worst. */
  bench.stepInp = () => {
    const worst = new Map();
    for (const e of bench.events) {
      if (e.start < bench.armedAt) continue;
      worst.set(e.id, Math.max(worst.get(e.id) ?? 0, e.duration));
    }
    const values = Array.from(worst.values()).sort((a, b) => b - a);
    return values.length === 0 ? 0 : values[Math.min(values.length - 1, Math.floor(values.length / 50))];
  };
}

/**
 * Arms the probe, performs `act`, waits for `condition`, and returns the step's figures.
 * Conditions: {selector, text?} visible on screen; {selector, minHeight} box at least that tall;
 * {scrolledTo: selector} element scrolled into the top half of the viewport.
 */
async function measure(page, condition, act) {
  await page.evaluate((c) => window.__bench.arm(c), condition);
  await act();
  await page.waitForFunction(() => window.__bench.visibleAt !== null, null, {timeout: 20_000, polling: 50});
  // Event Timing entries arrive after the frame is presented: give them a moment.
  await page.waitForTimeout(400);
  return page.evaluate(() => {
    const b = window.__bench;
    return {visibleMs: Math.round(b.visibleAt - b.start), inpMs: b.stepInp(), pageInp: b.inp};
  });
}

const searchButton = (page) => page.locator('button.DocSearch-Button');
// The dialog's search field: SearchShell's while the modal loads (it takes the typing along), then DocSearch's.
const searchInput = {selector: '.DocSearch-Input, .search-shell__input'};
const launcher = (page) => page.getByRole('button', {name: 'Ask AI', exact: true});
const chatInput = {selector: '[role="dialog"] textarea'};

async function waitVisible(page, condition) {
  await page.evaluate((c) => window.__bench.arm(c), condition);
  await page.evaluate(() => {
    window.__bench.start = performance.now(); // not measured: only waits for the element
  });
  await page.waitForFunction(() => window.__bench.visibleAt !== null, null, {timeout: 20_000, polling: 50});
  await page.waitForTimeout(300);
}

/** The interactions. `pages` limits one to the pages that have its control. */
export const SCENARIOS = [
  {
    id: 'search-open-1',
    label: 'search button, first open',
    visibleTarget: true,
    run: (page) => measure(page, searchInput, () => searchButton(page).click()),
  },
  {
    id: 'search-open-2',
    label: 'search button, second open',
    run: async (page) => {
      await searchButton(page).click();
      await waitVisible(page, searchInput);
      await page.keyboard.press('Escape');
      await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
      await page.waitForTimeout(300);
      return measure(page, searchInput, () => searchButton(page).click());
    },
  },
  {
    id: 'search-type',
    label: 'type a query until hits show',
    run: async (page) => {
      await searchButton(page).click();
      await waitVisible(page, searchInput);
      return measure(page, {selector: '.DocSearch-Hit:not(:has(.DocSearch-Hit--AskAI))'}, () =>
        page.keyboard.type('wallet', {delay: 100}),
      );
    },
  },
  {
    // The first search of a page on a phone: tap (no hover, so nothing was preloaded), then type
    // "chain id" at 40 ms a key, as the issue measured it.
    id: 'search-first-query',
    label: 'first search: tap, type "chain id"',
    context: PHONE,
    visibleTarget: true,
    firstQuery: true,
    run: async (page) => {
      const query = 'chain id';
      await page.evaluate(
        ([q, selector]) => window.__bench.watchResults(q, selector),
        [query, '.DocSearch-Hit:not(:has(.DocSearch-Hit--AskAI))'],
      );
      // The reader types as soon as the field shows: no pause between the tap and the first key.
      await page.evaluate((c) => window.__bench.arm(c), searchInput);
      await searchButton(page).tap();
      await page.waitForFunction(() => window.__bench.visibleAt !== null, null, {timeout: 20_000, polling: 10});
      const typingFrom = await page.evaluate(() => performance.now());
      await page.keyboard.type(query, {delay: 40});
      await page.waitForFunction(() => window.__bench.resultsAt !== null, null, {timeout: 30_000, polling: 50});
      // Event Timing entries of the last keys arrive after their frames: give them a moment.
      await page.waitForTimeout(400);
      const typed = await page.evaluate((from) => {
        const b = window.__bench;
        const keys = b.keydowns.filter((t) => t >= from);
        return {
          visibleMs: Math.round(b.visibleAt - b.start),
          inpMs: b.stepInp(),
          slowestKeyMs: b.slowestSince(from),
          firstResultsMs: Math.round(b.resultsAt - keys.at(-1)),
          keys: keys.length,
        };
      }, typingFrom);
      return typed;
    },
  },
  {
    id: 'ask-ai-open',
    label: 'Ask AI, first open',
    visibleTarget: true,
    run: (page) => measure(page, chatInput, () => launcher(page).click()),
  },
  {
    id: 'ask-ai-answer',
    label: 'Ask AI, first local answer',
    run: async (page) => {
      await launcher(page).click();
      await waitVisible(page, chatInput);
      return measure(page, {selector: '[role="dialog"] li', text: 'From the Etherlink documentation'}, () =>
        page.locator('[role="dialog"] button', {hasText: '?'}).first().click(),
      );
    },
  },
  {
    id: 'mobile-menu',
    label: 'mobile menu (412 px, tap)',
    context: PHONE,
    run: (page) => measure(page, {selector: '.navbar-sidebar'}, () => page.locator('button.navbar__toggle').tap()),
  },
  {
    id: 'copy-page',
    label: 'Copy page',
    run: (page) =>
      measure(page, {selector: 'button', text: 'Copied'}, () => page.getByRole('button', {name: 'Copy page', exact: true}).click()),
  },
  {
    id: 'feedback-vote',
    label: 'feedback vote (Yes)',
    run: async (page) => {
      const yes = page.locator('#page-feedback button', {hasText: 'Yes'});
      await yes.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      return measure(page, {selector: '#page-feedback textarea, #page-feedback [role="status"]'}, () => yes.click());
    },
  },
  {
    id: 'wallet-add',
    label: 'wallet add-network button',
    pages: ['/get-started/using-your-wallet'],
    run: async (page) => {
      const button = page.locator('[data-network] button').first();
      await button.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      return measure(page, {selector: '[data-network] p[role="status"], [data-network] p[role="alert"]', text: ' '}, () =>
        button.click(),
      );
    },
  },
  {
    id: 'toc-link',
    label: 'TOC link',
    run: async (page) => {
      const link = page.locator('.table-of-contents a').nth(1);
      const hash = await link.getAttribute('href');
      return measure(page, {scrolledTo: hash}, () => link.click());
    },
  },
  {
    id: 'sidebar-category',
    label: 'sidebar category (expand)',
    // A collapsed category has no list in the DOM until it opens (3.10 renders it lazily); the
    // category link goes to the category's first page, so the step is a navigation plus the list
    // growing to full height.
    run: async (page) => {
      const category = page.locator('.theme-doc-sidebar-menu > li > .menu__list-item-collapsible > a', {hasText: 'Tutorial'});
      const href = await category.getAttribute('href');
      return measure(page, {selector: `.theme-doc-sidebar-menu > li:has(> .menu__list-item-collapsible > a[href="${href}"]) > ul`, minHeight: 30}, () =>
        category.click(),
      );
    },
  },
];

async function openPage(browser, url, scenario) {
  const context = await browser.newContext({...(scenario.context ?? DESKTOP), colorScheme: 'dark'});
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(url).origin});
  await context.addInitScript({content: `${WEB_VITALS}\n;(${pageProbe.toString()})();`});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  await page.goto(url, {waitUntil: 'load', timeout: 60_000});
  await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached', timeout: 30_000});
  await page.waitForLoadState('networkidle', {timeout: 30_000}).catch(() => undefined);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(), {timeout: 3000})));
  return {page, context};
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Measures every scenario on every page, `runs` samples each; returns
 * {cpuSlowdown, loadAverage: {before, after}, pages: {path: {scenarioId: {...medians, samples}}}}.
 */
export async function measureInteractions({browser, baseUrl, paths, runs, only, log}) {
  const loadBefore = loadavg().map((n) => Number(n.toFixed(2)));
  const result = {cpuSlowdown: CPU_SLOWDOWN, targets: INTERACTION_TARGETS, runs, loadAverage: {before: loadBefore}, pages: {}};
  for (const path of paths) {
    result.pages[path] = {};
    for (const scenario of SCENARIOS) {
      if (scenario.pages && !scenario.pages.includes(path)) continue;
      if (only && !only.includes(scenario.id)) continue;
      const samples = [];
      const errors = [];
      for (let i = 0; samples.length < runs && i < runs * 2; i++) {
        log(`interactions ${path} ${scenario.id} run ${i + 1} (load ${loadavg()[0].toFixed(1)})`);
        const {page, context} = await openPage(browser, baseUrl + path, scenario);
        try {
          samples.push({...(await scenario.run(page)), load1m: Number(loadavg()[0].toFixed(2))});
        } catch (error) {
          errors.push(String(error).split('\n')[0]);
          log(`  failed, not counted: ${errors.at(-1)}`);
        } finally {
          await context.close();
        }
      }
      result.pages[path][scenario.id] = {
        label: scenario.label,
        visibleTarget: Boolean(scenario.visibleTarget),
        inpMs: samples.length ? median(samples.map((s) => s.inpMs)) : null,
        visibleMs: samples.length ? median(samples.map((s) => s.visibleMs)) : null,
        ...(scenario.firstQuery
          ? {
              slowestKeyMs: samples.length ? median(samples.map((s) => s.slowestKeyMs)) : null,
              firstResultsMs: samples.length ? median(samples.map((s) => s.firstResultsMs)) : null,
            }
          : {}),
        samples,
        errors,
      };
      const done = result.pages[path][scenario.id];
      // Printed as it goes: a long run on a busy machine still leaves its figures if stopped.
      log(`  ${path} ${scenario.id}: INP ${done.inpMs} ms, visible ${done.visibleMs} ms${scenario.firstQuery ? `, slowest key ${done.slowestKeyMs} ms, first results ${done.firstResultsMs} ms` : ''} (samples ${samples.map((x) => `${x.inpMs}/${x.visibleMs}${scenario.firstQuery ? `/${x.slowestKeyMs}/${x.firstResultsMs}` : ''}`).join(' ')})`);
    }
  }
  result.loadAverage.after = loadavg().map((n) => Number(n.toFixed(2)));
  return result;
}

/** Rows for the first search: per page, tap-to-field, slowest keystroke, first results after the last key. */
export function firstQueryRows(result) {
  const {visibleMs, keyMs, firstResultsMs} = result.targets;
  const rows = [['page', 'visible ms', 'target', 'slowest keystroke ms', 'target', 'first results ms', 'target', 'samples (visible / key / results)']];
  const cell = (v) => (v === null || v === undefined ? 'failed' : String(v));
  for (const [path, scenarios] of Object.entries(result.pages)) {
    const s = Object.values(scenarios).find((x) => x.firstResultsMs !== undefined);
    if (!s) continue;
    rows.push([
      path,
      cell(s.visibleMs),
      `≤ ${visibleMs}`,
      cell(s.slowestKeyMs),
      `≤ ${keyMs}`,
      cell(s.firstResultsMs),
      `≤ ${firstResultsMs}`,
      s.samples.map((x) => `${x.visibleMs}/${x.slowestKeyMs}/${x.firstResultsMs}`).join(' '),
    ]);
  }
  return rows;
}

/** Rows for the report: one per page and interaction, with the targets. */
export function interactionRows(result) {
  const {inpMs, visibleMs} = result.targets;
  const rows = [['page', 'interaction', 'INP ms', `target`, 'click-to-visible ms', 'target', 'samples (INP / visible)']];
  const inp = (v) => (v === null ? 'failed' : v === 0 ? '<16' : String(v));
  for (const [path, scenarios] of Object.entries(result.pages)) {
    for (const [id, s] of Object.entries(scenarios)) {
      rows.push([
        path,
        s.label,
        inp(s.inpMs),
        `≤ ${inpMs}`,
        s.visibleMs === null ? 'failed' : String(s.visibleMs),
        s.visibleTarget ? `≤ ${visibleMs}` : '',
        s.samples.map((x) => `${inp(x.inpMs)}/${x.visibleMs}`).join(' '),
      ]);
      void id;
    }
  }
  return rows;
}
