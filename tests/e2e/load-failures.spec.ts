/**
 * When code the reader asks for cannot load, the page says why and what to do: a chunk removed by
 * a new deployment (the server answers 404: reload) reads differently from a lost connection
 * (offline: try again). Both for the search dialog and for the chatbot.
 */
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {CHATBOT} from '../../src/assistant/labels';

const searchButton = (page: Page) => page.locator('button.DocSearch-Button');
const launcher = (page: Page) => page.getByRole('button', {name: 'Ask AI', exact: true});

/** From now on every bundle and stylesheet is gone, as after a deployment that renamed them. */
const removeAssets = (page: Page) => page.route('**/assets/**', (route) => route.fulfill({status: 404, body: 'Not found'}));

test.describe('search that cannot load', () => {
  test('a removed search chunk: the dialog says a new version is out and offers Reload', async ({page, allowProblem}) => {
    allowProblem(/status of 404/);
    await page.goto('/');
    await removeAssets(page);
    await searchButton(page).click();
    const dialog = page.getByRole('dialog', {name: 'Search could not load'});
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('A new version of the docs is available');
    await expect(dialog.getByRole('button', {name: 'Reload'})).toBeVisible();
    await dialog.getByRole('button', {name: 'Close'}).click();
    await expect(dialog).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test('a removed search stylesheet alone also reads as a new version, not as our fault', async ({page, allowProblem}) => {
    allowProblem(/status of 404/);
    await page.goto('/');
    // Only the stylesheets are gone: the dialog's code loads, its CSS does not.
    await page.route('**/assets/css/**', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await searchButton(page).click();
    const dialog = page.getByRole('dialog', {name: 'Search could not load'});
    await expect(dialog).toContainText('A new version of the docs is available');
    await expect(dialog.getByRole('button', {name: 'Reload'})).toBeVisible();
  });

  test('offline: the dialog says so, and Try again works once the connection is back', async ({page, context, allowProblem}) => {
    allowProblem(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    await page.goto('/');
    await context.setOffline(true);
    await searchButton(page).click();
    const dialog = page.getByRole('dialog', {name: 'Search could not load'});
    await expect(dialog).toContainText('You are offline');
    await context.setOffline(false);
    await dialog.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('.DocSearch-Input')).toBeVisible();
  });

  test('a removed search index: the error screen inside the dialog offers Reload', async ({page, allowProblem}) => {
    allowProblem(/status of 404/);
    await page.route('**/search/i.*.json', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.goto('/');
    await searchButton(page).click();
    await page.locator('.DocSearch-Input').fill('fees');
    const alert = page.locator('.DocSearch-ErrorScreen');
    await expect(alert).toContainText('A new version of the docs is available');
    await expect(alert.getByRole('button', {name: 'Reload'})).toBeVisible();
  });

  test('a removed search worker: Reload, not "check your connection"', async ({page, allowProblem}) => {
    allowProblem(/status of 404|search worker/);
    await page.goto('/');
    // A newer deploy removed this build, all but the dialog's code (as if cached).
    await page.route(/\/(search-worker|main)\.[0-9a-f]+\.js$/, (route) => route.fulfill({status: 404, body: 'Not found'}));
    await searchButton(page).click();
    await page.locator('.DocSearch-Input').fill('fees');
    const alert = page.locator('.DocSearch-ErrorScreen');
    await expect(alert).toContainText('A new version of the docs is available');
    await expect(alert.getByRole('button', {name: 'Reload'})).toBeVisible();
  });
});

test.describe('a search index that is damaged, at 4x CPU', () => {
  // Planted files far over their caps: a 50 MB fragment left the dialog blank for over 25 s, and a
  // 20 MB manifest took 25 s to fail. The error screen shows within 2 s, and blames the data, not the
  // network. A server of the test's own streams them (no declared length, so the reader has to stop
  // reading): fulfilled through the browser's debugging protocol, megabytes took longer than the test.
  let server: Server;
  let origin = '';
  test.beforeAll(async () => {
    server = createServer((request, response) => {
      const megabytes = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('mb'));
      response.writeHead(200, {'content-type': 'application/json', 'access-control-allow-origin': '*'});
      const chunk = Buffer.alloc(64 * 1024, ' ');
      let left = (megabytes * 1024 * 1024) / chunk.length;
      const write = () => {
        while (left > 0 && !response.destroyed) {
          left--;
          if (!response.write(chunk)) return void response.once('drain', write);
        }
        response.end();
      };
      write();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const planted = [
    {file: 'fragment', url: /\/search\/i\.[0-9a-f]+\.t\d+\.json$/, megabytes: 50},
    {file: 'manifest', url: /\/search\/manifest\.json$/, megabytes: 20},
  ];
  for (const {file, url, megabytes} of planted) {
    test(`a ${megabytes} MB ${file}: the dialog says the index is damaged`, async ({page}) => {
      await page.route(url, (route) => route.continue({url: `${origin}/?mb=${megabytes}`}));
      await page.goto('/');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
      await searchButton(page).click();
      await page.locator('.DocSearch-Input').fill('fees');
      const alert = page.locator('.DocSearch-ErrorScreen');
      await expect(alert).toContainText('The search index is damaged', {timeout: 5_000});
      await expect(alert).not.toContainText('network connection');
    });
  }
});

test.describe('chatbot that cannot load', () => {
  test('a removed chatbot chunk: Reload, not "check your connection"', async ({page, allowProblem}) => {
    allowProblem(/status of 404/);
    await page.goto('/');
    await removeAssets(page);
    await launcher(page).click();
    const alert = page.getByRole('alert').filter({hasText: 'chatbot'});
    await expect(alert).toContainText('A new version of the docs is available');
    await expect(alert).not.toContainText('offline');
    await expect(alert.getByRole('button', {name: 'Reload'})).toBeVisible();
  });

  test('offline: "you are offline", and Try again opens the chatbot once the connection is back', async ({page, context, allowProblem}) => {
    allowProblem(/ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    await page.goto('/');
    await context.setOffline(true);
    await launcher(page).click();
    const alert = page.getByRole('alert').filter({hasText: 'chatbot'});
    await expect(alert).toContainText('You are offline');
    await context.setOffline(false);
    await alert.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByRole('dialog', {name: CHATBOT.title})).toBeVisible();
  });
});
