import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';

/**
 * Get started section: copy buttons, the EIP-3085 add-network buttons (default build,
 * no thirdweb client ID) and the promise that thirdweb code never loads there. The hosted
 * variants are in tests/e2e/hosted/wallet.spec.ts.
 */

const NETWORK_INFO = '/get-started/network-information';
const WALLET_PAGE = '/get-started/using-your-wallet';

async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test('network information copy buttons copy the exact values, in full where they show abbreviated', async ({page, context, baseURL}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  await page.goto(NETWORK_INFO);

  await test.step('the exact Mainnet RPC URL', async () => {
    const table = page.getByRole('region', {name: 'Etherlink Mainnet parameters'});
    await table.getByRole('button', {name: 'Copy Mainnet RPC URL'}).click();
    await expect.poll(() => readClipboard(page)).toBe('https://node.mainnet.etherlink.com');
    await expect(table.getByRole('button', {name: 'Copy Mainnet RPC URL'})).toHaveText('Copied');
  });

  await test.step('the full Shadownet rollup address although it shows abbreviated', async () => {
    const table = page.getByRole('region', {name: 'Etherlink Shadownet Testnet parameters'});
    const row = table.getByRole('row', {name: /Tezos Smart Rollup address/});
    await expect(row.locator('code')).toHaveText('sr19fM…dzvg');
    await expect(row.getByRole('link')).toHaveAttribute(
      'href',
      'https://shadownet.tzkt.io/sr19fMYrr5C4qqvQqQrDSjtP31GcrWjodzvg',
    );
    await row.getByRole('button', {name: 'Copy Shadownet Smart Rollup address'}).click();
    await expect.poll(() => readClipboard(page)).toBe('sr19fMYrr5C4qqvQqQrDSjtP31GcrWjodzvg');
  });

  await test.step('the chain ID in decimal and in hex', async () => {
    const table = page.getByRole('region', {name: 'Etherlink Shadownet Testnet parameters'});
    await table.getByRole('button', {name: 'Copy Shadownet chain ID', exact: true}).click();
    await expect.poll(() => readClipboard(page)).toBe('127823');
    await table.getByRole('button', {name: 'Copy Shadownet chain ID in hexadecimal'}).click();
    await expect.poll(() => readClipboard(page)).toBe('0x1f34f');
  });

  await test.step('precompile cells copy the full address and link to the right explorer', async () => {
    const table = page.getByRole('region', {name: 'Standard Ethereum precompiled contracts'});
    await expect(table.getByRole('columnheader')).toHaveText(['Contract', 'Mainnet', 'Shadownet Testnet']);
    const modexp = table.getByRole('row', {name: /modexp/});
    // The old site showed 0x…04 in the testnet column; both columns must be 0x…05.
    const links = modexp.getByRole('link');
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toHaveAttribute(
      'href',
      'https://explorer.etherlink.com/address/0x0000000000000000000000000000000000000005',
    );
    await expect(links.nth(1)).toHaveAttribute(
      'href',
      'https://shadownet.explorer.etherlink.com/address/0x0000000000000000000000000000000000000005',
    );
    await expect(modexp.getByRole('cell').locator('code')).toHaveText(['0x000…0005', '0x000…0005']);
    await modexp.getByRole('button', {name: 'Copy modexp address on Etherlink Shadownet Testnet'}).click();
    await expect.poll(() => readClipboard(page)).toBe('0x0000000000000000000000000000000000000005');
  });
});

/**
 * Installs a fake EIP-1193 wallet that records every request; it refuses a method while the page's
 * `__walletRefusal` names it (set between clicks, so one page load plays every answer).
 */
async function installFakeWallet(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as {__walletRequests: unknown[]; __walletRefusal?: {method: string; code: number; message: string}; ethereum: unknown};
    w.__walletRequests = [];
    w.ethereum = {
      isMetaMask: true,
      async request(args: {method: string; params?: unknown}) {
        w.__walletRequests.push(JSON.parse(JSON.stringify(args)));
        const refusal = w.__walletRefusal;
        if (refusal && refusal.method === args.method) {
          throw Object.assign(new Error(refusal.message), {code: refusal.code});
        }
        return null;
      },
      on() {},
      removeListener() {},
    };
  });
}

/** The requests the wallet received since the last call, and what it refuses from now on. */
const takeWalletRequests = (page: Page, refusal?: {method: string; code: number; message: string}) =>
  page.evaluate((next) => {
    const w = window as unknown as {__walletRequests: unknown[]; __walletRefusal?: unknown};
    const taken = w.__walletRequests.splice(0);
    w.__walletRefusal = next;
    return taken;
  }, refusal);

test('the add-network buttons send the exact EIP-3085 requests and explain what the wallet answers', async ({page}) => {
  await installFakeWallet(page);
  await page.goto(WALLET_PAGE);
  const mainnet = page.getByRole('button', {name: 'Add Etherlink Mainnet to your wallet'});
  const box = mainnet.locator('..');

  await test.step('the page describes the buttons it shows (no thirdweb client ID)', async () => {
    const main = page.locator('main');
    await expect(main.getByText('Click Add Etherlink Mainnet to your wallet')).toBeVisible();
    await expect(main.getByText('Select your wallet in the list.')).toHaveCount(0);
  });

  await test.step('a rejected request (4001) is explained, and no switch is asked', async () => {
    await takeWalletRequests(page, {method: 'wallet_addEthereumChain', code: 4001, message: 'User rejected the request.'});
    await mainnet.click();
    await expect(box.getByRole('alert')).toContainText('You rejected the request in your wallet');
    await expect(box.getByRole('status')).toBeEmpty();
    await expect(mainnet).toBeEnabled();
    expect(((await takeWalletRequests(page, {method: 'wallet_addEthereumChain', code: -32002, message: 'Request already pending'})) as {method: string}[]).map((r) => r.method)).toEqual([
      'wallet_addEthereumChain',
    ]);
  });

  await test.step('a request already pending (-32002) is explained', async () => {
    await mainnet.click();
    await expect(box.getByRole('alert')).toContainText('already has a request waiting');
    await takeWalletRequests(page);
  });

  await test.step('Mainnet: wallet_addEthereumChain with the exact parameters, then a switch, then a confirmation', async () => {
    await mainnet.click();
    await expect(box.getByRole('status')).toHaveText('Etherlink Mainnet is in your wallet and is now the selected network.');
    await expect(box.getByRole('alert')).toBeEmpty();
    expect(await takeWalletRequests(page)).toEqual([
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0xa729',
            chainName: 'Etherlink Mainnet',
            nativeCurrency: {name: 'XTZ', symbol: 'XTZ', decimals: 18},
            rpcUrls: ['https://node.mainnet.etherlink.com'],
            blockExplorerUrls: ['https://explorer.etherlink.com'],
          },
        ],
      },
      {method: 'wallet_switchEthereumChain', params: [{chainId: '0xa729'}]},
    ]);
  });

  await test.step('the Shadownet button adds Etherlink Shadownet Testnet', async () => {
    await page.getByRole('button', {name: 'Add Etherlink Shadownet Testnet to your wallet'}).click();
    const requests = () => page.evaluate(() => (window as unknown as {__walletRequests: unknown[]}).__walletRequests);
    await expect.poll(requests).toHaveLength(2);
    const [add] = (await requests()) as {params: {chainId: string; rpcUrls: string[]}[]}[];
    expect(add.params[0].chainId).toBe('0x1f34f');
    expect(add.params[0].rpcUrls).toEqual(['https://node.shadownet.etherlink.com']);
  });
});

test('thirdweb stays out of the default build, and with no wallet the button links to the wallet list', async ({page}) => {
  const urls: string[] = [];
  const scriptsWithThirdweb: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  // Chunk names can hide thirdweb (split vendor chunks get numbers), so look inside scripts too:
  // 'x-client-id' is the header thirdweb's client sends, and nothing else on the site uses it.
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('x-client-id')) scriptsWithThirdweb.push(response.url());
  });
  for (const path of ['/', NETWORK_INFO, WALLET_PAGE]) {
    await test.step(`no thirdweb request on ${path}`, async () => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    });
  }
  await test.step('no browser wallet: the button says so and links to the wallet list, still without thirdweb', async () => {
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
    const button = page.getByRole('button', {name: 'Add Etherlink Mainnet to your wallet'});
    await button.click();
    const alert = button.locator('..').getByRole('alert');
    await expect(alert).toContainText('No browser wallet found');
    await expect(alert.getByRole('link')).toHaveAttribute('href', /^\/get-started\/using-your-wallet(#compatible-wallets)?$/);
    await page.waitForLoadState('networkidle');
  });
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => /thirdweb/i.test(url))).toEqual([]);
  expect(scriptsWithThirdweb).toEqual([]);
});
