import {test, expect} from '../support/fixtures';

test.describe('Content-Security-Policy', () => {
  test('an inline script injected into a page is blocked and reported', async ({page, problems, allowCspViolation}) => {
    allowCspViolation(/script-src|Content Security Policy/);
    await page.route('**/get-started/chatbot', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</head>', '<script>window.__injected = true</script></head>');
      await route.fulfill({response, body: html});
    });
    await page.goto('/get-started/chatbot');
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__injected?: boolean}).__injected)).toBeUndefined();
    await expect.poll(() => problems.csp.some((report) => /script-src/.test(report))).toBe(true);
  });

  test('a zoomed image raises no CSP violation', async ({page}) => {
    await page.goto('/network/architecture');
    const image = page.locator('.markdown img').first();
    await expect(image).toBeVisible();
    // The zoom attaches about one second after load (spec): medium-zoom marks the images it takes.
    await expect(image).toHaveClass(/\bmedium-zoom-image\b/);
    await image.click();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
    await page.keyboard.press('Escape');
  });
});
