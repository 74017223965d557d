import type { Redis } from 'ioredis';
import type { ErrorCode } from '../errors/app-error.js';
import type { PriceQuote } from './price-provider.js';

/**
 * Why the last on-demand fetch of a mint produced no price: `not_found` when no provider
 * prices it, `upstream_error` / `timeout` when every provider failed. Kept briefly so that a
 * burst of reads for a mint nobody prices (or during an outage) does not hammer the providers.
 */
export interface PriceMiss {
  code: ErrorCode;
  message: string;
  details: Record<string, unknown>;
  /** Epoch ms the miss was recorded. */
  at: number;
}

/** How long a `not_found` miss is remembered; provider failures are remembered for PRICE_MISS_FAILURE_MS. */
export const PRICE_MISS_FAILURE_MS = 5_000;

/**
 * The price cache in Redis, the one place both tiers read and write prices (workers fetch,
 * the API reads). Keys, under the deployment's prefix:
 *
 * - `price:<mint>`: the last known PriceQuote as JSON, kept PRICE_RETENTION_MS so it can be
 *   served marked stale while every provider fails; whether it is current is decided from its
 *   `lastUpdated` and PRICE_FRESHNESS_MS, never from the key's TTL;
 * - `price-miss:<mint>`: a PriceMiss, short-lived;
 * - `prices:tracked`: sorted set of mints outside the registry, scored by when they were last
 *   asked for; the refresh job keeps them fresh within PRICE_TRACK_WINDOW_MS.
 *
 * Each sits under `{prices}`, a Redis Cluster hash tag: reads take many mints in one MGET
 * and pipeline, which on a cluster must stay in one slot. Prices are small and few (the
 * registry plus PRICE_TRACKED_MAX), so one shard holding them all is no constraint.
 */
export class PriceStore {
  constructor(private readonly redis: Redis, private readonly prefix: string) {}

  priceKey(mint: string): string {
    return `${this.prefix}:{prices}:price:${mint}`;
  }

  missKey(mint: string): string {
    return `${this.prefix}:{prices}:price-miss:${mint}`;
  }

  get trackedKey(): string {
    return `${this.prefix}:{prices}:tracked`;
  }

  /** Set of mints reads are waiting for: whichever fetch job runs first fetches them all, in one batch. */
  get wantedKey(): string {
    return `${this.prefix}:{prices}:wanted`;
  }

  /** Note that reads wait for `mints` (one round trip); the set lives a minute past its last addition. */
  async want(mints: readonly string[]): Promise<void> {
    if (mints.length === 0) return;
    await execOrThrow(this.redis.pipeline().sadd(this.wantedKey, ...mints).pexpire(this.wantedKey, 60_000));
  }

  /** Take up to `max` of the wanted mints (removed from the set: one fetch fetches them). */
  async takeWanted(max: number): Promise<string[]> {
    if (max <= 0) return [];
    return this.redis.spop(this.wantedKey, max);
  }

  /**
   * The cached quotes of `mints` in one round trip; with `track`, those mints are also marked
   * as asked for now (same round trip, a pipeline).
   */
  async read(mints: readonly string[], track: readonly string[] = [], now = Date.now()): Promise<Map<string, PriceQuote>> {
    const found = new Map<string, PriceQuote>();
    if (mints.length === 0) return found;
    let values: (string | null)[];
    if (track.length === 0 && mints.length === 1) {
      values = [await this.redis.get(this.priceKey(mints[0]))];
    } else if (track.length === 0) {
      values = await this.redis.mget(mints.map((m) => this.priceKey(m)));
    } else {
      const replies = await this.redis.pipeline()
        .mget(mints.map((m) => this.priceKey(m)))
        .zadd(this.trackedKey, ...track.flatMap((m) => [now, m]))
        .exec();
      const [err, value] = replies![0];
      if (err) throw err;
      values = value as (string | null)[];
    }
    mints.forEach((mint, i) => {
      const quote = parseQuote(values[i]);
      if (quote) found.set(mint, quote);
    });
    return found;
  }

  /** The recorded misses of `mints` (one round trip). */
  async misses(mints: readonly string[]): Promise<Map<string, PriceMiss>> {
    const found = new Map<string, PriceMiss>();
    if (mints.length === 0) return found;
    const values = await this.redis.mget(mints.map((m) => this.missKey(m)));
    mints.forEach((mint, i) => {
      const miss = parseJson<PriceMiss>(values[i]);
      if (miss && typeof miss.code === 'string') found.set(mint, miss);
    });
    return found;
  }

  /** The cached quotes and recorded misses of `mints`, in one round trip. */
  async snapshot(mints: readonly string[]): Promise<{ quotes: Map<string, PriceQuote>; misses: Map<string, PriceMiss> }> {
    const quotes = new Map<string, PriceQuote>();
    const misses = new Map<string, PriceMiss>();
    if (mints.length === 0) return { quotes, misses };
    const replies = await this.redis.pipeline().mget(mints.map((m) => this.priceKey(m))).mget(mints.map((m) => this.missKey(m))).exec();
    for (const [err] of replies ?? []) if (err) throw err;
    const [priceValues, missValues] = [replies![0][1] as (string | null)[], replies![1][1] as (string | null)[]];
    mints.forEach((mint, i) => {
      const quote = parseQuote(priceValues[i]);
      if (quote) quotes.set(mint, quote);
      const miss = parseJson<PriceMiss>(missValues[i]);
      if (miss && typeof miss.code === 'string') misses.set(mint, miss);
    });
    return { quotes, misses };
  }

  /** Store fresh quotes (and clear their misses) in one round trip. */
  async write(quotes: Iterable<PriceQuote>, retentionMs: number): Promise<void> {
    const pipeline = this.redis.pipeline();
    let n = 0;
    for (const quote of quotes) {
      pipeline.set(this.priceKey(quote.mint), JSON.stringify(quote), 'PX', retentionMs).del(this.missKey(quote.mint));
      n += 1;
    }
    if (n > 0) await execOrThrow(pipeline);
  }

  /** Record why `mints` could not be priced, for `ttlMs`. */
  async writeMisses(mints: readonly string[], miss: PriceMiss, ttlMs: number): Promise<void> {
    if (mints.length === 0 || ttlMs <= 0) return;
    const pipeline = this.redis.pipeline();
    const json = JSON.stringify(miss);
    for (const mint of mints) pipeline.set(this.missKey(mint), json, 'PX', ttlMs);
    await execOrThrow(pipeline);
  }

  /**
   * The tracked mints asked for since `since` (epoch ms), newest first, at most `max`. Drops the
   * older ones and those beyond `max` from the set on the way (one round trip).
   */
  async tracked(since: number, max: number): Promise<string[]> {
    const replies = await this.redis.pipeline()
      .zremrangebyscore(this.trackedKey, '-inf', `(${since}`)
      .zremrangebyrank(this.trackedKey, 0, -(max + 1))
      .zrevrange(this.trackedKey, 0, -1)
      .exec();
    for (const [err] of replies ?? []) if (err) throw err;
    return max === 0 ? [] : (replies![2][1] as string[]);
  }
}

/** True when a quote is current: its `lastUpdated` is no older than `freshnessMs`. */
export function isFresh(quote: PriceQuote, now: number, freshnessMs: number): boolean {
  const at = Date.parse(quote.lastUpdated);
  return Number.isFinite(at) && now - at <= freshnessMs;
}

function parseQuote(value: string | null): PriceQuote | null {
  const quote = parseJson<PriceQuote>(value);
  return quote && typeof quote.price === 'number' && typeof quote.lastUpdated === 'string' ? quote : null;
}

function parseJson<T>(value: string | null): T | null {
  if (value === null) return null;
  try {
    return JSON.parse(value) as T;
  } catch {
    return null; // a corrupt entry reads as missing and is rewritten by the next fetch
  }
}

async function execOrThrow(pipeline: ReturnType<Redis['pipeline']>): Promise<void> {
  for (const [err] of (await pipeline.exec()) ?? []) if (err) throw err;
}
