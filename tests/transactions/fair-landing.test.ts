/**
 * Issue 34 point 1: landing is fair. One account's 200 signed transfers that never land (the
 * cluster drops them) must not hold the landing slots: another account's transaction is
 * broadcast within 1 s of its submit and lands; the flooding account runs at most its cap of
 * loops at once, its oldest signed first; all of its 200 end expired once their blockhash has
 * passed, each broadcast at least once.
 */
import { Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';

const FLOOD = 200;
const CAP = 8;

let h: Harness;
let flooder: TestKey;
let other: TestKey;

beforeAll(async () => {
  // 1.5 s slots: a blockhash lives 225 s, so building and submitting the 200 on a loaded machine
  // never outlives the first ones (the test expires them itself, with advanceSlots).
  h = await startHarness({ localnet: true, localnetSlotMs: 1500, env: { LANDING_REBROADCAST_MS: '500', LANDING_ACCOUNT_CONCURRENCY: String(CAP), LANDING_CONCURRENCY: '64' } });
  flooder = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
  other = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
}, 60_000);
afterAll(async () => {
  h?.cluster?.dropTransactions(null);
  await h?.close();
});

function fundedWallet(): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 20n * BigInt(LAMPORTS_PER_SOL));
  return wallet;
}

/** Parse and build a small transfer, and sign it: the signed bytes, base64, and the record id. */
async function signedTransfer(key: TestKey, wallet: Keypair): Promise<{ id: string; transaction: string; lastValidBlockHeight: number }> {
  const walletAddress = wallet.publicKey.toBase58();
  const intent = await h.request('/v1/intents', { method: 'POST', headers: bearer(key), json: { walletAddress, command: `send 0.001 SOL to ${Keypair.generate().publicKey.toBase58()}` } });
  expect(intent.status, intent.text).toBe(201);
  const built = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId: intent.body.data.id, walletAddress } });
  expect(built.status, built.text).toBe(200);
  const tx = VersionedTransaction.deserialize(Buffer.from(built.body.data.transaction, 'base64'));
  tx.sign([wallet]);
  return { id: built.body.data.id, transaction: Buffer.from(tx.serialize()).toString('base64'), lastValidBlockHeight: built.body.data.lastValidBlockHeight };
}

const submit = (key: TestKey, id: string, transaction: string) =>
  h.request(`/v1/transactions/${id}/submit`, { method: 'POST', headers: bearer(key), json: { transaction } });
const read = (ids: string[]) => h.orm.em.fork().find(TransactionRecord, { id: { $in: ids } }, { orderBy: { submittedAt: 'asc', id: 'asc' } });

describe('fair landing', () => {
  it(`one account's ${FLOOD} never-landing submits delay another account's first broadcast by under 1 s; the flood runs ${CAP} loops at once, oldest signed first`, async () => {
    // The flooding account: one wallet whose every transaction the cluster drops. A test key
    // has 100 requests a day: a fresh key per 30 transfers (3 requests each).
    const wallet = fundedWallet();
    const payer = wallet.publicKey.toBase58();
    h.cluster!.dropTransactions((feePayer) => feePayer === payer);
    const keys = [flooder];
    for (let i = 1; i < Math.ceil(FLOOD / 30); i++) keys.push(await addKey(h, flooder.accountId, { environment: 'test', scopes: ['admin'] }));
    const flood: Array<{ id: string; transaction: string; lastValidBlockHeight: number; key: TestKey }> = [];
    for (let i = 0; i < FLOOD; i += 10) {
      const batch = await Promise.all(Array.from({ length: Math.min(10, FLOOD - i) }, (_, j) => {
        const key = keys[Math.floor((i + j) / 30)]!;
        return signedTransfer(key, wallet).then((s) => ({ ...s, key }));
      }));
      flood.push(...batch);
    }
    // Submitted one after the other: each is signed and handed over before the next.
    for (const f of flood) {
      const res = await submit(f.key, f.id, f.transaction);
      expect(res.status, res.text).toBe(202);
    }
    const ids = flood.map((f) => f.id);
    const broadcasting = (records: TransactionRecord[]) => records.filter((r) => r.broadcasts > 0);
    const started = await eventually(() => read(ids), (rs) => broadcasting(rs).length >= CAP, 20_000, 100);
    expect(broadcasting(started).length).toBeGreaterThanOrEqual(CAP);

    // Another account's transfer, from a wallet the cluster delivers.
    const theirs = await signedTransfer(other, fundedWallet());
    const t0 = Date.now();
    const res = await submit(other, theirs.id, theirs.transaction);
    expect(res.status, res.text).toBe(202);
    const first = await eventually(async () => (await read([theirs.id]))[0]!, (r) => r.broadcasts > 0, 10_000, 20);
    const firstBroadcastMs = Date.now() - t0;
    expect(first.broadcasts, 'the other account\'s transaction was broadcast').toBeGreaterThan(0);
    expect(firstBroadcastMs, 'first broadcast after submit (ms)').toBeLessThan(1000);
    const landed = await eventually(async () => (await read([theirs.id]))[0]!, (r) => r.status !== 'submitted', 20_000, 50);
    expect(landed.status).toBe('confirmed');

    // The flood still runs CAP loops, and they are its oldest signed transactions.
    const now = await read(ids);
    expect(now.every((r) => r.status === 'submitted')).toBe(true);
    expect(broadcasting(now).map((r) => r.id)).toEqual(ids.slice(0, CAP));

    // Once their blockhash has passed, all 200 end expired, each sent at least once.
    const lastValid = Math.max(...flood.map((f) => f.lastValidBlockHeight));
    h.cluster!.advanceSlots(lastValid - h.cluster!.ledger.blockHeight + 40);
    const ended = await eventually(() => read(ids), (rs) => rs.every((r) => r.status !== 'submitted'), 120_000, 500);
    expect(ended.filter((r) => r.status !== 'expired').map((r) => [r.id, r.status])).toEqual([]);
    expect(ended.filter((r) => r.broadcasts === 0).map((r) => r.id)).toEqual([]);
  }, 300_000);
});
