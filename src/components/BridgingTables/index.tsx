/**
 * Ready-made address tables for the Bridging pages, so the MDX stays short:
 * `<BridgeTokenTable chain="ethereum" />`, `<LayerZeroTable network="mainnet" />`…
 */
import React, {type ReactNode} from 'react';
import AddressTable from '@site/src/components/AddressTable';
import type {NetworkId} from '@site/src/data/networks';
import type {EvmChainId} from '@site/src/data/bridging';
import {
  bridgeAppsTable,
  bridgePrecompilesTable,
  layerZeroTable,
  tokenTable,
  wrappedAssetBridgeTable,
  xtzContractsTable,
} from './rows';

export function BridgeTokenTable({chain}: {chain: EvmChainId}): ReactNode {
  return <AddressTable model={tokenTable(chain)} />;
}

export function WrappedAssetBridgeTable(): ReactNode {
  return <AddressTable model={wrappedAssetBridgeTable()} />;
}

export function LayerZeroTable({network}: {network: NetworkId}): ReactNode {
  return <AddressTable model={layerZeroTable(network)} />;
}

export function XtzContractsTable(): ReactNode {
  return <AddressTable model={xtzContractsTable()} />;
}

export function BridgePrecompilesTable(): ReactNode {
  return <AddressTable model={bridgePrecompilesTable()} abbreviate={false} />;
}

export function BridgeAppsTable(): ReactNode {
  return <AddressTable model={bridgeAppsTable()} />;
}
