import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../../shared/logging/logger.js';

const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

/** Reuse a well-formed incoming X-Request-Id or make one; echo it; scope the logger to it. */
export function requestId(logger: Logger): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const id = WELL_FORMED.test(incoming) ? incoming : `req_${randomUUID().replace(/-/g, '')}`;
    ctx.state.requestId = id;
    // The scoped logger is made on first use: most requests log nothing, and a pino child per
    // request cost a quarter of /healthz throughput.
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', { get: () => (log ??= logger.child({ requestId: id })), enumerable: true, configurable: true });
    ctx.set('X-Request-Id', id);
    await next();
  };
}
