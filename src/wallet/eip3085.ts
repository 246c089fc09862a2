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

/** Wallets compare chain IDs as strings, so the hex must be lower case without leading zeros. */
function toHexChainId(chainId: number): `0x${string}` {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new RangeError(`Invalid chain ID: ${chainId}`);
  }
  return `0x${chainId.toString(16)}`;
}

export function addEthereumChainParameter(network: Network): AddEthereumChainParameter {
  const chainId = toHexChainId(network.chainId);
  // networks.ts states both forms; refuse to send a request if they ever disagree.
  if (network.chainIdHex.toLowerCase() !== chainId) {
    throw new Error(`${network.name}: chainIdHex ${network.chainIdHex} does not match chain ID ${network.chainId}`);
  }
  return {
    chainId,
    chainName: network.name,
    nativeCurrency: {...network.currency},
    rpcUrls: [network.rpcUrl],
    blockExplorerUrls: [network.explorerUrl],
  };
}

/** The parameter of `wallet_switchEthereumChain` (EIP-3326). */
export function switchEthereumChainParameter(network: Network): {chainId: `0x${string}`} {
  return {chainId: toHexChainId(network.chainId)};
}
