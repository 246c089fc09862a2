import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {getWalletInfo} from 'thirdweb/wallets';
import {describe, it, expect} from 'vitest';
import {mainnet, shadownet} from '../../src/data/networks';
import {networkColumnTitle, networkRows, type Cell} from '../../src/components/NetworkTable/rows';
import {thirdwebChainOptions, CONNECT_WALLET_IDS} from '../../src/wallet/chains';

const cellOf = (rows: ReturnType<typeof networkRows>, parameter: string): Cell | undefined =>
  rows.find((row) => row.parameter === parameter)?.cell;

describe('networkRows', () => {
  it('makes the Mainnet endpoints copyable with their exact values', () => {
    const rows = networkRows(mainnet);
    expect(cellOf(rows, 'RPC endpoint')).toMatchObject({kind: 'copy', value: 'https://node.mainnet.etherlink.com'});
    expect(cellOf(rows, 'Relay endpoint')).toMatchObject({kind: 'copy', value: 'https://relay.mainnet.etherlink.com'});
  });

  it('abbreviates the rollup address 6,4 and links it to TzKT', () => {
    expect(cellOf(networkRows(shadownet), 'Tezos Smart Rollup address')).toEqual({
      kind: 'copy',
      value: 'sr19fMYrr5C4qqvQqQrDSjtP31GcrWjodzvg',
      label: 'Shadownet Smart Rollup address',
      abbreviate: [6, 4],
      href: 'https://shadownet.tzkt.io/sr19fMYrr5C4qqvQqQrDSjtP31GcrWjodzvg',
    });
  });

  it('shows the chain ID in decimal and hex', () => {
    const cell = cellOf(networkRows(shadownet), 'Chain ID');
    expect(cell?.kind === 'copies' && cell.values.map((v) => v.value)).toEqual(['127823', '0x1f34f']);
  });

  it('lists the faucet only for the testnet and the governance site only for Mainnet', () => {
    const main = networkRows(mainnet).map((r) => r.parameter);
    const test = networkRows(shadownet).map((r) => r.parameter);
    expect(main).toContain('Governance site');
    expect(main).not.toContain('Faucet');
    expect(test).toContain('Faucet');
    expect(test).not.toContain('Governance site');
  });

  it('has unique parameter names (they are React keys)', () => {
    for (const network of [mainnet, shadownet]) {
      const names = networkRows(network).map((r) => r.parameter);
      expect(new Set(names).size).toBe(names.length);
    }
  });
});

describe('networkColumnTitle', () => {
  it('drops the Etherlink prefix', () => {
    expect(networkColumnTitle(mainnet)).toBe('Mainnet');
    expect(networkColumnTitle(shadownet)).toBe('Shadownet Testnet');
  });
});

describe('thirdwebChainOptions', () => {
  it('builds the thirdweb chains from the network data', () => {
    expect(thirdwebChainOptions(shadownet)).toMatchObject({
      id: 127823,
      name: 'Etherlink Shadownet Testnet',
      rpc: 'https://node.shadownet.etherlink.com',
      nativeCurrency: {name: 'XTZ', symbol: 'XTZ', decimals: 18},
      testnet: true,
    });
    const main = thirdwebChainOptions(mainnet);
    expect(main).toMatchObject({id: 42793, rpc: 'https://node.mainnet.etherlink.com'});
    expect(main).not.toHaveProperty('testnet');
  });

  it('offers in the connect modal only wallets that the wallet page lists as known to work', async () => {
    const page = readFileSync(join(__dirname, '../../docs/get-started/using-your-wallet.mdx'), 'utf8');
    const list = page.slice(page.indexOf('## Compatible wallets'), page.indexOf('## Add Etherlink to your wallet'));
    const known = [...list.matchAll(/^- \[([^\]]+)\]/gm)].map((m) => m[1]!.replace(/\s*wallet$/i, '').toLowerCase());
    expect(known.length).toBeGreaterThan(5);
    // thirdweb's own name for each ID ("Base (formerly Coinbase Wallet)" holds "coinbase").
    for (const id of CONNECT_WALLET_IDS) {
      const {name} = await getWalletInfo(id);
      expect(known.some((wallet) => name.toLowerCase().includes(wallet)), `${id} (${name})`).toBe(true);
    }
  });
});
