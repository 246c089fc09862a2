/**
 * thirdweb chain options built from src/data/networks.ts. Only types come from
 * thirdweb here, so this module stays importable (and testable) without loading it.
 */
import type {ChainOptions} from 'thirdweb/chains';
import type {Network} from '../data/networks';

export function thirdwebChainOptions(network: Network): ChainOptions {
  return {
    id: network.chainId,
    name: network.name,
    rpc: network.rpcUrl,
    nativeCurrency: {...network.currency},
    blockExplorers: [{name: `${network.name} explorer`, url: network.explorerUrl}],
    ...(network.faucetUrl ? {faucets: [network.faucetUrl]} : {}),
    ...(network.testnet ? {testnet: true as const} : {}),
  };
}

/**
 * The wallets offered in the connect modal, by their thirdweb wallet ID: those that "Using your
 * wallet" lists as known to work, as far as thirdweb knows them (it has no Temple wallet).
 */
export const CONNECT_WALLET_IDS = [
  'io.metamask',
  'com.coinbase.wallet',
  'io.rabby',
  'com.trustwallet.app',
  'app.nightly',
  'io.altme',
] as const;

/** Brand colours for thirdweb's dark theme: the site's green with black text. */
export const CONNECT_THEME_COLORS = {
  primaryButtonBg: '#38FF9C',
  primaryButtonText: '#000000',
  accentButtonBg: '#38FF9C',
  accentButtonText: '#000000',
  accentText: '#38FF9C',
  modalBg: '#101010',
} as const;
