import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { inject } from 'vitest';
import type { Redis } from 'ioredis';
import { loadConfig, type Config } from '../../config/index.js';
import { buildApp, type BuildAppOptions } from '../../api/app.js';
import type { AppDeps } from '../../api/deps.js';
import { createOrm, type Orm } from '../../shared/db/orm.js';
import { QueueSet } from '../../shared/jobs/define-queue.js';
import { RecordWaiter } from '../../shared/jobs/record-notifier.js';
import { createLogger, type Logger } from '../../shared/logging/logger.js';
import { ServiceMetrics } from '../../shared/metrics/metrics.js';
import { createRedis, waitForRedis } from '../../shared/redis/connections.js';
import { startWorkers, type WorkerHost } from '../../workers/host.js';
import { buildProcessors } from '../../workers/processors/index.js';
import type { WorkerDeps } from '../../workers/deps.js';
import type { QueueName } from '../../shared/jobs/define-queue.js';

export interface Harness {
  config: Config;
  orm: Orm;
  redis: Redis;
  app: AppDeps;
  baseUrl: string;
  server: Server;
  workers: WorkerHost | null;
  logLines: string[];
  /** fetch against the running API. */
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<{ status: number; headers: Headers; body: any; text: string }>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Setting overrides (environment spelling), e.g. { INTENT_DEADLINE_MS: '50' }. */
  env?: Record<string, string>;
  /** Start workers in-process (default true); false to test the API with nothing consuming. */
  workers?: boolean | readonly QueueName[];
  app?: BuildAppOptions;
  now?: () => number;
}

/**
 * The real service for a test file: the app from buildApp on a random port, real Postgres (the
 * run's throwaway database), real Redis under a random prefix, real BullMQ workers in-process.
 * close() stops everything and deletes every Redis key under the prefix.
 */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const prefix = `sistest:${randomBytes(4).toString('hex')}`;
  const config = loadConfig(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: inject('databaseUrl'),
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'info',
    ...options.env,
  });
  const logLines: string[] = [];
  const logger: Logger = createLogger({ level: config.logLevel, name: 'test' }, { write: (line: string) => { logLines.push(line); } });
  const redis = createRedis(config.redisUrl, 'client', config.dependencyTimeoutMs);
  const subscriber = createRedis(config.redisUrl, 'subscriber', config.dependencyTimeoutMs);
  const workerRedis = createRedis(config.redisUrl, 'worker', config.dependencyTimeoutMs);
  await Promise.all([waitForRedis(redis, 5000), waitForRedis(subscriber, 5000), waitForRedis(workerRedis, 5000)]);
  const orm = await createOrm(config, logger);
  const metrics = new ServiceMetrics('test');
  const queues = new QueueSet(redis, prefix, config.jobs, config.dependencyTimeoutMs);
  const waiter = new RecordWaiter(subscriber, prefix);
  await waiter.start();
  const deps: AppDeps = { config, orm, redis, queues, waiter, logger, metrics, now: options.now };

  let workers: WorkerHost | null = null;
  if (options.workers !== false) {
    const workerDeps: WorkerDeps = { config, orm, redis, workerRedis, queues, logger, metrics: new ServiceMetrics('test-worker'), now: options.now };
    const only = Array.isArray(options.workers) ? options.workers : undefined;
    workers = startWorkers(workerDeps, buildProcessors(workerDeps), only);
  }

  const app = buildApp(deps, options.app);
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    config, orm, redis, app: deps, baseUrl, server, workers, logLines,
    async request(path, init = {}) {
      const headers = new Headers(init.headers);
      let body = init.body;
      if (init.json !== undefined) {
        body = JSON.stringify(init.json);
        if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
      }
      const res = await fetch(baseUrl + path, { ...init, headers, body });
      const text = await res.text();
      let parsed: any = null;
      try { parsed = JSON.parse(text); } catch { parsed = null; }
      return { status: res.status, headers: res.headers, body: parsed, text };
    },
    async close() {
      await new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); });
      await workers?.close(5000);
      await queues.close();
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
      await orm.close();
      await Promise.allSettled([redis.quit(), subscriber.quit(), workerRedis.quit()]);
    },
  };
}
