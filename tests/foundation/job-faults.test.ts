import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/index.js';
import { createOrm, type Orm } from '../../shared/db/orm.js';
import { Ping } from '../../shared/db/entities/ping.entity.js';
import { newId } from '../../shared/db/ids.js';
import { pingQueue } from '../../shared/jobs/ping.js';
import { ANALYTICS_ROLLUP_SCHEDULER_ID, analyticsRollupJob } from '../../shared/jobs/analytics.js';
import { PRICE_REFRESH_SCHEDULER_ID, priceRefreshJob } from '../../shared/jobs/prices.js';
import { HISTORY_SWEEP_SCHEDULER_ID, historySweepJob } from '../../shared/jobs/wallet-history.js';
import { QueueSet, queuePrefix } from '../../shared/jobs/define-queue.js';
import { ServiceMetrics } from '../../shared/metrics/metrics.js';
import { createRedis, waitForRedis } from '../../shared/redis/connections.js';
import type { WorkerDeps } from '../../workers/deps.js';
import { startWorkers, type WorkerHost } from '../../workers/host.js';
import { processRecord } from '../../workers/lib/record-processor.js';
import { sweepStuckRecords } from '../../workers/lib/record-sweeper.js';
import { keepSchedulesRegistered } from '../../workers/lib/schedules.js';
import { pingProcessor } from '../../workers/processors/ping.processor.js';
import { SWEPT_RECORDS } from '../../workers/processors/index.js';
import { bearer, createAccountWithKey } from '../helpers/accounts.js';
import { startHarness, type Harness } from '../helpers/harness.js';
import { StallingProxy } from '../stubs/stalling-proxy.js';

/**
 * Item 1 (accepted work survives outages of our own infrastructure), item 3 (schedules come
 * back after Redis restarted empty) and item 8 (one account cannot hold every worker) of
 * issue 12, against real Postgres, Redis and BullMQ workers in this process. The same faults
 * with real processes killed and restarted: tests/faults/.
 */
let h: Harness | undefined;
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!().catch(() => undefined);
  await h?.close();
  h = undefined;
});

function workerDeps(harness: Harness): WorkerDeps {
  const deps: WorkerDeps = { ...harness.worker, workerRedis: createRedis(harness.config.redisUrl, 'worker', 1000), metrics: new ServiceMetrics('t') };
  cleanups.push(() => deps.workerRedis.quit());
  return deps;
}

function startHost(deps: WorkerDeps, ping: (job: import('bullmq').Job) => Promise<unknown>): WorkerHost {
  const host = startWorkers(deps, { ping }, ['ping']);
  cleanups.push(() => host.close(2000));
  return host;
}

/** A real connection to a Postgres where nothing listens: its errors are those of an outage. */
async function deadPostgres(): Promise<Orm> {
  const orm = await createOrm(loadConfig(undefined, { NODE_ENV: 'test', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing', DEPENDENCY_TIMEOUT_MS: '300' }));
  cleanups.push(() => orm.close());
  return orm;
}

async function pollRecord(harness: Harness, id: string, done: (p: Ping) => boolean, tries = 150): Promise<Ping> {
  let row = await harness.orm.em.fork().findOneOrFail(Ping, { id });
  for (let i = 0; i < tries && !done(row); i++) {
    await new Promise((r) => setTimeout(r, 100));
    row = await harness.orm.em.fork().findOneOrFail(Ping, { id });
  }
  return row;
}

describe('a Postgres outage does not spend a job\'s attempts', () => {
  it('a job that meets the outage more often than it has attempts still succeeds once it ends', async () => {
    h = await startHarness({ workers: false, env: { JOB_BACKOFF_MS: '10' } });
    const dead = await deadPostgres();
    const deps = workerDeps(h);
    let outages = 0;
    startHost(deps, (job) => processRecord(deps, job, {
      entity: Ping, id: (job.data as { pingId: string }).pingId,
      work: async () => {
        // The first five runs meet Postgres down (pings have 3 attempts).
        if (outages < 5) {
          outages += 1;
          await dead.em.fork().getConnection().execute('select 1');
        }
        return { status: 'succeeded', result: { outages } };
      },
    }));
    const res = await h.request('/v1/ping', { method: 'POST', json: {}, headers: { ...bearer(await createAccountWithKey(h)), Prefer: 'respond-async' } });
    expect(res.status).toBe(202);
    const row = await pollRecord(h, res.body.data.id, (p) => p.status !== 'pending' && p.status !== 'running');
    expect(row).toMatchObject({ status: 'succeeded', result: { outages: 5 }, error: null });
    // Only the run that succeeded counted as an attempt (BullMQ counts it when it marks the job
    // completed, just after the record was written).
    const queue = h.app.queues.get('ping');
    for (let i = 0; i < 100 && (await queue.getJobState(row.id)) !== 'completed'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await queue.getJobState(row.id)).toBe('completed');
    expect((await queue.getJob(row.id))?.attemptsMade).toBe(1);
  });

  it('past JOB_STALE_AFTER_MS the record fails with service_unavailable and says why, on the record and in the answer', async () => {
    h = await startHarness({ workers: false, env: { JOB_BACKOFF_MS: '10', JOB_STALE_AFTER_MS: '1000', JOB_DEADLINE_MS: '20000' } });
    const dead = await deadPostgres();
    const deps = workerDeps(h);
    startHost(deps, (job) => processRecord(deps, job, {
      entity: Ping, id: (job.data as { pingId: string }).pingId,
      work: async () => {
        await dead.em.fork().getConnection().execute('select 1');
        return { status: 'succeeded' };
      },
    }));
    const caller = await createAccountWithKey(h);
    const res = await h.request('/v1/ping', { method: 'POST', json: {}, headers: bearer(caller) });
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'service_unavailable', details: { reason: 'dependency_unavailable' } });
    expect(res.body.error.message).toMatch(/unreachable/);
    const row = await h.orm.em.fork().findOneOrFail(Ping, { accountId: caller.accountId });
    expect(row).toMatchObject({ status: 'failed', error: { code: 'service_unavailable', details: { reason: 'dependency_unavailable' } } });
  });
});

describe('the sweep re-queues a record whose job was lost', () => {
  it('a pending record with no job (e.g. Redis restarted empty) is queued again and done once', async () => {
    h = await startHarness({ workers: false });
    const { accountId } = await createAccountWithKey(h);
    const fiveSecondsAgo = new Date(Date.now() - 5000);
    const lost = Object.assign(new Ping(), { id: newId('png'), accountId, status: 'pending', createdAt: fiveSecondsAgo, updatedAt: fiveSecondsAgo });
    await h.orm.em.fork().insert(Ping, lost);

    const swept = await sweepStuckRecords(h.worker, SWEPT_RECORDS, (name) => h!.app.queues.get(name), { accountId });
    expect(swept).toEqual({ requeued: [lost.id], failed: [] });
    // A second sweep finds the job live and leaves it.
    expect(await sweepStuckRecords(h.worker, SWEPT_RECORDS, (name) => h!.app.queues.get(name), { accountId })).toEqual({ requeued: [], failed: [] });

    const deps = workerDeps(h);
    startHost(deps, pingProcessor(deps));
    const row = await pollRecord(h, lost.id, (p) => p.status === 'succeeded');
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('a record whose job failed for good during an outage is re-queued while it is young, failed with the reason once old', async () => {
    h = await startHarness({ workers: false, env: { JOB_STALE_AFTER_MS: '30000' } });
    const { accountId } = await createAccountWithKey(h);
    const young = new Date(Date.now() - 5000);
    const old = new Date(Date.now() - 60_000);
    const rows = [
      Object.assign(new Ping(), { id: newId('png'), accountId, status: 'pending', createdAt: young, updatedAt: young }),
      Object.assign(new Ping(), { id: newId('png'), accountId, status: 'running', createdAt: old, updatedAt: old }),
    ];
    await h.orm.em.fork().insertMany(Ping, rows);
    // Both jobs exist but failed for good (e.g. stalled too often while Redis was away).
    for (const row of rows) {
      const job = await h.app.queues.get('ping').add('ping', { pingId: row.id, accountId }, { jobId: row.id, attempts: 1 });
      const worker = await import('bullmq').then(({ Worker }) => new Worker('ping', async () => { throw new Error('stalled more than allowable limit'); }, { connection: createRedis(h!.config.redisUrl, 'worker', 1000), prefix: queuePrefix(h!.config.redisPrefix, 'ping'), autorun: false }));
      const token = 'test';
      const next = await worker.getNextJob(token);
      expect(next?.id).toBe(job.id);
      await next!.moveToFailed(new Error('job stalled more than allowable limit'), token);
      await worker.close();
      await (worker as unknown as { opts: { connection: { quit(): Promise<unknown> } } }).opts.connection.quit().catch(() => undefined);
    }
    const swept = await sweepStuckRecords(h.worker, SWEPT_RECORDS, (name) => h!.app.queues.get(name), { accountId });
    expect(swept).toEqual({ requeued: [rows[0].id], failed: [rows[1].id] });
    const failed = await h.orm.em.fork().findOneOrFail(Ping, { id: rows[1].id });
    expect(failed.error).toMatchObject({ code: 'internal_error', details: { reason: 'job_failed' } });
    expect((failed.error as { message: string }).message).toMatch(/stalled more than allowable limit/);
    expect(await (await h.app.queues.get('ping').getJob(rows[0].id))?.getState()).toBe('waiting');
  });
});

describe('job schedules after Redis restarted empty', () => {
  it('are registered again when the worker reconnects, without a process restart', async () => {
    h = await startHarness({ workers: false });
    const redis = createRedis(h.config.redisUrl, 'client', 1000);
    await waitForRedis(redis, 5000);
    const queues = new QueueSet(redis, h.config.redisPrefix, h.config.jobs, 1000);
    cleanups.push(async () => { await queues.close(); await redis.quit(); });
    const stop = await keepSchedulesRegistered(redis, queues, h.config, h.worker.logger);
    cleanups.push(async () => stop());
    const schedulers = async () => Promise.all([
      queues.get(priceRefreshJob.name).getJobScheduler(PRICE_REFRESH_SCHEDULER_ID),
      queues.get(historySweepJob.name).getJobScheduler(HISTORY_SWEEP_SCHEDULER_ID),
      queues.get(analyticsRollupJob.name).getJobScheduler(ANALYTICS_ROLLUP_SCHEDULER_ID),
    ]).then((all) => all.map((s) => s?.key ?? s?.id ?? null));
    expect((await schedulers()).every(Boolean)).toBe(true);

    // Redis loses everything of this deployment (a restart without persistence)...
    let cursor = '0';
    do {
      const [next, found] = await h.redis.scan(cursor, 'MATCH', `${h.config.redisPrefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (found.length) await h.redis.del(...found);
    } while (cursor !== '0');
    expect((await schedulers()).every((s) => s === null)).toBe(true);
    // ...and the worker's connection drops and comes back.
    redis.disconnect(true);
    let back: unknown[] = [];
    for (let i = 0; i < 100; i++) {
      await new Promise((r) => setTimeout(r, 50));
      if (redis.status !== 'ready') continue;
      back = await schedulers();
      if (back.every(Boolean)) break;
    }
    expect(back.every(Boolean)).toBe(true);
  });
});

describe('a queue first used while Redis does not answer', () => {
  it('enqueues once Redis answers again, instead of failing with the first timeout for the life of the process', async () => {
    h = await startHarness({ workers: false });
    const proxy = await new StallingProxy({ host: '127.0.0.1', port: Number(new URL(h.config.redisUrl).port || 6379) }).start();
    cleanups.push(() => proxy.close());
    // A command timeout a loaded machine's healthy Redis round trips stay well inside.
    const redis = createRedis(proxy.url, 'client', 1000);
    cleanups.push(async () => redis.disconnect());
    await waitForRedis(redis, 5000);
    const queues = new QueueSet(redis, h.config.redisPrefix, h.config.jobs, 1000);
    cleanups.push(() => queues.close());
    const payload = { pingId: newId('png'), accountId: newId('acc') };

    // BullMQ's first command on a new queue's connection (its INFO) times out...
    proxy.stalled = true;
    await expect(queues.enqueue(pingQueue, payload, { jobId: payload.pingId })).rejects.toThrow(/timed out/);
    await new Promise((r) => setTimeout(r, 400));
    proxy.release();

    // ...and the next enqueue, with Redis answering, lands the job.
    await expect(queues.enqueue(pingQueue, payload, { jobId: payload.pingId })).resolves.toBe(payload.pingId);
    expect(await (await h.app.queues.get('ping').getJob(payload.pingId))?.getState()).toBe('waiting');
  });
});

describe('closing a worker host at shutdown', () => {
  it('closes by its deadline while a job outlives it, and another worker runs that job again', async () => {
    h = await startHarness({ workers: false, env: { JOB_LOCK_MS: '1000' } });
    const deps = workerDeps(h);
    let started = 0;
    let release = () => {};
    const hanging = new Promise<void>((resolve) => { release = resolve; });
    cleanups.push(async () => release());
    // The first run never finishes (until the test ends): the worker must not wait for it.
    const first = startWorkers(deps, { ping: async () => { started += 1; await hanging; return 'late'; } }, ['ping']);
    const res = await h.request('/v1/ping', { method: 'POST', json: {}, headers: { ...bearer(await createAccountWithKey(h)), Prefer: 'respond-async' } });
    expect(res.status).toBe(202);
    for (let i = 0; i < 100 && started === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(started).toBe(1);

    const t0 = Date.now();
    await first.close(300);
    expect(Date.now() - t0).toBeLessThan(3000);

    // Its lock lapses; a new worker's stalled check hands the job over, and it is done once.
    const second = startHost(workerDeps(h), pingProcessor(h.worker));
    expect(second.workers).toHaveLength(1);
    const row = await pollRecord(h, res.body.data.id, (p) => p.status !== 'pending' && p.status !== 'running');
    expect(row.status).toBe('succeeded');
  });
});

describe('per-account fairness in the worker tier', () => {
  it('one account flooding a queue does not hold every worker: another account\'s job, queued behind the flood, runs ahead of most of it', async () => {
    h = await startHarness({ workers: false, env: { WORKER_CONCURRENCY: '4', JOB_ACCOUNT_CONCURRENCY: '2' } });
    const flooder = await createAccountWithKey(h);
    const other = await createAccountWithKey(h);
    const deps = workerDeps(h);

    // Everything is queued before any worker starts: 60 jobs of the flooder, then the other's.
    const flood = Array.from({ length: 60 }, () => Object.assign(new Ping(), { id: newId('png'), accountId: flooder.accountId }));
    await h.orm.em.fork().insertMany(Ping, flood);
    for (const p of flood) await h.app.queues.enqueue(pingQueue, { pingId: p.id, accountId: flooder.accountId }, { jobId: p.id });
    const res = await h.request('/v1/ping', { method: 'POST', json: {}, headers: { ...bearer(other), Prefer: 'respond-async' } });
    expect(res.status).toBe(202);

    let running = 0;
    let mostAtOnceOfFlooder = 0;
    // Each of the flooder's jobs holds its worker for a while (a slow chain lookup, say).
    startHost(deps, (job) => processRecord(deps, job, {
      entity: Ping, id: (job.data as { pingId: string }).pingId,
      work: async (record) => {
        if (record.accountId === flooder.accountId) {
          running += 1;
          mostAtOnceOfFlooder = Math.max(mostAtOnceOfFlooder, running);
          await new Promise((r) => setTimeout(r, 300));
          running -= 1;
        }
        return { status: 'succeeded' };
      },
    }));

    // In queue order the other's job would run after at least 56 of the flood (4 workers). With
    // the cap, two workers stay free and reach it after a few: an order, not a time, so a slow
    // machine changes nothing (updatedAt is the worker's clock, one process here).
    const otherRow = await pollRecord(h, res.body.data.id, (p) => p.status === 'succeeded', 300);
    expect(otherRow.status).toBe('succeeded');
    const doneBefore = await h.orm.em.fork().count(Ping, { accountId: flooder.accountId, status: 'succeeded', updatedAt: { $lte: otherRow.updatedAt } });
    expect(doneBefore).toBeLessThan(40);
    expect(mostAtOnceOfFlooder).toBeLessThanOrEqual(2);
    // The flood is slowed, not dropped: every job of it is done, once.
    const done = await h.orm.em.fork().count(Ping, { accountId: flooder.accountId, status: 'succeeded' });
    expect(done).toBeLessThan(60);
    let finished = done;
    for (let i = 0; i < 300 && finished < 60; i++) {
      await new Promise((r) => setTimeout(r, 100));
      finished = await h.orm.em.fork().count(Ping, { accountId: flooder.accountId, status: 'succeeded' });
    }
    expect(finished).toBe(60);
    expect(await h.orm.em.fork().count(Ping, { accountId: flooder.accountId, attempts: { $gt: 1 } })).toBe(0);
  });
});
