/**
 * Issue 34 points 2 and 3, through HTTP on the embedded cluster with a real web3.js client:
 * - `expired` is said only when true: a message that landed under another signature of it ends
 *   `confirmed` with that signature (the loop's second read, by the build's nonce memo), and an
 *   `expired` record whose wallet history shows it landed is corrected by the indexer, with a
 *   transaction.confirmed webhook naming the correction;
 * - a confirmed record carries `actualOutput` (read from the landed transaction) beside
 *   `expectedOutput`, and so does its webhook; analytics' volume counts what landed.
 */
import { randomBytes } from 'node:crypto';
import bs58 from 'bs58';
import { ed25519 } from '@noble/curves/ed25519';
import { sha512 } from '@noble/hashes/sha512';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { WebhookReceiver } from '../webhooks/receiver.js';
import { renderBuiltItem } from '../../shared/history/transaction-feed.js';
import { rollupHourlyMetrics } from '../../shared/analytics/hourly-rollup.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { newId } from '../../shared/db/ids.js';
import { DEVNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';

const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;

let h: Harness;
let key: TestKey;
let chain: Connection;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  h = await startHarness({ localnet: true, env: { WEBHOOK_RELAY_INTERVAL_MS: '50', LANDING_REBROADCAST_MS: '500', HISTORY_SWEEP_INTERVAL_MS: '1000' } });
  chain = new Connection(h.cluster!.url, 'confirmed');
  key = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
  await receiver.start();
  const res = await h.request('/v1/webhooks', { method: 'POST', headers: bearer(key), json: { url: receiver.url } });
  expect(res.status, res.text).toBe(201);
  rememberPlaintext(res.body.data.secret);
  receiver.secrets.push(res.body.data.secret);
}, 60_000);
// A test key has 100 requests a day: a fresh one per test.
beforeEach(async () => {
  key = await addKey(h, key.accountId, { environment: 'test', scopes: ['admin'] });
});
afterAll(async () => {
  h?.cluster?.dropTransactions(null);
  await h?.close();
  await receiver.stop();
});

function fundedWallet(sol = 10): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), BigInt(sol) * BigInt(LAMPORTS_PER_SOL));
  return wallet;
}

async function build(wallet: Keypair, command: string): Promise<any> {
  const intent = await h.request('/v1/intents', { method: 'POST', headers: bearer(key), json: { walletAddress: wallet.publicKey.toBase58(), command } });
  expect(intent.status, intent.text).toBe(201);
  const built = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() } });
  expect(built.status, built.text).toBe(200);
  return built.body.data;
}

function signed(built: any, wallet: Keypair): { tx: VersionedTransaction; base64: string; signature: string } {
  const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
  tx.sign([wallet]);
  return { tx, base64: Buffer.from(tx.serialize()).toString('base64'), signature: bs58.encode(tx.signatures[0]) };
}

const mod = (a: bigint, n: bigint) => ((a % n) + n) % n;
const le = (bytes: Uint8Array) => BigInt(`0x${Buffer.from(bytes).reverse().toString('hex') || '0'}`);
const toLe32 = (n: bigint) => Buffer.from(n.toString(16).padStart(64, '0'), 'hex').reverse();

/**
 * Another valid signature of the same message by the same key: ed25519 with a random nonce
 * instead of the deterministic one (as a wallet or co-signer that signs again may produce). The
 * message is byte for byte the one submitted; only the signature, the transaction's id, differs.
 */
function signAgain(tx: VersionedTransaction, wallet: Keypair): { base64: string; signature: string } {
  const message = tx.message.serialize();
  const { scalar, pointBytes } = ed25519.utils.getExtendedPublicKey(wallet.secretKey.slice(0, 32));
  const n = ed25519.CURVE.n;
  const r = mod(le(randomBytes(64)), n);
  const R = ed25519.ExtendedPoint.BASE.multiply(r).toRawBytes();
  const k = mod(le(sha512(Buffer.concat([R, pointBytes, message]))), n);
  const signature = Buffer.concat([R, toLe32(mod(r + k * scalar, n))]);
  expect(ed25519.verify(signature, message, wallet.publicKey.toBytes())).toBe(true);
  const again = new VersionedTransaction(tx.message, [new Uint8Array(signature), ...tx.signatures.slice(1)]);
  return { base64: Buffer.from(again.serialize()).toString('base64'), signature: bs58.encode(signature) };
}

const submit = (id: string, transaction: string) =>
  h.request(`/v1/transactions/${id}/submit`, { method: 'POST', headers: bearer(key), json: { transaction } });
const record = async (id: string) => JSON.parse(JSON.stringify(renderBuiltItem(await h.orm.em.fork().findOneOrFail(TransactionRecord, { id }))));
const eventsOf = (id: string, type: string) => receiver.received.filter((r) => r.payload.type === type && r.payload.data?.id === id);

async function tokenBalance(owner: PublicKey, mint: string): Promise<bigint> {
  const info = await chain.getTokenAccountBalance(getAssociatedTokenAddressSync(new PublicKey(mint), owner)).catch(() => null);
  return info ? BigInt(info.value.amount) : 0n;
}

describe('records say what landed (point 3)', () => {
  it('a confirmed swap carries actualOutput read from the landed transaction beside expectedOutput; so does its webhook', async () => {
    const wallet = fundedWallet(5);
    const solBefore = await chain.getBalance(wallet.publicKey);
    const built = await build(wallet, 'swap 1.5 SOL for USDC');
    const { base64, signature } = signed(built, wallet);
    const res = await submit(built.id, base64);
    expect(res.status, res.text).toBe(202);
    const final = await eventually(() => record(built.id), (r) => r.status !== 'submitted', 30_000, 100);
    expect(final.status).toBe('confirmed');

    // What the chain says, read by the test itself.
    const usdc = await tokenBalance(wallet.publicKey, USDC.mint);
    const solAfter = await chain.getBalance(wallet.publicKey);
    const landed = await chain.getTransaction(signature, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' });
    expect(final.actualOutput).toEqual({
      signature,
      slot: landed!.slot,
      outputAmount: usdc.toString(),
      inputAmount: String(1.5 * LAMPORTS_PER_SOL),
      fee: landed!.meta!.fee,
      changes: [
        { mint: NATIVE_MINT, native: true, delta: String(solAfter - solBefore), decimals: 9 },
        { mint: USDC.mint, native: false, delta: usdc.toString(), decimals: USDC.decimals },
      ],
    });
    expect(final.expectedOutput.outputAmount).toBe(built.expectedOutput.outputAmount);
    expect(final.correction).toBeNull();

    // The API answers it, and the webhook carries both.
    const read = await h.request(`/v1/transactions/${built.id}`, { headers: bearer(key) });
    expect(read.status, read.text).toBe(200);
    expect(read.body.data.actualOutput).toEqual(final.actualOutput);
    await receiver.waitFor((r) => r.payload.type === 'transaction.confirmed' && r.payload.data.id === built.id, 'transaction.confirmed');
    const event = eventsOf(built.id, 'transaction.confirmed')[0]!;
    expect(event.payload.data.actualOutput).toEqual(final.actualOutput);
    expect(event.payload.data.expectedOutput).toEqual(built.expectedOutput);
  }, 90_000);

  it('a transaction the client sent itself, settled by the indexer, carries actualOutput too', async () => {
    const wallet = fundedWallet();
    const to = Keypair.generate().publicKey;
    const built = await build(wallet, `send 0.4 SOL to ${to.toBase58()}`);
    const { tx, signature } = signed(built, wallet);
    await chain.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    await h.request(`/v1/transactions?walletAddress=${wallet.publicKey.toBase58()}`, { headers: bearer(key) });
    const final = await eventually(() => record(built.id), (r) => r.status !== 'built', 30_000, 100);
    expect(final).toMatchObject({ status: 'confirmed', signature });
    expect(final.actualOutput).toMatchObject({ signature, outputAmount: String(0.4 * LAMPORTS_PER_SOL), inputAmount: String(0.4 * LAMPORTS_PER_SOL), fee: expect.any(Number) });
    expect(await chain.getBalance(to)).toBe(0.4 * LAMPORTS_PER_SOL);
  }, 60_000);

  it("analytics' volume counts what landed: a confirmed swap that spent 80% of its quoted input counts 80% of its build-time value", async () => {
    const wallet = fundedWallet();
    const built = await build(wallet, 'swap 0.1 SOL for USDC');
    const at = new Date(Date.now() - 3 * 3_600_000);
    // Two records of one hour: built (quoted input counts) and confirmed with 80% of the input landed.
    const seed = (status: 'built' | 'confirmed', actualInput: string | null) => Object.assign(new TransactionRecord(), {
      id: newId('tx', at.getTime()), accountId: key.accountId, apiKeyId: key.keyId, intentId: built.intentId, network: 'devnet', walletAddress: wallet.publicKey.toBase58(),
      type: 'swap', status, transaction: 'AQID', volumeUsd: 100,
      expectedOutput: { outputAmount: '1000', breakdown: { inputToken: { mint: NATIVE_MINT, decimals: 9 }, inputAmount: '1000000' } },
      actualOutput: actualInput === null ? null : { signature: 'x', slot: 1, outputAmount: '800', inputAmount: actualInput, fee: 5000, changes: [] },
      createdAt: at, updatedAt: new Date(), settledAt: status === 'confirmed' ? at : null,
    });
    const em = h.orm.em.fork();
    await em.insert(TransactionRecord, seed('built', null));
    await em.insert(TransactionRecord, seed('confirmed', '800000'));
    await rollupHourlyMetrics(h.orm, { latenessMs: h.config.analytics.rollupLatenessMs });
    const hour = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
    const res = await h.request(`/v1/analytics/metrics?startDate=${hour.toISOString()}&endDate=${new Date(hour.getTime() + 3_600_000).toISOString()}&granularity=hour`, { headers: bearer(key) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.volume.totalUSD).toBe(180);
  }, 60_000);
});

describe('expired only when true (point 2)', () => {
  it('the same message landed under another signature: the loop finds it by its nonce memo and ends confirmed with that signature, never expired', async () => {
    const wallet = fundedWallet();
    const to = Keypair.generate().publicKey;
    const built = await build(wallet, `send 0.3 SOL to ${to.toBase58()}`);
    const first = signed(built, wallet);
    const again = signAgain(first.tx, wallet);
    expect(again.signature).not.toBe(first.signature);
    // The cluster never delivers the submitted signature.
    h.cluster!.dropTransactions((_payer, signature) => signature === first.signature);
    const res = await submit(built.id, first.base64);
    expect(res.status, res.text).toBe(202);
    await eventually(() => record(built.id), (r) => r.broadcasts >= 1, 20_000, 100);
    // The wallet's other signature of the very same message lands.
    await chain.sendRawTransaction(Buffer.from(again.base64, 'base64'), { skipPreflight: true });
    expect((await chain.getSignatureStatus(again.signature, { searchTransactionHistory: true })).value?.err).toBeNull();
    expect(await chain.getBalance(to)).toBe(0.3 * LAMPORTS_PER_SOL);
    // Past lastValidBlockHeight (and its finality): the submitted signature is unknown for good.
    h.cluster!.advanceSlots(built.lastValidBlockHeight - h.cluster!.ledger.blockHeight + 40);
    const final = await eventually(() => record(built.id), (r) => r.status !== 'submitted', 30_000, 100);
    expect(final).toMatchObject({ status: 'confirmed', signature: again.signature, slot: expect.any(Number), landedAt: expect.any(String) });
    expect(final.actualOutput).toMatchObject({ signature: again.signature, outputAmount: String(0.3 * LAMPORTS_PER_SOL) });
    await receiver.waitFor((r) => r.payload.type === 'transaction.confirmed' && r.payload.data.id === built.id, 'transaction.confirmed');
    expect(eventsOf(built.id, 'transaction.expired')).toHaveLength(0);
    expect(eventsOf(built.id, 'transaction.confirmed')).toHaveLength(1);
  }, 90_000);

  it('an expired record whose wallet history shows it landed is corrected by the indexer, with a transaction.confirmed webhook naming the correction', async () => {
    const wallet = fundedWallet();
    const to = Keypair.generate().publicKey;
    const built = await build(wallet, `send 0.2 SOL to ${to.toBase58()}`);
    // The record said expired (an RPC node that lagged, or an earlier release), though the
    // client's transaction lands.
    await h.orm.em.fork().getConnection().execute(`update transactions set status = 'expired', settled_at = now() where id = ? and status = 'built'`, [built.id]);
    const { tx, signature } = signed(built, wallet);
    await chain.sendRawTransaction(tx.serialize(), { skipPreflight: true });
    // No request of ours: the history sweep revisits the wallet of a recently expired record.
    const final = await eventually(() => record(built.id), (r) => r.status !== 'expired', 30_000, 200);
    expect(final).toMatchObject({ status: 'confirmed', signature, slot: expect.any(Number) });
    expect(final.correction).toMatchObject({ from: 'expired', to: 'confirmed', at: expect.any(String) });
    expect(final.correction.reason).toContain(signature);
    expect(final.actualOutput).toMatchObject({ signature, outputAmount: String(0.2 * LAMPORTS_PER_SOL) });
    await receiver.waitFor((r) => r.payload.type === 'transaction.confirmed' && r.payload.data.id === built.id, 'transaction.confirmed');
    const event = eventsOf(built.id, 'transaction.confirmed')[0]!;
    expect(event.payload.data.correction).toEqual(final.correction);
    expect(event.payload.data.status).toBe('confirmed');
    // Idempotent: the wallet indexed again corrects nothing twice.
    await h.request(`/v1/transactions?walletAddress=${wallet.publicKey.toBase58()}`, { headers: bearer(key) });
    await new Promise((r) => setTimeout(r, 2500));
    expect(eventsOf(built.id, 'transaction.confirmed')).toHaveLength(1);
  }, 90_000);

  it('a transaction the cluster drops still ends expired, after the second read found nothing', async () => {
    const wallet = fundedWallet();
    const payer = wallet.publicKey.toBase58();
    const built = await build(wallet, `send 0.1 SOL to ${Keypair.generate().publicKey.toBase58()}`);
    h.cluster!.dropTransactions((feePayer) => feePayer === payer);
    const { base64, signature } = signed(built, wallet);
    expect((await submit(built.id, base64)).status).toBe(202);
    await eventually(() => record(built.id), (r) => r.broadcasts >= 1, 20_000, 100);
    h.cluster!.advanceSlots(built.lastValidBlockHeight - h.cluster!.ledger.blockHeight + 40);
    const final = await eventually(() => record(built.id), (r) => r.status !== 'submitted', 30_000, 100);
    expect(final).toMatchObject({ status: 'expired', signature, actualOutput: null, correction: null });
    h.cluster!.dropTransactions(null);
  }, 60_000);
});
