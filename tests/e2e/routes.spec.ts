/**
 * Every route renders with its title, no console error and no serious axe violation. Tagged @docs:
 * the docs lane (`npm run test:docs`, with DOCS_LANE set) runs these for the changed pages and the
 * pages they link to (tests/support/docs-lane.ts).
 * The routes are opened in a few batches, one page each: a page that moves on to the next route
 * keeps the bundles it has compiled in its cache, as a reader's tab does, where one fresh browser
 * context per route fetched and compiled them again every time. Each route is a step, and its
 * console errors are checked before the next route opens, so a failure names its route.
 * The sitemap and the spec's titles are checked without a browser in tests/after-build/site.test.ts.
 */
import {join} from 'node:path';
import {test, expect} from '../support/fixtures';
import {expectAxeClean, withAxe} from '../support/axe';
import {routes, SITE_TITLE} from './routes';
import {site} from '../../src/data/site';
import {routesToOpen} from '../support/docs-lane';

/** Batches, so that two workers share the routes; each batch loads its bundles once. */
const BATCHES = 4;
const toOpen = routesToOpen(routes, join(__dirname, '..', '..'));

test.describe('every route @docs', () => {
  for (let batch = 0; batch < Math.min(BATCHES, toOpen.length); batch++) {
    const mine = toOpen.filter((_, i) => i % BATCHES === batch);
    test(`routes ${batch + 1} of ${Math.min(BATCHES, toOpen.length)} (${mine.length} from ${mine[0]!.path}) render with their titles, no errors and no serious axe violations`, async ({page, problems}) => {
      // axe on the longest pages (tutorial code, endpoint tables) takes a while on a loaded 2-core
      // machine: the MarketPulse tutorial pages passed 60 s under a load average of about 24.
      // Nothing here is a speed test.
      test.setTimeout(mine.length * 60_000);
      await withAxe(page);
      for (const route of mine) {
        await test.step(route.path, async () => {
          const seen = {console: problems.console.length, pageErrors: problems.pageErrors.length, csp: problems.csp.length};
          const response = await page.goto(route.path);
          expect(response?.status(), 'HTTP status').toBe(200);

          const h1 = page.locator('article h1, main h1').first();
          if (route.inSidebar) {
            await expect(h1).toBeVisible();
            // Read in one round trip: the page is rendered and hydrated (the fixture's goto waits).
            const seenOnPage = await page.evaluate((path) => {
              const meta = (name: string) => Array.from(document.querySelectorAll(`meta[name="${name}"]`), (m) => m.getAttribute('content'));
              return {
                title: document.title,
                description: meta('description'),
                keywords: meta('keywords'),
                inSidebar: Array.from(document.querySelectorAll('.theme-doc-sidebar-container a.menu__link')).some((a) => a.getAttribute('href') === path),
                edit: document.querySelector('a.theme-edit-this-page')?.getAttribute('href') ?? null,
              };
            }, route.path);
            const heading = (await h1.innerText()).trim();
            if (route.title) expect(heading).toBe(route.title);
            expect(seenOnPage.title).toBe(`${heading} | ${SITE_TITLE}`);
            expect(seenOnPage.description).toEqual([expect.stringMatching(/^.{30,160}$/)]);
            // The page's own keywords (front matter): the site sets none, so a page without them fails here.
            expect(seenOnPage.keywords).toEqual([expect.stringMatching(/\S/)]);
            // The page is reachable from the sidebar (Testnet migration is also a top link, so at least one).
            expect(seenOnPage.inSidebar, 'a sidebar link to the page').toBe(true);
            expect(seenOnPage.edit).toBe(`${site.repositoryUrl}/edit/main/${route.file}`);
          } else {
            await expect(page.locator('article')).toBeVisible();
            await expect(page.locator(`.theme-doc-sidebar-container a[href="${route.path}"]`)).toHaveCount(0);
          }
          await expectAxeClean(page);
          // The fixture checks these when the test ends; here they are pinned on the route.
          expect(problems.csp.slice(seen.csp), `CSP violations on ${route.path}`).toEqual([]);
          expect(problems.pageErrors.slice(seen.pageErrors), `uncaught exceptions on ${route.path}`).toEqual([]);
          const errors = problems.console.slice(seen.console).filter((text) => !/Content Security Policy/.test(text));
          expect(errors, `console errors on ${route.path}`).toEqual([]);
        });
      }
    });
  }
});
