/**
 * The one table the local market is priced from: a reference USD price and a pool depth per
 * test-network token, with the date and source of the figures.
 *
 * Source and date: approximate market levels of mid-2025 (2025-07), rounded by hand from public
 * price pages (CoinGecko, Jupiter); they are NOT live data and are not meant to track the real
 * market. Depth is the USD value a pool of the token holds (both sides together); a pair's pool
 * takes the smaller depth of its two tokens, and its fee the larger fee.
 */
export const REFERENCE_DATE = '2025-07';
export const REFERENCE_SOURCE = 'approximate mid-2025 market levels, rounded (CoinGecko, Jupiter); not live data';

export interface ReferenceToken {
  symbol: string;
  /** USD per whole token. */
  priceUsd: number;
  /** USD held by a pool of this token, both sides together. */
  depthUsd: number;
  /** Swap fee of its pools, in basis points. */
  feeBps: number;
}

export const REFERENCE_TOKENS: readonly ReferenceToken[] = [
  { symbol: 'SOL', priceUsd: 150, depthUsd: 50_000_000, feeBps: 4 },
  { symbol: 'USDC', priceUsd: 1, depthUsd: 50_000_000, feeBps: 1 },
  { symbol: 'USDT', priceUsd: 1, depthUsd: 20_000_000, feeBps: 1 },
  { symbol: 'PYUSD', priceUsd: 1, depthUsd: 5_000_000, feeBps: 1 },
  { symbol: 'mSOL', priceUsd: 190, depthUsd: 5_000_000, feeBps: 4 },
  { symbol: 'JitoSOL', priceUsd: 185, depthUsd: 10_000_000, feeBps: 4 },
  { symbol: 'bSOL', priceUsd: 180, depthUsd: 2_000_000, feeBps: 4 },
  { symbol: 'JUP', priceUsd: 0.5, depthUsd: 5_000_000, feeBps: 25 },
  { symbol: 'JTO', priceUsd: 2, depthUsd: 2_000_000, feeBps: 25 },
  { symbol: 'PYTH', priceUsd: 0.15, depthUsd: 2_000_000, feeBps: 25 },
  { symbol: 'RAY', priceUsd: 2.5, depthUsd: 3_000_000, feeBps: 25 },
  { symbol: 'ORCA', priceUsd: 2.5, depthUsd: 1_000_000, feeBps: 25 },
  { symbol: 'RENDER', priceUsd: 3.5, depthUsd: 1_000_000, feeBps: 25 },
  { symbol: 'HNT', priceUsd: 3, depthUsd: 1_000_000, feeBps: 25 },
  { symbol: 'W', priceUsd: 0.08, depthUsd: 1_000_000, feeBps: 25 },
  { symbol: 'BONK', priceUsd: 0.00002, depthUsd: 5_000_000, feeBps: 30 },
  { symbol: 'WIF', priceUsd: 1, depthUsd: 3_000_000, feeBps: 30 },
  { symbol: 'POPCAT', priceUsd: 0.3, depthUsd: 1_000_000, feeBps: 30 },
];
