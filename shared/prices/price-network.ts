import type { Redis } from 'ioredis';
import type { Config } from '../../config/index.js';
import type { Network } from '../chain/token-list.js';
import type { NetworkTokens } from '../chain/token-registry.js';
import { JupiterPriceProvider } from './jupiter-price-provider.js';
import { marketMintOf } from './market-mint.js';
import type { PriceProvider } from './price-provider.js';
import { createMarketPriceSource } from './price-refresher.js';
import { PriceStore } from './price-store.js';
import type { UpstreamBudget } from '../upstream/upstream-budget.js';
import type { ProviderBreakers } from '../upstream/circuit-breaker.js';

/**
 * Whether a network's tokens are priced by a market of their own rather than by mainnet's:
 * devnet when DEVNET_SWAP_API_URL names a venue (the same venue swaps go through).
 */
export function hasOwnMarket(network: Network, providers: Config['providers']): boolean {
  return network === 'devnet' && providers.devnetSwapApiUrl !== '';
}

/** The providers pricing a network: its own venue (Jupiter's Price API shape), else mainnet's Jupiter → DexScreener. */
export function createNetworkPriceSource(network: Network, providers: Config['providers'], budget?: UpstreamBudget, breakers?: ProviderBreakers): PriceProvider {
  if (!hasOwnMarket(network, providers)) return createMarketPriceSource(providers, budget, breakers);
  return new JupiterPriceProvider({ baseUrl: providers.devnetSwapApiUrl, timeoutMs: providers.timeoutMs, name: providers.devnetSwapVenueName });
}

/** The price cache of a network's market: mainnet's, or a separate one under the deployment prefix. */
export function priceStoreOf(redis: Redis, prefix: string, network: Network, providers: Config['providers']): PriceStore {
  return new PriceStore(redis, hasOwnMarket(network, providers) ? `${prefix}:${network}-market` : prefix);
}

/** The mint whose price prices `mint` of `network`: itself on a network with its own market, else marketMintOf. */
export function priceMintOf(network: Network, mint: string, tokens: NetworkTokens, mainnet: NetworkTokens, providers: Config['providers']): string | null {
  if (hasOwnMarket(network, providers)) return mint;
  return marketMintOf(network, mint, tokens, mainnet);
}
