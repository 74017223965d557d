import type { Middleware } from 'koa';
import { AppError, isAppError } from '../../shared/errors/app-error.js';
import { meta } from '../lib/envelope.js';

/**
 * Errors from the dependencies (Postgres, Redis) that mean "unreachable", not "bad request":
 * connection refused/reset, pool or command timeouts, ioredis refusing while offline.
 */
export function isDependencyDown(err: unknown): boolean {
  const e = err as { code?: string; name?: string; message?: string } | null;
  if (!e) return false;
  const code = e.code ?? '';
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', '57P01', '57P03', '08006', '08001', '08003'].includes(code)) return true;
  const msg = e.message ?? '';
  return (
    /Knex: Timeout acquiring a connection/.test(msg) ||
    /Connection terminated/.test(msg) ||
    /timeout exceeded when trying to connect/i.test(msg) ||
    /Stream isn't writeable and enableOfflineQueue options is false/.test(msg) ||
    /Connection is closed/.test(msg) ||
    /Command timed out/.test(msg) ||
    /Reached the max retries per request limit/.test(msg) ||
    e.name === 'MaxRetriesPerRequestError' ||
    /the database system is (starting up|shutting down)/.test(msg)
  );
}

/** Map any thrown value to an AppError: the one place error codes meet HTTP statuses. */
export function toAppError(err: unknown): AppError {
  if (isAppError(err)) return err;
  if (isDependencyDown(err)) {
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

/** Turn every error into the error envelope; log server-side failures with the request id. */
export function errorEnvelope(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
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
      if (appError.status >= 500) log.error({ err: (err as Error) ?? err, code: appError.code }, 'request failed');
      ctx.status = appError.status;
      for (const [name, value] of Object.entries(appError.headers)) ctx.set(name, value);
      ctx.body = { error: appError.toJSON(), meta: meta(ctx) };
    }
  };
}
