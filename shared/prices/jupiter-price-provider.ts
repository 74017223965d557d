import { AppError } from '../errors/app-error.js';
import { chunk, optionalFigure, plausiblePrice, plausibleSymbol, PLAUSIBLE, type PriceProvider, type PriceQuote } from './price-provider.js';
import { providerErrorMessage, requestProviderJson } from './provider-http.js';
import type { UpstreamBudget } from '../upstream/upstream-budget.js';

/** Where and how to reach Jupiter (settings JUPITER_API_URL, JUPITER_API_KEY, PROVIDER_TIMEOUT_MS). */
export interface JupiterPriceProviderOptions {
  /** API base without a trailing path, e.g. https://api.jup.ag. */
  baseUrl: string;
  /** Sent as `x-api-key` when non-empty (api.jup.ag: keyless 0.5 requests/s, a key 1 and up). */
  apiKey?: string;
  /** The shared request budget every call waits for (JUPITER_RPS); none for a venue of our own. */
  budget?: UpstreamBudget;
  /** Deadline of one HTTP call, in ms. */
  timeoutMs: number;
  /** The provider's name, as quotes' `source` and errors show it; default `jupiter`. */
  name?: string;
}

/** Price API v3 prices at most 50 mints per call (dev.jup.ag, "How to get token price"). */
export const JUPITER_PRICE_IDS_PER_CALL = 50;
/** Tokens API v2 search takes at most 100 comma-separated mints per query (dev.jup.ag Tokens v2 reference). */
export const JUPITER_SEARCH_MINTS_PER_CALL = 100;

const PROVIDER = 'jupiter';

/** A mint the provider answered with figures that fail the plausibility checks. */
const IMPLAUSIBLE = 'implausible';

interface PriceEntry {
  price: number;
  change24h: number;
  lastUpdated: string;
}

interface TokenEntry {
  symbol: string;
  volume24h: number;
  marketCap: number;
}

/**
 * Prices from Jupiter: Price API v3 (`GET /price/v3?ids=`) for the USD price and 24-hour change,
 * Tokens API v2 (`GET /tokens/v2/search?query=<mints>`) for the symbol, 24-hour volume
 * (`stats24h.buyVolume + stats24h.sellVolume`) and market cap (`mcap`, else `fdv`). Both are
 * called in parallel, in batches within their documented limits.
 *
 * A mint is answered only when both APIs know it. Figures that are 0 because Jupiter has none:
 * `change24h` when `priceChange24h` is null, `volume24h` when `stats24h` is absent, `marketCap`
 * when both `mcap` and `fdv` are absent. Price v3 carries a block id rather than a time, so
 * `lastUpdated` is when Jupiter answered.
 */
export class JupiterPriceProvider implements PriceProvider {
  readonly name: string;
  private readonly baseUrl: string;
  private readonly headers: Record<string, string>;

  constructor(private readonly options: JupiterPriceProviderOptions) {
    this.name = options.name ?? PROVIDER;
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.headers = options.apiKey ? { 'x-api-key': options.apiKey } : {};
  }

  async getPrices(mints: readonly string[]): Promise<Map<string, PriceQuote>> {
    const wanted = [...new Set(mints)];
    const quotes = new Map<string, PriceQuote>();
    if (wanted.length === 0) return quotes;

    const [priceBatches, tokenBatches] = await Promise.all([
      Promise.allSettled(chunk(wanted, JUPITER_PRICE_IDS_PER_CALL).map((ids) => this.fetchPrices(ids))),
      Promise.allSettled(chunk(wanted, JUPITER_SEARCH_MINTS_PER_CALL).map((ids) => this.fetchTokens(ids))),
    ]);
    const prices = mergeFulfilled(priceBatches);
    const tokens = mergeFulfilled(tokenBatches);

    const implausible: string[] = [];
    for (const mint of wanted) {
      const price = prices.get(mint);
      const token = tokens.get(mint);
      if (price === undefined || token === undefined) continue;
      if (price === IMPLAUSIBLE || token === IMPLAUSIBLE) {
        implausible.push(mint);
        continue;
      }
      quotes.set(mint, { mint, symbol: token.symbol, price: price.price, change24h: price.change24h, volume24h: token.volume24h, marketCap: token.marketCap, lastUpdated: price.lastUpdated, source: this.name });
    }

    if (quotes.size === 0) {
      const failed = [...priceBatches, ...tokenBatches].find((r) => r.status === 'rejected');
      if (failed) throw failed.reason;
      if (implausible.length > 0) {
        throw new AppError('upstream_error', `${PROVIDER} answered implausible figures for every priced mint; try again shortly.`, {
          details: { provider: PROVIDER, mints: implausible },
        });
      }
    }
    return quotes;
  }

  private async fetchPrices(ids: string[]): Promise<Map<string, PriceEntry | typeof IMPLAUSIBLE>> {
    const body = await this.getJson('/price/v3', `ids=${ids.map(encodeURIComponent).join(',')}`, 'Price API');
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw unexpectedShape('Price API', 'an object keyed by mint');
    const lastUpdated = new Date().toISOString();
    const entries = new Map<string, PriceEntry | typeof IMPLAUSIBLE>();
    for (const mint of ids) {
      const entry = (body as Record<string, unknown>)[mint];
      // Jupiter leaves out (or nulls) mints it has no reliable price for: not answered.
      if (entry === undefined || entry === null) continue;
      const { usdPrice, priceChange24h } = (typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
      const price = plausiblePrice(usdPrice);
      const change24h = optionalFigure(priceChange24h, PLAUSIBLE.minChangePct, PLAUSIBLE.maxChangePct);
      entries.set(mint, price === undefined || change24h === undefined ? IMPLAUSIBLE : { price, change24h, lastUpdated });
    }
    return entries;
  }

  private async fetchTokens(ids: string[]): Promise<Map<string, TokenEntry | typeof IMPLAUSIBLE>> {
    const body = await this.getJson('/tokens/v2/search', `query=${ids.map(encodeURIComponent).join(',')}`, 'Tokens API');
    if (!Array.isArray(body)) throw unexpectedShape('Tokens API', 'an array of tokens');
    const asked = new Set(ids);
    const entries = new Map<string, TokenEntry | typeof IMPLAUSIBLE>();
    for (const item of body as unknown[]) {
      if (typeof item !== 'object' || item === null) continue;
      const token = item as Record<string, unknown>;
      if (typeof token.id !== 'string' || !asked.has(token.id) || entries.has(token.id)) continue;
      entries.set(token.id, readToken(token));
    }
    return entries;
  }

  private async getJson(path: string, query: string, api: string): Promise<unknown> {
    const { status, body } = await requestProviderJson({
      provider: PROVIDER,
      url: `${this.baseUrl}${path}?${query}`,
      timeoutMs: this.options.timeoutMs,
      headers: this.headers,
      budget: this.options.budget,
    });
    const error = providerErrorMessage(body);
    if (status !== 200 || error !== undefined) {
      throw new AppError('upstream_error', `${PROVIDER} ${api} answered HTTP ${status}${error ? `: ${error}` : ''}; check JUPITER_API_URL and JUPITER_API_KEY, or try again shortly.`, {
        details: { provider: PROVIDER, status, ...(error ? { providerMessage: error } : {}) },
      });
    }
    return body;
  }
}

function readToken(token: Record<string, unknown>): TokenEntry | typeof IMPLAUSIBLE {
  const symbol = plausibleSymbol(token.symbol);
  const marketCap = optionalFigure(token.mcap ?? token.fdv, 0, PLAUSIBLE.maxMarketCapUsd);
  const stats = token.stats24h;
  let volume24h: number | undefined = 0;
  if (stats !== undefined && stats !== null) {
    if (typeof stats !== 'object') return IMPLAUSIBLE;
    const { buyVolume, sellVolume } = stats as Record<string, unknown>;
    const buy = optionalFigure(buyVolume, 0, PLAUSIBLE.maxVolumeUsd);
    const sell = optionalFigure(sellVolume, 0, PLAUSIBLE.maxVolumeUsd);
    volume24h = buy === undefined || sell === undefined ? undefined : buy + sell;
  }
  if (symbol === undefined || marketCap === undefined || volume24h === undefined) return IMPLAUSIBLE;
  return { symbol, volume24h, marketCap };
}

function unexpectedShape(api: string, expected: string): AppError {
  return new AppError('upstream_error', `${PROVIDER} ${api} answered something other than ${expected}; try again shortly.`, {
    details: { provider: PROVIDER },
  });
}

function mergeFulfilled<V>(batches: PromiseSettledResult<Map<string, V>>[]): Map<string, V> {
  const merged = new Map<string, V>();
  for (const batch of batches) if (batch.status === 'fulfilled') for (const [mint, value] of batch.value) merged.set(mint, value);
  return merged;
}
