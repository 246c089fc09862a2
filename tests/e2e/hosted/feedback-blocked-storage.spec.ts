/**
 * Page feedback in a browser that blocks site storage (tests/support/blocked-storage.ts: the
 * profile setting, not a stub). Before, the queue's Web Lock rejected and its round restarted
 * itself for good: Send froze the tab at 100% CPU and no POST left. The vote cannot be
 * kept for a later visit, so the page sends it at once and, while the endpoint fails, keeps it and
 * says that it has not been sent.
 */
import type {Page} from '@playwright/test';
import {test as base, expect} from '../../support/fixtures';
import {storageBlockedContext, webLocksState} from '../../support/blocked-storage';
import {UNSAVED_RETRY_MS} from '../../../src/feedback/queue';

const test = base.extend({
  context: async ({baseURL}, use) => {
    const {context, dispose} = await storageBlockedContext(baseURL);
    await use(context);
    await dispose();
  },
});

const ENDPOINT = '**/api/feedback';
const widget = (page: Page) => page.getByRole('region', {name: 'Was this page helpful?'});
const THANKS = 'Thanks for your feedback!';
const NOT_SENT = /has not been sent/;

/** Answers the endpoint 204, or 503 while `down()`; returns the bodies of the POSTs it answered 204. */
async function endpoint(page: Page, down: () => boolean = () => false) {
  const delivered: {path: string; idempotencyKey: string}[] = [];
  let failed = 0;
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
  await page.route(ENDPOINT, async (route) => {
    if (down()) {
      failed += 1;
      await route.fulfill({status: 503, body: 'down'});
      return;
    }
    delivered.push(route.request().postDataJSON());
    await route.fulfill({status: 204});
  });
  return {delivered, failed: () => failed};
}

test.describe('page feedback with site storage blocked by the browser', () => {
  // A frozen page never answers; fail in good time rather than at the suite's limit.
  test.setTimeout(30_000);

  test('Yes, then Send: the POST goes out and the page stays responsive; Yes, then leave for another page: that vote goes out too and the next page works', async ({page}) => {
    const {delivered} = await endpoint(page);
    await page.goto('/bridging');
    expect(await webLocksState(page), 'storage is blocked by the browser').toBe('SecurityError');
    await widget(page).getByRole('button', {name: 'Yes'}).click();
    await widget(page).getByRole('button', {name: 'Send'}).click();
    await expect(widget(page).getByText(THANKS)).toBeVisible();
    await expect.poll(() => delivered.length).toBe(1);
    expect(delivered[0]).toMatchObject({path: '/bridging/', helpful: true});
    expect(await page.evaluate(() => document.title)).toMatch(/Bridging/); // the page still answers

    // The next page: a vote without Send, then the reader moves on.
    await page.locator('a.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(/\/bridging$/);
    const voted = new URL(page.url()).pathname;
    await widget(page).getByRole('button', {name: 'Yes'}).click();
    await page.locator('a.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(new RegExp(`${voted}$`));
    await expect(widget(page).getByRole('button', {name: 'Yes'})).toBeVisible();
    await expect.poll(() => delivered.length).toBe(2);
    expect(delivered[1]).toMatchObject({path: voted, helpful: true, comment: ''});
  });

  test('the endpoint down: the widget says the vote has not been sent, and sends it when the endpoint answers', async ({page, allowProblem}) => {
    allowProblem(/status of 503/);
    let down = true;
    const {delivered, failed} = await endpoint(page, () => down);
    await page.clock.install();
    await page.goto('/bridging');
    await widget(page).getByRole('button', {name: 'No'}).click();
    await widget(page).getByRole('button', {name: 'Send'}).click();
    await expect(widget(page).getByRole('status')).toHaveText(NOT_SENT);
    expect(failed()).toBeGreaterThanOrEqual(1);
    expect(delivered).toHaveLength(0);
    down = false;
    // Retried every 30 s while the page is open: the wait passes on the page's clock.
    await page.clock.fastForward(UNSAVED_RETRY_MS);
    await expect.poll(() => delivered.length).toBe(1);
    await expect(widget(page).getByRole('status')).toHaveText(THANKS);
    expect(delivered[0]).toMatchObject({path: '/bridging/', helpful: false});
  });
});
