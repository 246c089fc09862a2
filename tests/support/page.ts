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

/** Makes every localStorage write fail as when the quota is used up; reads still work. */
export async function fillLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function setItem() {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
}

/**
 * Holds every request matching `pattern` made from now on until the returned `release` is called:
 * the page's lazily loaded code "still loading" for as long as a test needs.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
