import { defineQueue, type QueueDefinition, type QueueSet } from './define-queue.js';

/** Roll the raw rows changed since the last run up into account_hourly_metrics (shared/analytics/hourly-rollup.ts). */
export type AnalyticsRollupPayload = Record<string, never>;

export const analyticsRollupJob: QueueDefinition<AnalyticsRollupPayload> = defineQueue<AnalyticsRollupPayload>(
  'analytics',
  { type: 'object', properties: {}, additionalProperties: false },
  // One run every ANALYTICS_ROLLUP_INTERVAL_MS: a failed run is simply caught up by the next one
  // (the watermark only moves when a run commits).
  { attempts: 1, removeOnComplete: { count: 50 }, removeOnFail: { count: 50 } },
  'rollup',
);

/** Id of the rollup job scheduler (one per deployment prefix). */
export const ANALYTICS_ROLLUP_SCHEDULER_ID = 'analytics-rollup';

/**
 * Register (or update) the repeatable rollup with BullMQ's job scheduler: one run every
 * `everyMs`, whatever the number of worker processes (the scheduler is one Redis entry,
 * upserted idempotently by each worker at start-up).
 */
export async function scheduleAnalyticsRollup(queues: QueueSet, everyMs: number): Promise<void> {
  await queues.get(analyticsRollupJob.name).upsertJobScheduler(ANALYTICS_ROLLUP_SCHEDULER_ID, { every: everyMs }, {
    name: analyticsRollupJob.jobName,
    data: {},
    opts: analyticsRollupJob.options,
  });
}
