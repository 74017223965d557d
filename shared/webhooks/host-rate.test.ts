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

  it('shares: another account\'s attempt takes its turn after the first of a burst\'s held slots, not after the burst; the displaced attempt moves to the end and the host still gets one slot per attempt', async () => {
    const limit = new HostRateLimit(redis, prefix, 10);
    const url = hostUrl();
    const a = await Promise.all(Array.from({ length: 40 }, (_, i) => limit.take(url, `a${i}:0`, 'acc_a')));
    expect(a.filter((w) => w === 0)).toHaveLength(10);
    const lastOfBurst = Math.max(...a);
    expect(lastOfBurst).toBeGreaterThan(2900);
    // B's one attempt: the burst's second held slot (about 200 ms), not after its 30 held slots (3.1 s).
    const b = await limit.take(url, 'b0:0', 'acc_b');
    expect(b).toBeGreaterThan(100);
    expect(b).toBeLessThanOrEqual(205);
    // A's attempt that held that slot now holds the new last one; coming back early it hears so.
    const waits = await Promise.all(a.map((w, i) => (w > 0 ? limit.take(url, `a${i}:0`, 'acc_a') : Promise.resolve(0))));
    const moved = waits.filter((w, i) => w > a[i]! + 50);
    expect(moved).toHaveLength(1);
    expect(moved[0]!).toBeGreaterThan(lastOfBurst + 50);
    // One slot per attempt, 100 ms apart: the host's rate is unchanged.
    const slots = [...waits.filter((w) => w > 0), b].sort((x, y) => x - y);
    expect(slots).toHaveLength(31);
    for (let k = 1; k < slots.length; k++) expect(slots[k]! - slots[k - 1]!).toBeGreaterThan(80);
  });

  it('shares: two accounts waiting for one host take its slots in turn (round-robin), a third account\'s first attempt comes early too', async () => {
    const limit = new HostRateLimit(redis, prefix, 10);
    const url = hostUrl();
    for (let i = 0; i < 10; i++) expect(await limit.take(url, `a${i}:0`, 'acc_a')).toBe(0);
    const a: number[] = [];
    for (let i = 10; i < 30; i++) a.push(await limit.take(url, `a${i}:0`, 'acc_a'));
    const b: number[] = [];
    for (let i = 0; i < 5; i++) b.push(await limit.take(url, `b${i}:0`, 'acc_b'));
    // B's five take every other slot from the second: 200, 400, ... 1000 ms.
    b.forEach((w, k) => {
      expect(w).toBeGreaterThan((k + 1) * 200 - 40);
      expect(w).toBeLessThanOrEqual((k + 1) * 200 + 5);
    });
    const c = await limit.take(url, 'c0:0', 'acc_c');
    expect(c).toBeLessThanOrEqual(605);
  });

  it('shares: one account alone keeps the whole schedule (nothing is displaced)', async () => {
    const limit = new HostRateLimit(redis, prefix, 10);
    const url = hostUrl();
    const first = await Promise.all(Array.from({ length: 25 }, (_, i) => limit.take(url, `a${i}:0`, 'acc_a')));
    const again = await Promise.all(Array.from({ length: 25 }, (_, i) => limit.take(url, `a${i}:0`, 'acc_a')));
    first.forEach((w, i) => {
      if (w === 0) return;
      expect(again[i]!).toBeLessThanOrEqual(w);
      expect(again[i]!).toBeGreaterThan(w - 60);
    });
  });

  it('0 turns the limit off (no Redis call); an unparsable URL is not limited', async () => {
    const off = new HostRateLimit(redis, prefix, 0);
    const url = hostUrl();
    for (let i = 0; i < 50; i++) expect(await off.take(url, `d${i}:0`)).toBe(0);
    expect(await new HostRateLimit(redis, prefix, 1).take('not a url', 'x:0')).toBe(0);
    expect(await redis.keys(`${prefix}:whhost:{${new URL(url).hostname}}*`)).toEqual([]);
  });
});
