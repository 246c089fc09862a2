import {describe, it, expect} from 'vitest';
import {getAddress, isAddress} from 'viem';
import {tokenContracts, wxtzAddress, wxtzOftDeployments, wxtz} from '../../src/data/tokens';

/** 0x + 40 hex digits; if mixed case, it must be the EIP-55 checksum form. */
function expectValidAddress(address: string) {
  expect(address, address).toMatch(/^0x[0-9a-fA-F]{40}$/);
  expect(isAddress(address, {strict: false}), address).toBe(true);
  const body = address.slice(2);
  const mixedCase = body !== body.toLowerCase() && body !== body.toUpperCase();
  if (mixedCase) expect(getAddress(address), `checksum of ${address}`).toBe(address);
}

describe('token contracts', () => {
  it('has valid, checksummed addresses', () => {
    for (const token of tokenContracts) {
      if (token.mainnet) expectValidAddress(token.mainnet);
      if (token.shadownet) expectValidAddress(token.shadownet);
    }
  });

  it('rejects a broken checksum (the check can fail)', () => {
    const broken = wxtzAddress.replace('B', 'b');
    expect(getAddress(broken)).not.toBe(broken);
  });

  it('lists every token on at least one network, once', () => {
    const symbols = tokenContracts.map((t) => t.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
    for (const token of tokenContracts) expect(token.mainnet ?? token.shadownet).toBeDefined();
  });

  it('gives each token a different address on a given network', () => {
    for (const network of ['mainnet', 'shadownet'] as const) {
      const addresses = tokenContracts.flatMap((t) => (t[network] ? [t[network]!.toLowerCase()] : []));
      expect(new Set(addresses).size).toBe(addresses.length);
    }
  });

  it('uses the same WXTZ address on Mainnet and Shadownet', () => {
    const wxtzRow = tokenContracts.find((t) => t.symbol === 'WXTZ');
    expect(wxtzRow?.mainnet).toBe(wxtzAddress);
    expect(wxtzRow?.shadownet).toBe(wxtzAddress);
  });
});

describe('WXTZ OFT deployments', () => {
  it('has valid addresses and explorer links that point at them', () => {
    for (const d of wxtzOftDeployments) {
      expectValidAddress(d.address);
      expect(d.explorerUrl).toMatch(/^https:\/\/[a-z.]+\/address\/0x[0-9a-fA-F]{40}$/);
      expect(d.explorerUrl.endsWith(d.address)).toBe(true);
    }
  });

  it('starts with Etherlink, at the WXTZ address', () => {
    expect(wxtzOftDeployments[0]).toMatchObject({chain: 'Etherlink', address: wxtzAddress});
  });

  it('documents a two-day setPeer timelock and https sources', () => {
    expect(wxtz.setPeerTimelockDays).toBe(2);
    for (const url of [wxtz.sourceUrl, wxtz.auditor.url, wxtz.auditReportUrl]) expect(url).toMatch(/^https:\/\//);
  });
});
