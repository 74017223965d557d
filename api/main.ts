import type { AddressInfo } from 'node:net';
import { loadConfig } from '../config/index.js';
import { ApiKeyVerifier, verifierProtection } from '../shared/auth/key-verifier.js';
import { ClusterIdentity } from '../shared/chain/cluster-identity.js';
import { ChainClients } from '../shared/chain/rpc.js';
import { createOrm } from '../shared/db/orm.js';
import { QueueSet } from '../shared/jobs/define-queue.js';
import { RecordWaiter } from '../shared/jobs/record-notifier.js';
import { createLogger } from '../shared/logging/logger.js';
import { ServiceMetrics } from '../shared/metrics/metrics.js';
import { RateLimiter } from '../shared/ratelimit/rate-limiter.js';
import { checkEvictionPolicy, createRedis, redisTarget } from '../shared/redis/connections.js';
import { LoopMonitor } from '../shared/runtime/loop-monitor.js';
import { onShutdown } from '../shared/runtime/shutdown.js';
import { UsageRecorder } from '../shared/usage/usage-recorder.js';
import { buildApp, buildOpsApp } from './app.js';
import { createApiServer } from './http-server.js';
import { httpReachable, jupiterReachable } from './lib/upstream-probe.js';
import { jupiterBudget, retiredJupiterHostWarning } from '../shared/swap/swap-venue.js';

/** The API process: connect, build the app, listen, and stop gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, name: 'api' });
  const onRedisError = (err: Error) => logger.warn({ err: err.message }, 'redis connection error');
  const redis = createRedis(redisTarget(config), 'client', config.dependencyTimeoutMs, onRedisError);
  const subscriber = createRedis(redisTarget(config), 'subscriber', config.dependencyTimeoutMs, onRedisError);
  const orm = await createOrm(config, logger);
  const metrics = new ServiceMetrics('api');
  // At start: is each network's RPC its cluster? (docs/deployment.md, "Cluster identity"; logged, and re-checked.)
  const identity = ClusterIdentity.forConfig(config, logger, metrics);
  const retired = retiredJupiterHostWarning(config.providers.jupiterApiUrl);
  if (retired) logger.warn({ jupiterApiUrl: config.providers.jupiterApiUrl }, retired);
  const queues = new QueueSet(redis, config.redisPrefix, config.jobs, config.dependencyTimeoutMs);
  const waiter = new RecordWaiter(subscriber, config.redisPrefix);
  redis.once('ready', () => void checkEvictionPolicy(redis, (msg) => logger.warn(msg)));
  const keys = new ApiKeyVerifier({ orm, subscriber, prefix: config.redisPrefix, hashSecret: config.keys.hashSecret, cacheTtlMs: config.keys.cacheTtlMs, ...verifierProtection(config, redis, metrics) });
  const limiter = new RateLimiter(redis, { prefix: config.redisPrefix });
  const usage = new UsageRecorder({ orm, logger });
  const loop = new LoopMonitor().start();
  await Promise.all([waiter.start(), keys.start(), queues.warm(5000)]);

  // /readyz and /metrics report the upstreams (degraded, not unready): each network's Solana
  // RPC (live keys use mainnet, test keys devnet), the price providers and the swap API.
  const chain = ChainClients.fromConfig(config, metrics);
  const upstreams = {
    'solana-mainnet': chain.readiness('mainnet'),
    'solana-devnet': chain.readiness('devnet'),
    jupiter: jupiterReachable(jupiterBudget(redis, config.redisPrefix, config.providers), config.providers.jupiterApiUrl, config.providers.timeoutMs),
    dexscreener: httpReachable(config.providers.dexscreenerApiUrl, config.providers.timeoutMs),
  };
  // The process's first fetch (undici loaded and compiled, its first connection and TLS
  // context: 40-55 ms of CPU in one piece) happens here, before the server listens, rather than
  // in the first /metrics scrape's upstream probes while requests are served. The answer does
  // not matter (the scrape probes again).
  void upstreams.dexscreener().catch(() => undefined);
  const app = buildApp({ config, orm, redis, subscriber, queues, waiter, logger, metrics, keys, limiter, usage, loop }, { upstreams });
  const { server, drain } = createApiServer(app, logger);
  server.keepAliveTimeout = 65_000; // above common load balancer idle timeouts
  server.listen(config.port, config.host, () => {
    const { port } = server.address() as AddressInfo; // the bound port, also when PORT=0
    logger.info({ url: `http://${config.host}:${port}` }, 'API listening');
  });

  // OPS_PORT: /readyz and /metrics on an internal port, off the public one.
  const ops = config.http.opsPort ? createApiServer(buildOpsApp({ config, orm, redis, subscriber, queues, waiter, logger, metrics, keys, limiter, usage, loop }, { upstreams }), logger) : null;
  ops?.server.listen(config.http.opsPort, config.host, () => {
    logger.info({ url: `http://${config.host}:${config.http.opsPort}` }, 'operations endpoints (/readyz, /metrics, and /admin/queues with ADMIN_USER/ADMIN_PASSWORD) listening');
  });

  onShutdown(logger, config.shutdownGraceMs, async () => {
    // In-flight requests finish; keep-alive connections close as they go idle.
    await Promise.all([drain(), ops?.drain()]);
    loop.stop();
    identity.stop();
    await queues.close();
    await keys.close();
    await usage.close(); // writes the buffered usage events before the ORM goes
    await orm.close();
    await Promise.allSettled([redis.quit(), subscriber.quit()]);
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
