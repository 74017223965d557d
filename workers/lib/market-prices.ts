import type { Network } from '../../shared/chain/token-list.js';
import { priceMintOf } from '../../shared/prices/price-network.js';
import type { UsdPriceSource } from '../../shared/transactions/index.js';
import type { WorkerDeps } from '../deps.js';
import { priceRefresherOf } from '../processors/prices.processor.js';

/**
 * USD prices for the builder (amounts given in dollars) and build volumes: the market
 * price of a token (mainnet's, or the network's own market: price-network.ts), from the price cache or fetched now; a last known price stands
 * in when every provider fails. Null when no provider prices the token.
 */
export function marketUsdPrices(deps: WorkerDeps): UsdPriceSource {
  const refreshers = { mainnet: priceRefresherOf(deps), devnet: priceRefresherOf(deps, 'devnet') };
  return {
    async usdPrice(network: Network, mint: string): Promise<number | null> {
      const [tokens, mainnet] = await Promise.all([deps.registry.tokens(network), deps.registry.tokens('mainnet')]);
      const market = priceMintOf(network, mint, tokens, mainnet, deps.config.providers);
      if (!market) return null;
      return (await refreshers[network].current([market])).get(market)?.quote.price ?? null;
    },
  };
}
