import type { EntityName } from '@mikro-orm/core';
import type { Queue } from 'bullmq';
import type { JobRecord } from '../../shared/db/entities/job-record.js';
import { AppError } from '../../shared/errors/app-error.js';
import { publishRecordDone } from '../../shared/jobs/record-notifier.js';
import type { QueueName } from '../../shared/jobs/define-queue.js';
import type { WorkerDeps } from '../deps.js';

/** A kind of record finished by jobs of one queue (jobId = record id). */
export interface SweptRecord {
  entity: EntityName<JobRecord>;
  queue: QueueName;
}

const LIVE_STATES = new Set(['active', 'waiting', 'delayed', 'prioritized', 'waiting-children']);

/**
 * Mark records stuck in pending/running past `staleAfterMs` as failed when no live job will
 * finish them (the job was lost, removed, or failed for good without reaching the record), so
 * a client polling the record gets an answer instead of `pending` forever. Returns the ids
 * it failed.
 */
export async function sweepStuckRecords(deps: WorkerDeps, kinds: readonly SweptRecord[], queue: (name: QueueName) => Queue): Promise<string[]> {
  const em = deps.orm.em.fork();
  const cutoff = new Date((deps.now ?? Date.now)() - deps.config.jobs.staleAfterMs);
  const failed: string[] = [];
  for (const kind of kinds) {
    const stuck = await em.find(kind.entity, { status: { $in: ['pending', 'running'] }, updatedAt: { $lt: cutoff } } as never, { fields: ['id'] as never, limit: 500 });
    for (const { id } of stuck) {
      const job = await queue(kind.queue).getJob(id);
      const state = job ? await job.getState() : 'missing';
      if (LIVE_STATES.has(state)) continue;
      const error = new AppError('internal_error', 'The job for this record was lost; retry the request.').toJSON();
      const n = await em.nativeUpdate(kind.entity, { id, status: { $in: ['pending', 'running'] } } as never, { status: 'failed', error, updatedAt: new Date() } as never);
      if (n) {
        failed.push(id);
        deps.logger.warn({ recordId: id, queue: kind.queue, jobState: state }, 'marked a stuck record failed');
        await publishRecordDone(deps.redis, deps.config.redisPrefix, id);
      }
    }
  }
  return failed;
}
