import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { PriceStore } from '../../shared/prices/price-store.js';

const SOL = 'So11111111111111111111111111111111111111112';

/** Nothing consumes the prices and wallet-index queues here: reads must still answer within their deadlines. */
let h: Harness;
let key: TestKey;

beforeAll(async () => {
  h = await startHarness({ workers: false, env: { PRICE_FETCH_DEADLINE_MS: '300', PORTFOLIO_DEADLINE_MS: '300' } });
  key = await createAccountWithKey(h, { scopes: ['read:prices', 'read:portfolio'], environment: 'test' });
});
afterAll(async () => { await h?.close(); });

describe('bounded waits on the workers', () => {
  it('a price nobody fetches answers 504 at the deadline, never hangs', async () => {
    const started = Date.now();
    const res = await h.request('/v1/prices/SOL', { headers: bearer(key) });
    expect(res.status, res.text).toBe(504);
    expect(res.body.error.code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5_000); // the 300 ms deadline, not a hang
  });

  it('a stale price nobody refreshes is answered marked stale at the deadline', async () => {
    const lastUpdated = new Date(Date.now() - 3_600_000).toISOString();
    await new PriceStore(h.redis, h.config.redisPrefix).write([{ mint: SOL, symbol: 'SOL', price: 140, change24h: 1, volume24h: 2, marketCap: 3, lastUpdated, source: 'jupiter' }], 60_000);
    const res = await h.request('/v1/prices/SOL', { headers: bearer(key) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ price: 140, lastUpdated, stale: true });
  });

  it('a portfolio nobody computes answers 504 at the deadline', async () => {
    const res = await h.request(`/v1/portfolio?walletAddress=${Keypair.generate().publicKey.toBase58()}`, { headers: bearer(key) });
    expect(res.status, res.text).toBe(504);
    expect(res.body.error.code).toBe('timeout');
  });
});
