/**
 * Builds the table models for the Bridging pages from src/data/bridging.ts.
 * Pure functions, unit-tested in tests/unit/bridging-tables.test.ts.
 */
import {address, link, shortUrl, text, type TableModel} from '../AddressTable/model';
import {explorerAddressUrl, mainnet, networks, type NetworkId} from '../../data/networks';
import {
  bridgeApps,
  depositEvents,
  evmBridgeChains,
  evmBridgeTokenName,
  evmBridgeTokens,
  evmChain,
  evmExplorerAddressUrl,
  faBridgePrecompile,
  layerZeroContracts,
  nullAddress,
  tzktAddressUrl,
  wrappedAssetBridgeAddress,
  xtzBridgeContracts,
  xtzBridgePrecompile,
  type EvmChainId,
} from '../../data/bridging';

/** Tokens of one chain: symbol, name, address linked to that chain's explorer. */
export function tokenTable(chainId: EvmChainId): TableModel {
  const chain = evmChain(chainId);
  const where = chainId === 'etherlink' ? 'Etherlink Mainnet' : chain.name;
  return {
    label: `Token addresses on ${where}`,
    headers: ['Symbol', 'Name', `${where} address`],
    rows: evmBridgeTokens[chainId].map((t) => [
      text(t.symbol),
      text(evmBridgeTokenName(t.symbol)),
      address(t.address, `${t.symbol} address on ${where}`, evmExplorerAddressUrl(chainId, t.address)),
    ]),
  };
}

/** The wrapped asset bridge contract on every chain, each linked to its explorer. */
export function wrappedAssetBridgeTable(): TableModel {
  return {
    label: 'Wrapped asset bridge contract addresses',
    headers: ['Network', 'Mainnet contract address'],
    rows: evmBridgeChains.map((chain) => [
      text(chain.name),
      address(wrappedAssetBridgeAddress, `Wrapped asset bridge contract on ${chain.name}`, evmExplorerAddressUrl(chain.id, wrappedAssetBridgeAddress)),
    ]),
  };
}

/** LayerZero endpoint contracts on one Etherlink network. */
export function layerZeroTable(networkId: NetworkId): TableModel {
  const network = networks[networkId];
  return {
    label: `LayerZero contracts on ${network.name}`,
    headers: ['Contract', `${network.name} address`],
    rows: layerZeroContracts.map((c) => [
      text(c.name, true),
      address(c.addresses[networkId], `LayerZero ${c.name} on ${network.name}`, explorerAddressUrl(network, c.addresses[networkId])),
    ]),
  };
}

/** Layer-1 contracts of the XTZ bridge, one column per network, linked to TzKT. */
export function xtzContractsTable(): TableModel {
  const ids: NetworkId[] = ['mainnet', 'shadownet'];
  return {
    label: 'XTZ bridge contracts on Tezos layer 1',
    headers: ['Contract', ...ids.map((id) => networks[id].layer1.name)],
    rows: xtzBridgeContracts.map((c) => [
      text(c.name),
      ...ids.map((id) => address(c.addresses[id], `${c.name} on ${networks[id].layer1.name}`, tzktAddressUrl(networks[id], c.addresses[id]))),
    ]),
  };
}

/** Etherlink system addresses that take part in bridging (same on every network). */
export function bridgePrecompilesTable(): TableModel {
  const rows: [string, string, string][] = [
    ['XTZ bridging precompile', xtzBridgePrecompile, `Starts XTZ withdrawals and fast withdrawals; the kernel changelog names it as the emitter of XTZ deposit events since kernel ${depositEvents.xtz.changedInKernel}`],
    ['FA bridging precompile', faBridgePrecompile, 'Queues FA deposits until someone calls claim; starts FA withdrawals'],
    ['Null (system) address', nullAddress, `Sends deposited XTZ; emits XTZ deposit events before kernel ${depositEvents.xtz.changedInKernel}, and still does in the source of the kernels that Mainnet runs since then`],
  ];
  return {
    label: 'Etherlink bridging precompiles',
    headers: ['Contract', 'Address', 'Role'],
    rows: rows.map(([name, value, role]) => [text(name), address(value, name, explorerAddressUrl(mainnet, value)), text(role)]),
  };
}

/** The native bridge web apps, one link per network. */
export function bridgeAppsTable(): TableModel {
  return {
    label: 'Native Etherlink bridges',
    headers: ['Bridge', 'What it moves', 'Mainnet', 'Shadownet Testnet'],
    rows: bridgeApps.map((app) => [
      text(app.name),
      text(app.moves),
      link(shortUrl(app.urls.mainnet), app.urls.mainnet),
      link(shortUrl(app.urls.shadownet), app.urls.shadownet),
    ]),
  };
}
