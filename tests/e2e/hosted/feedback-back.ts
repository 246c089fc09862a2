/**
 * Shared by feedback-bfcache.spec.ts (back/forward cache on) and feedback-bfcache-off.spec.ts
 * (off): a reader votes, starts a comment, follows a link to another document and comes Back.
 */
import type {Page, Request} from '@playwright/test';
import {expect} from '../../support/fixtures';
import {waitForHydration} from '../../support/page';
import {QUEUE_KEY} from '../../../src/feedback/queue';

const ENDPOINT = '**/api/feedback';
export const PAGE = '/bridging';
/** The path the widget reports for PAGE (its doc's permalink, as in feedback-delivery.spec.ts). */
export const PAGE_PATH = '/bridging/';
const OTHER_PAGE = '/get-started/network-information';
export const COMMENT = 'The table of bridges could say which ones are';
export const widget = (page: Page) => page.getByRole('region', {name: 'Was this page helpful?'});
export const commentBox = (page: Page) => widget(page).getByRole('textbox', {name: 'Tell us more (optional)'});

export interface Post {
  key: string | undefined;
  body: {path: string; helpful: boolean; comment: string; idempotencyKey: string};
}

/** Every POST to the feedback endpoint, answered 204. */
export async function recordPosts(page: Page): Promise<Post[]> {
  const posts: Post[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => route.fulfill({status: 200, contentType: 'text/javascript', body: ''}));
  await page.route(ENDPOINT, async (route) => {
    const request: Request = route.request();
    posts.push({key: request.headers()['idempotency-key'], body: request.postDataJSON()});
    await route.fulfill({status: 204});
  });
  return posts;
}

/** Records each document's `pageshow` events (persisted: restored from the back/forward cache). */
export async function recordPageShows(page: Page) {
  await page.addInitScript(() => {
    const shows: boolean[] = [];
    (window as unknown as {__pageShows: boolean[]}).__pageShows = shows;
    window.addEventListener('pageshow', (event) => shows.push(event.persisted));
  });
}

/** How the document now showing came to be, and why the cache did not restore it (Chromium 123+). */
export const history = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {notRestoredReasons?: unknown};
    return {
      type: entry.type,
      pageShows: (window as unknown as {__pageShows: boolean[]}).__pageShows,
      notRestoredReasons: JSON.stringify(entry.notRestoredReasons ?? null),
    };
  });

/** The votes waiting in the page's outbox (src/feedback/queue.ts stores {version, items}). */
export const queued = (page: Page) =>
  page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{"items": []}') as {items: {payload: {comment: string}}[]}).items, QUEUE_KEY);

export const queuedCount = async (page: Page) => (await queued(page)).length;

/** Vote No, type half a comment, leave for another document, come Back. */
export async function voteLeaveAndReturn(page: Page) {
  await page.goto(PAGE);
  await widget(page).getByRole('button', {name: 'No'}).click();
  await commentBox(page).fill(COMMENT);
  await page.goto(OTHER_PAGE); // a new document, not a client-side route change
  // A page restored from the cache fires no `load`: wait for the commit, then for the page itself.
  await page.goBack({waitUntil: 'commit', timeout: 15_000});
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await waitForHydration(page, 15_000);
}

