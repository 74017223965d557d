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
import { createPingSchema, getPingSchema } from './ping.schema.js';

const render = (p: Ping) => ({ id: p.id, status: p.status, result: p.result, createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString() });

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
      entity: Ping, record: ping, queue: pingQueue, payload: { pingId: ping.id },
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
