import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { securityMatrix } from '../helpers/security.js';
import { rebuildHourlyMetrics, rollupHourlyMetrics, rollupLockKey, type RollupResult } from '../../shared/analytics/hourly-rollup.js';
import { AccountHourlyMetrics } from '../../shared/db/entities/account-hourly-metrics.entity.js';
import { TransactionRecord, type TransactionStatus } from '../../shared/db/entities/transaction-record.entity.js';
import { UsageEvent } from '../../shared/db/entities/usage-event.entity.js';
import { newId } from '../../shared/db/ids.js';
import { analyticsRollupJob } from '../../shared/jobs/analytics.js';

const WALLET = '2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH';
const RECIPIENT = 'A4MfpK5JtghRaRw6Ko3qEknq9myx6EAZeHNyYeU3QpET';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});

// --- what was done, counted by the test itself ------------------------------------------------

/** A key whose every request the test makes through `send`, so it knows what was done. */
interface Tracked {
  key: TestKey;
  requests: number;
  errors: number;
}

async function tracked(name: string): Promise<Tracked> {
  return { key: await createAccountWithKey(h, { name }), requests: 0, errors: 0 };
}

async function send(who: Tracked, path: string, init: RequestInit & { json?: unknown } = {}) {
  const res = await h.request(path, { ...init, headers: { ...bearer(who.key), ...(init.headers as Record<string, string> | undefined) } });
  who.requests += 1;
  if (res.status >= 400) who.errors += 1;
  return res;
}

/** Every request of the key written to usage_events (the recorder buffers; its record lands when the response closes). */
async function usageWritten(who: Tracked): Promise<UsageEvent[]> {
  const until = Date.now() + 5000;
  for (;;) {
    await h.app.usage.flush();
    const events = await h.orm.em.fork().find(UsageEvent, { keyId: who.key.keyId });
    if (events.length >= who.requests || Date.now() > until) {
      expect(events.length).toBe(who.requests);
      return events;
    }
    await new Promise((r) => setTimeout(r, 20));
  }
}

const rollup = () => rollupHourlyMetrics(h.orm, { latenessMs: h.config.analytics.rollupLatenessMs });

/** One run through the analytics queue and its worker, as the job scheduler would start it (skipped while another run holds the lock). */
async function rollupThroughJob(): Promise<RollupResult | { skipped: string }> {
  const id = await h.app.queues.enqueue(analyticsRollupJob, {}, { jobId: `rollup-${newId('job')}` });
  const queue = h.app.queues.get(analyticsRollupJob.name);
  const until = Date.now() + 10_000;
  for (;;) {
    const state = await queue.getJobState(id!);
    if (state === 'completed') return (await queue.getJob(id!))!.returnvalue as RollupResult | { skipped: string };
    if (state === 'failed' || Date.now() > until) throw new Error(`rollup job ${id} is ${state}: ${(await queue.getJob(id!))?.failedReason}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

interface SeededTx {
  type: string;
  status: TransactionStatus;
  volumeUsd: number | null;
  createdAt: Date;
  settledAt?: Date | null;
}

/** A `transactions` row as the build worker and the indexer write them (updated now: they were written now). */
async function insertTx(key: TestKey, intentId: string, tx: SeededTx, network: 'mainnet' | 'devnet' = 'mainnet'): Promise<TransactionRecord> {
  const built = tx.status !== 'pending' && tx.status !== 'running' && !(tx.status === 'failed' && !tx.settledAt);
  const record = Object.assign(new TransactionRecord(), {
    id: newId('tx', tx.createdAt.getTime()), accountId: key.accountId, apiKeyId: key.keyId, intentId, network, walletAddress: WALLET,
    type: tx.type, status: tx.status, transaction: built ? 'AQID' : null, volumeUsd: tx.volumeUsd,
    error: built ? null : tx.status === 'failed' ? { code: 'upstream_error', message: 'build failed', details: {} } : null,
    createdAt: tx.createdAt, updatedAt: new Date(), settledAt: tx.settledAt ?? null,
  });
  await h.orm.em.fork().insert(TransactionRecord, record);
  return record;
}

/** What the endpoint must say about a set of transactions (docs/analytics.md), computed naively. */
function expectedTx(txs: SeededTx[]) {
  const built = txs.filter((t) => ['built', 'confirmed', 'expired'].includes(t.status) || (t.status === 'failed' && t.settledAt));
  const confirmed = built.filter((t) => t.status === 'confirmed').length;
  const failed = built.filter((t) => t.status === 'failed').length;
  const expired = built.filter((t) => t.status === 'expired').length;
  const priced = built.filter((t) => t.volumeUsd !== null);
  const volume = priced.reduce((s, t) => s + t.volumeUsd!, 0);
  const count = (type: string) => built.filter((t) => t.type === type).length;
  return {
    transactions: {
      total: built.length, swaps: count('swap'), transfers: count('transfer'),
      successRate: confirmed + failed + expired ? Number(((100 * confirmed) / (confirmed + failed + expired)).toFixed(2)) : 0,
      stakes: count('stake'), unstakes: count('unstake'), wraps: count('wrap'), unwraps: count('unwrap'), closeAccounts: count('close_accounts'), confirmed, failed, expired,
    },
    volume: { totalUSD: Number(volume.toFixed(6)), averagePerTransaction: priced.length ? Number((volume / priced.length).toFixed(6)) : 0 },
  };
}

/** UTC bucket starts, written naively (not with the code under test). */
function naiveBucket(t: number, g: string): number {
  const d = new Date(t);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (g === 'hour') return Math.floor(t / HOUR) * HOUR;
  if (g === 'day') return day;
  if (g === 'week') return day - ((d.getUTCDay() + 6) % 7) * DAY;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

const metrics = (who: Tracked, q: Record<string, string>) => send(who, `/v1/analytics/metrics?${new URLSearchParams(q)}`);

// --- the scenario ------------------------------------------------------------------------------

describe('GET /v1/analytics/metrics over rolled-up usage, intents and transactions', () => {
  let owner: Tracked;
  /** A test key of the owner's account: its activity is devnet's, apart from the live key's. */
  let ownerTest: Tracked;
  let stranger: Tracked;
  let base: number;
  let ownerTxs: SeededTx[];
  let lateTx: TransactionRecord;
  const confidences: number[] = [];
  let parseErrors = 0;

  beforeAll(async () => {
    owner = await tracked('analytics owner');
    stranger = await tracked('analytics stranger');

    // Intents through the API (the intents worker parses them): three parsed, two parse errors.
    for (const command of ['swap 1 SOL for USDC', `send 5 USDC to ${RECIPIENT}`, 'buy 100 BONK with SOL']) {
      const res = await send(owner, '/v1/intents', { method: 'POST', json: { walletAddress: WALLET, command } });
      expect(res.status, res.text).toBe(201);
      confidences.push(res.body.data.confidence);
    }
    for (const command of ['make me a sandwich', 'swap 1 SOL for SOL']) {
      const res = await send(owner, '/v1/intents', { method: 'POST', json: { walletAddress: WALLET, command } });
      expect(res.status, res.text).toBe(422);
      expect(res.body.error.code).toBe('intent_parse_error');
      parseErrors += 1;
    }
    // Other requests, errors among them (400, 404): each one is a usage event.
    expect((await send(owner, '/v1/intents', { method: 'POST', json: { walletAddress: 'nope', command: 'x' } })).status).toBe(400);
    expect((await send(owner, '/v1/nothing-here')).status).toBe(404);
    const anIntent = await send(owner, '/v1/intents', { method: 'POST', json: { walletAddress: WALLET, command: 'swap 2 SOL for USDC' } });
    confidences.push(anIntent.body.data.confidence);
    expect((await send(owner, `/v1/intents/${anIntent.body.data.id}`)).status).toBe(200);
    const intentId = anIntent.body.data.id as string;

    // Transactions over several past hours and days (the build worker writes them; here, directly).
    base = naiveBucket(Date.now(), 'day') - 3 * DAY;
    const at = (hours: number, minutes = 0) => new Date(base + hours * HOUR + minutes * 60_000);
    ownerTxs = [
      { type: 'swap', status: 'confirmed', volumeUsd: 100.5, createdAt: at(1, 10), settledAt: at(1, 12) },
      // Settled the next hour: counts in the hour it was built.
      { type: 'swap', status: 'failed', volumeUsd: 50, createdAt: at(1, 40), settledAt: at(2, 5) },
      { type: 'transfer', status: 'expired', volumeUsd: 20, createdAt: at(5), settledAt: at(5, 2) },
      // Not settled yet, no price: built, counted, in no final state, not in the average.
      { type: 'transfer', status: 'built', volumeUsd: null, createdAt: at(5, 30) },
      { type: 'stake', status: 'confirmed', volumeUsd: 300, createdAt: at(23, 59), settledAt: at(24, 1) },
      // A build that failed is no transaction; nor is one still being built.
      { type: 'swap', status: 'failed', volumeUsd: null, createdAt: at(25) },
      { type: 'swap', status: 'pending', volumeUsd: null, createdAt: at(50, 20) },
      { type: 'wrap', status: 'confirmed', volumeUsd: 10.25, createdAt: at(25, 15), settledAt: at(25, 16) },
      { type: 'unwrap', status: 'built', volumeUsd: 10.25, createdAt: at(49) },
      { type: 'unstake', status: 'expired', volumeUsd: 0, createdAt: at(49, 30), settledAt: at(49, 32) },
      { type: 'transfer', status: 'confirmed', volumeUsd: 5, createdAt: at(50), settledAt: at(50, 1) },
      // A rent reclaim (issue 35): counted per type as closeAccounts.
      { type: 'close_accounts', status: 'confirmed', volumeUsd: null, createdAt: at(26, 5), settledAt: at(26, 6) },
    ];
    for (const tx of ownerTxs) {
      const record = await insertTx(owner.key, intentId, tx);
      if (tx.type === 'unwrap') lateTx = record;
    }

    // The same account through a test key, in the same hours: devnet's figures, never mainnet's.
    ownerTest = { key: await addKey(h, owner.key.accountId, { environment: 'test', name: 'analytics test key' }), requests: 0, errors: 0 };
    const testIntent = await send(ownerTest, '/v1/intents', { method: 'POST', json: { walletAddress: WALLET, command: 'swap 1 SOL for USDC' } });
    expect(testIntent.status, testIntent.text).toBe(201);
    expect(testIntent.body.data.network).toBe('devnet');
    expect((await send(ownerTest, '/v1/intents', { method: 'POST', json: { walletAddress: WALLET, command: 'make me a sandwich' } })).status).toBe(422);
    await insertTx(ownerTest.key, testIntent.body.data.id, { type: 'transfer', status: 'confirmed', volumeUsd: 7, createdAt: at(5, 45), settledAt: at(5, 46) }, 'devnet');

    // Another account, active in the same hours: none of it may show up in the owner's answers.
    const theirs = await send(stranger, '/v1/intents', { method: 'POST', json: { walletAddress: WALLET, command: 'swap 3 SOL for USDC' } });
    await send(stranger, '/v1/intents', { method: 'POST', json: { walletAddress: WALLET, command: 'what is love' } });
    for (const hours of [1, 5, 25, 49, 50]) {
      await insertTx(stranger.key, theirs.body.data.id, { type: 'swap', status: 'confirmed', volumeUsd: 1e6, createdAt: at(hours, 30), settledAt: at(hours, 31) });
    }

    await usageWritten(owner);
    await usageWritten(ownerTest);
    await usageWritten(stranger);
    // Once through the queue and its worker, then directly.
    const viaJob = await rollupThroughJob();
    expect(viaJob).toMatchObject({ hoursRecomputed: expect.any(Number), watermark: expect.any(String) });
    expect((viaJob as RollupResult).hoursRecomputed).toBeGreaterThan(0);
    await rollup();
  });

  /** The owner's range: from the first seeded day to the end of the current hour. */
  const range = () => ({ startDate: new Date(base).toISOString(), endDate: new Date(naiveBucket(Date.now(), 'hour') + 2 * HOUR).toISOString() });

  it('answers the Metrics record of the whole range: exactly what the account did, nothing of another account', async () => {
    const requestsBefore = owner.requests;
    const errorsBefore = owner.errors;
    const events = await h.orm.em.fork().find(UsageEvent, { keyId: owner.key.keyId });
    const res = await metrics(owner, { ...range(), granularity: 'day' });
    expect(res.status, res.text).toBe(200);
    const data = res.body.data;
    const confidenceSum = confidences.reduce((s, c) => s + c, 0);
    expect(data).toMatchObject({
      period: { start: range().startDate, end: range().endDate, granularity: 'day' },
      ...expectedTx(ownerTxs),
      intents: { total: confidences.length + parseErrors, averageConfidence: Number((confidenceSum / confidences.length).toFixed(4)), parseErrors },
      requests: {
        total: requestsBefore, errors: errorsBefore,
        averageLatencyMs: Number((events.reduce((s, e) => s + e.latencyMs, 0) / events.length).toFixed(1)),
      },
    });
    // Spelled out once: 10 transactions built (2 swaps, 3 transfers, 1 close_accounts), 5 confirmed
    // of the 8 that settled, $496 over the 8 with a known value; 4 intents parsed and 2 parse errors.
    expect(data.transactions).toMatchObject({ total: 10, swaps: 2, transfers: 3, closeAccounts: 1, successRate: 62.5, confirmed: 5, failed: 1, expired: 2 });
    expect(data.volume).toEqual({ totalUSD: 496, averagePerTransaction: Number((496 / 8).toFixed(6)) });
    expect(data.intents).toMatchObject({ total: 6, parseErrors: 2 });
  });

  it.each(['hour', 'day', 'week', 'month'])('answers one record per %s bucket, with no gaps, that add up to the whole', async (granularity) => {
    const { startDate, endDate } = range();
    const res = await metrics(owner, { startDate, endDate, granularity });
    expect(res.status, res.text).toBe(200);
    const { series } = res.body.data;
    // Written by the route's own serializer: exactly the bytes JSON.stringify writes for the same answer.
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.text).toBe(JSON.stringify(res.body));

    // Every bucket of the range, in order, cut to it at both ends.
    const startMs = Date.parse(startDate);
    const endMs = Date.parse(endDate);
    const starts: number[] = [];
    for (let t = naiveBucket(startMs, granularity); t < endMs; t = naiveBucket(t + (granularity === 'hour' ? HOUR : granularity === 'week' ? 7 * DAY : granularity === 'day' ? DAY : 32 * DAY), granularity)) starts.push(t);
    expect(series.map((b: any) => Date.parse(b.period.start))).toEqual(starts.map((t) => Math.max(t, startMs)));
    expect(series.at(-1).period.end).toBe(endDate);
    for (let i = 1; i < series.length; i++) expect(series[i].period.start).toBe(series[i - 1].period.end);
    for (const b of series) expect(b.period.granularity).toBe(granularity);

    // Each bucket holds exactly the transactions built in it.
    for (const b of series) {
      const inBucket = ownerTxs.filter((t) => naiveBucket(t.createdAt.getTime(), granularity) === naiveBucket(Date.parse(b.period.start), granularity));
      expect(b, b.period.start).toMatchObject(expectedTx(inBucket));
    }

    // And the buckets add up to the whole range.
    const sum = (pick: (m: any) => number) => series.reduce((s: number, b: any) => s + pick(b), 0);
    const whole = res.body.data;
    for (const [name, pick] of Object.entries({
      total: (m: any) => m.transactions.total, swaps: (m: any) => m.transactions.swaps, transfers: (m: any) => m.transactions.transfers,
      confirmed: (m: any) => m.transactions.confirmed, intents: (m: any) => m.intents.total, parseErrors: (m: any) => m.intents.parseErrors,
      requests: (m: any) => m.requests.total, requestErrors: (m: any) => m.requests.errors,
    })) {
      expect(sum(pick), name).toBe(pick(whole));
    }
    expect(sum((m) => m.volume.totalUSD)).toBeCloseTo(whole.volume.totalUSD, 6);
  });

  it("answers a test key with its network's figures only (devnet), and a live key with none of them", async () => {
    const requestsBefore = ownerTest.requests;
    const res = await metrics(ownerTest, { ...range(), granularity: 'week' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      transactions: { total: 1, transfers: 1, confirmed: 1, successRate: 100 },
      volume: { totalUSD: 7, averagePerTransaction: 7 },
      intents: { total: 2, parseErrors: 1 },
      requests: { total: requestsBefore, errors: 1 },
    });
    // The live key's answers (the tests above and below) hold mainnet's figures exactly.
    const live = await metrics(owner, { ...range(), granularity: 'week' });
    expect(live.body.data).toMatchObject(expectedTx(ownerTxs));
  });

  it('counts hours whose start lies in [startDate, endDate): a range cutting through an hour', async () => {
    // 01:30 → 05:30: the 01:00 hour (two swaps) starts before the range and is left out; the
    // 05:00 hour starts inside it and counts whole, its 05:30 transfer included.
    const at = (hours: number, minutes = 0) => new Date(base + hours * HOUR + minutes * 60_000).toISOString();
    const res = await metrics(owner, { startDate: at(1, 30), endDate: at(5, 30), granularity: 'hour' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.transactions).toMatchObject({ total: 2, swaps: 0, transfers: 2, expired: 1, successRate: 0 });
    expect(res.body.data.series.map((b: any) => [b.period.start, b.period.end, b.transactions.total])).toEqual([
      [at(1, 30), at(2), 0], [at(2), at(3), 0], [at(3), at(4), 0], [at(4), at(5), 0], [at(5), at(5, 30), 2],
    ]);
  });

  it.each(['day', 'week', 'month'])('reads whole days from the daily rollups and the ragged ends from the hourly ones (%s)', async (granularity) => {
    const at = (hours: number, minutes = 0) => base + hours * HOUR + minutes * 60_000;
    for (const [from, to] of [[at(1, 30), at(50, 30)], [at(0), at(49)], [at(23, 59), at(48, 1)], [at(2), at(26)]]) {
      const res = await metrics(owner, { startDate: new Date(from).toISOString(), endDate: new Date(to).toISOString(), granularity });
      expect(res.status, res.text).toBe(200);
      const counted = ownerTxs.filter((t) => naiveBucket(t.createdAt.getTime(), 'hour') >= from && naiveBucket(t.createdAt.getTime(), 'hour') < to);
      expect(res.body.data, `${new Date(from).toISOString()} → ${new Date(to).toISOString()}`).toMatchObject(expectedTx(counted));
    }
  });

  it('answers zeros for a range with no activity (successRate 0 when nothing settled)', async () => {
    const res = await metrics(owner, { startDate: '2020-01-01T00:00:00Z', endDate: '2020-01-08T00:00:00Z', granularity: 'day' });
    expect(res.status).toBe(200);
    expect(res.body.data.series).toHaveLength(7);
    const zero = {
      transactions: { total: 0, swaps: 0, transfers: 0, successRate: 0, stakes: 0, unstakes: 0, wraps: 0, unwraps: 0, closeAccounts: 0, confirmed: 0, failed: 0, expired: 0 },
      volume: { totalUSD: 0, averagePerTransaction: 0 },
      intents: { total: 0, averageConfidence: 0, parseErrors: 0 },
      requests: { total: 0, errors: 0, averageLatencyMs: 0 },
    };
    expect(res.body.data).toMatchObject(zero);
    for (const b of res.body.data.series) expect(b).toMatchObject(zero);
  });

  it('reflects a late confirmation in the hour the transaction was built, once the rollup runs again', async () => {
    const hourOf = (t: Date) => ({ startDate: new Date(naiveBucket(t.getTime(), 'hour')).toISOString(), endDate: new Date(naiveBucket(t.getTime(), 'hour') + HOUR).toISOString(), granularity: 'hour' });
    const before = await metrics(owner, hourOf(lateTx.createdAt));
    // That hour: the unwrap, still built, and an unstake that expired.
    expect(before.body.data.transactions).toMatchObject({ total: 2, unwraps: 1, unstakes: 1, confirmed: 0, expired: 1, successRate: 0 });

    // The indexer sees it land, days after it was built.
    await h.orm.em.fork().nativeUpdate(TransactionRecord, { id: lateTx.id }, { status: 'confirmed', settledAt: new Date(), updatedAt: new Date() });
    const stale = await metrics(owner, hourOf(lateTx.createdAt));
    expect(stale.body.data.transactions.confirmed).toBe(0); // rollups, not raw rows, answer
    await rollup();
    const after = await metrics(owner, hourOf(lateTx.createdAt));
    expect(after.body.data.transactions).toMatchObject({ total: 2, unwraps: 1, unstakes: 1, confirmed: 1, expired: 1, successRate: 50 });

    ownerTxs.find((t) => t.type === 'unwrap')!.status = 'confirmed';
    ownerTxs.find((t) => t.type === 'unwrap')!.settledAt = new Date();
    const whole = await metrics(owner, { ...range(), granularity: 'week' });
    expect(whole.body.data).toMatchObject(expectedTx(ownerTxs));
    expect(whole.body.data.transactions.successRate).toBe(66.67); // 6 confirmed of 9 settled
  });

  it('is idempotent: running the rollup again rewrites nothing', async () => {
    await usageWritten(owner);
    await rollup();
    const rows = () => h.orm.em.fork().find(AccountHourlyMetrics, { accountId: owner.key.accountId }, { orderBy: { hour: 'asc' } });
    const first = await rows();
    expect(first.length).toBeGreaterThan(0);
    await rollup();
    await rollupThroughJob();
    // Not a column changed, not even updated_at: unchanged hours are not rewritten.
    expect(await rows()).toEqual(first);
    // The daily rows are the hourly ones summed per UTC day.
    const mismatched = await h.orm.em.fork().getConnection().execute(
      `select d.day from account_daily_metrics d
       join (select account_id, network, date_trunc('day', hour, 'UTC') as day, sum(requests) as requests, sum(transactions) as transactions,
                    sum(confirmed) as confirmed, sum(volume_usd) as volume_usd, sum(intents_parsed) as intents_parsed
             from account_hourly_metrics where account_id = ? group by 1, 2, 3) s on s.account_id = d.account_id and s.network = d.network and s.day = d.day
       where (d.requests, d.transactions, d.confirmed, d.volume_usd, d.intents_parsed) is distinct from (s.requests, s.transactions, s.confirmed, s.volume_usd, s.intents_parsed)`,
      [owner.key.accountId],
    );
    expect(mismatched).toEqual([]);
    const [{ days }] = await h.orm.em.fork().getConnection().execute('select count(*)::int as days from account_daily_metrics where account_id = ?', [owner.key.accountId]);
    expect(days).toBe(new Set(first.map((r) => `${r.network} ${Math.floor(r.hour.getTime() / DAY)}`)).size);
  });

  it('is safe when runs overlap: direct runs queue up, the job skips while one is in progress, all agree', async () => {
    await usageWritten(owner);
    const [a, b, viaJob, c] = await Promise.all([rollup(), rollup(), rollupThroughJob(), rollup()]);
    // Each run that waited read the watermark its predecessor left: all different.
    const marks = [a, b, c].map((r) => Date.parse(r.watermark));
    expect(new Set(marks).size).toBe(3);
    expect('skipped' in viaJob || typeof viaJob.watermark === 'string').toBe(true);
    // While a run holds the lock, the scheduled job gives up at once rather than wait.
    const holder = h.orm.em.fork();
    await holder.transactional(async (tx) => {
      await tx.getConnection().execute('select pg_advisory_xact_lock(hashtext(?))', [rollupLockKey(h.orm)], 'all', tx.getTransactionContext());
      expect(await rollupThroughJob()).toEqual({ skipped: 'another rollup run is in progress' });
      expect(await rollupHourlyMetrics(h.orm, { latenessMs: 0, skipIfBusy: true })).toBeNull();
    });
    const res = await metrics(owner, { ...range(), granularity: 'month' });
    expect(res.body.data.requests.total).toBe(owner.requests - 1);
    expect(res.body.data).toMatchObject(expectedTx(ownerTxs));
  });
});

describe('calendar buckets: ISO weeks start on Monday, months are calendar months, all in UTC', () => {
  let who: Tracked;
  const dates = ['2025-02-28T23:30:00Z', '2025-03-02T23:59:00Z', '2025-03-03T00:00:00Z', '2025-03-31T23:00:00Z', '2025-04-01T00:10:00Z'];

  beforeAll(async () => {
    who = await tracked('analytics calendar');
    const intent = await send(who, '/v1/intents', { method: 'POST', json: { walletAddress: WALLET, command: 'swap 1 SOL for USDC' } });
    for (const d of dates) await insertTx(who.key, intent.body.data.id, { type: 'swap', status: 'confirmed', volumeUsd: 1, createdAt: new Date(d), settledAt: new Date(d) });
    await rollup();
  });

  const totals = async (startDate: string, endDate: string, granularity: string) => {
    const res = await metrics(who, { startDate, endDate, granularity });
    expect(res.status, res.text).toBe(200);
    return res.body.data.series.map((b: any) => [b.period.start.slice(0, 10), b.transactions.total]);
  };

  it('groups by month', async () => {
    expect(await totals('2025-02-01T00:00:00Z', '2025-05-01T00:00:00Z', 'month')).toEqual([['2025-02-01', 1], ['2025-03-01', 3], ['2025-04-01', 1]]);
  });

  it('groups by ISO week: Sunday 23:59 is the week before Monday 00:00', async () => {
    expect(await totals('2025-02-24T00:00:00Z', '2025-04-07T00:00:00Z', 'week')).toEqual([
      ['2025-02-24', 2], ['2025-03-03', 1], ['2025-03-10', 0], ['2025-03-17', 0], ['2025-03-24', 0], ['2025-03-31', 2],
    ]);
  });

  it('reads offsets: a day in UTC+02:00 is cut at its own midnight', async () => {
    // 2025-03-03T00:00+02:00 is 2025-03-02T22:00Z: the Sunday 23:59Z transaction is inside.
    const res = await metrics(who, { startDate: '2025-03-03T00:00:00+02:00', endDate: '2025-03-04T00:00:00+02:00', granularity: 'day' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.period).toEqual({ start: '2025-03-02T22:00:00.000Z', end: '2025-03-03T22:00:00.000Z', granularity: 'day' });
    expect(res.body.data.series.map((b: any) => [b.period.start, b.transactions.total])).toEqual([
      ['2025-03-02T22:00:00.000Z', 1], ['2025-03-03T00:00:00.000Z', 1],
    ]);
  });

  it('rebuilds a range from raw rows on demand (repairs), even for changes the watermark cannot see', async () => {
    // A change written without touching updated_at (left long ago): the incremental rollup cannot know.
    await h.orm.em.fork().getConnection().execute(
      `update transactions set volume_usd = 41, updated_at = created_at where account_id = ? and created_at = ?`, [who.key.accountId, dates[3]],
    );
    await rollup();
    const volume = async () => (await metrics(who, { startDate: '2025-03-31T00:00:00Z', endDate: '2025-04-01T00:00:00Z', granularity: 'day' })).body.data.volume.totalUSD;
    expect(await volume()).toBe(1);
    const rebuilt = await rebuildHourlyMetrics(h.orm, new Date('2025-03-31T00:00:00Z'), new Date('2025-04-01T00:00:00Z'));
    expect(rebuilt.hoursChanged).toBeGreaterThanOrEqual(1);
    expect(await volume()).toBe(41);
  });
});

describe('validation', () => {
  let who: Tracked;
  beforeAll(async () => {
    who = await tracked('analytics validation');
  });

  it.each([
    [{ endDate: '2025-01-02T00:00:00Z' }, 'startDate', /required/],
    [{ startDate: '2025-01-01T00:00:00Z' }, 'endDate', /required/],
    [{ startDate: 'last tuesday', endDate: '2025-01-02T00:00:00Z' }, 'startDate', /date-time/],
    [{ startDate: '2025-01-01T10', endDate: '2025-01-02T00:00:00Z' }, 'startDate', /date-time/],
    [{ startDate: '2025-01-01T00:00:00Z', endDate: '2025-02-30T00:00:00Z' }, 'endDate', /date-time/],
    [{ startDate: '2025-01-01T00:00:00Z', endDate: '2025-01-02T00:00:00' }, 'endDate', /must name its zone: .*add Z for UTC/],
    [{ startDate: '2025-01-01T00:00:00Z', endDate: '9999-12-31T23:00:00-05:00' }, 'endDate', /date-time/],
    [{ startDate: '2025-01-01T00:00:00Z', endDate: '2025-01-01T00:00:00Z' }, 'endDate', /after startDate/],
    [{ startDate: '2025-01-02T00:00:00Z', endDate: '2025-01-01T00:00:00Z' }, 'endDate', /after startDate/],
    [{ startDate: '2025-01-01T00:00:00Z', endDate: '2025-02-12T00:00:00Z', granularity: 'hour' }, 'endDate', /1008 hour buckets, more than 1000/],
    [{ startDate: '2000-01-01T00:00:00Z', endDate: '2025-01-01T00:00:00Z', granularity: 'day' }, 'endDate', /more than 1000/],
    [{ startDate: '2025-01-01T00:00:00Z', endDate: '2025-01-02T00:00:00Z', granularity: 'year' }, 'granularity', /^must be one of: hour, day, week, month$/],
    [{ startDate: '2025-01-01T00:00:00Z', endDate: '2025-01-02T00:00:00Z', accountId: 'acc_x' }, 'accountId', /not a known field/],
  ])('%j: 400 validation_error on %s', async (query, field, reason) => {
    const res = await metrics(who, query as Record<string, string>);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field, reason: expect.stringMatching(reason) } });
  });

  it('takes a parameter once', async () => {
    const res = await send(who, '/v1/analytics/metrics?startDate=2025-01-01T00:00:00Z&startDate=2025-01-02T00:00:00Z&endDate=2025-01-03T00:00:00Z');
    expect(res.status).toBe(400);
    expect(res.body.error.details.field).toBe('startDate');
  });

  it('accepts 1,000 buckets and offsets, and defaults granularity to day', async () => {
    const hours = await metrics(who, { startDate: '2025-01-01T00:00:00Z', endDate: '2025-02-11T16:00:00Z', granularity: 'hour' });
    expect(hours.status, hours.text).toBe(200);
    expect(hours.body.data.series).toHaveLength(1000);
    const days = await metrics(who, { startDate: '2025-01-01T00:00:00Z', endDate: '2025-01-03T00:00:00Z' });
    expect(days.status, days.text).toBe(200);
    expect(days.body.data.period).toEqual({ start: '2025-01-01T00:00:00.000Z', end: '2025-01-03T00:00:00.000Z', granularity: 'day' });
    expect(days.body.data.series).toHaveLength(2);
    const plus = await send(who, '/v1/analytics/metrics?startDate=2025-01-01T00:00:00%2B02:00&endDate=2025-01-02T00:00:00%2B02:00');
    expect(plus.status, plus.text).toBe(200);
    expect(plus.body.data.period.start).toBe('2024-12-31T22:00:00.000Z');
    // A + in a query string decodes to a space; after a time, that space can only be the
    // offset's sign, so it is read as + (docs/analytics.md).
    const unencoded = await send(who, '/v1/analytics/metrics?startDate=2025-01-01T00:00:00+02:00&endDate=2025-01-02T00:00:00Z');
    expect(unencoded.status, unencoded.text).toBe(200);
    expect(unencoded.body.data.period.start).toBe('2024-12-31T22:00:00.000Z');
  });
});

securityMatrix(() => h, [{ method: 'GET', path: '/v1/analytics/metrics?startDate=2025-01-01T00:00:00Z&endDate=2025-01-02T00:00:00Z', scope: 'admin' }]);
