import type { EntityName } from '@mikro-orm/core';
import type { Context } from 'koa';
import type { Orm } from '../../shared/db/orm.js';
import { recordSql } from '../../shared/db/record-sql.js';
import type { JobRecord } from '../../shared/db/entities/job-record.js';
import { AppError, appErrorFromJSON } from '../../shared/errors/app-error.js';
import type { QueueDefinition, QueueSet } from '../../shared/jobs/define-queue.js';
import type { RecordWaiter } from '../../shared/jobs/record-notifier.js';
import type { StepTrace } from '../../shared/metrics/step-trace.js';
import { respond } from './envelope.js';

export interface RecordJobRequest<R extends JobRecord, P> {
  orm: Orm;
  queues: QueueSet;
  waiter: RecordWaiter;
  entity: EntityName<R>;
  /** The new record, status `pending`; persisted before anything is enqueued. */
  record: R;
  queue: QueueDefinition<P>;
  payload: P;
  deadlineMs: number;
  /** Status of a finished record answered synchronously (e.g. 201). */
  doneStatus: number;
  /** The record as the client sees it. */
  render: (record: R) => unknown;
  /** Where to poll while pending (the record's GET URL). */
  location: string;
  /** True once the record is final; default: status is neither pending nor running. */
  isDone?: (record: R) => boolean;
  /** Times the INSERT, the enqueue and the wait for the worker as steps. */
  trace?: StepTrace;
}

const defaultDone = (r: JobRecord) => r.status !== 'pending' && r.status !== 'running';

/**
 * The request-to-job mechanism (api-decisions section 5): write the record first, enqueue
 * with jobId = record id, then wait up to the deadline for the worker, woken by a Redis
 * notification that carries the final record (or, failing that, reading Postgres). Answers the finished record, the record's stored error
 * in the envelope, or 202 + Location past the deadline or when the client sent
 * `Prefer: respond-async`.
 */
export async function runRecordJob<R extends JobRecord, P>(ctx: Context, req: RecordJobRequest<R, P>): Promise<void> {
  const isDone = req.isDone ?? defaultDone;
  const sql = recordSql(req.orm);
  // One INSERT, autocommitted: the record exists before any job can look for it.
  await sql.insert(req.entity, req.record);
  req.trace?.mark('insert');
  const async = /\brespond-async\b/i.test(ctx.get('Prefer'));
  // Listen before enqueueing so a fast worker's notification cannot be missed.
  const wait = async ? null : req.waiter.expect(req.record.id);
  try {
    await req.queues.enqueue(req.queue, req.payload, { jobId: req.record.id });
    req.trace?.mark('enqueue');
  } catch (err) {
    wait?.cancel();
    // Never leave a pending record that no job will ever finish.
    const error = new AppError('service_unavailable', 'The job queue is unreachable; nothing was done. Retry with backoff.', { cause: err });
    await sql.update(req.entity, req.record.id, ['pending'], { status: 'failed', error: error.toJSON() } as unknown as Partial<R>).catch(() => undefined);
    throw error;
  }

  const answerPending = () => {
    ctx.set('Location', req.location);
    ctx.set('Retry-After', '1');
    respond(ctx, 202, req.render(req.record));
  };
  if (!wait) {
    ctx.set('Preference-Applied', 'respond-async');
    return answerPending();
  }

  // The worker's notification carries the final row as committed: answer from it, and read
  // Postgres only when a wake brought no row (timer, sweeper, an older worker).
  const finished = await wait.until(req.deadlineMs, async (delivered) => {
    const fresh = delivered && delivered.id === req.record.id ? sql.fromRow(req.entity, delivered) : await sql.read(req.entity, req.record.id);
    return fresh && isDone(fresh) ? fresh : null;
  });
  req.trace?.mark('wait');
  if (!finished) return answerPending();
  if (finished.status === 'failed') throw appErrorFromJSON(finished.error);
  respond(ctx, req.doneStatus, req.render(finished));
}
