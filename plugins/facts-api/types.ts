/**
 * The facts API's shapes and file paths, shared by the build plugin (./facts.ts, ./schemas.ts) and
 * the MCP server (mcp/); it imports no data, so a reader of it loads no values.
 */
import type {Network, NetworkId} from '../../src/data/networks';
import type {GovernancePath} from '../../src/data/upgrades';

/** Folder of the API in the built site; a breaking change of shape gets a new folder. */
export const API_DIR = 'api/v1';

export type FactsFileName = 'networks' | 'contracts' | 'versions';

export const FACTS_FILES: readonly {name: FactsFileName; title: string; description: string}[] = [
  {
    name: 'networks',
    title: 'Networks',
    description: 'Mainnet and Shadownet parameters: chain ID, RPC and relay URLs, explorer, Smart Rollup address',
  },
  {
    name: 'contracts',
    title: 'Contracts',
    description: 'Addresses of precompiles, bridge, token, governance and oracle contracts on each network',
  },
  {
    name: 'versions',
    title: 'Versions',
    description: 'Etherlink kernel upgrades and the octez-evm-node and Octez releases to run',
  },
];

/** Site path of a facts file or of its schema: /api/v1/networks.json, /api/v1/networks.schema.json. */
export function factsPath(name: FactsFileName, kind: 'data' | 'schema' = 'data'): string {
  return `/${API_DIR}/${name}${kind === 'schema' ? '.schema' : ''}.json`;
}

/** What every document starts with. */
export interface FactsHeader {
  $schema: string;
  /** The origin of the documentation site that published the file. */
  site: string;
  /** ISO time of the build that wrote the file. */
  generatedAt: string;
}

export interface Documented {
  /** URL of the page that shows this entry's values. */
  page: string;
  /** Fields (dotted paths) that another page shows, with that page's URL. */
  fieldPages?: Record<string, string>;
}

export interface NetworkFacts extends Omit<Network, 'layer1'>, Documented {
  layer1: Network['layer1'];
}

export interface NetworksDocument extends FactsHeader {
  networks: NetworkFacts[];
}

export type ContractCategory = 'precompile' | 'bridge' | 'token' | 'governance' | 'oracle';

export interface ContractFacts extends Documented {
  /** Stable identifier, unique in the file: "usdc", "xtz-bridging", "pyth". */
  id: string;
  name: string;
  category: ContractCategory;
  /** Where the contract lives: on Etherlink (0x… addresses) or on Tezos layer 1 (KT1… addresses). */
  chain: 'etherlink' | 'tezos';
  /** Address per network; a missing network means the contract is not deployed there. */
  addresses: Partial<Record<NetworkId, string>>;
  symbol?: string;
  /** Oracle that publishes the feed. */
  provider?: string;
  /** Price pair of an oracle feed contract, "BASE/QUOTE". */
  pair?: string;
  /** Feed IDs that select a price in a contract that serves many feeds (Pyth). */
  feedIds?: {pair: string; id: string}[];
}

export interface ContractsDocument extends FactsHeader {
  contracts: ContractFacts[];
}

export interface KernelFacts extends Documented {
  version: string;
  name?: string;
  title: string;
  /** Mainnet activation day (YYYY-MM-DD), when published. */
  date?: string;
  activationBlock?: number;
  governance?: GovernancePath;
}

export interface VersionsDocument extends FactsHeader {
  /** Etherlink Mainnet kernel upgrades, newest first. */
  kernels: KernelFacts[];
  evmNode: Documented & {
    recommended: string;
    recommendedForKernel: string;
    requiredForKernel6: string;
    instantConfirmations: string;
    dockerImage: string;
    releasesUrl: string;
    /** Releases that kernel upgrades require or recommend, oldest first. */
    releases: (Documented & {version: string; date: string})[];
  };
  octez: Documented & {release: string; releasesUrl: string};
}

export interface FactsDocuments {
  networks: NetworksDocument;
  contracts: ContractsDocument;
  versions: VersionsDocument;
}

export interface BuildOptions {
  /** Site origin without a trailing slash, e.g. https://docs.etherlink.com */
  siteUrl: string;
  generatedAt: string;
}
