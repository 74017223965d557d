import { Cluster, Redis, type ClusterOptions, type RedisOptions } from 'ioredis';

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

/**
 * Where Redis is: the single server at `url`, or, with `clusterNodes` (REDIS_CLUSTER_NODES,
 * host:port seeds), a Redis Cluster whose user, password and TLS come from `url`.
 */
export type RedisTarget = string | { url: string; clusterNodes: readonly string[] };

/** The target a configuration names (REDIS_URL, REDIS_CLUSTER_NODES). */
export function redisTarget(config: { redisUrl: string; redisClusterNodes?: readonly string[] }): RedisTarget {
  return config.redisClusterNodes?.length ? { url: config.redisUrl, clusterNodes: config.redisClusterNodes } : config.redisUrl;
}

/**
 * ioredis Cluster options for a role. Per node, the role's own options (fail fast for
 * `client`, wait for `worker` and `subscriber`); for the cluster, the same offline-queue rule,
 * redirections and failover retries bounded so that a client command still answers within
 * about the command timeout while a master is being replaced (the API answers 503 meanwhile;
 * workers and subscribers wait and carry on once the replica is promoted), and sharded pub/sub
 * subscribers (one connection per master) for the subscriber role.
 */
export function clusterOptions(url: string, role: RedisRole, timeoutMs: number): ClusterOptions {
  const parsed = new URL(url);
  const node = redisOptions(role, timeoutMs);
  const failFast = role === 'client';
  return {
    redisOptions: {
      ...node,
      ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
      ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
      ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
    },
    enableOfflineQueue: !failFast,
    clusterRetryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2000),
    // No clusterNodeRetryStrategy: a node's connection is not retried (ioredis's default). When
    // it drops, the commands waiting on it fail with "Connection is closed" and the cluster
    // client sends them again (retryDelayOnFailover, then MOVED or CLUSTERDOWN, at most
    // maxRedirections times) to the slot's master after refreshing the slot map: the replica
    // promoted meanwhile, or the same node restarted. Retrying the dead address instead (as this
    // did) parked those commands with it: workers and subscribers never give up on a command
    // (maxRetriesPerRequest: null), and a node connection dropped from the pool while it was
    // reconnecting kept them for ever, so a worker's moveToFinished, announcement and
    // stalled-job check all waited and its queue stopped (tests/scale/cluster-failover-commands.test.ts).
    retryDelayOnFailover: 100,
    retryDelayOnClusterDown: 100,
    retryDelayOnTryAgain: 100,
    // A client gives up after 16 tries (~2 s: the API answers 503); workers and subscribers wait
    // through a failover (a replica is promoted cluster-node-timeout after its master died, 15 s
    // by default): 600 tries of at least 100 ms, over a minute, then the command fails and BullMQ
    // or the job's own retry takes over.
    maxRedirections: failFast ? 16 : 600,
    slotsRefreshTimeout: Math.max(timeoutMs, 500),
    slotsRefreshInterval: 2000,
    scaleReads: 'master',
    shardedSubscribers: role === 'subscriber',
  };
}

/**
 * Open a Redis connection for a role. The caller owns it and must quit() it.
 *
 * With a cluster target it is an ioredis Cluster, typed as Redis: a Cluster takes the same
 * commands (each routed to its slot's master) and BullMQ takes either. What differs is handled
 * where it matters: pub/sub is sharded (publish() and subscribe() below), keys that one script
 * or pipeline touches share a hash tag (docs/deployment.md), and BullMQ queues carry a
 * hash-tagged prefix (queuePrefix in shared/jobs/define-queue.ts).
 */
export function createRedis(target: RedisTarget, role: RedisRole, timeoutMs: number, onError?: (err: Error) => void): Redis {
  const redis = typeof target === 'string'
    ? new Redis(target, redisOptions(role, timeoutMs))
    : (new Cluster(target.clusterNodes.map(seed), clusterOptions(target.url, role, timeoutMs)) as unknown as Redis);
  // An 'error' listener is mandatory: without one ioredis errors crash the process.
  redis.on('error', (err) => onError?.(err));
  return redis;
}

function seed(node: string): { host: string; port: number } {
  const at = node.lastIndexOf(':');
  return { host: node.slice(0, at), port: Number(node.slice(at + 1)) };
}

/** Whether a connection made by createRedis is a Redis Cluster client. */
export function isCluster(redis: Redis): boolean {
  return (redis as unknown as { isCluster?: boolean }).isCluster === true;
}

/**
 * Publish on a channel: PUBLISH on a single Redis, SPUBLISH (sharded pub/sub, Redis 7) on a
 * cluster, where a plain PUBLISH is broadcast to every node over the cluster bus while a
 * sharded one stays on the shard owning the channel's slot.
 */
export async function publish(redis: Redis, channel: string, message: string): Promise<void> {
  if (isCluster(redis)) await (redis as unknown as { spublish(c: string, m: string): Promise<number> }).spublish(channel, message);
  else await redis.publish(channel, message);
}

/** The event a subscriber connection emits messages with: 'message', or 'smessage' for sharded pub/sub on a cluster. */
export function messageEvent(subscriber: Redis): 'message' | 'smessage' {
  return isCluster(subscriber) ? 'smessage' : 'message';
}

/** SUBSCRIBE to a channel, or SSUBSCRIBE on a cluster (idempotent: subscribing again is harmless). */
export async function subscribeChannel(subscriber: Redis, channel: string): Promise<void> {
  if (isCluster(subscriber)) await (subscriber as unknown as { ssubscribe(c: string): Promise<unknown> }).ssubscribe(channel);
  else await subscriber.subscribe(channel);
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
