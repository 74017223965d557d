import type { Redis } from 'ioredis';
import { AppError, isAppError } from '../errors/app-error.js';
import type { PriceProvider, PriceQuote } from '../prices/price-provider.js';

/** A provider the breaker holds open: until when (epoch ms) and the failure that opened it. */
export interface OpenBreaker {
  provider: string;
  until: number;
  reason: string;
}

export interface ProviderBreakersOptions {
  /** Outage failures in a row (within windowMs) that open a provider's breaker; default 2. */
  threshold?: number;
  /** How long an open breaker stays open before one call may try again (half-open), ms; default 15 s. */
  cooldownMs?: number;
  /** How long a failure counts toward the threshold, ms; default 60 s. */
  windowMs?: number;
}

/**
 * Whether an error says the provider is down (a deadline passed, it could not be reached, or
 * it failed with a 5xx), as opposed to an answer about the request (a 4xx, a 429 rate limit,
 * implausible figures, our own budget or a refused key).
 */
export function isOutage(err: unknown): boolean {
  if (!isAppError(err)) return false;
  if (err.code === 'timeout') return true;
  if (err.code !== 'upstream_error') return false;
  const { status, reason } = err.details as { status?: unknown; reason?: unknown };
  if (typeof status === 'number') return status >= 500;
  return typeof reason === 'string';
}

/**
 * One circuit breaker per provider, shared by every process through Redis. A provider that
 * failed `threshold` times in a row with an outage (isOutage) is open for `cooldownMs`: calls
 * to it fail at once instead of waiting out its timeout, and the API answers price reads from
 * the cache (stale) or with 503 `providers_down` without a fetch. Once the cooldown passes the
 * next call tries the provider again (the periodic price refresh is such a call): an answer
 * closes the breaker, another outage opens it again at once.
 */
export class ProviderBreakers {
  private readonly threshold: number;
  private readonly cooldownMs: number;
  private readonly windowMs: number;

  constructor(private readonly redis: Redis, private readonly prefix: string, options: ProviderBreakersOptions = {}) {
    this.threshold = options.threshold ?? 2;
    this.cooldownMs = options.cooldownMs ?? 15_000;
    this.windowMs = options.windowMs ?? 60_000;
  }

  private openKey(provider: string): string {
    return `${this.prefix}:breaker:{${provider}}:open`;
  }

  private failuresKey(provider: string): string {
    return `${this.prefix}:breaker:{${provider}}:failures`;
  }

  /** The open breakers among `providers` (one round trip). */
  async open(providers: readonly string[]): Promise<OpenBreaker[]> {
    if (providers.length === 0) return [];
    const values = await this.redis.mget(...providers.map((p) => this.openKey(p)));
    const now = Date.now();
    const open: OpenBreaker[] = [];
    values.forEach((value, i) => {
      if (value === null) return;
      try {
        const state = JSON.parse(value) as { until: number; reason: string };
        if (state.until > now) open.push({ provider: providers[i], until: state.until, reason: state.reason });
      } catch {
        // An unreadable state is no breaker.
      }
    });
    return open;
  }

  /** Records an outage of `provider`; the threshold-th in a row opens its breaker. */
  async failure(provider: string, reason: string): Promise<void> {
    const [[, count]] = (await this.redis.multi().incr(this.failuresKey(provider)).pexpire(this.failuresKey(provider), this.windowMs).exec()) as [[unknown, number], unknown];
    if (count >= this.threshold) {
      const until = Date.now() + this.cooldownMs;
      await this.redis.set(this.openKey(provider), JSON.stringify({ until, reason }), 'PX', this.cooldownMs);
    }
  }

  /** Records an answer of `provider`: its breaker closes and its failure count restarts (one write per
   * provider call, which the budget makes rare). */
  async success(provider: string): Promise<void> {
    await this.redis.del(this.openKey(provider), this.failuresKey(provider));
  }

  /** `provider` behind its breaker: refused at once while open, its outages and answers recorded. */
  guard(provider: PriceProvider): PriceProvider {
    return {
      name: provider.name,
      getPrices: async (mints: readonly string[]): Promise<Map<string, PriceQuote>> => {
        const [open] = await this.open([provider.name]);
        if (open) {
          const retryAfterSeconds = Math.max(1, Math.ceil((open.until - Date.now()) / 1000));
          throw new AppError('upstream_error', `${provider.name} is known to be down (${open.reason}); not asked again for ${retryAfterSeconds} s.`, {
            details: { provider: provider.name, reason: 'provider_down', retryAfterSeconds },
          });
        }
        try {
          const quotes = await provider.getPrices(mints);
          await this.success(provider.name).catch(() => undefined);
          return quotes;
        } catch (err) {
          if (isOutage(err)) await this.failure(provider.name, (err as AppError).message).catch(() => undefined);
          throw err;
        }
      },
    };
  }
}
