/**
 * The facts API documents (/api/v1/networks.json, contracts.json, versions.json), built from src/data:
 * no value is stated here, and every entry names the page that shows it (`page`, or `fieldPages`
 * per field). ./schemas.ts describes the shapes; tests/after-build/facts-api.test.ts checks them.
 */
import {etherlinkPrecompiles, ethereumPrecompiles, networkList, type Network, type NetworkId} from '../../src/data/networks';
import {
  layerZeroContracts,
  wrappedAssetBridgeAddress,
  xtzBridgeContracts,
} from '../../src/data/bridging';
import {governanceProcesses, votingKeysContract} from '../../src/data/governance';
import {acelonFeeds, pyth, redstoneFeeds, type Feed} from '../../src/data/oracles';
import {tokenContracts} from '../../src/data/tokens';
import {delayedInboxContracts} from '../../src/data/developing';
import {kernelUpgrades, evmNodeReleases, upgradeAnchor} from '../../src/data/upgrades';
import {evmNode, evmNodeDockerImage, octezRelease, octezReleasesUrl} from '../../src/data/versions';
import {
  factsPath,
  type BuildOptions,
  type ContractFacts,
  type FactsDocuments,
  type FactsFileName,
  type FactsHeader,
  type NetworkFacts,
  type VersionsDocument,
} from './types';

/** "Null/system address" → "null-system-address" */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The same address on every network, as precompiles have: {mainnet: a, shadownet: a}. */
function everyNetwork(address: string): Record<NetworkId, string> {
  return Object.fromEntries(networkList.map((n) => [n.id, address])) as Record<NetworkId, string>;
}

/** The pages that show the values, as site paths with anchors. */
const PAGES = {
  networkInformation: '/get-started/network-information',
  testnetTokens: '/get-started/getting-testnet-tokens',
  etherlinkPrecompiles: '/get-started/network-information#etherlink-specific-precompiles',
  ethereumPrecompiles: '/get-started/network-information#standard-ethereum-precompiles',
  xtzBridge: '/bridging/bridging-tezos',
  evmBridge: '/bridging/bridging-evm',
  layerZero: '/bridging/bridging-evm#layerzero-contracts-for-ofts',
  delayedInbox: '/building-on-etherlink/transactions',
  tokens: '/building-on-etherlink/tokens',
  governance: '/governance/overview#governance-contract-addresses',
  pyth: '/tools/price-feeds#pyth',
  redstone: '/tools/price-feeds#redstone',
  acelon: '/tools/price-feeds#acelon',
  upgrades: '/progress/upgrades',
  changelogs: '/progress/changelogs',
  evmNodes: '/network/evm-nodes',
  rollupNodes: '/network/smart-rollup-nodes',
} as const;

/** The heading anchor NetworkTable's section has on the network page ("Etherlink Mainnet" → #etherlink-mainnet). */
function networkPage(network: Network): string {
  return `${PAGES.networkInformation}#${slug(network.name)}`;
}

/** Site path (with anchor) → absolute URL on the published site. */
type Url = (path: string) => string;

function networkFacts(network: Network, url: Url): NetworkFacts {
  const {layer1, ...rest} = network;
  return {
    ...rest,
    layer1: {...layer1},
    page: url(networkPage(network)),
    // The network table has no row for the layer-1 faucet; the testnet tokens page gives it.
    ...(layer1.faucetUrl ? {fieldPages: {'layer1.faucetUrl': url(PAGES.testnetTokens)}} : {}),
  };
}

function contractList(url: Url): ContractFacts[] {
  type Category = ContractFacts['category'];
  type Chain = ContractFacts['chain'];
  const entry = (id: string, name: string, category: Category, chain: Chain, addresses: ContractFacts['addresses'], page: string, more: Partial<ContractFacts> = {}): ContractFacts =>
    ({id, name, category, chain, addresses: {...addresses}, page: url(page), ...more});
  const feeds = (provider: 'RedStone' | 'Acelon', list: readonly Feed[], page: string) =>
    list.map((f) => entry(slug(`${provider} ${f.pair}`), `${provider} ${f.pair} feed`, 'oracle', 'etherlink', f.addresses, page, {provider, pair: f.pair}));
  // Each id is unique (./facts.test.ts).
  return [
    ...etherlinkPrecompiles.map((p) => entry(slug(p.name), p.name, 'precompile', 'etherlink', everyNetwork(p.address), PAGES.etherlinkPrecompiles)),
    ...ethereumPrecompiles.map((p) => entry(slug(p.name), p.name, 'precompile', 'etherlink', everyNetwork(p.address), PAGES.ethereumPrecompiles)),
    ...xtzBridgeContracts.map((c) => entry(`xtz-bridge-${c.id}`, `XTZ bridge: ${c.name}`, 'bridge', 'tezos', c.addresses, PAGES.xtzBridge)),
    entry('wrapped-asset-bridge', 'EVM bridge: wrapped asset bridge (LayerZero)', 'bridge', 'etherlink', {mainnet: wrappedAssetBridgeAddress}, PAGES.evmBridge),
    ...layerZeroContracts.map((c) => entry(slug(`layerzero ${c.name}`), `LayerZero ${c.name}`, 'bridge', 'etherlink', c.addresses, PAGES.layerZero)),
    entry('delayed-inbox', 'Delayed inbox (forced inclusion)', 'bridge', 'tezos', delayedInboxContracts, PAGES.delayedInbox),
    ...tokenContracts.map((t) =>
      entry(slug(t.symbol), t.name, 'token', 'etherlink', {...(t.mainnet ? {mainnet: t.mainnet} : {}), ...(t.shadownet ? {shadownet: t.shadownet} : {})}, PAGES.tokens, {symbol: t.symbol}),
    ),
    ...governanceProcesses.map((p) => entry(`governance-${p.id}`, `${p.name} contract`, 'governance', 'tezos', {mainnet: p.contract}, PAGES.governance)),
    entry('governance-voting-keys', 'Voting keys contract', 'governance', 'tezos', {mainnet: votingKeysContract}, PAGES.governance),
    entry('pyth', 'Pyth price feeds', 'oracle', 'etherlink', pyth.contract, PAGES.pyth, {provider: 'Pyth', feedIds: pyth.feedIds.map((f) => ({pair: f.pair, id: f.id}))}),
    ...feeds('RedStone', redstoneFeeds, PAGES.redstone),
    ...feeds('Acelon', acelonFeeds, PAGES.acelon),
  ];
}

function versions(url: Url): Omit<VersionsDocument, keyof FactsHeader> {
  return {
    kernels: kernelUpgrades.map((u) => ({
      version: u.version,
      ...(u.name ? {name: u.name} : {}),
      title: u.title,
      ...(u.date ? {date: u.date} : {}),
      ...(u.activationBlock !== undefined ? {activationBlock: u.activationBlock} : {}),
      ...(u.governance ? {governance: u.governance} : {}),
      page: url(`${PAGES.upgrades}#${upgradeAnchor(u.version)}`),
      // A heading without the number (the genesis kernel's): the page's overview table gives it.
      ...(u.title.includes(u.version) ? {} : {fieldPages: {version: url(PAGES.upgrades)}}),
    })),
    evmNode: {
      recommended: evmNode.recommended,
      recommendedForKernel: evmNode.recommendedForKernel,
      requiredForKernel6: evmNode.requiredForKernel6,
      instantConfirmations: evmNode.instantConfirmations,
      dockerImage: evmNodeDockerImage,
      releasesUrl: octezReleasesUrl,
      page: url(PAGES.evmNodes),
      releases: evmNodeReleases.map((r) => ({version: r.version, date: r.date, page: url(PAGES.changelogs)})),
    },
    octez: {release: octezRelease, releasesUrl: octezReleasesUrl, page: url(PAGES.rollupNodes)},
  };
}

export function buildFacts({siteUrl, generatedAt}: BuildOptions): FactsDocuments {
  const site = siteUrl.replace(/\/+$/, '');
  const header = (name: FactsFileName): FactsHeader => ({
    $schema: `${site}${factsPath(name, 'schema')}`,
    site,
    generatedAt,
  });
  const url: Url = (path) => `${site}${path}`;
  return {
    networks: {...header('networks'), networks: networkList.map((n) => networkFacts(n, url))},
    contracts: {...header('contracts'), contracts: contractList(url)},
    versions: {...header('versions'), ...versions(url)},
  };
}
