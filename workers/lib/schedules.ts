import type { Redis } from 'ioredis';
import { scheduleAnalyticsRollup } from '../../shared/jobs/analytics.js';
import type { QueueSet } from '../../shared/jobs/define-queue.js';
import { schedulePriceRefresh } from '../../shared/jobs/prices.js';
import { scheduleHistorySweep } from '../../shared/jobs/wallet-history.js';
import { scheduleTokensSync } from '../../shared/jobs/tokens.js';
import { scheduleOrderWatch } from '../../shared/jobs/orders.js';
import type { Logger } from '../../shared/logging/logger.js';
import type { WorkerDeps } from '../deps.js';

/**
 * Upsert every repeatable job (price refresh, history sweep, analytics rollup) as a BullMQ job
 * scheduler: idempotent, one Redis entry each whatever the number of worker processes.
 */
export async function registerSchedules(queues: QueueSet, config: WorkerDeps['config']): Promise<void> {
  await schedulePriceRefresh(queues, config.providers.priceRefreshIntervalMs);
  await scheduleHistorySweep(queues, config.history.sweepIntervalMs);
  await scheduleAnalyticsRollup(queues, config.analytics.rollupIntervalMs);
  await scheduleTokensSync(queues, config.providers.tokensSyncIntervalMs);
  await scheduleOrderWatch(queues, config.orders.watchIntervalMs);
}

/**
 * Register the schedules now and again every time the producer connection to Redis becomes
 * ready (a reconnect): a Redis restarted empty, or failed over to a replica that lost them,
 * gets its schedules back without restarting the process. Resolves after the first
 * registration; returns a function that stops re-registering.
 */
export async function keepSchedulesRegistered(redis: Redis, queues: QueueSet, config: WorkerDeps['config'], logger: Logger): Promise<() => void> {
  const register = () => registerSchedules(queues, config).then(
    () => logger.info('job schedules registered'),
    (err: Error) => logger.warn({ err: err.message }, 'job schedules not registered; retried on the next reconnect'),
  );
  const onReady = () => void register();
  redis.on('ready', onReady);
  if (redis.status === 'ready') await register();
  return () => { redis.off('ready', onReady); };
}
