/**
 * Third-party tools and partners of the Tools section, each written once here and rendered by
 * <ToolList category="…" />; tests/unit/tools-data.test.ts checks the shape.
 */
import {mainnet, shadownet, type NetworkId} from './networks';
import {redstoneFeedExplorerUrl} from './oracles';

/**
 * The Tools pages, in sidebar order. The slug is the page file name and route segment.
 * Each maps to its page title (also its sidebar label).
 */
export const toolCategoryTitles = {
  exchanges: 'Exchanges',
  onramps: 'On-ramps/off-ramps',
  'node-providers': 'Node providers',
  'price-feeds': 'Price feeds',
  vrf: 'Verifiable random functions',
  'data-indexers': 'Data indexers',
  'cross-chain-comms': 'Cross chain communication',
  'game-development': 'Game development',
  'developer-experience': 'Developer experience',
  institutions: 'Institutional tools',
  communication: 'Communication tools',
};

export type ToolCategory = keyof typeof toolCategoryTitles;

export const toolCategories = Object.keys(toolCategoryTitles) as ToolCategory[];

export interface ToolLink {
  label: string;
  url: string;
}

export interface Tool {
  name: string;
  /** Pages that list the tool; a tool appears on several pages only where the sources list it there. */
  categories: readonly ToolCategory[];
  /** Short type label shown on the card, e.g. "Centralized exchange". */
  kind: string;
  /** One line in our own words, at most 160 characters. */
  description: string;
  /** Main https address of the tool or partner. */
  url: string;
  /**
   * Etherlink networks the provider is documented to support. Empty means the sources
   * do not say; that is not a claim that a network is unsupported.
   */
  networks: readonly NetworkId[];
  docsUrl?: string;
  /** Further https links (guides, starter projects, address lists). */
  links?: readonly ToolLink[];
}

/** Kinds used to split the exchanges page into two lists. */
export const CEX = 'Centralized exchange';
export const DEX = 'Decentralized exchange';

export const tools: readonly Tool[] = [
  // Exchanges. Network support is implied by the Etherlink links, but the sources state none.
  {
    name: 'AscendEx',
    categories: ['exchanges'],
    kind: CEX,
    description: 'Custodial exchange where you trade XTZ against other cryptocurrencies and fiat money.',
    url: 'https://ascendex.com',
    networks: [],
  },
  {
    name: 'Gate',
    categories: ['exchanges'],
    kind: CEX,
    description: 'Custodial exchange with XTZ markets against other cryptocurrencies and fiat money.',
    url: 'https://www.gate.com/',
    networks: [],
  },
  {
    name: 'MEXC',
    categories: ['exchanges'],
    kind: CEX,
    description: 'Custodial exchange that lists XTZ against other cryptocurrencies and fiat money.',
    url: 'https://www.mexc.com/',
    networks: [],
  },
  {
    name: 'Curve Finance',
    categories: ['exchanges'],
    kind: DEX,
    description: 'Automated market maker with liquidity pools deployed on Etherlink; the link opens its Etherlink pool list.',
    url: 'https://www.curve.finance/dex/etherlink/pools/',
    networks: [],
  },
  {
    name: 'Hanji',
    categories: ['exchanges'],
    kind: DEX,
    description: 'Decentralized exchange where you swap XTZ for other crypto assets from your own wallet.',
    url: 'https://hanji.io/',
    networks: [],
  },
  {
    name: 'Oku Trade',
    categories: ['exchanges'],
    kind: DEX,
    description: 'Swap interface; the link opens it with Etherlink already chosen as the source chain.',
    url: 'https://oku.trade/swap?inputChain=etherlink&utm_source=etherlink&utm_medium=ecosystem',
    networks: [],
  },
  {
    name: 'IguanaDEX',
    categories: ['exchanges'],
    kind: DEX,
    description: 'Decentralized exchange for token swaps; the link opens it with the Etherlink chain selected.',
    url: 'https://www.iguanadex.com/?chain=etherlink',
    networks: [],
  },

  // On-ramps and off-ramps.
  {
    name: 'Transak',
    categories: ['onramps'],
    kind: 'Fiat on-ramp and off-ramp',
    description: 'Service you embed in an app so users can buy Etherlink tokens with fiat money and sell them back.',
    url: 'https://transak.com',
    networks: [],
  },

  // Commercial RPC providers. The public Etherlink RPC endpoints live in networks.ts.
  {
    name: 'Ankr',
    categories: ['node-providers'],
    kind: 'RPC provider',
    description: 'Hosted Etherlink RPC access with free and paid plans, for apps that outgrow the public endpoint.',
    url: 'https://www.ankr.com/web3-api/chains-list/etherlink/',
    networks: [],
  },
  {
    name: 'BlockPI',
    categories: ['node-providers'],
    kind: 'RPC provider',
    description: 'RPC network that serves Etherlink requests, with a free tier and paid plans for higher limits.',
    url: 'https://blockpi.io/chain/etherlink',
    networks: [],
  },
  {
    name: 'Chainstack',
    categories: ['node-providers'],
    kind: 'RPC provider',
    description: 'Managed node platform offering Etherlink endpoints on free and paid plans.',
    url: 'https://chainstack.com/build-better-with-etherlink/',
    networks: [],
  },
  {
    name: 'Spectrum',
    categories: ['node-providers'],
    kind: 'RPC provider',
    description: 'Commercial RPC node service that includes Etherlink among its supported chains.',
    url: 'https://spectrumnodes.com/',
    networks: [],
  },
  {
    name: 'Zeeve',
    categories: ['node-providers'],
    kind: 'RPC provider and node deployment',
    description: 'Sells Etherlink RPC access and also deploys dedicated Etherlink nodes for projects that need their own.',
    url: 'https://www.zeeve.io/blockchain-protocols/deploy-etherlink-node/',
    networks: [],
  },

  // Oracles. Contract addresses and feed IDs live in oracles.ts.
  {
    name: 'Pyth',
    categories: ['price-feeds'],
    kind: 'Pull-based oracle',
    description: 'Oracle network with more than 400 price feeds on Etherlink; prices are pulled on-chain when needed.',
    url: 'https://pyth.network/',
    networks: ['mainnet', 'shadownet'],
    docsUrl: 'https://docs.pyth.network/price-feeds/core/use-real-time-data/pull-integration/evm',
    links: [{label: 'Price feed IDs', url: 'https://docs.pyth.network/price-feeds/core/price-feeds/price-feed-ids'}],
  },
  {
    name: 'RedStone',
    categories: ['price-feeds'],
    kind: 'Push-based oracle',
    description: 'Oracle that pushes prices to feed contracts with a Chainlink-style aggregator interface.',
    url: 'https://redstone.finance/',
    networks: ['mainnet', 'shadownet'],
    docsUrl: 'https://docs.redstone.finance/docs/introduction',
    links: [
      {label: 'Etherlink feeds', url: redstoneFeedExplorerUrl},
      {label: 'Multi-asset example', url: 'https://github.com/etherlinkcom/infra-instruments/tree/main'},
    ],
  },
  {
    name: 'Acelon',
    categories: ['price-feeds'],
    kind: 'Staking token price feed',
    description: 'Publishes the price of stXTZ, a Tezos staking pool token, in XTZ; available on Mainnet only.',
    url: 'https://acelon.io',
    // Mainnet only: the testnet proxy was withdrawn with Ghostnet and none exists on Shadownet.
    networks: ['mainnet'],
  },

  // Randomness.
  {
    name: 'Pyth Entropy',
    categories: ['vrf'],
    kind: 'Verifiable randomness',
    description: 'Service that lets your contract request secure random numbers on-chain and receive them in a callback.',
    url: 'https://docs.pyth.network/entropy',
    networks: ['mainnet'],
    links: [{label: 'First Entropy app', url: 'https://docs.pyth.network/entropy/create-your-first-entropy-app'}],
  },

  // Explorers and indexers.
  {
    name: 'Etherlink block explorer',
    categories: ['data-indexers'],
    kind: 'Block explorer',
    description: 'Public explorers for Mainnet and Shadownet, built on an indexer: look up blocks, transactions and addresses.',
    url: mainnet.explorerUrl,
    networks: ['mainnet', 'shadownet'],
    links: [{label: 'Shadownet explorer', url: shadownet.explorerUrl}],
  },
  {
    name: 'The Graph',
    categories: ['data-indexers'],
    kind: 'Indexing protocol',
    description: 'Indexes contract events into subgraphs that your app queries with GraphQL.',
    url: 'https://thegraph.com/',
    networks: [],
  },
  {
    name: 'Subsquid',
    categories: ['data-indexers'],
    kind: 'Decentralized data network',
    description: 'SDK and data network for extracting, transforming and querying on-chain and off-chain data in batches.',
    url: 'https://subsquid.io/',
    networks: [],
    docsUrl: 'https://docs.subsquid.io/sdk/how-to-start/',
  },
  {
    name: 'DipDup',
    categories: ['data-indexers'],
    kind: 'Indexer framework',
    description: 'Framework for writing your own indexer, with a documented Etherlink configuration.',
    url: 'https://dipdup.io',
    networks: [],
    docsUrl: 'https://dipdup.io/docs/supported-networks/etherlink',
  },
  {
    name: 'Subquery',
    categories: ['data-indexers'],
    kind: 'Open-source indexer',
    description: 'Open-source, multi-chain indexer; a starter project for Etherlink Mainnet gives you a working base.',
    url: 'https://www.subquery.network/indexer',
    // Only a Mainnet starter exists; the Ghostnet starter is obsolete and no Shadownet one is published.
    networks: ['mainnet'],
    links: [
      {
        label: 'Mainnet starter project',
        url: 'https://github.com/subquery/ethereum-subql-starter/tree/main/Etherlink%20Mainnet/etherlink-mainnet-etherlink-starter',
      },
    ],
  },
  {
    name: 'Goldsky',
    categories: ['data-indexers'],
    kind: 'Hosted indexing and streaming',
    description: 'Hosted subgraphs that cope with reorgs and RPC failures, plus Mirror to stream chain data into your database.',
    url: 'https://goldsky.com/',
    networks: [],
    docsUrl: 'https://docs.goldsky.com',
    links: [
      {label: 'Subgraphs', url: 'https://docs.goldsky.com/subgraphs/introduction'},
      {label: 'Mirror', url: 'https://docs.goldsky.com/mirror/introduction'},
    ],
  },

  // Cross-chain communication and automation.
  {
    name: 'LayerZero',
    categories: ['cross-chain-comms'],
    kind: 'Messaging protocol',
    description: 'Interoperability protocol for sending messages between chains and building omnichain apps and tokens.',
    url: 'https://layerzero.network/',
    networks: [],
    docsUrl: 'https://docs.layerzero.network/v2/developers/evm/getting-started',
    links: [
      {
        label: 'Endpoint addresses',
        url: 'https://docs.layerzero.network/v2/developers/evm/technical-reference/deployed-contracts',
      },
    ],
  },
  {
    name: 'Gelato Web3 Functions',
    categories: ['cross-chain-comms', 'developer-experience'],
    kind: 'Automation',
    description: 'Runs transactions on Etherlink contracts in response to events, schedules or conditions on the same or another chain.',
    url: 'https://app.gelato.cloud',
    // Gelato's own text names "Etherlink Testnet" from the Ghostnet era; only Mainnet is confirmed today.
    networks: ['mainnet'],
    docsUrl: 'https://docs.gelato.cloud/Web3-Functions/Introduction/Overview',
  },

  // Game development.
  {
    name: 'Tezos Unity SDK',
    categories: ['game-development'],
    kind: 'Unity SDK',
    description: 'Unity SDK that, from version 4.0.0, connects games to Etherlink wallets and contracts.',
    url: 'https://docs.tezos.com/unity',
    networks: [],
  },
  {
    name: 'Sequence',
    categories: ['game-development'],
    kind: 'Web3 game platform',
    description: 'Full-stack platform for web3 games: SDKs for Unity, Unreal and mobile, wallets, payments and marketplaces.',
    url: 'https://sequence.xyz',
    networks: ['mainnet', 'shadownet'],
  },

  // General developer tooling.
  {
    name: 'Thirdweb',
    categories: ['developer-experience'],
    kind: 'dApp SDKs',
    description: 'Suite of SDKs and tools that simplifies building EVM dApps, with a video tutorial series.',
    url: 'https://thirdweb.com/',
    networks: [],
    links: [
      {
        label: 'Video tutorials',
        url: 'https://www.youtube.com/watch?v=0DQqtxoMw1E&list=PLhkjr9MPgk0w9CE9HWKUwUfxfxLZQfRnx',
      },
    ],
  },
  {
    name: 'Etherlink Safe',
    categories: ['developer-experience'],
    kind: 'Multisig wallet',
    description: 'Etherlink deployment of Safe{Wallet}: accounts that need several owners to sign before a transaction runs.',
    url: 'https://safe.etherlink.com',
    networks: [],
    links: [{label: 'Safe{Wallet} source', url: 'https://github.com/safe-global/safe-wallet-web'}],
  },

  // Institutions.
  {
    name: 'Fireblocks',
    categories: ['institutions'],
    kind: 'Institutional digital-asset platform',
    description: 'Platform for treasury operations, wallet management, asset tokenization and on-chain payments.',
    url: 'https://www.fireblocks.com/',
    networks: [],
    links: [{label: 'Services and pricing', url: 'https://www.fireblocks.com/pricing/'}],
  },

  // Communication.
  {
    name: 't:connect',
    categories: ['communication'],
    kind: 'Telegram Mini App SDK',
    description: 'SDK that links Telegram Mini Apps to Etherlink, Tezos and user wallets.',
    url: 'https://t-connect.gitbook.io',
    networks: [],
  },
];

/** The tool with this exact name; throws so that a typo in a page fails the build. */
export function getTool(name: string): Tool {
  const tool = tools.find((t) => t.name === name);
  if (!tool) throw new Error(`Unknown tool "${name}" (see src/data/tools.ts)`);
  return tool;
}

/** URL of one of a tool's extra links, by label; throws if it does not exist. */
export function toolLink(name: string, label: string): string {
  const link = getTool(name).links?.find((l) => l.label === label);
  if (!link) throw new Error(`Tool "${name}" has no link labelled "${label}"`);
  return link.url;
}

/** Documentation URL of a tool; throws if it has none. */
export function toolDocs(name: string): string {
  const url = getTool(name).docsUrl;
  if (!url) throw new Error(`Tool "${name}" has no documentation URL`);
  return url;
}
