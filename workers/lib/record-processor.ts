import type { EntityName } from '@mikro-orm/core';
import { UnrecoverableError, type Job } from 'bullmq';
import type { EntityManager } from '../../shared/db/orm.js';
import type { JobRecord } from '../../shared/db/entities/job-record.js';
import { AppError, isAppError } from '../../shared/errors/app-error.js';
import { publishRecordDone } from '../../shared/jobs/record-notifier.js';
import type { Logger } from '../../shared/logging/logger.js';
import type { WorkerDeps } from '../deps.js';

/** The fields a processor sets on its record when the work is done (status must be final). */
export type RecordPatch<R> = Partial<Omit<R, 'id'>> & { status: string };

export interface RecordWork<R extends JobRecord> {
  entity: EntityName<R>;
  id: string;
  /** Do the work on the claimed record and return the fields to store; throw an AppError for a business failure. */
  work: (record: R, em: EntityManager, log: Logger) => Promise<RecordPatch<R>>;
}

/**
 * Run one job against its record, safely under at-least-once delivery:
 * - the record is claimed with one conditional UPDATE (pending|running → running); a record
 *   already final is left alone, so a redelivered job does nothing twice;
 * - the result is written with one conditional UPDATE (still running → final): single
 *   autocommitted statements, no ORM transaction round trips on the hot path;
 * - an AppError is an outcome (bad command, provider down): the record fails with it and the
 *   job completes, since a retry after the client got its answer would help nobody;
 * - any other error (a crash, Postgres gone) is retried with backoff; on the last attempt the
 *   record fails with internal_error;
 * - every final state is announced on Redis so waiting API requests wake at once.
 */
export async function processRecord<R extends JobRecord>(deps: WorkerDeps, job: Job, spec: RecordWork<R>): Promise<string> {
  const em = deps.orm.em.fork();
  const log = deps.logger.child({ queue: job.queueName, jobId: job.id, recordId: spec.id });
  const meta = em.getMetadata().get(spec.entity as string);
  const has = (prop: string) => Boolean(meta.properties[prop as keyof typeof meta.properties]);
  const table = () => em.getKnex()(meta.tableName).withSchema(meta.schema ?? em.config.get('schema') ?? 'public');
  const stamp = has('updatedAt') ? { updated_at: new Date() } : {};

  const claimed = await table()
    .where({ id: spec.id })
    .whereIn('status', ['pending', 'running'])
    .update({ status: 'running', ...stamp, ...(has('attempts') ? { attempts: em.getKnex().raw('attempts + 1') } : {}) }, '*');
  if (claimed.length === 0) {
    const exists = await table().where({ id: spec.id }).first('status');
    if (!exists) throw new UnrecoverableError(`record ${spec.id} does not exist`);
    await publishRecordDone(deps.redis, deps.config.redisPrefix, spec.id);
    return exists.status as string;
  }
  const record = em.map(spec.entity, claimed[0]) as R;

  let patch: RecordPatch<R>;
  try {
    patch = await spec.work(record, em, log);
    if (patch.status === 'pending' || patch.status === 'running') throw new Error('processor returned a non-final status');
  } catch (err) {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (!isAppError(err) && !lastAttempt && !(err instanceof UnrecoverableError)) {
      log.warn({ err, attempt: job.attemptsMade + 1 }, 'job failed; will retry');
      await table().where({ id: spec.id, status: 'running' }).update({ status: 'pending', ...stamp }).catch(() => undefined);
      throw err;
    }
    const appError = isAppError(err) ? err : new AppError('internal_error', 'The job failed; retry the request later.', { cause: err });
    if (!isAppError(err)) log.error({ err }, 'job failed for good');
    patch = { status: 'failed', error: appError.toJSON() } as unknown as RecordPatch<R>;
  }
  const written = await em.nativeUpdate(spec.entity, { id: spec.id, status: 'running' } as never, { ...patch, ...(has('updatedAt') ? { updatedAt: new Date() } : {}) } as never);
  if (written === 0) log.warn('record left running state before the job finished (swept?); result not stored');
  await publishRecordDone(deps.redis, deps.config.redisPrefix, spec.id);
  return patch.status;
}
