import {describe, it, expect} from 'vitest';
import {getAddress} from 'viem';
import {
  bifrostActivationBlock,
  delayedInboxContracts,
  exampleAccounts,
  localNode,
} from '../../src/data/developing';

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

  it('serves WebSockets on the RPC port under /ws', () => {
    expect(new URL(localNode.wsUrl).pathname).toBe('/ws');
    expect(new URL(localNode.wsUrl).port).toBe(new URL(localNode.httpUrl).port);
  });

  it('has positive Bifröst activation blocks', () => {
    for (const block of Object.values(bifrostActivationBlock)) expect(Number.isInteger(block) && block > 0).toBe(true);
  });
});
