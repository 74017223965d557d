/**
 * Request limits and the transactions quota, enforced atomically in Redis (api-decisions
 * section 2).
 *
 * Requests per minute: GCRA (generic cell rate algorithm), per account over all its keys.
 * The account's state is one number, its theoretical arrival time (TAT): when its bucket would
 * be empty again if no further request came. With L requests per minute each request costs an
 * emission interval T = 60 s / L, and a request at `now` fits when
 * `max(TAT, now) + T - 60 s <= now`, i.e. when the debt it leaves is at most one minute. So a
 * burst of L is allowed from rest, then one more every T; unlike a fixed window there is no
 * boundary at which a second burst of L becomes available (30 requests at 59.9 s leave
 * nothing at 60.1 s). From the TAT follow exactly: remaining = floor((now + 60 s - TAT) / T),
 * reset = TAT (the moment the full L is available again), and, when refused, the wait until
 * the request would fit. The key expires at TAT, when it would read as "at rest" anyway.
 *
 * Test keys: additionally 100 requests per UTC day per key, counted in a hash {day, count}.
 * Storing the day number rather than relying on expiry makes the reset exact at UTC midnight
 * (Unix time has no leap seconds, so day = floor(ms / 86,400,000)); the TTL only cleans up.
 * The script checks both limits first and writes only when both allow, so a refusal by one
 * never spends the other's budget. When both refuse, the longer wait is reported.
 *
 * Transactions per day: one counter per account and UTC day, same {day, count} shape; a
 * read-only peek before building and an atomic check-and-increment on a successful build.
 * Unlimited tiers are counted too (one source of usage numbers) but never refused.
 *
 * One round trip: each call is a single EVALSHA of a script registered with defineCommand
 * (ioredis sends the full EVAL instead the first time on each connection; a second trip only
 * happens if Redis lost its script cache, e.g. after SCRIPT FLUSH). Redis runs scripts one at a
 * time, so N concurrent requests against a limit of L let exactly L through.
 *
 * Clock: Redis TIME, read inside the script, so every API instance orders requests on the same
 * clock whatever the skew between hosts. The `now` option overrides it for tests only (crossing
 * minute and UTC-day boundaries without sleeping); production leaves it unset.
 *
 * Keys: `<prefix>:rl:{<accountId>}:rpm`, `<prefix>:rl:{<accountId>}:day:<apiKeyId>` and
 * `<prefix>:quota:{<accountId>}:tx`. The braces are a Redis Cluster hash tag: all keys one
 * script touches share a slot. Every key carries a TTL.
 */
import type { Cluster, Redis } from 'ioredis';
import type { ApiKeyEnvironment } from '../auth/api-key.js';
import { AppError } from '../errors/app-error.js';
import { TEST_KEY_REQUESTS_PER_DAY, TIER_LIMITS, type Tier } from './tier-limits.js';

/** Which limit refused a request. */
export type RateLimitTrip = 'requests_per_minute' | 'test_key_daily';

/** Who is making the request, as authentication found it. */
export interface RateLimitSubject {
  accountId: string;
  tier: Tier;
  apiKeyId: string;
  /** Test keys also get the per-key daily limit. */
  environment: ApiKeyEnvironment;
}

/** A limit's state after a request: what the X-RateLimit-* headers report. */
export interface LimitWindow {
  limit: number;
  remaining: number;
  /** Unix epoch seconds (integer) at which the full limit is available again. */
  resetAt: number;
}

/** The outcome of one request against the limits. */
export interface RateLimitResult extends LimitWindow {
  allowed: boolean;
  /** Seconds to wait before retrying: an integer of at least 1 when refused, 0 when allowed. */
  retryAfterSeconds: number;
  tripped: RateLimitTrip | null;
  /** The test key's daily allowance; null for live keys. `limit`/`remaining`/`resetAt` above are always per minute. */
  testKeyDaily: LimitWindow | null;
}

/** The account's transactions quota for the current UTC day. */
export interface TransactionQuota {
  /** Peek: whether one more build fits. Consume: whether this build was counted. */
  allowed: boolean;
  /** Builds allowed per UTC day; null when the tier is unlimited. */
  limit: number | null;
  /** Builds counted today, including this one when consumed. */
  used: number;
  /** Builds left today; null when the tier is unlimited. */
  remaining: number | null;
  /** Unix epoch seconds of the next UTC midnight, when the count starts again. */
  resetAt: number;
  /** Seconds until the quota resets: at least 1 when refused, 0 otherwise. */
  retryAfterSeconds: number;
}

/** Options of a RateLimiter. */
export interface RateLimiterOptions {
  /** Prefix of every key, e.g. the deployment's REDIS_PREFIX ("sis"). */
  prefix: string;
  /** Test-only clock (ms since the epoch) replacing Redis TIME; leave unset in production. */
  now?: () => number;
}

// Defines `now` (ms, integer): the client's override when given, else Redis TIME.
const CLOCK_LUA = `
local now
if ARGV[1] ~= '' then
  now = tonumber(ARGV[1])
else
  local time = redis.call('TIME')
  now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
end
local day = math.floor(now / 86400000)
local day_end = (day + 1) * 86400000
`;

// KEYS[1] the account's TAT (ms); KEYS[2], test keys only, the key's {day, count} hash.
// ARGV: [1] clock override ('' = Redis TIME), [2] requests per minute, [3] test key daily limit.
// Returns { allowed, remaining, resetAt s, retryAfter s, tripped (0 none, 1 minute, 2 daily),
//           daily remaining, daily resetAt s }.
const HIT_LUA = `${CLOCK_LUA}
local limit = tonumber(ARGV[2])
local interval = 60000 / limit
local tat = math.max(tonumber(redis.call('GET', KEYS[1])) or now, now)
local minute_wait = tat + interval - 60000 - now

local daily = #KEYS == 2
local daily_limit = tonumber(ARGV[3])
local daily_used = 0
if daily then
  local state = redis.call('HMGET', KEYS[2], 'day', 'count')
  if tonumber(state[1]) == day then daily_used = tonumber(state[2]) end
end
local daily_wait = 0
if daily and daily_used >= daily_limit then daily_wait = day_end - now end

local allowed = minute_wait <= 0 and daily_wait <= 0
local tripped = 0
local retry_after = 0
if allowed then
  tat = tat + interval
  redis.call('SET', KEYS[1], tat, 'PX', math.ceil(tat - now))
  if daily then
    daily_used = daily_used + 1
    redis.call('HSET', KEYS[2], 'day', day, 'count', daily_used)
    redis.call('PEXPIRE', KEYS[2], day_end - now)
  end
else
  if daily_wait >= minute_wait then tripped = 2 else tripped = 1 end
  retry_after = math.max(1, math.ceil(math.max(minute_wait, daily_wait) / 1000))
end

-- The epsilon absorbs float error when 60000 / limit is not a whole number of ms.
local remaining = math.floor((now + 60000 - tat) / interval + 1e-9)
return { allowed and 1 or 0, remaining, math.ceil(tat / 1000), retry_after, tripped,
         daily_limit - daily_used, day_end / 1000 }
`;

// KEYS[1] the account's transactions {day, count} hash; KEYS[2] (optional, with 'consume') the
// record's counted-once marker, in the same hash slot.
// ARGV: [1] clock override, [2] daily limit (-1 = unlimited), [3] 'consume' or 'peek', [4] the
// marker's TTL (s).
// Returns { allowed, used, resetAt s, retryAfter s, counted now (1) or before (0) }. With a
// marker, a record is counted once: a marker already set answers allowed without counting; a
// refusal removes the marker it set.
const TRANSACTION_QUOTA_LUA = `${CLOCK_LUA}
local limit = tonumber(ARGV[2])
local used = 0
local state = redis.call('HMGET', KEYS[1], 'day', 'count')
if tonumber(state[1]) == day then used = tonumber(state[2]) end

if KEYS[2] and ARGV[3] == 'consume' and not redis.call('SET', KEYS[2], '1', 'EX', tonumber(ARGV[4]), 'NX') then
  return { 1, used, day_end / 1000, 0, 0 }
end
local allowed = limit < 0 or used < limit
if allowed and ARGV[3] == 'consume' then
  used = used + 1
  redis.call('HSET', KEYS[1], 'day', day, 'count', used)
  redis.call('PEXPIRE', KEYS[1], day_end - now)
end
local retry_after = 0
if not allowed then
  retry_after = math.max(1, math.ceil((day_end - now) / 1000))
  if KEYS[2] then redis.call('DEL', KEYS[2]) end
end
return { allowed and 1 or 0, used, day_end / 1000, retry_after, 1 }
`;

// Command names on the shared ioredis client; namespaced so they cannot collide with others'.
const HIT_COMMAND = 'rateLimiterHit';
const TRANSACTION_QUOTA_COMMAND = 'rateLimiterTransactionQuota';

type ScriptCommand = (numberOfKeys: number, ...keysAndArgs: Array<string | number>) => Promise<number[]>;

/** Enforces the per-minute, test-key daily and transactions-per-day limits in Redis. */
export class RateLimiter {
  private readonly prefix: string;
  private readonly now: (() => number) | undefined;
  private readonly hitScript: ScriptCommand;
  private readonly transactionQuotaScript: ScriptCommand;

  constructor(redis: Redis | Cluster, options: RateLimiterOptions) {
    this.prefix = options.prefix;
    this.now = options.now;
    redis.defineCommand(HIT_COMMAND, { lua: HIT_LUA });
    redis.defineCommand(TRANSACTION_QUOTA_COMMAND, { lua: TRANSACTION_QUOTA_LUA });
    const commands = redis as unknown as Record<string, ScriptCommand>;
    this.hitScript = commands[HIT_COMMAND]!.bind(redis);
    this.transactionQuotaScript = commands[TRANSACTION_QUOTA_COMMAND]!.bind(redis);
  }

  /**
   * Counts one request against the account's per-minute limit (and a test key's daily limit)
   * in one round trip. Throws AppError service_unavailable when Redis fails, never allows.
   */
  async hit(subject: RateLimitSubject): Promise<RateLimitResult> {
    const accountTag = `{${subject.accountId}}`;
    const keys = [`${this.prefix}:rl:${accountTag}:rpm`];
    if (subject.environment === 'test') keys.push(`${this.prefix}:rl:${accountTag}:day:${subject.apiKeyId}`);
    const limit = TIER_LIMITS[subject.tier].requestsPerMinute;

    const [allowed, remaining, resetAt, retryAfterSeconds, tripped, dailyRemaining, dailyResetAt] =
      await this.run(() => this.hitScript(keys.length, ...keys, this.clockArgument(), limit, TEST_KEY_REQUESTS_PER_DAY));

    return {
      allowed: allowed === 1,
      limit,
      remaining,
      resetAt,
      retryAfterSeconds,
      tripped: tripped === 1 ? 'requests_per_minute' : tripped === 2 ? 'test_key_daily' : null,
      testKeyDaily: keys.length === 2
        ? { limit: TEST_KEY_REQUESTS_PER_DAY, remaining: dailyRemaining, resetAt: dailyResetAt }
        : null,
    };
  }

  /** Reads the account's transactions quota without counting: may one more build run today? */
  async checkTransactionQuota(accountId: string, tier: Tier): Promise<TransactionQuota> {
    return (await this.transactionQuota(accountId, tier, 'peek')).quota;
  }

  /** Counts one successful build against today's quota, atomically; refuses (allowed: false) when it is spent. */
  async consumeTransactionQuota(accountId: string, tier: Tier): Promise<TransactionQuota> {
    return (await this.transactionQuota(accountId, tier, 'consume')).quota;
  }

  /**
   * Counts a build record against today's quota once, however often its job runs (a job
   * redelivered after counting): the marker `transactionQuotaMarker(accountId, recordId)` is
   * set in the same script, in one round trip, and removed again when the quota refuses.
   * `counted` is false when the record had been counted (or marked) before: nothing changed.
   */
  async consumeTransactionQuotaOnce(accountId: string, tier: Tier, recordId: string, markerTtlSeconds: number): Promise<{ quota: TransactionQuota; counted: boolean }> {
    return this.transactionQuota(accountId, tier, 'consume', { key: this.transactionQuotaMarker(accountId, recordId), ttlSeconds: markerTtlSeconds });
  }

  /** The key marking a build record as counted (by consumeTransactionQuotaOnce, or as a failed build), in the account's hash slot. */
  transactionQuotaMarker(accountId: string, recordId: string): string {
    return `${this.prefix}:quota:{${accountId}}:counted:${recordId}`;
  }

  private async transactionQuota(accountId: string, tier: Tier, mode: 'peek' | 'consume', marker?: { key: string; ttlSeconds: number }): Promise<{ quota: TransactionQuota; counted: boolean }> {
    const limit = TIER_LIMITS[tier].transactionsPerDay;
    const key = `${this.prefix}:quota:{${accountId}}:tx`;
    const [allowed, used, resetAt, retryAfterSeconds, counted] = await this.run(() => (marker
      ? this.transactionQuotaScript(2, key, marker.key, this.clockArgument(), limit ?? -1, mode, marker.ttlSeconds)
      : this.transactionQuotaScript(1, key, this.clockArgument(), limit ?? -1, mode)));
    const quota: TransactionQuota = {
      allowed: allowed === 1,
      limit,
      used,
      remaining: limit === null ? null : Math.max(0, limit - used),
      resetAt,
      retryAfterSeconds,
    };
    return { quota, counted: counted === 1 };
  }

  private clockArgument(): string {
    return this.now ? String(Math.floor(this.now())) : '';
  }

  // A limiter that cannot reach Redis must refuse to decide rather than let requests through.
  private async run(call: () => Promise<number[]>): Promise<number[]> {
    try {
      return await call();
    } catch (cause) {
      throw new AppError('service_unavailable', 'Rate limiting is unavailable right now; retry in a few seconds.', { cause });
    }
  }
}
