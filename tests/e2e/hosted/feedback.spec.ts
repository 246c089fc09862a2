import type {Page, Request} from '@playwright/test';
import {test, expect} from '../../support/fixtures';
import {waitForHydration} from '../../support/page';

// build-hosted/: FEEDBACK_API_URL=<this server>/api/feedback.
const ENDPOINT = '**/api/feedback';
const widget = (page: Page) => page.getByRole('region', {name: 'Was this page helpful?'});

test.beforeEach(async ({page}) => {
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
  );
});

async function voteNoWithComment(page: Page, comment: string) {
  await page.goto('/bridging/');
  await waitForHydration(page);
  await widget(page).getByRole('button', {name: 'No'}).click();
  await widget(page).getByRole('textbox', {name: 'Tell us more (optional)'}).fill(comment);
  await widget(page).getByRole('button', {name: 'Send'}).click();
  await expect(widget(page).getByText('Thanks for your feedback!')).toBeVisible();
}

test.describe('page feedback with an endpoint', () => {
  test('POSTs exactly {path, title, helpful, comment, timestamp, idempotencyKey}', async ({page}) => {
    const requests: Request[] = [];
    await page.route(ENDPOINT, async (route) => {
      requests.push(route.request());
      await route.fulfill({status: 204});
    });
    const before = Date.now();
    await voteNoWithComment(page, 'Please add a diagram.');
    await expect.poll(() => requests.length).toBe(1);
    const request = requests[0];
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toBe('application/json');
    const body = request.postDataJSON();
    expect(Object.keys(body)).toEqual(['path', 'title', 'helpful', 'comment', 'timestamp', 'idempotencyKey']);
    expect(request.headers()['idempotency-key']).toBe(body.idempotencyKey);
    expect(body).toMatchObject({path: '/bridging/', title: 'Bridging tokens', helpful: false, comment: 'Please add a diagram.'});
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(Date.parse(body.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    // The endpoint has answered; the page removes the item once it has read that answer.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('etherlink-feedback:queue'))).toBe('[]');
  });

  test('a failed POST stays queued and is delivered once on the next visit', async ({page, allowProblem}) => {
    allowProblem(/status of 500/);
    const failed: string[] = [];
    await page.route(ENDPOINT, async (route) => {
      failed.push(route.request().postData() ?? '');
      await route.fulfill({status: 500, body: 'down'});
    });
    await voteNoWithComment(page, 'Kept until delivered.');
    await expect.poll(() => failed.length).toBeGreaterThanOrEqual(2); // the first retry, 1 s later
    const queued = JSON.parse((await page.evaluate(() => localStorage.getItem('etherlink-feedback:queue'))) ?? '[]');
    expect(queued).toHaveLength(1);
    expect(queued[0].payload.comment).toBe('Kept until delivered.');

    await page.unroute(ENDPOINT);
    const delivered: string[] = [];
    await page.route(ENDPOINT, async (route) => {
      delivered.push(route.request().postData() ?? '');
      await route.fulfill({status: 200, contentType: 'application/json', body: '{"ok":true}'});
    });
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => delivered.length).toBe(1);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('etherlink-feedback:queue'))).toBe('[]');
    await page.waitForTimeout(1500); // nothing else is sent
    expect(delivered).toHaveLength(1);
    expect(JSON.parse(delivered[0])).toEqual(JSON.parse(failed[0]));
    // The vote is still remembered: the widget thanks instead of asking again.
    await expect(widget(page).getByText('Thanks for your feedback!')).toBeVisible();
  });

  test('an offline submission is sent when the browser comes back online', async ({page}) => {
    const delivered: string[] = [];
    await page.route(ENDPOINT, async (route) => {
      delivered.push(route.request().postData() ?? '');
      await route.fulfill({status: 204});
    });
    await page.goto('/bridging/');
    await waitForHydration(page);
    // The browser reports it is offline (the whole context going offline would also stop page chunks).
    await page.evaluate(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', {configurable: true, get: () => false});
    });
    await widget(page).getByRole('button', {name: 'Yes'}).click();
    await widget(page).getByRole('button', {name: 'Send'}).click();
    await page.waitForTimeout(1500);
    expect(delivered).toHaveLength(0);
    await page.evaluate(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', {configurable: true, get: () => true});
      window.dispatchEvent(new Event('online'));
    });
    await expect.poll(() => delivered.length).toBe(1);
    expect(JSON.parse(delivered[0])).toMatchObject({path: '/bridging/', helpful: true, comment: ''});
  });
});
