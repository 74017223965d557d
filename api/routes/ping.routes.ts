import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { Ping } from '../../shared/db/entities/ping.entity.js';
import { newId } from '../../shared/db/ids.js';
import { AppError } from '../../shared/errors/app-error.js';
import { pingQueue } from '../../shared/jobs/ping.js';
import { respond } from '../lib/envelope.js';
import { runRecordJob } from '../lib/record-job.js';
import { authOf } from '../middleware/auth.js';
import { idempotent } from '../middleware/idempotency.js';
import { validate } from '../middleware/validate.js';
import { createPingSchema, getPingSchema, pingExample } from './ping.schema.js';
import type { OperationSpec } from '../openapi/operation.js';
import { dataEnvelope, exampleOf, ref } from '../openapi/schemas.js';

/** A ping record; `error` ({ code, message, details }) says why a failed one failed, null otherwise. */
const render = (p: Ping) => ({ id: p.id, status: p.status, result: p.result, error: p.error, createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString() });

/** The OpenAPI declarations of these routes (api/openapi/document.ts). */
export const pingOperations: OperationSpec[] = [
  {
    method: 'post', path: '/v1/ping', operationId: 'createPing', tag: 'Jobs', scope: 'any',
    summary: 'Run a job round trip through the queue and a worker',
    request: createPingSchema, idempotent: true, jobBacked: { record: ref('Ping') },
    responses: { 201: { description: 'The finished ping.', schema: dataEnvelope(ref('Ping')), example: exampleOf(pingExample) } },
    errors: ['timeout'],
  },
  {
    method: 'get', path: '/v1/ping/{id}', operationId: 'getPing', tag: 'Jobs', scope: 'any',
    summary: 'Get a ping', request: getPingSchema,
    responses: { 200: { description: 'The ping record.', schema: dataEnvelope(ref('Ping')) } },
  },
];

/**
 * POST /v1/ping: a job round trip through queue, worker and Postgres (the smallest use of the
 * request-to-job mechanism; used by the benchmark and by operators to prove the workers live).
 * Any valid key may ping (no scope); a ping belongs to the caller's account.
 */
export function pingRoutes(deps: AppDeps): Router {
  const router = new Router({ prefix: '/v1/ping' });

  router.post('/', validate(createPingSchema), idempotent(deps), async (ctx) => {
    const ping = Object.assign(new Ping(), { id: newId('png'), accountId: authOf(ctx).accountId });
    await runRecordJob(ctx, {
      orm: deps.orm, queues: deps.queues, waiter: deps.waiter,
      entity: Ping, record: ping, queue: pingQueue, payload: { pingId: ping.id, accountId: ping.accountId ?? undefined },
      deadlineMs: deps.config.jobs.defaultDeadlineMs, doneStatus: 201, render, location: `/v1/ping/${ping.id}`,
    });
  });

  router.get('/:id', validate(getPingSchema), async (ctx) => {
    const ping = await deps.orm.em.findOne(Ping, { id: ctx.params.id, accountId: authOf(ctx).accountId });
    if (!ping) throw new AppError('not_found', `No ping ${ctx.params.id}.`);
    respond(ctx, 200, render(ping));
  });

  return router;
}
