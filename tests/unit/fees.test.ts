import {describe, it, expect} from 'vitest';
import {
  accessListBytes,
  alpha,
  alphaScientific,
  backlogExamples,
  backlogPercentOfTolerance,
  capacityGasPerSecond,
  executionGasPriceGwei,
  formatGas,
  feeBreakdown,
  gasPriceWorkedExample,
  inclusionFeePerByteXtz,
  walletGasPriceWei,
  formatXtz,
  inclusionFeeWei,
  speedLimitGasPerSecond,
  toleranceGas,
} from '../../src/data/fees';

// The constants themselves are held to the kernel source by tests/unit/facts-source.test.ts.
describe('fee constants', () => {
  it('relate as the kernel defines them: the target is half the capacity, the tolerance ten seconds of it', () => {
    expect(speedLimitGasPerSecond * 2).toBe(capacityGasPerSecond);
    expect(toleranceGas).toBe(10 * speedLimitGasPerSecond);
  });

  it('alpha is the scientific notation the page shows', () => {
    expect(alpha).toBe(alphaScientific.mantissa * 10 ** alphaScientific.exponent);
    expect(alpha).toBe(9.9e-10);
  });

  it('alpha makes the price fall by about 7/8 over ten idle seconds, as the kernel chose it', () => {
    // The kernel's comment: ALPHA = -ln(7/8) / (TARGET * 10).
    expect(alpha).toBeCloseTo(-Math.log(7 / 8) / (speedLimitGasPerSecond * 10), 11);
  });
});

describe('executionGasPriceGwei', () => {
  it('stays at the minimum while the backlog is within the tolerance', () => {
    expect(executionGasPriceGwei(0)).toBe(1);
    expect(executionGasPriceGwei(-5)).toBe(1);
    expect(executionGasPriceGwei(135_000_000)).toBe(1);
  });

  it('reproduces the worked example: 270,000,000 gas of backlog costs 1.14 gwei', () => {
    // 1 gwei × e^(9.9e-10 × 135,000,000) = e^0.13365
    expect(executionGasPriceGwei(270_000_000)).toBeCloseTo(Math.exp(0.13365), 12);
    expect(gasPriceWorkedExample(270_000_000)).toBe(
      [
        'price = 1 gwei × e^(9.9e-10 × (270,000,000 − 135,000,000))',
        '      = 1 gwei × e^(9.9e-10 × 135,000,000)',
        '      = 1 gwei × e^0.13365',
        '      = 1.14 gwei',
      ].join('\n'),
    );
  });

  it('matches every row of the published backlog table', () => {
    expect(backlogExamples.map(formatGas)).toEqual(['135,000,000', '202,500,000', '270,000,000', '405,000,000', '675,000,000', '1,350,000,000', '2,700,000,000']);
    const rounded = backlogExamples.map((b) => executionGasPriceGwei(b).toFixed(2));
    expect(rounded).toEqual(['1.00', '1.07', '1.14', '1.31', '1.71', '3.33', '12.67']);
  });

  it('rises strictly once the backlog passes the tolerance', () => {
    expect(executionGasPriceGwei(135_000_001)).toBeGreaterThan(1);
    expect(executionGasPriceGwei(300_000_000)).toBeGreaterThan(executionGasPriceGwei(290_000_000));
  });

  it('rejects values that are not numbers', () => {
    expect(() => executionGasPriceGwei(Number.NaN)).toThrow(RangeError);
  });
});

describe('backlogPercentOfTolerance', () => {
  it('expresses the backlog relative to the tolerance', () => {
    expect(backlogPercentOfTolerance(202_500_000)).toBe(150);
    expect(backlogPercentOfTolerance(2_700_000_000)).toBe(2000);
  });
});

describe('inclusionFeeWei', () => {
  it('charges 0.000004 XTZ per byte including the 150-byte overhead', () => {
    expect(inclusionFeePerByteXtz).toBe('0.000004');
    // A plain transfer: no data, no access list -> 150 bytes -> 0.0006 XTZ
    expect(formatXtz(inclusionFeeWei(0))).toBe('0.0006');
    // 100 bytes of call data -> 250 bytes -> 0.001 XTZ
    expect(inclusionFeeWei(100)).toBe(1_000_000_000_000_000n);
    expect(formatXtz(inclusionFeeWei(100))).toBe('0.001');
    // access list bytes count the same as call data
    expect(inclusionFeeWei(68, 32)).toBe(inclusionFeeWei(100));
  });

  it('counts 20 bytes per access list address, 32 per storage key and 125 per EIP-7702 authorization', () => {
    expect(accessListBytes([{storageKeys: 2}, {storageKeys: 0}])).toBe(20 + 64 + 20);
    expect(inclusionFeeWei(0, 0, 2) - inclusionFeeWei(0)).toBe(4_000_000_000_000n * 250n);
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
    const wei = walletGasPriceWei(270_000_000);
    expect(wei % 1_000_000n).toBe(0n);
    expect(Math.abs(Number(wei) / 1e9 - executionGasPriceGwei(270_000_000))).toBeLessThanOrEqual(0.0005);
  });
});
