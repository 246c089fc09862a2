import {describe, it, expect} from 'vitest';
import {mainnet, shadownet} from '../../src/data/networks';
import {walletErrorCode, walletErrorDetail, walletErrorKind} from '../../src/wallet/errors';
import {addNetworkToWallet, type Eip1193Provider} from '../../src/wallet/addNetwork';
import {addNetworkMessage} from '../../src/wallet/messages';

const rpcError = (code: number | string, message = 'wallet error') => Object.assign(new Error(message), {code});

describe('walletErrorKind', () => {
  it('maps EIP-1193 4001 to a rejection', () => {
    expect(walletErrorKind(rpcError(4001, 'User rejected the request.'))).toBe('rejected');
  });

  it('maps -32002 to a request that is already pending', () => {
    expect(walletErrorKind(rpcError(-32002))).toBe('pending');
  });

  it.each([4100, 4200, -32601])('maps %s to a wallet that cannot add networks', (code) => {
    expect(walletErrorKind(rpcError(code))).toBe('unsupported');
  });

  it('finds codes that wallets nest in data.originalError, cause or data', () => {
    expect(walletErrorKind({message: 'x', data: {originalError: {code: 4001}}})).toBe('rejected');
    expect(walletErrorKind({message: 'x', cause: {code: -32002}})).toBe('pending');
    expect(walletErrorKind({message: 'x', data: {code: '4001'}})).toBe('rejected');
  });

  it('prefers the outer code when both the wrapper and the original error have one', () => {
    expect(walletErrorKind({code: -32603, data: {originalError: {code: 4001}}})).toBe('unknown');
  });

  it('returns unknown for anything else', () => {
    for (const value of [rpcError(-32603), new Error('boom'), 'text', null, undefined, 42, {code: 'abc'}]) {
      expect(walletErrorKind(value)).toBe('unknown');
    }
  });

  it('stops at cyclic or deep wrappers', () => {
    const cyclic: Record<string, unknown> = {message: 'loop'};
    cyclic.cause = cyclic;
    expect(walletErrorCode(cyclic)).toBeUndefined();
  });
});

describe('walletErrorDetail', () => {
  it('keeps a trimmed, bounded message', () => {
    expect(walletErrorDetail(new Error('  nope  '))).toBe('nope');
    expect(walletErrorDetail({message: 'x'.repeat(500)})).toHaveLength(200);
    expect(walletErrorDetail('plain string')).toBeUndefined();
    expect(walletErrorDetail(new Error('   '))).toBeUndefined();
  });
});

function fakeWallet(fail?: {method: string; error: unknown}) {
  const calls: {method: string; params?: unknown}[] = [];
  const provider: Eip1193Provider = {
    async request(args) {
      calls.push(args);
      if (fail && fail.method === args.method) throw fail.error;
      return null;
    },
  };
  return {provider, calls};
}

describe('addNetworkToWallet', () => {
  it('reports a missing wallet without throwing', async () => {
    expect(await addNetworkToWallet(undefined, mainnet)).toEqual({kind: 'no-wallet'});
  });

  it('adds, then switches to, the network', async () => {
    const {provider, calls} = fakeWallet();
    expect(await addNetworkToWallet(provider, shadownet)).toEqual({kind: 'added'});
    expect(calls).toEqual([
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x1f34f',
            chainName: 'Etherlink Shadownet Testnet',
            nativeCurrency: {name: 'XTZ', symbol: 'XTZ', decimals: 18},
            rpcUrls: ['https://node.shadownet.etherlink.com'],
            blockExplorerUrls: ['https://shadownet.explorer.etherlink.com'],
          },
        ],
      },
      {method: 'wallet_switchEthereumChain', params: [{chainId: '0x1f34f'}]},
    ]);
  });

  it('stops after a rejected add request and does not ask to switch', async () => {
    const {provider, calls} = fakeWallet({method: 'wallet_addEthereumChain', error: rpcError(4001, 'User rejected')});
    expect(await addNetworkToWallet(provider, mainnet)).toEqual({kind: 'rejected', detail: 'User rejected'});
    expect(calls.map((c) => c.method)).toEqual(['wallet_addEthereumChain']);
  });

  it('reports a rejected switch as a rejection', async () => {
    const {provider} = fakeWallet({method: 'wallet_switchEthereumChain', error: rpcError(4001)});
    expect((await addNetworkToWallet(provider, mainnet)).kind).toBe('rejected');
  });

  it('reports a pending request', async () => {
    const {provider} = fakeWallet({method: 'wallet_addEthereumChain', error: rpcError(-32002)});
    expect((await addNetworkToWallet(provider, mainnet)).kind).toBe('pending');
  });
});

describe('addNetworkMessage', () => {
  it('confirms success politely, naming the network', () => {
    const message = addNetworkMessage({kind: 'added'}, shadownet);
    expect(message.role).toBe('status');
    expect(message.text).toContain('Etherlink Shadownet Testnet');
    expect(message.help).toBeUndefined();
  });

  it('points a reader without a wallet to the wallet list', () => {
    expect(addNetworkMessage({kind: 'no-wallet'}, mainnet)).toMatchObject({role: 'alert', help: 'wallet-list'});
    expect(addNetworkMessage({kind: 'no-wallet'}, mainnet).text).toMatch(/no browser wallet/i);
  });

  it('explains a rejection and a pending request as alerts', () => {
    expect(addNetworkMessage({kind: 'rejected'}, mainnet)).toMatchObject({role: 'alert'});
    expect(addNetworkMessage({kind: 'rejected'}, mainnet).text).toMatch(/rejected/);
    expect(addNetworkMessage({kind: 'pending'}, mainnet).text).toMatch(/already has a request/);
  });

  it('offers manual setup for unsupported wallets and unknown errors', () => {
    expect(addNetworkMessage({kind: 'unsupported'}, mainnet).help).toBe('manual-setup');
    const unknown = addNetworkMessage({kind: 'unknown', detail: 'Internal JSON-RPC error'}, mainnet);
    expect(unknown).toMatchObject({role: 'alert', help: 'manual-setup'});
    expect(unknown.text).toContain('Internal JSON-RPC error');
  });
});
