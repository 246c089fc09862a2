/**
 * Values that several pages of the Developing section (/building-on-etherlink/*) repeat:
 * example accounts, the delayed-inbox contracts, local node endpoints and the EVM node
 * versions that individual features need. Network parameters live in networks.ts and
 * general node versions in versions.ts; tests/unit/developing.test.ts checks this file.
 */

import type {NetworkId} from './networks';
import type {EvmAddress} from './tokens';

/** Accounts the examples use. They are public example addresses, never funded by the docs. */
export const exampleAccounts: {sender: EvmAddress; recipient: EvmAddress} = {
  sender: '0x45Ff91b4bF16aC9907CF4A11436f9Ce61BE0650d',
  recipient: '0x46899d4FA5Ba90E3ef3B7aE8aae053C662c1Ca1d',
};

/**
 * Tezos layer-1 contracts that accept signed Etherlink transactions for forced inclusion
 * (the "delayed inbox"); the tez each call must carry is `delayedBridgeDepositTez` in
 * timing.ts. These are the contracts that the docs currently name; Mainnet's differs from the
 * one in its genesis installer configuration (kernelInstaller.ts).
 */
export const delayedInboxContracts: Record<NetworkId, string> = {
  mainnet: 'KT1Vocor3bL5ZSgsYH9ztt42LNhqFK64soR4',
  shadownet: 'KT18tqoSSpiMy6sizSMx9kQCe29EQfGq9wWv',
};

/** Where a local `octez-evm-node` listens by default (RPC port 8545). */
export const localNode = {
  httpUrl: 'http://localhost:8545',
  wsUrl: 'ws://127.0.0.1:8545/ws',
} as const;

/**
 * Oldest `octez-evm-node` release with each feature. Kept per feature because each page
 * states the requirement of the feature it explains; versions.ts holds the release to run.
 */
export const evmNodeFeatureVersions = {
  /** `eth_gasPrice` adds a safety margin to the current price. */
  gasPriceSafetyMargin: '0.25',
  /** WebSocket endpoint (`--ws`) and `eth_subscribe`. */
  webSockets: '0.28',
  /** `tez_newIncludedTransactions` and `tez_newPreconfirmedReceipts` subscriptions. */
  instantConfirmationEvents: '0.49',
  /** `eth_sendRawTransactionSync`; also needs the Etherlink 6.0 kernel. */
  sendRawTransactionSync: '0.52',
} as const;

/** Node configuration flag that turns on the experimental Instant Confirmations features. */
export const instantConfirmationsConfigFlag = 'preconfirmation_stream_enabled';

/** Kernel upgrade that Instant Confirmations need. */
export const instantConfirmationsKernel = '6.0';

/** The sequencer runs in a data center in Tokyo; nodes close to it get confirmations fastest. */
export const sequencerLocation = 'Tokyo, Japan';

/**
 * First block with the Bifröst upgrade on each network. `debug_traceBlockByNumber` with the
 * callTracer returns results only for blocks from this one on.
 */
export const bifrostActivationBlock: Record<NetworkId, number> = {
  mainnet: 4_162_673,
  shadownet: 1,
};

/** XTZ that `octez-evm-node run sandbox --fund <ADDRESS>` gives each funded address. */
export const sandboxFundXtz = 10_000;
