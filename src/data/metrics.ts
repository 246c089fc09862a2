/**
 * The Prometheus metrics of `octez-evm-node`, as /network/monitoring lists them. Names, types,
 * labels and label values are the node's (etherlink/bin_node/lib_dev/metrics.ml at the release
 * tag): `metricsSources` names where each is read, and tests/unit/facts-source.test.ts holds them
 * to it. Descriptions and the modes a metric is useful in are this site's prose.
 */

import {etherlinkSource, type SourceMap} from './source';
import {evmNode} from './versions';

export type MetricType = 'gauge' | 'counter' | 'histogram' | 'summary';

export interface EvmNodeMetric {
  /** Name without the `octez_evm_node_` prefix. */
  name: string;
  type: MetricType;
  description: string;
  /** Node modes in which the metric tells something. */
  usefulIn: string;
}

/** Every name starts with `<namespace>_<subsystem>_`. */
export const metricNamespace = 'octez';
export const evmNodeSubsystem = 'evm_node';
export const evmNodeMetricPrefix = `${metricNamespace}_${evmNodeSubsystem}_`;

/**
 * Of a metric the node registers but never sets: at the release tag, no file of etherlink/ but
 * metrics.ml and metrics.mli names its setter (found with `git grep`; the facts test does not read
 * this, so check it again when `evmNode.recommended` moves).
 */
const NEVER_UPDATED = `Version ${evmNode.recommended} of the node registers it but never updates it, so it stays at \`0\`.`;

export const evmNodeMetrics: readonly EvmNodeMetric[] = [
  {name: 'bootstrapping', type: 'gauge', description: '`1` while the node is catching up with the EVM node it follows, `0` once it has caught up.', usefulIn: 'observer, RPC'},
  {name: 'pruning_history', type: 'gauge', description: '`1` while the node deletes data older than its retention period, `0` otherwise.', usefulIn: 'all, except in archive history mode'},
  {name: 'head', type: 'gauge', description: "Level of the node's head.", usefulIn: 'all'},
  {name: 'confirmed_head', type: 'gauge', description: 'Level confirmed on layer 1, which is the head of the Smart Rollup node.', usefulIn: 'all'},
  {name: 'l1_level', type: 'gauge', description: 'Last layer 1 level the node processed.', usefulIn: 'all'},
  {name: 'gas_price', type: 'gauge', description: 'Base gas price of the latest block.', usefulIn: 'sequencer, observer'},
  {name: 'info', type: 'gauge', description: 'Information about the node in its labels (below). Its value is always `0`.', usefulIn: 'all'},
  {name: 'block_process_time_histogram', type: 'histogram', description: 'Time taken to process a block, in seconds. The `le` label of each bucket gives its upper bound.', usefulIn: 'sequencer, observer'},
  {name: 'time_processed', type: 'counter', description: 'Total time spent processing blocks.', usefulIn: 'sequencer, observer'},
  {name: 'transactions', type: 'counter', description: 'Number of transactions in the blocks the node has applied.', usefulIn: 'sequencer, observer'},
  {name: 'calls', type: 'summary', description: 'Number of RPC calls and total time spent executing them.', usefulIn: 'all'},
  {name: 'calls_method', type: 'counter', description: 'Number of calls to each RPC method.', usefulIn: 'all'},
  {name: 'tx_pool', type: 'gauge', description: 'Content of the transaction pool, computed when scraped.', usefulIn: 'sequencer, observer'},
  {name: 'blueprint_chunks_sent_on_inbox', type: 'counter', description: 'Number of blueprint chunks posted to the shared layer 1 inbox.', usefulIn: 'sequencer'},
  {name: 'blueprint_chunks_sent_on_dal', type: 'counter', description: 'Number of blueprint chunks posted through the DAL.', usefulIn: 'sequencer'},
  {name: 'signals_sent', type: 'counter', description: 'Number of DAL import signals posted to the inbox.', usefulIn: 'sequencer that posts to the DAL'},
  {name: 'time_waiting', type: 'counter', description: `Meant for the time that simulations wait in the queue, in picoseconds. ${NEVER_UPDATED}`, usefulIn: 'none'},
  {name: 'queue_size', type: 'gauge', description: `Meant for the number of simulations waiting to run. ${NEVER_UPDATED}`, usefulIn: 'none'},
  {name: 'host_function_calls', type: 'counter', description: 'Number of calls the kernel makes to each host function, with the function in the `host_function` label.', usefulIn: 'sequencer, observer'},
  {name: 'inconsistent_da_fees', type: 'counter', description: `Meant for the times the node's data availability fee differs from the kernel's. ${NEVER_UPDATED}`, usefulIn: 'none'},
  {name: 'confirm_gas_needed', type: 'counter', description: 'Number of times the gas provided first was too low and had to be confirmed. Mostly for the development team, to test validation in the node.', usefulIn: 'all'},
];

/** Each metric as `name: type`, sorted by name: the form the source extractor reads. */
export const evmNodeMetricTypes = [...evmNodeMetrics]
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  .map((m) => `${m.name}: ${m.type}`);

/** Labels of `info`, in the node's order. */
export const infoLabels = ['commit_hash', 'commit_date', 'mode', 'smart_rollup_address'] as const;

/** Values of the `mode` label of `info`: the node passes one per mode that starts the metrics. */
export const infoModes = {observer: 'observer', rpc: 'rpc', sequencer: 'sequencer'} as const;

/** Labels of the other labelled metrics. */
export const calledLabels = ['endpoint', 'method'] as const;
export const txPoolLabels = ['kind'] as const;

/**
 * A metric with one value per node carries one label named like itself, whose value is this
 * name: `octez_evm_node_head{head="Etherlink"}`.
 */
export const singleValueLabel = 'Etherlink';

const METRICS = 'etherlink/bin_node/lib_dev/metrics.ml';

/** Where the node's source at the `octez-evm-node` tag decides each value above. */
export const metricsSources = {
  metricNamespace: etherlinkSource('src/lib_version/octez_node_version.ml', 'namespace'),
  evmNodeSubsystem: etherlinkSource(METRICS, 'subsystem'),
  evmNodeMetricTypes: etherlinkSource(METRICS, 'metric types'),
  infoLabels: etherlinkSource(METRICS, 'metric info labels'),
  calledLabels: etherlinkSource(METRICS, 'metric calls labels'),
  txPoolLabels: etherlinkSource(METRICS, 'metric tx_pool labels'),
  'infoModes.observer': etherlinkSource('etherlink/bin_node/lib_dev/observer.ml', 'Metrics.init ~mode'),
  'infoModes.rpc': etherlinkSource('etherlink/bin_node/lib_dev/rpc.ml', 'Metrics.init ~mode'),
  'infoModes.sequencer': etherlinkSource('etherlink/bin_node/lib_dev/sequencer.ml', 'Metrics.init ~mode'),
  singleValueLabel: etherlinkSource(METRICS, 'name'),
} satisfies SourceMap;
