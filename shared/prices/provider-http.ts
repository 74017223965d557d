import { AppError } from '../errors/app-error.js';
import type { UpstreamBudget } from '../upstream/upstream-budget.js';

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
  /**
   * The provider's shared rate budget (Jupiter): the call waits for a slot first, and a
   * 401/403 answer is 502 upstream_auth (the key was refused) and remembered for /readyz.
   */
  budget?: UpstreamBudget;
  /** How the body is parsed (default JSON.parse): large lists may be parsed without blocking (shared/catalogue/json-chunks.ts). */
  parse?: (text: string) => Promise<unknown>;
  /** Told how long the HTTP exchange took (s), from the request to its whole body, when it got an answer. */
  observe?: (seconds: number) => void;
}

/** The setting that holds each budgeted provider's API key, named in upstream_auth errors. */
const KEY_SETTING: Record<string, string> = { jupiter: 'JUPITER_API_KEY' };

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
  const { provider, url, timeoutMs, budget } = request;
  // The wait for a slot is not part of the call's deadline.
  if (budget) await budget.take();
  const started = performance.now();
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
    if (budget && (status === 401 || status === 403)) {
      await res.body?.cancel();
      await budget.noteAuth(false, status).catch(() => undefined);
      const setting = KEY_SETTING[budget.upstream] ?? 'its API key setting';
      const name = provider.charAt(0).toUpperCase() + provider.slice(1);
      throw new AppError('upstream_auth', `${name} refused the API key: set ${setting} to a key it accepts (HTTP ${status}).`, {
        details: { provider, status, setting },
      });
    }
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
    request.observe?.((performance.now() - started) / 1000);
    if (budget && status < 300) await budget.noteAuth(true).catch(() => undefined);
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
    return { status, body: request.parse ? await request.parse(text) : JSON.parse(text) as unknown };
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
