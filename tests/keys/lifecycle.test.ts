import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { manualClock } from '../helpers/clock.js';
import { startSecondInstance } from '../helpers/instance.js';
import { assertNoKeyLeaks } from '../helpers/leaks.js';
import { eventually } from '../helpers/eventually.js';
import { ApiKey } from '../../shared/db/entities/api-key.entity.js';
import { UsageEvent } from '../../shared/db/entities/usage-event.entity.js';

const HOUR = 3_600_000;
const clock = manualClock();
let h: Harness;
beforeAll(async () => { h = await startHarness({ now: clock.now }); });
afterAll(async () => { await h.close(); });

/** Create a key through the API with `creator`; remembers the plaintext for the leak scan. */
async function createKey(creator: TestKey | string, body: Record<string, unknown>) {
  const res = await h.request('/v1/keys', { method: 'POST', headers: bearer(creator), json: body });
  rememberPlaintext(res.body?.data?.key);
  return res;
}

/** An authenticated request that needs only a valid key (the caller's keys, first one). */
const probe = (key: string, via: { request: Harness['request'] } = h) => via.request('/v1/keys?limit=1', { headers: bearer(key) });

describe('create', () => {
  it('answers 201 with the key record and the plaintext, once; GET and list never show it', async () => {
    const owner = await createAccountWithKey(h);
    const res = await createKey(owner, { name: 'Price bot', scopes: ['read:prices', 'write:intents'], environment: 'live' });
    expect(res.status).toBe(201);
    const data = res.body.data;
    expect(data).toEqual({
      id: expect.stringMatching(/^key_[0-9A-Za-z]{22}$/), name: 'Price bot', environment: 'live', scopes: ['write:intents', 'read:prices'],
      prefix: 'service_live_', last4: data.key.slice(-4), status: 'active', createdAt: new Date(clock.ms).toISOString(),
      expiresAt: null, lastUsedAt: null, revokedAt: null, rotatedToId: null, gracePeriodEndsAt: null, createdByKeyId: owner.keyId,
      key: expect.stringMatching(/^service_live_[0-9A-Za-z]{28}$/),
    });
    expect(res.headers.get('x-ratelimit-limit')).toBe('600');

    const got = await h.request(`/v1/keys/${data.id}`, { headers: bearer(owner) });
    expect(got.status).toBe(200);
    const { key: _key, ...withoutKey } = data;
    expect(got.body.data).toEqual(withoutKey);
    expect(got.text).not.toContain(data.key);
    const list = await h.request('/v1/keys', { headers: bearer(owner) });
    expect(list.body.data.map((k: { id: string }) => k.id)).toContain(data.id);
    for (const k of list.body.data) expect(k).not.toHaveProperty('key');
    expect(list.text).not.toContain(data.key);

    // The new key works, and only the hash is stored.
    expect((await h.request('/v1/ping', { method: 'POST', headers: bearer(data.key), json: {} })).status).toBe(201);
    const row = await h.orm.em.fork().findOneOrFail(ApiKey, { id: data.id });
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(data.key);
  });

  it("defaults the environment to the caller's: a test admin key makes test keys", async () => {
    const owner = await createAccountWithKey(h, { environment: 'test' });
    const res = await createKey(owner, { name: 'dev', scopes: ['read:prices'] });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ environment: 'test', prefix: 'service_test_' });
    expect(res.body.data.key).toMatch(/^service_test_/);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const owner = await createAccountWithKey(h);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ scopes: ['admin'] }, 'name'],
      [{ name: '', scopes: ['admin'] }, 'name'],
      [{ name: 'x'.repeat(101), scopes: ['admin'] }, 'name'],
      [{ name: 'x', scopes: [] }, 'scopes'],
      [{ name: 'x', scopes: ['write:everything'] }, 'scopes.0'],
      [{ name: 'x', scopes: ['admin', 'admin'] }, 'scopes'],
      [{ name: 'x', scopes: ['admin'], environment: 'staging' }, 'environment'],
      [{ name: 'x', scopes: ['admin'], expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ name: 'x', scopes: ['admin'], expiresAt: new Date(clock.ms - 1000).toISOString() }, 'expiresAt'],
      [{ name: 'x', scopes: ['admin'], owner: 'me' }, 'owner'],
    ];
    for (const [body, field] of cases) {
      const res = await createKey(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field } });
    }
  });
});

describe('scopes and environments', () => {
  it('a key without admin cannot create keys (403 insufficient_scope naming admin)', async () => {
    const owner = await createAccountWithKey(h);
    const reader = await addKey(h, owner.accountId, { scopes: ['read:prices'] });
    const res = await createKey(reader, { name: 'escalate', scopes: ['admin'] });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'insufficient_scope', details: { requiredScope: 'admin' } });
    expect(await h.orm.em.fork().count(ApiKey, { accountId: owner.accountId })).toBe(2);
  });

  it('a test admin key cannot create a live key (403), nor reach one to rotate it (404)', async () => {
    const owner = await createAccountWithKey(h, { environment: 'test' });
    const live = await addKey(h, owner.accountId, { environment: 'live', scopes: ['read:prices'] });
    const res = await createKey(owner, { name: 'sneaky', scopes: ['read:prices'], environment: 'live' });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'insufficient_scope', details: { requiredScope: 'admin', requiredEnvironment: 'live', reason: 'test_key_cannot_issue_live_keys' } });
    const rotated = await h.request(`/v1/keys/${live.keyId}/rotate`, { method: 'POST', headers: bearer(owner), json: {} });
    expect(rotated.status).toBe(404);
    expect(await h.orm.em.fork().count(ApiKey, { accountId: owner.accountId, environment: 'live' })).toBe(1);
    expect(await h.orm.em.fork().findOneOrFail(ApiKey, { id: live.keyId })).toMatchObject({ rotatedToId: null, revokedAt: null });
  });

  it('puts the caller on ctx.state.auth with the network of its environment', async () => {
    const live = await createAccountWithKey(h, { tier: 'pro' });
    const test = await createAccountWithKey(h, { environment: 'test', scopes: ['read:prices'] });
    expect(await h.app.keys.verify(`Bearer ${live.key}`)).toEqual({ accountId: live.accountId, tier: 'pro', keyId: live.keyId, environment: 'live', network: 'mainnet', scopes: ['admin'], keyStatus: 'active', keyExpiresAt: null });
    expect(await h.app.keys.verify(`Bearer ${test.key}`)).toMatchObject({ environment: 'test', network: 'devnet', scopes: ['read:prices'] });
  });
});

describe('list', () => {
  it('pages newest first with opaque, stable cursors (no item skipped or repeated while new ones arrive)', async () => {
    const owner = await createAccountWithKey(h);
    for (let i = 0; i < 25; i++) await addKey(h, owner.accountId, { name: `k${i}` });
    const all = (await h.orm.em.fork().find(ApiKey, { accountId: owner.accountId }, { orderBy: { id: 'desc' } })).map((k) => k.id);
    expect(all).toHaveLength(26);

    const first = await h.request('/v1/keys', { headers: bearer(owner) });
    expect(first.body.data).toHaveLength(20); // default limit
    expect(first.body.pagination).toEqual({ hasMore: true, nextCursor: expect.any(String) });

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: any } = await h.request(`/v1/keys?limit=10${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: bearer(owner) });
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((k: { id: string }) => k.id));
      cursor = res.body.pagination.nextCursor;
      expect(res.body.pagination.hasMore).toBe(cursor !== null);
      // A key created mid-way (a moment later) lands on the first page, never in the pages still to come.
      if (pages++ === 0) {
        clock.advance(1);
        await addKey(h, owner.accountId, { name: 'late' });
      }
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(all);
  });

  it('refuses a limit above 100 or below 1, and a cursor it did not make (400)', async () => {
    const owner = await createAccountWithKey(h);
    for (const [query, field] of [['limit=101', 'limit'], ['limit=0', 'limit'], ['limit=ten', 'limit'], ['cursor=bm9wZQ', 'cursor'], ['sort=asc', 'sort']]) {
      const res = await h.request(`/v1/keys?${query}`, { headers: bearer(owner) });
      expect(res.status, query).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field } });
    }
    expect((await h.request('/v1/keys?limit=100', { headers: bearer(owner) })).status).toBe(200);
  });

  it('refuses a malformed key id with 400 and an unknown one with 404', async () => {
    const owner = await createAccountWithKey(h);
    const bad = await h.request('/v1/keys/not-a-key-id', { headers: bearer(owner) });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.field).toBe('keyId');
    const unknown = await h.request('/v1/keys/key_0000000000000000000000', { headers: bearer(owner) });
    expect(unknown.status).toBe(404);
  });
});

describe('revoke', () => {
  it('answers 200 with the revoked record; the key is refused at once, on this instance and within a second on another', async () => {
    const owner = await createAccountWithKey(h);
    const victim = await addKey(h, owner.accountId, { name: 'victim' });
    const control = await addKey(h, owner.accountId, { name: 'control' });
    const second = await startSecondInstance(h);
    try {
      // Both instances know (and cache) both keys.
      for (const via of [h, second]) {
        expect((await probe(victim.key, via)).status).toBe(200);
        expect((await probe(control.key, via)).status).toBe(200);
      }
      // Control: a revocation written behind the service's back (no pub/sub message) is not
      // seen by the second instance, so its cache really holds the key and only the message
      // can make it forget.
      await h.orm.em.fork().nativeUpdate(ApiKey, { id: control.keyId }, { revokedAt: new Date(clock.ms) });
      expect((await probe(control.key, second)).status).toBe(200);

      const res = await h.request(`/v1/keys/${victim.keyId}`, { method: 'DELETE', headers: bearer(owner) });
      const revokedAt = Date.now();
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: victim.keyId, status: 'revoked', revokedAt: new Date(clock.ms).toISOString() });

      // Both at once: this instance refuses the key on its first probe, and the other within a
      // second (api-decisions: no cache keeps a revoked key alive longer).
      const [here, there] = await Promise.all([probe(victim.key), eventually(() => probe(victim.key, second), (r) => r.status === 401, 2000)]);
      expect(Date.now() - revokedAt).toBeLessThan(1000);
      expect(there.status).toBe(401);
      expect(there.body.error.details.reason).toBe('revoked_key');
      expect(here.status).toBe(401);
      expect(here.body.error.details.reason).toBe('revoked_key');

      // Revoking again changes nothing; the owner's key is untouched.
      const again = await h.request(`/v1/keys/${victim.keyId}`, { method: 'DELETE', headers: bearer(owner) });
      expect(again.status).toBe(200);
      expect(again.body.data.revokedAt).toBe(res.body.data.revokedAt);
      expect((await probe(owner.key, second)).status).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('a key may revoke itself', async () => {
    const owner = await createAccountWithKey(h);
    expect((await h.request(`/v1/keys/${owner.keyId}`, { method: 'DELETE', headers: bearer(owner) })).status).toBe(200);
    expect((await probe(owner.key)).status).toBe(401);
  });
});

describe('rotate', () => {
  it('issues a new key inheriting name, scopes, environment and expiresAt; the old works for exactly 24 h', async () => {
    const owner = await createAccountWithKey(h);
    const expiresAt = new Date(clock.ms + 30 * 24 * HOUR).toISOString();
    const created = await createKey(owner, { name: 'CI deploys', scopes: ['admin'], expiresAt });
    const old = created.body.data;

    // An admin key is rotated by itself (docs/keys-and-limits.md, "A way back").
    const res = await h.request(`/v1/keys/${old.id}/rotate`, { method: 'POST', headers: bearer(old.key) });
    rememberPlaintext(res.body?.data?.key);
    expect(res.status).toBe(201);
    const fresh = res.body.data;
    expect(fresh).toMatchObject({ name: 'CI deploys', scopes: ['admin'], environment: 'live', expiresAt, status: 'active', rotatedToId: null });
    expect(fresh.id).not.toBe(old.id);
    expect(fresh.key).toMatch(/^service_live_/);
    expect(fresh.key).not.toBe(old.key);

    const rotatedAt = clock.ms;
    const oldRecord = (await h.request(`/v1/keys/${old.id}`, { headers: bearer(owner) })).body.data;
    expect(oldRecord).toMatchObject({ status: 'expiring', rotatedToId: fresh.id, gracePeriodEndsAt: new Date(rotatedAt + 24 * HOUR).toISOString() });

    expect((await probe(old.key)).status).toBe(200);
    expect((await probe(fresh.key)).status).toBe(200);
    // Rotating a key already rotated is a conflict: rotate its successor instead.
    const twice = await h.request(`/v1/keys/${old.id}/rotate`, { method: 'POST', headers: bearer(owner), json: {} });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({ code: 'conflict', details: { status: 'expiring', rotatedToId: fresh.id } });

    clock.advance(24 * HOUR - 1000);
    expect((await probe(old.key)).status).toBe(200);
    expect((await probe(fresh.key)).status).toBe(200);

    clock.advance(1000);
    const after = await probe(old.key);
    expect(after.status).toBe(401);
    expect(after.body.error.details.reason).toBe('expired_key');
    expect((await probe(fresh.key)).status).toBe(200);
    expect((await h.request(`/v1/keys/${old.id}`, { headers: bearer(fresh.key) })).body.data.status).toBe('expired');
  });

  it('refuses to rotate a revoked key (409)', async () => {
    const owner = await createAccountWithKey(h);
    const k = await addKey(h, owner.accountId);
    await h.request(`/v1/keys/${k.keyId}`, { method: 'DELETE', headers: bearer(owner) });
    const res = await h.request(`/v1/keys/${k.keyId}/rotate`, { method: 'POST', headers: bearer(owner), json: {} });
    expect(res.status).toBe(409);
    expect(res.body.error.details.status).toBe('revoked');
  });

  it('two concurrent rotations of one key make one new key', async () => {
    const owner = await createAccountWithKey(h);
    const k = await addKey(h, owner.accountId, { scopes: ['read:prices'] });
    const answers = await Promise.all([0, 1, 2].map(() => h.request(`/v1/keys/${k.keyId}/rotate`, { method: 'POST', headers: bearer(owner), json: {} })));
    for (const a of answers) rememberPlaintext(a.body?.data?.key);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await h.orm.em.fork().count(ApiKey, { accountId: owner.accountId })).toBe(3);
  });
});

describe('expiry', () => {
  it('a key stops working when its expiresAt passes', async () => {
    const owner = await createAccountWithKey(h);
    const created = await createKey(owner, { name: 'short-lived', scopes: ['admin'], expiresAt: new Date(clock.ms + HOUR).toISOString() });
    const key = created.body.data.key as string;
    expect((await probe(key)).status).toBe(200);
    clock.advance(HOUR - 1);
    expect((await probe(key)).status).toBe(200);
    clock.advance(1);
    const res = await probe(key);
    expect(res.status).toBe(401);
    expect(res.body.error.details.reason).toBe('expired_key');
    expect((await h.request(`/v1/keys/${created.body.data.id}`, { headers: bearer(owner) })).body.data.status).toBe('expired');
  });
});

describe('usage', () => {
  it('records usage events off the request path and keeps lastUsedAt fresh at most once a minute', async () => {
    const owner = await createAccountWithKey(h);
    const firstAt = clock.ms;
    await probe(owner.key);
    clock.advance(10_000);
    await h.request('/v1/keys/key_0000000000000000000000', { headers: bearer(owner) });
    const em = h.orm.em.fork();
    const events = await eventually(async () => { await h.app.usage.flush(); return em.find(UsageEvent, { keyId: owner.keyId }, { orderBy: { id: 'asc' } }); }, (e) => e.length === 2);
    expect(events.map((e) => [e.accountId, e.method, e.route, e.status])).toEqual([
      [owner.accountId, 'GET', '/v1/keys', 200],
      [owner.accountId, 'GET', '/v1/keys/:keyId', 404],
    ]);
    for (const e of events) expect(e.latencyMs).toBeGreaterThanOrEqual(0);
    // The second request came 10 s later: lastUsedAt was written once, for the first.
    expect((await em.findOneOrFail(ApiKey, { id: owner.keyId }, { disableIdentityMap: true })).lastUsedAt?.getTime()).toBe(firstAt);

    clock.advance(60_000);
    await probe(owner.key);
    const later = await eventually(async () => { await h.app.usage.flush(); return em.findOneOrFail(ApiKey, { id: owner.keyId }, { disableIdentityMap: true }); }, (k) => k.lastUsedAt?.getTime() === clock.ms);
    expect(later.lastUsedAt?.getTime()).toBe(clock.ms);
    const shown = await h.request(`/v1/keys/${owner.keyId}`, { headers: bearer(owner) });
    expect(shown.body.data.lastUsedAt).toBe(new Date(clock.ms).toISOString());
  });
});

describe('secrets', () => {
  it('leaves no key plaintext in the database, the logs or Redis (job hashes included)', async () => {
    await h.app.usage.flush();
    const scanned = await assertNoKeyLeaks(h);
    expect(scanned.rows).toBeGreaterThan(0);
    expect(scanned.redisKeys).toBeGreaterThan(0);
  });
});

describe('test keys see only test keys', () => {
  it('a test admin key cannot list, get, revoke or rotate the account’s live keys (404), but manages test keys', async () => {
    const live = await createAccountWithKey(h, { environment: 'live' });
    const test = await addKey(h, live.accountId, { environment: 'test' });
    const testAuth = { Authorization: `Bearer ${test.key}` };
    const listed = await h.request('/v1/keys?limit=100', { headers: testAuth });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((k: { environment: string }) => k.environment)).toEqual(['test']);
    expect((await h.request(`/v1/keys/${live.keyId}`, { headers: testAuth })).status).toBe(404);
    expect((await h.request(`/v1/keys/${live.keyId}`, { method: 'DELETE', headers: testAuth })).status).toBe(404);
    expect((await h.request(`/v1/keys/${live.keyId}/rotate`, { method: 'POST', json: {}, headers: testAuth })).status).toBe(404);
    expect((await h.request('/v1/keys', { headers: { Authorization: `Bearer ${live.key}` } })).status).toBe(200);
    expect((await h.request(`/v1/keys/${test.keyId}`, { headers: testAuth })).status).toBe(200);
  });

  it('refuses a crafted cursor with 400, not a database error', async () => {
    const live = await createAccountWithKey(h, { environment: 'live' });
    const cursor = Buffer.from(JSON.stringify({ v: 1, id: 'key_\u0000x' })).toString('base64url');
    const res = await h.request(`/v1/keys?cursor=${cursor}`, { headers: { Authorization: `Bearer ${live.key}` } });
    expect(res.status).toBe(400);
    expect(res.body.error.details.field).toBe('cursor');
  });
});
