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
 *
 * Each read that finds nothing enqueues again (a no-op while the job is queued or running): a
 * request can join a job that has already written its outcome and is only finishing in BullMQ
 * (its outcome since expired or deleted, e.g. a refresh asked for right after the previous one
 * answered); that job is removed when it finishes, so the next enqueue starts a fresh one
 * instead of the request waiting out its deadline.
 */
export async function enqueueAndWait<P, T>(deps: Pick<AppDeps, 'queues' | 'waiter'>, req: WorkerWait<P, T>): Promise<T | null> {
  const wait = deps.waiter.expect(req.jobId);
  const enqueue = () => deps.queues.enqueue(req.queue, req.payload, { jobId: req.jobId });
  try {
    await enqueue();
  } catch (err) {
    wait.cancel();
    throw new AppError('service_unavailable', 'The job queue is unreachable; retry with backoff.', { cause: err });
  }
  return wait.until(req.deadlineMs, async () => {
    const value = await req.read();
    // Not there yet: make sure a job is on its way (an enqueue that fails now is retried on the next read).
    if (value === null) await enqueue().catch(() => undefined);
    return value;
  });
}
