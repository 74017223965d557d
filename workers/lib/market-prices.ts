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

/** How long a build waits for a price fetch when no price of the token is cached at all. */
const VOLUME_PRICE_WAIT_MS = 250;

/**
 * The USD price a build's volume is recorded at (analytics only). A cached market price, current
 * or not, is used as it is (a stale one queues a deduplicated fetch); only a token with no cached
 * price at all is fetched on the build's path, and then waited for at most VOLUME_PRICE_WAIT_MS
 * (the fetch goes on and fills the cache; that build's volume is null). Fetching whenever the
 * cached price had aged out made builds wait for the price provider, up to its timeout (4 s by
 * default) with Jupiter slow or unreachable: tails of a second for builds at 50/s on live keys
 * in `npm run bench -- --only builds` on this offline machine (docs/performance.md).
 */
export function cachedVolumePrices(deps: WorkerDeps, prices: UsdPriceSource): (network: Network, mint: string) => Promise<number | null> {
  const now = deps.now ?? Date.now;
  return async (network, mint) => {
    const [tokens, mainnet] = await Promise.all([deps.registry.tokens(network), deps.registry.tokens('mainnet')]);
    const market = priceMintOf(network, mint, tokens, mainnet, deps.config.providers);
    if (!market) return null;
    const store = priceStoreOf(deps.redis, deps.config.redisPrefix, network, deps.config.providers);
    const quote = (await store.read([market], [], now())).get(market);
    if (!quote) {
      // Never priced (or long evicted): fetched now, but waited for briefly; the fetch goes on and fills the cache.
      const fetching = prices.usdPrice(network, mint).catch(() => null);
      return Promise.race([fetching, new Promise<null>((resolve) => setTimeout(() => resolve(null), VOLUME_PRICE_WAIT_MS).unref())]);
    }
    if (!isFresh(quote, now(), deps.config.providers.priceFreshnessMs)) {
      const fetchNetwork = hasOwnMarket(network, deps.config.providers) ? 'devnet' : 'mainnet';
      const { payload, jobId } = priceFetchRequest([market], fetchNetwork);
      deps.queues.enqueue(priceFetchJob, payload, { jobId }).catch(() => undefined);
    }
    return quote.price;
  };
}
