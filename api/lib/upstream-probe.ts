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
