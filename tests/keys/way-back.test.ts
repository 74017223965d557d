import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { ApiKey } from '../../shared/db/entities/api-key.entity.js';

/**
 * Keys (issue 34, point 6): the dashboard counts API_KEYS_MAX and is rate limited; a create or
 * rotation re-checks the issuing key in its transaction; a leaked admin key cannot lock the
 * owner out by rotating the owner's admin keys.
 */
const MAX = 4;
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ workers: false, env: { API_KEYS_MAX: String(MAX) } });
});
afterAll(async () => {
  await h.close();
});

const createKey = async (caller: TestKey | string, body: object) => {
  const res = await h.request('/v1/keys', { method: 'POST', headers: bearer(caller), json: body });
  rememberPlaintext(res.body?.data?.key);
  return res;
};

/** A cookie-keeping dashboard client (no redirects followed). */
function dashboard() {
  const jar = new Map<string, string>();
  const send = async (path: string, form?: Record<string, string | string[]>) => {
    const headers: Record<string, string> = {};
    if (jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (form) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(form)) for (const x of Array.isArray(v) ? v : [v]) params.append(k, x);
      body = params.toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    const res = await fetch(h.baseUrl + path, { method: body !== undefined ? 'POST' : 'GET', headers, body, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [name, value] = c.split(';')[0]!.split('=');
      if (value) jar.set(name!, value);
      else jar.delete(name!);
    }
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  const csrfOf = (text: string) => /name="csrf" value="([^"]+)"/.exec(text)?.[1] ?? '';
  return {
    send,
    async signIn(key: string) {
      const form = await send('/dashboard/sign-in');
      const res = await send('/dashboard/sign-in', { csrf: csrfOf(form.text), key });
      expect(res.status).toBe(303);
    },
    async keysPage() {
      const res = await send('/dashboard/keys');
      return { ...res, csrf: csrfOf(res.text), formToken: /name="form" value="([^"]+)"/.exec(res.text)?.[1] ?? '' };
    },
  };
}

describe('the dashboard', () => {
  it('refuses a create past API_KEYS_MAX, as POST /v1/keys does', async () => {
    const owner = await createAccountWithKey(h);
    for (let i = 1; i < MAX; i++) expect((await createKey(owner, { name: `k${i}`, scopes: ['read:prices'] })).status).toBe(201);
    const d = dashboard();
    await d.signIn(owner.key);
    const page = await d.keysPage();
    const made = await d.send('/dashboard/keys', { csrf: page.csrf, form: page.formToken, name: 'one too many', scopes: ['read:prices'], environment: 'live' });
    expect(made.status).toBe(409);
    expect(made.text).toMatch(/the most allowed \(4\)/);
    expect(await h.orm.em.fork().count(ApiKey, { accountId: owner.accountId })).toBe(MAX);
  });

  it('has a rate limit: the tier\'s requests per minute per signed-in key, then 429 with Retry-After; the API keeps its own', async () => {
    const owner = await createAccountWithKey(h, { tier: 'free' }); // 30 requests per minute
    const d = dashboard();
    await d.signIn(owner.key);
    const statuses: number[] = [];
    let last = await d.keysPage();
    for (let i = 0; i < 40 && last.status === 200; i++) {
      last = await d.keysPage();
      statuses.push(last.status);
    }
    expect(last.status).toBe(429);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(last.text).toContain('Too many requests');
    expect(statuses.length).toBe(30); // 30 pages in the minute (the first above, 29 more), then the refusal
    // The API's limit is the API's: the key still works there.
    expect((await h.request('/v1/keys', { headers: bearer(owner) })).status).toBe(200);
  });
});

describe('the issuing key is re-checked inside the transaction', () => {
  it('a key revoked while this process still trusts its cached view issues nothing (create and rotate)', async () => {
    const owner = await createAccountWithKey(h);
    const issuer = (await createKey(owner, { name: 'issuer', scopes: ['admin'] })).body.data;
    const target = await addKey(h, owner.accountId, { scopes: ['read:prices'] });
    // Authenticated once: cached. Then a cascade revoke commits on another instance whose
    // invalidation has not arrived yet (the window of the race).
    expect((await h.request('/v1/keys?limit=1', { headers: bearer(issuer.key) })).status).toBe(200);
    await h.orm.em.fork().nativeUpdate(ApiKey, { id: issuer.id }, { revokedAt: new Date() });
    const created = await createKey(issuer.key, { name: 'backdoor', scopes: ['read:prices'] });
    expect(created.status).toBe(403);
    expect(created.body.error.details.reason).toBe('issuer_revoked');
    const rotated = await h.request(`/v1/keys/${target.keyId}/rotate`, { method: 'POST', headers: bearer(issuer.key), json: {} });
    expect(rotated.status).toBe(403);
    expect(await h.orm.em.fork().count(ApiKey, { createdByKeyId: issuer.id })).toBe(0);
  });

  it('creates racing a cascade revoke leave no live child of a revoked key', async () => {
    const owner = await createAccountWithKey(h);
    const leaked = (await createKey(owner, { name: 'leaked', scopes: ['admin'] })).body.data;
    expect((await h.request('/v1/keys?limit=1', { headers: bearer(leaked.key) })).status).toBe(200);
    const creates = Array.from({ length: 12 }, (_, i) => createKey(leaked.key, { name: `race ${i}`, scopes: ['admin'] }));
    const revoke = h.request(`/v1/keys/${leaked.id}?cascade=true`, { method: 'DELETE', headers: bearer(owner) });
    await Promise.all([...creates, revoke]);
    const children = await h.orm.em.fork().find(ApiKey, { createdByKeyId: leaked.id });
    expect(children.filter((k) => !k.revokedAt).map((k) => k.name)).toEqual([]);
  });
});

describe('a way back from a leaked admin key', () => {
  it('a leaked admin key cannot rotate the owner\'s admin key; after the cascade revoke the owner still creates keys a day later', async () => {
    const owner = await createAccountWithKey(h);
    const leaked = (await createKey(owner, { name: 'leaked', scopes: ['admin'] })).body.data;
    const takeover = await h.request(`/v1/keys/${owner.keyId}/rotate`, { method: 'POST', headers: bearer(leaked.key), json: {} });
    rememberPlaintext(takeover.body?.data?.key);
    expect(takeover.status).toBe(403);
    expect(takeover.body.error.details.reason).toBe('admin_key_rotates_itself');
    expect((await h.request(`/v1/keys/${owner.keyId}`, { headers: bearer(owner) })).body.data).toMatchObject({ status: 'active', rotatedToId: null });
    expect((await h.request(`/v1/keys/${leaked.id}?cascade=true`, { method: 'DELETE', headers: bearer(owner) })).status).toBe(200);
    expect((await h.request('/v1/keys?limit=1', { headers: bearer(leaked.key) })).status).toBe(401);
    expect((await createKey(owner, { name: 'after the leak', scopes: ['read:prices'] })).status).toBe(201);
    // An admin key still rotates itself; the leaked key may still rotate non-admin keys (their
    // successors are its creations, revoked with it).
    const self = await h.request(`/v1/keys/${owner.keyId}/rotate`, { method: 'POST', headers: bearer(owner), json: {} });
    rememberPlaintext(self.body?.data?.key);
    expect(self.status).toBe(201);
  });
});
