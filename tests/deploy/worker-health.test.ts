import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DependencyWatch, workerOpsServer } from '../../workers/lib/ops-server.js';
import { bearer, createAccountWithKey } from '../helpers/accounts.js';
import { waitForRedis } from '../../shared/redis/connections.js';
import { eventually } from '../helpers/eventually.js';
import { startHarness, type Harness } from '../helpers/harness.js';
import { PrivateRedis, ServiceProcess } from '../faults/fault-rig.js';
import { freePort } from '../helpers/ports.js';

/**
 * The worker's /healthz (WORKER_METRICS_PORT), the probe deploy/kubernetes restarts a worker
 * on: 200 while it serves, 503 once Redis has been away for WORKER_UNHEALTHY_AFTER_MS, 200
 * again once Redis is back. Workers consume from a Redis of this file's own, killed and
 * started again here.
 */
const hasRedis = (() => { try { execFileSync('redis-server', ['--version'], { stdio: 'ignore' }); return true; } catch { return false; } })();
if (!hasRedis) console.warn('tests/deploy/worker-health.test.ts skipped: redis-server is not installed');

const UNHEALTHY_AFTER_MS = 1500;

describe.skipIf(!hasRedis)('the worker\'s /healthz', () => {
  let redis: PrivateRedis;
  let h: Harness;
  let server: Server;
  let watch: DependencyWatch;
  let url: string;
  const health = async () => {
    const res = await fetch(url);
    return { status: res.status, body: await res.json() as { status: string; dependencies: Record<string, { up: boolean; downForMs: number }> } };
  };

  beforeAll(async () => {
    redis = await PrivateRedis.create();
    h = await startHarness({ env: { REDIS_URL: redis.url, WORKER_UNHEALTHY_AFTER_MS: String(UNHEALTHY_AFTER_MS) } });
    // As workers/main.ts wires it, on the harness's worker connections.
    watch = DependencyWatch.forWorker(h.worker, h.config.jobs.unhealthyAfterMs, h.config.dependencyTimeoutMs).start();
    server = workerOpsServer(h.worker.metrics, watch);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`;
  });
  afterAll(async () => {
    watch?.stop();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    if (h) await waitForRedis(h.redis, 10_000).catch(() => undefined);
    await h?.close();
    await redis?.kill();
  });

  it('answers 200 while the worker serves (a job runs end to end)', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', dependencies: { redis: { up: true, downForMs: 0 }, postgres: { up: true, downForMs: 0 } } } });
    // It does serve: a ping through the API is done by the workers.
    const { key } = await createAccountWithKey(h);
    const ping = await h.request('/v1/ping', { method: 'POST', json: {}, headers: bearer(key) });
    expect(ping.status).toBe(201);
    expect(ping.body.data.status).toBe('succeeded');
  });

  it('answers 503 once Redis has been away for WORKER_UNHEALTHY_AFTER_MS, and 200 again once it is back', async () => {
    await redis.kill();
    let killed = true;
    const killedAt = Date.now();
    try {
      // Away for less than the setting: still healthy (a failover is waited out).
      const early = await health();
      expect(early.status).toBe(200);
      const down = await eventually(health, (r) => r.status === 503, UNHEALTHY_AFTER_MS + 8000, 100);
      expect(down.status).toBe(503);
      // Counted from its last answer, at most one probe (a quarter of the setting) before the kill.
      expect(Date.now() - killedAt).toBeGreaterThanOrEqual(UNHEALTHY_AFTER_MS * 0.75 - 50);
      expect(down.body.status).toBe('unhealthy');
      expect(down.body.dependencies.redis.up).toBe(false);
      expect(down.body.dependencies.redis.downForMs).toBeGreaterThanOrEqual(UNHEALTHY_AFTER_MS);
      expect(down.body.dependencies.postgres).toEqual({ up: true, downForMs: 0 });

      await redis.start();
      killed = false;
      const back = await eventually(health, (r) => r.status === 200, 15_000, 100);
      expect(back).toEqual({ status: 200, body: { status: 'ok', dependencies: { redis: { up: true, downForMs: 0 }, postgres: { up: true, downForMs: 0 } } } });
    } finally {
      if (killed) await redis.start();
    }
  }, 40_000);

  it('answers 503 when Postgres has not answered for the set time', async () => {
    let postgresUp = true;
    let now = 0;
    const fake = new DependencyWatch({ postgres: async () => { if (!postgresUp) throw new Error('ECONNREFUSED'); } }, { intervalMs: 1000, unhealthyAfterMs: 60_000, timeoutMs: 100, now: () => now });
    const fakeServer = workerOpsServer(h.worker.metrics, fake);
    await new Promise<void>((resolve) => fakeServer.listen(0, '127.0.0.1', resolve));
    const at = `http://127.0.0.1:${(fakeServer.address() as AddressInfo).port}/healthz`;
    try {
      now = 1000;
      await fake.probe(); // answers at 1 s
      postgresUp = false;
      now = 2000;
      await fake.probe(); // not any more
      now = 60_999; // 59.999 s since it last answered
      expect((await fetch(at)).status).toBe(200);
      now = 61_000;
      const res = await fetch(at);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'unhealthy', dependencies: { postgres: { up: false, downForMs: 60_000 } } });
      postgresUp = true;
      await fake.probe();
      expect((await fetch(at)).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => fakeServer.close(() => resolve()));
    }
  });

  it('is what workers/main.ts serves: the worker process itself, as the Deployment runs it', async () => {
    const port = await freePort();
    const started: ServiceProcess[] = [];
    try {
      await ServiceProcess.start('workers/main.ts', {
        NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1',
        DATABASE_URL: h.config.databaseUrl, REDIS_URL: redis.url, REDIS_PREFIX: `${h.config.redisPrefix}:proc`,
        SOLANA_MAINNET_RPC_URL: 'http://127.0.0.1:1', SOLANA_DEVNET_RPC_URL: 'http://127.0.0.1:1',
        WORKER_METRICS_PORT: String(port), WORKER_UNHEALTHY_AFTER_MS: String(UNHEALTHY_AFTER_MS),
      }, `http://127.0.0.1:${port}/healthz`, started);
      const at = `http://127.0.0.1:${port}/healthz`;
      expect((await fetch(at)).status).toBe(200);
      await redis.kill();
      try {
        const down = await eventually(async () => (await fetch(at)).status, (s) => s === 503, UNHEALTHY_AFTER_MS + 8000, 100);
        expect(down).toBe(503);
      } finally {
        await redis.start();
      }
      expect(await eventually(async () => (await fetch(at)).status, (s) => s === 200, 15_000, 100)).toBe(200);
    } finally {
      await Promise.allSettled(started.map((p) => p.stop()));
    }
  }, 240_000);
});
