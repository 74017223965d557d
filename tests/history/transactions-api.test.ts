import { Keypair } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { securityMatrix } from '../helpers/security.js';
import { historyDedupId, historyIndexJob } from '../../shared/jobs/wallet-history.js';
import { insertBuildRecord, insertHistoryRow, randomSignature } from './history-fixtures.js';

/**
 * GET /v1/transactions and GET /v1/transactions/{id} over rows written as the build worker and
 * the indexer write them (no workers: nothing indexes behind the test's back). The chain side
 * is tests/history/wallet-history.test.ts.
 */
let h: Harness;
let owner: TestKey;
let reader: TestKey;
let stranger: TestKey;
const wallet = Keypair.generate().publicKey.toBase58();
const otherWallet = Keypair.generate().publicKey.toBase58();
const T0 = Date.now() - 86_400_000;
const at = (ms: number) => new Date(T0 + ms);
let confirmedId: string;
let confirmedSignature: string;

type Item = { kind: 'built' | 'onchain'; id: string | null; signature: string | null; status: string; timestamp: string; walletAddress: string };
const keyOf = (i: Item) => (i.kind === 'built' ? i.id! : i.signature!);

async function list(key: TestKey, query: Record<string, string | number>): ReturnType<Harness['request']> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return h.request(`/v1/transactions${qs ? `?${qs}` : ''}`, { headers: bearer(key) });
}

/** Every page of a list, following nextCursor; `between` runs while each page is being read. */
async function allPages(key: TestKey, query: Record<string, string | number>, between?: (page: number) => Promise<unknown>): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page++) {
    const [res]: [Awaited<ReturnType<typeof list>>, unknown] = await Promise.all([list(key, cursor ? { ...query, cursor } : query), between?.(page)]);
    expect(res.status, res.text).toBe(200);
    items.push(...res.body.data);
    expect(res.body.pagination.hasMore).toBe(res.body.pagination.nextCursor !== null);
    if (!res.body.pagination.hasMore) return items;
    cursor = res.body.pagination.nextCursor;
  }
  throw new Error('more than 200 pages');
}

beforeAll(async () => {
  h = await startHarness({ workers: false });
  // Live keys (mainnet): test keys stop at 100 requests a day.
  owner = await createAccountWithKey(h, { scopes: ['read:transactions'] });
  reader = await addKey(h, owner.accountId, { scopes: ['read:transactions'], name: 'pager' });
  stranger = await createAccountWithKey(h, { scopes: ['read:transactions'] });

  // The account's build records for the wallet, one a second, three of them at the same instant.
  for (let i = 0; i < 12; i++) await insertBuildRecord(h, owner, { walletAddress: wallet, createdAt: at(i * 1000), status: i % 3 === 0 ? 'expired' : 'built', lastValidBlockHeight: 1000 + i });
  for (let i = 0; i < 3; i++) await insertBuildRecord(h, owner, { walletAddress: wallet, createdAt: at(20_000) });
  // One confirmed: its on-chain row must be listed once, as the build record.
  confirmedSignature = randomSignature();
  confirmedId = (await insertBuildRecord(h, owner, { walletAddress: wallet, createdAt: at(30_000), status: 'confirmed', signature: confirmedSignature })).id;
  await insertHistoryRow(h, { walletAddress: wallet, signature: confirmedSignature, slot: 500, blockTime: at(31_000) });
  // The wallet's indexed history, between the builds: ties on time, and on time and slot.
  for (let i = 0; i < 12; i++) await insertHistoryRow(h, { walletAddress: wallet, slot: 100 + i, blockTime: at(i * 1000 + 500), status: i % 4 === 0 ? 'failed' : 'success' });
  for (let i = 0; i < 3; i++) await insertHistoryRow(h, { walletAddress: wallet, slot: 200, blockTime: at(20_000) });
  for (let i = 0; i < 2; i++) await insertHistoryRow(h, { walletAddress: wallet, slot: 201 + i, blockTime: at(20_000) });
  // A node that gave no block time: listed at the time it was indexed.
  await insertHistoryRow(h, { walletAddress: wallet, slot: 300, blockTime: null });

  // None of these belong in the owner's list of `wallet`.
  await insertBuildRecord(h, owner, { walletAddress: otherWallet, createdAt: at(5_500) });
  await insertBuildRecord(h, owner, { walletAddress: wallet, network: 'devnet', createdAt: at(5_600) });
  await insertBuildRecord(h, stranger, { walletAddress: wallet, createdAt: at(5_700) });
  await insertHistoryRow(h, { walletAddress: otherWallet, slot: 105, blockTime: at(5_800) });
  await insertHistoryRow(h, { walletAddress: wallet, network: 'devnet', slot: 105, blockTime: at(5_900) });
});

afterAll(async () => {
  await h?.close();
});

describe('GET /v1/transactions', () => {
  it("merges the account's build records and the wallet's history, newest first, each transaction once", async () => {
    const res = await list(owner, { walletAddress: wallet, limit: 100 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.pagination).toEqual({ hasMore: false, nextCursor: null });
    const items: Item[] = res.body.data;
    expect(items.filter((i) => i.kind === 'built')).toHaveLength(16);
    expect(items.filter((i) => i.kind === 'onchain')).toHaveLength(18);
    expect(items.every((i) => i.walletAddress === wallet)).toBe(true);
    const times = items.map((i) => Date.parse(i.timestamp));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The transaction the account built is its build record, never also an on-chain item.
    expect(items.filter((i) => i.signature === confirmedSignature)).toEqual([expect.objectContaining({ kind: 'built', id: confirmedId, status: 'confirmed' })]);
    // The common shape, and each kind's own fields.
    const built = items.find((i) => i.id === confirmedId)!;
    expect(built).toMatchObject({ kind: 'built', network: 'mainnet', type: 'transfer', intentId: expect.stringMatching(/^int_/), lastValidBlockHeight: null, settledAt: null });
    const onchain = items.find((i) => i.kind === 'onchain' && i.status === 'failed')!;
    expect(onchain).toMatchObject({ id: null, network: 'mainnet', type: 'transfer', slot: expect.any(Number), fee: 5000, feePayer: wallet, err: { InstructionError: [0, 'Custom'] }, changes: [] });
    // Without a block time the row sorts by when it was indexed: today, above the rest.
    expect(items[0]).toMatchObject({ kind: 'onchain', blockTime: null });
  });

  it('without walletAddress lists only build records, of every wallet of the account on the key\'s network', async () => {
    const items = await allPages(owner, { limit: 100 });
    expect(items.every((i) => i.kind === 'built')).toBe(true);
    expect(items).toHaveLength(17);
    expect(new Set(items.map((i) => i.walletAddress))).toEqual(new Set([wallet, otherWallet]));
  });

  it('pages with stable cursors: nothing skipped or repeated while new builds and transactions arrive', async () => {
    const snapshot: Item[] = (await list(reader, { walletAddress: wallet, limit: 100 })).body.data;
    let n = 0;
    // Between and during page reads: new builds and newly indexed transactions, all newer.
    const arrive = async () => {
      n++;
      await Promise.all([
        insertBuildRecord(h, owner, { walletAddress: wallet }),
        insertHistoryRow(h, { walletAddress: wallet, slot: 10_000 + n, blockTime: new Date(Date.now() + n * 1000) }),
        insertHistoryRow(h, { walletAddress: wallet, slot: 20_000 + n, blockTime: null }),
      ]);
    };
    for (const limit of [1, 3, 7]) {
      const paged = await allPages(reader, { walletAddress: wallet, limit }, arrive);
      const before = new Set(snapshot.map(keyOf));
      const seen = paged.map(keyOf).filter((k) => before.has(k));
      expect(new Set(paged.map(keyOf)).size, 'no item twice').toBe(paged.length);
      expect(seen, `limit ${limit}`).toEqual(snapshot.map(keyOf));
    }
  });

  it('filters by status, across both kinds (on-chain rows are confirmed or failed), with cursors', async () => {
    const all = await allPages(owner, { walletAddress: wallet, limit: 100 });
    for (const status of ['confirmed', 'failed', 'expired', 'built']) {
      const paged = await allPages(owner, { walletAddress: wallet, status, limit: 2 });
      expect(paged.length, status).toBeGreaterThan(0);
      expect(paged.map(keyOf), status).toEqual(all.filter((i) => i.status === status).map(keyOf));
    }
    expect((await allPages(owner, { walletAddress: wallet, status: 'expired', limit: 100 })).every((i) => i.kind === 'built')).toBe(true);
  });

  it('filters by startDate (inclusive) and endDate (exclusive)', async () => {
    const items = await allPages(owner, { walletAddress: wallet, startDate: at(2000).toISOString(), endDate: at(4000).toISOString(), limit: 2 });
    expect(items.map((i) => [i.kind, i.timestamp])).toEqual([
      ['onchain', at(3500).toISOString()],
      ['built', at(3000).toISOString()],
      ['onchain', at(2500).toISOString()],
      ['built', at(2000).toISOString()],
    ]);
  });

  it('asks the wallet-index worker to index the wallet, without waiting for it', async () => {
    const wallet2 = Keypair.generate().publicKey.toBase58();
    const res = await list(owner, { walletAddress: wallet2 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
    const queue = h.app.queues.get(historyIndexJob.name);
    const jobId = await queue.getDeduplicationJobId(historyDedupId('mainnet', wallet2));
    const job = jobId ? await queue.getJob(jobId) : null;
    expect(job).toMatchObject({ name: 'index-history', data: { network: 'mainnet', walletAddress: wallet2 } });
    // Asked again while that job waits: still one job for the wallet.
    await list(owner, { walletAddress: wallet2 });
    expect((await queue.getJobs(['waiting'])).filter((j) => j.data.walletAddress === wallet2)).toHaveLength(1);
  });

  describe('bad input: 400 validation_error naming the field', () => {
    const cases: Array<[string, Record<string, string>, string]> = [
      ['limit 0', { limit: '0' }, 'limit'],
      ['limit 101', { limit: '101' }, 'limit'],
      ['limit not a number', { limit: 'ten' }, 'limit'],
      ['an invalid wallet', { walletAddress: 'not-a-wallet' }, 'walletAddress'],
      ['a wallet of 31 bytes', { walletAddress: '1111111111111111111111111111111' }, 'walletAddress'],
      ['an unknown status', { status: 'landed' }, 'status'],
      ['a startDate that is no date', { startDate: 'yesterday' }, 'startDate'],
      ['an endDate without a time zone', { endDate: '2026-01-01T00:00:00' }, 'endDate'],
      ['endDate not after startDate', { startDate: '2026-01-02T00:00:00Z', endDate: '2026-01-01T00:00:00Z' }, 'endDate'],
      ['a garbled cursor', { cursor: 'not-a-cursor' }, 'cursor'],
      ['an unknown parameter', { page: '2' }, 'page'],
    ];
    for (const [what, query, field] of cases) {
      it(what, async () => {
        const res = await list(owner, query);
        expect(res.status, res.text).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field } });
      });
    }

    it('a tampered cursor, and a cursor sent with other filters or by another account', async () => {
      const first = await list(owner, { walletAddress: wallet, limit: 2 });
      const cursor: string = first.body.pagination.nextCursor;
      const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
      const altered = Buffer.from(JSON.stringify({ ...decoded, t: '2000-01-01T00:00:00.000000Z' })).toString('base64url');
      for (const res of [
        await list(owner, { walletAddress: wallet, limit: 2, cursor: altered }),
        await list(owner, { walletAddress: wallet, limit: 2, cursor: cursor.slice(0, -3) }),
        await list(owner, { walletAddress: otherWallet, limit: 2, cursor }),
        await list(owner, { walletAddress: wallet, status: 'built', limit: 2, cursor }),
        await list(owner, { limit: 2, cursor }),
        await list(stranger, { walletAddress: wallet, limit: 2, cursor }),
      ]) {
        expect(res.status, res.text).toBe(400);
        expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field: 'cursor' } });
      }
      // The same cursor with the same filters (any page size) goes on.
      expect((await list(owner, { walletAddress: wallet, limit: 5, cursor })).status).toBe(200);
    });
  });
});

describe('GET /v1/transactions/{id}', () => {
  it('answers one build record of the account', async () => {
    const res = await h.request(`/v1/transactions/${confirmedId}`, { headers: bearer(owner) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'built', id: confirmedId, status: 'confirmed', signature: confirmedSignature, walletAddress: wallet });
  });

  it('a malformed id is 400, an unknown one 404', async () => {
    expect((await h.request('/v1/transactions/tx_nope', { headers: bearer(owner) })).status).toBe(400);
    const res = await h.request('/v1/transactions/tx_0000000000000000000000', { headers: bearer(owner) });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

securityMatrix(() => h, [
  { method: 'GET', path: '/v1/transactions', scope: 'read:transactions' },
  { method: 'GET', path: (id) => `/v1/transactions/${id}`, scope: 'read:transactions', resourceOf: async (hh, key) => (await insertBuildRecord(hh, key, { walletAddress: wallet })).id },
]);
