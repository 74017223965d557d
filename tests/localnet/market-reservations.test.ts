/**
 * The local market cannot be drained (docs/transactions.md "Swaps on the test network"):
 * outstanding quotes reserve the liquidity they promise, so stacked quotes are priced as if
 * the earlier ones had filled and together never pay out more than the pool holds; and the
 * maker co-signs only a fresh blockhash, so a signed fill is a short option.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Connection, Keypair, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { DEVNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { fundedKeypair } from './cluster-helpers.js';

const SOL = NATIVE_MINT;
const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!.mint;

let cluster: LocalCluster;
let connection: Connection;
let clock = Date.now();

async function get(path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${cluster.url}${path}`);
  return { status: res.status, body: await res.json() };
}
async function post(path: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${cluster.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}
const quote = (inputMint: string, outputMint: string, amount: bigint, swapMode = 'ExactIn') =>
  get(`/swap/v1/quote?${new URLSearchParams({ inputMint, outputMint, amount: String(amount), swapMode, slippageBps: '10000' })}`);

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

describe('stacked quotes', () => {
  it('four stacked large quotes are each priced after the ones before, pay out together less than the pool holds, and all land', async () => {
    const reserve = usdcReserve();
    // Each sells 100,000 SOL, most of the pool's SOL side (about 167,000): alone, each would take 37% of its USDC.
    const size = 100_000n * 1_000_000_000n;
    const quotes = [];
    for (let i = 0; i < 4; i++) {
      const q = await quote(SOL, USDC, size);
      expect(q.status, JSON.stringify(q.body)).toBe(200);
      quotes.push(q.body);
    }
    const outs = quotes.map((q) => BigInt(q.outAmount));
    for (let i = 1; i < 4; i++) expect(outs[i]).toBeLessThan(outs[i - 1]!);
    const promised = outs.reduce((a, b) => a + b, 0n);
    expect(promised).toBeLessThan(reserve);

    // An exact-out quote for what is left cannot be had either.
    const rest = await quote(SOL, USDC, reserve - promised, 'ExactOut');
    expect(rest.status).toBe(400);
    expect(rest.body.errorCode).toBe('COULD_NOT_FIND_ANY_ROUTE');

    // All four fill: the wallets receive exactly what was promised, no more than the pool held.
    const wallets = await Promise.all(quotes.map(() => fundedKeypair(connection, 100_010)));
    let paid = 0n;
    for (let i = 0; i < 4; i++) {
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
    expect(paid).toBeLessThan(reserve);
    expect(usdcReserve()).toBe(reserve - paid);
  }, 60_000);

  it('an expired quote gives its liquidity back: the same quote is priced as before', async () => {
    clock += 61_000;
    const first = (await quote(SOL, USDC, 1_000n * 1_000_000_000n)).body;
    const stacked = (await quote(SOL, USDC, 1_000n * 1_000_000_000n)).body;
    expect(BigInt(stacked.outAmount)).toBeLessThan(BigInt(first.outAmount));
    clock += 31_000;
    const again = (await quote(SOL, USDC, 1_000n * 1_000_000_000n)).body;
    expect(again.outAmount).toBe(first.outAmount);
  });
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
