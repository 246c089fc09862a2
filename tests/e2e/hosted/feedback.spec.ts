/**
 * Page feedback with an endpoint (build-hosted/: FEEDBACK_API_URL=<this server>/api/feedback,
 * answered here by routes): what only a browser shows. Delivery is at least once under one key
 * per vote (src/feedback/queue.ts); its retry timing, timeouts and limits are unit tests
 * (tests/unit/feedback-queue.test.ts). Here: the POST itself, a vote kept in localStorage while
 * the endpoint is down and sent on the next visit, and votes cast offline in two tabs sent when
 * the browser comes back online. Blocked storage: feedback-blocked-storage.spec.ts; Back and the
 * back/forward cache: feedback-bfcache*.spec.ts.
 */
import type {Page, Request} from '@playwright/test';
import {test, expect} from '../../support/fixtures';
import {waitForHydration} from '../../support/page';
import {queued, queuedCount} from './feedback-back';

const ENDPOINT = '**/api/feedback';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const widget = (page: Page) => page.getByRole('region', {name: 'Was this page helpful?'});

interface Post {
  key: string | undefined;
  body: {path: string; helpful: boolean; comment: string; idempotencyKey: string};
}
const postOf = (request: Request): Post => ({key: request.headers()['idempotency-key'], body: request.postDataJSON()});

test.beforeEach(async ({context}) => {
  await context.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
  );
});

async function vote(page: Page, answer: 'Yes' | 'No', comment = '') {
  await widget(page).getByRole('button', {name: answer}).click();
  if (comment) await widget(page).getByRole('textbox', {name: 'Tell us more (optional)'}).fill(comment);
  await widget(page).getByRole('button', {name: 'Send'}).click();
  await expect(widget(page).getByText('Thanks for your feedback!')).toBeVisible();
}

/** The browser reports offline / online (taking the whole context offline would also stop page chunks). */
const setOnline = (page: Page, online: boolean) =>
  page.evaluate((value) => {
    Object.defineProperty(Navigator.prototype, 'onLine', {configurable: true, get: () => value});
    if (value) window.dispatchEvent(new Event('online'));
  }, online);

test.describe('page feedback with an endpoint', () => {
  test('POSTs exactly {path, title, helpful, comment, timestamp, idempotencyKey}, the key also as a header', async ({page}) => {
    const requests: Request[] = [];
    await page.route(ENDPOINT, async (route) => {
      requests.push(route.request());
      await route.fulfill({status: 204});
    });
    const before = Date.now();
    await page.goto('/bridging/');
    await vote(page, 'No', 'Please add a diagram.');
    await expect.poll(() => requests.length).toBe(1);
    const request = requests[0];
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toBe('application/json');
    const body = request.postDataJSON();
    expect(Object.keys(body)).toEqual(['path', 'title', 'helpful', 'comment', 'timestamp', 'idempotencyKey']);
    expect(body.idempotencyKey).toMatch(UUID);
    expect(request.headers()['idempotency-key']).toBe(body.idempotencyKey);
    expect(body).toMatchObject({path: '/bridging/', title: 'Bridging tokens', helpful: false, comment: 'Please add a diagram.'});
    expect(new Date(body.timestamp).toISOString()).toBe(body.timestamp);
    expect(Date.parse(body.timestamp)).toBeGreaterThanOrEqual(before - 1000);
    // The endpoint has answered; the page removes the vote from its outbox once it has read that answer.
    await expect.poll(() => queuedCount(page)).toBe(0);
  });

  test('the endpoint down: the vote stays in the outbox and the next visit delivers it under the same key', async ({page, context, allowProblem}) => {
    allowProblem(/status of 500/);
    const failed: Post[] = [];
    await page.route(ENDPOINT, async (route) => {
      failed.push(postOf(route.request()));
      await route.fulfill({status: 500, body: 'down'});
    });
    await page.goto('/bridging/');
    await vote(page, 'No', 'Kept until delivered.');
    await expect.poll(() => failed.length).toBeGreaterThanOrEqual(1);
    const waiting = await queued(page);
    expect(waiting).toHaveLength(1);
    expect(waiting[0].payload.comment).toBe('Kept until delivered.');
    await page.close(); // the reader leaves while the endpoint is still down

    const next = await context.newPage();
    const delivered: Post[] = [];
    await next.route(ENDPOINT, async (route) => {
      delivered.push(postOf(route.request()));
      await route.fulfill({status: 200, contentType: 'application/json', body: '{"ok":true}'});
    });
    await next.goto('/bridging/');
    await waitForHydration(next);
    await expect.poll(() => delivered.length).toBe(1);
    await expect.poll(() => queuedCount(next)).toBe(0);
    expect(delivered[0]).toEqual(failed[0]); // the same vote, the same key
    // The vote is still remembered: the widget thanks instead of asking again.
    await expect(widget(next).getByText('Thanks for your feedback!')).toBeVisible();
  });

  test('offline in two tabs: each vote is sent when the browser comes back online, under its own key', async ({page, context}) => {
    const posts: Post[] = [];
    await context.route(ENDPOINT, async (route) => {
      posts.push(postOf(route.request()));
      await route.fulfill({status: 204});
    });
    const other = await context.newPage();
    await page.goto('/bridging/');
    await other.goto('/get-started/network-information');
    await setOnline(page, false);
    await setOnline(other, false);
    await vote(page, 'Yes', 'From the first tab.');
    await vote(other, 'No', 'From the second tab.');
    // Both votes wait in the shared outbox: nothing was POSTed.
    await expect.poll(() => queuedCount(page)).toBe(2);
    expect(posts).toHaveLength(0);

    await Promise.all([setOnline(page, true), setOnline(other, true)]);
    await expect.poll(() => queuedCount(page)).toBe(0);
    // At least once: both tabs may send a vote (the endpoint deduplicates on the key), but a vote
    // never changes its key and no vote is missing.
    const pathOfKey = new Map(posts.map((post) => [post.key, post.body.path]));
    expect([...pathOfKey.values()].sort()).toEqual(['/bridging/', '/get-started/network-information']);
    for (const post of posts) expect(post.body.idempotencyKey).toBe(post.key);
    await other.close();
  });
});
