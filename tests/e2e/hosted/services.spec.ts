import {test, expect} from '../../support/fixtures';

test.describe('hosted build: services switched on by environment variables', () => {
  test('Google Tag Manager loads the configured container through its official plugin, under the CSP', async ({page}) => {
    const requested: string[] = [];
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      requested.push(route.request().url());
      await route.fulfill({status: 200, contentType: 'text/javascript', body: 'window.__gtmStub = true;'});
    });
    await page.goto('/');
    await expect.poll(() => requested.some((url) => url.includes('id=GTM-TEST000'))).toBe(true);
    // The container's script ran: script-src allowed it and the Trusted Types default policy let its URL through.
    await expect.poll(() => page.evaluate(() => (window as unknown as {__gtmStub?: boolean}).__gtmStub)).toBe(true);
    const state = await page.evaluate(() => ({
      dataLayer: (window as unknown as {dataLayer?: {event?: string}[]}).dataLayer ?? null,
      // @docusaurus/plugin-google-tag-manager writes its loader inline in <head>, after the early policy.
      loader: Array.from(document.head.querySelectorAll('script:not([src])')).findIndex((s) => s.textContent!.includes('gtm.start')),
      earlyPolicy: Array.from(document.head.querySelectorAll('script:not([src])')).findIndex((s) => s.textContent!.includes('createPolicy')),
      defaultPolicy: Boolean((window as unknown as {trustedTypes?: {defaultPolicy: unknown}}).trustedTypes?.defaultPolicy),
    }));
    expect(state.dataLayer?.some((entry) => entry.event === 'gtm.js')).toBe(true);
    expect(state.loader).toBeGreaterThan(state.earlyPolicy);
    expect(state.earlyPolicy).toBeGreaterThanOrEqual(0);
    expect(state.defaultPolicy).toBe(true);
    // The fixture fails the test on any CSP violation report.
  });
});
