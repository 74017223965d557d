import { Redis, type RedisOptions } from 'ioredis';

/**
 * The roles a Redis connection plays, each configured as BullMQ's production guide says:
 * - `client`: API-side commands and BullMQ producers: fail fast (no offline queue, one
 *   retry, a command timeout) so a Redis outage answers 503 within a second, never a hang;
 * - `worker`: BullMQ workers: `maxRetriesPerRequest: null`, waits through outages;
 * - `subscriber`: pub/sub listener: resubscribes by itself after a reconnect.
 */
export type RedisRole = 'client' | 'worker' | 'subscriber';

export function redisOptions(role: RedisRole, timeoutMs: number): RedisOptions {
  const base: RedisOptions = {
    connectTimeout: Math.max(timeoutMs, 500),
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2000),
    lazyConnect: false,
  };
  switch (role) {
    case 'client':
      return { ...base, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: timeoutMs };
    case 'worker':
      return { ...base, enableOfflineQueue: true, maxRetriesPerRequest: null };
    case 'subscriber':
      return { ...base, enableOfflineQueue: true, maxRetriesPerRequest: null, autoResubscribe: true };
  }
}

/** Open a Redis connection for a role. The caller owns it and must quit() it. */
export function createRedis(url: string, role: RedisRole, timeoutMs: number, onError?: (err: Error) => void): Redis {
  const redis = new Redis(url, redisOptions(role, timeoutMs));
  // An 'error' listener is mandatory: without one ioredis errors crash the process.
  redis.on('error', (err) => onError?.(err));
  return redis;
}

/** Resolve once the connection is ready, or reject after timeoutMs. */
export async function waitForRedis(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => { cleanup(); reject(new Error(`Redis not ready after ${timeoutMs} ms`)); }, timeoutMs);
    const onReady = () => { cleanup(); resolve(); };
    const cleanup = () => { clearTimeout(timer); redis.off('ready', onReady); };
    redis.on('ready', onReady);
  });
}

/** Warn when Redis may evict keys: BullMQ and the limiters need maxmemory-policy noeviction. */
export async function checkEvictionPolicy(redis: Redis, warn: (msg: string) => void): Promise<string | null> {
  try {
    const reply = (await redis.config('GET', 'maxmemory-policy')) as string[];
    const policy = reply?.[1] ?? null;
    if (policy && policy !== 'noeviction') warn(`Redis maxmemory-policy is "${policy}"; set it to "noeviction" or queued jobs and limits may be evicted.`);
    return policy;
  } catch {
    return null; // CONFIG may be disabled on managed Redis; nothing to check then.
  }
}
