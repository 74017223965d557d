import { createServer } from 'node:http';
import { loadConfig } from '../config/index.js';
import { createOrm } from '../shared/db/orm.js';
import { scheduleAnalyticsRollup } from '../shared/jobs/analytics.js';
import { QueueSet } from '../shared/jobs/define-queue.js';
import { schedulePriceRefresh } from '../shared/jobs/prices.js';
import { scheduleHistorySweep } from '../shared/jobs/wallet-history.js';
import { createLogger } from '../shared/logging/logger.js';
import { ServiceMetrics } from '../shared/metrics/metrics.js';
import { checkEvictionPolicy, createRedis } from '../shared/redis/connections.js';
import { onShutdown } from '../shared/runtime/shutdown.js';
import { startWorkers } from './host.js';
import { buildProcessors, SWEPT_RECORDS } from './processors/index.js';
import { sweepStuckRecords } from './lib/record-sweeper.js';
import { createWorkerServices } from './deps.js';

/** The worker process: one BullMQ Worker per queue, its own /metrics, graceful stop. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel, name: 'worker' });
  const onRedisError = (err: Error) => logger.warn({ err: err.message }, 'redis connection error');
  const redis = createRedis(config.redisUrl, 'client', config.dependencyTimeoutMs, onRedisError);
  const workerRedis = createRedis(config.redisUrl, 'worker', config.dependencyTimeoutMs, onRedisError);
  workerRedis.once('ready', () => void checkEvictionPolicy(workerRedis, (msg) => logger.warn(msg)));
  const orm = await createOrm(config, logger);
  const metrics = new ServiceMetrics('worker');
  const queues = new QueueSet(redis, config.redisPrefix, config.jobs, config.dependencyTimeoutMs);
  const deps = { config, orm, redis, workerRedis, queues, logger, metrics, ...createWorkerServices(config, orm, metrics) };
  const host = startWorkers(deps, buildProcessors(deps));
  // The repeatable price refresh: one BullMQ job scheduler entry, upserted by every worker process.
  await schedulePriceRefresh(queues, config.providers.priceRefreshIntervalMs);
  // The repeatable wallet history sweep (settles and expires built transactions), likewise.
  await scheduleHistorySweep(queues, config.history.sweepIntervalMs);
  // The repeatable analytics rollup (hourly metrics per account), likewise.
  await scheduleAnalyticsRollup(queues, config.analytics.rollupIntervalMs);
  logger.info({ queues: host.workers.map((w) => w.name), concurrency: config.jobs.concurrency }, 'workers started');

  const metricsServer = createServer(async (req, res) => {
    if (req.url === '/metrics') {
      const { contentType, body } = await metrics.render();
      res.writeHead(200, { 'Content-Type': contentType }).end(body);
    } else if (req.url === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    } else {
      res.writeHead(404).end();
    }
  }).listen(config.jobs.metricsPort, config.host);

  // Several worker processes may sweep at once; the conditional update makes that harmless.
  const sweeper = setInterval(() => {
    sweepStuckRecords(deps, SWEPT_RECORDS, (name) => queues.get(name)).catch((err) => logger.warn({ err: err.message }, 'sweep failed'));
  }, Math.max(config.jobs.staleAfterMs / 4, 1000));

  onShutdown(logger, config.shutdownGraceMs, async () => {
    clearInterval(sweeper);
    await host.close(Math.max(config.shutdownGraceMs - 1000, 500));
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
