import {test, expect} from '../support/fixtures';
import {holdRequests} from '../support/page';

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
    // The zoom attaches about one second after load (docusaurus-plugin-image-zoom).
    await expect(image).toHaveClass(/\bmedium-zoom-image\b/);
    await image.click();
    await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
    await page.keyboard.press('Escape');
  });

  test('until DOMPurify has run, the page hydrates with its HTML, the policy holds markup back, and then sanitises it', async ({page}) => {
    // DOMPurify is a chunk of its own (src/lib/purifyLoader.ts): hold it back for the whole load.
    let requested = false;
    page.on('request', (request) => {
      if (/\/assets\/js\/dompurify\.[0-9a-f]+\.js$/.test(request.url())) requested = true;
    });
    const release = await holdRequests(page, /\/assets\/js\/dompurify\.[0-9a-f]+\.js$/);
    // The held chunk can hold the load event back (it may be requested before load), so this waits
    // for the HTML only; the fixture's goto then waits for hydration.
    await page.goto('/', {waitUntil: 'domcontentloaded'});
    expect(requested, 'DOMPurify is requested as a chunk of its own').toBe(true);
    // The announcement bar's HTML (written before hydration, kept by it) is whole.
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar.locator('strong', {hasText: 'Shadownet'})).toBeVisible();
    await expect(bar.getByRole('link', {name: 'Move your apps to Shadownet'})).toHaveAttribute('href', '/network/migrating-testnet');
    // An HTML sink fed markup now gets its text only; text without markup passes as it is.
    const write = (html: string) =>
      page.evaluate((value) => {
        const box = document.createElement('div');
        box.innerHTML = value;
        return box.innerHTML;
      }, html);
    // (A link, not an onerror handler: parsing one makes Chromium report script-src-attr even in DOMPurify's inert document.)
    const hostile = 'Using <code>eth_call</code> <a href="javascript:window.__ran=1">run</a>';
    expect(await write(hostile)).toBe('Using eth_call run');
    expect(await write('Fees &amp; gas')).toBe('Fees &amp; gas');
    release();
    // Once DOMPurify has run, markup is sanitised instead: kept where safe, the handler gone.
    await expect.poll(() => write(hostile)).toContain('<code>eth_call</code>');
    expect(await write(hostile)).not.toContain('javascript:');
    expect(await page.evaluate(() => (window as unknown as {__ran?: number}).__ran)).toBeUndefined();
    await expect(bar.getByRole('link', {name: 'Move your apps to Shadownet'})).toBeVisible();
  });
});
