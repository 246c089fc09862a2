/**
 * EIP-3085 (wallet_addEthereumChain) parameters built from src/data/networks.ts,
 * so the add-network button never states a network value of its own.
 */
import type {Network} from '../data/networks';

/** The single object that `wallet_addEthereumChain` takes in its params array (EIP-3085). */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`;
  chainName: string;
  nativeCurrency: {name: string; symbol: string; decimals: number};
  rpcUrls: string[];
  blockExplorerUrls: string[];
}

/** Wallets compare chain IDs as strings: networks.ts writes them lower case without leading zeros (tests/unit/networks.test.ts). */
export function addEthereumChainParameter(network: Network): AddEthereumChainParameter {
  return {
    chainId: network.chainIdHex,
    chainName: network.name,
    nativeCurrency: {...network.currency},
    rpcUrls: [network.rpcUrl],
    blockExplorerUrls: [network.explorerUrl],
  };
}

/** The parameter of `wallet_switchEthereumChain` (EIP-3326). */
export function switchEthereumChainParameter(network: Network): {chainId: `0x${string}`} {
  return {chainId: network.chainIdHex};
}
