import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey } from '../helpers/accounts.js';

/**
 * A test key allows 100 requests a UTC day (issue 40, point 12): its answers say so beside the
 * spec's per-minute headers, so "599 of 600 left" never hides a key that is nearly spent.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ workers: false });
});
afterAll(async () => {
  await h.close();
});

const get = (key: string) => h.request('/v1/keys?limit=1', { headers: bearer(key) });

describe('a test key\'s daily cap', () => {
  it('shows in X-RateLimit-Daily-Limit / -Remaining on every answer, and its 429 names it', async () => {
    const test = await createAccountWithKey(h, { environment: 'test' });
    const first = await get(test.key);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-ratelimit-limit')).toBe('600');
    expect(first.headers.get('x-ratelimit-daily-limit')).toBe('100');
    expect(first.headers.get('x-ratelimit-daily-remaining')).toBe('99');
    let last = first;
    for (let i = 0; i < 98; i++) last = await get(test.key);
    expect(last.status).toBe(200);
    expect(last.headers.get('x-ratelimit-daily-remaining')).toBe('1');
    // The per-minute window still has hundreds left: the daily header is what tells the truth.
    expect(Number(last.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(400);
    expect((await get(test.key)).headers.get('x-ratelimit-daily-remaining')).toBe('0');
    const refused = await get(test.key);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-ratelimit-daily-limit')).toBe('100');
    expect(refused.headers.get('x-ratelimit-daily-remaining')).toBe('0');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.error.code).toBe('quota_exceeded');
    expect(refused.body.error.details).toMatchObject({ limitType: 'test_key_requests_per_day', limit: 100, remaining: 0 });
    expect(refused.body.error.message).toMatch(/100 requests/);
  });

  it('live keys carry no daily headers', async () => {
    const live = await createAccountWithKey(h);
    const res = await get(live.key);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-daily-limit')).toBeNull();
    expect(res.headers.get('x-ratelimit-daily-remaining')).toBeNull();
  });
});
