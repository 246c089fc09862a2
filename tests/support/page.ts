import type {Page} from '@playwright/test';

/** Waits until React has hydrated the page (src/theme/Root.tsx sets the attribute). */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({state: 'attached', timeout});
}

/** Makes every access to localStorage throw, as in a browser with storage blocked. */
export async function blockLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
}

/** Empties the page's localStorage and sessionStorage (the page must be on the site, not about:blank). */
export async function clearStorage(page: Page): Promise<void> {
  await page.evaluate(() => [localStorage, sessionStorage].forEach((storage) => storage.clear()));
}

/** Makes every localStorage write fail as when the quota is used up; reads still work. */
export async function fillLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

/**
 * A route for the requests matching `pattern`, in place from now on, that lets them through until
 * the returned `hold` is called; from then they wait until the `release` that `hold` returns is
 * called. Installing the route early matters: one added just before the request it should catch
 * let that request through now and then, unseen, while its interception was being switched on.
 */
export async function requestGate(page: Page, pattern: RegExp): Promise<() => () => void> {
  let held: Promise<void> | null = null;
  await page.route(pattern, async (route) => {
    if (held) await held;
    await route.continue();
  });
  return () => {
    let release: () => void = () => {};
    held = new Promise<void>((resolve) => {
      release = resolve;
    });
    return release;
  };
}

/**
 * Holds every request matching `pattern` made from now on until the returned `release` is called:
 * the page's lazily loaded code "still loading" for as long as a test needs.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  const hold = await requestGate(page, pattern);
  return hold();
}

/**
 * Watches the scripts the page is still waiting for whose URL matches `pattern` (call it before
 * releasing held requests, see holdRequests). The returned function resolves once each has run
 * (its load or error event fires after the script is evaluated) and two frames have been drawn
 * since: long enough for anything that code would render by itself to be on screen. It fails when
 * no such script is pending, so a test cannot pass without the code it waits for.
 */
export async function pendingScriptsRun(page: Page, pattern: RegExp): Promise<() => Promise<void>> {
  const pending = await page.evaluate((source) => {
    const matches = new RegExp(source);
    const loaded = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
    const scripts = Array.from(document.scripts).filter((script) => script.src && matches.test(script.src) && !loaded.has(script.src));
    (window as unknown as {__scriptsRun: Promise<unknown>}).__scriptsRun = Promise.all(
      scripts.map(
        (script) =>
          new Promise<void>((resolve) => {
            script.addEventListener('load', () => resolve(), {once: true});
            script.addEventListener('error', () => resolve(), {once: true});
          }),
      ),
    );
    return scripts.length;
  }, pattern.source);
  if (pending === 0) throw new Error(`no pending script matches ${pattern}`);
  return () =>
    page.evaluate(() =>
      (window as unknown as {__scriptsRun: Promise<unknown>}).__scriptsRun.then(
        () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
      ),
    );
}
