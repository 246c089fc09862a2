import {describe, it, expect} from 'vitest';
import {
  endpoints,
  endpointsInGroup,
  endpointStatuses,
  endpointStatusLabels,
  endpointGroups,
  rpcParameters,
  type EndpointStatus,
} from '../../src/data/endpoints';
import {filterEndpoints, resultSummary} from '../../src/components/EndpointTable/filter';

const JSON_RPC_NAME = /^(debug|engine|eth|net|web3|txpool)_[a-z][A-Za-z0-9]*$/;
const ETHERS_CALL = /^(provider|signer)\.[a-z][A-Za-z]+$/;

const countBy = (group: Parameters<typeof endpointsInGroup>[0]) =>
  endpointsInGroup(group).reduce<Partial<Record<EndpointStatus, number>>>((acc, e) => {
    acc[e.status] = (acc[e.status] ?? 0) + 1;
    return acc;
  }, {});

describe('endpoint data', () => {
  it('lists every method exactly once', () => {
    const names = endpoints.map((e) => e.method);
    const duplicates = names.filter((name, i) => names.indexOf(name) !== i);
    expect(duplicates).toEqual([]);
  });

  it('uses only statuses and groups from the closed sets', () => {
    for (const e of endpoints) {
      expect(endpointStatuses).toContain(e.status);
      expect(endpointGroups).toContain(e.group);
      expect(endpointStatusLabels[e.status]).toBeTruthy();
    }
  });

  it('names JSON-RPC methods like JSON-RPC methods and ethers calls like ethers calls', () => {
    for (const e of endpoints) {
      expect(e.method, e.method).toMatch(e.group === 'ethers' ? ETHERS_CALL : JSON_RPC_NAME);
    }
  });

  it('keeps the standard table complete: 34 supported, 40 unsupported', () => {
    expect(endpointsInGroup('ethereum')).toHaveLength(74);
    expect(countBy('ethereum')).toEqual({supported: 34, unsupported: 40});
  });

  it('keeps the standard table in alphabetical order', () => {
    const names = endpointsInGroup('ethereum').map((e) => e.method);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('has the Geth, additional and ethers.js rows', () => {
    expect(countBy('geth')).toEqual({partial: 3});
    // Both decode the same tracer_kind in the node (callTracer and structLogger): one status, one note.
    const [call, transaction] = ['debug_traceCall', 'debug_traceTransaction'].map((m) => endpoints.find((e) => e.method === m)!);
    expect([transaction.status, transaction.note]).toEqual([call.status, call.note]);
    expect(endpointsInGroup('additional').map((e) => e.method)).toEqual(['eth_sendRawTransactionSync']);
    expect(countBy('ethers')).toEqual({supported: 5});
  });

  it('marks the methods the pages rely on correctly', () => {
    const status = (m: string) => endpoints.find((e) => e.method === m)?.status;
    expect(status('eth_sendRawTransaction')).toBe('supported');
    expect(status('eth_sendTransaction')).toBe('unsupported');
    expect(status('eth_newFilter')).toBe('unsupported');
    expect(status('eth_subscribe')).toBe('supported');
    expect(status('eth_unsubscribe')).toBe('supported');
    expect(status('eth_getLogs')).toBe('supported');
  });

  it("says of eth_call and eth_sendRawTransactionSync what the node's encodings take", () => {
    const note = (m: string) => endpoints.find((e) => e.method === m)?.note ?? '';
    // The longest parameter list ends with the state override set; no list has block overrides.
    expect(rpcParameters.ethCallForms.at(-1)).toMatch(/block param and state override$/);
    expect(rpcParameters.ethCallForms.filter((form) => /block override/i.test(form))).toEqual([]);
    expect(note('eth_call')).toMatch(/takes Geth's state override set after the block parameter, but not Geth's block overrides/);
    // With no block parameter the method waits for a block; "pending" is the Instant Confirmations mode.
    expect(rpcParameters.sendRawTransactionSyncDefaultBlock).toBe('Latest');
    expect(note('eth_sendRawTransactionSync')).toMatch(/^EIP-7966: answers with the receipt once a block includes the transaction\. With "pending"/);
  });

  it('links notes only to site paths or https URLs, and ethers calls to their docs', () => {
    for (const e of endpoints) {
      if (e.link) expect(e.link.href).toMatch(/^(\/building-on-etherlink\/[a-z-]+(#[a-z0-9-]+)?|https:\/\/)/);
      if (e.group === 'ethers') expect(e.docsUrl).toMatch(/^https:\/\/docs\.ethers\.org\/v6\/api\/providers\/#/);
    }
  });
});

describe('filterEndpoints', () => {
  const standard = endpointsInGroup('ethereum');

  it('returns the whole list for an empty query', () => {
    expect(filterEndpoints(standard, '')).toHaveLength(standard.length);
    expect(filterEndpoints(standard, '   ')).toHaveLength(standard.length);
  });

  it('matches method names ignoring case and separators', () => {
    const expected = ['eth_getBalance'];
    expect(filterEndpoints(standard, 'getbalance').map((e) => e.method)).toEqual(expected);
    expect(filterEndpoints(standard, 'GET_BALANCE').map((e) => e.method)).toEqual(expected);
    expect(filterEndpoints(standard, 'get balance').map((e) => e.method)).toEqual(expected);
  });

  it('searches the notes too', () => {
    expect(filterEndpoints(standard, 'websocket').map((e) => e.method)).toEqual(['eth_subscribe', 'eth_unsubscribe']);
  });

  it('filters by status', () => {
    const unsupported = filterEndpoints(standard, 'engine', 'unsupported');
    expect(unsupported.length).toBeGreaterThan(0);
    expect(unsupported.every((e) => e.status === 'unsupported' && e.method.startsWith('engine_'))).toBe(true);
    expect(filterEndpoints(standard, 'engine', 'supported')).toEqual([]);
  });

  it('summarises the result for screen readers', () => {
    expect(resultSummary(73, 73)).toBe('Showing all 73 methods.');
    expect(resultSummary(2, 73)).toBe('Showing 2 of 73 methods.');
    expect(resultSummary(0, 73)).toMatch(/^No method matches/);
  });
});
