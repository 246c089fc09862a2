/**
 * Every route renders with its title, no console error and no serious axe violation. Tagged @docs:
 * the docs lane (`npm run test:docs`, with DOCS_LANE set) runs these for the changed pages and the
 * pages they link to (tests/support/docs-lane.ts).
 * The sitemap and the spec's titles are checked without a browser in tests/after-build/site.test.ts.
 */
import {join} from 'node:path';
import {test, expect} from '../support/fixtures';
import {expectAxeClean} from '../support/axe';
import {routes, SITE_TITLE} from './routes';
import {site} from '../../src/data/site';
import {routesToOpen} from '../support/docs-lane';

test.describe('every route @docs', () => {
  // axe on the longest pages (tutorial code, endpoint tables) takes a while on a 2-core machine:
  // under a load average of about 24 (other builds and suites), the MarketPulse tutorial pages
  // passed 60 s. Nothing here is a speed test.
  test.describe.configure({timeout: 120_000});
  for (const route of routesToOpen(routes, join(__dirname, '..', '..'))) {
    test(`${route.path} renders with its title, no errors and no serious axe violations`, async ({page}) => {
      const response = await page.goto(route.path);
      expect(response?.status(), 'HTTP status').toBe(200);

      const h1 = page.locator('article h1, main h1').first();
      if (route.inSidebar) {
        await expect(h1).toBeVisible();
        const heading = (await h1.innerText()).trim();
        if (route.title) expect(heading).toBe(route.title);
        await expect(page).toHaveTitle(`${heading} | ${SITE_TITLE}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{30,160}$/);
        // The page's own keywords (front matter): the site sets none, so a page without them fails here.
        await expect(page.locator('meta[name="keywords"]')).toHaveCount(1);
        await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /\S/);
        // The page is reachable from the sidebar (Testnet migration is also a top link, so at least one).
        await expect(page.locator(`.theme-doc-sidebar-container a.menu__link[href="${route.path}"]`).first()).toBeAttached();
        await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute('href', `${site.repositoryUrl}/edit/main/${route.file}`);
      } else {
        await expect(page.locator('article')).toBeVisible();
        await expect(page.locator(`.theme-doc-sidebar-container a[href="${route.path}"]`)).toHaveCount(0);
      }
      await expectAxeClean(page);
    });
  }
});
