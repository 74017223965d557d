import type { EntityName } from '@mikro-orm/core';
import { UnrecoverableError, type Job } from 'bullmq';
import type { EntityManager } from '../../shared/db/orm.js';
import { recordSql } from '../../shared/db/record-sql.js';
import type { JobRecord } from '../../shared/db/entities/job-record.js';
import { AppError, isAppError } from '../../shared/errors/app-error.js';
import { isInfrastructureDown } from '../../shared/errors/infrastructure.js';
import { publishRecordDone } from '../../shared/jobs/record-notifier.js';
import type { Logger } from '../../shared/logging/logger.js';
import type { StepTrace } from '../../shared/metrics/step-trace.js';
import type { WorkerDeps } from '../deps.js';
import { isRpcOutage } from '../../shared/chain/rpc.js';
import { retryWindowOpen, upstreamRetryDelay, UpstreamOutage } from './transient-retry.js';

/** The fields a processor sets on its record when the work is done (status must be final). */
export type RecordPatch<R> = Partial<Omit<R, 'id'>> & { status: string };

export interface RecordWork<R extends JobRecord> {
  entity: EntityName<R>;
  id: string;
  /** Do the work on the claimed record and return the fields to store; throw an AppError for a business failure. */
  work: (record: R, em: EntityManager, log: Logger) => Promise<RecordPatch<R>>;
  /**
   * How the record is claimed (default `write`: a conditional UPDATE to running, counting the
   * attempt, then the final write: two commits). For fast work with no effect outside its
   * record, the claim is one commit too many: `read` reads the record (a SELECT, no commit),
   * does the work, and writes the result from pending|running, counting the attempt, in one
   * statement; `none` skips the read too, for work that does not need the record (ping: the
   * claim and the final write are one statement). A crash leaves the record pending and the
   * job is retried as usual; a redelivery finds the record final and does nothing.
   */
  claim?: 'write' | 'read' | 'none';
  /**
   * With claim `read`: how to read the record (default one SELECT by id), e.g. with the rows it
   * refers to in the same statement (RecordSql.readWith).
   */
  load?: () => Promise<R | null>;
  /** Times the claim, the final write and the announcement as steps (the work marks its own). */
  trace?: StepTrace;
}

/**
 * Run one job against its record, safely under at-least-once delivery:
 * - the record is claimed with one conditional UPDATE (pending|running → running, counting the
 *   attempt); a record already final is left alone, so a redelivered job does nothing twice;
 * - the result is written with one conditional UPDATE (still running → final): single
 *   autocommitted prepared statements (RecordSql), no ORM round trips on the hot path;
 * - an AppError is an outcome (bad command, provider down): the record fails with it and the
 *   job completes, since a retry after the client got its answer would help nobody;
 * - Postgres or Redis unreachable is retried without spending attempts (workers/host.ts) while
 *   the record is younger than JOB_STALE_AFTER_MS, then fails with service_unavailable;
 * - the Solana RPC unreachable (refused, timed out, 429/5xx after the call's own retries) is
 *   retried the same way while the record is younger than RPC_OUTAGE_RETRY_MS, then fails with
 *   the RPC's error (upstream_error or timeout);
 * - any other error (a crash) is retried with backoff; on the last attempt the record fails
 *   with internal_error;
 * - every final state is announced on Redis, with the row as written, so waiting API requests
 *   answer at once without reading it back.
 */
export async function processRecord<R extends JobRecord>(deps: WorkerDeps, job: Job, spec: RecordWork<R>): Promise<string> {
  const sql = recordSql(deps.orm);
  const log = deps.logger.child({ queue: job.queueName, jobId: job.id, recordId: spec.id });
  const stamp = (): Partial<R> => (sql.has(spec.entity, 'updatedAt') ? { updatedAt: new Date() } as unknown as Partial<R> : {});
  const attempts = (sql.has(spec.entity, 'attempts') ? ['attempts'] : []) as Array<keyof R & string>;

  const claim = spec.claim ?? 'write';
  const record = claim === 'write' ? await sql.update(spec.entity, spec.id, ['pending', 'running'], { status: 'running', ...stamp() } as Partial<R>, attempts)
    : claim === 'read' ? await (spec.load ? spec.load() : sql.read(spec.entity, spec.id)).then((r) => (r && (r.status === 'pending' || r.status === 'running') ? r : null))
      : ({ id: spec.id } as R);
  if (!record) {
    const exists = await sql.read(spec.entity, spec.id);
    if (!exists) throw new UnrecoverableError(`record ${spec.id} does not exist`);
    await publishRecordDone(deps.redis, deps.config.redisPrefix, spec.id, sql.rowOf(exists));
    return exists.status;
  }

  spec.trace?.mark('claim');
  const em = deps.orm.em.fork();
  let patch: RecordPatch<R>;
  try {
    patch = await spec.work(record, em, log);
    if (patch.status === 'pending' || patch.status === 'running') throw new Error('processor returned a non-final status');
  } catch (err) {
    const lastAttempt = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    // Postgres or Redis down: the host postpones the job without spending an attempt.
    const outage = isInfrastructureDown(err);
    // The Solana RPC unreachable: postponed the same way while the record is younger than RPC_OUTAGE_RETRY_MS.
    const ageMs = Date.now() - job.timestamp;
    const rpcDown = !outage && isRpcOutage(err) && ageMs < deps.config.solana.rpcOutageRetryMs;
    if ((outage && retryWindowOpen(job, deps.config.jobs)) || rpcDown || (!isAppError(err) && !outage && !lastAttempt && !(err instanceof UnrecoverableError))) {
      log.warn({ err, attempt: job.attemptsMade + 1 }, 'job failed; will retry');
      await (claim === 'write' ? sql.update(spec.entity, spec.id, ['running'], { status: 'pending', ...stamp() } as Partial<R>)
        : sql.update(spec.entity, spec.id, ['pending', 'running'], { status: 'pending', ...stamp() } as Partial<R>, attempts)).catch(() => undefined);
      throw rpcDown ? new UpstreamOutage(err, upstreamRetryDelay(ageMs)) : err;
    }
    const appError = outage
      ? new AppError('service_unavailable', `Our database or queue was unreachable for longer than this request could wait (${Math.round(deps.config.jobs.staleAfterMs / 1000)} s); nothing was done. Retry the request.`, { details: { reason: 'dependency_unavailable' }, cause: err })
      : isAppError(err) ? err : new AppError('internal_error', `The job failed ${job.attemptsMade + 1} time(s) on our side; nothing was done. Retry the request later.`, { details: { reason: 'job_failed' }, cause: err });
    if (!isAppError(err)) log.error({ err }, 'job failed for good');
    patch = { status: 'failed', error: appError.toJSON() } as unknown as RecordPatch<R>;
  }
  const written = claim === 'write' ? await sql.update(spec.entity, spec.id, ['running'], { ...patch, ...stamp() } as Partial<R>)
    : await sql.update(spec.entity, spec.id, ['pending', 'running'], { ...patch, ...stamp() } as Partial<R>, attempts);
  if (!written && claim !== 'write') {
    // Final already (a redelivery, the sweeper) or never written: as for a refused claim.
    const exists = await sql.read(spec.entity, spec.id);
    if (!exists) throw new UnrecoverableError(`record ${spec.id} does not exist`);
    await publishRecordDone(deps.redis, deps.config.redisPrefix, spec.id, sql.rowOf(exists));
    return exists.status;
  }
  if (!written) log.warn('record left running state before the job finished (swept?); result not stored');
  spec.trace?.mark('final_write');
  // The notification carries the row as written, so the waiting request need not read it back.
  await publishRecordDone(deps.redis, deps.config.redisPrefix, spec.id, written ? sql.rowOf(written) : undefined);
  spec.trace?.mark('announce');
  return patch.status;
}
