import {describe, it, expect} from 'vitest';
import {mainnet, shadownet} from '../../src/data/networks';
import {addEthereumChainParameter, switchEthereumChainParameter} from '../../src/wallet/eip3085';

describe('addEthereumChainParameter', () => {
  it('builds the EIP-3085 parameter for Etherlink Mainnet', () => {
    expect(addEthereumChainParameter(mainnet)).toEqual({
      chainId: '0xa729',
      chainName: 'Etherlink Mainnet',
      nativeCurrency: {name: 'XTZ', symbol: 'XTZ', decimals: 18},
      rpcUrls: ['https://node.mainnet.etherlink.com'],
      blockExplorerUrls: ['https://explorer.etherlink.com'],
    });
  });

  it('builds the EIP-3085 parameter for Etherlink Shadownet Testnet', () => {
    expect(addEthereumChainParameter(shadownet)).toEqual({
      chainId: '0x1f34f',
      chainName: 'Etherlink Shadownet Testnet',
      nativeCurrency: {name: 'XTZ', symbol: 'XTZ', decimals: 18},
      rpcUrls: ['https://node.shadownet.etherlink.com'],
      blockExplorerUrls: ['https://shadownet.explorer.etherlink.com'],
    });
  });

  it('encodes the chain ID as lower-case hex without leading zeros', () => {
    for (const network of [mainnet, shadownet]) {
      const {chainId} = addEthereumChainParameter(network);
      expect(chainId).toMatch(/^0x[1-9a-f][0-9a-f]*$/);
      expect(Number.parseInt(chainId, 16)).toBe(network.chainId);
    }
  });

  it('returns fresh arrays, so callers cannot change the shared network data', () => {
    const parameter = addEthereumChainParameter(mainnet);
    parameter.rpcUrls.push('https://example.org');
    parameter.nativeCurrency.decimals = 0;
    expect(addEthereumChainParameter(mainnet).rpcUrls).toEqual(['https://node.mainnet.etherlink.com']);
    expect(mainnet.currency.decimals).toBe(18);
  });
});

describe('switchEthereumChainParameter', () => {
  it('carries only the hex chain ID', () => {
    expect(switchEthereumChainParameter(mainnet)).toEqual({chainId: '0xa729'});
    expect(switchEthereumChainParameter(shadownet)).toEqual({chainId: '0x1f34f'});
  });
});
