/**
 * A browser that blocks site storage the way Chromium's own setting does ("Don't allow sites to
 * save data": the profile preference profile.default_content_setting_values.cookies = 2). Reading
 * localStorage and opening IndexedDB throw SecurityError and Web Locks reject, all from the
 * browser itself. blockLocalStorage (page.ts) only stubs localStorage in the page and leaves Web
 * Locks working: a feedback freeze under blocked storage showed only with the real setting.
 */
import {mkdtemp, mkdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {chromium, type BrowserContext} from '@playwright/test';
import {findChromium, CHROMIUM_ARGS} from './chromium.mjs';

/** A persistent context on a fresh profile whose Preferences block site data; `dispose` removes it. */
export async function storageBlockedContext(baseURL: string | undefined): Promise<{context: BrowserContext; dispose: () => Promise<void>}> {
  const profile = await mkdtemp(join(tmpdir(), 'storage-blocked-'));
  await mkdir(join(profile, 'Default'));
  const preferences = {profile: {default_content_setting_values: {cookies: 2}}};
  await writeFile(join(profile, 'Default', 'Preferences'), JSON.stringify(preferences));
  const context = await chromium.launchPersistentContext(profile, {
    // The full browser: Debian's headless shell, which the rest of the suite runs on, ignores the preference.
    executablePath: findChromium() ?? undefined,
    args: CHROMIUM_ARGS,
    baseURL,
    colorScheme: 'light',
    viewport: {width: 1280, height: 800},
  });
  return {
    context,
    dispose: async () => {
      await context.close();
      await rm(profile, {recursive: true, force: true});
    },
  };
}

/** What the page's Web Locks say: 'SecurityError' when the browser blocks site data. */
export const webLocksState = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    navigator.locks.request('storage-probe', () => 'granted').then(
      (result) => String(result),
      (error: DOMException) => error.name,
    ),
  );
