/**
 * Swap builds take a per-account share of the Jupiter build lane, checked before the call
 * (issue 40, point 3): an account firing swap builds (a public swap link, say) is refused past
 * its share with 503 upstream_share and no Jupiter call, and another tenant's swap build is
 * served. Live keys on the local cluster, Jupiter a stub at 2 requests/s.
 */
import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { startJupiterStub, type JupiterStub } from '../stubs/jupiter-stub.js';
import type { StubToken } from '../stubs/stub-token.js';
import { MAINNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';

const USDC = MAINNET_TOKENS.find((t) => t.symbol === 'USDC')!;
const TOKENS: Record<string, StubToken> = {
  ...Object.fromEntries(MAINNET_TOKENS.map((t) => [t.mint, { price: 2, change24h: 1, volume24h: 10, marketCap: 100 }])),
  [NATIVE_MINT]: { price: 150, change24h: 1, volume24h: 1e6, marketCap: 1e9 },
  [USDC.mint]: { price: 1, change24h: 0, volume24h: 1e6, marketCap: 1e9 },
};

let h: Harness;
let stub: JupiterStub;
let flooder: TestKey;
let tenant: TestKey;

beforeAll(async () => {
  stub = await startJupiterStub({ tokens: TOKENS });
  h = await startHarness({
    localnet: true,
    localnetAsMainnet: true,
    env: {
      JUPITER_API_URL: stub.url, JUPITER_RPS: '2', JUPITER_BUDGET_WAIT_MS: '900',
      DEXSCREENER_API_URL: 'http://127.0.0.1:1', PROVIDER_TIMEOUT_MS: '2000', BUILD_DEADLINE_MS: '20000',
    },
  });
  const scopes = ['write:intents', 'write:transactions'] as const;
  flooder = await createAccountWithKey(h, { environment: 'live', scopes: [...scopes] });
  tenant = await createAccountWithKey(h, { environment: 'live', scopes: [...scopes] });
}, 90_000);
afterAll(async () => {
  await h?.close();
  await stub?.close();
});

async function swapIntent(key: TestKey): Promise<{ intentId: string; walletAddress: string }> {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 5n * BigInt(LAMPORTS_PER_SOL));
  const intent = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command: 'swap 0.1 SOL for USDC' }, headers: bearer(key) });
  expect(intent.status, intent.text).toBe(201);
  return { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() };
}
const build = (key: TestKey, body: { intentId: string; walletAddress: string }) => h.request('/v1/transactions/build', { method: 'POST', json: body, headers: bearer(key) });
const swapCalls = () => stub.requests.filter((r) => r.path.includes('/swap/')).length;

describe('the Jupiter build lane', () => {
  it('refuses an account past its share before any Jupiter call, and serves another tenant\'s swap build', async () => {
    await new Promise((r) => setTimeout(r, 2_500)); // the registry's first refresh passes
    const intents = await Promise.all(Array.from({ length: 12 }, () => swapIntent(flooder)));
    const mine = await swapIntent(tenant);
    const before = swapCalls();
    const flood = await Promise.all(intents.map((body) => build(flooder, body)));
    const refused = flood.filter((a) => a.status === 503 && a.body.error.details.reason === 'upstream_share');
    expect(refused.length, JSON.stringify(flood.map((a) => `${a.status} ${a.body?.error?.details?.reason ?? ''}`))).toBeGreaterThan(0);
    for (const a of refused) {
      expect(a.body.error).toMatchObject({ code: 'service_unavailable', details: { upstream: 'jupiter' } });
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // Checked before the call: the refused builds cost Jupiter nothing.
    const called = flood.filter((a) => !(a.status === 503 && ['upstream_share', 'upstream_budget'].includes(a.body.error.details.reason))).length;
    expect(swapCalls() - before).toBeLessThanOrEqual(called * 2);
    expect(called).toBeLessThan(flood.length);
    // The flooder is still ahead of its share; the tenant is not.
    const again = await Promise.all((await Promise.all(Array.from({ length: 4 }, () => swapIntent(flooder)))).map((body) => build(flooder, body)));
    const served = await build(tenant, mine);
    expect(served.status, served.text).toBe(200);
    expect(served.body.data.transaction).toBeTruthy();
    expect(again.some((a) => a.status === 503)).toBe(true);
  }, 120_000);
});
