import {test, expect} from '../support/fixtures';

// With no configuration, the pages describe the features this build runs: EIP-3085 buttons and
// quoted passages. tests/e2e/hosted/site-mode.spec.ts checks the configured variants.
test('the wallet page describes the add-network buttons it shows', async ({page}) => {
  await page.goto('/get-started/using-your-wallet');
  const main = page.locator('main');
  await expect(main.getByRole('button', {name: 'Add Etherlink Mainnet to your wallet'})).toBeVisible();
  await expect(main.getByText('Click Add Etherlink Mainnet to your wallet')).toBeVisible();
  await expect(main.getByText('Select your wallet in the list.')).toHaveCount(0);
});

test('the chatbot page describes quoted passages, not a model', async ({page}) => {
  await page.goto('/get-started/chatbot');
  const main = page.locator('main');
  await expect(main.getByText('On this site, the chatbot does not use an AI model.')).toBeVisible();
  await expect(main.getByText('On this site, the chatbot uses an AI language model:')).toHaveCount(0);
});
