import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction, type TransactionInstruction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { DEVNET_TOKENS, NATIVE_MINT } from '../../shared/chain/token-list.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { WalletTransaction } from '../../shared/db/entities/wallet-transaction.entity.js';
import { messageHash } from '../../shared/indexer/transaction-summary.js';
import { HISTORY_SWEEP_SCHEDULER_ID, historyDedupId, historyIndexJob, historySweepJob, scheduleHistorySweep } from '../../shared/jobs/wallet-history.js';
import { SETTLE_BATCH } from '../../shared/history/settlement.js';
import { insertBuildRecord } from './history-fixtures.js';

/**
 * Wallet history against the embedded local cluster, through the real workers: transactions
 * built (here: constructed, hashed and recorded as the build worker will), signed and sent;
 * the wallet-index worker indexes them in bounded pages and moves each build record to
 * confirmed, failed or expired.
 */
const PAGE_SIZE = 5;
const FEE = 5000;
const USDC = DEVNET_TOKENS.find((t) => t.symbol === 'USDC')!;
const sol = (delta: number) => ({ mint: NATIVE_MINT, native: true, delta: String(delta), decimals: 9 });

let h: Harness;
let account: TestKey;
let connection: Connection;

beforeAll(async () => {
  h = await startHarness({ localnet: true, env: { HISTORY_PAGE_SIZE: String(PAGE_SIZE) } });
  account = await createAccountWithKey(h, { environment: 'test', scopes: ['read:transactions'] });
  connection = new Connection(h.cluster!.url, 'confirmed');
});

afterAll(async () => {
  await h?.close();
});

/** A fresh test key of the account: test keys allow 100 requests a day each. */
const freshKey = () => addKey(h, account.accountId, { environment: 'test', scopes: ['read:transactions'] });

/** A new wallet funded by the faucet (its first transaction). */
function fundedWallet(lamports: number): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), BigInt(lamports));
  return wallet;
}

/**
 * What the build worker will do: a v0 transaction paid by the wallet, its message hash, and
 * a `built` record with the blockhash's lastValidBlockHeight; then the wallet signs it.
 */
async function build(wallet: Keypair, instructions: TransactionInstruction[]): Promise<{ record: TransactionRecord; tx: VersionedTransaction }> {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed');
  const tx = new VersionedTransaction(new TransactionMessage({ payerKey: wallet.publicKey, recentBlockhash: blockhash, instructions }).compileToV0Message());
  const record = await insertBuildRecord(h, account, {
    network: 'devnet', walletAddress: wallet.publicKey.toBase58(), type: 'transfer',
    transaction: Buffer.from(tx.serialize()).toString('base64'), messageHash: messageHash(tx.message.serialize()),
    lastValidBlockHeight, expiresAt: new Date(Date.now() + 60_000),
  });
  tx.sign([wallet]);
  return { record, tx };
}

const transfer = (from: Keypair, lamports: number) => SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: Keypair.generate().publicKey, lamports });

async function recordOf(id: string): Promise<TransactionRecord> {
  return (await h.orm.em.fork().findOne(TransactionRecord, { id }, { disableIdentityMap: true }))!;
}

async function waitFor<T>(what: string, read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const historyQueue = () => h.app.queues.get(historyIndexJob.name);

/** Wait until no history job of the wallet waits or runs. */
async function indexingIdle(wallet: PublicKey): Promise<void> {
  await waitFor('indexing to finish', () => historyQueue().getDeduplicationJobId(historyDedupId('devnet', wallet.toBase58())), (id) => id === null);
}

async function storedRows(wallet: PublicKey): Promise<WalletTransaction[]> {
  return h.orm.em.fork().find(WalletTransaction, { network: 'devnet', walletAddress: wallet.toBase58() }, { disableIdentityMap: true });
}

async function sweep(): Promise<void> {
  await h.app.queues.enqueue(historySweepJob, {});
}

describe('wallet history on the local cluster', () => {
  it('the sweep indexes a wallet with a built transaction nobody asked about, stores types and deltas, and confirms it', async () => {
    const wallet = fundedWallet(10 * LAMPORTS_PER_SOL);
    // A slot apart: within one slot (and one second of block time) the order is by signature.
    h.cluster!.advanceSlots(1);
    h.cluster!.faucet.mintTo(wallet.publicKey.toBase58(), USDC.mint, 25_000_000n);
    const { record, tx } = await build(wallet, [transfer(wallet, LAMPORTS_PER_SOL)]);
    const signature = await connection.sendTransaction(tx);

    await sweep();
    const settled = await waitFor('confirmed', () => recordOf(record.id), (r) => r.status !== 'built');
    expect(settled).toMatchObject({ status: 'confirmed', signature });
    expect(settled.settledAt).toBeInstanceOf(Date);

    // The indexed row of the built transaction: what it did to the wallet, fee included.
    const rows = await storedRows(wallet.publicKey);
    expect(rows.find((r) => r.signature === signature)).toMatchObject({ type: 'transfer', status: 'success', changes: [sol(-LAMPORTS_PER_SOL - FEE)], fee: FEE, messageHash: record.messageHash });

    const res = await h.request(`/v1/transactions?walletAddress=${wallet.publicKey.toBase58()}`, { headers: bearer(await freshKey()) });
    expect(res.status, res.text).toBe(200);
    const items = res.body.data as any[];
    expect(items.map((i) => [i.kind, i.type, i.status])).toEqual([
      ['built', 'transfer', 'confirmed'],
      ['onchain', 'transfer', 'confirmed'],
      ['onchain', 'transfer', 'confirmed'],
    ]);
    expect(items[0]).toMatchObject({ id: record.id, signature, walletAddress: wallet.publicKey.toBase58(), lastValidBlockHeight: Number(record.lastValidBlockHeight) });
    // Newest first: the USDC that arrived (a mint into a new token account), then the airdrop.
    // Each change is named: SOL as such, USDC by the catalogue (the curated registry), both verified.
    expect(items[1].changes).toEqual([{ mint: USDC.mint, native: false, delta: '25000000', decimals: 6, symbol: 'USDC', name: USDC.name, verified: true }]);
    expect(items[2].changes).toEqual([{ ...sol(10 * LAMPORTS_PER_SOL), symbol: 'SOL', name: 'Solana', verified: true }]);
    expect(items.filter((i) => i.signature === signature)).toHaveLength(1);
  });

  it('listing a wallet triggers indexing; a transaction that landed with an error moves its record to failed', async () => {
    const wallet = fundedWallet(LAMPORTS_PER_SOL);
    // More than the wallet holds: it lands (skipping preflight), fails, and only pays its fee.
    const { record, tx } = await build(wallet, [transfer(wallet, 5 * LAMPORTS_PER_SOL)]);
    const signature = await connection.sendTransaction(tx, { skipPreflight: true });

    const key = await freshKey();
    const res = await h.request(`/v1/transactions?walletAddress=${wallet.publicKey.toBase58()}&status=built`, { headers: bearer(key) });
    expect(res.status).toBe(200);
    await waitFor('failed', () => recordOf(record.id), (r) => r.status !== 'built');

    const one = await h.request(`/v1/transactions/${record.id}`, { headers: bearer(key) });
    expect(one.body.data).toMatchObject({ kind: 'built', status: 'failed', signature, settledAt: expect.any(String) });
    const row = (await storedRows(wallet.publicKey)).find((r) => r.signature === signature);
    expect(row).toMatchObject({ status: 'failed', type: 'transfer', changes: [sol(-FEE)], err: expect.anything() });
  });

  it('expires a built transaction only once its blockhash is past, and never one that landed', async () => {
    const wallet = fundedWallet(10 * LAMPORTS_PER_SOL);
    const landed = await build(wallet, [transfer(wallet, LAMPORTS_PER_SOL / 10)]);
    const never = await build(wallet, [transfer(wallet, LAMPORTS_PER_SOL / 5)]);
    const landedSignature = await connection.sendTransaction(landed.tx);

    // Before the blockhash is past, a sweep confirms what landed and expires nothing.
    await sweep();
    await waitFor('landed confirmed', () => recordOf(landed.record.id), (r) => r.status === 'confirmed');
    await indexingIdle(wallet.publicKey);
    await sweep();
    await new Promise((r) => setTimeout(r, 500));
    await indexingIdle(wallet.publicKey);
    expect((await recordOf(never.record.id)).status).toBe('built');

    // Past the last valid block height (finalized: 32 slots behind the tip).
    h.cluster!.advanceSlots(200);
    h.cluster!.advanceSlots(40);
    const fresh = await build(wallet, [transfer(wallet, LAMPORTS_PER_SOL / 4)]);
    await sweep();
    const expired = await waitFor('expired', () => recordOf(never.record.id), (r) => r.status !== 'built');
    expect(expired.status).toBe('expired');
    expect(expired.signature).toBeNull();
    expect(expired.settledAt).toBeInstanceOf(Date);
    expect(await recordOf(landed.record.id)).toMatchObject({ status: 'confirmed', signature: landedSignature });
    // Built after the advance: its blockhash is still valid.
    await indexingIdle(wallet.publicKey);
    expect((await recordOf(fresh.record.id)).status).toBe('built');
    // The expired transaction can no longer land.
    await expect(connection.sendTransaction(never.tx)).rejects.toThrow(/Blockhash not found|BlockhashNotFound/i);
  });

  it('expires more open builds than one settling batch holds: every one, each with one event', async () => {
    const wallet = fundedWallet(LAMPORTS_PER_SOL);
    const walletAddress = wallet.publicKey.toBase58();
    const { lastValidBlockHeight } = await connection.getLatestBlockhash('confirmed');
    const count = 2 * SETTLE_BATCH + 7;
    const records: TransactionRecord[] = [];
    for (let i = 0; i < count; i++) {
      records.push(await insertBuildRecord(h, account, { network: 'devnet', walletAddress, transaction: 'AA==', messageHash: `never-landed-${i}`, lastValidBlockHeight }));
    }
    h.cluster!.advanceSlots(200);
    h.cluster!.advanceSlots(40);
    await sweep();
    const ids = records.map((r) => r.id);
    const em = () => h.orm.em.fork();
    await waitFor('all expired', () => em().count(TransactionRecord, { id: { $in: ids }, status: 'built' }), (n) => n === 0);
    expect(await em().count(TransactionRecord, { id: { $in: ids }, status: 'expired' })).toBe(count);
    const events = await em().getConnection().execute<Array<{ id: string; n: string }>>(
      `select data->>'id' as id, count(*)::text as n from webhook_events where type = 'transaction.expired' and data->>'id' in (${ids.map(() => '?').join(', ')}) group by 1`, ids, 'all');
    expect(events).toHaveLength(count);
    expect(events.every((e) => e.n === '1')).toBe(true);
  });

  it('a transaction that landed but was not indexed yet when its blockhash expired is confirmed, not expired', async () => {
    const wallet = fundedWallet(10 * LAMPORTS_PER_SOL);
    // Indexed up to here, so only the order of the job's steps keeps the record from expiring.
    await h.request(`/v1/transactions?walletAddress=${wallet.publicKey.toBase58()}`, { headers: bearer(await freshKey()) });
    await waitFor('the airdrop indexed', () => storedRows(wallet.publicKey), (rows) => rows.length === 1);
    await indexingIdle(wallet.publicKey);
    const { record, tx } = await build(wallet, [transfer(wallet, 300_000_000)]);
    const signature = await connection.sendTransaction(tx);
    h.cluster!.advanceSlots(200);
    h.cluster!.advanceSlots(40);
    await sweep();
    const settled = await waitFor('settled', () => recordOf(record.id), (r) => r.status !== 'built');
    expect(settled).toMatchObject({ status: 'confirmed', signature });
  });

  it('indexes a long history in bounded pages by jobs, never in the request, and indexing twice stores nothing twice', async () => {
    const count = 23;
    const wallet = fundedWallet(LAMPORTS_PER_SOL);
    for (let i = 1; i < count; i++) h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), BigInt(1_000_000 + i));
    const address = wallet.publicKey.toBase58();
    const key = await freshKey();

    const first = await h.request(`/v1/transactions?walletAddress=${address}&limit=100`, { headers: bearer(key) });
    expect(first.status).toBe(200);
    expect(first.body.data.length).toBeLessThan(count); // answered with what was indexed then
    await waitFor('every transaction indexed', () => storedRows(wallet.publicKey), (rows) => rows.length === count);
    await indexingIdle(wallet.publicKey);

    const jobs = (await historyQueue().getJobs(['completed'])).filter((j) => j.name === historyIndexJob.jobName && j.data.walletAddress === address);
    expect(jobs.length).toBeGreaterThanOrEqual(Math.ceil(count / PAGE_SIZE));
    for (const job of jobs) expect(job.returnvalue.stored + job.returnvalue.skippedDuplicates).toBeLessThanOrEqual(PAGE_SIZE);

    // Asked again: the worker reads what is new (nothing) and stores nothing twice.
    await h.request(`/v1/transactions?walletAddress=${address}`, { headers: bearer(key) });
    await waitFor('the second run', async () => (await historyQueue().getJobs(['completed'])).filter((j) => j.data.walletAddress === address).length, (n) => n > jobs.length);
    await indexingIdle(wallet.publicKey);
    expect(await storedRows(wallet.publicKey)).toHaveLength(count);

    // Paged through the API: each transaction once, newest first.
    const seen: any[] = [];
    let cursor: string | null = null;
    do {
      const res = await h.request(`/v1/transactions?walletAddress=${address}&limit=4${cursor ? `&cursor=${cursor}` : ''}`, { headers: bearer(key) });
      expect(res.status).toBe(200);
      seen.push(...res.body.data);
      cursor = res.body.pagination.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(count);
    expect(new Set(seen.map((i) => i.signature)).size).toBe(count);
    expect(seen.every((i) => i.kind === 'onchain' && i.type === 'transfer' && i.changes[0].native)).toBe(true);
    expect(seen.map((i) => i.slot)).toEqual([...seen.map((i) => i.slot)].sort((a, b) => b - a));
  });

  it('the sweep is a BullMQ job scheduler on the wallet-index queue', async () => {
    await scheduleHistorySweep(h.app.queues, 60_000);
    await scheduleHistorySweep(h.app.queues, 60_000); // idempotent: every worker process upserts it
    const schedulers = await historyQueue().getJobSchedulers();
    expect(schedulers).toEqual([expect.objectContaining({ key: HISTORY_SWEEP_SCHEDULER_ID, name: historySweepJob.jobName, every: 60_000 })]);
  });
});
