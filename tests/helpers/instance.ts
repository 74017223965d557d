import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requester, type Harness } from './harness.js';
import { buildApp } from '../../api/app.js';
import type { AppDeps } from '../../api/deps.js';
import { ApiKeyVerifier, verifierProtection } from '../../shared/auth/key-verifier.js';
import { createRedis, redisTarget, waitForRedis } from '../../shared/redis/connections.js';

/** A second API instance: its own app, key cache and pub/sub connection, same Postgres and Redis. */
export interface SecondInstance {
  deps: AppDeps;
  /** http://127.0.0.1:port of this instance. */
  baseUrl: string;
  request: Harness['request'];
  close(): Promise<void>;
}

/**
 * Build another app with buildApp over the harness's Postgres and Redis (as a second API
 * process would be), with its own key cache (cacheTtlMs, default 60 s: long, so only an
 * invalidation can make it forget) on its own subscriber connection.
 */
export async function startSecondInstance(h: Harness, options: { cacheTtlMs?: number } = {}): Promise<SecondInstance> {
  const subscriber = createRedis(redisTarget(h.config), 'subscriber', h.config.dependencyTimeoutMs);
  await waitForRedis(subscriber, 5000);
  const keys = new ApiKeyVerifier({
    orm: h.orm, subscriber, prefix: h.config.redisPrefix, hashSecret: h.config.keys.hashSecret,
    cacheTtlMs: options.cacheTtlMs ?? 60_000, now: h.app.now, ...verifierProtection(h.config, h.redis),
  });
  await keys.start();
  const deps: AppDeps = { ...h.app, subscriber, keys };
  const server: Server = createServer(buildApp(deps).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    deps,
    baseUrl,
    request: requester(baseUrl),
    async close() {
      await new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections(); });
      await keys.close();
      await subscriber.quit();
    },
  };
}
