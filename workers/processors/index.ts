import type { Job } from 'bullmq';
import type { QueueName } from '../../shared/jobs/define-queue.js';
import type { WorkerDeps } from '../deps.js';
import { pingProcessor } from './ping.processor.js';

export type Processor = (job: Job) => Promise<unknown>;

/** Every queue's processor. The host refuses to start if a queue has none. */
export function buildProcessors(deps: WorkerDeps): Partial<Record<QueueName, Processor>> {
  return {
    ping: pingProcessor(deps),
  };
}
