import { Worker, type Job } from 'bullmq';
import { QUEUE_NAMES, type QueueName } from '../shared/jobs/define-queue.js';
import type { WorkerDeps } from './deps.js';
import type { Processor } from './processors/index.js';

export interface WorkerHost {
  workers: Worker[];
  /** Stop taking jobs, let running ones finish until the deadline, then close. */
  close(deadlineMs: number): Promise<void>;
}

/**
 * Start one BullMQ Worker per queue. Fails before starting any if a queue has no processor,
 * or a processor names a queue that does not exist.
 */
export function startWorkers(deps: WorkerDeps, processors: Partial<Record<QueueName, Processor>>, only: readonly QueueName[] = QUEUE_NAMES): WorkerHost {
  const missing = only.filter((q) => typeof processors[q] !== 'function');
  const unknown = Object.keys(processors).filter((q) => !QUEUE_NAMES.includes(q as QueueName));
  if (missing.length || unknown.length) {
    throw new Error(`Worker start-up refused: ${missing.length ? `no processor for queue(s) ${missing.join(', ')}` : ''}${missing.length && unknown.length ? '; ' : ''}${unknown.length ? `processor(s) for unknown queue(s) ${unknown.join(', ')}` : ''}.`);
  }
  const workers = only.map((name) => {
    const process = processors[name]!;
    const log = deps.logger.child({ queue: name });
    const worker = new Worker(name, async (job: Job) => {
      const end = deps.metrics.jobDuration.startTimer({ queue: name });
      try {
        const result = await process(job);
        end({ outcome: 'completed' });
        return result;
      } catch (err) {
        end({ outcome: 'failed' });
        throw err;
      }
    }, {
      connection: deps.workerRedis,
      prefix: deps.config.redisPrefix,
      concurrency: deps.config.jobs.concurrency,
      // A worker that dies mid-job stops renewing its lock; another worker's stalled check then
      // moves the job back to waiting and it runs again (records are claimed idempotently).
      lockDuration: deps.config.jobs.lockMs,
      stalledInterval: deps.config.jobs.lockMs,
      maxStalledCount: 2,
      removeOnComplete: { count: deps.config.jobs.keepCompleted },
      removeOnFail: { count: deps.config.jobs.keepFailed },
    });
    worker.on('error', (err) => log.error({ err }, 'worker error'));
    worker.on('failed', (job, err) => log.warn({ jobId: job?.id, attemptsMade: job?.attemptsMade, err: err.message }, 'job failed'));
    return worker;
  });

  return {
    workers,
    async close(deadlineMs: number) {
      const graceful = Promise.all(workers.map((w) => w.close()));
      const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), deadlineMs).unref());
      if ((await Promise.race([graceful, timer])) === 'timeout') {
        deps.logger.warn({ deadlineMs }, 'workers did not finish in time; forcing close (their jobs will be retried)');
        await Promise.all(workers.map((w) => w.close(true)));
      }
    },
  };
}
