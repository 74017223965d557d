/**
 * The local cluster's swap venue over HTTP, as any Jupiter-shaped client would use it: quotes
 * from virtual pools, instructions with both legs, the maker's co-signature only for a live
 * quote's legs, atomic landing, pools that move, and prices from the same market.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, TransactionInstruction, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { createAssociatedTokenAccountIdempotentInstruction, getAssociatedTokenAddressSync } from '@solana/spl-token';
import { DEVNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { fundedKeypair } from './cluster-helpers.js';

const SOL = NATIVE_MINT;
const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!.mint;
const BONK = DEVNET_TOKENS.find((t) => t.symbol === 'BONK')!.mint;
const FEE = DEVNET_TOKENS.find((t) => t.symbol === 'FEE')!.mint;

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

function quote(inputMint: string, outputMint: string, amount: bigint | string, swapMode = 'ExactIn', slippageBps = 50) {
  return get(`/swap/v1/quote?${new URLSearchParams({ inputMint, outputMint, amount: String(amount), swapMode, slippageBps: String(slippageBps) })}`);
}

function instruction(ix: any): TransactionInstruction {
  return new TransactionInstruction({
    programId: new PublicKey(ix.programId),
    keys: ix.accounts.map((a: any) => ({ pubkey: new PublicKey(a.pubkey), isSigner: a.isSigner, isWritable: a.isWritable })),
    data: Buffer.from(ix.data, 'base64'),
  });
}

/** Quote → instructions → v0 message for the wallet; answers the unsigned transaction. */
async function buildSwap(wallet: Keypair, quoteResponse: any): Promise<VersionedTransaction> {
  const { status, body } = await post('/swap/v1/swap-instructions', { quoteResponse, userPublicKey: wallet.publicKey.toBase58() });
  expect(status).toBe(200);
  const instructions = [...body.setupInstructions, ...body.otherInstructions, body.swapInstruction].map(instruction);
  const { blockhash } = await connection.getLatestBlockhash();
  return new VersionedTransaction(new TransactionMessage({ payerKey: wallet.publicKey, recentBlockhash: blockhash, instructions }).compileToV0Message());
}

async function cosignAndSend(wallet: Keypair, tx: VersionedTransaction): Promise<string> {
  const { status, body } = await post('/swap/v1/cosign', { transaction: Buffer.from(tx.serialize()).toString('base64') });
  expect(status, JSON.stringify(body)).toBe(200);
  const signed = VersionedTransaction.deserialize(Buffer.from(body.transaction, 'base64'));
  signed.sign([wallet]);
  const signature = await connection.sendTransaction(signed);
  const latest = await connection.getLatestBlockhash();
  const { value } = await connection.confirmTransaction({ signature, ...latest }, 'confirmed');
  expect(value.err).toBeNull();
  return signature;
}

async function tokenBalance(owner: PublicKey, mint: string): Promise<bigint> {
  const account = getAssociatedTokenAddressSync(new PublicKey(mint), owner);
  const info = await connection.getTokenAccountBalance(account).catch(() => null);
  return info ? BigInt(info.value.amount) : 0n;
}

beforeAll(async () => {
  cluster = await startLocalCluster({ port: 0, slotMs: 50, market: { now: () => clock } });
  connection = new Connection(cluster.url, 'confirmed');
});

afterAll(async () => {
  await cluster?.close();
});

describe('local swap venue', () => {
  it('quotes SOL → USDC near the reference price, with a fee, a slippage bound and a label', async () => {
    const { status, body } = await quote(SOL, USDC, 1_500_000_000n);
    expect(status).toBe(200);
    expect(body).toMatchObject({ inputMint: SOL, outputMint: USDC, inAmount: '1500000000', swapMode: 'ExactIn', slippageBps: 50 });
    const out = Number(body.outAmount) / 1e6;
    expect(out).toBeGreaterThan(224);
    expect(out).toBeLessThan(225);
    expect(BigInt(body.otherAmountThreshold)).toBe((BigInt(body.outAmount) * 9950n) / 10_000n);
    expect(body.routePlan[0].swapInfo.label).toBe('Localnet RFQ');
    expect(typeof body.quoteId).toBe('string');
  });

  it('grows priceImpact with size, and shows a large one past the pool depth', async () => {
    const small = await quote(SOL, USDC, 1_000_000_000n);
    const large = await quote(SOL, USDC, 1_000_000n * 1_000_000_000n);
    expect(Number(small.body.priceImpactPct)).toBeLessThan(0.0001);
    expect(Number(large.body.priceImpactPct)).toBeGreaterThan(0.8);
    // Quotes reserve the liquidity they promise until they expire: let these go.
    clock += 31_000;
  });

  it('refuses what it cannot trade, in Jupiter\'s error shape', async () => {
    expect((await quote(SOL, FEE, 1000n)).body.errorCode).toBe('TOKEN_NOT_TRADABLE');
    expect((await quote(SOL, SOL, 1000n)).body.errorCode).toBe('CIRCULAR_ARBITRAGE_IS_DISABLED');
    expect((await quote(SOL, USDC, 'abc')).status).toBe(400);
    const past = await quote(SOL, USDC, 100_000_000_000_000n, 'ExactOut');
    expect(past.status).toBe(400);
    expect(past.body.errorCode).toBe('COULD_NOT_FIND_ANY_ROUTE');
  });

  it('lands a SOL → USDC swap atomically with the exact quoted deltas, and the pool moves', async () => {
    const wallet = await fundedKeypair(connection, 5);
    const q = (await quote(SOL, USDC, 1_500_000_000n)).body;
    const before = await connection.getBalance(wallet.publicKey);
    const tx = await buildSwap(wallet, q);
    await cosignAndSend(wallet, tx);
    expect(await tokenBalance(wallet.publicKey, USDC)).toBe(BigInt(q.outAmount));
    const rent = await connection.getMinimumBalanceForRentExemption(165);
    expect(before - (await connection.getBalance(wallet.publicKey))).toBe(Number(q.inAmount) + 10_000 + rent);
    const next = (await quote(SOL, USDC, 1_500_000_000n)).body;
    expect(BigInt(next.outAmount)).toBeLessThan(BigInt(q.outAmount));
  });

  it('lands an ExactOut USDC purchase with SOL and a USDC → BONK swap', async () => {
    const wallet = await fundedKeypair(connection, 5);
    const buy = (await quote(SOL, USDC, 100_000_000n, 'ExactOut')).body;
    expect(buy.outAmount).toBe('100000000');
    expect(BigInt(buy.otherAmountThreshold)).toBeGreaterThan(BigInt(buy.inAmount));
    await cosignAndSend(wallet, await buildSwap(wallet, buy));
    expect(await tokenBalance(wallet.publicKey, USDC)).toBe(100_000_000n);

    const toBonk = (await quote(USDC, BONK, 40_000_000n)).body;
    await cosignAndSend(wallet, await buildSwap(wallet, toBonk));
    expect(await tokenBalance(wallet.publicKey, USDC)).toBe(60_000_000n);
    expect(await tokenBalance(wallet.publicKey, BONK)).toBe(BigInt(toBonk.outAmount));
  });

  it('co-signs nothing but a live quote\'s legs', async () => {
    const wallet = await fundedKeypair(connection, 5);
    const q = (await quote(SOL, USDC, 1_000_000_000n)).body;
    const tx = await buildSwap(wallet, q);
    // The maker's leg made larger: no quote matches.
    const tampered = await buildSwap(wallet, q);
    const makerLeg = tampered.message.compiledInstructions.find((ix) => ix.data.length === 10 && ix.data[0] === 12)!;
    makerLeg.data = Uint8Array.from(makerLeg.data);
    makerLeg.data[1] += 1;
    const refused = await post('/swap/v1/cosign', { transaction: Buffer.from(tampered.serialize()).toString('base64') });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('QUOTE_NOT_FOUND');

    // Past the quote's validity: refused, and no funds moved either way.
    clock += 31_000;
    const late = await post('/swap/v1/cosign', { transaction: Buffer.from(tx.serialize()).toString('base64') });
    expect(late.status).toBe(400);
    expect(late.body.errorCode).toBe('QUOTE_EXPIRED');
    expect(await tokenBalance(wallet.publicKey, USDC)).toBe(0n);

    // Signed by the wallet alone, the transaction cannot land (the maker's signature is missing).
    tx.sign([wallet]);
    await expect(connection.sendTransaction(tx)).rejects.toThrow();
    expect(await connection.getBalance(wallet.publicKey)).toBe(5 * LAMPORTS_PER_SOL);
  });

  it('prices its tokens in Jupiter Price v3 and Tokens v2 shapes, with 24 h change and volume from its trades', async () => {
    const prices = await get(`/price/v3?ids=${SOL},${USDC},${FEE}`);
    expect(prices.status).toBe(200);
    expect(Object.keys(prices.body).sort()).toEqual([SOL, USDC].sort());
    expect(prices.body[SOL].usdPrice).toBeGreaterThan(140);
    expect(prices.body[SOL].usdPrice).toBeLessThan(150);
    expect(prices.body[SOL].priceChange24h).toBeLessThan(0);
    const tokens = await get(`/tokens/v2/search?query=${SOL},${BONK}`);
    const sol = tokens.body.find((t: any) => t.id === SOL);
    expect(sol.symbol).toBe('SOL');
    expect(sol.stats24h.sellVolume).toBeGreaterThan(0);
    expect(sol.mcap).toBeGreaterThan(0);
  });
});

describe('local swap venue: destinationTokenAccount (issue 35, swap-and-send)', () => {
  it('pays the output into the named token account, and co-signs only a maker leg paying that account', async () => {
    const wallet = await fundedKeypair(connection, 5);
    const recipient = Keypair.generate().publicKey;
    const destination = getAssociatedTokenAddressSync(new PublicKey(USDC), recipient);
    const quoted = await quote(SOL, USDC, 100_000_000n);
    expect(quoted.status).toBe(200);
    const { status, body } = await post('/swap/v1/swap-instructions', { quoteResponse: quoted.body, userPublicKey: wallet.publicKey.toBase58(), destinationTokenAccount: destination.toBase58() });
    expect(status, JSON.stringify(body)).toBe(200);
    // Jupiter's contract: the destination must exist; the venue creates nothing for the wallet.
    expect(body.setupInstructions).toEqual([]);
    const makerLeg = instruction(body.otherInstructions[0]);
    expect(makerLeg.keys[2].pubkey.toBase58()).toBe(destination.toBase58());

    // The same legs redirected to the wallet's own account: refused.
    const walletAta = getAssociatedTokenAddressSync(new PublicKey(USDC), wallet.publicKey);
    const redirected = new TransactionInstruction({ programId: makerLeg.programId, keys: makerLeg.keys.map((k, i) => (i === 2 ? { ...k, pubkey: walletAta } : k)), data: makerLeg.data });
    const { blockhash } = await connection.getLatestBlockhash();
    const compile = (legs: TransactionInstruction[]) => new VersionedTransaction(new TransactionMessage({ payerKey: wallet.publicKey, recentBlockhash: blockhash, instructions: legs }).compileToV0Message());
    const refused = await post('/swap/v1/cosign', { transaction: Buffer.from(compile([redirected, instruction(body.swapInstruction)]).serialize()).toString('base64') });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('QUOTE_NOT_FOUND');

    // With the recipient's account created first, it lands and the recipient holds the output.
    const create = createAssociatedTokenAccountIdempotentInstruction(wallet.publicKey, destination, recipient, new PublicKey(USDC));
    await cosignAndSend(wallet, compile([create, makerLeg, instruction(body.swapInstruction)]));
    expect(await tokenBalance(recipient, USDC)).toBe(BigInt(quoted.body.outAmount));
    expect(await tokenBalance(wallet.publicKey, USDC)).toBe(0n);
  });

  it('refuses a destination for SOL output (the venue pays SOL to the wallet itself)', async () => {
    const wallet = await fundedKeypair(connection, 1);
    const quoted = await quote(USDC, SOL, 1_000_000n);
    const { status, body } = await post('/swap/v1/swap-instructions', { quoteResponse: quoted.body, userPublicKey: wallet.publicKey.toBase58(), destinationTokenAccount: Keypair.generate().publicKey.toBase58() });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('INVALID_REQUEST');
  });
});
