import {describe, it, expect} from 'vitest';
import {
  alpha,
  backlogExamples,
  backlogPercentOfTolerance,
  blockGasLimit,
  capacityGasPerSecond,
  executionGasPriceGwei,
  formatGas,
  feeBreakdown,
  walletGasPriceWei,
  formatXtz,
  inclusionFeeWei,
  minimumBaseFeePerGasGwei,
  speedLimitGasPerSecond,
  toleranceGas,
} from '../../src/data/fees';

describe('fee constants', () => {
  it('match the values published for the current kernel', () => {
    expect(minimumBaseFeePerGasGwei).toBe(1);
    expect(speedLimitGasPerSecond).toBe(13_500_000);
    expect(capacityGasPerSecond).toBe(27_000_000);
    expect(speedLimitGasPerSecond * 2).toBe(capacityGasPerSecond);
    expect(toleranceGas).toBe(20_000_000);
    expect(alpha).toBe(7e-9);
    expect(blockGasLimit).toBe(30_000_000);
  });
});

describe('executionGasPriceGwei', () => {
  it('stays at the minimum while the backlog is within the tolerance', () => {
    expect(executionGasPriceGwei(0)).toBe(1);
    expect(executionGasPriceGwei(-5)).toBe(1);
    expect(executionGasPriceGwei(20_000_000)).toBe(1);
  });

  it('reproduces the worked example: 40,000,000 gas of backlog costs 1.15 gwei', () => {
    // 1 gwei × e^(7e-9 × 20,000,000) = e^0.14
    expect(executionGasPriceGwei(40_000_000)).toBeCloseTo(Math.exp(0.14), 12);
    expect(executionGasPriceGwei(40_000_000).toFixed(2)).toBe('1.15');
  });

  it('matches every row of the published backlog table', () => {
    const rounded = backlogExamples.map((b) => executionGasPriceGwei(b).toFixed(2));
    expect(rounded).toEqual(['1.00', '1.07', '1.15', '1.52', '2.66', '4.66', '8.17']);
  });

  it('rises strictly once the backlog passes the tolerance', () => {
    expect(executionGasPriceGwei(20_000_001)).toBeGreaterThan(1);
    expect(executionGasPriceGwei(100_000_000)).toBeGreaterThan(executionGasPriceGwei(90_000_000));
  });

  it('rejects values that are not numbers', () => {
    expect(() => executionGasPriceGwei(Number.NaN)).toThrow(RangeError);
  });
});

describe('backlogPercentOfTolerance', () => {
  it('expresses the backlog relative to the tolerance', () => {
    expect(backlogPercentOfTolerance(30_000_000)).toBe(150);
    expect(backlogPercentOfTolerance(320_000_000)).toBe(1600);
  });
});

describe('inclusionFeeWei', () => {
  it('charges 0.000004 XTZ per byte including the 150-byte overhead', () => {
    // A plain transfer: no data, no access list -> 150 bytes -> 0.0006 XTZ
    expect(formatXtz(inclusionFeeWei(0))).toBe('0.0006');
    // 100 bytes of call data -> 250 bytes -> 0.001 XTZ
    expect(inclusionFeeWei(100)).toBe(1_000_000_000_000_000n);
    expect(formatXtz(inclusionFeeWei(100))).toBe('0.001');
    // access list bytes count the same as call data
    expect(inclusionFeeWei(68, 32)).toBe(inclusionFeeWei(100));
  });

  it('rejects negative or fractional sizes', () => {
    expect(() => inclusionFeeWei(-1)).toThrow(RangeError);
    expect(() => inclusionFeeWei(1.5)).toThrow(RangeError);
  });
});

describe('formatXtz', () => {
  it('keeps whole and fractional parts exact', () => {
    expect(formatXtz(0n)).toBe('0');
    expect(formatXtz(10n ** 18n)).toBe('1');
    expect(formatXtz(1_500_000_000_000_000_000n)).toBe('1.5');
    expect(formatXtz(1n)).toBe('0.000000000000000001');
  });
});

describe('formatGas', () => {
  it('groups digits by thousands', () => {
    expect(formatGas(0)).toBe('0');
    expect(formatGas(999)).toBe('999');
    expect(formatGas(13_500_000)).toBe('13,500,000');
    expect(formatGas(320_000_000)).toBe('320,000,000');
  });
});

describe('feeBreakdown', () => {
  it('gives the worked example of /get-started/sending-transactions: an XTZ transfer at 1 gwei', () => {
    const fee = feeBreakdown(21_000n, 1_000_000_000n);
    expect(formatXtz(fee.executionFeeWei)).toBe('0.000021');
    expect(formatXtz(fee.inclusionFeeWei)).toBe('0.0006');
    expect(formatXtz(fee.totalWei)).toBe('0.000621');
    expect(fee.gasUnits).toBe(621_000n);
  });

  it('charges call data in the inclusion fee and rounds the extra gas up', () => {
    const fee = feeBreakdown(50_000n, 3n, 68);
    expect(fee.inclusionFeeWei).toBe(4_000_000_000_000n * 218n);
    expect(fee.gasUnits * 3n).toBeGreaterThanOrEqual(fee.totalWei);
    expect(() => feeBreakdown(21_000n, 0n)).toThrow(RangeError);
  });
});

describe('walletGasPriceWei', () => {
  it('rounds the execution gas price to 0.001 gwei', () => {
    expect(walletGasPriceWei(0)).toBe(1_000_000_000n);
    const wei = walletGasPriceWei(40_000_000);
    expect(wei % 1_000_000n).toBe(0n);
    expect(Math.abs(Number(wei) / 1e9 - executionGasPriceGwei(40_000_000))).toBeLessThanOrEqual(0.0005);
  });
});
