import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { UpstreamBudget } from './upstream-budget.js';
import { retiredJupiterHostWarning } from '../swap/swap-venue.js';
import { loadConfig } from '../../config/index.js';

const redis = new Redis(loadConfig().redisUrl, { maxRetriesPerRequest: 1 });
const prefix = `sistest:budget:${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('UpstreamBudget', () => {
  it('spaces slots 1000 / rps ms apart across callers, refuses past the longest wait with Retry-After, and counts both', async () => {
    const a = new UpstreamBudget(redis, prefix, { upstream: 'jupiter', rps: 10, maxWaitMs: 250 });
    const b = new UpstreamBudget(redis, prefix, { upstream: 'jupiter', rps: 10, maxWaitMs: 250 });
    const times: number[] = [];
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).take().then(() => times.push(Date.now()))));
    const granted = results.filter((r) => r.status === 'fulfilled').length;
    expect(granted).toBeGreaterThanOrEqual(3); // slots at 0, 100, 200 ms fit within 250 ms
    expect(granted).toBeLessThanOrEqual(4);
    times.sort((x, y) => x - y);
    expect(times.at(-1)! - times[0]).toBeGreaterThanOrEqual((granted - 1) * 100 - 20);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ code: 'service_unavailable', details: { reason: 'upstream_budget', upstream: 'jupiter' }, headers: { 'Retry-After': '1' } });
    expect(await a.use()).toMatchObject({ granted, refused: 6 - granted });
  });

  it('remembers a refused key for readiness until a call is accepted', async () => {
    const budget = new UpstreamBudget(redis, prefix, { upstream: 'keytest', rps: 1, maxWaitMs: 0 });
    expect(await budget.authFailed()).toBe(false);
    await budget.noteAuth(false, 401);
    expect(await budget.authFailed()).toBe(true);
    await budget.noteAuth(true);
    expect(await budget.authFailed()).toBe(false);
  });

  it('builds come first: a backlog of low-priority calls (price lookups) holds no place ahead of a high-priority one', async () => {
    // 20 slots/s (50 ms each): twenty low-priority calls from two "processes" are waiting when a build asks.
    const high = new UpstreamBudget(redis, prefix, { upstream: 'lanes', rps: 20, maxWaitMs: 3000 });
    const low = [high.lowPriority(), new UpstreamBudget(redis, prefix, { upstream: 'lanes', rps: 20, maxWaitMs: 3000 }).lowPriority()];
    const lowDone: number[] = [];
    const backlog = Array.from({ length: 20 }, (_, i) => low[i % 2].take().then(() => lowDone.push(Date.now())));
    await new Promise((r) => setTimeout(r, 120));
    const asked = Date.now();
    // With a high-priority budget of only 120 ms of wait, it gets a slot: at most one low-priority call was ahead.
    await high.take(120);
    const granted = Date.now();
    expect(granted - asked).toBeLessThan(250);
    // Low-priority calls kept going after it, and each finally had its slot.
    await Promise.all(backlog);
    expect(lowDone.filter((t) => t > granted).length).toBeGreaterThan(5);
    // They never burst: twenty-one slots took at least twenty slot lengths.
    expect(Math.max(...lowDone) - Math.min(...lowDone)).toBeGreaterThanOrEqual(19 * 50 - 60);
  });

  it('a low-priority call refuses like any other once its wait is spent', async () => {
    const budget = new UpstreamBudget(redis, prefix, { upstream: 'lowrefuse', rps: 1, maxWaitMs: 300 });
    await budget.take(); // the slot free now
    const err = await budget.lowPriority().take().then(() => null, (e: unknown) => e);
    expect(err).toMatchObject({ code: 'service_unavailable', details: { reason: 'upstream_budget' } });
  });

  it('shares: an account alone has the whole rate; two accounts asking get half each; a spent share says when to come back', async () => {
    const budget = new UpstreamBudget(redis, prefix, { upstream: 'shares', rps: 10, maxWaitMs: 500 });
    // Alone, account a may run 500 ms ahead at 100 ms a slot: six asks of one slot (0..500 ms ahead), then refused.
    const alone = [];
    for (let i = 0; i < 8; i++) alone.push((await budget.share('a', 1)).admitted);
    expect(alone.filter(Boolean)).toHaveLength(6);
    expect(alone.slice(6)).toEqual([false, false]);
    expect(await budget.share('a', 1)).toMatchObject({ admitted: false, retryAfterSeconds: 1 });
    // Account b has asked for nothing: admitted at once, whatever a did.
    expect(await budget.share('b', 1)).toEqual({ admitted: true });
    // Now two accounts are active: b's asks cost it two slots each (half the rate), so three of them fit in 500 ms.
    const shared = [];
    for (let i = 0; i < 5; i++) shared.push((await budget.share('b', 1)).admitted);
    expect(shared.filter(Boolean)).toHaveLength(2);
  });
});

describe('retiredJupiterHostWarning', () => {
  it('warns about lite-api.jup.ag only', () => {
    expect(retiredJupiterHostWarning('https://lite-api.jup.ag')).toMatch(/retiring: set JUPITER_API_URL=https:\/\/api.jup.ag and JUPITER_API_KEY/);
    expect(retiredJupiterHostWarning('https://api.jup.ag')).toBeNull();
    expect(retiredJupiterHostWarning('http://127.0.0.1:8899')).toBeNull();
  });
});
