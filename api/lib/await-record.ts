import type { EntityName } from '@mikro-orm/core';
import type { JobRecord } from '../../shared/db/entities/job-record.js';
import { recordSql } from '../../shared/db/record-sql.js';
import { AppError } from '../../shared/errors/app-error.js';
import type { QueueDefinition } from '../../shared/jobs/define-queue.js';
import type { AppDeps } from '../deps.js';

/**
 * The request-to-job mechanism of api/lib/record-job.ts for a caller that needs the finished
 * record itself rather than an answer: write the record, enqueue its job (jobId = record id),
 * wait up to `deadlineMs` for the worker. Returns the final record (`failed` included), or null
 * past the deadline (the job goes on; the record finishes later).
 */
export async function awaitRecordJob<R extends JobRecord, P>(
  deps: Pick<AppDeps, 'orm' | 'queues' | 'waiter'>,
  entity: EntityName<R>, record: R, queue: QueueDefinition<P>, payload: P, deadlineMs: number,
  options: { inserted?: boolean } = {},
): Promise<R | null> {
  const sql = recordSql(deps.orm);
  // `inserted`: the caller wrote the record itself (in a transaction of its own, e.g. a link's reservation).
  if (!options.inserted) await sql.insert(entity, record);
  const wait = deps.waiter.expect(record.id);
  try {
    await deps.queues.enqueue(queue, payload, { jobId: record.id });
  } catch (err) {
    wait.cancel();
    const error = new AppError('service_unavailable', 'The job queue is unreachable; nothing was done. Retry with backoff.', { cause: err });
    await sql.update(entity, record.id, ['pending'], { status: 'failed', error: error.toJSON() } as unknown as Partial<R>).catch(() => undefined);
    throw error;
  }
  return wait.until(deadlineMs, async (delivered) => {
    const fresh = delivered && delivered.id === record.id ? sql.fromRow(entity, delivered) : await sql.read(entity, record.id);
    return fresh && fresh.status !== 'pending' && fresh.status !== 'running' ? fresh : null;
  });
}
