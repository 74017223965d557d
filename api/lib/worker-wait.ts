import type { AppDeps } from '../deps.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { QueueDefinition } from '../../shared/jobs/define-queue.js';

export interface WorkerWait<P, T> {
  queue: QueueDefinition<P>;
  payload: P;
  /** Deduplicates concurrent requests for the same work; the worker announces it when done. */
  jobId: string;
  deadlineMs: number;
  /** Read the outcome from its source of truth (the Redis cache); null while not there yet. */
  read: () => Promise<T | null>;
}

/**
 * The request-to-job mechanism for cached reads (prices, portfolios): listen for the job's id
 * on the record-done channel, enqueue (a job with the same id already queued or running is
 * joined, not repeated), then read the cache after each announcement (and every second
 * regardless) until `read` answers or the deadline passes (null). Never hangs: the deadline
 * bounds the wait, and an unreachable queue is 503 at once.
 */
export async function enqueueAndWait<P, T>(deps: Pick<AppDeps, 'queues' | 'waiter'>, req: WorkerWait<P, T>): Promise<T | null> {
  const wait = deps.waiter.expect(req.jobId);
  try {
    await deps.queues.enqueue(req.queue, req.payload, { jobId: req.jobId });
  } catch (err) {
    wait.cancel();
    throw new AppError('service_unavailable', 'The job queue is unreachable; retry with backoff.', { cause: err });
  }
  return wait.until(req.deadlineMs, req.read);
}
