import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey } from '../helpers/accounts.js';
import { manualClock } from '../helpers/clock.js';
import { assertNoKeyLeaks } from '../helpers/leaks.js';

const DAY = 86_400_000;
// A frozen clock (the deps.now seam reaches the limiter): a burst is judged at one instant,
// however long 200 HTTP requests take on a slow machine.
const clock = manualClock(Date.UTC(2031, 4, 20, 15, 30));
let h: Harness;
beforeAll(async () => { h = await startHarness({ now: clock.now }); });
afterAll(async () => { await h.close(); });

const get = (key: string) => h.request('/v1/keys?limit=1', { headers: bearer(key) });

describe('requests per minute (per account, by tier)', () => {
  it('200 requests at once on a free account: exactly 30 pass, the rest are 429 with Retry-After and the limit named', async () => {
    const free = await createAccountWithKey(h, { tier: 'free' });
    const answers = await Promise.all(Array.from({ length: 200 }, () => get(free.key)));
    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 429);
    expect(ok).toHaveLength(30);
    expect(refused).toHaveLength(170);

    expect(ok.map((a) => Number(a.headers.get('x-ratelimit-remaining'))).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    for (const a of [...ok, ...refused]) {
      expect(a.headers.get('x-ratelimit-limit')).toBe('30');
      expect(Number(a.headers.get('x-ratelimit-reset'))).toBeGreaterThanOrEqual(Math.floor(clock.ms / 1000));
    }
    for (const r of refused) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(r.body.error).toMatchObject({ code: 'rate_limit_exceeded', details: { limitType: 'requests_per_minute', limit: 30, retryAfterSeconds: Number(r.headers.get('retry-after')) } });
      expect(r.body.meta.requestId).toBe(r.headers.get('x-request-id'));
    }
    // GCRA: one more request fits every 2 s (60 s / 30).
    clock.advance(2000);
    expect((await get(free.key)).status).toBe(200);
    expect((await get(free.key)).status).toBe(429);
  });

  it('the limit is per account, over all its keys; each tier has its own', async () => {
    const free = await createAccountWithKey(h, { tier: 'free' });
    const second = await addKey(h, free.accountId);
    const answers = await Promise.all([...Array.from({ length: 20 }, () => get(free.key)), ...Array.from({ length: 20 }, () => get(second.key))]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(30);

    const pro = await createAccountWithKey(h, { tier: 'pro' });
    expect((await get(pro.key)).headers.get('x-ratelimit-limit')).toBe('120');
    const enterprise = await createAccountWithKey(h, { tier: 'enterprise' });
    expect((await get(enterprise.key)).headers.get('x-ratelimit-limit')).toBe('600');
  });

  it('unauthenticated requests carry no X-RateLimit headers and spend nothing', async () => {
    const res = await h.request('/v1/keys');
    expect(res.status).toBe(401);
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });
});

describe('test keys: 100 requests per UTC day per key', () => {
  it('lets exactly 100 through, then 429 quota_exceeded until UTC midnight, whatever the tier', async () => {
    const owner = await createAccountWithKey(h, { tier: 'enterprise', environment: 'test' });
    const answers = await Promise.all(Array.from({ length: 130 }, () => get(owner.key)));
    const byStatus: Record<number, number> = {};
    for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    const odd = answers.find((a) => a.status !== 200 && a.status !== 429);
    expect(byStatus, JSON.stringify(odd?.body)).toEqual({ 200: 100, 429: 30 });
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(30);
    const midnight = (Math.floor(clock.ms / DAY) + 1) * DAY;
    for (const r of refused) {
      expect(r.headers.get('retry-after')).toBe(String(Math.ceil((midnight - clock.ms) / 1000)));
      expect(r.headers.get('x-ratelimit-limit')).toBe('600');
      // No request is left today, whatever the minute's window holds (docs/http.md).
      expect(r.headers.get('x-ratelimit-remaining')).toBe('0');
      expect(r.headers.get('x-ratelimit-reset')).toBe(String(midnight / 1000));
      expect(r.body.error).toMatchObject({ code: 'quota_exceeded', details: { limitType: 'test_key_requests_per_day', limit: 100, remaining: 0, resetAt: midnight / 1000 } });
    }
    // Another test key of the account has its own 100.
    const other = await addKey(h, owner.accountId, { environment: 'test' });
    expect((await get(other.key)).status).toBe(200);
    // A new UTC day starts a new count.
    clock.ms = midnight;
    expect((await get(owner.key)).status).toBe(200);
  });
});

describe('secrets', () => {
  it('leaves no key plaintext in the database, the logs or Redis', async () => {
    await h.app.usage.flush();
    await assertNoKeyLeaks(h);
  });
});
