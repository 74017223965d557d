import type { EntityName } from '@mikro-orm/core';
import { UnrecoverableError, type Job } from 'bullmq';
import type { EntityManager } from '../../shared/db/orm.js';
import type { JobRecord } from '../../shared/db/entities/job-record.js';
import { AppError, isAppError } from '../../shared/errors/app-error.js';
import { publishRecordDone } from '../../shared/jobs/record-notifier.js';
import type { Logger } from '../../shared/logging/logger.js';
import type { WorkerDeps } from '../deps.js';

export interface RecordWork<R extends JobRecord> {
  entity: EntityName<R>;
  id: string;
  /** Do the work and set the record's final state on it (the wrapper flushes). */
  work: (record: R, em: EntityManager, log: Logger) => Promise<void>;
}

/**
 * Run one job against its record, safely under at-least-once delivery:
 * - a record already final is left alone (a redelivered job does nothing twice);
 * - the record is marked `running` before the work and final after it, in Postgres;
 * - an AppError is an outcome (bad command, provider down): the record fails with it and the
 *   job completes, since a retry after the client got its answer would help nobody;
 * - any other error (a crash, Postgres gone) is retried with backoff; on the last attempt the
 *   record fails with internal_error;
 * - every final state is announced on Redis so waiting API requests wake at once.
 */
export async function processRecord<R extends JobRecord & { attempts?: number }>(deps: WorkerDeps, job: Job, spec: RecordWork<R>): Promise<string> {
  const em = deps.orm.em.fork();
  const log = deps.logger.child({ queue: job.queueName, jobId: job.id, recordId: spec.id });
  const record = await em.findOne(spec.entity, { id: spec.id } as never);
  if (!record) throw new UnrecoverableError(`record ${spec.id} does not exist`);
  if (record.status !== 'pending' && record.status !== 'running') {
    await publishRecordDone(deps.redis, deps.config.redisPrefix, spec.id);
    return record.status;
  }
  record.status = 'running';
  if (typeof record.attempts === 'number') record.attempts += 1;
  await em.flush();

  try {
    await spec.work(record, em, log);
    if (record.status === 'running') throw new Error('processor left the record running');
  } catch (err) {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (!isAppError(err) && !lastAttempt && !(err instanceof UnrecoverableError)) {
      log.warn({ err, attempt: job.attemptsMade + 1 }, 'job failed; will retry');
      // Leave the record claimable by the retry.
      await em.fork().nativeUpdate(spec.entity, { id: spec.id } as never, { status: 'pending' } as never).catch(() => undefined);
      throw err;
    }
    const appError = isAppError(err) ? err : new AppError('internal_error', 'The job failed; retry the request later.', { cause: err });
    if (!isAppError(err)) log.error({ err }, 'job failed for good');
    // Keep the work's error-free field changes out: re-read and mark failed only.
    const clean = em.fork();
    await clean.nativeUpdate(spec.entity, { id: spec.id } as never, { status: 'failed', error: appError.toJSON() } as never);
    await publishRecordDone(deps.redis, deps.config.redisPrefix, spec.id);
    return 'failed';
  }
  await em.flush();
  await publishRecordDone(deps.redis, deps.config.redisPrefix, spec.id);
  return record.status;
}
