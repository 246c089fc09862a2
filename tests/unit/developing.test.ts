import {describe, it, expect} from 'vitest';
import {getAddress} from 'viem';
import {
  bifrostActivationBlock,
  delayedInboxContracts,
  evmNodeFeatureVersions,
  exampleAccounts,
  localNode,
} from '../../src/data/developing';

/** Compares "0.28" and "0.52" style versions numerically (not as strings). */
function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

describe('developing data', () => {
  it('uses checksummed example accounts', () => {
    for (const address of Object.values(exampleAccounts)) expect(getAddress(address)).toBe(address);
    expect(exampleAccounts.sender).not.toBe(exampleAccounts.recipient);
  });

  it('has well-formed, distinct KT1 delayed-inbox contracts', () => {
    const base58 = /^KT1[1-9A-HJ-NP-Za-km-z]{33}$/;
    expect(delayedInboxContracts.mainnet).toMatch(base58);
    expect(delayedInboxContracts.shadownet).toMatch(base58);
    expect(delayedInboxContracts.mainnet).not.toBe(delayedInboxContracts.shadownet);
  });

  it('lists feature versions as major.minor numbers in the order features arrived', () => {
    const v = evmNodeFeatureVersions;
    for (const version of Object.values(v)) expect(version).toMatch(/^\d+\.\d+$/);
    expect(compareVersions(v.gasPriceSafetyMargin, v.webSockets)).toBeLessThan(0);
    expect(compareVersions(v.webSockets, v.instantConfirmationEvents)).toBeLessThan(0);
    expect(compareVersions(v.instantConfirmationEvents, v.sendRawTransactionSync)).toBeLessThan(0);
  });

  it('compares versions numerically', () => {
    expect(compareVersions('0.9', '0.28')).toBeLessThan(0);
    expect(compareVersions('0.52', '0.52')).toBe(0);
  });

  it('serves WebSockets on the RPC port under /ws', () => {
    expect(new URL(localNode.wsUrl).pathname).toBe('/ws');
    expect(new URL(localNode.wsUrl).port).toBe(new URL(localNode.httpUrl).port);
  });

  it('has positive Bifröst activation blocks', () => {
    for (const block of Object.values(bifrostActivationBlock)) expect(Number.isInteger(block) && block > 0).toBe(true);
  });
});
