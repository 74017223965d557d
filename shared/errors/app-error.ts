/**
 * The closed set of error codes the API answers with (api-decisions section 1), one HTTP
 * status each. Every error a client can see is an AppError with one of these codes; anything
 * else becomes internal_error in the error middleware.
 */
export const ERROR_STATUS = {
  validation_error: 400,
  not_fully_signed: 400,
  unauthorized: 401,
  insufficient_scope: 403,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  conflict: 409,
  transaction_mismatch: 409,
  blockhash_expired: 409,
  gone: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  headers_too_large: 431,
  idempotency_key_reused: 422,
  intent_parse_error: 422,
  nothing_to_do: 422,
  unsafe_token: 422,
  simulation_failed: 422,
  limit_exceeded: 422,
  rate_limit_exceeded: 429,
  quota_exceeded: 429,
  internal_error: 500,
  upstream_error: 502,
  upstream_auth: 502,
  service_unavailable: 503,
  timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface AppErrorOptions {
  details?: Record<string, unknown>;
  cause?: unknown;
  /** Extra response headers, e.g. Retry-After on 429, Allow on 405. */
  headers?: Record<string, string>;
}

/** An error the API turns into the error envelope: `{ error: { code, message, details } }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details ?? {};
    this.headers = options.headers ?? {};
  }

  /** Plain JSON form, as stored on a failed record and answered to the client. */
  toJSON(): { code: ErrorCode; message: string; details: Record<string, unknown> } {
    return { code: this.code, message: this.message, details: this.details };
  }
}

/** 400 validation_error naming the offending field. */
export function validationError(field: string, reason: string, message?: string): AppError {
  return new AppError('validation_error', message ?? `Invalid ${field}: ${reason}.`, { details: { field, reason } });
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}

/** Rebuild an AppError from its stored JSON (a failed job record), defaulting to internal_error. */
export function appErrorFromJSON(json: unknown): AppError {
  const j = (json ?? {}) as { code?: string; message?: string; details?: Record<string, unknown> };
  const code = (j.code && j.code in ERROR_STATUS ? j.code : 'internal_error') as ErrorCode;
  // A 429 stored on a record (e.g. a quota refused in a worker) answers with its Retry-After.
  const retryAfter = j.details?.retryAfterSeconds;
  // So does a 503 (e.g. the Jupiter budget spent while a build waited for a slot).
  const headers = (ERROR_STATUS[code] === 429 || ERROR_STATUS[code] === 503) && typeof retryAfter === 'number' ? { 'Retry-After': String(retryAfter) } : undefined;
  return new AppError(code, j.message ?? 'The request failed.', { details: j.details ?? {}, headers });
}
