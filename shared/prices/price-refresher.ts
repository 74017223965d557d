import type { Config } from '../../config/index.js';
import { AppError, isAppError } from '../errors/app-error.js';
import { DexScreenerPriceProvider } from './dexscreener-price-provider.js';
import { FallbackPriceSource } from './fallback-price-source.js';
import type { UpstreamBudget } from '../upstream/upstream-budget.js';
import type { ProviderBreakers } from '../upstream/circuit-breaker.js';
import { CoalescingPriceSource } from './coalescing-price-source.js';
import { JupiterPriceProvider, JUPITER_PRICE_IDS_PER_CALL, JUPITER_SEARCH_MINTS_PER_CALL } from './jupiter-price-provider.js';
import { chunk, cleanQuote, type PriceProvider, type PriceQuote } from './price-provider.js';
import { isFresh, PRICE_MISS_FAILURE_MS, type PriceStore } from './price-store.js';

/**
 * The configured providers in order, with failover: Jupiter (within its shared request
 * `budget`) first, then DexScreener; concurrent requests of the process coalesced into batches
 * of at most 50 mints (one Price API call each). With `breakers`, each provider is behind its
 * circuit breaker: one known to be down is skipped at once rather than waited for.
 */
export function createMarketPriceSource(providers: Config['providers'], budget?: UpstreamBudget, breakers?: ProviderBreakers): PriceProvider {
  const guard = (provider: PriceProvider) => (breakers ? breakers.guard(provider) : provider);
  return new CoalescingPriceSource(new FallbackPriceSource([
    guard(new JupiterPriceProvider({ baseUrl: providers.jupiterApiUrl, apiKey: providers.jupiterApiKey, timeoutMs: providers.timeoutMs, budget })),
    guard(new DexScreenerPriceProvider({ baseUrl: providers.dexscreenerApiUrl, timeoutMs: providers.timeoutMs })),
  ]), JUPITER_PRICE_IDS_PER_CALL);
}

/** The providers of createMarketPriceSource, by name: when every one is down, a price read answers at once. */
export const MARKET_PRICE_PROVIDERS: readonly string[] = ['jupiter', 'dexscreener'];

/**
 * Mints per provider round: the largest batch one Jupiter Tokens call takes (two Price calls,
 * four DexScreener calls), so one round stays within every provider's per-call limit and a
 * large refresh goes out as a sequence of small bursts rather than one big one.
 */
export const REFRESH_BATCH = JUPITER_SEARCH_MINTS_PER_CALL;

/** A price as valuations use it: current, or the last known one marked stale. */
export interface UsablePrice {
  quote: PriceQuote;
  stale: boolean;
}

/** What one refresh found. */
export interface RefreshOutcome {
  /** Fresh quotes, now in the cache. */
  quotes: Map<string, PriceQuote>;
  /** Mints every provider answered without a price for. */
  unpriced: string[];
  /** Mints not refreshed because every provider failed, with the error. */
  failed: { mints: string[]; error: AppError }[];
}

/**
 * Worker side of the price cache: asks the providers (in failover order) for mints, in
 * batches within their limits, and writes what they answered to the PriceStore. Mints no
 * provider priced are recorded as a `not_found` miss for PRICE_FRESHNESS_MS; a batch every
 * provider failed on as its error for a few seconds, and its last known prices stay (to be
 * served marked stale).
 */
export class PriceRefresher {
  constructor(
    private readonly source: PriceProvider,
    private readonly store: PriceStore,
    private readonly options: { retentionMs: number; freshnessMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  async refresh(mints: readonly string[]): Promise<RefreshOutcome> {
    const outcome: RefreshOutcome = { quotes: new Map(), unpriced: [], failed: [] };
    for (const batch of chunk([...new Set(mints)], REFRESH_BATCH)) {
      let answered: Map<string, PriceQuote>;
      try {
        // Figures past their significant digits are floating-point noise, not market data.
        answered = new Map([...(await this.source.getPrices(batch))].map(([mint, quote]) => [mint, cleanQuote(quote)]));
      } catch (err) {
        if (!isAppError(err)) throw err;
        outcome.failed.push({ mints: batch, error: err });
        await this.store.writeMisses(batch, { ...err.toJSON(), at: this.now() }, PRICE_MISS_FAILURE_MS);
        continue;
      }
      await this.store.write(answered.values(), this.options.retentionMs);
      for (const [mint, quote] of answered) outcome.quotes.set(mint, quote);
      const unpriced = batch.filter((m) => !answered.has(m));
      outcome.unpriced.push(...unpriced);
      await this.store.writeMisses(unpriced, {
        code: 'not_found', message: 'No price provider has a price for this token.', details: {}, at: this.now(),
      }, this.options.freshnessMs);
    }
    return outcome;
  }

  /**
   * Prices for a valuation: cached quotes that are current; the others fetched now; and where
   * every provider failed, the last known quote marked stale. Mints with none are left out.
   * `track` names the mints outside the registry, kept refreshed while they are asked for.
   */
  async current(mints: readonly string[], track: readonly string[] = []): Promise<Map<string, UsablePrice>> {
    const now = this.now();
    const cached = await this.store.read(mints, track, now);
    const usable = new Map<string, UsablePrice>();
    const due: string[] = [];
    for (const mint of new Set(mints)) {
      const quote = cached.get(mint);
      if (quote && isFresh(quote, now, this.options.freshnessMs)) usable.set(mint, { quote, stale: false });
      else due.push(mint);
    }
    if (due.length === 0) return usable;
    // Mints whose last fetch just failed or found nothing are not asked again so soon.
    const misses = await this.store.misses(due);
    const fetched = await this.refresh(due.filter((m) => !misses.has(m)));
    for (const mint of due) {
      const fresh = fetched.quotes.get(mint);
      const last = cached.get(mint);
      if (fresh) usable.set(mint, { quote: fresh, stale: false });
      else if (last) usable.set(mint, { quote: last, stale: true });
    }
    return usable;
  }
}
