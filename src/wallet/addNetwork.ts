/**
 * Adds an Etherlink network to an injected browser wallet (EIP-3085) and selects it
 * (EIP-3326). Kept free of React so the whole flow can be tested with a fake provider.
 */
import type {Network} from '../data/networks';
import {addEthereumChainParameter, switchEthereumChainParameter} from './eip3085';
import {walletErrorDetail, walletErrorKind, type WalletErrorKind} from './errors';

/** The part of an EIP-1193 provider this flow uses. */
export interface Eip1193Provider {
  request(args: {method: string; params?: unknown[] | Record<string, unknown>}): Promise<unknown>;
}

export type AddNetworkOutcome =
  | {kind: 'added'}
  | {kind: 'no-wallet'}
  | {kind: WalletErrorKind; detail?: string};

/** The wallet the browser injected, if any (MetaMask, Rabby, Coinbase Wallet extension…); read on click. */
export function injectedProvider(): Eip1193Provider | undefined {
  const candidate = (window as {ethereum?: unknown}).ethereum;
  if (candidate && typeof (candidate as Eip1193Provider).request === 'function') {
    return candidate as Eip1193Provider;
  }
  return undefined;
}

export async function addNetworkToWallet(
  provider: Eip1193Provider | undefined,
  network: Network,
): Promise<AddNetworkOutcome> {
  if (!provider) return {kind: 'no-wallet'};
  try {
    // Adding a network the wallet already knows is harmless: wallets just confirm it.
    await provider.request({method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(network)]});
    // Some wallets switch on add and some do not; asking again makes the result the same everywhere.
    await provider.request({method: 'wallet_switchEthereumChain', params: [switchEthereumChainParameter(network)]});
    return {kind: 'added'};
  } catch (error) {
    return {kind: walletErrorKind(error), detail: walletErrorDetail(error)};
  }
}
