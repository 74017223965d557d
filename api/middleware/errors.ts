import type { Middleware } from 'koa';
import { AppError, isAppError } from '../../shared/errors/app-error.js';
import { isInfrastructureDown } from '../../shared/errors/infrastructure.js';
import { meta } from '../lib/envelope.js';

/** Map any thrown value to an AppError: the one place error codes meet HTTP statuses. */
export function toAppError(err: unknown): AppError {
  if (isAppError(err)) return err;
  if (isInfrastructureDown(err)) {
    return new AppError('service_unavailable', 'A dependency of the service is unreachable. Retry with backoff.', { cause: err });
  }
  const e = err as { status?: number; statusCode?: number; type?: string; expose?: boolean; message?: string } | null;
  const status = e?.status ?? e?.statusCode;
  // Postgres statement_timeout: the query ran past its deadline.
  if ((err as { code?: string })?.code === '57014') {
    return new AppError('timeout', 'The request took longer than its deadline. Retry later.', { cause: err });
  }
  if (status === 413 || e?.type === 'entity.too.large') {
    return new AppError('payload_too_large', 'The request body is larger than the service accepts.', { cause: err });
  }
  if (status === 415) return new AppError('unsupported_media_type', 'Send the body as application/json.', { cause: err });
  if (status === 400 && (e?.type === 'entity.parse.failed' || /JSON|Unexpected token|invalid json/i.test(e?.message ?? ''))) {
    return new AppError('validation_error', 'The request body is not valid JSON.', { details: { field: 'body', reason: 'malformed JSON' }, cause: err });
  }
  if (status === 400 && e?.type === 'encoding.unsupported') {
    return new AppError('validation_error', 'The request body uses an unsupported charset; send UTF-8 JSON.', { details: { field: 'body', reason: 'unsupported charset' }, cause: err });
  }
  if (status === 400 && e?.type === 'request.size.invalid') {
    return new AppError('validation_error', 'The request body is shorter or longer than its Content-Length.', { details: { field: 'body', reason: 'size does not match Content-Length' }, cause: err });
  }
  return new AppError('internal_error', 'Something went wrong on our side. Retry later; if it persists, contact support with the request id.', { cause: err });
}

/** How often a dependency outage is logged: once, then a summary at most this often. */
export const OUTAGE_LOG_INTERVAL_MS = 10_000;

/**
 * Turn every error into the error envelope; log server-side failures with the request id. A
 * 503 for an unreachable dependency is expected during an outage and says nothing new request
 * after request: it is logged at warn without a stack, once per OUTAGE_LOG_INTERVAL_MS with the
 * count of those left unlogged. Other 5xx are logged at error with their stack.
 */
export function errorEnvelope(now: () => number = Date.now): Middleware {
  let lastOutageLog = -Infinity;
  let unlogged = 0;
  return async (ctx, next) => {
    try {
      await next();
      // The router answers OPTIONS with Allow and an empty text/plain 200: say it as a 204.
      if (ctx.method === 'OPTIONS' && ctx.status === 200 && ctx.body === '') {
        ctx.body = null;
        ctx.status = 204;
      }
      if (ctx.body === undefined || ctx.body === null) {
        // The router answers unmatched paths and methods with a bare status; wrap them.
        if (ctx.status === 404) throw new AppError('not_found', `No route ${ctx.method} ${ctx.path}. See the README for the endpoints.`);
        if (ctx.status === 405 || ctx.status === 501) {
          throw new AppError('method_not_allowed', `${ctx.method} is not allowed on ${ctx.path}; see the Allow header.`, { headers: { Allow: ctx.response.get('Allow') } });
        }
      }
    } catch (err) {
      const appError = toAppError(err);
      const log = ctx.state.log ?? console;
      if (appError.code === 'service_unavailable') {
        const at = now();
        if (at - lastOutageLog >= OUTAGE_LOG_INTERVAL_MS) {
          const cause = (isAppError(err) && err.cause ? err.cause : err) as { code?: string; message?: string };
          log.warn({ code: appError.code, reason: cause?.message ?? String(err), errCode: cause?.code, alsoUnavailableSinceLastLog: unlogged }, 'dependency unreachable: answering 503');
          lastOutageLog = at;
          unlogged = 0;
        } else {
          unlogged++;
        }
      } else if (appError.status >= 500) {
        log.error({ err: (err as Error) ?? err, code: appError.code }, 'request failed');
      }
      ctx.status = appError.status;
      for (const [name, value] of Object.entries(appError.headers)) ctx.set(name, value);
      ctx.body = { error: appError.toJSON(), meta: meta(ctx) };
    }
  };
}
