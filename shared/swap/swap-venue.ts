import type { Config } from '../../config/index.js';
import type { Network } from '../chain/token-list.js';
import { JupiterSwapClient } from './jupiter-swap-client.js';

/** Where a network's swaps are quoted and built: a Jupiter-shaped API and the name builds show. */
export interface SwapVenue {
  name: string;
  client: JupiterSwapClient;
}

export type SwapVenues = Partial<Record<Network, SwapVenue>>;

/**
 * The configured venue per network: Jupiter (JUPITER_API_URL) for mainnet; for devnet the API
 * at DEVNET_SWAP_API_URL when set (none otherwise: Jupiter routes mainnet only).
 */
export function createSwapVenues(providers: Config['providers']): SwapVenues {
  const venues: SwapVenues = {
    mainnet: { name: 'jupiter', client: new JupiterSwapClient({ baseUrl: providers.jupiterApiUrl, apiKey: providers.jupiterApiKey, timeoutMs: providers.timeoutMs }) },
  };
  if (providers.devnetSwapApiUrl) {
    const name = providers.devnetSwapVenueName;
    venues.devnet = { name, client: new JupiterSwapClient({ baseUrl: providers.devnetSwapApiUrl, timeoutMs: providers.timeoutMs, name }) };
  }
  return venues;
}
