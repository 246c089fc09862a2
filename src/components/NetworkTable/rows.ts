/**
 * The rows of a network's "Parameter | Value" table, computed from
 * src/data/networks.ts so no value is typed twice in the Markdown.
 */
import {rollupUrl, type Network} from '../../data/networks';
import {formatDate} from '../../lib/formatDate';

export type Cell =
  /** A value the reader copies into a wallet, config file or command. */
  | {kind: 'copy'; value: string; label: string; abbreviate?: readonly [number, number]; href?: string}
  /** Several copyable values in one cell (chain ID in decimal and hex). */
  | {kind: 'copies'; values: {value: string; label: string; note?: string}[]}
  | {kind: 'link'; href: string; text?: string}
  | {kind: 'text'; text: string; link?: {to: string; text: string}}
  | {kind: 'code'; text: string};

export interface Row {
  parameter: string;
  cell: Cell;
}

export function networkRows(network: Network): Row[] {
  const n = network.shortName;
  const rows: (Row | false)[] = [
    {parameter: 'Network name', cell: {kind: 'copy', value: network.name, label: `${n} network name`}},
    {parameter: 'EVM version', cell: {kind: 'code', text: network.evmVersion}},
    {parameter: 'RPC endpoint', cell: {kind: 'copy', value: network.rpcUrl, label: `${n} RPC URL`}},
    {parameter: 'Block explorer', cell: {kind: 'link', href: network.explorerUrl}},
    !!network.faucetUrl && {parameter: 'Faucet', cell: {kind: 'link', href: network.faucetUrl}},
    {
      parameter: 'WebSocket endpoint',
      cell: network.publicWebSocket
        ? {kind: 'text', text: 'Available', link: {to: '/building-on-etherlink/websockets', text: 'WebSockets'}}
        : {kind: 'text', text: 'No public endpoint yet.', link: {to: '/building-on-etherlink/websockets', text: 'Using WebSockets'}},
    },
    {parameter: 'Relay endpoint', cell: {kind: 'copy', value: network.relayUrl, label: `${n} relay URL`}},
    {
      parameter: 'Tezos Smart Rollup address',
      cell: {kind: 'copy', value: network.rollupAddress, label: `${n} Smart Rollup address`, abbreviate: [6, 4], href: rollupUrl(network)},
    },
    network.layer1.about
      ? {parameter: 'Tezos layer 1 network', cell: {kind: 'link', href: network.layer1.about, text: network.layer1.name}}
      : {parameter: 'Tezos layer 1 network', cell: {kind: 'text', text: network.layer1.name}},
    {
      parameter: 'Chain ID',
      cell: {
        kind: 'copies',
        values: [
          {value: String(network.chainId), label: `${n} chain ID`},
          {value: network.chainIdHex, label: `${n} chain ID in hexadecimal`, note: 'hex'},
        ],
      },
    },
    {parameter: 'Currency symbol (native token)', cell: {kind: 'code', text: network.currency.symbol}},
    {parameter: 'Native token decimals', cell: {kind: 'text', text: String(network.currency.decimals)}},
    !!network.governanceUrl && {parameter: 'Governance site', cell: {kind: 'link', href: network.governanceUrl}},
    {parameter: 'Smart Rollup snapshots', cell: {kind: 'link', href: network.rollupSnapshotsUrl}},
    {parameter: 'EVM node snapshots', cell: {kind: 'link', href: network.evmNodeSnapshotsUrl}},
    {parameter: 'Pre-images', cell: {kind: 'link', href: network.preimagesUrl}},
    {parameter: 'Genesis date', cell: {kind: 'text', text: formatDate(network.genesisDate)}},
    {parameter: 'Wallet derivation path', cell: {kind: 'copy', value: network.derivationPath, label: `${n} wallet derivation path`}},
  ];
  return rows.filter((row): row is Row => row !== false);
}

/** Column heading for a network in the precompile tables ("Mainnet", "Shadownet Testnet"). */
export function networkColumnTitle(network: Network): string {
  return network.name.replace(/^Etherlink\s+/, '');
}
