/**
 * Etherlink fee parameters and the formulas that use them (/network/fees). The kernel sets the
 * values; update them here when an upgrade changes them.
 */

/** Floor of the execution gas price, in gwei (`minimum_base_fee_per_gas`). */
export const minimumBaseFeePerGasGwei = 1;

/** Execution gas per second that the network can process. */
export const capacityGasPerSecond = 27_000_000;

/** Target throughput (`speed_limit`): half of the capacity, in gas per second. */
export const speedLimitGasPerSecond = 13_500_000;

/** Backlog, in gas units, that the network absorbs before the price rises (`tolerance`). */
export const toleranceGas = 20_000_000;

/** How fast the price rises once the backlog passes the tolerance (`alpha` = 7 × 10^-9). */
export const alphaScientific = {mantissa: 7, exponent: -9} as const;
export const alpha = Number(`${alphaScientific.mantissa}e${alphaScientific.exponent}`);

/** Most execution gas that one block can use; inclusion fees do not count. */
export const blockGasLimit = 30_000_000;

/** Inclusion fee per byte, in XTZ, as the page writes it. */
export const inclusionFeePerByteXtz = '0.000004';

/** Same value in wei (XTZ has 18 decimals on Etherlink), for exact arithmetic. */
export const inclusionFeePerByteWei = 4_000_000_000_000n;

/** Fixed number of bytes added to every transaction for the inclusion fee. */
export const inclusionFeeOverheadBytes = 150;

/** Speed limit (target) after each kernel upgrade that changed it (/progress/upgrades). */
export const speedLimitHistory: readonly {kernel: string; gasPerSecond: number}[] = [
  {kernel: 'before 4.1', gasPerSecond: 2_000_000},
  {kernel: '4.1', gasPerSecond: 4_000_000},
  {kernel: '5.0 (Ebisu)', gasPerSecond: 7_000_000},
  {kernel: '6.0 (Farfadet)', gasPerSecond: 13_500_000},
];

/**
 * Execution gas price in gwei for a given backlog (in gas units):
 * minimum_base_fee_per_gas while backlog <= tolerance, otherwise
 * minimum_base_fee_per_gas × e^(alpha × (backlog − tolerance)).
 */
export function executionGasPriceGwei(backlogGas: number): number {
  if (!Number.isFinite(backlogGas)) throw new RangeError('backlog must be a finite number');
  const backlog = Math.max(0, backlogGas);
  if (backlog <= toleranceGas) return minimumBaseFeePerGasGwei;
  return minimumBaseFeePerGasGwei * Math.exp(alpha * (backlog - toleranceGas));
}

/** Backlog as a percentage of the tolerance (200 means twice the tolerance). */
export function backlogPercentOfTolerance(backlogGas: number): number {
  return (Math.max(0, backlogGas) / toleranceGas) * 100;
}

/**
 * Inclusion (data availability) fee in wei:
 * 0.000004 XTZ × (150 + tx.data.size() + tx.access_list.size()), sizes in bytes.
 */
export function inclusionFeeWei(dataBytes: number, accessListBytes = 0): bigint {
  for (const n of [dataBytes, accessListBytes]) {
    if (!Number.isInteger(n) || n < 0) throw new RangeError('sizes must be whole numbers of bytes');
  }
  return inclusionFeePerByteWei * BigInt(inclusionFeeOverheadBytes + dataBytes + accessListBytes);
}

/** Formats a wei amount as XTZ without losing precision (e.g. 1000000000000000n -> "0.001"). */
export function formatXtz(wei: bigint): string {
  const negative = wei < 0n;
  const abs = negative ? -wei : wei;
  const whole = abs / 10n ** 18n;
  const fraction = (abs % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Backlogs shown in the price table on /network/fees. */
export const backlogExamples: readonly number[] = [
  20_000_000, 30_000_000, 40_000_000, 80_000_000, 160_000_000, 240_000_000, 320_000_000,
];

/** Groups digits with commas, independent of the reader's locale (20000000 -> "20,000,000"). */
export function formatGas(n: number): string {
  return Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export interface FeeBreakdown {
  executionFeeWei: bigint;
  inclusionFeeWei: bigint;
  totalWei: bigint;
  /** Gas units a wallet shows: execution gas plus the inclusion fee expressed in gas at this price. */
  gasUnits: bigint;
}

/**
 * The fee of one transaction: execution gas × gas price, plus the inclusion fee. Etherlink
 * charges the inclusion fee as extra gas at the same price, which is why eth_estimateGas
 * returns more gas than the execution needs.
 */
export function feeBreakdown(executionGas: bigint, gasPriceWei: bigint, dataBytes = 0, accessListBytes = 0): FeeBreakdown {
  if (gasPriceWei <= 0n) throw new RangeError('gas price must be positive');
  const executionFeeWei = executionGas * gasPriceWei;
  const inclusion = inclusionFeeWei(dataBytes, accessListBytes);
  const inclusionGas = (inclusion + gasPriceWei - 1n) / gasPriceWei;
  return {executionFeeWei, inclusionFeeWei: inclusion, totalWei: executionFeeWei + inclusion, gasUnits: executionGas + inclusionGas};
}

/** Execution gas of a plain XTZ transfer with no data: the fixed cost of any EVM transaction. */
export const transferExecutionGas = 21_000n;

/** Gas that `eth_estimateGas` adds so that an SSTORE still has its 2,300-gas stipend (EIP-2200); refunded when unused. */
export const estimateStipendGas = 2_300n;

/** `eth_estimateGas` then adds 1/50 (2%) of that, rounded up, to cover the 63/64 rule of calls. */
export const estimateMarginDivisor = 50n;

/**
 * What an EVM node answers to `eth_estimateGas` (no access or authorization lists), by `estimate_gas`
 * in etherlink/bin_node/lib_dev/simulator.ml of octez-evm-node 0.64: execution gas plus the stipend,
 * plus 2% of that rounded up, plus the inclusion fee in gas at the minimum gas price. Wallets show
 * this as the gas limit, so the pages show it beside the gas used and say why they differ.
 */
export function nodeGasEstimate(executionGas: bigint, dataBytes = 0, accessListBytes = 0): bigint {
  const safe = executionGas + estimateStipendGas;
  const withMargin = safe + (safe + estimateMarginDivisor - 1n) / estimateMarginDivisor;
  const minimumPriceWei = BigInt(minimumBaseFeePerGasGwei) * 1_000_000_000n;
  const inclusionGas = (inclusionFeeWei(dataBytes, accessListBytes) + minimumPriceWei - 1n) / minimumPriceWei;
  return withMargin + inclusionGas;
}

/**
 * The site's one worked transfer (plain XTZ, minimum gas price), shown by three pages that so cannot
 * disagree: `gasUnits` is the gas it uses and pays for, `estimateGas` a node's estimate for it.
 */
export const transferExample = (() => {
  const gasPriceWei = BigInt(minimumBaseFeePerGasGwei) * 1_000_000_000n;
  const fee = feeBreakdown(transferExecutionGas, gasPriceWei);
  const estimateGas = nodeGasEstimate(transferExecutionGas);
  return {
    ...fee,
    executionGas: transferExecutionGas,
    gasPriceWei,
    gasUnitsHex: `0x${fee.gasUnits.toString(16)}`,
    estimateGas,
    estimateGasHex: `0x${estimateGas.toString(16)}`,
    /** Gas that the estimate holds above what the transfer uses: the unused part is not charged. */
    estimateMarginGas: estimateGas - fee.gasUnits,
  };
})();

/** The execution gas price at a backlog, in wei, rounded to 0.001 gwei as wallets show it. */
export function walletGasPriceWei(backlogGas: number): bigint {
  const thousandthsOfGwei = BigInt(Math.round(executionGasPriceGwei(backlogGas) * 1e3));
  return thousandthsOfGwei * 1_000_000n;
}
