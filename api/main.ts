import { loadConfig } from '../config/index.js';
import { ApiKeyVerifier } from '../shared/auth/key-verifier.js';
import { ChainClients } from '../shared/chain/rpc.js';
import { createOrm } from '../shared/db/orm.js';
import { QueueSet } from '../shared/jobs/define-queue.js';
import { RecordWaiter } from '../shared/jobs/record-notifier.js';
import { createLogger } from '../shared/logging/logger.js';
import { ServiceMetrics } from '../shared/metrics/metrics.js';
import { RateLimiter } from '../shared/ratelimit/rate-limiter.js';
import { checkEvictionPolicy, createRedis } from '../shared/redis/connections.js';
import { onShutdown } from '../shared/runtime/shutdown.js';
import { UsageRecorder } from '../shared/usage/usage-recorder.js';
import { buildApp } from './app.js';

/** The API process: connect, build the app, listen, and stop gracefully. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, name: 'api' });
  const onRedisError = (err: Error) => logger.warn({ err: err.message }, 'redis connection error');
  const redis = createRedis(config.redisUrl, 'client', config.dependencyTimeoutMs, onRedisError);
  const subscriber = createRedis(config.redisUrl, 'subscriber', config.dependencyTimeoutMs, onRedisError);
  const orm = await createOrm(config, logger);
  const metrics = new ServiceMetrics('api');
  const queues = new QueueSet(redis, config.redisPrefix, config.jobs, config.dependencyTimeoutMs);
  const waiter = new RecordWaiter(subscriber, config.redisPrefix);
  redis.once('ready', () => void checkEvictionPolicy(redis, (msg) => logger.warn(msg)));
  const keys = new ApiKeyVerifier({ orm, subscriber, prefix: config.redisPrefix, hashSecret: config.keys.hashSecret, cacheTtlMs: config.keys.cacheTtlMs });
  const limiter = new RateLimiter(redis, { prefix: config.redisPrefix });
  const usage = new UsageRecorder({ orm, logger });
  await Promise.all([waiter.start(), keys.start()]);

  // /readyz also asks each network's Solana RPC (live keys use mainnet, test keys devnet).
  const chain = ChainClients.fromConfig(config, metrics);
  const readiness = { 'solana-mainnet': chain.readiness('mainnet'), 'solana-devnet': chain.readiness('devnet') };
  const app = buildApp({ config, orm, redis, subscriber, queues, waiter, logger, metrics, keys, limiter, usage }, { readiness });
  const server = app.listen(config.port, config.host, () => {
    logger.info({ url: `http://${config.host}:${config.port}` }, 'API listening');
  });
  server.keepAliveTimeout = 65_000; // above common load balancer idle timeouts

  onShutdown(logger, config.shutdownGraceMs, async () => {
    await new Promise<void>((resolve) => { server.close(() => resolve()); server.closeIdleConnections(); });
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
