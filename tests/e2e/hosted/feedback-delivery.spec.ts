/**
 * Page feedback reaches the endpoint exactly once per vote, in the hosted build
 * (FEEDBACK_API_URL=<this server>/api/feedback, answered here by routes): each vote carries an
 * idempotency key, tabs do not send the same vote twice, a hung POST times out without holding
 * back later votes (feedback-bfcache.spec.ts: a page restored from the back/forward cache).
 */
import type {BrowserContext, Page, Request, Route} from '@playwright/test';
import {test, expect} from '../../support/fixtures';

const ENDPOINT = '**/api/feedback';
const widget = (page: Page) => page.getByRole('region', {name: 'Was this page helpful?'});

interface Post {
  key: string | undefined;
  body: {path: string; helpful: boolean; comment: string; idempotencyKey: string};
}

const postOf = (request: Request): Post => ({key: request.headers()['idempotency-key'], body: request.postDataJSON()});

async function muteAnalytics(target: Page | BrowserContext) {
  await target.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({status: 200, contentType: 'text/javascript', body: ''}),
  );
}

test.beforeEach(async ({page}) => {
  await muteAnalytics(page);
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

/** Client-side navigation to the next page of the sidebar: the same page life, a new widget. */
async function nextPage(page: Page) {
  await page.locator('a.pagination-nav__link--next').click();
  await expect(widget(page).getByRole('button', {name: 'Yes'})).toBeVisible();
}

test.describe('page feedback is delivered exactly once', () => {
  test('every POST carries the idempotency key, as a header and in the body', async ({page}) => {
    const posts: Post[] = [];
    await page.route(ENDPOINT, async (route) => {
      posts.push(postOf(route.request()));
      await route.fulfill({status: 204});
    });
    await page.goto('/bridging/');
    await vote(page, 'Yes');
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0].key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(posts[0].body.idempotencyKey).toBe(posts[0].key);
  });

  test('two tabs coming back online: the endpoint sees each key once', async ({page, context}) => {
    const posts: Post[] = [];
    await context.route(ENDPOINT, async (route) => {
      posts.push(postOf(route.request()));
      await new Promise((resolve) => setTimeout(resolve, 500)); // both tabs are busy at once
      await route.fulfill({status: 204});
    });
    const other = await context.newPage();
    await muteAnalytics(other);
    await page.goto('/bridging/');
    await other.goto('/get-started/network-information');
    await setOnline(page, false);
    await setOnline(other, false);
    await vote(page, 'Yes', 'From the first tab.');
    await vote(other, 'No', 'From the second tab.');
    expect(posts).toHaveLength(0);

    await Promise.all([setOnline(page, true), setOnline(other, true)]);
    await expect.poll(() => posts.length).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(2_000); // a second tab's copies would arrive by now
    expect(posts.map((post) => post.body.path).sort()).toEqual(['/bridging/', '/get-started/network-information']);
    expect(new Set(posts.map((post) => post.key)).size).toBe(2);
    await other.close();
  });

  test('storage full: what was delivered is not sent again on the next visit', async ({page, allowProblem}) => {
    allowProblem(/quota/i);
    const posts: Post[] = [];
    await page.route(ENDPOINT, async (route) => {
      posts.push(postOf(route.request()));
      await route.fulfill({status: 204});
    });
    await page.goto('/bridging/');
    await setOnline(page, false);
    await vote(page, 'No', 'Queued while offline.');
    // The storage fills up before the vote goes out: every later write fails.
    await page.evaluate(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await setOnline(page, true);
    await expect.poll(() => posts.length).toBe(1);

    await page.reload(); // storage works again on the next visit
    await page.waitForTimeout(1_500);
    expect(posts).toHaveLength(1);
  });

  test('a hung endpoint times out: later votes are delivered, the hung one again under its own key', async ({page}) => {
    test.setTimeout(90_000);
    const posts: Post[] = [];
    const hung: Route[] = [];
    await page.route(ENDPOINT, async (route) => {
      posts.push(postOf(route.request()));
      if (posts.length === 1) hung.push(route); // never answered
      else await route.fulfill({status: 204});
    });
    await page.goto('/bridging/');
    await vote(page, 'Yes');
    await expect.poll(() => posts.length).toBe(1);
    await nextPage(page);
    await vote(page, 'No', 'Sent after a hung request.');

    // The hung POST times out after 10 s; the later vote goes out then, the hung one is retried.
    await expect.poll(() => posts.length, {timeout: 25_000}).toBeGreaterThanOrEqual(3);
    await page.waitForTimeout(1_500);
    const byPath = (path: string) => posts.filter((post) => post.body.path === path);
    expect(byPath('/bridging/bridging-evm')).toHaveLength(1);
    expect(byPath('/bridging/bridging-evm')[0].body.comment).toBe('Sent after a hung request.');
    expect(byPath('/bridging/').length).toBeGreaterThanOrEqual(2);
    expect(new Set(byPath('/bridging/').map((post) => post.key)).size).toBe(1);
    expect(new Set(posts.map((post) => post.key)).size).toBe(2);
    expect(hung).toHaveLength(1);
  });

  test('a vote cast while a POST is in flight is sent right after it, in the same page life', async ({page}) => {
    const posts: Post[] = [];
    await page.route(ENDPOINT, async (route) => {
      posts.push(postOf(route.request()));
      if (posts.length === 1) await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.fulfill({status: 204});
    });
    await page.goto('/bridging/');
    await vote(page, 'Yes');
    await expect.poll(() => posts.length).toBe(1);
    await nextPage(page);
    await vote(page, 'No'); // the first POST is still waiting for its answer
    await expect.poll(() => posts.length, {timeout: 8_000}).toBe(2);
    expect(posts[1].body.path).toBe('/bridging/bridging-evm');
  });
});
