/**
 * Defaults of the node programs that the node pages state: history modes and the switches
 * between them, RPC addresses and ports, data directories and log files. The programs' source
 * at the release tags of versions.ts decides every value here; `nodesSources` names where each
 * is read, and tests/unit/facts-source.test.ts holds them to it.
 */

/** History modes of `octez-smart-rollup-node`. */
export type RollupHistoryMode = 'archive' | 'full';

/** History modes of `octez-evm-node`; all but `archive` take a retention period in days. */
export type EvmHistoryMode = 'archive' | 'full' | 'rolling' | 'seed';

/** A change of history mode, `from>to`, as the source's match on the two modes lists it. */
export type HistorySwitch<M extends string> = `${M}>${M}`;

/** Switches as one sorted, comma-separated text: the form the source extractor reads. */
export function switchList<M extends string>(switches: readonly HistorySwitch<M>[]): string {
  return [...switches].sort().join(', ');
}

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
} as const;

/** The switches of the rollup node that the source refuses, as one text. */
export const rollupRefusedSwitchList = switchList(rollupNode.refusedHistorySwitches);

/** The switches of the EVM node that the source accepts, as one text. */
export const evmHistorySwitchList = switchList(evmNodeDefaults.historySwitches);

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
