/**
 * Issue 23, end to end through HTTP with a real @solana/web3.js client on the embedded cluster:
 * parse, build, sign and submit (no RPC of the client's own), and the service lands it; the
 * checks a submission must pass before anything is sent; a transaction the cluster drops ends
 * expired, only once its blockhash can no longer land; two identical builds differ.
 */
import bs58 from 'bs58';
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, VersionedTransaction } from '@solana/web3.js';
import { getAssociatedTokenAddressSync } from '@solana/spl-token';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { renderBuiltItem } from '../../shared/history/transaction-feed.js';
import { eventually } from '../helpers/eventually.js';
import { WebhookReceiver } from '../webhooks/receiver.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { DEVNET_TOKENS } from '../../shared/chain/token-list.js';

const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;

let h: Harness;
let key: TestKey;
/** The test's own view of the chain, to check what landed: the client under test never uses it. */
let chain: Connection;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  h = await startHarness({ localnet: true, env: { WEBHOOK_RELAY_INTERVAL_MS: '50', LANDING_REBROADCAST_MS: '500' } });
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
  if (process.env.DUMP_LOGS) for (const l of h?.logLines ?? []) if (/error/i.test(l)) console.log(l.slice(0, 1500));
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
  expect(built.body.data.status).toBe('built');
  return built.body.data;
}

function signed(built: any, wallet: Keypair): { base64: string; signature: string } {
  const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
  tx.sign([wallet]);
  return { base64: Buffer.from(tx.serialize()).toString('base64'), signature: bs58.encode(tx.signatures[0]) };
}

const submit = (id: string, transaction: string, headers: Record<string, string> = {}) =>
  h.request(`/v1/transactions/${id}/submit`, { method: 'POST', headers: { ...bearer(key), ...headers }, json: { transaction } });
/** The record as GET /v1/transactions/{id} renders it, read from Postgres (polling would spend the key's daily requests). */
const record = async (id: string) => JSON.parse(JSON.stringify(renderBuiltItem(await h.orm.em.fork().findOneOrFail(TransactionRecord, { id }))));
const eventsOf = (id: string, type: string) => receiver.received.filter((r) => r.payload.type === type && r.payload.data?.id === id);

async function tokenBalance(owner: PublicKey, mint: string): Promise<bigint> {
  const info = await chain.getTokenAccountBalance(getAssociatedTokenAddressSync(new PublicKey(mint), owner)).catch(() => null);
  return info ? BigInt(info.value.amount) : 0n;
}

describe('POST /v1/transactions/{id}/submit', () => {
  it('swap 1.5 SOL for USDC: parse, build, sign, submit; submitted → confirmed, deltas as expected, one webhook each', async () => {
    const wallet = fundedWallet(5);
    const before = await chain.getBalance(wallet.publicKey);
    const built = await build(wallet, 'swap 1.5 SOL for USDC');
    expect(built.expectedOutput.breakdown.signers).toEqual([{ address: wallet.publicKey.toBase58(), signed: false }, { address: expect.any(String), signed: true }]);
    const { base64, signature } = signed(built, wallet);

    const res = await submit(built.id, base64);
    expect(res.status, res.text).toBe(202);
    expect(res.headers.get('location')).toBe(`/v1/transactions/${built.id}`);
    expect(res.body.data).toMatchObject({ id: built.id, status: 'submitted', signature, lastValidBlockHeight: built.lastValidBlockHeight, submittedAt: expect.any(String) });

    const final = await eventually(() => record(built.id), (r) => r.status !== 'submitted', 30_000, 100);
    expect(final).toMatchObject({ status: 'confirmed', signature, slot: expect.any(Number), landedAt: expect.any(String), error: null });
    expect(final.broadcasts).toBeGreaterThanOrEqual(1);
    expect(final.timeToLandMs).toBeGreaterThanOrEqual(0);

    // The wallet's deltas are the build's expectedOutput.
    expect(await tokenBalance(wallet.publicKey, USDC.mint)).toBe(BigInt(built.expectedOutput.outputAmount));
    const after = await chain.getBalance(wallet.publicKey);
    expect(before - after).toBe(1.5 * LAMPORTS_PER_SOL + built.expectedOutput.fee + built.expectedOutput.rent);

    // Webhooks: submitted, then confirmed, once each.
    await receiver.waitFor((r) => r.payload.type === 'transaction.confirmed' && r.payload.data.id === built.id, 'transaction.confirmed');
    const submittedEvents = eventsOf(built.id, 'transaction.submitted');
    const confirmedEvents = eventsOf(built.id, 'transaction.confirmed');
    expect(submittedEvents).toHaveLength(1);
    expect(receiver.received.indexOf(submittedEvents[0])).toBeLessThan(receiver.received.indexOf(confirmedEvents[0]));
    // Let the indexer see the wallet too: it must not settle (or announce) the record again.
    await h.request(`/v1/transactions?walletAddress=${wallet.publicKey.toBase58()}`, { headers: bearer(key) });
    await new Promise((r) => setTimeout(r, 1500));
    expect(eventsOf(built.id, 'transaction.confirmed')).toHaveLength(1);
    expect(eventsOf(built.id, 'transaction.submitted')).toHaveLength(1);

    // The same bytes again: the same submission, final now (200).
    const again = await submit(built.id, base64);
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toMatchObject({ id: built.id, status: 'confirmed', signature });
  }, 90_000);

  it('tampered bytes (recipient, amount, blockhash) answer 409 transaction_mismatch naming what differs, and nothing is sent', async () => {
    const wallet = fundedWallet();
    const recipient = Keypair.generate().publicKey;
    const built = await build(wallet, `send 0.1 SOL to ${recipient.toBase58()}`);
    const original = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
    const cases: Array<[string, (tx: VersionedTransaction) => void]> = [
      ['accountKeys', (tx) => { const i = tx.message.staticAccountKeys.findIndex((k) => k.equals(recipient)); tx.message.staticAccountKeys[i] = Keypair.generate().publicKey; }],
      ['instructions', (tx) => {
        const transfer = tx.message.compiledInstructions.find((ix) => tx.message.staticAccountKeys[ix.programIdIndex].toBase58() === '11111111111111111111111111111111')!;
        transfer.data = Buffer.from(transfer.data); transfer.data[4] ^= 0x01; // the amount's lowest byte
      }],
      ['recentBlockhash', (tx) => { tx.message.recentBlockhash = Keypair.generate().publicKey.toBase58(); }],
    ];
    for (const [part, tamper] of cases) {
      const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
      tamper(tx);
      tx.sign([wallet]);
      const res = await submit(built.id, Buffer.from(tx.serialize()).toString('base64'));
      expect(res.status, res.text).toBe(409);
      expect(res.body.error.code).toBe('transaction_mismatch');
      expect(res.body.error.details.differs).toContain(part);
      const status = await chain.getSignatureStatus(bs58.encode(tx.signatures[0]), { searchTransactionHistory: true });
      expect(status.value).toBeNull();
    }
    expect(await record(built.id)).toMatchObject({ status: 'built', signature: null, broadcasts: 0 });
    expect(original.signatures[0].every((b) => b === 0)).toBe(true);
    expect(eventsOf(built.id, 'transaction.submitted')).toHaveLength(0);
  }, 60_000);

  it('a missing signature answers 400 not_fully_signed naming the signer; an unknown record 404', async () => {
    const wallet = fundedWallet();
    const built = await build(wallet, 'swap 0.1 SOL for USDC');
    const res = await submit(built.id, built.transaction);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'not_fully_signed', details: { missingSigners: [wallet.publicKey.toBase58()], invalidSigners: [] } });
    expect(res.body.error.message).toContain(wallet.publicKey.toBase58());
    // A signature by someone else in the wallet's place does not verify.
    const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
    tx.signatures[0] = new Uint8Array(64).fill(7);
    const forged = await submit(built.id, Buffer.from(tx.serialize()).toString('base64'));
    expect(forged.status).toBe(400);
    expect(forged.body.error.details.invalidSigners).toEqual([wallet.publicKey.toBase58()]);
    expect((await record(built.id)).status).toBe('built');
    const missing = await submit('tx_0000000000000000000000', built.transaction);
    expect(missing.status).toBe(404);
    const garbage = await submit(built.id, 'AAAA');
    expect(garbage.status).toBe(400);
    expect(garbage.body.error.code).toBe('validation_error');
  }, 60_000);

  it('20 concurrent identical submits: one record, one submission, one loop', async () => {
    const wallet = fundedWallet();
    const built = await build(wallet, `send 0.2 SOL to ${Keypair.generate().publicKey.toBase58()}`);
    const { base64, signature } = signed(built, wallet);
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(built.id, base64)));
    for (const a of answers) {
      expect([200, 202], a.text).toContain(a.status);
      expect(a.body.data).toMatchObject({ id: built.id, signature });
    }
    const final = await eventually(() => record(built.id), (r) => r.status === 'confirmed', 30_000, 100);
    expect(final.status).toBe('confirmed');
    // One loop: one submitted event, one settlement, and broadcasts counted by a single loop (≤ its rounds).
    await receiver.waitFor((r) => r.payload.type === 'transaction.confirmed' && r.payload.data.id === built.id, 'transaction.confirmed');
    const rows = await h.orm.em.fork().getConnection().execute<Array<{ type: string; n: string }>>(
      `select type, count(*)::text as n from webhook_events where data->>'id' = ? group by type order by type`, [built.id], 'all');
    expect(rows).toEqual([{ type: 'transaction.confirmed', n: '1' }, { type: 'transaction.submitted', n: '1' }]);
    expect(final.broadcasts).toBeLessThanOrEqual(3);
    const count = await h.orm.em.fork().count(TransactionRecord, { signature });
    expect(count).toBe(1);
  }, 60_000);

  it('Prefer: wait=N holds the answer until the record is final (200)', async () => {
    const wallet = fundedWallet();
    const built = await build(wallet, `send 0.3 SOL to ${Keypair.generate().publicKey.toBase58()}`);
    const res = await submit(built.id, signed(built, wallet).base64, { Prefer: 'wait=20' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.status).toBe('confirmed');
  }, 60_000);

  it('two identical builds in a row differ; landing one confirms only it', async () => {
    const wallet = fundedWallet();
    const to = Keypair.generate().publicKey.toBase58();
    const first = await build(wallet, `send 0.25 SOL to ${to}`);
    const second = await build(wallet, `send 0.25 SOL to ${to}`);
    const message = (b: any) => Buffer.from(VersionedTransaction.deserialize(Buffer.from(b.transaction, 'base64')).message.serialize()).toString('hex');
    expect(message(first)).not.toBe(message(second));
    expect(first.expectedOutput.breakdown.nonce).not.toBe(second.expectedOutput.breakdown.nonce);
    const res = await submit(first.id, signed(first, wallet).base64, { Prefer: 'wait=20' });
    expect(res.body.data.status).toBe('confirmed');
    // The indexer reads the wallet's history: the second build stays built.
    await h.request(`/v1/transactions?walletAddress=${wallet.publicKey.toBase58()}`, { headers: bearer(key) });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await record(second.id)).status).toBe('built');
  }, 60_000);

  it('a transaction the cluster drops is rebroadcast and ends expired after lastValidBlockHeight, never earlier', async () => {
    const wallet = fundedWallet();
    const payer = wallet.publicKey.toBase58();
    h.cluster!.dropTransactions((feePayer) => feePayer === payer);
    try {
      const built = await build(wallet, `send 0.1 SOL to ${Keypair.generate().publicKey.toBase58()}`);
      const { base64, signature } = signed(built, wallet);
      const res = await submit(built.id, base64);
      expect(res.status, res.text).toBe(202);
      // Several rounds while the blockhash is valid: still submitted.
      const rebroadcast = await eventually(() => record(built.id), (r) => r.broadcasts >= 3, 20_000, 100);
      expect(rebroadcast.broadcasts).toBeGreaterThanOrEqual(3);
      expect(h.cluster!.ledger.blockHeight).toBeLessThanOrEqual(built.lastValidBlockHeight);
      expect(rebroadcast.status).toBe('submitted');
      // Past lastValidBlockHeight (and past finality of that height): expired.
      h.cluster!.advanceSlots(built.lastValidBlockHeight - h.cluster!.ledger.blockHeight + 40);
      const final = await eventually(() => record(built.id), (r) => r.status !== 'submitted', 20_000, 100);
      expect(final).toMatchObject({ status: 'expired', signature, landedAt: null, slot: null });
      expect(final.broadcasts).toBeGreaterThanOrEqual(3);
      expect((await chain.getSignatureStatus(signature, { searchTransactionHistory: true })).value).toBeNull();
      await receiver.waitFor((r) => r.payload.type === 'transaction.expired' && r.payload.data.id === built.id, 'transaction.expired');
      expect(eventsOf(built.id, 'transaction.expired')).toHaveLength(1);
      expect(eventsOf(built.id, 'transaction.submitted')).toHaveLength(1);
    } finally {
      h.cluster!.dropTransactions(null);
    }
  }, 90_000);

  it('a build whose blockhash expired answers 409 blockhash_expired and sends nothing', async () => {
    const wallet = fundedWallet();
    const built = await build(wallet, `send 0.1 SOL to ${Keypair.generate().publicKey.toBase58()}`);
    h.cluster!.advanceSlots(built.lastValidBlockHeight - h.cluster!.ledger.blockHeight + 5);
    const { base64, signature } = signed(built, wallet);
    const res = await submit(built.id, base64);
    expect(res.status, res.text).toBe(409);
    expect(res.body.error.code).toBe('blockhash_expired');
    expect((await chain.getSignatureStatus(signature, { searchTransactionHistory: true })).value).toBeNull();
    expect((await record(built.id)).status).toBe('built');
  }, 60_000);
});
