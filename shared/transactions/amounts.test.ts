import { describe, expect, it } from 'vitest';
import { formatUnits, numberToDecimal, percentOf, toRawUnits, toRawUnitsFloor, usdToRawUnits } from './amounts.js';

describe('amounts', () => {
  it('turns decimals into raw units exactly, refusing more precision than the token has', () => {
    expect(toRawUnits('1.5', 6)).toBe(1_500_000n);
    expect(toRawUnits('0.000001', 6)).toBe(1n);
    expect(toRawUnits('1000', 0)).toBe(1000n);
    expect(toRawUnits('0.0000001', 6)).toBeNull();
    expect(toRawUnits('abc', 6)).toBeNull();
    expect(toRawUnitsFloor('10.1234567', 6)).toBe(10_123_456n);
  });

  it('formats raw units as plain decimals', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5');
    expect(formatUnits(1n, 9)).toBe('0.000000001');
    expect(formatUnits(0n, 9)).toBe('0');
    expect(formatUnits(42n, 0)).toBe('42');
  });

  it('takes percentages with integer math, rounding down', () => {
    expect(percentOf(1_000n, '50')).toBe(500n);
    expect(percentOf(999n, '12.5')).toBe(124n);
    expect(percentOf(3n, '100')).toBe(3n);
  });

  it('reads a price as its shortest exact decimal', () => {
    expect(numberToDecimal(0.1)).toBe('0.1');
    expect(numberToDecimal(150)).toBe('150');
    expect(numberToDecimal(2.5e-7)).toBe('0.00000025');
    expect(numberToDecimal(1.23e21)).toBe('1230000000000000000000');
    expect(numberToDecimal(0)).toBeNull();
    expect(numberToDecimal(Number.NaN)).toBeNull();
  });

  it('converts USD to raw units at a price without binary rounding', () => {
    expect(usdToRawUnits('15', 150, 9)).toBe(100_000_000n);
    expect(usdToRawUnits('1', 0.1, 6)).toBe(10_000_000n);
    expect(usdToRawUnits('10', 0.00002, 5)).toBe(50_000_000_000n); // 500,000 BONK
    expect(usdToRawUnits('1', -1, 6)).toBeNull();
  });
});
