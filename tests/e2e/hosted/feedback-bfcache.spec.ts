/**
 * Back to a page with a half-written feedback comment, restored from the back/forward cache: the
 * page is the same document, so the vote and the comment are still there, and Send delivers the
 * comment in one POST (src/feedback/PageFeedback holds the vote while the page is cached and takes
 * it back on `pageshow`). feedback-bfcache-off.spec.ts: the same steps without the cache.
 *
 * Playwright launches Chromium with --disable-back-forward-cache (so that page.goBack() always
 * loads and routes see the request); this file drops that flag. Nothing in the site keeps Chromium
 * from caching the page (no `unload` handler, no Cache-Control: no-store on HTML, no connection
 * left open): when it does not restore it, the test fails with Chromium's notRestoredReasons.
 * No sleeps: every step waits for a condition, and the test has its own time limit.
 */
import {test, expect} from '../../support/fixtures';
import {findChromium, CHROMIUM_ARGS} from '../../support/chromium.mjs';
import {COMMENT, PAGE_PATH, commentBox, history, queuedCount, recordPageShows, recordPosts, voteLeaveAndReturn, widget} from './feedback-back';

// Worker-wide (a launch option): this file runs in a browser of its own.
test.use({
  // The full browser: Debian's headless shell has no back/forward cache (Chromium reports "masked").
  launchOptions: {executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache']},
});

test('after Back the half-written comment is still there, and Send delivers it in one POST', async ({page}) => {
  test.setTimeout(60_000);
  const posts = await recordPosts(page);
  await recordPageShows(page);
  await voteLeaveAndReturn(page);

  const restored = await history(page);
  expect(restored.pageShows, `not restored from the cache: ${restored.notRestoredReasons}`).toEqual([false, true]);
  expect(restored.type).toBe('navigate'); // the same document: its first navigation entry

  await expect(commentBox(page)).toHaveValue(COMMENT);
  // The copy held while the page was cached is taken back: nobody else will send it.
  await expect.poll(() => queuedCount(page)).toBe(0);
  expect(posts).toHaveLength(0);

  await widget(page).getByRole('button', {name: 'Send'}).click();
  await expect(widget(page).getByText('Thanks for your feedback!')).toBeVisible();
  await expect.poll(() => posts.length).toBe(1);
  await expect.poll(() => queuedCount(page)).toBe(0); // delivered: nothing left to resend
  expect(posts).toHaveLength(1);
  expect(posts[0].body).toMatchObject({path: PAGE_PATH, helpful: false, comment: COMMENT});
  expect(posts[0].key).toBe(posts[0].body.idempotencyKey);
});
