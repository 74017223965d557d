/**
 * Issue 13, end to end through HTTP with a test key and a real @solana/web3.js client: the
 * local cluster's market is test keys' swap venue and price source, as `npm start` runs it.
 * Fund a wallet, swap 1.5 SOL for USDC, buy 100 USDC with SOL (ExactOut), swap USDC for BONK;
 * see a large priceImpact past the pool's depth and a 400 no_route for what it cannot fill; prices and portfolio values offline; the
 * landed swap is confirmed, typed `swap` in the history, and counted in analytics' volume.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { ACCOUNT_SIZE, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { WalletTransaction } from '../../shared/db/entities/wallet-transaction.entity.js';
import { DEVNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';

const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;
const BONK = DEVNET_TOKENS.find((t) => t.symbol === 'BONK')!;

let h: Harness;
let connection: Connection;
let key: TestKey;
beforeAll(async () => {
  // Prices go stale after a second, so the trades below show in the 24 h volume.
  h = await startHarness({ localnet: true, env: { PRICE_FRESHNESS_MS: '1000' } });
  connection = new Connection(h.cluster!.url, 'confirmed');
  key = await createAccountWithKey(h, { environment: 'test', tier: 'pro', scopes: ['write:intents', 'write:transactions', 'read:transactions', 'read:prices', 'read:portfolio'] });
});
afterAll(async () => {
  await h?.close();
});

/** A wallet funded through the cluster's RPC, as the README's client does. */
async function fundedWallet(sol: number): Promise<Keypair> {
  const wallet = Keypair.generate();
  const signature = await connection.requestAirdrop(wallet.publicKey, sol * LAMPORTS_PER_SOL);
  const latest = await connection.getLatestBlockhash();
  await connection.confirmTransaction({ signature, ...latest }, 'confirmed');
  return wallet;
}

async function buildCommand(wallet: Keypair, command: string): Promise<any> {
  const intent = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command }, headers: bearer(key) });
  expect(intent.status, JSON.stringify(intent.body)).toBe(201);
  const built = await h.request('/v1/transactions/build', { method: 'POST', json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() }, headers: bearer(key) });
  expect(built.status, JSON.stringify(built.body)).toBe(200);
  return built.body.data;
}

/** Sign as a wallet app does (keeping the maker's signature) and send; answers the signature. */
async function signAndSend(built: any, wallet: Keypair): Promise<string> {
  const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
  tx.sign([wallet]);
  const signature = await connection.sendTransaction(tx);
  const { value } = await connection.confirmTransaction({ signature, blockhash: built.blockhash, lastValidBlockHeight: built.lastValidBlockHeight }, 'confirmed');
  expect(value.err).toBeNull();
  return signature;
}

async function tokenBalance(owner: PublicKey, mint: string): Promise<bigint> {
  const info = await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(new PublicKey(mint), owner)).catch(() => null);
  return info ? BigInt(info.value.amount) : 0n;
}

describe('the test network market through the API', () => {
  let swapId: string;
  let swapWallet: Keypair;

  it('swaps 1.5 SOL for USDC: built partially signed by the venue, landed with the expected deltas', async () => {
    const wallet = await fundedWallet(5);
    swapWallet = wallet;
    const data = await buildCommand(wallet, 'swap 1.5 SOL for USDC');
    swapId = data.id;
    expect(data.simulation.success, JSON.stringify(data.simulation)).toBe(true);
    const { breakdown } = data.expectedOutput;
    // The same adapter as mainnet's ExactIn swaps: Swap API v2 /build.
    expect(breakdown).toMatchObject({ venue: 'localnet-rfq', swapApi: 'swap/v2/build', swapMode: 'ExactIn', inputAmount: '1500000000', route: ['Localnet RFQ'] });
    expect(breakdown.signers).toEqual([
      { address: wallet.publicKey.toBase58(), signed: false },
      { address: expect.any(String), signed: true },
    ]);
    const outputAmount = BigInt(data.expectedOutput.outputAmount);
    expect(outputAmount).toBeGreaterThanOrEqual(BigInt(breakdown.otherAmountThreshold));
    expect(Number(outputAmount) / 1e6).toBeGreaterThan(200);

    const before = await connection.getBalance(wallet.publicKey);
    await signAndSend(data, wallet);
    expect(await tokenBalance(wallet.publicKey, USDC.mint)).toBe(outputAmount);
    const rent = await connection.getMinimumBalanceForRentExemption(ACCOUNT_SIZE);
    expect(data.expectedOutput.rent).toBe(rent);
    expect(before - (await connection.getBalance(wallet.publicKey))).toBe(1.5 * LAMPORTS_PER_SOL + data.expectedOutput.fee + rent);
  });

  it('confirms the landed swap and lists it as a swap with both deltas', async () => {
    const list = await h.request(`/v1/transactions?walletAddress=${swapWallet.publicKey.toBase58()}&limit=100`, { headers: bearer(key) });
    expect(list.status).toBe(200);
    let row = await h.orm.em.fork().findOneOrFail(TransactionRecord, { id: swapId });
    for (let i = 0; i < 150 && row.status === 'built'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      row = await h.orm.em.fork().findOneOrFail(TransactionRecord, { id: swapId });
    }
    expect(row.status).toBe('confirmed');
    // Analytics count its USD volume: the venue priced the SOL paid.
    expect(row.volumeUsd).toBeGreaterThan(200);
    const again = await h.request(`/v1/transactions?walletAddress=${swapWallet.publicKey.toBase58()}&limit=100`, { headers: bearer(key) });
    const item = again.body.data.find((i: any) => i.id === swapId);
    expect(item).toMatchObject({ type: 'swap', status: 'confirmed' });
    // The indexed history of the wallet: a swap, SOL down and USDC up.
    const indexed = await h.orm.em.fork().findOneOrFail(WalletTransaction, { network: 'devnet', walletAddress: swapWallet.publicKey.toBase58(), signature: row.signature! });
    expect(indexed.type).toBe('swap');
    const deltas = new Map(indexed.changes.map((c) => [c.native ? 'SOL' : c.mint, BigInt(c.delta)]));
    expect(deltas.get('SOL')!).toBeLessThan(-1_500_000_000n);
    expect(deltas.get(USDC.mint)).toBe(BigInt(row.expectedOutput!.outputAmount as string));
  });

  it('buys 100 USDC with SOL (ExactOut), then swaps USDC for BONK', async () => {
    const wallet = await fundedWallet(5);
    const buy = await buildCommand(wallet, 'buy 100 USDC with SOL');
    expect(buy.expectedOutput).toMatchObject({ outputAmount: '100000000', breakdown: { swapMode: 'ExactOut', swapApi: 'swap/v1' } });
    expect(BigInt(buy.expectedOutput.breakdown.inputAmount)).toBeLessThanOrEqual(BigInt(buy.expectedOutput.breakdown.otherAmountThreshold));
    await signAndSend(buy, wallet);
    expect(await tokenBalance(wallet.publicKey, USDC.mint)).toBe(100_000_000n);

    const toBonk = await buildCommand(wallet, 'swap 40 USDC for BONK');
    expect(toBonk.simulation.success).toBe(true);
    await signAndSend(toBonk, wallet);
    expect(await tokenBalance(wallet.publicKey, USDC.mint)).toBe(60_000_000n);
    expect(await tokenBalance(wallet.publicKey, BONK.mint)).toBe(BigInt(toBonk.expectedOutput.outputAmount));
  });

  it('shows a large priceImpact for a swap past the pool depth', async () => {
    const wallet = await fundedWallet(1);
    const data = await buildCommand(wallet, 'swap 500000 SOL for USDC');
    expect(data.expectedOutput.priceImpact).toBeGreaterThan(50);
    // The wallet holds 1 SOL: the simulation says so instead of the swap landing.
    expect(data.simulation).toMatchObject({ success: false, error: { code: 'insufficient_funds' } });
  });

  it('answers 400 no_route, stored on the failed record, for swaps the market cannot fill (v2 build and v1 quote)', async () => {
    const wallet = await fundedWallet(1);
    // [command, API]: 1 lamport leaves nothing after the pool's fee (ExactIn: Swap API v2 /build);
    // buying more USDC than the pool holds has no price (ExactOut: v1 quote).
    for (const command of ['swap 0.000000001 SOL for USDC', 'buy 1000000000 USDC with SOL']) {
      const intent = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command }, headers: bearer(key) });
      expect(intent.status, JSON.stringify(intent.body)).toBe(201);
      const built = await h.request('/v1/transactions/build', { method: 'POST', json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() }, headers: bearer(key) });
      expect(built.status, `${command}: ${JSON.stringify(built.body)}`).toBe(400);
      expect(built.body.error).toMatchObject({ code: 'validation_error', details: { field: 'amount', reason: 'no_route', providerCode: 'COULD_NOT_FIND_ANY_ROUTE' } });
      expect(built.body.error.message).toMatch(/no route for this swap; try a smaller amount or another token pair/);
      const row = await h.orm.em.fork().findOneOrFail(TransactionRecord, { intentId: intent.body.data.id });
      expect(row.status).toBe('failed');
      expect(row.error).toMatchObject({ code: 'validation_error', details: { reason: 'no_route' } });
    }
  });

  it('answers prices and values the portfolio offline, from the venue', async () => {
    await new Promise((r) => setTimeout(r, 1_100));
    const sol = await h.request('/v1/prices/SOL', { headers: bearer(key) });
    expect(sol.status, sol.text).toBe(200);
    expect(sol.body.data).toMatchObject({ mint: NATIVE_MINT, symbol: 'SOL', source: 'localnet-rfq', stale: false });
    expect(sol.body.data.price).toBeGreaterThan(100);
    expect(sol.body.data.volume24h).toBeGreaterThan(0);
    expect(sol.body.data.marketCap).toBeGreaterThan(0);
    // Honest figures: no binary floating-point noise (149.99999999969998, -2.000177801164682e-10).
    const digits = (n: number) => n.toPrecision(15).replace(/e.*$/, '').replace('.', '').replace(/^-?0+/, '').replace(/0+$/, '').length;
    expect(digits(sol.body.data.price)).toBeLessThanOrEqual(10);
    expect(digits(sol.body.data.marketCap)).toBeLessThanOrEqual(10);
    expect(digits(sol.body.data.volume24h)).toBeLessThanOrEqual(10);
    expect(Math.round(sol.body.data.change24h * 1e4) / 1e4).toBe(sol.body.data.change24h);
    const list = await h.request(`/v1/prices?ids=USDC,BONK,${NATIVE_MINT}`, { headers: bearer(key) });
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.map((p: any) => p.symbol).sort()).toEqual(['BONK', 'SOL', 'USDC']);

    const portfolio = await h.request(`/v1/portfolio?walletAddress=${swapWallet.publicKey.toBase58()}`, { headers: bearer(key) });
    expect(portfolio.status, portfolio.text).toBe(200);
    expect(portfolio.body.data.sol.priceUsd).toBeGreaterThan(100);
    expect(portfolio.body.data.tokens.find((t: any) => t.symbol === 'USDC').valueUsd).toBeGreaterThan(200);
    expect(portfolio.body.data.totalValueUsd).toBeGreaterThan(500);
  });
});
