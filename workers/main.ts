import { loadConfig } from '../config/index.js';
import { createOrm } from '../shared/db/orm.js';
import { QueueSet } from '../shared/jobs/define-queue.js';
import { createLogger } from '../shared/logging/logger.js';
import { ServiceMetrics } from '../shared/metrics/metrics.js';
import { checkEvictionPolicy, createRedis, waitForRedis, redisTarget } from '../shared/redis/connections.js';
import { onShutdown } from '../shared/runtime/shutdown.js';
import { startWorkers } from './host.js';
import { buildProcessors, SWEPT_RECORDS } from './processors/index.js';
import { requeueOrphanedLandings, stopLandingLoops } from './processors/landing.processor.js';
import { sweepStuckRecords } from './lib/record-sweeper.js';
import { watchCatalogue } from '../shared/catalogue/token-index.js';
import { keepSchedulesRegistered } from './lib/schedules.js';
import { webhookRelay } from './lib/webhook-relay.js';
import { createWorkerServices } from './deps.js';
import { DependencyWatch, workerOpsServer } from './lib/ops-server.js';
import { ClusterIdentity } from '../shared/chain/cluster-identity.js';
import { retiredJupiterHostWarning } from '../shared/swap/swap-venue.js';

/** The worker process: one BullMQ Worker per queue, its own /metrics, graceful stop. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, name: 'worker' });
  const onRedisError = (err: Error) => logger.warn({ err: err.message }, 'redis connection error');
  const redis = createRedis(redisTarget(config), 'client', config.dependencyTimeoutMs, onRedisError);
  const workerRedis = createRedis(redisTarget(config), 'worker', config.dependencyTimeoutMs, onRedisError);
  workerRedis.once('ready', () => void checkEvictionPolicy(workerRedis, (msg) => logger.warn(msg)));
  const orm = await createOrm(config, logger);
  const metrics = new ServiceMetrics('worker');
  // At start: is each network's RPC its cluster? (docs/deployment.md, "Cluster identity"; logged, and re-checked.)
  const identity = ClusterIdentity.forConfig(config, logger, metrics);
  const retired = retiredJupiterHostWarning(config.providers.jupiterApiUrl);
  if (retired) logger.warn({ jupiterApiUrl: config.providers.jupiterApiUrl }, retired);
  const queues = new QueueSet(redis, config.redisPrefix, config.jobs, config.dependencyTimeoutMs);
  const deps = { config, orm, redis, workerRedis, queues, logger, metrics, ...createWorkerServices(config, orm, metrics) };
  const host = startWorkers(deps, buildProcessors(deps));
  // The repeatable jobs (price refresh, history sweep, analytics rollup): BullMQ job schedulers,
  // upserted by every worker process at start and again on every reconnect to Redis.
  await waitForRedis(redis, 10_000).catch(() => undefined);
  await queues.warm(5000);
  const stopSchedules = await keepSchedulesRegistered(redis, queues, config, logger);
  // The webhook outbox relay: outbox events → deliveries → jobs (docs/webhooks.md).
  const relay = webhookRelay(deps);
  // The token catalogue in memory, kept current by tokens_changed notifications (docs/intents.md).
  const stopCatalogue = deps.catalogue ? watchCatalogue(deps.catalogue, { databaseUrl: config.databaseUrlDirect || config.databaseUrl, logger, connectTimeoutMs: config.dependencyTimeoutMs }) : null;
  logger.info({ queues: host.workers.map((w) => w.name), concurrency: config.jobs.concurrency }, 'workers started');

  // /metrics and /healthz on WORKER_METRICS_PORT: /healthz answers 503 once Redis or Postgres has
  // been away for WORKER_UNHEALTHY_AFTER_MS (the liveness probe of deploy/kubernetes).
  const watch = DependencyWatch.forWorker(deps, config.jobs.unhealthyAfterMs, config.dependencyTimeoutMs).start();
  const metricsServer = workerOpsServer(metrics, watch).listen(config.jobs.metricsPort, config.host);

  // Re-queue records whose job was lost, fail those past JOB_STALE_AFTER_MS. Several worker
  // processes may sweep at once; enqueueing by jobId and the conditional update make that harmless.
  let sweeping = false;
  const sweeper = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweepStuckRecords(deps, SWEPT_RECORDS, (name) => queues.get(name))
      .then(() => requeueOrphanedLandings(deps))
      .catch((err) => logger.warn({ err: err.message }, 'sweep failed'))
      .finally(() => { sweeping = false; });
  }, config.jobs.sweepIntervalMs);

  onShutdown(logger, config.shutdownGraceMs, async () => {
    clearInterval(sweeper);
    identity.stop();
    stopLandingLoops(deps);
    stopSchedules();
    await stopCatalogue?.();
    await relay.close();
    await host.close(Math.max(config.shutdownGraceMs - 1000, 500));
    watch.stop();
    metricsServer.close();
    await queues.close();
    await orm.close();
    await Promise.allSettled([redis.quit(), workerRedis.quit()]);
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
