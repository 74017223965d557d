import { Keypair } from '@solana/web3.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEXSCREENER_ADDRESSES_PER_CALL, DexScreenerPriceProvider } from '../../shared/prices/dexscreener-price-provider.js';
import { startDexScreenerStub, type DexScreenerStub } from '../stubs/dexscreener-stub.js';
import { failure } from '../helpers/failure.js';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const WIF = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';

let stub: DexScreenerStub;
let provider: DexScreenerPriceProvider;

beforeEach(async () => {
  stub = await startDexScreenerStub({
    tokens: { [WIF]: { price: 1.85, change24h: 4.2, volume24h: 9_000_000, marketCap: 1_850_000_000, liquidity: 20_000_000 } },
  });
  provider = new DexScreenerPriceProvider({ baseUrl: stub.url, timeoutMs: 2000 });
});

afterEach(async () => {
  await stub.close();
});

/** A pair in DexScreener's documented shape. */
function pair(base: { address: string; symbol: string }, quote: { address: string; symbol: string }, fields: Record<string, unknown>): Record<string, unknown> {
  return {
    chainId: 'solana',
    dexId: 'orca',
    url: 'https://dexscreener.com/solana/x',
    pairAddress: Keypair.generate().publicKey.toBase58(),
    baseToken: { ...base, name: base.symbol },
    quoteToken: { ...quote, name: quote.symbol },
    txns: { h24: { buys: 1, sells: 1 } },
    ...fields,
  };
}

describe('DexScreenerPriceProvider against the DexScreener stub', () => {
  it('fills every field of the Price record from the pair where the mint is the base token', async () => {
    const before = Date.now();
    const quote = (await provider.getPrices([WIF])).get(WIF);

    expect(quote).toMatchObject({ mint: WIF, symbol: 'WIF', price: 1.85, change24h: 4.2, volume24h: 9_000_000, marketCap: 1_850_000_000, source: 'dexscreener' });
    expect(Date.parse(quote!.lastUpdated)).toBeGreaterThanOrEqual(before);
    expect(stub.requests.map((r) => r.path)).toEqual([`/tokens/v1/solana/${WIF}`]);
  });

  it('chooses the most liquid pair where the mint is the base token', async () => {
    stub.options.pairs.push(
      pair({ address: WIF, symbol: 'WIF' }, { address: SOL, symbol: 'SOL' }, { priceNative: '0.0125', priceUsd: '1.87', liquidity: { usd: 50_000_000 }, volume: { h24: 123 }, priceChange: { h24: 5 }, marketCap: 1_870_000_000 }),
      pair({ address: WIF, symbol: 'WIF' }, { address: SOL, symbol: 'SOL' }, { priceNative: '0.0130', priceUsd: '1.95', liquidity: { usd: 1_000 }, volume: { h24: 5 }, priceChange: { h24: 9 }, marketCap: 1 }),
    );
    const quote = (await provider.getPrices([WIF])).get(WIF);
    expect(quote).toMatchObject({ price: 1.87, change24h: 5, volume24h: 123, marketCap: 1_870_000_000 });
  });

  it('uses fdv when the pair has no marketCap', async () => {
    stub.options.tokens = {};
    stub.options.pairs.push(pair({ address: WIF, symbol: 'WIF' }, { address: USDC, symbol: 'USDC' }, { priceNative: '2', priceUsd: '2', liquidity: { usd: 10 }, fdv: 2_000_000_000 }));
    expect((await provider.getPrices([WIF])).get(WIF)).toMatchObject({ marketCap: 2_000_000_000, volume24h: 0, change24h: 0 });
  });

  it('inverts a pair where the mint is only the quote token, with no change or market cap figure', async () => {
    const mint = Keypair.generate().publicKey.toBase58();
    // 1 SOL = 4000 TKN and SOL is $160, so TKN is $0.04.
    stub.options.pairs.push(pair({ address: SOL, symbol: 'SOL' }, { address: mint, symbol: 'TKN' }, { priceNative: '4000', priceUsd: '160', liquidity: { usd: 300_000 }, volume: { h24: 42_000 }, priceChange: { h24: -7 }, marketCap: 80_000_000_000 }));

    const quote = (await provider.getPrices([mint])).get(mint);
    expect(quote?.price).toBeCloseTo(0.04, 12);
    expect(quote).toMatchObject({ symbol: 'TKN', change24h: 0, marketCap: 0, volume24h: 42_000, source: 'dexscreener' });
  });

  it('prefers a base pair over a more liquid pair quoting the mint', async () => {
    stub.options.pairs.push(pair({ address: SOL, symbol: 'SOL' }, { address: WIF, symbol: 'WIF' }, { priceNative: '80', priceUsd: '160', liquidity: { usd: 900_000_000 } }));
    expect((await provider.getPrices([WIF])).get(WIF)?.price).toBe(1.85);
  });

  it('skips pairs without a USD price', async () => {
    stub.options.tokens = {};
    stub.options.pairs.push(pair({ address: WIF, symbol: 'WIF' }, { address: USDC, symbol: 'USDC' }, { priceNative: '2', liquidity: { usd: 10 } }));
    expect((await provider.getPrices([WIF])).size).toBe(0);
  });

  it('batches at most 30 addresses per call and prices every mint', async () => {
    const mints = Array.from({ length: 65 }, () => Keypair.generate().publicKey.toBase58());
    for (const [i, mint] of mints.entries()) stub.options.tokens[mint] = { price: 1 + i, symbol: `T${i}` };

    const quotes = await provider.getPrices(mints);

    expect(quotes.size).toBe(65);
    const batches = stub.requests.map((r) => r.path.replace('/tokens/v1/solana/', '').split(','));
    expect(batches.map((b) => b.length).sort((a, b) => b - a)).toEqual([DEXSCREENER_ADDRESSES_PER_CALL, DEXSCREENER_ADDRESSES_PER_CALL, 5]);
    expect(new Set(batches.flat()).size).toBe(65);
  });

  it('treats nonsense prices (non-numeric, negative, zero, wrong type) as a failure', async () => {
    for (let i = 0; i < 3; i++) stub.options.tokens[Keypair.generate().publicKey.toBase58()] = { price: 1 };
    stub.options.fail = 'nonsense';
    const err = await failure(provider.getPrices(Object.keys(stub.options.tokens)));
    expect(err.code).toBe('upstream_error');
    expect((err.details.mints as string[]).length).toBe(4);
  });

  it('leaves out a mint with an absurd figure and keeps the others', async () => {
    const bad = Keypair.generate().publicKey.toBase58();
    stub.options.tokens[bad] = { price: 1, volume24h: 1e20 };
    const quotes = await provider.getPrices([WIF, bad]);
    expect([...quotes.keys()]).toEqual([WIF]);
  });

  it.each([
    ['errorBody', /Internal error/],
    ['http500', /HTTP 500/],
    ['http429', /HTTP 429/],
    ['garbage', /not JSON/],
  ] as const)('maps %s to upstream_error', async (mode, message) => {
    stub.options.fail = mode;
    const err = await failure(provider.getPrices([WIF]));
    expect(err.code).toBe('upstream_error');
    expect(err.details.provider).toBe('dexscreener');
    expect(err.message).toMatch(message);
  });

  it('maps a provider that never answers to timeout', async () => {
    stub.options.fail = 'hang';
    const err = await failure(new DexScreenerPriceProvider({ baseUrl: stub.url, timeoutMs: 150 }).getPrices([WIF]));
    expect(err.code).toBe('timeout');
  });
});
