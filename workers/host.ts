import { DelayedError, Worker, type Job } from 'bullmq';
import { QUEUE_NAMES, queuePrefix, type QueueName } from '../shared/jobs/define-queue.js';
import type { WorkerDeps } from './deps.js';
import { ANNOUNCED_WHEN_FINISHED, type Processor } from './processors/index.js';
import { publishRecordDone } from '../shared/jobs/record-notifier.js';
import { AccountFairness, accountOf } from './lib/account-fairness.js';
import { isRetryableOutage, Postpone, postponeForOutage, UpstreamOutage } from './lib/transient-retry.js';

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
  const { jobs } = deps.config;
  const fairness = new AccountFairness(deps.redis, deps.config.redisPrefix, jobs.accountConcurrency, Math.max(2 * jobs.lockMs, 10_000));
  const workers = only.map((name) => {
    const process = processors[name]!;
    const log = deps.logger.child({ queue: name });
    const worker = new Worker(name, async (job: Job, token?: string) => {
      // Fairness: a job of an account already holding its share of this queue waits its turn.
      const account = accountOf(job.data);
      if (account) {
        const delayMs = await fairness.acquire(name, account, job.id!);
        if (delayMs > 0) {
          await job.moveToDelayed(Date.now() + delayMs, token);
          throw new DelayedError();
        }
      }
      const end = deps.metrics.jobDuration.startTimer({ queue: name });
      try {
        const result = await process(job);
        end({ outcome: 'completed' });
        return result;
      } catch (err) {
        // Postgres or Redis down is not the job's failure: wait it out without spending an attempt.
        if (isRetryableOutage(err, job, jobs)) {
          end({ outcome: 'postponed' });
          return await postponeForOutage(job, token, err, jobs, log.child({ jobId: job.id }));
        }
        // A record job's Solana RPC unreachable while the record is young: the same, spaced out more.
        if (err instanceof UpstreamOutage) {
          end({ outcome: 'postponed' });
          return await postponeForOutage(job, token, err, jobs, log.child({ jobId: job.id }), err.delayMs);
        }
        // The job must wait its turn (e.g. its destination host is over its rate limit): later, not lost.
        if (err instanceof Postpone) {
          end({ outcome: 'postponed' });
          await job.moveToDelayed(Date.now() + err.delayMs, token);
          throw new DelayedError();
        }
        end({ outcome: 'failed' });
        throw err;
      } finally {
        if (account) await fairness.release(name, account, job.id!);
      }
    }, {
      connection: deps.workerRedis,
      prefix: queuePrefix(deps.config.redisPrefix, name),
      // A landing loop mostly waits on the chain for up to a blockhash lifetime: more at once.
      concurrency: name === 'landing' ? deps.config.landing.concurrency : deps.config.jobs.concurrency,
      // A worker that dies mid-job stops renewing its lock; another worker's stalled check then
      // moves the job back to waiting and it runs again (records are claimed idempotently).
      // BullMQ moves a job only at the first stalled check after its lock lapsed, and only if an
      // earlier check already saw it active; checks run once per stalledInterval across all
      // workers (the stalled-check key, which a dead worker leaves behind). Worst case:
      // lockDuration + 2 × stalledInterval after the death, so JOB_LOCK_MS/2 + 2 × JOB_LOCK_MS/4
      // keeps recovery within JOB_LOCK_MS (measured: bench faults). The lock is renewed every
      // lockDuration/2 = JOB_LOCK_MS/4.
      lockDuration: Math.max(Math.round(jobs.lockMs / 2), 250),
      stalledInterval: Math.max(Math.round(jobs.lockMs / 4), 125),
      maxStalledCount: 2,
      removeOnComplete: { count: deps.config.jobs.keepCompleted },
      removeOnFail: { count: deps.config.jobs.keepFailed },
    });
    worker.on('error', (err) => log.error({ err }, 'worker error'));
    // Cache-filling jobs are announced once BullMQ has finished them (see ANNOUNCED_WHEN_FINISHED).
    const announced = ANNOUNCED_WHEN_FINISHED[name] ?? [];
    if (announced.length > 0) {
      const announce = (job: Job | undefined) => {
        if (job?.id && announced.includes(job.name)) void publishRecordDone(deps.redis, deps.config.redisPrefix, job.id).catch(() => undefined);
      };
      worker.on('completed', announce);
      worker.on('failed', announce);
    }
    worker.on('failed', (job, err) => log.warn({ jobId: job?.id, attemptsMade: job?.attemptsMade, err: err.message }, 'job failed'));
    return worker;
  });

  return {
    workers,
    async close(deadlineMs: number) {
      // Take no new job, and let the running ones finish until the deadline. BullMQ's close()
      // cannot be forced once it has begun waiting (close(true) then returns the pending
      // graceful close), so the waiting happens here and each worker is closed once: forcibly
      // if time ran out (its jobs' locks lapse and another worker runs them again).
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<true>((resolve) => { timer = setTimeout(() => resolve(true), deadlineMs); });
      // A pause that fails (Redis away) counts as not finished: the close is forced at the deadline.
      const finished = Promise.all(workers.map((w) => w.pause())).then(() => false as const, () => late);
      const timedOut = await Promise.race([finished, late]);
      clearTimeout(timer);
      if (timedOut) deps.logger.warn({ deadlineMs }, 'workers did not finish in time; forcing close (their jobs will be retried)');
      await Promise.all(workers.map((w) => w.close(timedOut)));
    },
  };
}
