/**
 * Jupiter's request budget (JUPITER_RPS), shared through Redis by every process: with the free
 * key's 1 request/s, a burst of price reads on two API instances and one worker makes at most
 * one Jupiter call per second in total (counted at the stub), in batches, and every read
 * answers; with the budget spent, a cached price is answered stale and a build 503 with
 * Retry-After. /metrics reports the budget's use.
 */
import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { startSecondInstance, type SecondInstance } from '../helpers/instance.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { startJupiterStub, type JupiterStub } from '../stubs/jupiter-stub.js';
import type { StubToken } from '../stubs/stub-token.js';
import { MAINNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';
import { PriceStore } from '../../shared/prices/price-store.js';

const USDC = MAINNET_TOKENS.find((t) => t.symbol === 'USDC')!;
/** Ten mints outside the registry, so nothing has cached or refreshed them before the burst. */
const MINTS = Array.from({ length: 10 }, () => Keypair.generate().publicKey.toBase58());
const TOKENS: Record<string, StubToken> = {
  ...Object.fromEntries(MAINNET_TOKENS.map((t) => [t.mint, { price: 2, change24h: 1, volume24h: 10, marketCap: 100 }])),
  [NATIVE_MINT]: { price: 150, change24h: 1, volume24h: 1e6, marketCap: 1e9 },
  [USDC.mint]: { price: 1, change24h: 0, volume24h: 1e6, marketCap: 1e9 },
  ...Object.fromEntries(MINTS.map((m, i) => [m, { price: 1 + i / 10, change24h: 2, volume24h: 1000, marketCap: 5000, symbol: `T${i}` }])),
};

let h: Harness;
let second: SecondInstance;
let stub: JupiterStub;
let live: TestKey;

beforeAll(async () => {
  stub = await startJupiterStub({ tokens: TOKENS });
  h = await startHarness({
    localnet: true,
    localnetAsMainnet: true,
    env: {
      JUPITER_API_URL: stub.url, JUPITER_RPS: '1', JUPITER_BUDGET_WAIT_MS: '8000',
      DEXSCREENER_API_URL: 'http://127.0.0.1:1', PROVIDER_TIMEOUT_MS: '3000',
      // Generous on a loaded machine: the burst is a few budget slots long.
      PRICE_FETCH_DEADLINE_MS: '25000', BUILD_DEADLINE_MS: '20000',
    },
  });
  second = await startSecondInstance(h);
  live = await createAccountWithKey(h, { environment: 'live', tier: 'enterprise', scopes: ['read:prices', 'write:intents', 'write:transactions'] });
}, 60_000);
afterAll(async () => {
  await second?.close();
  await h?.close();
  await stub?.close();
});

const jupiterCalls = (since = 0) => stub.requests.filter((r) => r.at >= since);
const slotKey = () => `${h.config.redisPrefix}:upstream-budget:{jupiter}:next`;

describe('the Jupiter request budget', () => {
  it('100 concurrent price reads over 10 uncached mints on two API instances: at most one Jupiter call per second, every read answered', async () => {
    // The worker's first registry refresh runs at start; let it pass so the burst is measured alone.
    await new Promise((r) => setTimeout(r, 2_500));
    const start = Date.now();
    const reads = Array.from({ length: 100 }, (_, i) => {
      const api = i % 2 === 0 ? h : second;
      return api.request(`/v1/prices/${MINTS[i % 10]}`, { headers: bearer(live) });
    });
    const answers = await Promise.all(reads);
    const end = Date.now();

    for (const res of answers) {
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.price).toBeGreaterThan(0);
    }
    const calls = jupiterCalls(start).sort((a, b) => a.at - b.at);
    expect(calls.length).toBeGreaterThan(0);
    // The budget hands out slots 1 s apart; a call can only leave its slot late (timers on a
    // loaded machine), so two calls may arrive somewhat closer than 1 s, never together.
    for (let i = 1; i < calls.length; i++) expect(calls[i].at - calls[i - 1].at, `calls ${i - 1} and ${i}`).toBeGreaterThanOrEqual(500);
    if (calls.length > 1) expect((calls.at(-1)!.at - calls[0].at) / (calls.length - 1)).toBeGreaterThanOrEqual(900);
    expect(calls.length).toBeLessThanOrEqual(Math.ceil((end - start) / 1000) + 1);
    // Batched and de-duplicated: the ten mints go out in one or two Price API calls (50 ids at most each), each mint once.
    const priceCalls = calls.filter((r) => r.path === '/price/v3');
    expect(priceCalls.length).toBeLessThanOrEqual(2);
    for (const call of priceCalls) expect(call.query.ids.split(',').length).toBeLessThanOrEqual(50);
    const asked = priceCalls.flatMap((c) => c.query.ids.split(','));
    for (const mint of MINTS) expect(asked.filter((m) => m === mint)).toHaveLength(1);
  }, 60_000);

  it('with the budget spent, a cached price is answered stale rather than failing', async () => {
    const store = new PriceStore(h.redis, h.config.redisPrefix);
    const mint = Keypair.generate().publicKey.toBase58();
    const lastUpdated = new Date(Date.now() - 10 * 60_000).toISOString();
    await store.write([{ mint, symbol: 'OLD', price: 4.2, change24h: 0, volume24h: 1, marketCap: 2, lastUpdated, source: 'jupiter' }], 3_600_000);
    // Every slot for the next minute is taken (as if other processes had reserved them).
    await h.redis.set(slotKey(), String(Date.now() + 60_000), 'PX', 60_000);
    const res = await second.request(`/v1/prices/${mint}`, { headers: bearer(live) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ mint, price: 4.2, stale: true, lastUpdated });
    await h.redis.del(slotKey());
  }, 30_000);

  it('with the budget spent, a build waits JUPITER_BUDGET_WAIT_MS for a slot, then answers 503 with Retry-After', async () => {
    const wallet = Keypair.generate();
    h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 5n * BigInt(LAMPORTS_PER_SOL));
    const intent = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command: 'swap 1 SOL for USDC' }, headers: bearer(live) });
    expect(intent.status, intent.text).toBe(201);
    await h.redis.set(slotKey(), String(Date.now() + 60_000), 'PX', 60_000);
    const before = stub.requests.length;
    const res = await h.request('/v1/transactions/build', { method: 'POST', json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() }, headers: bearer(live) });
    expect(res.status, res.text).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'service_unavailable', details: { reason: 'upstream_budget', upstream: 'jupiter' } });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(40);
    expect(stub.requests.slice(before).filter((r) => r.path.startsWith('/swap/'))).toHaveLength(0);
    await h.redis.del(slotKey());
  }, 30_000);

  it('/metrics reports the budget: its rate, calls granted and refused, time waited', async () => {
    const res = await h.request('/metrics');
    expect(res.status).toBe(200);
    const value = (line: RegExp) => Number(res.text.split('\n').find((l) => line.test(l))?.split(' ').pop());
    expect(value(/^upstream_budget_rate\{.*upstream="jupiter"/)).toBe(1);
    expect(value(/^upstream_budget_calls\{.*upstream="jupiter".*outcome="granted"|^upstream_budget_calls\{.*outcome="granted".*upstream="jupiter"/)).toBeGreaterThanOrEqual(2);
    expect(value(/^upstream_budget_calls\{.*outcome="refused"/)).toBeGreaterThanOrEqual(2);
    expect(value(/^upstream_budget_wait_seconds\{/)).toBeGreaterThan(0);
  });
});
