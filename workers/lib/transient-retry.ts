import { DelayedError, type Job } from 'bullmq';
import type { Config } from '../../config/index.js';
import { isInfrastructureDown } from '../../shared/errors/infrastructure.js';
import type { Logger } from '../../shared/logging/logger.js';

/**
 * True while a job's work may still be retried through an outage of our own infrastructure:
 * until JOB_STALE_AFTER_MS after the job (and its record) was created. Past it the record fails
 * with service_unavailable saying why, and the sweep stops re-queueing it.
 */
export function retryWindowOpen(job: Pick<Job, 'timestamp'>, jobs: Config['jobs'], now = Date.now()): boolean {
  return now < job.timestamp + jobs.staleAfterMs;
}

/** True when an error is an outage of Postgres or Redis and the job may still wait it out. */
export function isRetryableOutage(err: unknown, job: Pick<Job, 'timestamp'>, jobs: Config['jobs']): boolean {
  return isInfrastructureDown(err) && retryWindowOpen(job, jobs);
}

/**
 * Thrown by a record job whose Solana RPC could not be reached while its record is younger than
 * RPC_OUTAGE_RETRY_MS: the host postpones it like an outage of our own infrastructure, with a
 * delay growing with the job's age (a struggling RPC is not asked again every half second).
 */
export class UpstreamOutage extends Error {
  constructor(readonly original: unknown, readonly delayMs: number) {
    super((original as Error)?.message ?? 'upstream unreachable', { cause: original });
    this.name = 'UpstreamOutage';
  }
}

/**
 * Thrown by a processor whose job must wait its turn (a destination host over its rate limit):
 * the host puts it back in the delayed set for `delayMs` without spending an attempt.
 */
export class Postpone extends Error {
  constructor(readonly delayMs: number, reason: string) {
    super(reason);
    this.name = 'Postpone';
  }
}

/** The wait before the next try of a job that met an RPC outage `ageMs` after it was created: a quarter of its age, 0.5 to 5 s. */
export function upstreamRetryDelay(ageMs: number): number {
  return Math.min(Math.max(Math.round(ageMs / 4), 500), 5000);
}

/**
 * Put a job that failed on an outage back in the delayed set without spending one of its
 * attempts (BullMQ's moveToDelayed skips the attempt counter), to run again after a short
 * jittered delay: attempts are for failures of the job itself, not of our Postgres or Redis.
 * Throws DelayedError, which tells the BullMQ worker the job was moved. When Redis itself is
 * down the move fails and the original error is rethrown: the job stays active, its lock lapses,
 * the stalled check moves it back to waiting, and the sweep re-queues it if it was lost.
 */
export async function postponeForOutage(job: Job, token: string | undefined, err: unknown, jobs: Config['jobs'], log: Logger, baseDelayMs?: number): Promise<never> {
  const delay = Math.round((baseDelayMs ?? Math.min(Math.max(jobs.backoffMs, 250), 1000)) * (0.75 + Math.random() / 2));
  try {
    await job.moveToDelayed(Date.now() + delay, token);
  } catch {
    throw err;
  }
  log.warn({ err: (err as Error)?.message, delayMs: delay }, err instanceof UpstreamOutage ? 'Solana RPC unreachable; job postponed without spending an attempt' : 'infrastructure unavailable; job postponed without spending an attempt');
  throw new DelayedError();
}
