import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { CoalescingPriceSource } from './coalescing-price-source.js';
import { cleanQuote, type PriceProvider, type PriceQuote } from './price-provider.js';

const quote = (mint: string, price = 1): PriceQuote => ({ mint, symbol: mint.toUpperCase(), price, change24h: 0, volume24h: 0, marketCap: 0, lastUpdated: new Date(0).toISOString(), source: 'fake' });

/** A provider that records each batch and answers after `delayMs`. */
class SlowProvider implements PriceProvider {
  readonly name = 'fake';
  readonly batches: string[][] = [];
  fail = false;
  constructor(private readonly delayMs: number, private readonly known = (m: string) => m !== 'unknown') {}
  async getPrices(mints: readonly string[]): Promise<Map<string, PriceQuote>> {
    this.batches.push([...mints]);
    await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.fail) throw new AppError('upstream_error', 'down');
    return new Map(mints.filter(this.known).map((m) => [m, quote(m)]));
  }
}

describe('CoalescingPriceSource', () => {
  it('puts concurrent requests into shared batches of at most maxBatch mints, each mint asked once', async () => {
    const inner = new SlowProvider(30);
    const source = new CoalescingPriceSource(inner, 3);
    const answers = await Promise.all([source.getPrices(['a']), source.getPrices(['b', 'a']), source.getPrices(['c', 'd', 'e']), source.getPrices(['unknown'])]);
    expect(inner.batches.flat().sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'unknown']);
    expect(inner.batches.every((b) => b.length <= 3)).toBe(true);
    expect(inner.batches.length).toBe(2);
    expect([...answers[1].keys()].sort()).toEqual(['a', 'b']);
    expect([...answers[2].keys()].sort()).toEqual(['c', 'd', 'e']);
    expect(answers[3].size).toBe(0);
  });

  it('a request for a mint in flight shares its answer instead of asking again', async () => {
    const inner = new SlowProvider(50);
    const source = new CoalescingPriceSource(inner, 50, 0);
    const first = source.getPrices(['a']);
    await new Promise((r) => setTimeout(r, 10));
    const second = source.getPrices(['a']);
    expect((await second).get('a')?.price).toBe(1);
    await first;
    expect(inner.batches).toEqual([['a']]);
  });

  it('rejects only the requests none of whose mints could be answered because the provider failed', async () => {
    const inner = new SlowProvider(5);
    inner.fail = true;
    const source = new CoalescingPriceSource(inner, 50);
    await expect(source.getPrices(['a', 'b'])).rejects.toMatchObject({ code: 'upstream_error' });
    inner.fail = false;
    expect((await source.getPrices(['a'])).get('a')?.mint).toBe('a');
  });
});

describe('cleanQuote', () => {
  it('drops binary floating-point noise: 10 significant digits, change to 4 decimals, noise change 0', () => {
    const clean = cleanQuote({ ...quote('sol'), price: 149.99999999969998, change24h: -2.000177801164682e-10, marketCap: 89999999999.81999, volume24h: 1234.5000000000002 });
    expect(clean).toMatchObject({ price: 150, change24h: 0, marketCap: 90_000_000_000, volume24h: 1234.5 });
    expect(Object.is(clean.change24h, -0)).toBe(false);
    expect(cleanQuote({ ...quote('bonk'), price: 0.000020123456789, change24h: 12.345678 })).toMatchObject({ price: 0.00002012345679, change24h: 12.3457 });
  });
});
