/**
 * src/clientModules/idlePrefetch.ts replaces how Docusaurus prefetches the chunks of visible
 * links: it must be installed, and the <link rel=prefetch> tags must be added from idle callbacks,
 * in more than one slice, never all at once in the task that reports the visible links.
 */
import {test, expect} from '../support/fixtures';
import {waitForHydration} from '../support/page';

test('visible links are prefetched in idle slices (src/clientModules/idlePrefetch.ts)', async ({page}) => {
  await page.addInitScript(() => {
    const log: {idle: number | null}[] = [];
    let slice: number | null = null;
    let slices = 0;
    const requestIdle = window.requestIdleCallback.bind(window);
    // Short idle periods, as on a busy phone: each has time for one more step after the first.
    // (On a fast, quiet machine one real idle period fits every prefetch, so the slicing would
    // go unseen; this makes the test about honouring the deadline, whatever the machine.)
    window.requestIdleCallback = (callback, options) =>
      requestIdle((deadline) => {
        slice = ++slices;
        let asked = 0;
        const short = {didTimeout: deadline.didTimeout, timeRemaining: () => (asked++ < 1 ? Math.min(5, deadline.timeRemaining()) : 0)};
        try {
          callback(short);
        } finally {
          slice = null;
        }
      }, options);
    const append = Node.prototype.appendChild;
    Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
      if (child instanceof HTMLLinkElement && child.rel === 'prefetch') log.push({idle: slice});
      return append.call(this, child) as T;
    };
    (window as unknown as {__prefetches: typeof log}).__prefetches = log;
  });
  // A page whose sidebar and body show many internal links.
  await page.goto('/get-started/network-information');
  await waitForHydration(page);
  expect(await page.evaluate(() => (window as unknown as {docusaurus?: {__idlePrefetch?: boolean}}).docusaurus?.__idlePrefetch)).toBe(true);

  const prefetches = () => page.evaluate(() => (window as unknown as {__prefetches: {idle: number | null}[]}).__prefetches);
  // Each short idle period ends the draining (two routes each, a route adds a tag per chunk):
  // the queue goes on in the next one. Draining everything at once would make one slice, and this
  // poll would time out. (Polled: one slice alone can add more than five tags.)
  const slicesThatPrefetched = async () => new Set((await prefetches()).map((entry) => entry.idle)).size;
  await expect.poll(slicesThatPrefetched, {timeout: 15_000, message: 'idle slices that prefetched'}).toBeGreaterThan(2);
  const log = await prefetches();
  expect(log.length).toBeGreaterThan(5);
  expect(log.filter((entry) => entry.idle === null), 'prefetches outside idle callbacks').toEqual([]);
});
