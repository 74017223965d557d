import { describe, expect, it } from 'vitest';
import { chunk, optionalFigure, plausiblePrice, plausibleSymbol } from './price-provider.js';

describe('plausibility checks', () => {
  it('accepts a positive finite price within bounds only', () => {
    expect(plausiblePrice(0.00001)).toBe(0.00001);
    for (const bad of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 2e9, '1.5', null, undefined]) expect(plausiblePrice(bad)).toBeUndefined();
  });

  it('reads an absent figure as 0 and a present bad one as nonsense', () => {
    expect(optionalFigure(undefined, 0, 10)).toBe(0);
    expect(optionalFigure(null, 0, 10)).toBe(0);
    expect(optionalFigure(-5, -100, 100)).toBe(-5);
    for (const bad of [-1, 11, Number.NaN, '5']) expect(optionalFigure(bad, 0, 10)).toBeUndefined();
  });

  it('accepts a short non-empty symbol only', () => {
    expect(plausibleSymbol(' BONK ')).toBe('BONK');
    for (const bad of ['', '   ', 'X'.repeat(33), 42]) expect(plausibleSymbol(bad)).toBeUndefined();
  });

  it('chunks a list into batches of at most the given size', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
  });
});
