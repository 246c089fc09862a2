import {test, expect} from '../../support/fixtures';

// With THIRDWEB_CLIENT_ID set, the wallet page shows the Connect buttons and describes the Connect
// modal (the local variant is in tests/e2e/get-started.spec.ts).
test('with THIRDWEB_CLIENT_ID the wallet page shows thirdweb connect buttons without CSP violations, and describes them', async ({page, allowProblem}) => {
  // No network here: thirdweb's own services answer nothing useful, which it may log.
  allowProblem(/Failed to load resource|net::ERR|thirdweb/i);
  await page.route(/https:\/\/([a-z0-9-]+\.)*(thirdweb|walletconnect)\.(com|org)\//, (route) =>
    route.fulfill({status: 200, contentType: 'application/json', body: '{}'}),
  );
  await page.goto('/get-started/using-your-wallet');
  const main = page.locator('main');
  await expect(main.getByText('Select your wallet in the list.')).toBeVisible();
  await expect(main.getByText('Click Add Etherlink Mainnet to your wallet')).toHaveCount(0);
  const connect = page.getByRole('button', {name: /Connect to Etherlink Mainnet/});
  await expect(connect).toBeVisible({timeout: 15_000});
  await connect.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The wallets the page lists as known to work (src/wallet/chains.ts), by thirdweb's names for them.
  for (const name of ['MetaMask', 'Rabby', 'Trust Wallet', 'Nightly', 'Altme']) await expect(dialog.getByText(name, {exact: true}).first()).toBeVisible();
});
