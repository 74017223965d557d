import { describe, expect, it } from 'vitest';
import { formatUnits } from './portfolio.js';

describe('formatUnits', () => {
  it('writes raw amounts as exact decimal strings', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5');
    expect(formatUnits(5n, 2)).toBe('0.05');
    expect(formatUnits(0n, 9)).toBe('0');
    expect(formatUnits(1_000_000_000n, 9)).toBe('1');
    expect(formatUnits(42n, 0)).toBe('42');
    expect(formatUnits(18_446_744_073_709_551_615n, 9)).toBe('18446744073.709551615');
  });
});
