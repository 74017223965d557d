import type { Redis } from 'ioredis';
import type { Config } from '../config/index.js';
import type { Orm } from '../shared/db/orm.js';
import type { QueueSet } from '../shared/jobs/define-queue.js';
import type { RecordWaiter } from '../shared/jobs/record-notifier.js';
import type { Logger } from '../shared/logging/logger.js';
import type { ServiceMetrics } from '../shared/metrics/metrics.js';

/** Everything the API needs, passed explicitly to buildApp (no global container). */
export interface AppDeps {
  config: Config;
  orm: Orm;
  /** Fail-fast connection for commands (limits, caches, idempotency) and producers. */
  redis: Redis;
  queues: QueueSet;
  waiter: RecordWaiter;
  logger: Logger;
  metrics: ServiceMetrics;
  /** Wall clock in ms; a seam for tests that must cross hours or days. */
  now?: () => number;
}
