import type { Network } from '../../shared/chain/token-list.js';
import { priceMintOf } from '../../shared/prices/price-network.js';
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
