import type { EntityName } from '@mikro-orm/core';
import { UnrecoverableError, type Job } from 'bullmq';
import type { EntityManager } from '../../shared/db/orm.js';
import { recordSql } from '../../shared/db/record-sql.js';
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
 * - the record is claimed with one conditional UPDATE (pending|running → running, counting the
 *   attempt); a record already final is left alone, so a redelivered job does nothing twice;
 * - the result is written with one conditional UPDATE (still running → final): single
 *   autocommitted prepared statements (RecordSql), no ORM round trips on the hot path;
 * - an AppError is an outcome (bad command, provider down): the record fails with it and the
 *   job completes, since a retry after the client got its answer would help nobody;
 * - any other error (a crash, Postgres gone) is retried with backoff; on the last attempt the
 *   record fails with internal_error;
 * - every final state is announced on Redis so waiting API requests wake at once.
 */
export async function processRecord<R extends JobRecord>(deps: WorkerDeps, job: Job, spec: RecordWork<R>): Promise<string> {
  const sql = recordSql(deps.orm);
  const log = deps.logger.child({ queue: job.queueName, jobId: job.id, recordId: spec.id });
  const stamp = (): Partial<R> => (sql.has(spec.entity, 'updatedAt') ? { updatedAt: new Date() } as unknown as Partial<R> : {});
  const attempts = (sql.has(spec.entity, 'attempts') ? ['attempts'] : []) as Array<keyof R & string>;

  const record = await sql.update(spec.entity, spec.id, ['pending', 'running'], { status: 'running', ...stamp() } as Partial<R>, attempts);
  if (!record) {
    const exists = await sql.read(spec.entity, spec.id);
    if (!exists) throw new UnrecoverableError(`record ${spec.id} does not exist`);
    await publishRecordDone(deps.redis, deps.config.redisPrefix, spec.id);
    return exists.status;
  }

  const em = deps.orm.em.fork();
  let patch: RecordPatch<R>;
  try {
    patch = await spec.work(record, em, log);
    if (patch.status === 'pending' || patch.status === 'running') throw new Error('processor returned a non-final status');
  } catch (err) {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (!isAppError(err) && !lastAttempt && !(err instanceof UnrecoverableError)) {
      log.warn({ err, attempt: job.attemptsMade + 1 }, 'job failed; will retry');
      await sql.update(spec.entity, spec.id, ['running'], { status: 'pending', ...stamp() } as Partial<R>).catch(() => undefined);
      throw err;
    }
    const appError = isAppError(err) ? err : new AppError('internal_error', 'The job failed; retry the request later.', { cause: err });
    if (!isAppError(err)) log.error({ err }, 'job failed for good');
    patch = { status: 'failed', error: appError.toJSON() } as unknown as RecordPatch<R>;
  }
  const written = await sql.update(spec.entity, spec.id, ['running'], { ...patch, ...stamp() } as Partial<R>);
  if (!written) log.warn('record left running state before the job finished (swept?); result not stored');
  await publishRecordDone(deps.redis, deps.config.redisPrefix, spec.id);
  return patch.status;
}
