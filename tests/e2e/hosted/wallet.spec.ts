import {test, expect} from '../../support/fixtures';

test('with THIRDWEB_CLIENT_ID the wallet page shows thirdweb connect buttons without CSP violations', async ({page, allowProblem}) => {
  // No network here: thirdweb's own services answer nothing useful, which it may log.
  allowProblem(/Failed to load resource|net::ERR|thirdweb/i);
  await page.route(/https:\/\/([a-z0-9-]+\.)*(thirdweb|walletconnect)\.(com|org)\//, (route) =>
    route.fulfill({status: 200, contentType: 'application/json', body: '{}'}),
  );
  await page.goto('/get-started/using-your-wallet');
  const connect = page.getByRole('button', {name: /Connect to Etherlink Mainnet/});
  await expect(connect).toBeVisible({timeout: 15_000});
  await connect.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByText('MetaMask').first()).toBeVisible();
});
