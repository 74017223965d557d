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
});

describe('retiredJupiterHostWarning', () => {
  it('warns about lite-api.jup.ag only', () => {
    expect(retiredJupiterHostWarning('https://lite-api.jup.ag')).toMatch(/retiring: set JUPITER_API_URL=https:\/\/api.jup.ag and JUPITER_API_KEY/);
    expect(retiredJupiterHostWarning('https://api.jup.ag')).toBeNull();
    expect(retiredJupiterHostWarning('http://127.0.0.1:8899')).toBeNull();
  });
});
