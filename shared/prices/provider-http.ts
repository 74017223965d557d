import { AppError } from '../errors/app-error.js';

/** One HTTP call to a price or swap provider (Jupiter, DexScreener). */
export interface ProviderRequest {
  /** Provider name used in error messages and details, e.g. `jupiter`. */
  provider: string;
  url: string;
  timeoutMs: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON when present. */
  body?: unknown;
}

/** A provider answer that parsed as JSON and was neither a 429 nor a 5xx. */
export interface ProviderResponse {
  status: number;
  body: unknown;
}

/**
 * Calls a provider and parses its JSON answer. Whatever cannot carry a usable answer becomes an
 * AppError here, once for every provider: no answer within `timeoutMs` (the whole exchange, body
 * included, runs under `AbortSignal.timeout`) is `timeout`; a network failure, HTTP 429, a 5xx or
 * a body that is not JSON is `upstream_error`. Other statuses (2xx, 4xx) are returned so the
 * caller can read the provider's own error body.
 */
export async function requestProviderJson(request: ProviderRequest): Promise<ProviderResponse> {
  const { provider, url, timeoutMs } = request;
  const signal = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  let status: number;
  let text: string;
  try {
    const res = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
    status = res.status;
    if (status === 429) {
      await res.body?.cancel();
      const retryAfter = res.headers.get('retry-after');
      throw new AppError('upstream_error', `${provider} is rate limiting this service (HTTP 429); try again shortly.`, {
        details: { provider, status, ...(retryAfter ? { retryAfter } : {}) },
      });
    }
    if (status >= 500) {
      await res.body?.cancel();
      throw new AppError('upstream_error', `${provider} failed (HTTP ${status}); try again shortly.`, { details: { provider, status } });
    }
    text = await res.text();
  } catch (err) {
    if (err instanceof AppError) throw err;
    // The signal, not the error's shape, tells a deadline apart from a network failure: fetch
    // and the body reader both reject with the signal's reason once it fires.
    if (signal.aborted) {
      throw new AppError('timeout', `${provider} did not answer within ${timeoutMs} ms; try again shortly.`, {
        details: { provider, timeoutMs },
        cause: err,
      });
    }
    throw new AppError('upstream_error', `${provider} could not be reached; try again shortly.`, {
      details: { provider, reason: err instanceof Error ? err.message : String(err) },
      cause: err,
    });
  }

  try {
    return { status, body: JSON.parse(text) as unknown };
  } catch (err) {
    throw new AppError('upstream_error', `${provider} answered HTTP ${status} with a body that is not JSON; try again shortly.`, {
      details: { provider, status },
      cause: err,
    });
  }
}

/**
 * The error message of a provider's error body (`{ "error": "..." }`, Jupiter's and DexScreener's
 * shape), or undefined when the body is not one.
 */
export function providerErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { error } = body as { error?: unknown };
  if (error === undefined || error === null) return undefined;
  return typeof error === 'string' ? error : JSON.stringify(error);
}
