import Router from '@koa/router';
import type { AppDeps } from '../deps.js';
import { AppError } from '../../shared/errors/app-error.js';

/** A named readiness probe: resolves when the dependency answers. */
export type ReadinessCheck = () => Promise<unknown>;

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    p.then((v) => { clearTimeout(timer); resolve(v); }, (e) => { clearTimeout(timer); reject(e); });
  });
}

/**
 * Operations routes (no API key): /healthz says the process is alive; /readyz says whether
 * Postgres, Redis (and any extra dependency, e.g. the Solana RPC) answer, naming each that
 * does not with a 503; /metrics renders Prometheus text.
 */
export function healthRoutes(deps: AppDeps, extraChecks: Record<string, ReadinessCheck> = {}): Router {
  const router = new Router();
  const timeout = deps.config.dependencyTimeoutMs;
  const checks: Record<string, ReadinessCheck> = {
    postgres: () => deps.orm.em.fork().getConnection().execute('select 1'),
    redis: () => deps.redis.ping(),
    ...extraChecks,
  };

  router.get('/healthz', (ctx) => {
    ctx.body = { data: { status: 'ok' }, meta: { requestId: ctx.state.requestId, timestamp: new Date().toISOString() } };
  });

  router.get('/readyz', async (ctx) => {
    const names = Object.keys(checks);
    const results = await Promise.allSettled(names.map((n) => within(checks[n](), timeout)));
    const status = Object.fromEntries(names.map((n, i) => [n, results[i].status === 'fulfilled' ? 'ok' : 'unavailable']));
    const down = names.filter((n) => status[n] !== 'ok');
    if (down.length) {
      throw new AppError('service_unavailable', `Not ready: ${down.join(', ')} unreachable.`, { details: { checks: status, unavailable: down } });
    }
    ctx.body = { data: { status: 'ready', checks: status }, meta: { requestId: ctx.state.requestId, timestamp: new Date().toISOString() } };
  });

  router.get('/metrics', async (ctx) => {
    const { contentType, body } = await deps.metrics.render(async () => {
      await Promise.all(deps.queues.all().map(async (q) => {
        const counts = await within(q.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized'), timeout);
        for (const [state, n] of Object.entries(counts)) deps.metrics.queueDepth.set({ queue: q.name, state }, n);
      }));
    });
    ctx.type = contentType;
    ctx.body = body;
  });

  return router;
}
