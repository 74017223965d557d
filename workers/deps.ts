import type { Redis } from 'ioredis';
import type { Config } from '../config/index.js';
import type { Orm } from '../shared/db/orm.js';
import type { QueueSet } from '../shared/jobs/define-queue.js';
import type { Logger } from '../shared/logging/logger.js';
import type { ServiceMetrics } from '../shared/metrics/metrics.js';

/** Everything processors need, passed explicitly. */
export interface WorkerDeps {
  config: Config;
  orm: Orm;
  /** Command connection (publishing notifications, caches). */
  redis: Redis;
  /** Blocking-capable connection for BullMQ workers (maxRetriesPerRequest null). */
  workerRedis: Redis;
  /** Producers for jobs that enqueue follow-up jobs. */
  queues: QueueSet;
  logger: Logger;
  metrics: ServiceMetrics;
  now?: () => number;
}
