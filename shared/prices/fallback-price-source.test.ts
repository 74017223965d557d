import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { FallbackPriceSource } from './fallback-price-source.js';
import type { PriceProvider, PriceQuote } from './price-provider.js';

function quote(mint: string, source: string): PriceQuote {
  return { mint, symbol: mint.toUpperCase(), price: 1, change24h: 0, volume24h: 0, marketCap: 0, lastUpdated: '2025-01-01T00:00:00.000Z', source };
}

/** A provider that knows `known` mints, or fails with `error`, and records what it was asked. */
function fake(name: string, known: string[], error?: unknown): PriceProvider & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    name,
    asked,
    async getPrices(mints) {
      asked.push([...mints]);
      if (error !== undefined) throw error;
      return new Map(mints.filter((m) => known.includes(m)).map((m) => [m, quote(m, name)]));
    },
  };
}

describe('FallbackPriceSource', () => {
  it('asks each provider only for what the ones before it left unanswered, deduplicated', async () => {
    const a = fake('a', ['x']);
    const b = fake('b', ['y', 'x']);
    const c = fake('c', ['z']);
    const quotes = await new FallbackPriceSource([a, b, c]).getPrices(['x', 'y', 'x']);
    expect([...quotes.values()].map((q) => `${q.mint}:${q.source}`)).toEqual(['x:a', 'y:b']);
    expect([a.asked, b.asked, c.asked]).toEqual([[['x', 'y']], [['y']], []]);
  });

  it('records a failure that is not an AppError as internal_error and keeps going', async () => {
    const quotes = await new FallbackPriceSource([fake('a', [], new TypeError('bug')), fake('b', ['x'])]).getPrices(['x']);
    expect(quotes.get('x')?.source).toBe('b');

    const err = await new FallbackPriceSource([fake('a', [], new TypeError('bug'))]).getPrices(['x']).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).details.providers).toEqual([{ provider: 'a', code: 'internal_error', message: 'bug' }]);
  });

  it('is named after its providers, in order', () => {
    expect(new FallbackPriceSource([fake('jupiter', []), fake('dexscreener', [])]).name).toBe('jupiter>dexscreener');
  });

  it('refuses to be built without providers', () => {
    expect(() => new FallbackPriceSource([])).toThrow(/at least one/);
  });
});
