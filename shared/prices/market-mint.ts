import type { Network } from '../chain/token-list.js';
import type { NetworkTokens } from '../chain/token-registry.js';

/**
 * The mainnet mint whose market price prices `mint` of `network`, or null when it has none.
 *
 * Prices are market prices, and markets are on mainnet. A mainnet mint is priced as itself. A
 * devnet mint is priced as itself when the mainnet registry holds the same address (the local
 * cluster recreates mainnet mints at their addresses), else by the mainnet registry's mint of
 * the same registry symbol (devnet USDC 4zMMC9… → mainnet USDC EPjFWd…). A devnet mint outside
 * the registry, or whose symbol mainnet lacks (the FEE test token), has no market price.
 */
export function marketMintOf(network: Network, mint: string, networkTokens: NetworkTokens, mainnetTokens: NetworkTokens): string | null {
  if (network === 'mainnet' || mainnetTokens.byMint(mint)) return mint;
  const token = networkTokens.byMint(mint);
  if (!token || token.source !== 'registry') return null;
  return mainnetTokens.resolve(token.symbol)?.mint ?? null;
}
