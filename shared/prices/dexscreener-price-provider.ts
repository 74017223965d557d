import { AppError } from '../errors/app-error.js';
import { chunk, optionalFigure, plausiblePrice, plausibleSymbol, PLAUSIBLE, type PriceProvider, type PriceQuote } from './price-provider.js';
import { providerErrorMessage, requestProviderJson } from './provider-http.js';

/** Where and how to reach DexScreener (settings DEXSCREENER_API_URL, PROVIDER_TIMEOUT_MS). */
export interface DexScreenerPriceProviderOptions {
  /** API base without a trailing path, e.g. https://api.dexscreener.com. */
  baseUrl: string;
  /** Deadline of one HTTP call, in ms. */
  timeoutMs: number;
  /** DexScreener chain id; `solana` unless told otherwise. */
  chainId?: string;
}

/** `GET /tokens/v1/{chainId}/{tokenAddresses}` takes at most 30 comma-separated addresses (docs.dexscreener.com API reference). */
export const DEXSCREENER_ADDRESSES_PER_CALL = 30;

const PROVIDER = 'dexscreener';
const IMPLAUSIBLE = 'implausible';

/** The fields of a DexScreener pair this provider reads; everything else is ignored. */
interface DexPair {
  baseToken?: { address?: unknown; symbol?: unknown };
  quoteToken?: { address?: unknown; symbol?: unknown };
  /** Price of the base token in quote tokens, a decimal string. */
  priceNative?: unknown;
  /** Price of the base token in USD, a decimal string; absent when DexScreener has none. */
  priceUsd?: unknown;
  volume?: { h24?: unknown };
  priceChange?: { h24?: unknown };
  liquidity?: { usd?: unknown };
  fdv?: unknown;
  marketCap?: unknown;
}

/**
 * Prices from DexScreener's tokens endpoint, which answers the trading pairs of up to 30 tokens
 * at once. For each mint the most liquid pair (`liquidity.usd`) where the mint is the base token
 * gives price, 24-hour change, the pair's 24-hour volume and market cap (`marketCap`, else
 * `fdv`). Only when the mint is the base of no pair does the most liquid pair quoting it serve,
 * its USD price derived as `priceUsd / priceNative`; such a pair describes the other token, so
 * `change24h` and `marketCap` are then 0 (DexScreener has no figure for the quote side).
 * Volume is that of the chosen pair, the only volume DexScreener reports. No timestamp comes
 * with a pair, so `lastUpdated` is when DexScreener answered.
 */
export class DexScreenerPriceProvider implements PriceProvider {
  readonly name = PROVIDER;
  private readonly baseUrl: string;
  private readonly chainId: string;

  constructor(private readonly options: DexScreenerPriceProviderOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.chainId = options.chainId ?? 'solana';
  }

  async getPrices(mints: readonly string[]): Promise<Map<string, PriceQuote>> {
    const wanted = [...new Set(mints)];
    const quotes = new Map<string, PriceQuote>();
    if (wanted.length === 0) return quotes;

    const batches = chunk(wanted, DEXSCREENER_ADDRESSES_PER_CALL);
    const answers = await Promise.allSettled(batches.map((addresses) => this.fetchPairs(addresses)));

    const implausible: string[] = [];
    answers.forEach((answer, i) => {
      if (answer.status === 'rejected') return;
      const lastUpdated = new Date().toISOString();
      for (const mint of batches[i]) {
        const quote = quoteFromPairs(mint, answer.value, lastUpdated);
        if (quote === IMPLAUSIBLE) implausible.push(mint);
        else if (quote !== undefined) quotes.set(mint, quote);
      }
    });

    if (quotes.size === 0) {
      const failed = answers.find((a) => a.status === 'rejected');
      if (failed) throw failed.reason;
      if (implausible.length > 0) {
        throw new AppError('upstream_error', `${PROVIDER} answered implausible figures for every priced mint; try again shortly.`, {
          details: { provider: PROVIDER, mints: implausible },
        });
      }
    }
    return quotes;
  }

  private async fetchPairs(addresses: string[]): Promise<DexPair[]> {
    const { status, body } = await requestProviderJson({
      provider: PROVIDER,
      url: `${this.baseUrl}/tokens/v1/${encodeURIComponent(this.chainId)}/${addresses.map(encodeURIComponent).join(',')}`,
      timeoutMs: this.options.timeoutMs,
    });
    const error = providerErrorMessage(body);
    if (status !== 200 || error !== undefined) {
      throw new AppError('upstream_error', `${PROVIDER} answered HTTP ${status}${error ? `: ${error}` : ''}; check DEXSCREENER_API_URL, or try again shortly.`, {
        details: { provider: PROVIDER, status, ...(error ? { providerMessage: error } : {}) },
      });
    }
    if (!Array.isArray(body)) {
      throw new AppError('upstream_error', `${PROVIDER} answered something other than an array of pairs; try again shortly.`, { details: { provider: PROVIDER } });
    }
    return body.filter((p): p is DexPair => typeof p === 'object' && p !== null);
  }
}

/** The quote for one mint from the pairs of its batch: undefined when no usable pair names it. */
function quoteFromPairs(mint: string, pairs: DexPair[], lastUpdated: string): PriceQuote | typeof IMPLAUSIBLE | undefined {
  // A pair without a USD price cannot price anything, so it is no candidate at all.
  const priced = pairs.filter((p) => p.priceUsd !== undefined && p.priceUsd !== null);
  const asBase = priced.filter((p) => p.baseToken?.address === mint);
  const asQuote = priced.filter((p) => p.quoteToken?.address === mint);
  const side = asBase.length > 0 ? 'base' : asQuote.length > 0 ? 'quote' : undefined;
  if (side === undefined) return undefined;

  let best: DexPair | undefined;
  let bestLiquidity = -1;
  for (const pair of side === 'base' ? asBase : asQuote) {
    const liquidity = optionalFigure(pair.liquidity?.usd, 0, PLAUSIBLE.maxMarketCapUsd);
    if (liquidity !== undefined && liquidity > bestLiquidity) {
      best = pair;
      bestLiquidity = liquidity;
    }
  }
  if (best === undefined) return IMPLAUSIBLE;

  const baseUsd = decimalString(best.priceUsd);
  const volume24h = optionalFigure(best.volume?.h24, 0, PLAUSIBLE.maxVolumeUsd);
  if (side === 'base') {
    const price = plausiblePrice(baseUsd);
    const change24h = optionalFigure(best.priceChange?.h24, PLAUSIBLE.minChangePct, PLAUSIBLE.maxChangePct);
    const marketCap = optionalFigure(best.marketCap ?? best.fdv, 0, PLAUSIBLE.maxMarketCapUsd);
    const symbol = plausibleSymbol(best.baseToken?.symbol);
    if (price === undefined || change24h === undefined || marketCap === undefined || volume24h === undefined || symbol === undefined) return IMPLAUSIBLE;
    return { mint, symbol, price, change24h, volume24h, marketCap, lastUpdated, source: PROVIDER };
  }

  const native = decimalString(best.priceNative);
  const price = baseUsd !== undefined && native !== undefined && native > 0 ? plausiblePrice(baseUsd / native) : undefined;
  const symbol = plausibleSymbol(best.quoteToken?.symbol);
  if (price === undefined || volume24h === undefined || symbol === undefined) return IMPLAUSIBLE;
  return { mint, symbol, price, change24h: 0, volume24h, marketCap: 0, lastUpdated, source: PROVIDER };
}

/** DexScreener sends prices as decimal strings; any other type or spelling is nonsense. */
function decimalString(value: unknown): number | undefined {
  return typeof value === 'string' && /^\d+(\.\d+)?(e[-+]?\d+)?$/i.test(value) ? Number(value) : undefined;
}
