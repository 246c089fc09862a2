import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';

/**
 * Get started section: copy buttons, the EIP-3085 add-network buttons (default build,
 * no thirdweb client ID) and the promise that thirdweb code never loads there.
 */

const NETWORK_INFO = '/get-started/network-information';
const WALLET_PAGE = '/get-started/using-your-wallet';

async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('network information copy buttons', () => {
  test.beforeEach(async ({context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  });

  test('copies the exact Mainnet RPC URL', async ({page}) => {
    await page.goto(NETWORK_INFO);
    const table = page.getByRole('region', {name: 'Etherlink Mainnet parameters'});
    await table.getByRole('button', {name: 'Copy Mainnet RPC URL'}).click();
    await expect.poll(() => readClipboard(page)).toBe('https://node.mainnet.etherlink.com');
    await expect(table.getByRole('button', {name: 'Copy Mainnet RPC URL'})).toHaveText('Copied');
  });

  test('copies the full Shadownet rollup address although it shows abbreviated', async ({page}) => {
    await page.goto(NETWORK_INFO);
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

  test('copies the chain ID in decimal and in hex', async ({page}) => {
    await page.goto(NETWORK_INFO);
    const table = page.getByRole('region', {name: 'Etherlink Shadownet Testnet parameters'});
    await table.getByRole('button', {name: 'Copy Shadownet chain ID', exact: true}).click();
    await expect.poll(() => readClipboard(page)).toBe('127823');
    await table.getByRole('button', {name: 'Copy Shadownet chain ID in hexadecimal'}).click();
    await expect.poll(() => readClipboard(page)).toBe('0x1f34f');
  });

  test('precompile cells copy the full address and link to the right explorer', async ({page}) => {
    await page.goto(NETWORK_INFO);
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

  test('wide tables scroll inside their own focusable region at 375 px', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    for (const path of [NETWORK_INFO, WALLET_PAGE]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `horizontal page overflow on ${path}`).toBeLessThanOrEqual(0);
    }
    await page.goto(NETWORK_INFO);
    const region = page.getByRole('region', {name: 'Standard Ethereum precompiled contracts'});
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region).toHaveCSS('overflow-x', 'auto');
    // The region itself is the scroller (the keyboard can reach it), not the table inside it.
    const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(true);
    await expect(region.locator('table')).toHaveCSS('display', 'table');
  });
});

/** Installs a fake EIP-1193 wallet that records every request and can refuse one method. */
async function installFakeWallet(page: Page, refuse?: {method: string; code: number; message: string}) {
  await page.addInitScript((refusal) => {
    const requests: {method: string; params?: unknown}[] = [];
    (window as unknown as {__walletRequests: typeof requests}).__walletRequests = requests;
    (window as unknown as {ethereum: unknown}).ethereum = {
      isMetaMask: true,
      async request(args: {method: string; params?: unknown}) {
        requests.push(JSON.parse(JSON.stringify(args)));
        if (refusal && refusal.method === args.method) {
          throw Object.assign(new Error(refusal.message), {code: refusal.code});
        }
        return null;
      },
      on() {},
      removeListener() {},
    };
  }, refuse);
}

const walletRequests = (page: Page) =>
  page.evaluate(() => (window as unknown as {__walletRequests: unknown[]}).__walletRequests);

test.describe('add-network buttons', () => {
  test('send the exact wallet_addEthereumChain request, then switch, and confirm', async ({page}) => {
    await installFakeWallet(page);
    await page.goto(WALLET_PAGE);
    const button = page.getByRole('button', {name: 'Add Etherlink Mainnet to your wallet'});
    await button.click();
    const box = button.locator('..');
    await expect(box.getByRole('status')).toHaveText('Etherlink Mainnet is in your wallet and is now the selected network.');
    await expect(box.getByRole('alert')).toBeEmpty();
    expect(await walletRequests(page)).toEqual([
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

  test('the Shadownet button adds Etherlink Shadownet Testnet', async ({page}) => {
    await installFakeWallet(page);
    await page.goto(WALLET_PAGE);
    await page.getByRole('button', {name: 'Add Etherlink Shadownet Testnet to your wallet'}).click();
    await expect.poll(() => walletRequests(page)).toHaveLength(2);
    const [add] = (await walletRequests(page)) as {params: {chainId: string; rpcUrls: string[]}[]}[];
    expect(add.params[0].chainId).toBe('0x1f34f');
    expect(add.params[0].rpcUrls).toEqual(['https://node.shadownet.etherlink.com']);
  });

  test('explain a rejected request (4001) and do not ask to switch', async ({page}) => {
    await installFakeWallet(page, {method: 'wallet_addEthereumChain', code: 4001, message: 'User rejected the request.'});
    await page.goto(WALLET_PAGE);
    const button = page.getByRole('button', {name: 'Add Etherlink Mainnet to your wallet'});
    await button.click();
    const box = button.locator('..');
    await expect(box.getByRole('alert')).toContainText('You rejected the request in your wallet');
    await expect(box.getByRole('status')).toBeEmpty();
    await expect(button).toBeEnabled();
    expect(((await walletRequests(page)) as {method: string}[]).map((r) => r.method)).toEqual([
      'wallet_addEthereumChain',
    ]);
  });

  test('explain a request that is already pending (-32002)', async ({page}) => {
    await installFakeWallet(page, {method: 'wallet_addEthereumChain', code: -32002, message: 'Request already pending'});
    await page.goto(WALLET_PAGE);
    const button = page.getByRole('button', {name: 'Add Etherlink Mainnet to your wallet'});
    await button.click();
    await expect(button.locator('..').getByRole('alert')).toContainText('already has a request waiting');
  });

  test('explain that no wallet is installed and link to the wallet list', async ({page}) => {
    await page.goto(WALLET_PAGE);
    expect(await page.evaluate(() => 'ethereum' in window)).toBe(false);
    const button = page.getByRole('button', {name: 'Add Etherlink Mainnet to your wallet'});
    await button.click();
    const alert = button.locator('..').getByRole('alert');
    await expect(alert).toContainText('No browser wallet found');
    const link = alert.getByRole('link');
    await expect(link).toHaveAttribute('href', /^\/get-started\/using-your-wallet(#compatible-wallets)?$/);
  });
});

test.describe('thirdweb stays out of the default build', () => {
  for (const path of ['/', NETWORK_INFO, WALLET_PAGE]) {
    test(`no thirdweb request on ${path}`, async ({page}) => {
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
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      if (path === WALLET_PAGE) {
        // Rendering and using the buttons must not pull thirdweb in either.
        await page.getByRole('button', {name: 'Add Etherlink Mainnet to your wallet'}).click();
        await expect(page.getByRole('alert').filter({hasText: 'No browser wallet found'})).toBeVisible();
      }
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.filter((url) => /thirdweb/i.test(url))).toEqual([]);
      expect(scriptsWithThirdweb).toEqual([]);
    });
  }
});
