/**
 * Holds src/data/networks.ts against the fact sheet. The expected values are typed here on
 * purpose (a second, independent copy); when ../shared/facts/get-started.md is present (CI
 * and the team's machines), each of them must also appear in the sheet.
 */
import {describe, it, expect} from 'vitest';
import {existsSync, readFileSync} from 'node:fs';
import {isAddress} from 'viem';
import {
  mainnet,
  shadownet,
  networkList,
  etherlinkPrecompiles,
  ethereumPrecompiles,
  explorerAddressUrl,
  rollupUrl,
  publicRpcLimits,
} from '@site/src/data/networks';

const SHEET = '../shared/facts/get-started.md';
const sheet = existsSync(SHEET) ? readFileSync(SHEET, 'utf8') : null;

const expected = {
  mainnet: {
    name: 'Etherlink Mainnet',
    chainId: 42793,
    chainIdHex: '0xa729',
    rpcUrl: 'https://node.mainnet.etherlink.com',
    relayUrl: 'https://relay.mainnet.etherlink.com',
    explorerUrl: 'https://explorer.etherlink.com',
    governanceUrl: 'https://governance.etherlink.com',
    rollupAddress: 'sr1Ghq66tYK9y3r8CC1Tf8i8m5nxh8nTvZEf',
    rollupSnapshotsUrl: 'https://snapshots.tzinit.org/etherlink-mainnet/',
    evmNodeSnapshotsUrl: 'https://snapshotter-sandbox.nomadic-labs.eu/etherlink-mainnet/',
    preimagesUrl: 'https://snapshots.tzinit.org/etherlink-mainnet/wasm_2_0_0',
    evmVersion: 'Osaka',
    derivationPath: "m/44'/60'/0'/0",
  },
  shadownet: {
    name: 'Etherlink Shadownet Testnet',
    chainId: 127823,
    chainIdHex: '0x1f34f',
    rpcUrl: 'https://node.shadownet.etherlink.com',
    relayUrl: 'https://relay.shadownet.etherlink.com',
    explorerUrl: 'https://shadownet.explorer.etherlink.com',
    faucetUrl: 'https://shadownet.faucet.etherlink.com',
    rollupAddress: 'sr19fMYrr5C4qqvQqQrDSjtP31GcrWjodzvg',
    rollupSnapshotsUrl: 'https://snapshots.tzinit.org/etherlink-shadownet',
    evmNodeSnapshotsUrl: 'https://snapshotter-sandbox.nomadic-labs.eu',
    preimagesUrl: 'https://snapshots.tzinit.org/etherlink-shadownet/wasm_2_0_0',
    evmVersion: 'Osaka',
    derivationPath: "m/44'/60'/0'/0",
  },
} as const;

describe('network data', () => {
  for (const network of [mainnet, shadownet]) {
    describe(network.name, () => {
      const want = expected[network.id];

      it('matches the expected values', () => {
        expect(network).toMatchObject(want);
        expect(network.currency).toEqual({name: 'XTZ', symbol: 'XTZ', decimals: 18});
      });

      it('has a hex chain ID equal to the decimal one', () => {
        expect(network.chainIdHex).toBe(`0x${network.chainId.toString(16)}`);
      });

      it('uses https URLs only', () => {
        for (const url of [network.rpcUrl, network.relayUrl, network.explorerUrl, network.preimagesUrl]) {
          expect(new URL(url).protocol).toBe('https:');
        }
      });

      it.runIf(sheet !== null)('states only values that appear in the fact sheet', () => {
        for (const [field, value] of Object.entries(want)) {
          expect(sheet, `${network.id}.${field}`).toContain(String(value));
        }
      });
    });
  }

  it('has exactly Mainnet and Shadownet, and no retired Ghostnet values', () => {
    expect(networkList.map((n) => n.id)).toEqual(['mainnet', 'shadownet']);
    const all = JSON.stringify(networkList);
    expect(all).not.toMatch(/ghostnet|128123/i);
  });

  it('genesis dates are the sheet dates', () => {
    expect(mainnet.genesisDate).toBe('2024-05-02');
    expect(shadownet.genesisDate).toBe('2025-08-28');
  });

  it('builds explorer and rollup links', () => {
    expect(explorerAddressUrl(shadownet, '0xff00000000000000000000000000000000000001')).toBe(
      'https://shadownet.explorer.etherlink.com/address/0xff00000000000000000000000000000000000001',
    );
    expect(rollupUrl(mainnet)).toBe('https://tzkt.io/sr1Ghq66tYK9y3r8CC1Tf8i8m5nxh8nTvZEf');
    expect(rollupUrl(shadownet)).toBe('https://shadownet.tzkt.io/sr19fMYrr5C4qqvQqQrDSjtP31GcrWjodzvg');
  });

  it('lists the precompiles with valid, unique addresses, modexp at 0x…05', () => {
    const all = [...etherlinkPrecompiles, ...ethereumPrecompiles];
    for (const p of all) expect(isAddress(p.address), p.name).toBe(true);
    expect(new Set(all.map((p) => p.address)).size).toBe(all.length);
    expect(ethereumPrecompiles.find((p) => p.name === 'modexp')?.address).toBe('0x0000000000000000000000000000000000000005');
    expect(ethereumPrecompiles.find((p) => p.name === 'secp256r1')?.address).toBe('0x0000000000000000000000000000000000000100');
    expect(ethereumPrecompiles).toHaveLength(18);
    expect(etherlinkPrecompiles.map((p) => p.address)).toEqual([
      '0x0000000000000000000000000000000000000000',
      '0xff00000000000000000000000000000000000001',
      '0xff00000000000000000000000000000000000002',
    ]);
  });

  it('states the public RPC limits of the sheet', () => {
    expect(publicRpcLimits).toEqual({requestsPerMinute: 1000, getLogsMaxBlockRange: 500, getLogsMaxResults: 5000});
  });
});
