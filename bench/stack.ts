import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import { loadConfig, type Config } from '../config/index.js';
import { buildApp } from '../api/app.js';
import { createOrm, dropDatabase, ensureDatabase, migrate, type Orm } from '../shared/db/orm.js';
import { QueueSet } from '../shared/jobs/define-queue.js';
import { RecordWaiter } from '../shared/jobs/record-notifier.js';
import { createLogger } from '../shared/logging/logger.js';
import { ServiceMetrics } from '../shared/metrics/metrics.js';
import { createRedis, waitForRedis } from '../shared/redis/connections.js';
import { startWorkers } from '../workers/host.js';
import { buildProcessors } from '../workers/processors/index.js';

/** The service in-process for benchmarks: its own database and Redis prefix, removed on close. */
export interface BenchStack {
  config: Config;
  orm: Orm;
  redis: Redis;
  workerRedis: Redis;
  prefix: string;
  baseUrl: string;
  authHeaders: Record<string, string>;
  close(): Promise<void>;
}

export async function startBenchStack(): Promise<BenchStack> {
  const prefix = `sisbench:${randomBytes(4).toString('hex')}`;
  const base = new URL(loadConfig().databaseUrl);
  base.pathname = `/sis_bench_${process.pid}`;
  const config = loadConfig(process.env, { NODE_ENV: 'test', DATABASE_URL: base.toString(), REDIS_PREFIX: prefix, LOG_LEVEL: 'warn' });
  await ensureDatabase(config.databaseUrl);
  const logger = createLogger({ level: 'warn', name: 'bench' });
  const redis = createRedis(config.redisUrl, 'client', config.dependencyTimeoutMs);
  const subscriber = createRedis(config.redisUrl, 'subscriber', config.dependencyTimeoutMs);
  const workerRedis = createRedis(config.redisUrl, 'worker', config.dependencyTimeoutMs);
  await Promise.all([waitForRedis(redis, 5000), waitForRedis(subscriber, 5000), waitForRedis(workerRedis, 5000)]);
  const orm = await createOrm(config, logger);
  await migrate(orm);
  const metrics = new ServiceMetrics('bench');
  const queues = new QueueSet(redis, prefix, config.jobs, config.dependencyTimeoutMs);
  const waiter = new RecordWaiter(subscriber, prefix);
  await waiter.start();
  const workerDeps = { config, orm, redis, workerRedis, queues, logger, metrics: new ServiceMetrics('bench-worker') };
  const workers = startWorkers(workerDeps, buildProcessors(workerDeps));
  const app = buildApp({ config, orm, redis, queues, waiter, logger, metrics });
  const server = createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    config, orm, redis, workerRedis, prefix, baseUrl, authHeaders: {},
    async close() {
      server.close();
      server.closeAllConnections();
      await workers.close(5000);
      await queues.close();
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
      await orm.close();
      await dropDatabase(config.databaseUrl);
      await Promise.allSettled([redis.quit(), subscriber.quit(), workerRedis.quit()]);
    },
  };
}
