import { Keypair } from '@solana/web3.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DexScreenerPriceProvider } from '../../shared/prices/dexscreener-price-provider.js';
import { FallbackPriceSource } from '../../shared/prices/fallback-price-source.js';
import { JupiterPriceProvider } from '../../shared/prices/jupiter-price-provider.js';
import { startDexScreenerStub, type DexScreenerStub } from '../stubs/dexscreener-stub.js';
import { startJupiterStub, type JupiterStub } from '../stubs/jupiter-stub.js';
import { failure } from '../helpers/failure.js';

const SOL = 'So11111111111111111111111111111111111111112';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

let jupiter: JupiterStub;
let dex: DexScreenerStub;

function source(timeoutMs = 2000): FallbackPriceSource {
  return new FallbackPriceSource([
    new JupiterPriceProvider({ baseUrl: jupiter.url, timeoutMs }),
    new DexScreenerPriceProvider({ baseUrl: dex.url, timeoutMs }),
  ]);
}

const dexMints = () => dex.requests.flatMap((r) => r.path.replace('/tokens/v1/solana/', '').split(','));

beforeEach(async () => {
  jupiter = await startJupiterStub({ tokens: { [SOL]: { price: 150, volume24h: 10 }, [JUP]: { price: 0.5 } } });
  dex = await startDexScreenerStub({ tokens: { [SOL]: { price: 151 }, [JUP]: { price: 0.51 }, [BONK]: { price: 0.00002 } } });
});

afterEach(async () => {
  await Promise.all([jupiter.close(), dex.close()]);
});

describe('FallbackPriceSource over Jupiter then DexScreener', () => {
  it('takes every price from Jupiter when it answers them all, and never asks DexScreener', async () => {
    const quotes = await source().getPrices([SOL, JUP]);
    expect([...quotes.values()].map((q) => [q.mint, q.source, q.price])).toEqual([
      [SOL, 'jupiter', 150],
      [JUP, 'jupiter', 0.5],
    ]);
    expect(dex.requests).toEqual([]);
  });

  it('asks DexScreener only for the mints Jupiter did not answer', async () => {
    const quotes = await source().getPrices([SOL, BONK]);
    expect(quotes.get(SOL)).toMatchObject({ source: 'jupiter', price: 150 });
    expect(quotes.get(BONK)).toMatchObject({ source: 'dexscreener', price: 0.00002, symbol: 'BONK' });
    expect(dexMints()).toEqual([BONK]);
  });

  it('moves a mint Jupiter priced implausibly to DexScreener', async () => {
    jupiter.options.tokens[JUP] = { price: 0 };
    const quotes = await source().getPrices([SOL, JUP]);
    expect(quotes.get(SOL)?.source).toBe('jupiter');
    expect(quotes.get(JUP)).toMatchObject({ source: 'dexscreener', price: 0.51 });
  });

  it.each(['http500', 'http429', 'errorBody', 'garbage', 'nonsense'] as const)('fails over to DexScreener when Jupiter answers %s', async (mode) => {
    jupiter.options.fail.price = mode;
    const quotes = await source().getPrices([SOL, JUP]);
    expect([...quotes.values()].map((q) => q.source)).toEqual(['dexscreener', 'dexscreener']);
    expect(quotes.get(SOL)?.price).toBe(151);
  });

  it('fails over to DexScreener when Jupiter times out', async () => {
    jupiter.options.fail.tokens = 'hang';
    const quotes = await source(200).getPrices([SOL]);
    expect(quotes.get(SOL)?.source).toBe('dexscreener');
  });

  it('throws upstream_error naming every provider when all are down', async () => {
    jupiter.options.fail.price = 'http500';
    dex.options.fail = 'http429';
    const err = await failure(source().getPrices([SOL, BONK]));
    expect(err.code).toBe('upstream_error');
    expect(err.message).toMatch(/jupiter: upstream_error, dexscreener: upstream_error/);
    expect(err.details.providers).toEqual([
      { provider: 'jupiter', code: 'upstream_error', message: expect.stringMatching(/HTTP 500/) },
      { provider: 'dexscreener', code: 'upstream_error', message: expect.stringMatching(/HTTP 429/) },
    ]);
  });

  it('throws upstream_error when one provider times out and the other fails', async () => {
    jupiter.options.fail.price = 'hang';
    dex.options.fail = 'errorBody';
    const err = await failure(source(200).getPrices([SOL]));
    expect(err.code).toBe('upstream_error');
    expect((err.details.providers as { code: string }[]).map((p) => p.code)).toEqual(['timeout', 'upstream_error']);
  });

  it('throws timeout when every provider timed out', async () => {
    jupiter.options.fail.price = 'hang';
    dex.options.fail = 'hang';
    const err = await failure(source(200).getPrices([SOL]));
    expect(err.code).toBe('timeout');
  });

  it('answers an empty map, without error, for mints no provider knows', async () => {
    const unknown = Keypair.generate().publicKey.toBase58();
    expect((await source().getPrices([unknown])).size).toBe(0);
  });

  it('answers what it could when a provider failed but another priced some mints', async () => {
    jupiter.options.fail.price = 'http500';
    const unknown = Keypair.generate().publicKey.toBase58();
    const quotes = await source().getPrices([SOL, unknown]);
    expect([...quotes.keys()]).toEqual([SOL]);
  });
});
