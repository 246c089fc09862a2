import {test, expect} from '../../support/fixtures';

test.describe('hosted build: services switched on by environment variables', () => {
  test('Google Tag Manager loads the configured container', async ({page}) => {
    const requested: string[] = [];
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      requested.push(route.request().url());
      await route.fulfill({status: 200, contentType: 'text/javascript', body: 'window.__gtmStub = true;'});
    });
    await page.goto('/');
    await expect.poll(() => requested.some((url) => url.includes('id=GTM-TEST000'))).toBe(true);
    expect(await page.evaluate(() => Array.isArray((window as unknown as {dataLayer?: unknown[]}).dataLayer))).toBe(true);
  });
});
