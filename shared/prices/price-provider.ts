/**
 * One token's price as a provider answered it: the spec's Price record plus `source`
 * (api-decisions section 7). Every field is filled; a figure is 0 only where the provider
 * truly has none (each provider documents which).
 */
export interface PriceQuote {
  mint: string;
  symbol: string;
  /** USD per whole token. */
  price: number;
  /** 24-hour price change, in percent. */
  change24h: number;
  /** 24-hour trading volume, USD. */
  volume24h: number;
  /** Market capitalization, USD. */
  marketCap: number;
  /** ISO 8601 time the price was current. */
  lastUpdated: string;
  /** Name of the provider that answered, e.g. `jupiter`. */
  source: string;
}

/**
 * A source of token prices. `getPrices` answers the mints it could price; a mint missing from
 * the map was not answered (unknown to the provider, or answered with implausible figures).
 * It throws an AppError (`timeout` or `upstream_error`) only when it could answer none of them
 * because the provider failed.
 */
export interface PriceProvider {
  readonly name: string;
  getPrices(mints: readonly string[]): Promise<Map<string, PriceQuote>>;
}

/**
 * Bounds past which a provider's figure is nonsense rather than market data. They are wide on
 * purpose (memecoins do move 1000% a day); they catch unit mix-ups and garbage, not markets.
 */
export const PLAUSIBLE = {
  /** USD per token; nothing trades near a billion dollars a token. */
  maxPriceUsd: 1e9,
  /** Percent; a price cannot fall more than 100%. */
  minChangePct: -100,
  maxChangePct: 1e6,
  /** USD; above any token's daily volume or market capitalization by orders of magnitude. */
  maxVolumeUsd: 1e13,
  maxMarketCapUsd: 1e14,
} as const;

/** A USD price: a finite number above 0 and within the plausible bound, else undefined. */
export function plausiblePrice(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= PLAUSIBLE.maxPriceUsd ? value : undefined;
}

/**
 * An optional figure (change, volume, market cap): absent (undefined or null) reads as 0, the
 * provider having no figure; a present value that is not a finite number within [min, max] is
 * nonsense and reads as undefined.
 */
export function optionalFigure(value: unknown, min: number, max: number): number | undefined {
  if (value === undefined || value === null) return 0;
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

/** A token symbol: a non-empty string of at most 32 characters once trimmed, else undefined. */
export function plausibleSymbol(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const symbol = value.trim();
  return symbol.length > 0 && symbol.length <= 32 ? symbol : undefined;
}

/** Splits a list into consecutive chunks of at most `size` items (provider batch limits). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** Significant digits kept of a price, volume or market cap: past them is binary floating-point noise. */
export const SIGNIFICANT_DIGITS = 10;
/** Decimal places kept of a 24-hour change in percent; a smaller change is noise and reads 0. */
export const CHANGE_DECIMALS = 4;

/** A figure to SIGNIFICANT_DIGITS significant digits (149.99999999969998 → 150). */
export function significant(value: number, digits = SIGNIFICANT_DIGITS): number {
  if (!Number.isFinite(value) || value === 0) return value === 0 ? 0 : value;
  return Number(value.toPrecision(digits));
}

/**
 * A quote with honest figures: price, volume and market cap to SIGNIFICANT_DIGITS significant
 * digits, the change to CHANGE_DECIMALS decimal places (-2e-10 % → 0, never -0).
 */
export function cleanQuote(quote: PriceQuote): PriceQuote {
  const change = Math.round(quote.change24h * 10 ** CHANGE_DECIMALS) / 10 ** CHANGE_DECIMALS;
  return {
    ...quote,
    price: significant(quote.price),
    change24h: change === 0 ? 0 : change,
    volume24h: significant(quote.volume24h),
    marketCap: significant(quote.marketCap),
  };
}
