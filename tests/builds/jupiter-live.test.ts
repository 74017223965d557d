/**
 * Live keys on today's Jupiter (a stub answering its documented shapes, requiring an
 * `x-api-key`): an ExactIn swap builds through Swap API v2 `GET /swap/v2/build` with the key
 * sent, an ExactOut swap through v1 quote + swap-instructions; a key Jupiter refuses answers
 * 502 upstream_auth naming JUPITER_API_KEY, and /readyz lists jupiter as auth_failed. The local
 * cluster stands in for mainnet's RPC so the swaps simulate.
 */
import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { startJupiterStub, type JupiterStub } from '../stubs/jupiter-stub.js';
import { MAINNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';
import { jupiterBudget } from '../../shared/swap/swap-venue.js';
import { jupiterReachable } from '../../api/lib/upstream-probe.js';
import type { UpstreamBudget } from '../../shared/upstream/upstream-budget.js';

const USDC = MAINNET_TOKENS.find((t) => t.symbol === 'USDC')!;
const KEY = 'jup_test_key_1';

let h: Harness;
let stub: JupiterStub;
let live: TestKey;
let budget: UpstreamBudget | undefined;

beforeAll(async () => {
  stub = await startJupiterStub({ tokens: { [NATIVE_MINT]: { price: 150, change24h: 1, volume24h: 1e6, marketCap: 1e9 }, [USDC.mint]: { price: 1, change24h: 0, volume24h: 1e6, marketCap: 1e9 } }, requiredApiKey: KEY });
  h = await startHarness({
    localnet: true,
    localnetAsMainnet: true,
    // DexScreener unreachable: a refused Jupiter key is not hidden by the fallback provider.
    env: { JUPITER_API_URL: stub.url, JUPITER_API_KEY: KEY, DEXSCREENER_API_URL: 'http://127.0.0.1:1', PROVIDER_TIMEOUT_MS: '2000' },
    // /readyz probes Jupiter as api/main.ts wires it (the budget is bound once the harness has its Redis).
    app: { upstreams: { jupiter: () => jupiterReachable(budget!, stub.url, 2000)() } },
  });
  budget = jupiterBudget(h.redis, h.config.redisPrefix, h.config.providers);
  live = await createAccountWithKey(h, { environment: 'live', tier: 'pro', scopes: ['write:intents', 'write:transactions', 'read:prices'] });
});
afterAll(async () => {
  await h?.close();
  await stub?.close();
});
beforeEach(() => {
  stub.options.requiredApiKey = KEY;
});

function fundedWallet(): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 5n * BigInt(LAMPORTS_PER_SOL));
  return wallet;
}

async function buildCommand(wallet: Keypair, command: string) {
  const intent = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command }, headers: bearer(live) });
  expect(intent.status, intent.text).toBe(201);
  return h.request('/v1/transactions/build', { method: 'POST', json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() }, headers: bearer(live) });
}

describe('live swaps on Jupiter with an API key', () => {
  it('builds an ExactIn swap through Swap API v2 /build, sending the key and the wallet as taker', async () => {
    const wallet = fundedWallet();
    const before = stub.requests.length;
    const res = await buildCommand(wallet, 'swap 1 SOL for USDC');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.network).toBe('mainnet');
    expect(res.body.data.expectedOutput.breakdown).toMatchObject({ venue: 'jupiter', swapApi: 'swap/v2/build', swapMode: 'ExactIn', inputAmount: '1000000000' });
    expect(res.body.data.expectedOutput.outputAmount).toBe('150000000');
    expect(res.body.data.simulation.success).toBe(true);

    const calls = stub.requests.slice(before).filter((r) => r.path.startsWith('/swap/'));
    expect(calls.map((r) => r.path)).toEqual(['/swap/v2/build']);
    expect(calls[0].headers['x-api-key']).toBe(KEY);
    expect(calls[0].query).toMatchObject({ inputMint: NATIVE_MINT, outputMint: USDC.mint, amount: '1000000000', taker: wallet.publicKey.toBase58() });
    expect(calls[0].query.userPublicKey).toBeUndefined();
  });

  it('builds an ExactOut swap through v1 quote + swap-instructions, which /build lacks', async () => {
    const wallet = fundedWallet();
    const before = stub.requests.length;
    const res = await buildCommand(wallet, 'buy 30 USDC with SOL');
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.expectedOutput.breakdown).toMatchObject({ swapApi: 'swap/v1', swapMode: 'ExactOut' });
    expect(res.body.data.expectedOutput.outputAmount).toBe('30000000');
    const calls = stub.requests.slice(before).filter((r) => r.path.startsWith('/swap/'));
    expect(calls.map((r) => r.path)).toEqual(['/swap/v1/quote', '/swap/v1/swap-instructions']);
    expect(calls.every((r) => r.headers['x-api-key'] === KEY)).toBe(true);
  });

  it('a key Jupiter refuses is 502 upstream_auth naming JUPITER_API_KEY, and /readyz says auth_failed', async () => {
    stub.options.requiredApiKey = 'another-key';
    const build = await buildCommand(fundedWallet(), 'swap 0.5 SOL for USDC');
    expect(build.status, build.text).toBe(502);
    expect(build.body.error).toMatchObject({ code: 'upstream_auth', details: { provider: 'jupiter', status: 401, setting: 'JUPITER_API_KEY' } });
    expect(build.body.error.message).toMatch(/^Jupiter refused the API key: set JUPITER_API_KEY/);

    // A price nobody has fetched yet: Jupiter refuses, DexScreener is down.
    const mint = Keypair.generate().publicKey.toBase58();
    const price = await h.request(`/v1/prices/${mint}`, { headers: bearer(live) });
    expect(price.status, price.text).toBe(502);
    expect(price.body.error.code).toBe('upstream_auth');
    expect(price.body.error.message).toMatch(/Jupiter refused the API key: set JUPITER_API_KEY/);

    const ready = await h.request('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.data).toMatchObject({ status: 'degraded', upstreams: { jupiter: 'auth_failed' }, degraded: ['jupiter'] });
  });

  it('/readyz says ok again once Jupiter accepts the key', async () => {
    const wallet = fundedWallet();
    const res = await buildCommand(wallet, 'swap 0.2 SOL for USDC');
    expect(res.status, res.text).toBe(200);
    // The probe result is reused for 5 s (UPSTREAM_PROBE_TTL_MS).
    await new Promise((r) => setTimeout(r, 5_100));
    const ready = await h.request('/readyz');
    expect(ready.body.data.upstreams.jupiter).toBe('ok');
  });
});
