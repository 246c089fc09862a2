/**
 * The hosted search (Algolia DocSearch, the theme's own SearchBar) loads its dialog's code on
 * demand. When that code cannot load, the reader is told why, as in the default build
 * (tests/e2e/load-failures.spec.ts): a chunk removed by a new deployment asks for a reload, a lost
 * connection offers Try again, which then opens the real dialog.
 */
import type {Page} from '@playwright/test';
import {test, expect} from '../../support/fixtures';

const searchButton = (page: Page) => page.locator('button.DocSearch-Button');
const failureDialog = (page: Page) => page.getByRole('dialog', {name: 'Search could not load'});

test.beforeEach(async ({page}) => {
  // The hosted build also loads the tag manager (services.spec.ts); nothing leaves the machine.
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
  );
});

test.describe('hosted search that cannot load', () => {
  // The theme's SearchBar also loads the dialog's chunk (on hover and on click) and leaves its
  // failure unhandled: the chunk error reaches the console as an uncaught rejection.
  const THEME_CHUNK_ERROR = /Loading chunk .* failed/;

  test('a removed dialog chunk: a new version is out, Reload', async ({page, allowProblem}) => {
    allowProblem(/status of 404/);
    allowProblem(THEME_CHUNK_ERROR);
    await page.goto('/');
    await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await searchButton(page).click();
    const dialog = failureDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('A new version of the docs is available');
    await expect(dialog.getByRole('button', {name: 'Reload'})).toBeVisible();
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test('the keyboard shortcut reports the failure too', async ({page, allowProblem}) => {
    allowProblem(/status of 404/);
    allowProblem(THEME_CHUNK_ERROR);
    await page.goto('/');
    await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.keyboard.press('ControlOrMeta+k');
    await expect(failureDialog(page)).toContainText('A new version of the docs is available');
  });

  test('offline: "You are offline", and Try again opens the DocSearch dialog once back online', async ({page, context, allowProblem}) => {
    allowProblem(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    allowProblem(THEME_CHUNK_ERROR);
    await page.goto('/');
    await context.setOffline(true);
    await searchButton(page).click();
    const dialog = failureDialog(page);
    await expect(dialog).toContainText('You are offline');
    await expect(dialog.getByRole('button', {name: 'Reload'})).toHaveCount(0);
    await context.setOffline(false);
    await dialog.getByRole('button', {name: 'Try again'}).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
  });
});
