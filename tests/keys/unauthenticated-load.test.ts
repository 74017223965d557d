import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, revokeKey } from '../helpers/accounts.js';
import { freePort } from '../helpers/ports.js';
import { generateApiKey } from '../../shared/auth/api-key.js';

/**
 * Unauthenticated load is cheap (issue 22 item 7): failing keys are throttled per client
 * address before any database lookup, unknown keys are remembered, and the operations
 * endpoints can move to an internal port. The throttle is set here as in production (the
 * harness raises it for the other files).
 */
const LIMIT = 20;
let h: Harness;
/**
 * Every lookup of a key by its hash (a SELECT on api_keys by key_hash) this file's API runs,
 * counted on the connection itself (knex's query event), not by the code under test.
 */
let keyQueries = 0;
const onQuery = (q: { sql: string }) => { if (/^\s*select\b[\s\S]*\bfrom\s+"?api_keys"?[\s\S]*\bkey_hash"?\s*=/i.test(q.sql)) keyQueries += 1; };
let knex: Knex;
let opsPort: number;

beforeAll(async () => {
  opsPort = await freePort();
  h = await startHarness({ workers: false, env: { AUTH_FAILURES_PER_IP: String(LIMIT), AUTH_FAILURE_WINDOW_MS: '600000', AUTH_NEGATIVE_CACHE_MS: '600000', OPS_PORT: String(opsPort) } });
  knex = (h.orm.em.getConnection() as unknown as { getKnex(): Knex }).getKnex();
  knex.on('query', onQuery);
});
afterAll(async () => {
  knex?.off('query', onQuery);
  await h.close();
});

/** A well-formed key with a valid checksum that no account has. */
const fakeKey = () => generateApiKey('live').plaintext;
const metric = async (name: string, labels = '') => {
  const text = await (await fetch(`${h.opsUrl}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}`) || (labels === '' && l.startsWith(`${name} `)) || (labels === '' && l.startsWith(`${name}{process`)));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe('1,000 distinct fake keys from one address', () => {
  it('cost exactly the throttle\'s allowance of database lookups, then 429 with Retry-After before any lookup', async () => {
    const valid = await createAccountWithKey(h);
    // Warm: the valid key is cached, so it needs no lookup during the flood.
    expect((await h.request('/v1/keys', { headers: bearer(valid) })).status).toBe(200);
    const before = keyQueries;
    const statuses: number[] = [];
    const reasons = new Set<string>();
    let retryAfter: string | null = null;
    // 20 at a time: concurrent requests can never take more lookups than the allowance.
    for (let i = 0; i < 1000; i += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => h.request('/v1/keys', { headers: bearer(fakeKey()) })));
      for (const a of answers) {
        statuses.push(a.status);
        reasons.add(`${a.status} ${a.body.error.code} ${a.body.error.details.reason}`);
        if (a.status === 429) retryAfter = a.headers.get('retry-after');
      }
    }
    expect(keyQueries - before).toBe(LIMIT);
    expect(statuses.filter((s) => s === 401).length).toBe(LIMIT);
    expect(statuses.filter((s) => s === 429).length).toBe(1000 - LIMIT);
    expect([...reasons].sort()).toEqual(['401 unauthorized unknown_key', '429 rate_limit_exceeded too_many_failed_keys']);
    expect(Number(retryAfter)).toBeGreaterThan(500); // the rest of the 10-minute window
    expect(Number(retryAfter)).toBeLessThanOrEqual(600);

    // The operators see it: lookups by source, throttled requests.
    expect(await metric('api_key_lookups_total', 'source="database"')).toBeGreaterThanOrEqual(LIMIT);
    expect(await metric('auth_throttled_total')).toBe(1000 - LIMIT);

    // A valid key in the cache still works from the throttled address (no lookup needed)...
    const ok = await h.request('/v1/keys', { headers: bearer(valid) });
    expect(ok.status).toBe(200);
    expect(keyQueries - before).toBe(LIMIT);
    // ...and the 429 is the envelope with Retry-After, details naming the limit.
    const refused = await h.request('/v1/keys', { headers: bearer(fakeKey()) });
    expect(refused.body.error).toMatchObject({ code: 'rate_limit_exceeded', details: { reason: 'too_many_failed_keys', limitType: 'failed_keys_per_ip', limit: LIMIT } });
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('the negative cache', () => {
  it('answers a known-unknown key without a database lookup, and a valid key gives its slot back', async () => {
    await h.redis.del(...(await h.redis.keys(`${h.config.redisPrefix}:throttle:*`)));
    const unknown = fakeKey();
    const before = keyQueries;
    expect((await h.request('/v1/keys', { headers: bearer(unknown) })).status).toBe(401);
    expect(keyQueries - before).toBe(1);
    for (let i = 0; i < 5; i++) {
      const again = await h.request('/v1/keys', { headers: bearer(unknown) });
      expect(again.status).toBe(401);
      expect(again.body.error.details.reason).toBe('unknown_key');
    }
    expect(keyQueries - before).toBe(1);
    expect(h.app.keys.negativeCacheSize).toBeGreaterThan(0);
    expect(h.app.keys.negativeCacheSize).toBeLessThanOrEqual(10_000);
    // Six failures counted; valid uncached keys take a slot and give it back: 30 of them pass.
    const owner = await createAccountWithKey(h);
    for (let i = 0; i < 30; i++) {
      h.app.keys.invalidate({ keyId: owner.keyId });
      expect((await h.request('/v1/keys?limit=1', { headers: bearer(owner) })).status).toBe(200);
    }
    // A revoked key fails (from the cache, after its invalidation it is looked up once).
    await revokeKey(h, owner);
    expect((await h.request('/v1/keys', { headers: bearer(owner) })).body.error.details.reason).toBe('revoked_key');
  });
});

describe('OPS_PORT', () => {
  it('serves /readyz and /metrics on the internal port only; /healthz on both', async () => {
    expect((await h.request('/readyz')).status).toBe(404);
    expect((await h.request('/metrics')).status).toBe(404);
    expect((await h.request('/healthz')).status).toBe(200);
    const ready = await fetch(`${h.opsUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { data: { checks: Record<string, string> } }).data.checks).toEqual({ postgres: 'ok', redis: 'ok' });
    const metrics = await fetch(`${h.opsUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('http_request_duration_seconds');
    expect((await fetch(`${h.opsUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${h.opsUrl}/v1/keys`)).status).toBe(404);
  });
});
