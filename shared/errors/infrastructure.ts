import { AppError } from './app-error.js';

/**
 * Errors that mean "our own infrastructure (Postgres, Redis) is unreachable right now", not
 * "this job is bad": connection refused/reset, pool or command timeouts, a server starting up or
 * shutting down, ioredis refusing while offline. The worker retries a job that failed with one
 * of these without spending its attempts (workers/lib/transient-retry.ts). The cause chain is
 * followed, so a wrapped error counts too. The API's 503 mapping (api/middleware/errors.ts)
 * maps the same set to 503 service_unavailable.
 */
const DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', '57P01', '57P02', '57P03', '08006', '08001', '08003', '08004']);
const DOWN_MESSAGES = [
  /Knex: Timeout acquiring a connection/,
  /Connection terminated/,
  /timeout exceeded when trying to connect/i,
  /Stream isn't writeable and enableOfflineQueue options is false/,
  /Connection is closed/,
  /Command timed out/,
  /Reached the max retries per request limit/,
  /the database system is (starting up|shutting down|in recovery mode)/,
  /terminating connection due to administrator command/,
  /Client has encountered a connection error and is not queryable/,
];

/**
 * True when an error (or one of its causes) says Postgres or Redis is unreachable. The chain
 * stops at an AppError about a third party (upstream_error, timeout): a Solana RPC or a
 * provider that refused the connection carries ECONNREFUSED in its cause too, and that is their
 * outage, not ours (a record job waits for an RPC under RPC_OUTAGE_RETRY_MS instead).
 */
export function isInfrastructureDown(err: unknown): boolean {
  for (let e = err as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown } | null, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as typeof e, depth++) {
    if (e instanceof AppError && (e.code === 'upstream_error' || e.code === 'timeout')) return false;
    const code = typeof e.code === 'string' ? e.code : '';
    const msg = typeof e.message === 'string' ? e.message : '';
    if (DOWN_CODES.has(code) || e.name === 'MaxRetriesPerRequestError' || DOWN_MESSAGES.some((re) => re.test(msg))) return true;
  }
  return false;
}
