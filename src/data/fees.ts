/**
 * Etherlink fee parameters and the formulas that use them (/network/fees). The kernel sets the
 * values; `feeSources` below names the kernel constant each one is, and
 * tests/unit/facts-source.test.ts holds them to the kernel at the release tag.
 */
import {kernelSource} from './source';

/**
 * Floor of the execution gas price, in gwei (`minimum_base_fee_per_gas`). This is the kernel's
 * default; a network can store another (`/evm/world_state/fees/minimum_base_fee_per_gas`), which
 * `npm run check:chain` compares with `eth_gasPrice`.
 */
export const minimumBaseFeePerGasGwei = 1;

/** Execution gas per second that the network can process (`CAPACITY`). */
export const capacityGasPerSecond = 27_000_000;

/** Target throughput (`TARGET`, the speed limit): half of the capacity, in gas per second. */
export const speedLimitGasPerSecond = 13_500_000;

/** Backlog, in gas units, that the network absorbs before the price rises (`TOLERANCE`: ten seconds at the target). */
export const toleranceGas = 135_000_000;

/** How fast the price rises once the backlog passes the tolerance (`ALPHA` = 9.9 × 10^-10). */
export const alphaScientific = {mantissa: 9.9, exponent: -10} as const;
export const alpha = Number(`${alphaScientific.mantissa}e${alphaScientific.exponent}`);

/**
 * Most execution gas that one transaction can use; inclusion fees do not count. The kernel's
 * default (`EVM_MAX_GAS_PER_TRANSACTION`); a network can store another
 * (`/evm/world_state/maximum_gas_per_transaction`).
 */
export const maxGasPerTransaction = 30_000_000;

/**
 * The gas limit every block reports (`GAS_LIMIT`, 2^50): so high that it never limits a block.
 * What a block can hold is bounded by the kernel's ticks per run instead.
 */
export const blockGasLimit = 2 ** 50;

/**
 * Inclusion (data availability) fee per byte, in wei (XTZ has 18 decimals on Etherlink), for exact
 * arithmetic. The kernel's default; a network can store another (`/evm/world_state/fees/da_fee_per_byte`).
 */
export const inclusionFeePerByteWei = 4_000_000_000_000n;

/** Fixed number of bytes added to every transaction for the inclusion fee (`ASSUMED_TX_ENCODED_SIZE`). */
export const inclusionFeeOverheadBytes = 150;

/** Bytes that each EIP-7702 authorization of a transaction adds to the inclusion fee (`AUTHORIZATION_ENTRY_SIZE`). */
export const authorizationEntryBytes = 125;

/**
 * Bytes that each access list entry adds to the inclusion fee: an address (20 bytes, `H160`) and
 * each of its storage keys (32 bytes, `H256`), as `da_fee` in the kernel's fees.rs sums them.
 */
export const accessListAddressBytes = 20;
export const accessListStorageKeyBytes = 32;

/** Speed limit (target) after each kernel upgrade that changed it (/progress/upgrades), since 4.0 measured it in gas. */
export const speedLimitHistory: readonly {kernel: string; gasPerSecond: number}[] = [
  {kernel: '4.0 (Dionysus)', gasPerSecond: 2_000_000},
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
 * Inclusion (data availability) fee in wei: the fee per byte × (150 + call data bytes + access
 * list bytes + 125 per authorization), as `da_fee` in the kernel's fees.rs.
 */
export function inclusionFeeWei(dataBytes: number, accessListBytes = 0, authorizations = 0): bigint {
  for (const n of [dataBytes, accessListBytes, authorizations]) {
    if (!Number.isInteger(n) || n < 0) throw new RangeError('sizes must be whole numbers of bytes');
  }
  return inclusionFeePerByteWei * BigInt(inclusionFeeOverheadBytes + dataBytes + accessListBytes + authorizations * authorizationEntryBytes);
}

/** Bytes of an access list for the inclusion fee: 20 per address plus 32 per storage key. */
export function accessListBytes(entries: readonly {storageKeys: number}[]): number {
  return entries.reduce((sum, e) => sum + accessListAddressBytes + e.storageKeys * accessListStorageKeyBytes, 0);
}

/** Formats a wei amount as XTZ without losing precision (e.g. 1000000000000000n -> "0.001"). */
export function formatXtz(wei: bigint): string {
  const negative = wei < 0n;
  const abs = negative ? -wei : wei;
  const whole = abs / 10n ** 18n;
  const fraction = (abs % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Inclusion fee per byte in XTZ, as the pages write it (0.000004). */
export const inclusionFeePerByteXtz = formatXtz(inclusionFeePerByteWei);

/** Backlogs shown in the price table on /network/fees, as multiples of the tolerance. */
export const backlogExamples: readonly number[] = [1, 1.5, 2, 3, 5, 10, 20].map((times) => times * toleranceGas);

/**
 * The worked example of /network/fees, each line computed: the price at a backlog of twice the
 * tolerance, so it follows the kernel's constants.
 */
export function gasPriceWorkedExample(backlogGas = 2 * toleranceGas): string {
  const alphaText = `${alphaScientific.mantissa}e${alphaScientific.exponent}`;
  const excess = backlogGas - toleranceGas;
  const exponent = Number((alpha * excess).toPrecision(6));
  const pad = ' '.repeat('price '.length);
  return [
    `price = ${minimumBaseFeePerGasGwei} gwei × e^(${alphaText} × (${formatGas(backlogGas)} − ${formatGas(toleranceGas)}))`,
    `${pad}= ${minimumBaseFeePerGasGwei} gwei × e^(${alphaText} × ${formatGas(excess)})`,
    `${pad}= ${minimumBaseFeePerGasGwei} gwei × e^${exponent}`,
    `${pad}= ${executionGasPriceGwei(backlogGas).toFixed(2)} gwei`,
  ].join('\n');
}

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

/**
 * The kernel constant each value above is (`npm run facts` reads them; src/data/source/fees.json).
 * The speed limits of past kernels come from each kernel's own folder at the same tag.
 */
export const feeSources = {
  minimumBaseFeePerGasGwei: kernelSource('kernel/src/fees.rs', 'MINIMUM_BASE_FEE_PER_GAS', 'weiToGwei'),
  capacityGasPerSecond: kernelSource('kernel/src/gas_price.rs', 'CAPACITY'),
  speedLimitGasPerSecond: kernelSource('kernel/src/gas_price.rs', 'TARGET'),
  toleranceGas: kernelSource('kernel/src/gas_price.rs', 'TOLERANCE'),
  alpha: kernelSource('kernel/src/gas_price.rs', 'ALPHA'),
  maxGasPerTransaction: kernelSource('tezosx-constants/src/lib.rs', 'EVM_MAX_GAS_PER_TRANSACTION'),
  blockGasLimit: kernelSource('kernel/src/block.rs', 'GAS_LIMIT'),
  inclusionFeePerByteWei: kernelSource('kernel/src/fees.rs', 'DA_FEE_PER_BYTE'),
  inclusionFeeOverheadBytes: kernelSource('kernel/src/fees.rs', 'ASSUMED_TX_ENCODED_SIZE'),
  authorizationEntryBytes: kernelSource('kernel/src/fees.rs', 'AUTHORIZATION_ENTRY_SIZE'),
  'speedLimitHistory.0.gasPerSecond': kernelSource('etherlink/kernel_dionysus/kernel/src/gas_price.rs', 'SPEED_LIMIT'),
  'speedLimitHistory.1.gasPerSecond': kernelSource('etherlink/kernel_dionysus_r1/kernel/src/gas_price.rs', 'TARGET'),
  'speedLimitHistory.2.gasPerSecond': kernelSource('etherlink/kernel_ebisu/kernel/src/gas_price.rs', 'TARGET'),
  'speedLimitHistory.3.gasPerSecond': kernelSource('etherlink/kernel_farfadet/kernel/src/gas_price.rs', 'TARGET'),
};
