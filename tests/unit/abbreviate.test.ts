import {describe, it, expect} from 'vitest';
import {abbreviate} from '../../src/components/CopyValue/abbreviate';

describe('abbreviate', () => {
  it('keeps the first 5 and last 4 characters of an EVM address', () => {
    expect(abbreviate('0xc9B53AB2679f573e480d01e0f49e2B5CFB7a3EAb', 5, 4)).toBe('0xc9B…3EAb');
  });

  it('keeps the first 6 and last 4 characters of a Smart Rollup address', () => {
    expect(abbreviate('sr1Ghq66tYK9y3r8CC1Tf8i8m5nxh8nTvZEf', 6, 4)).toBe('sr1Ghq…vZEf');
  });

  it('joins the two ends with a single ellipsis character', () => {
    const shown = abbreviate('0x0000000000000000000000000000000000000100', 5, 4);
    expect(shown).toBe('0x000…0100');
    expect(shown).toHaveLength(10);
  });

  it('leaves values unchanged when they are not longer than head + tail', () => {
    expect(abbreviate('0xa729', 5, 4)).toBe('0xa729');
    expect(abbreviate('123456789', 5, 4)).toBe('123456789');
    expect(abbreviate('', 6, 4)).toBe('');
  });

  it('shortens a value one character longer than head + tail', () => {
    expect(abbreviate('1234567890', 5, 4)).toBe('12345…7890');
  });

  it.each([
    [-1, 4],
    [5, -1],
    [1.5, 4],
    [5, Number.NaN],
    [Number.POSITIVE_INFINITY, 4],
  ])('throws for head %s and tail %s', (head, tail) => {
    expect(() => abbreviate('sr1Ghq66tYK9y3r8CC1Tf8i8m5nxh8nTvZEf', head, tail)).toThrow(RangeError);
  });
});
