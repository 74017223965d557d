import { AppError, isAppError, type ErrorCode } from '../errors/app-error.js';
import type { PriceProvider, PriceQuote } from './price-provider.js';

/** Why one provider answered nothing, as named in the error when every provider failed. */
export interface ProviderFailure {
  provider: string;
  code: ErrorCode;
  message: string;
}

/**
 * Asks providers in order, each for the mints the ones before it did not answer (unknown to
 * them, implausible figures, or a failed call), so every quote carries the `source` of the
 * provider that actually priced it.
 *
 * Mints no provider answered are missing from the map. When no mint at all could be priced
 * and at least one provider failed, it throws: `timeout` when every failure was a timeout,
 * else `upstream_error`; either names each provider and why it failed in
 * `details.providers`.
 */
export class FallbackPriceSource implements PriceProvider {
  readonly name: string;

  constructor(private readonly providers: readonly PriceProvider[]) {
    if (providers.length === 0) throw new Error('FallbackPriceSource needs at least one price provider.');
    this.name = providers.map((p) => p.name).join('>');
  }

  async getPrices(mints: readonly string[]): Promise<Map<string, PriceQuote>> {
    const quotes = new Map<string, PriceQuote>();
    const failures: ProviderFailure[] = [];
    let pending = [...new Set(mints)];

    for (const provider of this.providers) {
      if (pending.length === 0) break;
      try {
        const answered = await provider.getPrices(pending);
        for (const mint of pending) {
          const quote = answered.get(mint);
          if (quote !== undefined) quotes.set(mint, quote);
        }
      } catch (err) {
        // Keep going: a failing provider is exactly what the next one is for.
        failures.push(
          isAppError(err)
            ? { provider: provider.name, code: err.code, message: err.message }
            : { provider: provider.name, code: 'internal_error', message: err instanceof Error ? err.message : String(err) },
        );
      }
      pending = pending.filter((mint) => !quotes.has(mint));
    }

    if (quotes.size === 0 && failures.length > 0) throw allFailed(failures);
    return quotes;
  }
}

function allFailed(failures: ProviderFailure[]): AppError {
  // A refused API key is the one failure the operator can fix: it names the setting.
  const refused = failures.find((f) => f.code === 'upstream_auth');
  if (refused) return new AppError('upstream_auth', `${refused.message} No other price provider could answer.`, { details: { providers: failures } });
  // So is a spent request budget: the caller is told when to retry.
  const budget = failures.find((f) => f.code === 'service_unavailable');
  if (budget) return new AppError('service_unavailable', budget.message, { details: { reason: 'upstream_budget', providers: failures } });
  const code = failures.every((f) => f.code === 'timeout') ? 'timeout' : 'upstream_error';
  const named = failures.map((f) => `${f.provider}: ${f.code}`).join(', ');
  return new AppError(code, `No price provider could answer (${named}); try again shortly.`, { details: { providers: failures } });
}
