/**
 * Values that several pages of the Developing section (/building-on-etherlink/*) repeat:
 * example accounts, the delayed-inbox contracts and local node endpoints. Network parameters
 * live in networks.ts, and the node release each feature needs in versions.ts (one answer per
 * feature); tests/unit/developing.test.ts checks this file.
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

/** Node configuration flag that turns on the experimental Instant Confirmations features. */
export const instantConfirmationsConfigFlag = 'preconfirmation_stream_enabled';

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
