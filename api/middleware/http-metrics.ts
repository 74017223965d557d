import type { Middleware } from 'koa';
import type { ServiceMetrics } from '../../shared/metrics/metrics.js';

/** Observe each request's duration by route template (never the raw path: ids would explode cardinality). */
export function httpMetrics(metrics: ServiceMetrics): Middleware {
  return async (ctx, next) => {
    const end = metrics.httpRequestDuration.startTimer();
    // When the request reached the service, for routes that time their steps from it (StepTrace).
    ctx.state.receivedAt = performance.now();
    try {
      await next();
    } finally {
      const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute;
      end({ method: ctx.method, route: typeof route === 'string' ? route : 'unmatched', status: String(ctx.status) });
    }
  };
}
