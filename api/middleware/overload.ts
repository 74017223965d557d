import type { Middleware } from 'koa';
import { AppError } from '../../shared/errors/app-error.js';
import type { AppDeps } from '../deps.js';

/**
 * Shed /v1 requests while this process's event loop runs more than `maxDelayMs` late: answer
 * 503 service_unavailable (details.reason `overloaded`, Retry-After: 1) at once, before any
 * Redis or Postgres call. A process that far behind would otherwise start each request's
 * dependency calls late and see them time out (DEPENDENCY_TIMEOUT_MS) although Redis and
 * Postgres are fine, and the backlog would grow; a quick, honest 503 drains it instead.
 * Operations routes (/healthz, /readyz, /metrics) are never shed. 0 turns shedding off.
 */
export function shedLoad(deps: Pick<AppDeps, 'loop' | 'metrics'>, maxDelayMs: number): Middleware {
  return async (ctx, next) => {
    if (maxDelayMs > 0) {
      const delay = deps.loop.delayMs();
      if (delay > maxDelayMs) {
        deps.metrics.shedRequests.inc();
        throw new AppError('service_unavailable', `The service is overloaded right now (this instance is running ${Math.round(delay)} ms behind); nothing was done. Retry after a second.`, {
          details: { reason: 'overloaded' },
          headers: { 'Retry-After': '1' },
        });
      }
    }
    await next();
  };
}
