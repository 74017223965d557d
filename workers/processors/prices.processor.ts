import { UnrecoverableError, type Job } from 'bullmq';
import { priceFetchJob, priceRefreshJob } from '../../shared/jobs/prices.js';
import type { Network } from '../../shared/chain/token-list.js';
import { createNetworkPriceSource, hasOwnMarket, priceStoreOf } from '../../shared/prices/price-network.js';
import { PriceRefresher } from '../../shared/prices/price-refresher.js';
import { PriceStore } from '../../shared/prices/price-store.js';
import type { WorkerDeps } from '../deps.js';

/**
 * The PriceRefresher of a network's market in a worker process: the configured providers (or
 * deps.prices, for mainnet) over that market's Redis price cache (see price-network.ts).
 */
export function priceRefresherOf(deps: WorkerDeps, network: Network = 'mainnet'): PriceRefresher {
  const { providers } = deps.config;
  const own = hasOwnMarket(network, providers);
  return new PriceRefresher(
    (own ? null : deps.prices) ?? createNetworkPriceSource(network, providers),
    priceStoreOf(deps.redis, deps.config.redisPrefix, network, providers),
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
 *   then announce the jobId so the waiting reads look at the cache again (the host does, once
 *   BullMQ has finished the job: ANNOUNCED_WHEN_FINISHED).
 * Provider failures are outcomes (recorded as misses, last known prices kept), not job
 * failures; only a crash or Redis trouble is retried.
 */
export function pricesProcessor(deps: WorkerDeps) {
  const refresher = priceRefresherOf(deps);
  const devnet = hasOwnMarket('devnet', deps.config.providers) ? priceRefresherOf(deps, 'devnet') : null;
  const store = new PriceStore(deps.redis, deps.config.redisPrefix);
  const now = deps.now ?? Date.now;
  return async (job: Job): Promise<unknown> => {
    switch (job.name) {
      case priceRefreshJob.jobName: {
        const { priceTrackWindowMs, priceTrackedMax } = deps.config.providers;
        const registry = (await deps.registry.tokens('mainnet')).all().filter((t) => t.source === 'registry').map((t) => t.mint);
        const tracked = await store.tracked(now() - priceTrackWindowMs, priceTrackedMax);
        const outcome = await refresher.refresh([...registry, ...tracked]);
        // A devnet with a market of its own: its registry tokens, from that market.
        if (devnet) {
          const own = await devnet.refresh((await deps.registry.tokens('devnet')).all().filter((t) => t.source === 'registry').map((t) => t.mint));
          outcome.failed.push(...own.failed);
        }
        const failed = outcome.failed.flatMap((f) => f.mints);
        if (failed.length > 0) {
          deps.logger.warn({ queue: job.queueName, jobId: job.id, failed: failed.length, errors: outcome.failed.map((f) => f.error.message) }, 'price refresh: every provider failed for some tokens; their last known prices stay (served stale)');
        }
        return { refreshed: outcome.quotes.size, unpriced: outcome.unpriced.length, failed: failed.length };
      }
      case priceFetchJob.jobName: {
        priceFetchJob.assertPayload(job.data);
        const outcome = await (job.data.network === 'devnet' && devnet ? devnet : refresher).refresh(job.data.mints);
        return { refreshed: outcome.quotes.size, unpriced: outcome.unpriced.length, failed: outcome.failed.flatMap((f) => f.mints).length };
      }
      default:
        throw new UnrecoverableError(`The prices queue has no job named ${job.name}.`);
    }
  };
}
