import type { Network } from '../../shared/chain/token-list.js';
import { marketMintOf } from '../../shared/prices/market-mint.js';
import type { UsdPriceSource } from '../../shared/transactions/index.js';
import type { WorkerDeps } from '../deps.js';
import { priceRefresherOf } from '../processors/prices.processor.js';

/**
 * USD prices for the builder (amounts given in dollars) and build volumes: the market
 * (mainnet) price of a token, from the price cache or fetched now; a last known price stands
 * in when every provider fails. Null when no provider prices the token.
 */
export function marketUsdPrices(deps: WorkerDeps): UsdPriceSource {
  const refresher = priceRefresherOf(deps);
  return {
    async usdPrice(network: Network, mint: string): Promise<number | null> {
      const [tokens, mainnet] = await Promise.all([deps.registry.tokens(network), deps.registry.tokens('mainnet')]);
      const market = marketMintOf(network, mint, tokens, mainnet);
      if (!market) return null;
      return (await refresher.current([market])).get(market)?.quote.price ?? null;
    },
  };
}
