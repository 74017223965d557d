import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { Queue, QueueEvents, Worker } from 'bullmq';
import type { BenchStack } from './stack.js';
import { loadHttp, ratio, timeSequential, type BenchRow } from './lib.js';
import { Ping } from '../shared/db/entities/ping.entity.js';
import { recordSql } from '../shared/db/record-sql.js';
import { queuePrefix } from '../shared/jobs/define-queue.js';

async function listen(app: Koa): Promise<{ url: string; close: () => void }> {
  const server = createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => { server.close(); server.closeAllConnections(); } };
}

/** A bare BullMQ job round trip (add → a worker in this process → waitUntilFinished), `n` times in a row. */
export async function bareJobRoundTrip(stack: BenchStack, n: number): Promise<{ p50Ms: number; p99Ms: number; opsPerS: number }> {
  const queueName = 'bench-bare';
  const connection = stack.workerRedis; // the bare round trip's worker runs in this process
  const queue = new Queue(queueName, { connection, prefix: queuePrefix(stack.prefix, queueName) });
  const events = new QueueEvents(queueName, { connection: connection.duplicate(), prefix: queuePrefix(stack.prefix, queueName) });
  const worker = new Worker(queueName, async () => 'ok', { connection, prefix: queuePrefix(stack.prefix, queueName), concurrency: 8 });
  try {
    await events.waitUntilReady();
    return await timeSequential(n, async () => {
      const j = await queue.add('noop', {}, { removeOnComplete: true });
      await j.waitUntilFinished(events, 5000);
    });
  } finally {
    await worker.close();
    await events.close();
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

/**
 * Issue 2: /healthz through the full middleware stack against a bare Koa handler in the same
 * process; one job round trip (POST /v1/ping → queue → worker → Postgres → notification →
 * answer) against a bare BullMQ round trip (add → worker → waitUntilFinished); and the read
 * of a finished record by id, prepared (RecordSql) against the ORM's findOne.
 */
export async function foundationBench(stack: BenchStack, durationS: number): Promise<BenchRow[]> {
  const bare = new Koa();
  bare.use((ctx) => { ctx.body = { status: 'ok' }; });
  const bareServer = await listen(bare);
  const bareHttp = await loadHttp(`${bareServer.url}/healthz`, { durationS });
  bareServer.close();
  const full = await loadHttp(`${stack.inProcessUrl}/healthz`, { durationS });

  // 300 pings stay under one enterprise account's 600 requests/minute.
  const pingHeaders = { 'Content-Type': 'application/json', ...(await stack.newAccount()) };
  const pingIds: string[] = [];
  const job = await timeSequential(280, async () => {
    const res = await fetch(`${stack.baseUrl}/v1/ping`, { method: 'POST', headers: pingHeaders, body: '{}' });
    if (res.status !== 201) throw new Error(`ping answered ${res.status}: ${await res.text()}`);
    pingIds.push(((await res.json()) as { data: { id: string } }).data.id);
  });

  // The API's read of a finished record, as RecordSql does it and as the ORM would.
  const viaSql = await timeSequential(500, (i) => recordSql(stack.orm).read(Ping, pingIds[i % pingIds.length]));
  const viaOrm = await timeSequential(500, (i) => stack.orm.em.fork().findOne(Ping, { id: pingIds[i % pingIds.length] }, { disableIdentityMap: true }));

  const bareJob = await bareJobRoundTrip(stack, 300);

  return [
    { section: 'foundation', name: 'GET /healthz, bare Koa handler', rps: bareHttp.rps, p50Ms: bareHttp.p50Ms, p99Ms: bareHttp.p99Ms, note: bareHttp.spread },
    { section: 'foundation', name: 'GET /healthz, full middleware stack', rps: full.rps, p50Ms: full.p50Ms, p99Ms: full.p99Ms, note: `${ratio(full.rps, bareHttp.rps)} of bare throughput; ${full.spread}` },
    { section: 'foundation', name: 'job round trip, bare BullMQ', rps: bareJob.opsPerS, p50Ms: bareJob.p50Ms, p99Ms: bareJob.p99Ms },
    { section: 'foundation', name: 'job round trip, POST /v1/ping', rps: job.opsPerS, p50Ms: job.p50Ms, p99Ms: job.p99Ms, note: `p50 ${(job.p50Ms / bareJob.p50Ms).toFixed(2)}x bare` },
    { section: 'foundation', name: 'record read by id, ORM em.findOne', rps: viaOrm.opsPerS, p50Ms: viaOrm.p50Ms, p99Ms: viaOrm.p99Ms, note: 'sequential, in-process' },
    { section: 'foundation', name: 'record read by id, RecordSql (prepared)', rps: viaSql.opsPerS, p50Ms: viaSql.p50Ms, p99Ms: viaSql.p99Ms, note: `p50 ${(viaOrm.p50Ms - viaSql.p50Ms).toFixed(2)} ms less than the ORM` },
  ];
}
