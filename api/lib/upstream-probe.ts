import type { UpstreamBudget } from '../../shared/upstream/upstream-budget.js';

/**
 * A probe for a third-party HTTP API: resolves when its base URL answers with anything but a
 * 5xx (a 404 on the bare base still proves the service is reachable and up); rejects on a
 * network error, a timeout or a 5xx. Sends no credentials and spends no quota worth counting.
 */
export function httpReachable(baseUrl: string, timeoutMs: number): () => Promise<void> {
  return async () => {
    const res = await fetch(baseUrl, { method: 'GET', signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await res.body?.cancel();
    if (res.status >= 500) throw new Error(`${new URL(baseUrl).host} answered ${res.status}`);
  };
}

/**
 * Jupiter's probe: `auth_failed` while the last Jupiter answer to any process (within 10
 * minutes) refused JUPITER_API_KEY (401/403, remembered in Redis by the request budget), else
 * whether the host answers at all. It spends none of the budget: the key is checked by the
 * calls the service makes anyway (prices every PRICE_REFRESH_INTERVAL_MS).
 */
export function jupiterReachable(budget: Pick<UpstreamBudget, 'authFailed'>, baseUrl: string, timeoutMs: number): () => Promise<'auth_failed' | void> {
  const reachable = httpReachable(baseUrl, timeoutMs);
  return async () => {
    if (await budget.authFailed()) return 'auth_failed';
    return reachable();
  };
}
