import type { Middleware } from 'koa';
import type { UsageRecorder } from '../../shared/usage/usage-recorder.js';
import { authOf } from './auth.js';

/**
 * Record every authenticated request (429s and errors included) once its response is done:
 * key, account, method, route template, final status and latency. The recorder only buffers,
 * so nothing here waits on the database.
 */
export function recordUsage(usage: UsageRecorder, now: () => number): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    const auth = authOf(ctx);
    ctx.res.once('close', () => {
      const route = (ctx as unknown as { _matchedRoute?: string })._matchedRoute;
      usage.record({
        keyId: auth.keyId,
        accountId: auth.accountId,
        method: ctx.method,
        route: typeof route === 'string' ? route : 'unmatched',
        status: ctx.status,
        latencyMs: Math.round(performance.now() - started),
        createdAt: new Date(now()),
        // A REST call made for an MCP tool call is marked by the dispatcher (api/mcp/dispatch.ts).
        via: ctx.state.via === 'mcp' ? 'mcp' : 'rest',
      });
    });
    await next();
  };
}
