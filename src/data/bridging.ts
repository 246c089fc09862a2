/**
 * Bridging facts: bridge apps, contract addresses, token addresses and timings.
 * The Bridging pages render these through CopyValue and BridgingTables; the
 * format of every address is checked in tests/unit/bridging-data.test.ts.
 * Network-wide values (rollup addresses, explorers, precompiles) stay in networks.ts, the
 * layer-1 block time in timing.ts and the Etherlink token addresses in tokens.ts.
 */
import {faBridgePrecompile, mainnet, nullAddress, xtzBridgePrecompile, type Network, type NetworkId} from './networks';
import {michelsonSources, octezSource} from './source';
import {layer1BlockTimeSeconds} from './timing';
import {tokenContracts, type EvmAddress} from './tokens';

// Timings. One place, so every page states the same numbers.

export const bridgeTiming = {
  /** Smart Rollup refutation period on Tezos layer 1, in days. */
  refutationPeriodDays: 14,
  /** Typical end-to-end time of a standard withdrawal (refutation + cementing + execution), in days. */
  standardWithdrawalDays: 15,
  /** Typical time for a fast withdrawal (XTZ only), in minutes. */
  fastWithdrawalMinutes: 1,
  /** An unclaimed fast-withdrawal request expires after this many days. */
  fastWithdrawalExpiryDays: 1,
  /** Tezos layer-1 block time in seconds (from timing.ts). */
  layer1BlockSeconds: layer1BlockTimeSeconds,
} as const;

/**
 * How long an outbox message (a withdrawal's last step) can be executed after its commitment is
 * cemented. `levels` is the protocol's `max_active_outbox_levels`: a message stays executable while
 * its level is within that many levels of the last cemented commitment's (`validate_outbox_level`).
 * Mainnet keeps the value set for two weeks of 8-second blocks: moving to 6-second blocks, Tallinn's
 * migration scaled the refutation period in blocks but kept this one
 * (`update_sc_rollup_parameter_with_block_time`, constants_parametric_repr.ml), so the window is
 * shorter than the refutation period. The Mainnet default at the Octez tag states it the same way.
 */
const outboxLevels = 151_200;
export const outboxWindow = {
  levels: outboxLevels,
  /** At the layer-1 block time, in days to one decimal. */
  days: Math.round(((outboxLevels * layer1BlockTimeSeconds) / 86_400) * 10) / 10,
} as const;

export {faBridgePrecompile, nullAddress, xtzBridgePrecompile};

/** Where each kind of deposit's event comes from, and whether it needs a claim. */
export const depositEvents = {
  /** Anchor of the one section that explains this, on /bridging/bridging-tezos. */
  docPath: '/bridging/bridging-tezos#deposit-events-and-claims',
  xtz: {
    /** XTZ deposits are credited by the sequencer's deposit transaction: nobody claims them. */
    needsClaim: false,
    /** Kernel that moved the event; its changelog marks the change as breaking. */
    changedInKernel: '6.2',
    emitterBefore: nullAddress,
    emitterSince: xtzBridgePrecompile,
    /**
     * The event's signature in the kernel source (etherlink/kernel_farfadet_r6_su/kernel/src/bridge.rs at
     * octez-evm-node-v0.64), where the kernels that the EVM node runs for Mainnet's 6.2 to 6.6 still emit
     * it from the null address; its topic 0 is the Keccak-256 hash of this signature.
     */
    signature: 'Deposit(uint256,address,uint256,uint256)',
    /** `DEPOSIT_EVENT_TOPIC` in the same file, as hex. */
    topic0: '0xd36a2f67d06d285786f61a32b052b9ace6b0b7abef5177b54358abdc83a0b69b',
  },
  fa: {
    needsClaim: true,
    /** Since Farfadet the event comes from the FA precompile and topic 0 matches this signature. */
    sinceKernel: '6.0',
    emitter: faBridgePrecompile,
    signature: 'QueuedDeposit(uint256,address,uint256,address,uint256,uint256,uint256)',
    topic0: '0xb02d79c5657e344e23d91529b954c3087c60a974d598939583904a4f0b959614',
  },
} as const;

// Bridge apps and explorers

export interface BridgeApp {
  id: 'tezos' | 'evm';
  name: string;
  moves: string;
  /** Guide on this site. */
  docPath: string;
  urls: Record<NetworkId, string>;
}

/** Native bridges, built by the Etherlink developers. Ghostnet URLs are retired and not listed. */
export const bridgeApps: readonly BridgeApp[] = [
  {
    id: 'tezos',
    name: 'Tezos bridge',
    moves: 'XTZ and approved FA tokens between Tezos layer 1 and Etherlink',
    docPath: '/bridging/bridging-tezos',
    urls: {
      mainnet: 'https://bridge.etherlink.com/tezos',
      shadownet: 'https://shadownet.bridge.etherlink.com/tezos',
    },
  },
  {
    id: 'evm',
    name: 'EVM bridge',
    moves: 'Tokens between other EVM networks and their wrapped versions on Etherlink',
    docPath: '/bridging/bridging-evm',
    urls: {
      mainnet: 'https://bridge.etherlink.com/evm',
      shadownet: 'https://shadownet.bridge.etherlink.com/evm',
    },
  },
];

/** The entry of `list` with this id; throws so that a typo in a page fails the build. */
function byId<T extends {id: string}>(list: readonly T[], id: T['id'], what: string): T {
  const entry = list.find((e) => e.id === id);
  if (!entry) throw new Error(`bridging: unknown ${what} "${id}"`);
  return entry;
}

export const bridgeApp = (id: BridgeApp['id']): BridgeApp => byId(bridgeApps, id, 'bridge app');

/** Lists bridging transactions between Tezos Mainnet and Etherlink Mainnet only. */
export const bridgeExplorerUrl = 'https://bridge.explorer.etherlink.com';

export interface ThirdPartyBridge {
  name: string;
  url: string;
  description: string;
}

export const thirdPartyBridges: readonly ThirdPartyBridge[] = [
  {
    name: 'Stargate',
    url: 'https://stargate.finance/bridge?dstChain=etherlink',
    description: 'Cross-chain transfers built on LayerZero, with Etherlink as a destination.',
  },
];

// XTZ bridge: layer-1 contracts

export interface TezosContract {
  id: string;
  name: string;
  role: string;
  sourceUrl: string;
  addresses: Record<NetworkId, string>;
}

export const xtzBridgeContracts: readonly TezosContract[] = [
  {
    id: 'helper',
    name: 'Bridge (helper) contract',
    role: 'Takes deposits and forwards the tickets to the rollup for you',
    sourceUrl: 'https://gitlab.com/tezos/tezos/-/blob/master/etherlink/tezos_contracts/evm_bridge.mligo',
    addresses: {
      mainnet: 'KT1Wj8SUGmnEPFqyahHAcjcNQwe6YGhEXJb5',
      shadownet: 'KT19aBsSWvWtvEkbiqReJnD8UzQMWcD8SHUD',
    },
  },
  {
    id: 'exchanger',
    name: 'Exchanger contract',
    role: 'Holds the bridged tez and issues and burns the XTZ tickets',
    sourceUrl: 'https://gitlab.com/tezos/tezos/-/blob/master/etherlink/tezos_contracts/exchanger.mligo',
    addresses: {
      mainnet: 'KT1CeFqjJRJPNVvhvznQrWfHad2jCiDZ6Lyj',
      shadownet: 'KT1JYZsawXmeArts18nn4uT79tUJc4AGTYgc',
    },
  },
];

export const xtzBridgeContract = (id: 'helper' | 'exchanger'): TezosContract => byId(xtzBridgeContracts, id, 'XTZ bridge contract');

/** The XTZ bridge helper's `deposit`: the Smart Rollup address, then the Etherlink receiver (the snippet check types `--arg` with it). */
export const xtzHelperEntrypoints = {deposit: 'pair (address %evm_address) (bytes %l2_address)'} as const;

/** The helper's compiled code in tezos/tezos-mirror, at the `octez-evm-node` tag. */
export const bridgingSources = michelsonSources('xtzHelperEntrypoints', xtzHelperEntrypoints, 'etherlink/tezos_contracts/evm_bridge.tz');

/** The outbox window in the source of Tallinn, the protocol active on Mainnet (versions.ts activeProtocol), at the Octez tag. */
export const outboxSources = {
  'outboxWindow.levels': octezSource('src/proto_024_PtTALLiN/lib_parameters/default_parameters.ml', 'int max_active_outbox_levels'),
};

/** Page of a layer-1 address (account, contract or rollup) on the network's TzKT explorer. */
export function tzktAddressUrl(network: Network, address: string): string {
  return `${network.layer1.tzktUrl}/${address}`;
}

// EVM bridge (LayerZero wrapped asset bridge)

export type EvmChainId = 'etherlink' | 'ethereum' | 'arbitrum' | 'base' | 'optimism' | 'bnb' | 'avalanche';

export interface EvmChain {
  id: EvmChainId;
  name: string;
  explorerName: string;
  /** Prefix that an address is appended to. */
  explorerAddressPrefix: string;
}

/** Etherlink first, then the six networks that the EVM bridge connects to it, in tab order. */
export const evmBridgeChains: readonly EvmChain[] = [
  {id: 'etherlink', name: 'Etherlink', explorerName: 'Etherlink explorer', explorerAddressPrefix: `${mainnet.explorerUrl}/address/`},
  {id: 'ethereum', name: 'Ethereum', explorerName: 'Etherscan', explorerAddressPrefix: 'https://etherscan.io/address/'},
  {id: 'arbitrum', name: 'Arbitrum One', explorerName: 'Arbiscan', explorerAddressPrefix: 'https://arbiscan.io/address/'},
  {id: 'base', name: 'Base', explorerName: 'BaseScan', explorerAddressPrefix: 'https://basescan.org/address/'},
  {id: 'optimism', name: 'Optimism', explorerName: 'Optimism Etherscan', explorerAddressPrefix: 'https://optimistic.etherscan.io/address/'},
  {id: 'bnb', name: 'BNB Chain', explorerName: 'BscScan', explorerAddressPrefix: 'https://bscscan.com/address/'},
  {id: 'avalanche', name: 'Avalanche C-Chain', explorerName: 'Avascan', explorerAddressPrefix: 'https://avascan.info/blockchain/c/address/'},
];

export const evmChain = (id: EvmChainId): EvmChain => byId(evmBridgeChains, id, 'EVM chain');

export function evmExplorerAddressUrl(chainId: EvmChainId, address: string): string {
  return `${evmChain(chainId).explorerAddressPrefix}${address}`;
}

/** Tokens that the EVM bridge moves, in the order the pages list them. */
export const evmBridgeSymbols = ['USDC', 'USDT', 'WBTC', 'WETH', 'WBNB', 'WAVAX', 'SHIB'] as const;

export type EvmBridgeSymbol = (typeof evmBridgeSymbols)[number];

export interface TokenAddress {
  symbol: EvmBridgeSymbol;
  address: EvmAddress;
}

/** The token's entry in tokens.ts, which holds the Etherlink addresses and names. */
function etherlinkToken(symbol: EvmBridgeSymbol) {
  const token = tokenContracts.find((t) => t.symbol === symbol);
  if (!token?.mainnet) throw new Error(`bridging: tokens.ts has no Etherlink Mainnet address for ${symbol}`);
  return {...token, mainnet: token.mainnet};
}

export function evmBridgeTokenName(symbol: EvmBridgeSymbol): string {
  return etherlinkToken(symbol).name;
}

/**
 * Token addresses per chain. The EVM bridge moves these; Etherlink holds the wrapped versions
 * (their addresses come from tokens.ts). BNB Chain addresses were published in lower case;
 * they are stored here in their EIP-55 form.
 */
export const evmBridgeTokens: Record<EvmChainId, readonly TokenAddress[]> = {
  etherlink: evmBridgeSymbols.map((symbol) => ({symbol, address: etherlinkToken(symbol).mainnet})),
  ethereum: [
    {symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'},
    {symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7'},
    {symbol: 'WBTC', address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599'},
    {symbol: 'WETH', address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'},
    {symbol: 'SHIB', address: '0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE'},
  ],
  arbitrum: [
    {symbol: 'USDC', address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'},
    {symbol: 'USDT', address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9'},
    {symbol: 'WBTC', address: '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f'},
    {symbol: 'WETH', address: '0x82aF49447D8a07e3bd95BD0d56f35241523fBab1'},
  ],
  base: [
    {symbol: 'USDC', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'},
    {symbol: 'WETH', address: '0x4200000000000000000000000000000000000006'},
  ],
  optimism: [
    {symbol: 'USDC', address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85'},
    {symbol: 'USDT', address: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58'},
    {symbol: 'WETH', address: '0x4200000000000000000000000000000000000006'},
  ],
  bnb: [
    {symbol: 'USDC', address: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d'},
    {symbol: 'USDT', address: '0x55d398326f99059fF775485246999027B3197955'},
    {symbol: 'WBNB', address: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c'},
  ],
  avalanche: [
    {symbol: 'USDC', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E'},
    {symbol: 'USDT', address: '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7'},
    {symbol: 'WAVAX', address: '0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7'},
  ],
};

/**
 * The wrapped asset bridge contract has the same Mainnet address on Etherlink and on
 * all six connected networks. No testnet deployment is published (the Ghostnet one is retired).
 */
export const wrappedAssetBridgeAddress: EvmAddress = '0x1f8E735f424B7A49A885571A2fA104E8C13C26c7';

/** Most XTZ that "Gas on destination" can add to a transfer into Etherlink. */
export const gasOnDestinationMaxXtz = 0.1;

export interface LayerZeroContract {
  name: string;
  addresses: Record<NetworkId, EvmAddress>;
}

/**
 * LayerZero V2 endpoint contracts on Etherlink, for OFT developers.
 * Lower-case addresses from the source are stored in their EIP-55 form.
 */
export const layerZeroContracts: readonly LayerZeroContract[] = [
  {
    name: 'endpointV2',
    addresses: {mainnet: '0xAaB5A48CFC03Efa9cC34A2C1aAcCCB84b4b770e4', shadownet: '0x3aCAAf60502791D199a5a5F0B173D78229eBFe32'},
  },
  {
    name: 'sendUln302',
    addresses: {mainnet: '0xc1B621b18187F74c8F6D52a6F709Dd2780C09821', shadownet: '0x45841dd1ca50265Da7614fC43A361e526c0e6160'},
  },
  {
    name: 'receiveUln302',
    addresses: {mainnet: '0x377530cdA84DFb2673bF4d145DCF0C4D7fdcB5b6', shadownet: '0xd682ECF100f6F4284138AA925348633B0611Ae21'},
  },
  {
    name: 'blockedMessageLib',
    addresses: {mainnet: '0x3ADB8D9c040faE1fbAC9B579799cD4cA8c768f8A', shadownet: '0xa229B65CC2191BF60bc24eFcDa3487D7b5C0C9f0'},
  },
  {
    name: 'executor',
    addresses: {mainnet: '0xa20DB4Ffe74A31D17fc24BD32a7DD7555441058e', shadownet: '0x701f3927871EfcEa1235dB722f9E608aE120d243'},
  },
];

export const evmBridgeLinks = {
  layerZero: 'https://layerzero.network/',
  layerZeroDocs: 'https://docs.layerzero.network/',
  layerZeroScan: 'https://layerzeroscan.com/',
  layerZeroAudits: 'https://github.com/LayerZero-Labs/LayerZero/tree/main/audit',
  layerZeroDeployments: 'https://docs.layerzero.network/v2/deployments/deployed-contracts?chains=etherlink',
  oftApi: 'https://docs.layerzero.network/v2/tools/api/oft',
  oftQuickstart: 'https://docs.layerzero.network/v2/developers/evm/oft/quickstart',
  wrappedAssetBridgeSource: 'https://github.com/LayerZero-Labs/wrapped-asset-bridge',
  layerZeroDiscord: 'https://discord.gg/ktbvm8Nkcr',
  etherlinkDiscord: 'https://discord.com/invite/etherlink',
  walkthroughVideo: 'https://www.loom.com/share/6a1bb548a5c7439fafdb328b4785adca',
} as const;

// FA token bridge (TZIP-029)

export const faBridgeLinks = {
  tzip029:
    'https://gitlab.com/baking-bad/tzip/-/blob/wip/029-etherlink-token-bridge/drafts/current/draft-etherlink-token-bridge/etherlink-token-bridge.md',
  bridgeTooling: 'https://github.com/baking-bad/etherlink-bridge',
  listingForm: 'https://tt-tezos.typeform.com/to/qHTs7IUD',
  coinMarketCap: 'https://coinmarketcap.com/',
} as const;

/** Background reading on Tezos that several Bridging pages link to. */
export const tezosLinks = {
  tokenStandards: 'https://docs.tezos.com/architecture/tokens#token-standards',
  tickets: 'https://docs.tezos.com/smart-contracts/data-types/complex-data-types#tickets',
  xtzOnCoinMarketCap: 'https://coinmarketcap.com/currencies/tezos/',
} as const;

/** What the listing form asks for, in order. */
export const faListingFields: readonly string[] = [
  'Address of the FA token contract on Tezos layer 1',
  'Address of the ticketer contract on Tezos layer 1',
  'Address of the token bridge helper contract on Tezos layer 1',
  'Address of the ERC-20 proxy contract on Etherlink',
  'CoinMarketCap URL of the token',
  'Token name',
  'Ticker symbol',
  'Number of decimals',
  'Token icon',
  "Token creator's Twitter user name",
  'Contact email address',
];

export interface ExampleTransaction {
  description: string;
  hash: `0x${string}`;
}

/** Real FA deposit on Etherlink Mainnet, shown as examples. */
export const faExampleTransactions: readonly ExampleTransaction[] = [
  {
    description: 'Sequencer transaction that queues an FA deposit',
    hash: '0x5a06fe64e880d6d1f53c243477cd5656204712f1543b607340996ad246158669',
  },
  {
    description: 'Claim transaction that completes the deposit',
    hash: '0xe017665cd7bfdef375a863114ac9f7ed2538da4d8584b0f1e0aa71ce96342aee',
  },
];
