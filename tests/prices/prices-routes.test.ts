import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { securityMatrix } from '../helpers/security.js';
import { eventually } from '../helpers/eventually.js';
import { startDexScreenerStub, type DexScreenerStub } from '../stubs/dexscreener-stub.js';
import { startJupiterStub, type JupiterStub } from '../stubs/jupiter-stub.js';
import type { StubToken } from '../stubs/stub-token.js';
import { MAINNET_TOKENS } from '../../shared/chain/token-list.js';
import { priceFetchJobId, priceRefreshJob, PRICE_REFRESH_SCHEDULER_ID, schedulePriceRefresh } from '../../shared/jobs/prices.js';
import { PriceStore } from '../../shared/prices/price-store.js';
import type { PriceQuote } from '../../shared/prices/price-provider.js';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const DEVNET_USDC = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const WIF = 'EKpQGSJtjMFqKZ9KQanSqYXRcF8fBopzLHYxdM65zcjm';
const RAY = '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R';
/** A token outside the registry that the providers price. */
const OFF_REGISTRY = Keypair.generate().publicKey.toBase58();
/** A well-formed mint nobody prices. */
const UNPRICED = Keypair.generate().publicKey.toBase58();

/** Jupiter's market: every mainnet registry token, plus the off-registry one. */
const JUPITER_TOKENS: Record<string, StubToken> = {
  ...Object.fromEntries(MAINNET_TOKENS.map((t, i) => [t.mint, { price: 1 + i, change24h: 1.5, volume24h: 1_000_000 + i, marketCap: 50_000_000 + i }])),
  [SOL]: { price: 150, change24h: -2.5, volume24h: 2_000_000_000, marketCap: 80_000_000_000 },
  [USDC]: { price: 1, change24h: 0.01, volume24h: 5_000_000_000, marketCap: 60_000_000_000 },
  [BONK]: { price: 0.00002, change24h: 12, volume24h: 90_000_000, marketCap: 1_500_000_000 },
  [OFF_REGISTRY]: { price: 3.25, change24h: 4, volume24h: 1234, marketCap: 99_000, symbol: 'OFFR' },
};
/** DexScreener's market: a few tokens at slightly different prices, to tell the source apart. */
const DEX_TOKENS: Record<string, StubToken> = {
  [SOL]: { price: 149, change24h: -2, volume24h: 1_000_000, marketCap: 79_000_000_000 },
  [JUP]: { price: 0.51, change24h: 3, volume24h: 500_000, marketCap: 700_000_000 },
  [WIF]: { price: 2.2, change24h: 1, volume24h: 400_000, marketCap: 2_000_000_000 },
  [RAY]: { price: 4.4, change24h: 1, volume24h: 300_000, marketCap: 1_000_000_000 },
};

let h: Harness;
let jupiter: JupiterStub;
let dex: DexScreenerStub;
let live: TestKey;
let test: TestKey;
let store: PriceStore;

beforeAll(async () => {
  jupiter = await startJupiterStub({ tokens: { ...JUPITER_TOKENS } });
  dex = await startDexScreenerStub({ tokens: { ...DEX_TOKENS } });
  // Provider timeout: long enough that the in-process stubs answer in time on a loaded machine,
  // short enough that a fetch where every provider hangs ends within the fetch deadline. The
  // deadline also covers the dedup test's reads while it holds the queue paused.
  h = await startHarness({
    env: { JUPITER_API_URL: jupiter.url, DEXSCREENER_API_URL: dex.url, PROVIDER_TIMEOUT_MS: '1000', PRICE_FETCH_DEADLINE_MS: '8000' },
  });
  live = await createAccountWithKey(h, { scopes: ['read:prices'] });
  test = await createAccountWithKey(h, { scopes: ['read:prices'], environment: 'test' });
  store = new PriceStore(h.redis, h.config.redisPrefix);
});

afterAll(async () => {
  await h?.close();
  await Promise.all([jupiter?.close(), dex?.close()]);
});

beforeEach(async () => {
  jupiter.options.fail = {};
  dex.options.fail = undefined;
  // The providers answer again from here: as if their circuit breakers' cooldown had passed and
  // a call had closed them (tests/prices/upstream-shares.test.ts covers the breakers).
  const breakers = await h.redis.keys(`${h.config.redisPrefix}:breaker:*`);
  if (breakers.length) await h.redis.del(...breakers);
});

const get = (path: string, key: TestKey = live) => h.request(path, { headers: bearer(key) });
/** Forget what the cache knows about mints, so the next read fetches them. */
const forget = (...mints: string[]) => h.redis.del(...mints.flatMap((m) => [store.priceKey(m), store.missKey(m)]));
const jupiterPriceCalls = (mint: string) => jupiter.requests.filter((r) => r.path === '/price/v3' && (r.query.ids ?? '').split(',').includes(mint)).length;
const aged = (mint: string, price: number, ageMs: number): PriceQuote => ({
  mint, symbol: 'OLD', price, change24h: 1, volume24h: 2, marketCap: 3, lastUpdated: new Date(Date.now() - ageMs).toISOString(), source: 'jupiter',
});

describe('GET /v1/prices/{tokenMint}', () => {
  it('answers the Price record with every field, its source and stale: false; the second read is served from the cache', async () => {
    await forget(SOL);
    const res = await get('/v1/prices/SOL');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      mint: SOL, symbol: 'SOL', price: 150, change24h: -2.5, volume24h: 2_000_000_000, marketCap: 80_000_000_000,
      lastUpdated: expect.any(String), source: 'jupiter', stale: false,
    });
    expect(Date.now() - Date.parse(res.body.data.lastUpdated)).toBeLessThan(10_000);
    expect(res.body.meta.requestId).toBe(res.headers.get('x-request-id'));

    const calls = jupiterPriceCalls(SOL);
    const again = await get('/v1/prices/SOL');
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(res.body.data);
    expect(jupiterPriceCalls(SOL)).toBe(calls);
  });

  it('resolves symbols case-insensitively, with a leading $, and mints exactly', async () => {
    for (const [id, mint] of [['sol', SOL], ['$SOL', SOL], ['%24usdc', USDC], ['Bonk', BONK], ['wsol', SOL], [USDC, USDC]] as const) {
      const res = await get(`/v1/prices/${id}`);
      expect(res.status, `${id}: ${res.text}`).toBe(200);
      expect(res.body.data.mint).toBe(mint);
    }
    expect((await get('/v1/prices/bonk')).body.data).toMatchObject({ symbol: 'BONK', price: 0.00002, change24h: 12 });
  });

  it('fetches a valid mint outside the registry on demand and keeps it tracked', async () => {
    const res = await get(`/v1/prices/${OFF_REGISTRY}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ mint: OFF_REGISTRY, symbol: 'OFFR', price: 3.25, volume24h: 1234, marketCap: 99_000, source: 'jupiter', stale: false });
    expect(await h.redis.zscore(store.trackedKey, OFF_REGISTRY)).not.toBeNull();
  });

  it('answers 404 for an unknown symbol and for a mint no provider prices; 400 for a malformed mint', async () => {
    const unknown = await get('/v1/prices/NOPECOIN');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'not_found', details: { id: 'NOPECOIN' } });

    const unpriced = await get(`/v1/prices/${UNPRICED}`);
    expect(unpriced.status, unpriced.text).toBe(404);
    expect(unpriced.body.error.code).toBe('not_found');

    for (const bad of ['So1111111111111111111111111111111111111111l', '1111111111111111111111111111111111111111111111111', 'sol!', 'so%20l']) {
      const res = await get(`/v1/prices/${bad}`);
      expect(res.status, `${bad}: ${res.text}`).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field: 'tokenMint' } });
    }
  });

  it('fails over to DexScreener when Jupiter fails, answers with an error body, or answers nonsense', async () => {
    for (const [mode, mint] of [['http500', JUP], ['errorBody', WIF], ['nonsense', RAY]] as const) {
      await forget(mint);
      jupiter.options.fail = { price: mode };
      const res = await get(`/v1/prices/${mint}`);
      expect(res.status, `${mode}: ${res.text}`).toBe(200);
      expect(res.body.data).toMatchObject({ mint, source: 'dexscreener', price: DEX_TOKENS[mint].price, stale: false });
    }
  });

  it('refreshes a price older than PRICE_FRESHNESS_MS before answering it', async () => {
    await forget(BONK);
    await store.write([aged(BONK, 0.5, 10 * 60_000)], 60_000);
    const res = await get('/v1/prices/BONK');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: 0.00002, stale: false, source: 'jupiter' });
    expect(Date.now() - Date.parse(res.body.data.lastUpdated)).toBeLessThan(10_000);
  });

  it('serves the last known price marked stale when every provider is down, and 502 without one', async () => {
    await forget(USDC, JUP);
    const old = aged(USDC, 0.99, 10 * 60_000);
    await store.write([old], 60_000);
    jupiter.options.fail = { price: 'http500', tokens: 'http500' };
    dex.options.fail = 'http500';

    const stale = await get('/v1/prices/USDC');
    expect(stale.status, stale.text).toBe(200);
    expect(stale.body.data).toMatchObject({ mint: USDC, symbol: 'USDC', price: 0.99, lastUpdated: old.lastUpdated, stale: true });

    const none = await get('/v1/prices/JUP');
    expect(none.status, none.text).toBe(502);
    expect(none.body.error.code).toBe('upstream_error');
    expect(none.body.error.details.providers.map((p: { provider: string }) => p.provider)).toEqual(['jupiter', 'dexscreener']);
  });

  it('answers 504 when every provider times out and no price is known', async () => {
    await forget(WIF);
    jupiter.options.fail = { price: 'hang', tokens: 'hang' };
    dex.options.fail = 'hang';
    const res = await get('/v1/prices/WIF');
    expect(res.status, res.text).toBe(504);
    expect(res.body.error.code).toBe('timeout');
  });

  it('fetches a mint once for concurrent reads (jobId deduplication)', async () => {
    await forget(RAY);
    const before = jupiterPriceCalls(RAY);
    // Hold the prices queue until every read has enqueued, so none can miss the shared job.
    const queue = h.app.queues.get('prices');
    await queue.pause();
    const pending = Promise.all(Array.from({ length: 6 }, () => get('/v1/prices/RAY')));
    try {
      // Every read registers its wait for the shared job just before it enqueues.
      const waits = (h.app.waiter as unknown as { waits: Map<string, Set<unknown>> }).waits;
      const jobId = priceFetchJobId([RAY]);
      expect(await eventually(async () => waits.get(jobId)?.size ?? 0, (n) => n >= 6, 10_000)).toBe(6);
      await new Promise((r) => setTimeout(r, 200)); // the last enqueue's round trip
      const counts = await queue.getJobCounts('waiting', 'active');
      expect(counts.waiting + counts.active).toBe(1);
    } finally {
      await queue.resume();
    }
    for (const res of await pending) expect(res.status, res.text).toBe(200);
    expect(jupiterPriceCalls(RAY) - before).toBe(1);
  });

  it('prices a test key\'s devnet token by its mainnet counterpart; a devnet-only token has no price (404)', async () => {
    await forget(USDC);
    const res = await get('/v1/prices/USDC', test);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ mint: DEVNET_USDC, symbol: 'USDC', marketMint: USDC, price: 1 });
    expect((await get(`/v1/prices/${DEVNET_USDC}`, test)).body.data.marketMint).toBe(USDC);
    const fee = await get('/v1/prices/FEE', test);
    expect(fee.status).toBe(404);
    // FEE is not in the mainnet registry at all.
    expect((await get('/v1/prices/FEE')).status).toBe(404);
  });
});

describe('GET /v1/prices?ids=', () => {
  it('answers a list in the order asked, each token once, and leaves out mints no provider prices', async () => {
    const res = await get(`/v1/prices?ids=${encodeURIComponent(`bonk,$SOL,${USDC},usdc,${UNPRICED}`)}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.map((p: { mint: string }) => p.mint)).toEqual([BONK, SOL, USDC]);
    for (const record of res.body.data) {
      expect(Object.keys(record).sort()).toEqual(['change24h', 'lastUpdated', 'marketCap', 'mint', 'price', 'source', 'stale', 'symbol', 'volume24h']);
    }
  });

  it('answers 400 for more than 100 ids, an empty item or a malformed mint; 404 naming unknown symbols', async () => {
    const many = Array.from({ length: 101 }, () => 'SOL').join(',');
    const tooMany = await get(`/v1/prices?ids=${many}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details).toMatchObject({ field: 'ids' });
    expect((await get(`/v1/prices?ids=${Array.from({ length: 100 }, () => 'SOL').join(',')}`)).status).toBe(200);

    expect((await get('/v1/prices?ids=SOL,,USDC')).status).toBe(400);
    expect((await get('/v1/prices')).body.error.details).toMatchObject({ field: 'ids' });
    expect((await get('/v1/prices?ids=SOL&ids=USDC')).status).toBe(400);
    const malformed = await get('/v1/prices?ids=SOL,So1111111111111111111111111111111111111111l');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.details.field).toBe('ids');

    const unknown = await get('/v1/prices?ids=SOL,NOPE,ZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.details.ids).toEqual(['NOPE', 'ZZZ']);
  });

  it('fetches every missing mint in one job within the providers\' batch limits', async () => {
    const mints = MAINNET_TOKENS.map((t) => t.mint);
    await forget(...mints);
    const res = await get(`/v1/prices?ids=${MAINNET_TOKENS.map((t) => t.symbol).join(',')}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toHaveLength(new Set(mints).size);
    for (const r of jupiter.requests.filter((q) => q.path === '/price/v3')) expect(r.query.ids.split(',').length).toBeLessThanOrEqual(50);
  });
});

describe('the prices queue', () => {
  it('refreshes the registry and recently asked-for mints on a BullMQ job scheduler', async () => {
    await forget(...MAINNET_TOKENS.map((t) => t.mint), OFF_REGISTRY);
    await h.redis.zadd(store.trackedKey, Date.now(), OFF_REGISTRY);
    const queue = h.app.queues.get(priceRefreshJob.name);
    await schedulePriceRefresh(h.app.queues, 60_000);
    try {
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers.map((s) => s.key)).toContain(PRICE_REFRESH_SCHEDULER_ID);
      let cached = new Map<string, PriceQuote>();
      for (let i = 0; i < 100 && cached.size < MAINNET_TOKENS.length + 1; i++) {
        await new Promise((r) => setTimeout(r, 100));
        cached = await store.read([...MAINNET_TOKENS.map((t) => t.mint), OFF_REGISTRY]);
      }
      expect(cached.size).toBe(MAINNET_TOKENS.length + 1);
      expect(cached.get(OFF_REGISTRY)?.price).toBe(3.25);
    } finally {
      await queue.removeJobScheduler(PRICE_REFRESH_SCHEDULER_ID);
    }
  });
});

securityMatrix(() => h, [
  { method: 'GET', path: '/v1/prices/SOL', scope: 'read:prices' },
  { method: 'GET', path: '/v1/prices?ids=SOL,USDC', scope: 'read:prices' },
]);
