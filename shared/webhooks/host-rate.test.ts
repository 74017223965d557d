import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { HostRateLimit } from './host-rate.js';
import { loadConfig } from '../../config/index.js';

const redis = new Redis(loadConfig(undefined, { NODE_ENV: 'test' }).redisUrl, { maxRetriesPerRequest: 1 });
const prefix = `sistest:whhost:${randomBytes(4).toString('hex')}`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  const ttls = await Promise.all(keys.map((k) => redis.pttl(k)));
  if (keys.length) await redis.del(...keys);
  await redis.quit();
  // Every key the limiter writes expires on its own.
  expect(ttls.filter((t) => t === -1)).toEqual([]);
});

/** A host of its own per test: schedules never meet. */
const hostUrl = () => `https://h${randomBytes(4).toString('hex')}.example/hooks`;

describe('HostRateLimit (WEBHOOK_HOST_RATE_PER_SECOND)', () => {
  it('a burst to one host: `limit` attempts go at once, the others each get their own slot, 1000/limit ms apart', async () => {
    const limit = new HostRateLimit(redis, prefix, 10);
    const url = hostUrl();
    const waits = await Promise.all(Array.from({ length: 30 }, (_, i) => limit.take(url, `d${i}:0`)));
    expect(waits.filter((w) => w === 0)).toHaveLength(10);
    const later = waits.filter((w) => w > 0).sort((a, b) => a - b);
    expect(later).toHaveLength(20);
    // The k-th postponed attempt waits k × 100 ms (less the few ms the takes themselves took):
    // no attempt is sent to a random later second where it would meet the others.
    later.forEach((w, k) => {
      expect(w).toBeGreaterThan((k + 1) * 100 - 30);
      expect(w).toBeLessThanOrEqual((k + 1) * 100);
    });
  });

  it('a postponed attempt that comes back at its slot goes, and is not counted twice', async () => {
    const limit = new HostRateLimit(redis, prefix, 5);
    const url = hostUrl();
    for (let i = 0; i < 5; i++) expect(await limit.take(url, `d${i}:0`)).toBe(0);
    const wait = await limit.take(url, 'late:0');
    expect(wait).toBeGreaterThan(150);
    expect(wait).toBeLessThanOrEqual(200);
    // Back before its time (a timer firing early, another host's clock): still its slot, no new one.
    const early = await limit.take(url, 'late:0');
    expect(early).toBeGreaterThan(0);
    expect(early).toBeLessThanOrEqual(wait);
    await sleep(early + 5);
    expect(await limit.take(url, 'late:0')).toBe(0);
    // The next attempt's slot comes one interval after the one 'late' held, not two.
    const next = await limit.take(url, 'next:0');
    expect(next).toBeGreaterThan(100);
    expect(next).toBeLessThanOrEqual(205);
  });

  it('another attempt of the same delivery and another host are not held back by a held slot', async () => {
    const limit = new HostRateLimit(redis, prefix, 1);
    const url = hostUrl();
    expect(await limit.take(url, 'a:0')).toBe(0);
    expect(await limit.take(url, 'a:1')).toBeGreaterThan(900);
    expect(await limit.take(hostUrl(), 'a:1')).toBe(0);
  });

  it('0 turns the limit off (no Redis call); an unparsable URL is not limited', async () => {
    const off = new HostRateLimit(redis, prefix, 0);
    const url = hostUrl();
    for (let i = 0; i < 50; i++) expect(await off.take(url, `d${i}:0`)).toBe(0);
    expect(await new HostRateLimit(redis, prefix, 1).take('not a url', 'x:0')).toBe(0);
    expect(await redis.keys(`${prefix}:whhost:{${new URL(url).hostname}}*`)).toEqual([]);
  });
});
