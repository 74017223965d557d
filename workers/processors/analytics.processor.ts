import { UnrecoverableError, type Job } from 'bullmq';
import { rollupHourlyMetrics } from '../../shared/analytics/hourly-rollup.js';
import { analyticsRollupJob } from '../../shared/jobs/analytics.js';
import type { WorkerDeps } from '../deps.js';

/**
 * The `analytics` queue, by job name:
 * - `rollup` (repeatable, every ANALYTICS_ROLLUP_INTERVAL_MS): recompute the account-hours
 *   whose usage events, intents or transactions changed since the last run
 *   (ANALYTICS_ROLLUP_LATENESS_MS re-covered). A run that finds another in progress (several
 *   workers, a slow run) skips: that one covers it. A failed run is caught up by the next one.
 */
export function analyticsProcessor(deps: WorkerDeps) {
  return async (job: Job): Promise<unknown> => {
    switch (job.name) {
      case analyticsRollupJob.jobName: {
        analyticsRollupJob.assertPayload(job.data);
        const result = await rollupHourlyMetrics(deps.orm, { latenessMs: deps.config.analytics.rollupLatenessMs, skipIfBusy: true });
        if (!result) return { skipped: 'another rollup run is in progress' };
        if (result.hoursChanged > 0) deps.logger.debug({ queue: job.queueName, jobId: job.id, ...result }, 'analytics rollup');
        return result;
      }
      default:
        throw new UnrecoverableError(`The analytics queue has no job named ${job.name}.`);
    }
  };
}
