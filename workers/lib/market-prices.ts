import type { Network } from '../../shared/chain/token-list.js';
import { priceFetchJob, priceFetchRequest } from '../../shared/jobs/prices.js';
import { hasOwnMarket, priceMintOf, priceStoreOf } from '../../shared/prices/price-network.js';
import { isFresh } from '../../shared/prices/price-store.js';
import type { UsdPriceSource, UsdQuote } from '../../shared/transactions/index.js';
import type { WorkerDeps } from '../deps.js';
import { priceRefresherOf } from '../processors/prices.processor.js';

/**
 * USD prices for the builder (amounts given in dollars) and build volumes: the market
 * price of a token (mainnet's, or the network's own market: price-network.ts), from the price cache or fetched now; a last known price stands
 * in when every provider fails. Null when no provider prices the token.
 */
export function marketUsdPrices(deps: WorkerDeps): UsdPriceSource {
  const refreshers = { mainnet: priceRefresherOf(deps), devnet: priceRefresherOf(deps, 'devnet') };
  async function usdQuote(network: Network, mint: string): Promise<UsdQuote | null> {
    const [tokens, mainnet] = await Promise.all([deps.registry.tokens(network), deps.registry.tokens('mainnet')]);
    const market = priceMintOf(network, mint, tokens, mainnet, deps.config.providers);
    if (!market) return null;
    const quote = (await refreshers[network].current([market])).get(market)?.quote;
    return quote ? { price: quote.price, source: quote.source, lastUpdated: quote.lastUpdated } : null;
  }
  return {
    usdQuote,
    async usdPrice(network: Network, mint: string): Promise<number | null> {
      return (await usdQuote(network, mint))?.price ?? null;
    },
  };
}

/**
 * The USD price a build's volume is recorded at (analytics only). A cached market price, current
 * or not, is used as it is (a stale one queues a deduplicated fetch). A token with no cached
 * price at all is fetched, but never waited for on the build's path: the answer is null at
 * once, and the fetch, still going (it fills the cache), is handed to `late` so the caller can
 * record the volume once the build is stored. Fetching whenever the cached price had aged out
 * made builds wait for the price provider, up to its timeout (4 s by default) with Jupiter slow
 * or unreachable; waiting a bounded 250 ms still put 250 ms into the p99 of every load whose
 * provider answered slowly or not at all (the scale bench's live keys on this offline machine:
 * builds at 10/s with p50 19-27 ms and p99 270-340 ms, issue 34; docs/performance.md).
 */
export function cachedVolumePrices(deps: WorkerDeps, prices: UsdPriceSource): (network: Network, mint: string, late?: (price: Promise<number | null>) => void) => Promise<number | null> {
  const now = deps.now ?? Date.now;
  return async (network, mint, late) => {
    const [tokens, mainnet] = await Promise.all([deps.registry.tokens(network), deps.registry.tokens('mainnet')]);
    const market = priceMintOf(network, mint, tokens, mainnet, deps.config.providers);
    if (!market) return null;
    const store = priceStoreOf(deps.redis, deps.config.redisPrefix, network, deps.config.providers);
    const quote = (await store.read([market], [], now())).get(market);
    if (!quote) {
      // Never priced (or long evicted): fetched now, not waited for; the fetch goes on and fills the cache.
      const fetching = prices.usdPrice(network, mint).catch(() => null);
      late?.(fetching);
      return null;
    }
    if (!isFresh(quote, now(), deps.config.providers.priceFreshnessMs)) {
      const fetchNetwork = hasOwnMarket(network, deps.config.providers) ? 'devnet' : 'mainnet';
      const { payload, jobId } = priceFetchRequest([market], fetchNetwork);
      deps.queues.enqueue(priceFetchJob, payload, { jobId }).catch(() => undefined);
    }
    return quote.price;
  };
}
