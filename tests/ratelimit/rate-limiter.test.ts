import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors/app-error.js';
import { RateLimiter, type RateLimitResult, type RateLimitSubject } from '../../shared/ratelimit/rate-limiter.js';
import { TIER_LIMITS, type Tier } from '../../shared/ratelimit/tier-limits.js';
import { monitorRedis, type RedisMonitor } from '../helpers/redis-monitor.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const prefix = `test-ratelimit-${randomUUID()}`;
const MINUTE = 60_000;
const DAY = 86_400_000;
// A UTC midnight, well away from the real clock so fixed-clock tests never meet real-clock state.
const MIDNIGHT = Date.UTC(2031, 4, 20);

let redis: Redis;

beforeAll(() => {
  redis = new Redis(REDIS_URL);
});

afterAll(async () => {
  const keys = await keysUnderPrefix();
  const ttls = await Promise.all(keys.map((key) => redis.pttl(key)));
  if (keys.length > 0) await redis.del(...keys);
  const left = await keysUnderPrefix();
  await redis.quit();
  // Checked after cleanup so a failure here still leaves nothing behind. Every key expires:
  // -1 (no TTL) is the defect; -2 is a key whose short TTL ran out between SCAN and PTTL.
  expect(ttls.filter((ttl) => ttl === -1)).toEqual([]);
  expect(left).toEqual([]);
});

async function keysUnderPrefix(): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/** A clock the test moves by hand. */
function manualClock(startMs: number): { ms: number; now: () => number } {
  const clock = { ms: startMs, now: () => clock.ms };
  return clock;
}

function subject(tier: Tier, environment: 'live' | 'test' = 'live', accountId = `acc_${randomUUID()}`): RateLimitSubject {
  return { accountId, tier, apiKeyId: `key_${randomUUID()}`, environment };
}

async function hitTimes(limiter: RateLimiter, who: RateLimitSubject, times: number): Promise<RateLimitResult[]> {
  return Promise.all(Array.from({ length: times }, () => limiter.hit(who)));
}

const allowedCount = (results: RateLimitResult[]) => results.filter((r) => r.allowed).length;

describe('RateLimiter.hit: requests per minute (GCRA)', () => {
  it('lets exactly 30 of 200 concurrent free-tier requests through, each refusal with Retry-After >= 1', async () => {
    const limiter = new RateLimiter(redis, { prefix, now: manualClock(MIDNIGHT + 5 * MINUTE).now });
    const results = await hitTimes(limiter, subject('free'), 200);

    const allowed = results.filter((r) => r.allowed);
    const refused = results.filter((r) => !r.allowed);
    expect(allowed).toHaveLength(30);
    expect(refused).toHaveLength(170);
    expect(allowed.map((r) => r.remaining).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    for (const r of refused) {
      expect(r).toMatchObject({ limit: 30, remaining: 0, tripped: 'requests_per_minute', testKeyDaily: null });
      expect(Number.isInteger(r.retryAfterSeconds)).toBe(true);
      expect(r.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    }
  });

  it('holds the limit on the Redis clock across two API instances (separate connections)', async () => {
    const second = new Redis(REDIS_URL);
    try {
      const instances = [new RateLimiter(redis, { prefix }), new RateLimiter(second, { prefix })];
      const who = subject('free');
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => instances[i % 2]!.hit(who)));
      expect(allowedCount(results)).toBe(30);

      // Reset is the moment the bucket is full again: about one minute after the burst, on Redis's clock.
      const [redisSeconds] = await redis.time();
      const latestReset = Math.max(...results.map((r) => r.resetAt));
      expect(latestReset).toBeGreaterThanOrEqual(Number(redisSeconds) + 58);
      expect(latestReset).toBeLessThanOrEqual(Number(redisSeconds) + 61);
    } finally {
      await second.quit();
    }
  });

  it('allows no second burst across a minute boundary', async () => {
    const clock = manualClock(MIDNIGHT + 10 * MINUTE + 59_900);
    const limiter = new RateLimiter(redis, { prefix, now: clock.now });
    const who = subject('free');

    expect(allowedCount(await hitTimes(limiter, who, 30))).toBe(30);
    clock.ms += 200; // 60.1 s: a fixed window would open 30 fresh slots here
    const after = await hitTimes(limiter, who, 30);
    expect(allowedCount(after)).toBe(0);
    // 30 slots spent at 59.9 s free the first one 2 s later, at 61.9 s: 1.8 s from now.
    expect(after[0]!.retryAfterSeconds).toBe(2);
  });

  it('refills one request per emission interval (60 s / 30 = 2 s) and reports exact remaining and reset', async () => {
    const start = MIDNIGHT + 20 * MINUTE;
    const clock = manualClock(start);
    const limiter = new RateLimiter(redis, { prefix, now: clock.now });
    const who = subject('free');

    expect(await limiter.hit(who)).toEqual({
      allowed: true, limit: 30, remaining: 29, resetAt: (start + 2_000) / 1000, retryAfterSeconds: 0, tripped: null, testKeyDaily: null,
    });
    await hitTimes(limiter, who, 29);
    const exhausted = await limiter.hit(who);
    expect(exhausted).toMatchObject({ allowed: false, remaining: 0, resetAt: (start + MINUTE) / 1000, retryAfterSeconds: 2 });

    clock.ms = start + 1_999;
    expect((await limiter.hit(who)).allowed).toBe(false);
    clock.ms = start + 2_000;
    expect(await limiter.hit(who)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await limiter.hit(who)).allowed).toBe(false);

    clock.ms = start + 2_000 + 20_000; // ten more intervals
    const refilled = await hitTimes(limiter, who, 11);
    expect(allowedCount(refilled)).toBe(10);

    clock.ms = start + 10 * MINUTE; // long idle: back to a full bucket
    expect(await limiter.hit(who)).toMatchObject({ allowed: true, remaining: 29 });
  });

  it.each(['pro', 'enterprise'] as const)('applies the %s tier limit', async (tier) => {
    const limiter = new RateLimiter(redis, { prefix, now: manualClock(MIDNIGHT + 30 * MINUTE).now });
    const limit = TIER_LIMITS[tier].requestsPerMinute;
    const results = await hitTimes(limiter, subject(tier), limit + 20);
    expect(allowedCount(results)).toBe(limit);
    expect(results.every((r) => r.limit === limit)).toBe(true);
  });

  it("counts all of an account's keys together and keeps accounts apart", async () => {
    const limiter = new RateLimiter(redis, { prefix, now: manualClock(MIDNIGHT + 40 * MINUTE).now });
    const accountId = `acc_${randomUUID()}`;
    const keyA = subject('free', 'live', accountId);
    const keyB = subject('free', 'live', accountId);
    await hitTimes(limiter, keyA, 20);
    expect(allowedCount(await hitTimes(limiter, keyB, 20))).toBe(10);

    expect(await limiter.hit(subject('free'))).toMatchObject({ allowed: true, remaining: 29 });
  });
});

describe('RateLimiter.hit: test keys, 100 requests per UTC day', () => {
  it('refuses the 101st request until the next UTC midnight, with Retry-After = seconds to midnight', async () => {
    const clock = manualClock(MIDNIGHT + DAY - 3_600_000); // 23:00 UTC
    const limiter = new RateLimiter(redis, { prefix, now: clock.now });
    const who = subject('enterprise', 'test');

    const results = await hitTimes(limiter, who, 100);
    expect(allowedCount(results)).toBe(100);
    expect(results.map((r) => r.testKeyDaily!.remaining).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));

    const refused = await limiter.hit(who);
    expect(refused).toMatchObject({
      allowed: false,
      tripped: 'test_key_daily',
      retryAfterSeconds: 3600,
      testKeyDaily: { limit: 100, remaining: 0, resetAt: (MIDNIGHT + DAY) / 1000 },
    });
    // Daily refusals spend no per-minute budget: after 100 allowed and 6 refused, the account's
    // next request (from a live key) leaves 600 - 101.
    expect(refused.remaining).toBe(500);
    expect(allowedCount(await hitTimes(limiter, who, 5))).toBe(0);
    expect(await limiter.hit({ ...who, apiKeyId: `key_${randomUUID()}`, environment: 'live' })).toMatchObject({ allowed: true, remaining: 499 });

    clock.ms = MIDNIGHT + DAY - 1_000;
    expect(await limiter.hit(who)).toMatchObject({ allowed: false, tripped: 'test_key_daily', retryAfterSeconds: 1 });
    clock.ms = MIDNIGHT + DAY;
    expect(await limiter.hit(who)).toMatchObject({
      allowed: true,
      testKeyDaily: { limit: 100, remaining: 99, resetAt: (MIDNIGHT + 2 * DAY) / 1000 },
    });
  });

  it("limits each test key on its own, and never live keys", async () => {
    const limiter = new RateLimiter(redis, { prefix, now: manualClock(MIDNIGHT + 3 * 3_600_000).now });
    const accountId = `acc_${randomUUID()}`;
    await hitTimes(limiter, subject('enterprise', 'test', accountId), 101);

    expect(await limiter.hit(subject('enterprise', 'test', accountId))).toMatchObject({ allowed: true, testKeyDaily: { remaining: 99 } });
    const live = await hitTimes(limiter, subject('enterprise', 'live', accountId), 150);
    expect(allowedCount(live)).toBe(150);
    expect(live.every((r) => r.testKeyDaily === null)).toBe(true);
  });

  it('spends no daily allowance on requests the per-minute limit refuses', async () => {
    const clock = manualClock(MIDNIGHT + 4 * 3_600_000);
    const limiter = new RateLimiter(redis, { prefix, now: clock.now });
    const who = subject('free', 'test');

    const burst = await hitTimes(limiter, who, 40);
    expect(allowedCount(burst)).toBe(30);
    expect(burst.filter((r) => !r.allowed).every((r) => r.tripped === 'requests_per_minute')).toBe(true);

    clock.ms += MINUTE;
    expect(await limiter.hit(who)).toMatchObject({ allowed: true, testKeyDaily: { remaining: 69 } });
  });

  it('reports the longer wait when both limits refuse', async () => {
    const clock = manualClock(0);
    const limiter = new RateLimiter(redis, { prefix, now: clock.now });
    const who = subject('free', 'test');
    // 70 requests paced at the refill rate, ending 3 s before midnight, then a burst of 30 at
    // 1 s before midnight: the day's 100 are spent and so is the minute's bucket.
    for (let i = 70; i >= 1; i--) {
      clock.ms = MIDNIGHT + DAY - 1_000 - i * 2_000;
      expect((await limiter.hit(who)).allowed).toBe(true);
    }
    clock.ms = MIDNIGHT + DAY - 1_000;
    expect(allowedCount(await hitTimes(limiter, who, 30))).toBe(30);

    // Midnight is 1 s away, the next per-minute slot 2 s: the minute limit is what the caller waits for.
    expect(await limiter.hit(who)).toMatchObject({ allowed: false, tripped: 'requests_per_minute', retryAfterSeconds: 2 });
    clock.ms = MIDNIGHT + DAY;
    expect(await limiter.hit(who)).toMatchObject({ allowed: false, tripped: 'requests_per_minute', retryAfterSeconds: 1 });
    clock.ms = MIDNIGHT + DAY + 1_000;
    expect(await limiter.hit(who)).toMatchObject({ allowed: true, testKeyDaily: { remaining: 99 } });
  });
});

describe('RateLimiter transactions quota', () => {
  it('allows the free tier 100 builds per UTC day, exactly, even when they race', async () => {
    const clock = manualClock(MIDNIGHT + DAY - 600_000); // 23:50 UTC
    const limiter = new RateLimiter(redis, { prefix, now: clock.now });
    const accountId = `acc_${randomUUID()}`;

    expect(await limiter.checkTransactionQuota(accountId, 'free')).toEqual({
      allowed: true, limit: 100, used: 0, remaining: 100, resetAt: (MIDNIGHT + DAY) / 1000, retryAfterSeconds: 0,
    });
    const consumed = await Promise.all(Array.from({ length: 150 }, () => limiter.consumeTransactionQuota(accountId, 'free')));
    expect(consumed.filter((q) => q.allowed)).toHaveLength(100);

    const refusal = { allowed: false, limit: 100, used: 100, remaining: 0, resetAt: (MIDNIGHT + DAY) / 1000, retryAfterSeconds: 600 };
    expect(await limiter.consumeTransactionQuota(accountId, 'free')).toEqual(refusal);
    // Peeking is read-only: asking twice changes nothing.
    expect(await limiter.checkTransactionQuota(accountId, 'free')).toEqual(refusal);
    expect(await limiter.checkTransactionQuota(accountId, 'free')).toEqual(refusal);

    clock.ms = MIDNIGHT + DAY;
    expect(await limiter.checkTransactionQuota(accountId, 'free')).toMatchObject({ allowed: true, used: 0, remaining: 100 });
    expect(await limiter.consumeTransactionQuota(accountId, 'free')).toMatchObject({
      allowed: true, used: 1, remaining: 99, resetAt: (MIDNIGHT + 2 * DAY) / 1000,
    });
  });

  it('allows the pro tier 1,000 builds per day', async () => {
    const limiter = new RateLimiter(redis, { prefix, now: manualClock(MIDNIGHT + 3_600_000).now });
    const accountId = `acc_${randomUUID()}`;
    const consumed = await Promise.all(Array.from({ length: 1_010 }, () => limiter.consumeTransactionQuota(accountId, 'pro')));
    expect(consumed.filter((q) => q.allowed)).toHaveLength(1_000);
    expect(await limiter.checkTransactionQuota(accountId, 'pro')).toMatchObject({ allowed: false, limit: 1_000, used: 1_000, remaining: 0 });
  });

  it('never refuses the unlimited enterprise tier, but still counts its builds', async () => {
    const limiter = new RateLimiter(redis, { prefix, now: manualClock(MIDNIGHT + 3_600_000).now });
    const accountId = `acc_${randomUUID()}`;
    const consumed = await Promise.all(Array.from({ length: 1_500 }, () => limiter.consumeTransactionQuota(accountId, 'enterprise')));
    expect(consumed.every((q) => q.allowed && q.limit === null && q.remaining === null && q.retryAfterSeconds === 0)).toBe(true);
    expect(await limiter.checkTransactionQuota(accountId, 'enterprise')).toMatchObject({ allowed: true, limit: null, used: 1_500, remaining: null });
  });

  it('counts a record once however often its build runs, in the same script as its marker; a refusal leaves no marker', async () => {
    const limiter = new RateLimiter(redis, { prefix, now: manualClock(MIDNIGHT + 3_600_000).now });
    const accountId = `acc_${randomUUID()}`;
    const first = await limiter.consumeTransactionQuotaOnce(accountId, 'free', 'tx_a', 172_800);
    expect(first).toEqual({ counted: true, quota: expect.objectContaining({ allowed: true, used: 1, remaining: 99 }) });
    // The same record again (a redelivered job): allowed, nothing counted.
    expect(await limiter.consumeTransactionQuotaOnce(accountId, 'free', 'tx_a', 172_800)).toEqual({ counted: false, quota: expect.objectContaining({ allowed: true, used: 1 }) });
    expect(await limiter.checkTransactionQuota(accountId, 'free')).toMatchObject({ used: 1 });
    const ttl = await redis.ttl(limiter.transactionQuotaMarker(accountId, 'tx_a'));
    expect(ttl).toBeGreaterThan(172_000);
    expect(limiter.transactionQuotaMarker(accountId, 'tx_a')).toContain(`{${accountId}}`); // the quota's hash slot

    // 150 records race for the 99 builds left: 99 counted, 51 refused, and a refused record keeps no marker.
    const ids = Array.from({ length: 150 }, (_, i) => `tx_${i}`);
    const results = await Promise.all(ids.map((id) => limiter.consumeTransactionQuotaOnce(accountId, 'free', id, 60)));
    expect(results.filter((r) => r.quota.allowed)).toHaveLength(99);
    const refused = ids.filter((_, i) => !results[i]!.quota.allowed);
    expect(refused).toHaveLength(51);
    expect(results.every((r) => r.counted)).toBe(true);
    expect(await redis.exists(...refused.map((id) => limiter.transactionQuotaMarker(accountId, id)))).toBe(0);
    expect(await limiter.checkTransactionQuota(accountId, 'free')).toMatchObject({ allowed: false, used: 100 });
  });

  it("keeps accounts' quotas apart", async () => {
    const limiter = new RateLimiter(redis, { prefix, now: manualClock(MIDNIGHT + 3_600_000).now });
    const spent = `acc_${randomUUID()}`;
    await Promise.all(Array.from({ length: 100 }, () => limiter.consumeTransactionQuota(spent, 'free')));
    expect((await limiter.consumeTransactionQuota(spent, 'free')).allowed).toBe(false);
    expect(await limiter.consumeTransactionQuota(`acc_${randomUUID()}`, 'free')).toMatchObject({ allowed: true, used: 1 });
  });
});

describe('RateLimiter keys', () => {
  it('gives every key a TTL that ends when its state stops mattering', async () => {
    const now = MIDNIGHT + DAY - 600_000; // 10 min before midnight
    const limiter = new RateLimiter(redis, { prefix, now: () => now });
    const who = subject('free', 'test');
    await limiter.hit(who);
    await limiter.consumeTransactionQuota(who.accountId, 'free');

    const tag = `{${who.accountId}}`;
    const minuteTtl = await redis.pttl(`${prefix}:rl:${tag}:rpm`);
    const dailyTtl = await redis.pttl(`${prefix}:rl:${tag}:day:${who.apiKeyId}`);
    const quotaTtl = await redis.pttl(`${prefix}:quota:${tag}:tx`);
    // One request leaves 2 s of debt; the daily counters matter until midnight.
    expect(minuteTtl).toBeGreaterThan(0);
    expect(minuteTtl).toBeLessThanOrEqual(2_000);
    expect(dailyTtl).toBeGreaterThan(590_000);
    expect(dailyTtl).toBeLessThanOrEqual(600_000);
    expect(quotaTtl).toBeGreaterThan(590_000);
    expect(quotaTtl).toBeLessThanOrEqual(600_000);
  });

  it('uses exactly one Redis round trip per call (counted with MONITOR)', async () => {
    const client = new Redis(REDIS_URL);
    let monitor: RedisMonitor | undefined;
    try {
      // Connect the client first, so its connection handshake happens before monitoring starts.
      const address = /addr=(\S+)/.exec(String(await client.call('CLIENT', 'INFO')))![1];
      const end = `round-trips-end-${randomUUID()}`;
      const seen: string[] = [];
      let ended!: () => void;
      const endSeen = new Promise<void>((resolve) => { ended = resolve; });
      // Resolves once Redis confirmed MONITOR: everything the client sends from here on is seen.
      monitor = await monitorRedis(Number(new URL(REDIS_URL).port), ({ source, args }) => {
        if (source !== address) return; // commands a script runs show as "lua", other clients by address
        if (args[1] === end) ended();
        else seen.push(args[0]!.toLowerCase());
      });
      const limiter = new RateLimiter(client, { prefix });
      const liveKey = subject('pro');
      const testKey = subject('free', 'test');
      for (let i = 0; i < 5; i++) await limiter.hit(liveKey);
      for (let i = 0; i < 5; i++) await limiter.hit(testKey);
      await limiter.checkTransactionQuota(liveKey.accountId, 'pro');
      await limiter.consumeTransactionQuota(liveKey.accountId, 'pro');
      await limiter.consumeTransactionQuotaOnce(liveKey.accountId, 'pro', 'tx_once', 60);
      await client.echo(end);
      await Promise.race([endSeen, monitor.failed]);

      // 13 calls, 13 commands: each script's first call on a connection is a full EVAL, then EVALSHA.
      expect(seen).toEqual(['eval', ...Array(9).fill('evalsha'), 'eval', 'evalsha', 'evalsha']);
    } finally {
      monitor?.stop();
      await client.quit();
    }
  });
});

describe('RateLimiter when Redis fails', () => {
  it('throws service_unavailable instead of allowing', async () => {
    // Nothing listens on port 1; no offline queue and no reconnects, as the API's fail-fast client.
    const unreachable = new Redis({ host: '127.0.0.1', port: 1, lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
    unreachable.on('error', () => {}); // the rejected commands below are what the test observes
    const limiter = new RateLimiter(unreachable, { prefix });
    try {
      for (const call of [
        () => limiter.hit(subject('free')),
        () => limiter.hit(subject('free', 'test')),
        () => limiter.checkTransactionQuota('acc_x', 'free'),
        () => limiter.consumeTransactionQuota('acc_x', 'free'),
      ]) {
        const error = await call().then(() => null, (e: unknown) => e);
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('service_unavailable');
        expect((error as AppError).status).toBe(503);
      }
    } finally {
      unreachable.disconnect();
    }
  });

  it('throws service_unavailable once the connection is closed', async () => {
    const closed = new Redis(REDIS_URL);
    const limiter = new RateLimiter(closed, { prefix });
    await closed.quit();
    await expect(limiter.hit(subject('free'))).rejects.toMatchObject({ code: 'service_unavailable' });
  });
});
