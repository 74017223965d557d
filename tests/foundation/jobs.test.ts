import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey } from '../helpers/accounts.js';
import { generateApiKey } from '../../shared/auth/api-key.js';
import { Ping } from '../../shared/db/entities/ping.entity.js';
import { startWorkers } from '../../workers/host.js';
import { processRecord } from '../../workers/lib/record-processor.js';
import { pingQueue } from '../../shared/jobs/ping.js';
import { ServiceMetrics } from '../../shared/metrics/metrics.js';
import { createRedis } from '../../shared/redis/connections.js';
import type { WorkerDeps } from '../../workers/deps.js';
import { sweepStuckRecords } from '../../workers/lib/record-sweeper.js';
import { newId } from '../../shared/db/ids.js';
import { recordSql } from '../../shared/db/record-sql.js';
import { publishRecordDone } from '../../shared/jobs/record-notifier.js';
import { queuePrefix } from '../../shared/jobs/define-queue.js';

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

/** The harness's worker dependencies with a worker connection of the test's own (it closes it). */
function workerDeps(harness: Harness): WorkerDeps {
  return { ...harness.worker, workerRedis: createRedis(harness.config.redisUrl, 'worker', 1000), metrics: new ServiceMetrics('t') };
}

describe('request-to-job mechanism', () => {
  it('answers 202 past the deadline when no worker runs, and the record completes once one starts', async () => {
    h = await startHarness({ workers: false, env: { JOB_DEADLINE_MS: '150' } });
    const auth = bearer(await createAccountWithKey(h));
    const res = await h.request('/v1/ping', { method: 'POST', json: {}, headers: auth });
    expect(res.status).toBe(202);
    expect(res.headers.get('location')).toBe(`/v1/ping/${res.body.data.id}`);
    expect(res.headers.get('retry-after')).toBe('1');

    const deps = workerDeps(h);
    const host = startWorkers(deps, { ping: async (job) => (await import('../../workers/processors/ping.processor.js')).pingProcessor(deps)(job) }, ['ping']);
    try {
      let status = 'pending';
      for (let i = 0; i < 100 && status !== 'succeeded'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        status = (await h.request(`/v1/ping/${res.body.data.id}`, { headers: auth })).body.data.status;
      }
      expect(status).toBe('succeeded');
    } finally {
      await host.close(2000);
      await deps.workerRedis.quit();
    }
  });

  it('retries a job whose work crashed and completes it exactly once', async () => {
    h = await startHarness({ workers: false, env: { JOB_BACKOFF_MS: '10' } });
    const deps = workerDeps(h);
    let calls = 0;
    const host = startWorkers(deps, {
      ping: (job) => processRecord(deps, job, {
        entity: Ping, id: (job.data as { pingId: string }).pingId,
        work: async () => {
          calls += 1;
          if (calls === 1) throw new Error('worker crashed mid-way');
          return { status: 'succeeded', result: { calls } };
        },
      }),
    }, ['ping']);
    try {
      const res = await h.request('/v1/ping', { method: 'POST', json: {}, headers: bearer(await createAccountWithKey(h)) });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ status: 'succeeded', result: { calls: 2 } });
      const row = await h.orm.em.fork().findOneOrFail(Ping, { id: res.body.data.id });
      expect(row.attempts).toBe(2);
      // A redelivery of the same job finds the record final and does no work again.
      await h.app.queues.get('ping').add('ping', { pingId: row.id }, { jobId: `${row.id}-again` });
      await new Promise((r) => setTimeout(r, 300));
      expect(calls).toBe(2);
    } finally {
      await host.close(2000);
      await deps.workerRedis.quit();
    }
  });

  it('retries a job whose worker died mid-way (lock lapsed) and completes it once', async () => {
    h = await startHarness({ workers: false, env: { JOB_LOCK_MS: '600', JOB_DEADLINE_MS: '100' } });
    const auth = bearer(await createAccountWithKey(h));
    // A worker takes the job and dies: it never finishes and stops renewing its lock.
    const { Worker } = await import('bullmq');
    let taken!: () => void;
    const tookIt = new Promise<void>((r) => { taken = r; });
    const doomedConnection = createRedis(h.config.redisUrl, 'worker', 1000);
    const doomed = new Worker('ping', async (job) => {
      await h!.orm.em.fork().nativeUpdate(Ping, { id: job.data.pingId }, { status: 'running', attempts: 1 });
      taken();
      await new Promise(() => undefined);
    }, { connection: doomedConnection, prefix: queuePrefix(h.config.redisPrefix, 'ping'), lockDuration: 600, stalledInterval: 600 });
    const res = await h.request('/v1/ping', { method: 'POST', json: {}, headers: { ...auth, Prefer: 'respond-async' } });
    await tookIt;
    await doomed.close(true); // dies without finishing or releasing the job
    doomedConnection.disconnect();
    const pingId = res.body.data.id;
    expect((await h.orm.em.fork().findOneOrFail(Ping, { id: pingId })).status).toBe('running');

    const deps = workerDeps(h);
    const host = startWorkers(deps, { ping: (await import('../../workers/processors/ping.processor.js')).pingProcessor(deps) }, ['ping']);
    try {
      // The processor writes the final row before BullMQ moves the job to completed, so wait
      // for both: reading the count as soon as the row is final races the worker.
      const queue = h.app.queues.get('ping');
      let row = await h.orm.em.fork().findOneOrFail(Ping, { id: pingId });
      let completed = await queue.getCompletedCount();
      for (let i = 0; i < 100 && (row.status !== 'succeeded' || completed === 0); i++) {
        await new Promise((r) => setTimeout(r, 100));
        row = await h.orm.em.fork().findOneOrFail(Ping, { id: pingId });
        completed = await queue.getCompletedCount();
      }
      expect(row.status).toBe('succeeded');
      expect(row.attempts).toBe(2); // the dead worker's claim, then the one that finished
      expect(completed).toBe(1);
      expect(await queue.getFailedCount()).toBe(0);
    } finally {
      await host.close(2000);
      await deps.workerRedis.quit();
    }
  });

  it('refuses to start when a queue has no processor, or a processor names no queue', async () => {
    h = await startHarness({ workers: false });
    const deps = workerDeps(h);
    try {
      expect(() => startWorkers(deps, {})).toThrow(/no processor for queue\(s\) ping/);
      expect(() => startWorkers(deps, { ping: async () => 1, bogus: async () => 1 } as never, ['ping'])).toThrow(/unknown queue\(s\) bogus/);
    } finally {
      await deps.workerRedis.quit();
    }
  });

  it('validates payloads against the queue contract', () => {
    expect(() => pingQueue.assertPayload({ pingId: 'x', secret: 'service_live_abc' })).toThrow(/Invalid ping job payload/);
  });
});

describe('the "record done" notification carries the record', () => {
  it('the API answers from the row the notification carries (Postgres still says pending)', async () => {
    // A long deadline: the answer comes with the notification, and a slow machine's steps fit.
    h = await startHarness({ workers: false, env: { JOB_DEADLINE_MS: '10000' } });
    const auth = bearer(await createAccountWithKey(h));
    const answer = h.request('/v1/ping', { method: 'POST', json: {}, headers: auth });
    // Play the worker by hand: take the job's record id, write the final row.
    let pingId: string | undefined;
    for (let i = 0; i < 100 && !pingId; i++) {
      pingId = (await h.app.queues.get('ping').getWaiting())[0]?.data.pingId;
      if (!pingId) await new Promise((r) => setTimeout(r, 20));
    }
    // The final row exists only in the notification: Postgres keeps the record pending, so an API
    // that answered from a read of Postgres (after the message, or at its once-a-second safety
    // read) would find it unfinished and answer 202 at the deadline.
    const sql = recordSql(h.orm);
    const pending = await sql.read(Ping, pingId!);
    const row = { ...sql.rowOf(pending!)!, status: 'succeeded', result: { pong: 'by hand' } };
    await publishRecordDone(h.redis, h.config.redisPrefix, pingId!, row);
    const res = await answer;
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ id: pingId, status: 'succeeded', result: { pong: 'by hand' }, createdAt: pending!.createdAt.toISOString() });
    expect((await sql.read(Ping, pingId!))!.status).toBe('pending');
  });
});

describe('stuck record sweep', () => {
  it('fails a record left running with no live job, and leaves one whose job is still queued', async () => {
    h = await startHarness({ workers: false, env: { JOB_STALE_AFTER_MS: '1000' } });
    const { accountId } = await createAccountWithKey(h);
    const old = new Date(Date.now() - 60_000);
    const em = h.orm.em.fork();
    const lost = Object.assign(new Ping(), { id: newId('png'), accountId, status: 'running', createdAt: old, updatedAt: old });
    const queued = Object.assign(new Ping(), { id: newId('png'), accountId, status: 'pending', createdAt: old, updatedAt: old });
    await em.insertMany(Ping, [lost, queued]);
    await h.app.queues.enqueue(pingQueue, { pingId: queued.id }, { jobId: queued.id });

    const swept = await sweepStuckRecords(h.worker, [{ entity: Ping, queue: 'ping' }], (name) => h!.app.queues.get(name), { accountId });
    expect(swept.failed).toEqual([lost.id]);
    const rows = await h.orm.em.fork().find(Ping, { id: { $in: [lost.id, queued.id] } });
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[lost.id]).toMatchObject({ status: 'failed', error: { code: 'internal_error' } });
    expect(byId[queued.id].status).toBe('pending');
  });
});

describe('dependencies down', () => {
  it('Redis unreachable: 503 service_unavailable within a second, /readyz names redis', async () => {
    h = await startHarness({ workers: false });
    // The same app wired to a Redis where nothing listens (Postgres stays up).
    const { buildApp } = await import('../../api/app.js');
    const { QueueSet } = await import('../../shared/jobs/define-queue.js');
    const { RecordWaiter } = await import('../../shared/jobs/record-notifier.js');
    const deadRedis = createRedis('redis://127.0.0.1:1', 'client', 300);
    const deadSub = createRedis('redis://127.0.0.1:1', 'subscriber', 300);
    const app = buildApp({ ...h.app, redis: deadRedis, queues: new QueueSet(deadRedis, 'x', h.config.jobs, 300), waiter: new RecordWaiter(deadSub, 'x') });
    const { createServer } = await import('node:http');
    const server = createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const caller = await createAccountWithKey(h);
      const auth = bearer(caller); // authenticates from Postgres; the queue's Redis is the dead one
      const t0 = Date.now();
      const res = await fetch(`${base}/v1/ping`, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json', ...auth } });
      const elapsed = Date.now() - t0;
      const body = (await res.json()) as any;
      expect(res.status).toBe(503);
      expect(body.error.code).toBe('service_unavailable');
      expect(elapsed).toBeLessThan(1000);
      // Nothing half-written: the record is marked failed, not left pending forever.
      const pending = await h.orm.em.fork().count(Ping, { status: 'pending', accountId: caller.accountId });
      expect(pending).toBe(0);
      const ready = await fetch(`${base}/readyz`).then(async (r) => ({ status: r.status, body: (await r.json()) as any }));
      expect(ready.status).toBe(503);
      expect(ready.body.error.details.unavailable).toEqual(['redis']);
    } finally {
      server.close();
      deadRedis.disconnect();
      deadSub.disconnect();
    }
  });

  it('Postgres unreachable: 503 within a second, /readyz names postgres, and the process keeps serving', async () => {
    h = await startHarness({ workers: false, env: { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing', DEPENDENCY_TIMEOUT_MS: '500' } });
    const t0 = Date.now();
    // A well-formed key must be looked up in Postgres, which is down.
    const res = await h.request('/v1/ping', { method: 'POST', json: {}, headers: bearer(generateApiKey('live').plaintext) });
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(res.status).toBe(503);
    expect(res.body.error.code).toBe('service_unavailable');
    const ready = await h.request('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.error.details.unavailable).toEqual(['postgres']);
    expect((await h.request('/healthz')).status).toBe(200);
  });
});
