import { UnrecoverableError, type Job } from 'bullmq';
import { publishRecordDone } from '../../shared/jobs/record-notifier.js';
import { priceFetchJob, priceRefreshJob } from '../../shared/jobs/prices.js';
import { createMarketPriceSource, PriceRefresher } from '../../shared/prices/price-refresher.js';
import { PriceStore } from '../../shared/prices/price-store.js';
import type { WorkerDeps } from '../deps.js';

/** The PriceRefresher of a worker process: the configured providers (or deps.prices) over the Redis price cache. */
export function priceRefresherOf(deps: WorkerDeps): PriceRefresher {
  const { providers } = deps.config;
  return new PriceRefresher(
    deps.prices ?? createMarketPriceSource(providers),
    new PriceStore(deps.redis, deps.config.redisPrefix),
    { retentionMs: providers.priceRetentionMs, freshnessMs: providers.priceFreshnessMs },
    deps.now ?? Date.now,
  );
}

/**
 * The `prices` queue, by job name:
 * - `refresh` (repeatable, every PRICE_REFRESH_INTERVAL_MS): refresh the mainnet registry's
 *   tokens plus the mints recently asked for (PRICE_TRACK_WINDOW_MS, at most PRICE_TRACKED_MAX),
 *   in batches within the providers' limits;
 * - `fetch` (on demand, jobId-deduplicated): fetch the mints a read found missing or stale,
 *   then announce the jobId so the waiting reads look at the cache again.
 * Provider failures are outcomes (recorded as misses, last known prices kept), not job
 * failures; only a crash or Redis trouble is retried.
 */
export function pricesProcessor(deps: WorkerDeps) {
  const refresher = priceRefresherOf(deps);
  const store = new PriceStore(deps.redis, deps.config.redisPrefix);
  const now = deps.now ?? Date.now;
  return async (job: Job): Promise<unknown> => {
    switch (job.name) {
      case priceRefreshJob.jobName: {
        const { priceTrackWindowMs, priceTrackedMax } = deps.config.providers;
        const registry = (await deps.registry.tokens('mainnet')).all().filter((t) => t.source === 'registry').map((t) => t.mint);
        const tracked = await store.tracked(now() - priceTrackWindowMs, priceTrackedMax);
        const outcome = await refresher.refresh([...registry, ...tracked]);
        const failed = outcome.failed.flatMap((f) => f.mints);
        if (failed.length > 0) {
          deps.logger.warn({ queue: job.queueName, jobId: job.id, failed: failed.length, errors: outcome.failed.map((f) => f.error.message) }, 'price refresh: every provider failed for some tokens; their last known prices stay (served stale)');
        }
        return { refreshed: outcome.quotes.size, unpriced: outcome.unpriced.length, failed: failed.length };
      }
      case priceFetchJob.jobName: {
        priceFetchJob.assertPayload(job.data);
        const outcome = await refresher.refresh(job.data.mints);
        await publishRecordDone(deps.redis, deps.config.redisPrefix, job.id!);
        return { refreshed: outcome.quotes.size, unpriced: outcome.unpriced.length, failed: outcome.failed.flatMap((f) => f.mints).length };
      }
      default:
        throw new UnrecoverableError(`The prices queue has no job named ${job.name}.`);
    }
  };
}
