import {test, expect} from '../support/fixtures';
import {expectAxeClean} from '../support/axe';
import {SITE_TITLE} from './routes';
import {waitForHydration} from '../support/page';
import {site} from '../../src/data/site';

test.describe('site shell', () => {
  test('the home page: dark theme, skip link, navbar, title, sidebar, last update, metadata, and nothing from Google', async ({page}) => {
    const external: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.hostname !== '127.0.0.1') external.push(request.url());
    });
    // The browser prefers light (playwright.config.ts): the site stays dark anyway.
    await page.goto('/');
    await waitForHydration(page);

    await test.step('"Skip to main content" is the first focusable element and moves focus to the content', async () => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', {name: 'Skip to main content'});
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect
        .poll(() =>
          page.evaluate(() => {
            const active = document.activeElement;
            return active ? `${active.tagName.toLowerCase()}#${active.id}` : 'none';
          }),
        )
        .toMatch(/^main#|__docusaurus_skipToContent_fallback/);
    });

    await test.step('the theme is dark even when the system prefers light, and there is no colour toggle', async () => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByRole('button', {name: /dark and light mode|switch.*mode/i})).toHaveCount(0);
      const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
      expect(background).toBe('rgb(16, 16, 16)');
    });

    await test.step('navbar icon links have accessible names and open in a new tab without referrer', async () => {
      const nav = page.getByRole('navigation', {name: 'Main'});
      const expected = [
        ['GitHub repository', 'https://github.com/etherlinkcom/docs'],
        ['Etherlink on X', 'https://x.com/etherlink'],
        ['Etherlink Discord', 'https://discord.gg/etherlink'],
      ] as const;
      for (const [name, href] of expected) {
        const link = nav.getByRole('link', {name, exact: true});
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        await expect(link).toHaveAttribute('rel', /noreferrer/);
        await expect(link).toBeVisible();
      }
      // Search sits on the left, before the logo-side items end.
      await expect(page.locator('.navbar__items:not(.navbar__items--right) .navbar__brand')).toBeVisible();
    });

    await test.step('logo links home and the page title uses the site title', async () => {
      await expect(page).toHaveTitle(`What is Etherlink? | ${SITE_TITLE}`);
      const logo = page.locator('nav.navbar .navbar__brand').first();
      await expect(logo.getByRole('img', {name: 'Etherlink documentation home'})).toBeVisible();
      await expect(logo).toHaveAttribute('href', '/');
    });

    await test.step('the sidebar starts with the external links', async () => {
      const sidebar = page.locator('.theme-doc-sidebar-container');
      const firstLinks = sidebar.locator('.theme-doc-sidebar-menu > li').first();
      await expect(firstLinks).toContainText('Etherlink');
      for (const name of ['Testnet migration', 'Documentation map', 'Status', 'Developers', 'GitLab']) {
        await expect(sidebar.getByRole('link', {name})).toBeVisible();
      }
    });

    await test.step('the page shows when it was last updated', async () => {
      const time = page.locator('.theme-last-updated time[itemprop="dateModified"]');
      await expect(page.locator('.theme-last-updated')).toContainText(/^Last updated on /);
      const iso = await time.getAttribute('datetime');
      expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      // The same day, in UTC, as the browser's own English date format would print it.
      const expected = new Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(
        Date.parse(iso!),
      );
      await expect(time).toHaveText(expected);
    });

    await test.step('page metadata: canonical URL, description, social image', async () => {
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', 'https://docs.etherlink.com/');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/img\/social-card\.png$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /EVM-compatible layer 2/);
    });

    await test.step('no analytics without GTM_CONTAINER_ID: nothing requested from Google', async () => {
      await page.waitForLoadState('networkidle');
      expect(external).toEqual([]);
      expect(await page.evaluate(() => 'google_tag_manager' in window)).toBe(false);
    });
  });

  test('the announcement bar closes and stays closed after a reload; a new announcement id shows it again', async ({page}) => {
    await page.goto('/');
    const bar = page.getByRole('banner').filter({hasText: 'Shadownet'}).or(page.locator('[class*="announcementBar_"]')).first();
    await expect(bar).toBeVisible();
    const link = bar.getByRole('link', {name: /Move your apps to Shadownet/});
    await expect(link).toHaveAttribute('href', '/network/migrating-testnet');
    // The link keeps the bar's text colour and is underlined (the theme's style for the bar's links).
    const [barColor, linkColor, decoration] = await link.evaluate((a) => {
      const container = a.closest('.theme-announcement-bar')!;
      return [getComputedStyle(container).color, getComputedStyle(a).color, getComputedStyle(a).textDecorationLine];
    });
    expect(linkColor).toBe(barColor);
    expect(decoration).toBe('underline');
    await bar.getByRole('button', {name: 'Close'}).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await expect(page.locator('[class*="announcementBar_"]')).toHaveCount(0);

    // Docusaurus's keys end with the site's storage namespace (storage in docusaurus.config.ts): the
    // dismissal is kept beside the id it dismissed, and an older id than the current one shows the bar.
    const id = await page.evaluate((suffix) => localStorage.getItem(`docusaurus.announcement.id-${suffix}`), site.storageNamespace);
    expect(id).toBeTruthy();
    expect(await page.evaluate((suffix) => localStorage.getItem(`docusaurus.announcement.dismiss-${suffix}`), site.storageNamespace)).toBe('true');
    await page.evaluate((suffix) => localStorage.setItem(`docusaurus.announcement.id-${suffix}`, 'an-older-announcement'), site.storageNamespace);
    await page.reload();
    await expect(page.locator('[class*="announcementBar_"]')).toBeVisible();
  });

  test('an unknown path shows a helpful not-found page with status 404', async ({page, allowProblem}) => {
    allowProblem(/status of 404/);
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await expect(page.getByRole('navigation', {name: 'Try one of these pages'}).getByRole('link')).toHaveCount(5);
    await expectAxeClean(page);
  });

  // The menu itself, its breakpoint and the navbar hiding on scroll are Docusaurus's (hideOnScroll in
  // docusaurus.config.ts); what is ours in the panel is the icon links' visible names (src/css/custom.css).
  test('the home page is axe clean with the mobile menu open, whose icon links show their names', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await page.goto('/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.getByRole('button', {name: 'Close navigation bar'})).toBeVisible();
    const github = page.locator('.navbar-sidebar').getByRole('link', {name: 'GitHub repository', exact: true});
    await expect(github).toBeVisible();
    expect(await github.evaluate((el) => getComputedStyle(el, '::after').content)).toBe('"GitHub repository"');
    await expectAxeClean(page);
  });
});

test('pages with wide tables at 375 px: no sideways page scroll, wide tables scroll and take keyboard focus', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  for (const path of [
    '/get-started/network-information',
    '/get-started/using-your-wallet',
    '/building-on-etherlink/endpoint-support',
    '/network/migrating-testnet',
    '/network/fees',
    '/tools/node-providers',
  ]) {
    await test.step(path, async () => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `sideways page scroll on ${path}`).toBeLessThanOrEqual(0);
      const unreachable = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>('.markdown table, .markdown [role="region"]'))
          .filter((el) => el.scrollWidth > el.clientWidth + 1)
          .filter((el) => el.tabIndex < 0 && !el.querySelector('a, button, input, select, [tabindex="0"]'))
          .map((el) => el.outerHTML.slice(0, 80)),
      );
      expect(unreachable, `tables the keyboard cannot scroll on ${path}`).toEqual([]);
    });
  }
  await test.step('a network table scrolls inside its own focusable region, not the table inside it', async () => {
    await page.goto('/get-started/network-information');
    const region = page.getByRole('region', {name: 'Standard Ethereum precompiled contracts'});
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region).toHaveCSS('overflow-x', 'auto');
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(region.locator('table')).toHaveCSS('display', 'table');
  });
});
