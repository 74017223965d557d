import type { Redis } from 'ioredis';
import type { Config } from '../config/index.js';
import type { ApiKeyVerifier } from '../shared/auth/key-verifier.js';
import type { CatalogueLookup } from '../shared/chain/token-names.js';
import type { Orm } from '../shared/db/orm.js';
import type { QueueSet } from '../shared/jobs/define-queue.js';
import type { RecordWaiter } from '../shared/jobs/record-notifier.js';
import type { Logger } from '../shared/logging/logger.js';
import type { ServiceMetrics } from '../shared/metrics/metrics.js';
import type { LoopMonitor } from '../shared/runtime/loop-monitor.js';
import type { RateLimiter } from '../shared/ratelimit/rate-limiter.js';
import type { UsageRecorder } from '../shared/usage/usage-recorder.js';

/** Everything the API needs, passed explicitly to buildApp (no global container). */
export interface AppDeps {
  config: Config;
  orm: Orm;
  /** Fail-fast connection for commands (limits, caches, idempotency) and producers. */
  redis: Redis;
  /** Pub/sub connection: record notifications (waiter) and key cache invalidations (keys). */
  subscriber: Redis;
  queues: QueueSet;
  waiter: RecordWaiter;
  logger: Logger;
  metrics: ServiceMetrics;
  /** Authenticates API keys (cached per process, invalidated through Redis pub/sub); start() it first. */
  keys: ApiKeyVerifier;
  /** Per-account request limits and the transactions quota (one Redis round trip per call). */
  limiter: RateLimiter;
  /** Buffers usage events and lastUsedAt off the request path; close() it on shutdown. */
  usage: UsageRecorder;
  /** This process's event-loop delay, for shedding load (OVERLOAD_MAX_EVENT_LOOP_DELAY_MS); start() it first. */
  loop: LoopMonitor;
  /** Wall clock in ms; a seam for tests that must cross hours or days. */
  now?: () => number;
  /** The token catalogue by mint, for naming tokens; default: the curated registry (shared/chain/token-names.ts). */
  catalogue?: CatalogueLookup;
}
