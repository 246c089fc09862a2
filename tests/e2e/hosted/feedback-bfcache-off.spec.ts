/**
 * The steps of feedback-bfcache.spec.ts in a browser without the back/forward cache (Playwright's
 * Chromium, launched with --disable-back-forward-cache): Back loads the page again, so the comment
 * is gone, but the vote was sent, without it, as the page went away, and the page shows it as cast.
 */
import {test, expect} from '../../support/fixtures';
import {PAGE_PATH, commentBox, history, queuedCount, recordPageShows, recordPosts, voteLeaveAndReturn, widget} from './feedback-back';

test('Back loads the page again: the vote went out without its comment as the page left', async ({page}) => {
  test.setTimeout(60_000);
  const posts = await recordPosts(page);
  await recordPageShows(page);
  await voteLeaveAndReturn(page);

  // A page loaded again fires `pageshow` after its `load`, which can come after it has hydrated.
  await expect.poll(async () => (await history(page)).pageShows).toEqual([false]);
  expect((await history(page)).type).toBe('back_forward');

  await expect(widget(page).getByText('Thanks for your feedback!')).toBeVisible(); // one vote per page
  await expect(commentBox(page)).toHaveCount(0);
  await expect.poll(() => posts.length).toBeGreaterThanOrEqual(1);
  await expect.poll(() => queuedCount(page)).toBe(0);
  // Sent as the page left, and perhaps again by the next page: always under the one key.
  expect(new Set(posts.map((post) => post.key)).size).toBe(1);
  expect(posts[0].body).toMatchObject({path: PAGE_PATH, helpful: false, comment: ''});
});
