import { Keypair } from '@solana/web3.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JUPITER_PRICE_IDS_PER_CALL, JUPITER_SEARCH_MINTS_PER_CALL, JupiterPriceProvider } from '../../shared/prices/jupiter-price-provider.js';
import { startJupiterStub, type JupiterStub } from '../stubs/jupiter-stub.js';
import { failure } from '../helpers/failure.js';

const SOL = 'So11111111111111111111111111111111111111112';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

let stub: JupiterStub;
let provider: JupiterPriceProvider;

beforeEach(async () => {
  stub = await startJupiterStub({
    tokens: {
      [SOL]: { price: 150.25, change24h: 2.5, volume24h: 1000, marketCap: 70_000_000_000 },
      [JUP]: { price: 0.42, change24h: -3.1, volume24h: 2500, marketCap: 1_300_000_000 },
    },
  });
  provider = new JupiterPriceProvider({ baseUrl: stub.url, apiKey: 'jup-test-key', timeoutMs: 2000 });
});

afterEach(async () => {
  await stub.close();
});

describe('JupiterPriceProvider against the Jupiter stub', () => {
  it('fills every field of the Price record from Price v3 and Tokens v2', async () => {
    const before = Date.now();
    const quotes = await provider.getPrices([SOL, JUP]);

    expect(quotes.get(SOL)).toMatchObject({ mint: SOL, symbol: 'SOL', price: 150.25, change24h: 2.5, marketCap: 70_000_000_000, source: 'jupiter' });
    expect(quotes.get(SOL)?.volume24h).toBeCloseTo(1000, 6); // buyVolume + sellVolume
    expect(quotes.get(JUP)).toMatchObject({ symbol: 'JUP', price: 0.42, change24h: -3.1 });
    const lastUpdated = Date.parse(quotes.get(SOL)!.lastUpdated);
    expect(new Date(lastUpdated).toISOString()).toBe(quotes.get(SOL)!.lastUpdated);
    expect(lastUpdated).toBeGreaterThanOrEqual(before);
    expect(lastUpdated).toBeLessThanOrEqual(Date.now());
  });

  it('calls each API once for a small batch, sends x-api-key, and asks each mint once', async () => {
    await provider.getPrices([SOL, JUP, SOL]);

    const price = stub.requests.filter((r) => r.path === '/price/v3');
    const tokens = stub.requests.filter((r) => r.path === '/tokens/v2/search');
    expect(price.map((r) => r.query.ids)).toEqual([`${SOL},${JUP}`]);
    expect(tokens.map((r) => r.query.query)).toEqual([`${SOL},${JUP}`]);
    expect(stub.requests.every((r) => r.headers['x-api-key'] === 'jup-test-key')).toBe(true);
  });

  it('sends no x-api-key when none is configured', async () => {
    await new JupiterPriceProvider({ baseUrl: stub.url, timeoutMs: 2000 }).getPrices([SOL]);
    expect(stub.requests.every((r) => r.headers['x-api-key'] === undefined)).toBe(true);
  });

  it('batches within the documented limits: 50 ids per Price call, 100 mints per Tokens search', async () => {
    const mints = Array.from({ length: 120 }, () => Keypair.generate().publicKey.toBase58());
    for (const [i, mint] of mints.entries()) stub.options.tokens[mint] = { price: 1 + i, symbol: `T${i}`, volume24h: 10 };

    const quotes = await provider.getPrices(mints);

    expect(quotes.size).toBe(120);
    expect(quotes.get(mints[119])?.price).toBe(120);
    const priceBatches = stub.requests.filter((r) => r.path === '/price/v3').map((r) => r.query.ids.split(','));
    const tokenBatches = stub.requests.filter((r) => r.path === '/tokens/v2/search').map((r) => r.query.query.split(','));
    expect(priceBatches.map((b) => b.length).sort((a, b) => b - a)).toEqual([JUPITER_PRICE_IDS_PER_CALL, JUPITER_PRICE_IDS_PER_CALL, 20]);
    expect(tokenBatches.map((b) => b.length).sort((a, b) => b - a)).toEqual([JUPITER_SEARCH_MINTS_PER_CALL, 20]);
    expect(new Set(priceBatches.flat()).size).toBe(120);
    expect(new Set(tokenBatches.flat()).size).toBe(120);
  });

  it('reads absent figures as 0: null priceChange24h, no stats24h, no mcap or fdv', async () => {
    stub.options.tokens[BONK] = { price: 0.00002 };
    const quote = (await provider.getPrices([BONK])).get(BONK);
    expect(quote).toMatchObject({ symbol: 'BONK', price: 0.00002, change24h: 0, volume24h: 0, marketCap: 0 });
  });

  it('leaves out a mint Jupiter does not know, without failing', async () => {
    const unknown = Keypair.generate().publicKey.toBase58();
    const quotes = await provider.getPrices([SOL, unknown]);
    expect([...quotes.keys()]).toEqual([SOL]);
  });

  it('leaves out a mint answered with implausible figures and keeps the others', async () => {
    stub.options.tokens[BONK] = { price: -1, symbol: 'BONK' };
    const quotes = await provider.getPrices([SOL, BONK]);
    expect([...quotes.keys()]).toEqual([SOL]);
  });

  it.each([
    ['a negative change beyond -100%', { price: 1, change24h: -250 }],
    ['an absurd price', { price: 5e12 }],
    ['a negative volume', { price: 1, volume24h: -10 }],
  ])('fails when the only mint has %s', async (_label, token) => {
    stub.options.tokens = { [BONK]: token };
    const err = await failure(provider.getPrices([BONK]));
    expect(err.code).toBe('upstream_error');
    expect(err.details).toMatchObject({ provider: 'jupiter', mints: [BONK] });
  });

  it.each(['price', 'tokens'] as const)('treats nonsense from the %s endpoint (wrong types, zero, negative, absurd) as a failure', async (endpoint) => {
    stub.options.fail[endpoint] = 'nonsense';
    const err = await failure(provider.getPrices([SOL, JUP]));
    expect(err.code).toBe('upstream_error');
    expect(err.message).toMatch(/implausible/);
  });

  it('treats HTTP 200 with an error body as a failure', async () => {
    stub.options.fail.price = 'errorBody';
    const err = await failure(provider.getPrices([SOL]));
    expect(err.code).toBe('upstream_error');
    expect(err.details).toMatchObject({ provider: 'jupiter', status: 200, providerMessage: 'Internal error, please try again' });
  });

  it.each([
    ['http500', 500],
    ['http429', 429],
  ] as const)('maps %s to upstream_error', async (mode, status) => {
    stub.options.fail.tokens = mode;
    const err = await failure(provider.getPrices([SOL]));
    expect(err.code).toBe('upstream_error');
    expect(err.details).toMatchObject({ provider: 'jupiter', status });
    if (status === 429) expect(err.details.retryAfter).toBe('1');
  });

  it('maps a body that is not JSON to upstream_error', async () => {
    stub.options.fail.price = 'garbage';
    const err = await failure(provider.getPrices([SOL]));
    expect(err.code).toBe('upstream_error');
    expect(err.message).toMatch(/not JSON/);
  });

  it('maps a provider that never answers to timeout', async () => {
    stub.options.fail.price = 'hang';
    const slow = new JupiterPriceProvider({ baseUrl: stub.url, timeoutMs: 150 });
    const err = await failure(slow.getPrices([SOL]));
    expect(err.code).toBe('timeout');
    expect(err.details).toEqual({ provider: 'jupiter', timeoutMs: 150 });
  });

  it('maps an unreachable provider to upstream_error', async () => {
    const url = stub.url;
    await stub.close();
    stub = await startJupiterStub(); // afterEach closes this one
    const err = await failure(new JupiterPriceProvider({ baseUrl: url, timeoutMs: 2000 }).getPrices([SOL]));
    expect(err.code).toBe('upstream_error');
    expect(err.message).toMatch(/could not be reached/);
  });

  it('maps a rejected API key (HTTP 401) to upstream_error', async () => {
    stub.options.requiredApiKey = 'the-right-key';
    const err = await failure(provider.getPrices([SOL]));
    expect(err.code).toBe('upstream_error');
    expect(err.details).toMatchObject({ status: 401 });
    expect(err.message).toMatch(/JUPITER_API_KEY/);
  });

  it('answers no call for an empty list', async () => {
    expect((await provider.getPrices([])).size).toBe(0);
    expect(stub.requests).toEqual([]);
  });
});
