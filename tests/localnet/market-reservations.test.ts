/**
 * The local market cannot be drained nor held hostage (docs/transactions.md "Swaps on the test
 * network"): outstanding quotes reserve the liquidity they promise, so stacked quotes together
 * never promise more than the pool holds; a reservation never moves the price (only landed
 * swaps do), so a quote nobody funds cannot make the other direction cheap; one wallet and one
 * account hold a capped number of open quotes; and the maker co-signs only a fresh blockhash,
 * so a signed fill is a short option.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Connection, Keypair, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { DEVNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { fundedKeypair } from './cluster-helpers.js';
import { DEFAULT_MAX_RESERVATIONS_PER_ACCOUNT, DEFAULT_MAX_RESERVATIONS_PER_WALLET } from '../../localnet/market/market-maker.js';

const SOL = NATIVE_MINT;
const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!.mint;

let cluster: LocalCluster;
let connection: Connection;
let clock = Date.now();

async function get(path: string, apiKey?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${cluster.url}${path}`, apiKey ? { headers: { 'x-api-key': apiKey } } : {});
  return { status: res.status, body: await res.json() };
}
async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${cluster.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}
const quote = (inputMint: string, outputMint: string, amount: bigint, swapMode = 'ExactIn', apiKey?: string) =>
  get(`/swap/v1/quote?${new URLSearchParams({ inputMint, outputMint, amount: String(amount), swapMode, slippageBps: '10000' })}`, apiKey);
/** Swap API v2's build: a quote made out to `taker` at once. */
const buildV2 = (taker: string, amount = 1_000_000n) =>
  get(`/swap/v2/build?${new URLSearchParams({ inputMint: SOL, outputMint: USDC, amount: String(amount), taker })}`);

function instruction(ix: any): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(ix.programId),
    keys: ix.accounts.map((a: any) => ({ pubkey: new PublicKey(a.pubkey), isSigner: a.isSigner, isWritable: a.isWritable })),
    data: Buffer.from(ix.data, 'base64'),
  });
}

async function buildSwap(wallet: Keypair, quoteResponse: any, blockhash?: string): Promise<VersionedTransaction> {
  const { status, body } = await post('/swap/v1/swap-instructions', { quoteResponse, userPublicKey: wallet.publicKey.toBase58() });
  expect(status, JSON.stringify(body)).toBe(200);
  const instructions = [...body.setupInstructions, ...body.otherInstructions, body.swapInstruction].map(instruction);
  const recentBlockhash = blockhash ?? (await connection.getLatestBlockhash()).blockhash;
  return new VersionedTransaction(new TransactionMessage({ payerKey: wallet.publicKey, recentBlockhash, instructions }).compileToV0Message());
}

async function usdcOf(owner: PublicKey): Promise<bigint> {
  const info = await connection.getTokenAccountBalance(getAssociatedTokenAddressSync(new PublicKey(USDC), owner)).catch(() => null);
  return info ? BigInt(info.value.amount) : 0n;
}

/** The SOL/USDC pool's USDC reserve (what it holds to pay out), from the market maker itself. */
const usdcReserve = (): bigint => cluster.market.poolReserves(SOL, USDC)[1];

beforeAll(async () => {
  cluster = await startLocalCluster({ port: 0, slotMs: 50, market: { now: () => clock, maxBlockhashAgeBlocks: 20 } });
  connection = new Connection(cluster.url, 'confirmed');
});
afterAll(async () => {
  await cluster?.close();
});

describe('reservations', () => {
  it('a quote nobody fills leaves the next opposite quote\'s price, and the next same-side quote\'s, unchanged', async () => {
    clock += 121_000;
    const usdcIn = 10_000n * 1_000_000n;
    const solIn = 1_000n * 1_000_000_000n;
    const opposite = (await quote(USDC, SOL, usdcIn)).body;
    const same = (await quote(SOL, USDC, solIn)).body;
    // A never-funded quote selling 100,000 SOL (most of the pool's SOL side).
    const big = await quote(SOL, USDC, 100_000n * 1_000_000_000n);
    expect(big.status, JSON.stringify(big.body)).toBe(200);
    // Before: the pool was priced as if it had filled, and 10,000 USDC bought about 1.6x the SOL.
    const oppositeAfter = (await quote(USDC, SOL, usdcIn)).body;
    expect(oppositeAfter.outAmount).toBe(opposite.outAmount);
    expect(oppositeAfter.priceImpactPct).toBe(opposite.priceImpactPct);
    const sameAfter = (await quote(SOL, USDC, solIn)).body;
    expect(sameAfter.outAmount).toBe(same.outAmount);
  });

  it('stacked quotes together never promise more than the pool holds; those given fill exactly as quoted, and only the fills move the pool', async () => {
    clock += 121_000;
    const reserve = usdcReserve();
    // Each sells 100,000 SOL: alone, each would take 37% of the pool's USDC. Two fit; the third
    // would promise more than the pool holds.
    const size = 100_000n * 1_000_000_000n;
    const quotes = [];
    for (let i = 0; i < 2; i++) {
      const q = await quote(SOL, USDC, size);
      expect(q.status, JSON.stringify(q.body)).toBe(200);
      quotes.push(q.body);
    }
    // Priced alike: the first's reservation does not move the second's price.
    expect(quotes[1].outAmount).toBe(quotes[0].outAmount);
    const third = await quote(SOL, USDC, size);
    expect(third.status).toBe(400);
    expect(third.body.errorCode).toBe('COULD_NOT_FIND_ANY_ROUTE');
    const promised = quotes.reduce((sum, q) => sum + BigInt(q.outAmount), 0n);
    expect(promised).toBeLessThan(reserve);
    const rest = await quote(SOL, USDC, reserve - promised, 'ExactOut');
    expect(rest.status).toBe(400);
    expect(rest.body.errorCode).toBe('COULD_NOT_FIND_ANY_ROUTE');

    const small = BigInt((await quote(SOL, USDC, 1_000n * 1_000_000_000n)).body.outAmount);

    // Both fill: the wallets receive exactly what was promised; the pool pays exactly that.
    const wallets = await Promise.all(quotes.map(() => fundedKeypair(connection, 100_010)));
    let paid = 0n;
    for (let i = 0; i < 2; i++) {
      const tx = await buildSwap(wallets[i]!, quotes[i]);
      const cosigned = await post('/swap/v1/cosign', { transaction: Buffer.from(tx.serialize()).toString('base64') });
      expect(cosigned.status, JSON.stringify(cosigned.body)).toBe(200);
      const signed = VersionedTransaction.deserialize(Buffer.from(cosigned.body.transaction, 'base64'));
      signed.sign([wallets[i]!]);
      const signature = await connection.sendTransaction(signed);
      const latest = await connection.getLatestBlockhash();
      const { value } = await connection.confirmTransaction({ signature, ...latest }, 'confirmed');
      expect(value.err).toBeNull();
      paid += await usdcOf(wallets[i]!.publicKey);
    }
    expect(paid).toBe(promised);
    expect(usdcReserve()).toBe(reserve - paid);
    // The fills moved the price: SOL is now worth less USDC.
    const after = BigInt((await quote(SOL, USDC, 1_000n * 1_000_000_000n)).body.outAmount);
    expect(after).toBeLessThan(small / 2n);
  }, 60_000);

  it('an expired quote gives its liquidity back: a quote that did not fit fits again', async () => {
    clock += 121_000;
    const reserve = usdcReserve();
    const most = await quote(SOL, USDC, reserve * 9n / 10n, 'ExactOut');
    expect(most.status, JSON.stringify(most.body)).toBe(200);
    expect((await quote(SOL, USDC, reserve / 5n, 'ExactOut')).body.errorCode).toBe('COULD_NOT_FIND_ANY_ROUTE');
    clock += 31_000;
    const again = await quote(SOL, USDC, reserve / 5n, 'ExactOut');
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });
});

describe('caps on open quotes', () => {
  it(`one wallet holds at most ${DEFAULT_MAX_RESERVATIONS_PER_WALLET} open quotes: the next is refused with a reason while another wallet's works, and they come back when they expire`, async () => {
    clock += 121_000;
    const wallet = Keypair.generate().publicKey.toBase58();
    for (let i = 0; i < DEFAULT_MAX_RESERVATIONS_PER_WALLET; i += 16) {
      const answers = await Promise.all(Array.from({ length: 16 }, () => buildV2(wallet)));
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    }
    const over = await buildV2(wallet);
    expect(over.status).toBe(400);
    expect(over.body.errorCode).toBe('RESERVATION_LIMIT_REACHED');
    expect(over.body.error).toContain(`the most one wallet may hold (${DEFAULT_MAX_RESERVATIONS_PER_WALLET})`);
    expect(over.body.error).toContain(wallet);
    // A v1 quote is not made out to a wallet yet; giving it to this wallet is refused too.
    const v1 = (await quote(SOL, USDC, 1_000_000n)).body;
    const refused = await post('/swap/v1/swap-instructions', { quoteResponse: v1, userPublicKey: wallet });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('RESERVATION_LIMIT_REACHED');
    // Another wallet is not held back.
    const other = await buildV2(Keypair.generate().publicKey.toBase58());
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    // Expired quotes release their reservations.
    clock += 31_000;
    const later = await buildV2(wallet);
    expect(later.status, JSON.stringify(later.body)).toBe(200);
  }, 60_000);

  it(`one account (x-api-key) holds at most ${DEFAULT_MAX_RESERVATIONS_PER_ACCOUNT} open quotes: the next is refused while another account's quote works`, async () => {
    clock += 121_000;
    const key = 'reservations-test-key';
    for (let i = 0; i < DEFAULT_MAX_RESERVATIONS_PER_ACCOUNT; i += 64) {
      const answers = await Promise.all(Array.from({ length: 64 }, () => quote(SOL, USDC, 1_000_000n, 'ExactIn', key)));
      for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    }
    const over = await quote(SOL, USDC, 1_000_000n, 'ExactIn', key);
    expect(over.status).toBe(400);
    expect(over.body.errorCode).toBe('RESERVATION_LIMIT_REACHED');
    expect(over.body.error).toContain(`the most one account may hold (${DEFAULT_MAX_RESERVATIONS_PER_ACCOUNT})`);
    expect((await quote(SOL, USDC, 1_000_000n, 'ExactIn', 'another-key')).status).toBe(200);
    expect((await quote(SOL, USDC, 1_000_000n)).status).toBe(200);
    clock += 31_000;
    expect((await quote(SOL, USDC, 1_000_000n, 'ExactIn', key)).status).toBe(200);
  }, 60_000);
});

describe('the maker\'s signature', () => {
  it('is given only for a fresh blockhash', async () => {
    clock += 61_000;
    const wallet = await fundedKeypair(connection, 5);
    const { blockhash } = await connection.getLatestBlockhash();
    // Let the blockhash age past the maker's bound (20 blocks of 50 ms), still valid on chain.
    const start = (await connection.getBlockHeight());
    while ((await connection.getBlockHeight()) < start + 25) await new Promise((r) => setTimeout(r, 50));
    const q = (await quote(SOL, USDC, 1_000_000_000n)).body;
    const stale = await buildSwap(wallet, q, blockhash);
    const refused = await post('/swap/v1/cosign', { transaction: Buffer.from(stale.serialize()).toString('base64') });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('BLOCKHASH_TOO_OLD');
    const fresh = await buildSwap(wallet, q);
    const ok = await post('/swap/v1/cosign', { transaction: Buffer.from(fresh.serialize()).toString('base64') });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});
