import type { MarketToken } from '../market/market-maker.js';
import type { UniverseToken } from './universe.js';

/** The universe's tokens as the market trades them (the no-metadata token goes by its mint's first characters). */
export function universeMarketTokens(universe: readonly UniverseToken[]): MarketToken[] {
  return universe.map((t) => ({
    symbol: t.symbol ?? t.mint.slice(0, 6),
    name: t.name ?? t.mint,
    mint: t.mint,
    decimals: t.decimals,
    tokenProgram: t.tokenProgram,
    priceUsd: t.priceUsd,
    depthUsd: t.depthUsd,
    feeBps: t.feeBps,
  }));
}
