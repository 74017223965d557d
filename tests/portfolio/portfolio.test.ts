import { Keypair, PublicKey } from '@solana/web3.js';
import { createAssociatedTokenAccountIdempotentInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { securityMatrix } from '../helpers/security.js';
import { startDexScreenerStub, type DexScreenerStub } from '../stubs/dexscreener-stub.js';
import { startJupiterStub, type JupiterStub } from '../stubs/jupiter-stub.js';
import { faucetAuthorityKeypair } from '../../localnet/index.js';
import { submitInstructions } from '../../localnet/faucet.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from '../../shared/chain/token-list.js';
import { PortfolioStore } from '../../shared/portfolio/portfolio-store.js';
import type { PriceQuote } from '../../shared/prices/price-provider.js';
import { PriceStore } from '../../shared/prices/price-store.js';

const SOL = 'So11111111111111111111111111111111111111112';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const DEVNET_USDC = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU';
const PYUSD = '2b1kV6DkPAnxd5ixfnxCpjxmKwqjjaYmCZfHsFu24GXo';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';
const FEE = 'yFDnCw2XawNfoMd72s4dbr411bkKKKJtZ4WdGbbcPrv';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';

let h: Harness;
let jupiter: JupiterStub;
let dex: DexScreenerStub;
let testKey: TestKey;
let liveKey: TestKey;
let prices: PriceStore;
let portfolios: PortfolioStore;

beforeAll(async () => {
  jupiter = await startJupiterStub({
    tokens: {
      [SOL]: { price: 150, change24h: 1, volume24h: 1e9, marketCap: 7e10 },
      [USDC]: { price: 1, volume24h: 1e9, marketCap: 6e10 },
      [PYUSD]: { price: 0.999, volume24h: 1e7, marketCap: 1e9 },
      [BONK]: { price: 0.00002, volume24h: 1e8, marketCap: 1.5e9 },
    },
  });
  dex = await startDexScreenerStub({ tokens: { [SOL]: { price: 149 }, [USDC]: { price: 1.001 }, [PYUSD]: { price: 1.002 }, [BONK]: { price: 0.000021 } } });
  h = await startHarness({
    localnet: true,
    // No devnet venue: test keys' holdings are valued at mainnet market prices (the providers' stubs).
    // With the local market as venue, tests/builds/local-market-api.test.ts values them.
    env: { JUPITER_API_URL: jupiter.url, DEXSCREENER_API_URL: dex.url, PROVIDER_TIMEOUT_MS: '2000', PORTFOLIO_CACHE_MS: '60000', DEVNET_SWAP_API_URL: '' },
  });
  testKey = await createAccountWithKey(h, { environment: 'test', scopes: ['read:portfolio'] });
  liveKey = await createAccountWithKey(h, { scopes: ['read:portfolio'] });
  prices = new PriceStore(h.redis, h.config.redisPrefix);
  portfolios = new PortfolioStore(h.redis, h.config.redisPrefix);
});

afterAll(async () => {
  await h?.close();
  await Promise.all([jupiter?.close(), dex?.close()]);
});

beforeEach(async () => {
  jupiter.options.fail = {};
  dex.options.fail = undefined;
  // Every test prices from scratch.
  await h.redis.del(...[SOL, USDC, PYUSD, BONK].flatMap((m) => [prices.priceKey(m), prices.missKey(m)]));
});

const get = (wallet: string, key: TestKey = testKey) => h.request(`/v1/portfolio?walletAddress=${encodeURIComponent(wallet)}`, { headers: bearer(key) });

/** A new wallet on the local cluster holding SOL and tokens (raw amounts), through the faucet. */
function fundedWallet(lamports: bigint, tokens: Record<string, bigint> = {}): string {
  const wallet = Keypair.generate().publicKey.toBase58();
  h.cluster!.faucet.airdrop(wallet, lamports);
  for (const [mint, amount] of Object.entries(tokens)) h.cluster!.faucet.mintTo(wallet, mint, amount);
  return wallet;
}

describe('GET /v1/portfolio', () => {
  it('values SOL, SPL Token and Token-2022 balances of a test key\'s wallet on the local cluster', async () => {
    const wallet = fundedWallet(2_500_000_000n, { [PYUSD]: 12_345_678n, [DEVNET_USDC]: 5_000_000n, [BONK]: 150_000_000n, [FEE]: 7_000_001n });
    // An empty token account (JUP) is left out of the answer.
    const authority = faucetAuthorityKeypair();
    const jupAccount = getAssociatedTokenAddressSync(new PublicKey(JUP), new PublicKey(wallet), false, new PublicKey(TOKEN_PROGRAM_ID));
    submitInstructions(h.cluster!.ledger, [createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, jupAccount, new PublicKey(wallet), new PublicKey(JUP))], [authority]);

    const res = await get(wallet);
    expect(res.status, res.text).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({ walletAddress: wallet, network: 'devnet', updatedAt: expect.any(String) });
    expect(p.sol).toEqual({ lamports: '2500000000', amount: '2.5', priceUsd: 150, valueUsd: 375, priceStale: false });

    const byMint = Object.fromEntries(p.tokens.map((t: { mint: string }) => [t.mint, t]));
    expect(Object.keys(byMint).sort()).toEqual([BONK, DEVNET_USDC, FEE, PYUSD].sort());
    expect(byMint[PYUSD]).toEqual({
      mint: PYUSD, symbol: 'PYUSD', name: 'PayPal USD', logoURI: null, verified: true, confusable: false, decimals: 6, tokenProgram: TOKEN_2022_PROGRAM_ID,
      amount: '12345678', uiAmount: '12.345678', priceUsd: 0.999, valueUsd: expect.closeTo(12.333332322, 9), priceStale: false, safety: null,
    });
    // Devnet USDC is priced by mainnet USDC (same registry symbol).
    expect(byMint[DEVNET_USDC]).toMatchObject({ symbol: 'USDC', decimals: 6, tokenProgram: TOKEN_PROGRAM_ID, amount: '5000000', uiAmount: '5', priceUsd: 1, valueUsd: 5 });
    expect(byMint[BONK]).toMatchObject({ symbol: 'BONK', decimals: 5, amount: '150000000', uiAmount: '1500', priceUsd: 0.00002, valueUsd: expect.closeTo(0.03, 12) });
    // FEE is a devnet-only Token-2022 test mint: no market, no price, not in the total.
    expect(byMint[FEE]).toMatchObject({ symbol: 'FEE', tokenProgram: TOKEN_2022_PROGRAM_ID, amount: '7000001', uiAmount: '7.000001', priceUsd: null, valueUsd: null });

    expect(p.totalValueUsd).toBeCloseTo(375 + 12.333332322 + 5 + 0.03, 9);
    // Most valuable first, unpriced last.
    expect(p.tokens.map((t: { mint: string }) => t.mint)).toEqual([PYUSD, DEVNET_USDC, BONK, FEE]);
  });

  it('serves the portfolio from the cache until it expires', async () => {
    const wallet = fundedWallet(1_000_000_000n);
    const first = await get(wallet);
    expect(first.status, first.text).toBe(200);
    h.cluster!.faucet.airdrop(wallet, 1_000_000_000n);
    const second = await get(wallet);
    expect(second.body.data).toEqual(first.body.data);
    expect(await h.redis.pttl(portfolios.key('devnet', wallet))).toBeGreaterThan(50_000);

    await h.redis.del(portfolios.key('devnet', wallet));
    const third = await get(wallet);
    expect(third.body.data.sol.lamports).toBe('2000000000');
  });

  it('answers a wallet holding nothing with zeros and an empty token list', async () => {
    const res = await get(Keypair.generate().publicKey.toBase58());
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ totalValueUsd: 0, sol: { lamports: '0', amount: '0', valueUsd: 0 }, tokens: [] });
  });

  it('prices through DexScreener when Jupiter is down', async () => {
    jupiter.options.fail = { price: 'http500' };
    const wallet = fundedWallet(1_000_000_000n, { [PYUSD]: 1_000_000n });
    const res = await get(wallet);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.sol).toMatchObject({ priceUsd: 149, valueUsd: 149, priceStale: false });
    expect(res.body.data.tokens[0]).toMatchObject({ mint: PYUSD, priceUsd: 1.002 });
    expect((await prices.read([SOL])).get(SOL)?.source).toBe('dexscreener');
  });

  it('uses the last known price marked stale when every provider is down, and null without one', async () => {
    jupiter.options.fail = { price: 'http500', tokens: 'http500' };
    dex.options.fail = 'http500';
    const old: PriceQuote = { mint: SOL, symbol: 'SOL', price: 120, change24h: 0, volume24h: 0, marketCap: 0, lastUpdated: new Date(Date.now() - 3_600_000).toISOString(), source: 'jupiter' };
    await prices.write([old], 60_000);
    const wallet = fundedWallet(2_000_000_000n, { [PYUSD]: 3_000_000n });
    const res = await get(wallet);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.sol).toMatchObject({ priceUsd: 120, valueUsd: 240, priceStale: true });
    expect(res.body.data.tokens[0]).toMatchObject({ mint: PYUSD, priceUsd: null, valueUsd: null, priceStale: false });
    expect(res.body.data.totalValueUsd).toBe(240);
  });

  it('reads a live key\'s wallet on mainnet (here an unreachable RPC: 502)', async () => {
    const res = await get(Keypair.generate().publicKey.toBase58(), liveKey);
    expect(res.status, res.text).toBe(502);
    expect(res.body.error).toMatchObject({ code: 'upstream_error', details: { network: 'mainnet' } });
  });

  it('answers 400 for a missing or malformed wallet address', async () => {
    const missing = await h.request('/v1/portfolio', { headers: bearer(testKey) });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual({ field: 'walletAddress', reason: 'is required' });
    for (const bad of ['abc', 'So1111111111111111111111111111111111111111l', '0'.repeat(44)]) {
      const res = await get(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field: 'walletAddress' } });
    }
    expect((await h.request(`/v1/portfolio?walletAddress=${SOL}&extra=1`, { headers: bearer(testKey) })).status).toBe(400);
  });
});

securityMatrix(() => h, [
  { method: 'GET', path: `/v1/portfolio?walletAddress=${Keypair.generate().publicKey.toBase58()}`, scope: 'read:portfolio' },
]);
