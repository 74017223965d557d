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
  /**
   * How the record is taken before the work. `running` (the default) writes status running and
   * counts the attempt, so a long job (a build) shows it is under way. `read` only reads it, for
   * work of a millisecond (parsing a command) where one more committed write would cost more
   * than the work itself; the final write then counts the attempt.
   */
  take?: 'running' | 'read';
}

const OPEN = ['pending', 'running'] as const;

/**
 * Run one job against its record, safely under at-least-once delivery:
 * - the record is taken with one statement (see `take`); a record already final is left
 *   alone, so a redelivered job does nothing twice;
 * - the result is written with one conditional UPDATE (still open → final): single
 *   autocommitted statements, no ORM transaction round trips on the hot path;
 * - an AppError is an outcome (bad command, provider down): the record fails with it and the
 *   job completes, since a retry after the client got its answer would help nobody;
 * - any other error (a crash, Postgres gone) is retried with backoff; on the last attempt the
 *   record fails with internal_error;
 * - every final state is announced on Redis so waiting API requests wake at once.
 */
export async function processRecord<R extends JobRecord>(deps: WorkerDeps, job: Job, spec: RecordWork<R>): Promise<string> {
  const sql = recordSql(deps.orm);
  const log = deps.logger.child({ queue: job.queueName, jobId: job.id, recordId: spec.id });
  const byRead = spec.take === 'read';
  const stamp = (): Partial<R> => (sql.has(spec.entity, 'updatedAt') ? { updatedAt: new Date() } as unknown as Partial<R> : {});
  const attempts = (sql.has(spec.entity, 'attempts') ? ['attempts'] : []) as Array<keyof R & string>;

  let record = byRead
    ? await sql.read(spec.entity, spec.id)
    : await sql.update(spec.entity, spec.id, OPEN, { status: 'running', ...stamp() } as Partial<R>, attempts);
  if (!record || !OPEN.includes(record.status as never)) {
    const exists = record ?? await sql.read(spec.entity, spec.id);
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
      if (!byRead) await sql.update(spec.entity, spec.id, ['running'], { status: 'pending', ...stamp() } as Partial<R>).catch(() => undefined);
      throw err;
    }
    const appError = isAppError(err) ? err : new AppError('internal_error', 'The job failed; retry the request later.', { cause: err });
    if (!isAppError(err)) log.error({ err }, 'job failed for good');
    patch = { status: 'failed', error: appError.toJSON() } as unknown as RecordPatch<R>;
  }
  record = await sql.update(spec.entity, spec.id, byRead ? OPEN : ['running'], { ...patch, ...stamp() } as Partial<R>, byRead ? attempts : []);
  if (!record) log.warn('record left its open state before the job finished (swept?); result not stored');
  await publishRecordDone(deps.redis, deps.config.redisPrefix, spec.id);
  return patch.status;
}
