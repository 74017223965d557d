import type { Job } from 'bullmq';
import { orderWatchJob } from '../../shared/jobs/orders.js';
import { TriggerWatcher } from '../../shared/orders/trigger-watcher.js';
import type { WorkerDeps } from '../deps.js';

/** The orders queue: each scheduled tick runs the trigger watcher once (shared/orders/trigger-watcher.ts, docs/orders.md). */
export function ordersProcessor(deps: WorkerDeps) {
  const watcher = new TriggerWatcher({ orm: deps.orm, config: deps.config, chain: deps.chain, queues: deps.queues, logger: deps.logger, now: deps.now });
  return async (job: Job): Promise<unknown> => {
    orderWatchJob.assertPayload(job.data);
    return watcher.tick();
  };
}
