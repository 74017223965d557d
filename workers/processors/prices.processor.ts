import { UnrecoverableError, type Job } from 'bullmq';
import { priceFetchJob, priceRefreshJob } from '../../shared/jobs/prices.js';
import type { Network } from '../../shared/chain/token-list.js';
import { createNetworkPriceSource, hasOwnMarket, priceStoreOf } from '../../shared/prices/price-network.js';
import { PriceRefresher } from '../../shared/prices/price-refresher.js';
import type { PriceProvider } from '../../shared/prices/price-provider.js';
import { JUPITER_PRICE_IDS_PER_CALL } from '../../shared/prices/jupiter-price-provider.js';
import { isFresh, PriceStore } from '../../shared/prices/price-store.js';
import { jupiterBudget } from '../../shared/swap/swap-venue.js';
import { ProviderBreakers } from '../../shared/upstream/circuit-breaker.js';
import type { WorkerDeps } from '../deps.js';

/**
 * The PriceRefresher of a network's market in a worker process: the configured providers (or
 * deps.prices, for mainnet) over that market's Redis price cache (see price-network.ts).
 */
export function priceRefresherOf(deps: WorkerDeps, network: Network = 'mainnet'): PriceRefresher {
  const { providers } = deps.config;
  return new PriceRefresher(
    priceSourceOf(deps, network),
    priceStoreOf(deps.redis, deps.config.redisPrefix, network, providers),
    { retentionMs: providers.priceRetentionMs, freshnessMs: providers.priceFreshnessMs },
    deps.now ?? Date.now,
  );
}

const sources = new WeakMap<WorkerDeps, Map<Network, PriceProvider>>();

/**
 * The price source of a network's market in this process, one per network (so the prices
 * queue and the builds' USD prices share its batches): deps.prices for mainnet when given,
 * else the configured providers, Jupiter's calls within the shared JUPITER_RPS budget in its
 * low-priority lane (builds' swap calls come first), each provider behind its circuit breaker.
 */
function priceSourceOf(deps: WorkerDeps, network: Network): PriceProvider {
  let byNetwork = sources.get(deps);
  if (!byNetwork) sources.set(deps, (byNetwork = new Map()));
  let source = byNetwork.get(network);
  if (!source) {
    const { providers } = deps.config;
    const own = hasOwnMarket(network, providers);
    source = (own ? null : deps.prices) ?? createNetworkPriceSource(network, providers, jupiterBudget(deps.redis, deps.config.redisPrefix, providers).lowPriority(Math.max(providers.jupiterBudgetWaitMs, providers.priceFetchDeadlineMs)), new ProviderBreakers(deps.redis, deps.config.redisPrefix));
    byNetwork.set(network, source);
  }
  return source;
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
  // Whether the last refresh of this process met failing providers: an outage is logged once
  // when it starts and once when it ends, not at every refresh (an offline machine would log
  // the same warning every PRICE_REFRESH_INTERVAL_MS forever).
  let outage = false;
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
        if (failed.length > 0 && !outage) {
          outage = true;
          deps.logger.warn({ queue: job.queueName, jobId: job.id, failed: failed.length, errors: [...new Set(outcome.failed.map((f) => f.error.message))] }, 'price refresh: every provider failed for some tokens; their last known prices stay (served stale). Logged once until the providers answer again');
        } else if (failed.length > 0) {
          deps.logger.debug({ queue: job.queueName, jobId: job.id, failed: failed.length }, 'price refresh: providers still failing');
        } else if (outage) {
          outage = false;
          deps.logger.info({ queue: job.queueName, jobId: job.id, refreshed: outcome.quotes.size }, 'price refresh: the providers answer again');
        }
        return { refreshed: outcome.quotes.size, unpriced: outcome.unpriced.length, failed: failed.length };
      }
      case priceFetchJob.jobName: {
        priceFetchJob.assertPayload(job.data);
        const own = job.data.network === 'devnet' && devnet;
        // Mints another fetch (of this process or another) refreshed since the read are not
        // asked for again: the waiting reads find them in the cache.
        const cache = own ? priceStoreOf(deps.redis, deps.config.redisPrefix, 'devnet', deps.config.providers) : store;
        // Other reads' mints waiting for a fetch come along, up to one Price API batch.
        const wanted = await cache.takeWanted(JUPITER_PRICE_IDS_PER_CALL);
        const mints = [...new Set([...job.data.mints, ...wanted])];
        const cached = await cache.read(mints);
        const due = mints.filter((m) => { const q = cached.get(m); return !q || !isFresh(q, now(), deps.config.providers.priceFreshnessMs); });
        const outcome = await (own ? devnet : refresher).refresh(due);
        return { refreshed: outcome.quotes.size, unpriced: outcome.unpriced.length, failed: outcome.failed.flatMap((f) => f.mints).length };
      }
      default:
        throw new UnrecoverableError(`The prices queue has no job named ${job.name}.`);
    }
  };
}
