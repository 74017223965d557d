/**
 * Jupiter's budget split between tenants (issue #34 point 5): one free account spamming prices
 * of unregistered mints from three worker processes' worth of fetches does not make another
 * tenant's mainnet build 503, nor starve its price read; while every price provider is known
 * to be down a read is answered from the breaker (stale, or 503 providers_down) without a
 * fetch. Timings are in bench, not here.
 */
import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { startServiceStack, type ServiceStack } from '../helpers/service-stack.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { startJupiterStub, type JupiterStub } from '../stubs/jupiter-stub.js';
import type { StubToken } from '../stubs/stub-token.js';
import { MAINNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';
import { PriceStore } from '../../shared/prices/price-store.js';
import { createLogger } from '../../shared/logging/logger.js';

const USDC = MAINNET_TOKENS.find((t) => t.symbol === 'USDC')!;
const spamMints = () => Array.from({ length: 100 }, () => Keypair.generate().publicKey.toBase58());
const OTHER = Keypair.generate().publicKey.toBase58();
const TOKENS: Record<string, StubToken> = {
  ...Object.fromEntries(MAINNET_TOKENS.map((t) => [t.mint, { price: 2, change24h: 1, volume24h: 10, marketCap: 100 }])),
  [NATIVE_MINT]: { price: 150, change24h: 1, volume24h: 1e6, marketCap: 1e9 },
  [USDC.mint]: { price: 1, change24h: 0, volume24h: 1e6, marketCap: 1e9 },
  [OTHER]: { price: 3, change24h: 0, volume24h: 10, marketCap: 100, symbol: 'OTH' },
};

let h: Harness;
let extra: ServiceStack[] = [];
let stub: JupiterStub;
let spammer: TestKey;
let tenant: TestKey;

beforeAll(async () => {
  stub = await startJupiterStub({ tokens: TOKENS });
  h = await startHarness({
    localnet: true,
    localnetAsMainnet: true,
    env: {
      // 500 ms slots; a build waits at most 900 ms for one.
      JUPITER_API_URL: stub.url, JUPITER_RPS: '2', JUPITER_BUDGET_WAIT_MS: '900',
      DEXSCREENER_API_URL: 'http://127.0.0.1:1', PROVIDER_TIMEOUT_MS: '2000',
      PRICE_FETCH_DEADLINE_MS: '12000', BUILD_DEADLINE_MS: '20000',
    },
  });
  // Two more worker processes consuming price fetches, as a deployment runs several.
  const logger = createLogger({ level: 'warn', name: 'extra' }, { write: () => undefined });
  for (let i = 0; i < 2; i++) extra.push(await startServiceStack({ config: h.config, logger, workers: ['prices'] }));
  spammer = await createAccountWithKey(h, { environment: 'live', tier: 'free', scopes: ['read:prices'] });
  tenant = await createAccountWithKey(h, { environment: 'live', tier: 'enterprise', scopes: ['read:prices', 'write:intents', 'write:transactions'] });
}, 90_000);
afterAll(async () => {
  // The extra stacks' close deletes every key under the prefix: after the tests, before the harness.
  for (const stack of extra) await stack.close().catch(() => undefined);
  extra = [];
  await h?.close();
  await stub?.close();
});

describe('Jupiter budget shares', () => {
  it('a free account spamming prices of 100 unregistered mints a read does not make another tenant\'s build 503, nor its price read fail', async () => {
    await new Promise((r) => setTimeout(r, 2_500)); // the registry's first refresh passes
    const wallet = Keypair.generate();
    h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 5n * BigInt(LAMPORTS_PER_SOL));
    const intent = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command: 'swap 1 SOL for USDC' }, headers: bearer(tenant) });
    expect(intent.status, intent.text).toBe(201);

    // Twenty reads of 100 fresh mints each, all at once, and a few more while the build runs.
    const spam = Array.from({ length: 20 }, () => h.request(`/v1/prices?ids=${spamMints().join(',')}`, { headers: bearer(spammer) }));
    await new Promise((r) => setTimeout(r, 1_500));
    const more = Array.from({ length: 5 }, () => h.request(`/v1/prices?ids=${spamMints().join(',')}`, { headers: bearer(spammer) }));
    const build = await h.request('/v1/transactions/build', { method: 'POST', json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() }, headers: bearer(tenant) });
    expect(build.status, build.text).toBe(200);
    expect(build.body.data.transaction).toBeTruthy();

    const price = await h.request(`/v1/prices/${OTHER}`, { headers: bearer(tenant) });
    expect(price.status, price.text).toBe(200);
    expect(price.body.data).toMatchObject({ mint: OTHER, price: 3, stale: false });

    // The spammer is told why it waits: its share is spent (503 with Retry-After), or rate limited.
    const answers = await Promise.all([...spam, ...more]);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(a.body.error).toMatchObject({ code: 'service_unavailable', details: { reason: 'upstream_share', upstream: 'jupiter' } });
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // The rest: answered, rate limited, or 502 (DexScreener, asked for what Jupiter does not price, is unreachable here).
    for (const a of answers) expect([200, 429, 502, 503]).toContain(a.status);
  }, 90_000);

  it('while every price provider is known to be down, a read is answered from the breaker without a fetch: stale if known, else 503 providers_down', async () => {
    stub.options.fail = { price: 'http500', tokens: 'http500' };
    // Two reads meet the outage (Jupiter 500, DexScreener unreachable): the breakers open.
    for (let i = 0; i < 2; i++) {
      const res = await h.request(`/v1/prices/${Keypair.generate().publicKey.toBase58()}`, { headers: bearer(tenant) });
      expect([502, 503, 504], res.text).toContain(res.status);
    }
    const before = stub.requests.length;
    const res = await h.request(`/v1/prices/${Keypair.generate().publicKey.toBase58()}`, { headers: bearer(tenant) });
    expect(res.status, res.text).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'service_unavailable', details: { reason: 'providers_down' } });
    expect(res.body.error.details.providers.map((p: { provider: string }) => p.provider).sort()).toEqual(['dexscreener', 'jupiter']);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    const store = new PriceStore(h.redis, h.config.redisPrefix);
    const known = Keypair.generate().publicKey.toBase58();
    const lastUpdated = new Date(Date.now() - 10 * 60_000).toISOString();
    await store.write([{ mint: known, symbol: 'OLD', price: 4.2, change24h: 0, volume24h: 1, marketCap: 2, lastUpdated, source: 'jupiter' }], 3_600_000);
    const stale = await h.request(`/v1/prices/${known}`, { headers: bearer(tenant) });
    expect(stale.status, stale.text).toBe(200);
    expect(stale.body.data).toMatchObject({ mint: known, price: 4.2, stale: true });
    // Neither read sent anything to the provider.
    expect(stub.requests.length).toBe(before);
    stub.options.fail = {};
  }, 60_000);
});
