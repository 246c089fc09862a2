/**
 * Oracle contract addresses and feed IDs on Etherlink (/tools/price-feeds).
 * Written once here and rendered by <FeedAddresses />. Code samples on the page
 * repeat some values literally so they can be copied; tests/unit/tools-data.test.ts
 * checks every address in docs/tools against this file.
 */
import {mainnet, shadownet, type NetworkId} from './networks';
import type {EvmAddress} from './tokens';

export interface Feed {
  /** Pair as "BASE/QUOTE", e.g. "XTZ/USD". */
  pair: string;
  /** Feed contract per network. A missing network means the feed is not deployed there. */
  addresses: Partial<Record<NetworkId, EvmAddress>>;
}

/**
 * Pyth: one contract holds every feed; a bytes32 ID selects the feed.
 * The same contract address serves Mainnet and Shadownet.
 */
export const pyth = {
  contract: {
    mainnet: '0x2880aB155794e7179c9eE2e38200202908C17B43',
    shadownet: '0x2880aB155794e7179c9eE2e38200202908C17B43',
  } satisfies Record<NetworkId, EvmAddress>,
  feedIds: [
    {pair: 'XTZ/USD', id: '0x0affd4b8ad136a21d79bc82450a325ee12ff55a235abc242666e423b8bcffd03'},
  ] as const satisfies readonly {pair: string; id: `0x${string}`}[],
  /** Pyth's Shadownet prices are served but do not move. */
  shadownetPricesStatic: true,
} as const;

/**
 * Pyth Entropy, verifiable randomness (/tools/vrf). Of the live Etherlink networks, Pyth's
 * contract list has Mainnet only: its other entry is the retired Ghostnet testnet, and it has no Shadownet entry.
 */
export const pythEntropy = {
  contract: {mainnet: '0x23f0e8FAeE7bbb405E7A7C3d60138FCfd43d7509'} satisfies Partial<Record<NetworkId, EvmAddress>>,
  addressesUrl: 'https://docs.pyth.network/entropy/chainlist',
  /** The SDK version that examples/snippets/vrf compiles against (package.json pins it). */
  sdkVersion: '2.2.1',
  /** The oldest Node.js that the SDK's package accepts (its `engines`), so the oldest the page asks for. */
  nodeMinimum: '22.14',
} as const;

/**
 * RedStone: one aggregator-style contract per feed and network.
 * (An older page reused the Mainnet XTZ/USD address for the testnet and labelled Pyth's
 * feed ID as RedStone's; these are the per-network addresses.)
 */
export const redstoneFeeds: readonly Feed[] = [
  {
    pair: 'XTZ/USD',
    addresses: {
      mainnet: '0xe92c00BC72dD12e26E61212c04E8D93aa09624F2',
      shadownet: '0xb9D0073aCb296719C26a8BF156e4b599174fe1d5',
    },
  },
  {
    pair: 'URANIUM/USD',
    addresses: {
      mainnet: '0xb81131B6368b3F0a83af09dB4E39Ac23DA96C2Db',
      shadownet: '0xED2B1ca5D7E246f615c2291De309643D41FeC97e',
    },
  },
];

/** Acelon: stXTZ priced in XTZ, Mainnet only (no Shadownet proxy is published). */
export const acelonFeeds: readonly Feed[] = [
  {
    pair: 'stXTZ/XTZ',
    addresses: {mainnet: '0x4Bf5C46Ee59a1110c2a242715f9c3b548A14ee02'},
  },
];

/** npm package Acelon publishes as an alternative to reading the proxy directly. */
export const acelonSdkPackage = '@acelon/acelon-sdk';

/**
 * RedStone's feed explorer filtered to Etherlink. Built from the chain IDs so that it lists
 * the current networks only.
 */
export const redstoneFeedExplorerUrl = `https://app.redstone.finance/app/feeds/?networks=${shadownet.chainId},${mainnet.chainId}`;
