import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import type { Config } from '../../config/index.js';
import { buildApp, buildOpsApp, type BuildAppOptions } from '../../api/app.js';
import { createApiServer } from '../../api/http-server.js';
import type { AppDeps } from '../../api/deps.js';
import { ApiKeyVerifier, verifierProtection } from '../../shared/auth/key-verifier.js';
import { createOrm, type Orm } from '../../shared/db/orm.js';
import { QueueSet, type QueueName } from '../../shared/jobs/define-queue.js';
import { RecordWaiter } from '../../shared/jobs/record-notifier.js';
import type { Logger } from '../../shared/logging/logger.js';
import { ServiceMetrics } from '../../shared/metrics/metrics.js';
import { RateLimiter } from '../../shared/ratelimit/rate-limiter.js';
import { createRedis, isCluster, redisTarget, waitForRedis } from '../../shared/redis/connections.js';
import { UsageRecorder } from '../../shared/usage/usage-recorder.js';
import { createWorkerServices, type WorkerDeps } from '../../workers/deps.js';
import { startWorkers, type WorkerHost } from '../../workers/host.js';
import { buildProcessors } from '../../workers/processors/index.js';
import { stopLandingLoops } from '../../workers/processors/landing.processor.js';
import { LoopMonitor } from '../../shared/runtime/loop-monitor.js';
import { webhookRelay, type WebhookRelay } from '../../workers/lib/webhook-relay.js';

export interface ServiceStackOptions {
  config: Config;
  logger: Logger;
  /** Start workers in-process (default true), or only these queues. */
  workers?: boolean | readonly QueueName[];
  app?: BuildAppOptions;
  now?: () => number;
}

/** The whole service in one process, wired as api/main.ts and workers/main.ts wire it. */
export interface ServiceStack {
  config: Config;
  orm: Orm;
  redis: Redis;
  workerRedis: Redis;
  deps: AppDeps;
  workerDeps: WorkerDeps;
  workers: WorkerHost | null;
  /** The webhook outbox relay, running whenever workers run (as in workers/main.ts). */
  relay: WebhookRelay | null;
  server: Server;
  baseUrl: string;
  /** With OPS_PORT set: the operations server's URL (/readyz, /metrics), as api/main.ts runs it. */
  opsUrl: string | null;
  /** Stop everything and delete every Redis key under the configured prefix. */
  close(): Promise<void>;
}

/**
 * Build the API (listening on a random loopback port) and, optionally, the workers over real
 * Postgres and Redis: what tests (tests/helpers/harness.ts) and benchmarks (bench/stack.ts)
 * run against. The database must exist and be migrated.
 */
export async function startServiceStack(options: ServiceStackOptions): Promise<ServiceStack> {
  const { config, logger, now } = options;
  const prefix = config.redisPrefix;
  const redis = createRedis(redisTarget(config), 'client', config.dependencyTimeoutMs);
  const subscriber = createRedis(redisTarget(config), 'subscriber', config.dependencyTimeoutMs);
  const workerRedis = createRedis(redisTarget(config), 'worker', config.dependencyTimeoutMs);
  await Promise.all([waitForRedis(redis, 5000), waitForRedis(subscriber, 5000), waitForRedis(workerRedis, 5000)]);
  const orm = await createOrm(config, logger);
  const metrics = new ServiceMetrics('api');
  const queues = new QueueSet(redis, prefix, config.jobs, config.dependencyTimeoutMs);
  await queues.warm(5000);
  const waiter = new RecordWaiter(subscriber, prefix);
  const keys = new ApiKeyVerifier({ orm, subscriber, prefix, hashSecret: config.keys.hashSecret, cacheTtlMs: config.keys.cacheTtlMs, now, ...verifierProtection(config, redis, metrics) });
  const limiter = new RateLimiter(redis, { prefix, now });
  const usage = new UsageRecorder({ orm, logger });
  const loop = new LoopMonitor().start();
  await Promise.all([waiter.start(), keys.start()]);
  const deps: AppDeps = { config, orm, redis, subscriber, queues, waiter, logger, metrics, keys, limiter, usage, loop, now };

  const workerMetrics = new ServiceMetrics('worker');
  const workerDeps: WorkerDeps = { config, orm, redis, workerRedis, queues, logger, metrics: workerMetrics, now, ...createWorkerServices(config, orm, workerMetrics) };
  let workers: WorkerHost | null = null;
  if (options.workers !== false) {
    const only = Array.isArray(options.workers) ? options.workers : undefined;
    workers = startWorkers(workerDeps, buildProcessors(workerDeps), only);
  }
  const relay = options.workers !== false ? webhookRelay(workerDeps) : null;

  const { server } = createApiServer(buildApp(deps, options.app), logger);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ops = config.http.opsPort ? createApiServer(buildOpsApp(deps, options.app), logger).server : null;
  if (ops) await new Promise<void>((resolve) => ops.listen(config.http.opsPort, '127.0.0.1', resolve));
  const opsUrl = ops ? `http://127.0.0.1:${config.http.opsPort}` : null;

  return {
    config, orm, redis, workerRedis, deps, workerDeps, workers, relay, server, baseUrl, opsUrl,
    async close() {
      await new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); });
      if (ops) await new Promise<void>((resolve) => { ops.close(() => resolve()); ops.closeAllConnections(); });
      await relay?.close();
      stopLandingLoops(workerDeps);
      await workers?.close(5000);
      loop.stop();
      await queues.close();
      await keys.close();
      await usage.close();
      // On a Redis Cluster (the scale tests) the keys live on several masters and a multi-key DEL
      // must keep to one slot: the cluster itself is thrown away with its data instead.
      if (!isCluster(redis)) {
        let cursor = '0';
        do {
          const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
          cursor = next;
          if (found.length) await redis.del(...found);
        } while (cursor !== '0');
      }
      await orm.close();
      await Promise.allSettled([redis.quit(), subscriber.quit(), workerRedis.quit()]);
    },
  };
}
