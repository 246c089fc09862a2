/**
 * The one place where the site states Etherlink network parameters.
 * Pages (via NetworkTable / CopyValue), the wallet buttons, the security-headers
 * check and the tests all read these values. tests/unit/networks.test.ts holds the
 * published values (chain IDs, RPC URLs, genesis dates), so a typo fails before a reader adds a
 * wrong network to a wallet.
 */

export type NetworkId = 'mainnet' | 'shadownet';

export interface Network {
  id: NetworkId;
  /** Name that wallets and explorers show. */
  name: string;
  /** Short name used in prose ("Mainnet", "Shadownet"). */
  shortName: string;
  testnet: boolean;
  chainId: number;
  /** Chain ID in the 0x-prefixed lower-case hex form that EIP-3085 expects. */
  chainIdHex: `0x${string}`;
  evmVersion: string;
  currency: { name: string; symbol: string; decimals: number };
  rpcUrl: string;
  relayUrl: string;
  explorerUrl: string;
  faucetUrl?: string;
  governanceUrl?: string;
  /** Tezos layer-1 network the rollup runs on. */
  layer1: { name: string; about?: string; tzktUrl: string; faucetUrl?: string };
  rollupAddress: string;
  rollupSnapshotsUrl: string;
  evmNodeSnapshotsUrl: string;
  preimagesUrl: string;
  /** ISO date (UTC) of the network's genesis block. */
  genesisDate: string;
  derivationPath: string;
  /** Whether a public WebSocket endpoint exists. */
  publicWebSocket: boolean;
}

export const mainnet: Network = {
  id: 'mainnet',
  name: 'Etherlink Mainnet',
  shortName: 'Mainnet',
  testnet: false,
  chainId: 42793,
  chainIdHex: '0xa729',
  evmVersion: 'Osaka',
  currency: { name: 'XTZ', symbol: 'XTZ', decimals: 18 },
  rpcUrl: 'https://node.mainnet.etherlink.com',
  relayUrl: 'https://relay.mainnet.etherlink.com',
  explorerUrl: 'https://explorer.etherlink.com',
  governanceUrl: 'https://governance.etherlink.com',
  layer1: { name: 'Tezos Mainnet', tzktUrl: 'https://tzkt.io' },
  rollupAddress: 'sr1Ghq66tYK9y3r8CC1Tf8i8m5nxh8nTvZEf',
  rollupSnapshotsUrl: 'https://snapshots.tzinit.org/etherlink-mainnet/',
  evmNodeSnapshotsUrl: 'https://snapshotter-sandbox.nomadic-labs.eu/etherlink-mainnet/',
  preimagesUrl: 'https://snapshots.tzinit.org/etherlink-mainnet/wasm_2_0_0',
  genesisDate: '2024-05-02',
  derivationPath: "m/44'/60'/0'/0",
  publicWebSocket: false,
};

export const shadownet: Network = {
  id: 'shadownet',
  name: 'Etherlink Shadownet Testnet',
  shortName: 'Shadownet',
  testnet: true,
  chainId: 127823,
  chainIdHex: '0x1f34f',
  evmVersion: 'Osaka',
  currency: { name: 'XTZ', symbol: 'XTZ', decimals: 18 },
  rpcUrl: 'https://node.shadownet.etherlink.com',
  relayUrl: 'https://relay.shadownet.etherlink.com',
  explorerUrl: 'https://shadownet.explorer.etherlink.com',
  faucetUrl: 'https://shadownet.faucet.etherlink.com',
  layer1: {
    name: 'Tezos Shadownet',
    about: 'https://teztnets.com/shadownet-about',
    tzktUrl: 'https://shadownet.tzkt.io',
    faucetUrl: 'https://faucet.shadownet.teztnets.com',
  },
  rollupAddress: 'sr19fMYrr5C4qqvQqQrDSjtP31GcrWjodzvg',
  rollupSnapshotsUrl: 'https://snapshots.tzinit.org/etherlink-shadownet',
  // This link is the bare host (no network path), unlike Mainnet's.
  evmNodeSnapshotsUrl: 'https://snapshotter-sandbox.nomadic-labs.eu',
  preimagesUrl: 'https://snapshots.tzinit.org/etherlink-shadownet/wasm_2_0_0',
  genesisDate: '2025-08-28',
  derivationPath: "m/44'/60'/0'/0",
  publicWebSocket: false,
};

export const networks: Record<NetworkId, Network> = { mainnet, shadownet };

/**
 * TzKT's public JSON API for each network's Tezos layer 1 (same service as `layer1.tzktUrl`,
 * API host). governance.ts and `npm run check:chain` read the layer-1 contracts through it.
 */
export const tzktApiUrls: Record<NetworkId, string> = {
  mainnet: 'https://api.tzkt.io',
  shadownet: 'https://api.shadownet.tzkt.io',
};
export const networkList: readonly Network[] = [mainnet, shadownet];

/** Public RPC limits (from /tools/node-providers). */
export const publicRpcLimits = {
  requestsPerMinute: 1000,
  getLogsMaxBlockRange: 500,
  getLogsMaxResults: 5000,
} as const;

/** Etherlink status page (current and past incidents). */
export const statusPageUrl = 'https://status.etherlink.com';

/** Default gas price in wei (1 gwei); it rises when the network is busy. */
export const defaultGasPriceWei = 1_000_000_000n;

export function explorerAddressUrl(network: Network, address: string): string {
  return `${network.explorerUrl}/address/${address}`;
}

export function explorerTxUrl(network: Network, hash: string): string {
  return `${network.explorerUrl}/tx/${hash}`;
}

export function rollupUrl(network: Network): string {
  return `${network.layer1.tzktUrl}/${network.rollupAddress}`;
}

export interface Precompile {
  name: string;
  address: `0x${string}`;
  /** Site path that explains the contract, if any. */
  docPath?: string;
}

/** Sender of XTZ deposits (the sequencer's FA deposit transactions come from an address of their own). */
export const nullAddress = '0x0000000000000000000000000000000000000000';
/** Receives XTZ withdrawals (`withdraw_base58`, `fast_withdraw_base58`). */
export const xtzBridgePrecompile = '0xff00000000000000000000000000000000000001';
/** Queues FA deposits (`claim`) and starts FA withdrawals (`withdraw`). */
export const faBridgePrecompile = '0xff00000000000000000000000000000000000002';

/** Etherlink-specific system contracts; same address on every network. */
export const etherlinkPrecompiles: readonly Precompile[] = [
  { name: 'Null/system address', address: nullAddress },
  { name: 'XTZ bridging', address: xtzBridgePrecompile, docPath: '/bridging/bridging-tezos' },
  { name: 'FA bridging', address: faBridgePrecompile, docPath: '/bridging/bridging-fa' },
];

/** Standard Ethereum precompiles (https://www.evm.codes/precompiled). */
export const ethereumPrecompiles: readonly Precompile[] = [
  ['ecrecover', '01'],
  ['sha256', '02'],
  ['ripemd160', '03'],
  ['identity', '04'],
  // The old site showed 0x…04 for modexp in the testnet column; modexp is 0x…05 everywhere.
  ['modexp', '05'],
  ['ecadd', '06'],
  ['ecmul', '07'],
  ['ecpairing', '08'],
  ['blake2f', '09'],
  ['kzg_point_evaluation', '0a'],
  ['BLS12_G1ADD', '0b'],
  ['BLS12_G1MSM', '0c'],
  ['BLS12_G2ADD', '0d'],
  ['BLS12_G2MSM', '0e'],
  ['BLS12_PAIRING_CHECK', '0f'],
  ['BLS12_MAP_FP_TO_G1', '10'],
  ['BLS12_MAP_FP2_TO_G2', '11'],
  ['secp256r1', '100'],
].map(([name, suffix]) => ({
  name: name as string,
  address: `0x${(suffix as string).padStart(40, '0')}` as `0x${string}`,
}));
