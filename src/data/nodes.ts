/**
 * Defaults of the node programs that the node pages state: history modes and the switches
 * between them, RPC addresses and ports, data directories and log files. The programs' source
 * at the release tags of versions.ts decides every value here; two maps name where each
 * is read (`rollupNodeSources`, `evmNodeDefaultsSources`), and tests/unit/facts-source.test.ts holds them to it.
 */

import {etherlinkSource, octezSource, type SourceMap} from './source';

/** History modes of `octez-smart-rollup-node`. */
export type RollupHistoryMode = 'archive' | 'full';

/** History modes of `octez-evm-node`; all but `archive` take a retention period in days. */
export type EvmHistoryMode = 'archive' | 'full' | 'rolling' | 'seed';

/** A change of history mode, `from>to`, as the source's match on the two modes lists it (lists sorted). */
export type HistorySwitch<M extends string> = `${M}>${M}`;

export const rollupNode = {
  defaultHistoryMode: 'full' as RollupHistoryMode,
  /** The only switch the node refuses; the other one, archive to full, drops data at the next garbage collection. */
  refusedHistorySwitches: ['full>archive'] as readonly HistorySwitch<RollupHistoryMode>[],
  rpcAddr: '127.0.0.1',
  rpcPort: 8932,
  /** Directory in `$HOME` when `--data-dir` is left out. */
  dataDirName: '.tezos-smart-rollup-node',
} as const;

export const evmNodeDefaults = {
  defaultHistoryMode: 'archive' as EvmHistoryMode,
  /**
   * Switches `switch history to` accepts (the same mode with another retention period
   * included); every other pair stops with an error, since the node cannot rebuild data it dropped.
   */
  historySwitches: [
    'archive>full',
    'archive>rolling',
    'archive>seed',
    'full>full',
    'full>rolling',
    'full>seed',
    'rolling>rolling',
    'seed>rolling',
    'seed>seed',
  ] as readonly HistorySwitch<EvmHistoryMode>[],
  rpcAddr: '127.0.0.1',
  rpcPort: 8545,
  /** Directory in `$HOME` when `--data-dir` is left out. */
  dataDirName: '.octez-evm-node',
  /** Days of daily log files the node keeps in `<data dir>/daily_logs/`. */
  dailyLogsDays: 7,
  /** Lowest level of events written to the daily logs (RPC server events only from `Notice`). */
  dailyLogsLevel: 'Info',
  /** Lowest level of events on the console when the configuration sets none; `--verbose` lowers it to `Debug`. */
  consoleLevel: 'Notice',
  /**
   * Networks whose installer kernel is built into the node: on an empty data directory, `run
   * observer --network` without `--initial-kernel` starts from it (the evm-nodes page, "From genesis").
   */
  builtInInstallers: ['mainnet', 'previewnet', 'shadownet'],
  /** Most blocks one `eth_getLogs` call may span (`--max-number-blocks`, `log_filter.max_nb_blocks`). */
  getLogsMaxBlocks: 100,
  /** Most logs one `eth_getLogs` call may return (`--max-number-logs`, `log_filter.max_nb_logs`). */
  getLogsMaxLogs: 1000,
  /** What a WebSocket `rate_limit` in the configuration does to a client over it when it sets no `strategy`: close its connection. */
  websocketRateLimitStrategy: 'Close',
} as const;

/** Targets of each accepted switch from `from`, other than itself. */
export function evmSwitchTargets(from: EvmHistoryMode): EvmHistoryMode[] {
  return evmNodeDefaults.historySwitches
    .map((s) => s.split('>') as [EvmHistoryMode, EvmHistoryMode])
    .filter(([a, b]) => a === from && b !== from)
    .map(([, b]) => b);
}

/** True when the EVM node accepts the same mode with another retention period. */
export function evmKeepsModeWithOtherDays(mode: EvmHistoryMode): boolean {
  return evmNodeDefaults.historySwitches.includes(`${mode}>${mode}`);
}

const ROLLUP_CONFIG = 'src/lib_smart_rollup_node/configuration.ml';
const EVM_CONFIG = 'etherlink/bin_node/config/configuration.ml';

/** Where the source of `octez-smart-rollup-node` at the Octez tag decides each value of `rollupNode`. */
export const rollupNodeSources = {
  'rollupNode.defaultHistoryMode': octezSource(ROLLUP_CONFIG, 'string_of_history_mode(default_history_mode)'),
  'rollupNode.refusedHistorySwitches': octezSource('src/lib_smart_rollup_node/node_context.ml', 'check_and_set_history_mode => failwith'),
  'rollupNode.rpcAddr': octezSource(ROLLUP_CONFIG, 'default_rpc_addr'),
  'rollupNode.rpcPort': octezSource(ROLLUP_CONFIG, 'dft "rpc-port"'),
  'rollupNode.dataDirName': octezSource(ROLLUP_CONFIG, 'default_data_dir:last-string'),
} satisfies SourceMap;

/** Where the source of `octez-evm-node` at its tag decides each value of `evmNodeDefaults`. */
export const evmNodeDefaultsSources = {
  'evmNodeDefaults.defaultHistoryMode': etherlinkSource(EVM_CONFIG, 'string_of_history_mode_debug(default_history_mode)'),
  'evmNodeDefaults.historySwitches': etherlinkSource('etherlink/bin_node/lib_dev/evm_context.ml', 'history_mode_switch_status => Needs_switch'),
  'evmNodeDefaults.rpcAddr': etherlinkSource(EVM_CONFIG, 'default_rpc_addr'),
  'evmNodeDefaults.rpcPort': etherlinkSource(EVM_CONFIG, 'default_rpc_port'),
  'evmNodeDefaults.dataDirName': etherlinkSource(EVM_CONFIG, 'default_data_dir:last-string'),
  'evmNodeDefaults.dailyLogsDays': etherlinkSource('etherlink/bin_node/main.ml', 'make_config_uri ~daily_logs'),
  'evmNodeDefaults.dailyLogsLevel': etherlinkSource('etherlink/bin_node/main.ml', 'make_config_uri ~level'),
  'evmNodeDefaults.consoleLevel': etherlinkSource(EVM_CONFIG, 'dft "verbose"'),
  'evmNodeDefaults.builtInInstallers': etherlinkSource('etherlink/bin_node/main.ml', 'kernel_from_args => In_memory'),
  'evmNodeDefaults.getLogsMaxBlocks': etherlinkSource(EVM_CONFIG, 'dft "max_nb_blocks"'),
  'evmNodeDefaults.getLogsMaxLogs': etherlinkSource(EVM_CONFIG, 'dft "max_nb_logs"'),
  'evmNodeDefaults.websocketRateLimitStrategy': etherlinkSource(EVM_CONFIG, 'dft "strategy"'),
} satisfies SourceMap;
