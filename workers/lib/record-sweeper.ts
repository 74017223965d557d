import type { EntityName } from '@mikro-orm/core';
import type { Queue } from 'bullmq';
import type { JobRecord } from '../../shared/db/entities/job-record.js';
import { AppError } from '../../shared/errors/app-error.js';
import { publishRecordDone } from '../../shared/jobs/record-notifier.js';
import type { QueueDefinition, QueueName } from '../../shared/jobs/define-queue.js';
import type { WorkerDeps } from '../deps.js';

/** A kind of record finished by jobs of one queue (jobId = record id). */
export interface SweptRecord {
  entity: EntityName<JobRecord>;
  queue: QueueName;
  /** How to queue the record's job again when it was lost (absent: the record is only failed). */
  requeue?: { definition: QueueDefinition<any>; payload: (row: { id: string; accountId?: string | null }) => object };
}

const LIVE_STATES = new Set(['active', 'waiting', 'delayed', 'prioritized', 'waiting-children']);

export interface SweepOutcome {
  /** Records whose lost job was queued again. */
  requeued: string[];
  /** Records failed: no live job, and older than JOB_STALE_AFTER_MS. */
  failed: string[];
}

/**
 * Find records still pending/running whose job is not live (lost with a Redis restarted empty,
 * never enqueued because the API died between its INSERT and its enqueue, failed for good or
 * removed without reaching the record):
 * - while the record is younger than JOB_STALE_AFTER_MS, queue its job again (the work can
 *   still be done, and the record is claimed idempotently, so nothing is done twice);
 * - past it, mark it failed with the reason, so a client polling it gets an answer instead of
 *   `pending` forever.
 * Only records untouched for a moment are looked at (the API inserts before it enqueues).
 * Several worker processes may sweep at once: enqueueing by jobId and the conditional update
 * make that harmless. `where` narrows the sweep (e.g. to one account).
 */
export async function sweepStuckRecords(deps: WorkerDeps, kinds: readonly SweptRecord[], queue: (name: QueueName) => Queue, where: Record<string, unknown> = {}): Promise<SweepOutcome> {
  const em = deps.orm.em.fork();
  const now = (deps.now ?? Date.now)();
  const quietSince = new Date(now - Math.max(2 * deps.config.dependencyTimeoutMs, 1000));
  const staleBefore = now - deps.config.jobs.staleAfterMs;
  const outcome: SweepOutcome = { requeued: [], failed: [] };
  for (const kind of kinds) {
    const stuck = await em.find(kind.entity, { ...where, status: { $in: ['pending', 'running'] }, updatedAt: { $lt: quietSince } } as never,
      { fields: ['id', 'createdAt', ...(kind.requeue ? ['accountId'] : [])] as never, orderBy: { updatedAt: 'asc' } as never, limit: 200 });
    for (const row of stuck as Array<JobRecord & { createdAt: Date; accountId?: string | null }>) {
      const { id } = row;
      const job = await queue(kind.queue).getJob(id);
      const state = job ? await job.getState() : 'missing';
      if (LIVE_STATES.has(state)) continue;
      if (kind.requeue && row.createdAt.getTime() > staleBefore) {
        // A finished job under the same id would make the new add a no-op: remove it first.
        if (job) await job.remove().catch(() => undefined);
        await deps.queues.enqueue(kind.requeue.definition, kind.requeue.payload(row), { jobId: id });
        await em.nativeUpdate(kind.entity, { id, status: { $in: ['pending', 'running'] } } as never, { updatedAt: new Date() } as never);
        outcome.requeued.push(id);
        deps.logger.warn({ recordId: id, queue: kind.queue, jobState: state }, 're-queued a record whose job was lost');
        continue;
      }
      if (row.createdAt.getTime() > staleBefore) continue;
      const error = (state === 'failed'
        ? new AppError('internal_error', `The job for this record failed for good${job?.failedReason ? ` (${job.failedReason})` : ''}; nothing was done. Retry the request.`, { details: { reason: 'job_failed' } })
        : new AppError('internal_error', `The job for this record was lost and could not be run again within ${Math.round(deps.config.jobs.staleAfterMs / 1000)} s; nothing was done. Retry the request.`, { details: { reason: 'job_lost' } })).toJSON();
      const n = await em.nativeUpdate(kind.entity, { id, status: { $in: ['pending', 'running'] } } as never, { status: 'failed', error, updatedAt: new Date() } as never);
      if (n) {
        outcome.failed.push(id);
        deps.logger.warn({ recordId: id, queue: kind.queue, jobState: state }, 'marked a stuck record failed');
        await publishRecordDone(deps.redis, deps.config.redisPrefix, id);
      }
    }
  }
  return outcome;
}
