/**
 * The shape of src/data/networks.ts: consistent IDs, https URLs, valid addresses. Whether its values
 * are what the networks answer is `npm run check:chain`'s job (chain IDs, code at each address).
 */
import {describe, it, expect} from 'vitest';
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

describe('network data', () => {
  for (const network of [mainnet, shadownet]) {
    describe(network.name, () => {
      it('pays gas in XTZ with 18 decimals', () => {
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
