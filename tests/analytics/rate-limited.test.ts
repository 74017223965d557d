import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey } from '../helpers/accounts.js';
import { rollupHourlyMetrics } from '../../shared/analytics/hourly-rollup.js';
import { UsageEvent } from '../../shared/db/entities/usage-event.entity.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ workers: false });
});
afterAll(async () => {
  await h.close();
});

describe('429 answers in the analytics rollups', () => {
  it('counts the requests answered 429 as requests.rateLimited (and among the errors)', async () => {
    const key = await createAccountWithKey(h, { tier: 'free' }); // 30 requests per minute
    const statuses = await Promise.all(Array.from({ length: 40 }, () => h.request('/v1/keys', { headers: bearer(key) }).then((r) => r.status)));
    const limited = statuses.filter((s) => s === 429).length;
    expect(limited).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 429 && s !== 200)).toEqual([]);

    const until = Date.now() + 10_000;
    while ((await h.orm.em.fork().count(UsageEvent, { keyId: key.keyId })) < statuses.length && Date.now() < until) {
      await h.app.usage.flush();
      await new Promise((r) => setTimeout(r, 20));
    }
    await rollupHourlyMetrics(h.orm, { latenessMs: h.config.analytics.rollupLatenessMs });

    // The metrics read spends one more request of the minute: wait for the limit if it must.
    const hour = Math.floor(Date.now() / 3_600_000) * 3_600_000;
    const query = `/v1/analytics/metrics?startDate=${new Date(hour - 3_600_000).toISOString()}&endDate=${new Date(hour + 3_600_000).toISOString()}&granularity=hour`;
    const other = await createAccountWithKey(h, { tier: 'enterprise' });
    expect((await h.request(query, { headers: bearer(other) })).body.data.requests.rateLimited).toBe(0);
    let res = await h.request(query, { headers: bearer(key) });
    while (res.status === 429) {
      await new Promise((r) => setTimeout(r, 1000 * Number(res.headers.get('retry-after'))));
      res = await h.request(query, { headers: bearer(key) });
    }
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.requests).toMatchObject({ total: statuses.length, errors: limited, rateLimited: limited });
    expect(res.body.data.series.reduce((n: number, b: { requests: { rateLimited: number } }) => n + b.requests.rateLimited, 0)).toBe(limited);
  });
});
