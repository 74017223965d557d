import { isAppError, AppError } from '../errors/app-error.js';
import type { PriceProvider, PriceQuote } from './price-provider.js';

type Outcome = { quote?: PriceQuote; error?: unknown };

interface Waiter {
  mints: string[];
  resolve(quotes: Map<string, PriceQuote>): void;
  reject(err: unknown): void;
}

/**
 * Puts concurrent price requests of one process into shared batches of at most `maxBatch`
 * mints, one batch in flight at a time: requests that arrive while a batch waits for a slot of
 * the upstream budget (or for its answer) go out together in the next one, and a mint asked for
 * twice is asked for once. With Jupiter's 1 request/s, ten readers of ten different mints cost
 * one Price API call, not ten.
 *
 * Same contract as the PriceProvider it wraps: a caller gets the mints it asked for that were
 * answered, and an error only when none of its mints could be answered because the provider
 * failed.
 */
export class CoalescingPriceSource implements PriceProvider {
  readonly name: string;
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
  private readonly waiters = new Set<Waiter>();
  private readonly outcomes = new Map<string, Outcome>();
  /** Mints of the batch in flight: a request for one of them shares its answer. */
  private readonly inflight = new Set<string>();
  private running = false;

  constructor(private readonly inner: PriceProvider, private readonly maxBatch: number, private readonly gatherMs = 5) {
    this.name = inner.name;
  }

  getPrices(mints: readonly string[]): Promise<Map<string, PriceQuote>> {
    const wanted = [...new Set(mints)];
    if (wanted.length === 0) return Promise.resolve(new Map());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { mints: wanted, resolve, reject };
      this.waiters.add(waiter);
      for (const mint of wanted) {
        if (this.inflight.has(mint)) continue;
        this.outcomes.delete(mint); // an answer from before this request does not count
        if (!this.queued.has(mint)) {
          this.queued.add(mint);
          this.queue.push(mint);
        }
      }
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      // A moment for the requests of the same burst to join the first batch.
      if (this.gatherMs > 0) await new Promise((r) => setTimeout(r, this.gatherMs));
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        for (const mint of batch) {
          this.queued.delete(mint);
          this.inflight.add(mint);
        }
        try {
          const answered = await this.inner.getPrices(batch);
          for (const mint of batch) this.outcomes.set(mint, { quote: answered.get(mint) });
        } catch (err) {
          for (const mint of batch) this.outcomes.set(mint, { error: err });
        }
        for (const mint of batch) this.inflight.delete(mint);
        this.settle();
      }
    } finally {
      this.running = false;
    }
  }

  /** Answers every waiter whose mints all have an outcome. */
  private settle(): void {
    for (const waiter of this.waiters) {
      if (!waiter.mints.every((m) => this.outcomes.has(m) && !this.queued.has(m))) continue;
      this.waiters.delete(waiter);
      const quotes = new Map<string, PriceQuote>();
      let error: unknown;
      for (const mint of waiter.mints) {
        const outcome = this.outcomes.get(mint)!;
        if (outcome.quote) quotes.set(mint, outcome.quote);
        else if (outcome.error !== undefined) error ??= outcome.error;
      }
      if (quotes.size === 0 && error !== undefined) waiter.reject(isAppError(error) ? error : new AppError('upstream_error', 'The price provider failed; try again shortly.', { cause: error }));
      else waiter.resolve(quotes);
    }
    // Outcomes nobody waits for any more are dropped.
    const wanted = new Set([...this.waiters].flatMap((w) => w.mints));
    for (const mint of this.outcomes.keys()) if (!wanted.has(mint)) this.outcomes.delete(mint);
  }
}
