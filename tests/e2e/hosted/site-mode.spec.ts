import {test, expect} from '../../support/fixtures';

// With THIRDWEB_CLIENT_ID and CHATBOT_API_URL set, the same pages describe the Connect modal
// and the model's answers instead (the local variants are in tests/e2e/site-mode.spec.ts).
test('the wallet page describes the Connect buttons and modal', async ({page, allowProblem}) => {
  // As in wallet.spec.ts: no network here, so thirdweb's own services answer nothing useful.
  allowProblem(/Failed to load resource|net::ERR|thirdweb/i);
  await page.route(/https:\/\/([a-z0-9-]+\.)*(thirdweb|walletconnect)\.(com|org)\//, (route) =>
    route.fulfill({status: 200, contentType: 'application/json', body: '{}'}),
  );
  await page.goto('/get-started/using-your-wallet');
  const main = page.locator('main');
  await expect(main.getByText('Select your wallet in the list.')).toBeVisible();
  await expect(main.getByText('Click Add Etherlink Mainnet to your wallet')).toHaveCount(0);
});

test('the chatbot page describes answers written by a model', async ({page, allowProblem}) => {
  // The hosted build's third-party hosts (analytics, search) do not resolve on an offline machine.
  allowProblem(/net::ERR_NAME_NOT_RESOLVED/);
  await page.goto('/get-started/chatbot');
  const main = page.locator('main');
  await expect(main.getByText('On this site, the chatbot uses an AI language model:')).toBeVisible();
  await expect(main.getByText('On this site, the chatbot does not use an AI model.')).toHaveCount(0);
});
