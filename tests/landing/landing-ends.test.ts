/**
 * Issue 40 (item 5), through HTTP on the local cluster with a real web3.js wallet:
 * - landing always ends: a wallet with more than 5,000 signatures since the build, whose
 *   submitted transaction never lands, ends `expired` with `error.details.unverified: true` once
 *   the finalized height is past lastValidBlockHeight plus LANDING_EXPIRY_MARGIN_BLOCKS, in a
 *   bounded number of broadcasts (none past the blockhash);
 * - a record whose simulation failed is not broadcast: submit answers 422 `simulation_failed`
 *   (nothing sent, the record still `built`); with `force: true` it is sent and lands only if the
 *   chain accepts it.
 */
import { createPrivateKey, sign } from 'node:crypto';
import bs58 from 'bs58';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { renderBuiltItem } from '../../shared/history/transaction-feed.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { newId } from '../../shared/db/ids.js';
import { NATIVE_MINT } from '../../shared/chain/token-list.js';
import type { IntentBody, TokenRef } from '../../shared/intents/intent.types.js';
import { decodeWireTransaction } from '../../localnet/wire-transaction.js';

const SOL: TokenRef = { mint: NATIVE_MINT, symbol: 'SOL', decimals: 9 };
const MARGIN = 30;

let h: Harness;
let owner: TestKey;
let chain: Connection;

beforeAll(async () => {
  h = await startHarness({ localnet: true, env: { LANDING_REBROADCAST_MS: '200', LANDING_EXPIRY_MARGIN_BLOCKS: String(MARGIN) } });
  chain = new Connection(h.cluster!.url, 'confirmed');
  owner = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
}, 60_000);
afterAll(async () => {
  h?.cluster?.dropTransactions(null);
  await h?.close();
});

function fundedWallet(sol = 10): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), BigInt(sol) * BigInt(LAMPORTS_PER_SOL));
  return wallet;
}

async function build(key: TestKey, wallet: Keypair, body: IntentBody): Promise<any> {
  const em = h.orm.em.fork();
  const intent = Object.assign(new Intent(), {
    id: newId('int'), accountId: key.accountId, apiKeyId: key.keyId, network: 'devnet', walletAddress: wallet.publicKey.toBase58(), command: 'test command',
    status: 'parsed', type: body.type, params: body.params as unknown as Record<string, unknown>, confidence: 1, details: {},
  });
  await em.persistAndFlush(intent);
  const res = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId: intent.id, walletAddress: wallet.publicKey.toBase58() } });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

function signed(built: any, wallet: Keypair): { base64: string; signature: string } {
  const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
  tx.sign([wallet]);
  return { base64: Buffer.from(tx.serialize()).toString('base64'), signature: bs58.encode(tx.signatures[0]) };
}

const submit = (key: TestKey, id: string, json: Record<string, unknown>, wait = 0) =>
  h.request(`/v1/transactions/${id}/submit`, { method: 'POST', headers: { ...bearer(key), ...(wait ? { Prefer: `wait=${wait}` } : {}) }, json });
/**
 * `count` System transfers from the wallet to `sink` (1,000,000 + i lamports each, so every one
 * is another transaction), executed by the cluster's ledger as sendTransaction does. Fast on a
 * loaded machine: the message is compiled once and only its lamports change, and each is signed
 * with node:crypto's ed25519 rather than in JavaScript.
 */
async function sendMany(wallet: Keypair, sink: Keypair['publicKey'], count: number): Promise<bigint> {
  const ledger = h.cluster!.ledger;
  const base = 1_000_000n;
  const message = Buffer.from(new Transaction({ feePayer: wallet.publicKey, recentBlockhash: ledger.block('processed').blockhash })
    .add(SystemProgram.transfer({ fromPubkey: wallet.publicKey, toPubkey: sink, lamports: base })).compileMessage().serialize());
  const data = Buffer.alloc(12);
  data.writeUInt32LE(2, 0);
  data.writeBigUInt64LE(base, 4);
  const at = message.indexOf(data) + 4;
  expect(at).toBeGreaterThan(4);
  const key = createPrivateKey({ key: Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), Buffer.from(wallet.secretKey.subarray(0, 32))]), format: 'der', type: 'pkcs8' });
  let sent = 0n;
  for (let i = 0; i < count; i++) {
    message.writeBigUInt64LE(base + BigInt(i), at);
    const wire = Buffer.concat([Buffer.from([1]), sign(null, message, key), message]);
    // Valid by construction (the sink's balance is checked after): no preflight run.
    const outcome = ledger.sendTransaction(decodeWireTransaction(wire), { skipPreflight: true });
    expect(outcome.kind).toBe('accepted');
    sent += base + BigInt(i);
    // The API and workers share this process: let them run between batches.
    if (i % 200 === 199) await new Promise((r) => setImmediate(r));
  }
  return sent;
}

const record = async (id: string) => JSON.parse(JSON.stringify(renderBuiltItem(await h.orm.em.fork().findOneOrFail(TransactionRecord, { id }))));

// First: the expiry tests below move the chain 150+ blocks in one go, which no real chain does,
// and the service reuses a blockhash for 2 s (chain-caches.ts): a build right after such a jump
// would get a blockhash that is already past.
describe('a build whose simulation failed is not broadcast', () => {
  it('422 simulation_failed without force, nothing sent; with force: true it lands when the chain accepts it', async () => {
    const key = await addKey(h, owner.accountId, { environment: 'test', scopes: ['admin'] });
    const wallet = fundedWallet(2);
    // 0.0005 SOL to an account that does not exist: below its rent-exempt minimum, the simulation fails.
    const recipient = Keypair.generate().publicKey;
    const built = await build(key, wallet, { type: 'transfer', params: { token: SOL, amount: { value: '0.0005', unit: 'token' }, recipient: recipient.toBase58() } });
    expect(built.simulation.success).toBe(false);
    const { base64, signature } = signed(built, wallet);

    const refused = await submit(key, built.id, { transaction: base64 });
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body.error).toMatchObject({ code: 'simulation_failed', details: { simulation: { code: built.simulation.error.code } } });
    expect(await record(built.id)).toMatchObject({ status: 'built', signature: null, broadcasts: 0 });
    expect((await chain.getSignatureStatuses([signature], { searchTransactionHistory: true })).value[0]).toBeNull();
    // A wrong type for force is a 400, not a send.
    const bad = await submit(key, built.id, { transaction: base64, force: 'yes' });
    expect(bad.status, bad.text).toBe(400);

    // The recipient now exists: the same transaction is valid, and force sends it.
    h.cluster!.faucet.airdrop(recipient.toBase58(), 1_000_000n);
    const forced = await submit(key, built.id, { transaction: base64, force: true }, 30);
    expect(forced.status, forced.text).toBe(200);
    expect(forced.body.data).toMatchObject({ status: 'confirmed', signature });
    expect(await chain.getBalance(recipient)).toBe(1_000_000 + 500_000);
  }, 60_000);

  it('forced, a transaction the chain refuses ends failed (the fee paid), never confirmed', async () => {
    const key = await addKey(h, owner.accountId, { environment: 'test', scopes: ['admin'] });
    const wallet = fundedWallet(2);
    const built = await build(key, wallet, { type: 'transfer', params: { token: SOL, amount: { value: '0.0005', unit: 'token' }, recipient: Keypair.generate().publicKey.toBase58() } });
    expect(built.simulation.success).toBe(false);
    const { base64 } = signed(built, wallet);
    expect((await submit(key, built.id, { transaction: base64 })).status).toBe(422);
    const forced = await submit(key, built.id, { transaction: base64, force: true }, 30);
    expect(forced.status, forced.text).toBe(200);
    expect(forced.body.data.status).toBe('failed');
    expect(forced.body.data.actualOutput).toBeNull();
  }, 60_000);
});

describe('landing always ends', () => {
  // Each test moves the chain 150+ blocks at once; the service reuses a blockhash for 2 s
  // (transaction-builder.ts DEFAULT_BLOCKHASH_CACHE_MS): the next test's build waits that out, or
  // it would be handed a blockhash already past (no real chain jumps like this).
  afterEach(() => new Promise((resolve) => setTimeout(resolve, 2_100)));

  it('a wallet with 5,001 signatures around the build: a transaction that never lands ends expired, unverified, in bounded broadcasts', async () => {
    const key = await addKey(h, owner.accountId, { environment: 'test', scopes: ['admin'] });
    const wallet = fundedWallet(10);
    const payer = wallet.publicKey.toBase58();
    // 5,001 transactions of the wallet just before the build (the loop reads the history back
    // to 5 minutes before the build: these are all in it), each a different amount, so no two
    // are the same transaction. Made first, so the build's blockhash is fresh however slow it is.
    const sink = Keypair.generate().publicKey;
    const started = Date.now();
    const sent = await sendMany(wallet, sink, 5_001);
    console.log(`5,001 signatures in ${Date.now() - started} ms`);
    expect(BigInt(await chain.getBalance(sink)), 'all 5,001 landed').toBe(sent);
    const built = await build(key, wallet, { type: 'transfer', params: { token: SOL, amount: { value: '0.1', unit: 'token' }, recipient: Keypair.generate().publicKey.toBase58() } });
    const { base64, signature } = signed(built, wallet);

    // The cluster loses the record's transaction (as a leader that drops the packet).
    h.cluster!.dropTransactions((feePayer, sig) => feePayer === payer && sig === signature);
    const res = await submit(key, built.id, { transaction: base64 });
    expect(res.status, res.text).toBe(202);
    await eventually(() => record(built.id), (r) => r.broadcasts >= 1, 20_000, 100);

    // The blockhash passes, then the margin: the history (5 pages of 1,000) cannot be read back
    // to the build, so nothing proves it never landed, and the loop still ends.
    // (A second block 40 slots on makes the first one finalized at once: finalized lags 32 slots.)
    h.cluster!.advanceSlots(built.lastValidBlockHeight - h.cluster!.ledger.blockHeight + MARGIN + 10);
    const sentBefore = (await record(built.id)).broadcasts;
    h.cluster!.advanceSlots(40);
    const final = await eventually(() => record(built.id), (r) => r.status !== 'submitted', 30_000, 100);
    expect(final).toMatchObject({
      status: 'expired', signature, actualOutput: null,
      error: { code: 'blockhash_expired', details: { unverified: true, lastValidBlockHeight: built.lastValidBlockHeight } },
    });
    // Sent while the blockhash could land, and not again after it: a handful of rounds, not hundreds.
    expect(final.broadcasts).toBeGreaterThanOrEqual(1);
    expect(final.broadcasts).toBeLessThanOrEqual(sentBefore + 1);
    expect(final.broadcasts).toBeLessThanOrEqual(20);
    const after = final.broadcasts;
    await new Promise((r) => setTimeout(r, 1_000));
    expect((await record(built.id)).broadcasts).toBe(after);
    h.cluster!.dropTransactions(null);

    const read = await h.request(`/v1/transactions/${built.id}`, { headers: bearer(key) });
    expect(read.status, read.text).toBe(200);
    expect(read.body.data).toMatchObject({ status: 'expired', error: { details: { unverified: true } } });
  }, 120_000);

  it('a quiet wallet whose transaction never lands ends expired, verified by its history', async () => {
    const key = await addKey(h, owner.accountId, { environment: 'test', scopes: ['admin'] });
    const wallet = fundedWallet(2);
    const payer = wallet.publicKey.toBase58();
    const built = await build(key, wallet, { type: 'transfer', params: { token: SOL, amount: { value: '0.1', unit: 'token' }, recipient: Keypair.generate().publicKey.toBase58() } });
    const { base64, signature } = signed(built, wallet);
    h.cluster!.dropTransactions((feePayer, sig) => feePayer === payer && sig === signature);
    expect((await submit(key, built.id, { transaction: base64 })).status).toBe(202);
    await eventually(() => record(built.id), (r) => r.broadcasts >= 1, 20_000, 100);
    // Past the blockhash but within the margin: the history of a quiet wallet proves it never landed.
    h.cluster!.advanceSlots(built.lastValidBlockHeight - h.cluster!.ledger.blockHeight + 5);
    h.cluster!.advanceSlots(40);
    const final = await eventually(() => record(built.id), (r) => r.status !== 'submitted', 30_000, 100);
    expect(final).toMatchObject({ status: 'expired', error: { code: 'blockhash_expired', details: { unverified: false } } });
    h.cluster!.dropTransactions(null);
  }, 60_000);
});

