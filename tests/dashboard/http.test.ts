import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKey } from '../../shared/db/entities/api-key.entity.js';
import { addKey, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { manualClock } from '../helpers/clock.js';
import { startHarness, type Harness } from '../helpers/harness.js';

// The dashboard over plain HTTP: headers, cookies, expiry, paging and refusals that need no
// browser. tests/dashboard/dashboard.test.ts walks it in Chromium.
const clock = manualClock();
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ workers: false, now: clock.now, env: { TRUST_PROXY: 'true', DASHBOARD_SESSION_IDLE_MS: '600000', DASHBOARD_SESSION_MAX_MS: '3600000' } });
});
afterAll(async () => {
  await h.close();
});

/** A cookie-keeping client, as a browser would be, that does not follow redirects. */
function client(extraHeaders: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  const send = async (path: string, init: { method?: string; form?: Record<string, string | string[]>; headers?: Record<string, string>; body?: string } = {}) => {
    const headers: Record<string, string> = { ...extraHeaders, ...init.headers };
    if (jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = init.body;
    if (init.form) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(init.form)) for (const x of Array.isArray(v) ? v : [v]) params.append(k, x);
      body = params.toString();
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
    }
    const res = await fetch(h.baseUrl + path, { method: init.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      setCookies.push(c);
      const [pair] = c.split(';');
      const [name, value] = pair!.split('=');
      if (value) jar.set(name!, value);
      else jar.delete(name!);
    }
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  const csrfOf = (text: string) => /name="csrf" value="([^"]+)"/.exec(text)?.[1] ?? '';
  return {
    jar, setCookies, send, csrfOf,
    async signIn(key: string) {
      const form = await send('/dashboard/sign-in');
      return send('/dashboard/sign-in', { form: { csrf: csrfOf(form.text), key } });
    },
    async keysPage(query = '') {
      const res = await send(`/dashboard/keys${query}`);
      return { ...res, csrf: csrfOf(res.text), formToken: /name="form" value="([^"]+)"/.exec(res.text)?.[1] ?? '' };
    },
  };
}

const names = (text: string) => [...text.matchAll(/<div class="name">([^<]+)<\/div>/g)].map((m) => m[1]);

let owner: TestKey;
beforeAll(async () => {
  owner = await createAccountWithKey(h, { name: 'Owner admin' });
});

describe('dashboard headers and assets', () => {
  it('sends a strict CSP, no framing and no-store on every page', async () => {
    for (const path of ['/dashboard/sign-in', '/dashboard/nowhere']) {
      const res = await fetch(h.baseUrl + path);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      const text = await res.text();
      expect(text).not.toMatch(/<script>|<script [^>]*>[^<]|style="|https?:\/\/(?!127\.0\.0\.1)/);
    }
    expect((await fetch(h.baseUrl + '/dashboard/nowhere')).status).toBe(404);
  });

  it('serves uPlot and its own files from the project, with ETags', async () => {
    for (const [name, type] of [['uplot.min.js', 'text/javascript'], ['uplot.min.css', 'text/css'], ['dashboard.js', 'text/javascript'], ['dashboard.css', 'text/css']] as const) {
      const res = await fetch(`${h.baseUrl}/dashboard/assets/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain(type);
      const etag = res.headers.get('etag')!;
      expect((await fetch(`${h.baseUrl}/dashboard/assets/${name}`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    }
    const missing = await fetch(`${h.baseUrl}/dashboard/assets/..%2f..%2fpackage.json`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<!doctype html>');
  });
});

describe('dashboard sessions', () => {
  it('sets the session cookie HttpOnly, SameSite=Strict, and Secure with a __Host- name when the request came over TLS (outside production)', async () => {
    const plain = client();
    expect((await plain.signIn(owner.key)).status).toBe(303);
    const cookie = plain.setCookies.find((c) => c.startsWith('sis_dashboard=') && !c.startsWith('sis_dashboard=;'))!;
    expect(cookie).toMatch(/; path=\/dashboard/);
    expect(cookie).toMatch(/; samesite=strict/);
    expect(cookie).toMatch(/; httponly/);
    expect(cookie).not.toMatch(/; secure/);

    const tls = client({ 'X-Forwarded-Proto': 'https' }); // TRUST_PROXY=true in this file
    expect((await tls.signIn(owner.key)).status).toBe(303);
    const secure = tls.setCookies.find((c) => c.startsWith('__Host-sis_dashboard=') && !c.startsWith('__Host-sis_dashboard=;'))!;
    expect(secure).toMatch(/; secure/);
    expect(secure).toMatch(/; path=\/;/);
    expect(secure).not.toMatch(/domain=/i);
    expect(tls.setCookies.some((c) => c.startsWith('sis_dashboard='))).toBe(false);
    expect((await tls.keysPage()).status).toBe(200);
  });

  it('keeps a session in Redis with the idle expiry as its TTL, and ends it at the absolute expiry', async () => {
    const c = client();
    await c.signIn(owner.key);
    expect((await c.keysPage()).status).toBe(200);
    const keys = (await h.redis.keys(`${h.config.redisPrefix}:dash:session:*`)).filter((k) => !k.includes(':form:'));
    expect(keys.length).toBeGreaterThan(0);
    for (const k of keys) {
      const ttl = await h.redis.pttl(k);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(600_000);
      expect(await h.redis.get(k)).not.toContain(owner.key);
    }
    clock.advance(3_600_000); // DASHBOARD_SESSION_MAX_MS
    const res = await c.keysPage();
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard/sign-in');
  });

  it('ends the session of a key that expires, and says so', async () => {
    const expiring = await addKey(h, owner.accountId, { name: 'Short-lived admin', expiresAt: new Date(clock.now() + 60_000) });
    const c = client();
    await c.signIn(expiring.key);
    expect((await c.keysPage()).status).toBe(200);
    clock.advance(120_000);
    const res = await c.keysPage();
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard/sign-in?ended=expired');
    expect((await c.send('/dashboard/sign-in?ended=expired')).text).toContain('has expired');
  });

  it('refuses a key without the admin scope, and a key that is not one, with one answer for every failure', async () => {
    const reader = await addKey(h, owner.accountId, { name: 'Reader', scopes: ['read:prices'] });
    const revoked = await addKey(h, owner.accountId, { name: 'Revoked admin' });
    await fetch(`${h.baseUrl}/v1/keys/${revoked.keyId}`, { method: 'DELETE', headers: { Authorization: `Bearer ${owner.key}` } });
    const c = client();
    const answers = [];
    for (const key of [reader.key, '<script>alert(1)</script>', revoked.key, 'service_live_' + 'a'.repeat(28), owner.key.slice(0, -1) + (owner.key.endsWith('a') ? 'b' : 'a')]) {
      const res = await c.signIn(key);
      expect(res.text).not.toContain(key);
      answers.push({ status: res.status, alert: /role="alert">([^<]*)</.exec(res.text)?.[1] });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({ status: 401, alert: expect.stringMatching(/^That key cannot sign in/) });
    expect(c.jar.has('sis_dashboard')).toBe(false);
    // The sign-in form has a CSRF token of its own.
    const forged = await client().send('/dashboard/sign-in', { form: { csrf: 'x'.repeat(43), key: owner.key } });
    expect(forged.status).toBe(403);
  });
});

describe('dashboard sign-in throttle', () => {
  it('after 10 failed sign-ins from one address answers 429 with Retry-After, without checking the key, even a good one', async () => {
    const clear = async () => {
      const keys = await h.redis.keys(`${h.config.redisPrefix}:throttle:dashboard-sign-in:*`);
      if (keys.length) await h.redis.del(...keys);
    };
    await clear();
    try {
      const c = client();
      for (let i = 0; i < 10; i++) expect((await c.signIn(`service_live_${'x'.repeat(28)}`)).status).toBe(401);
      const blocked = await c.signIn(owner.key);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(blocked.text).toContain('Too many failed sign-ins');
      expect(c.jar.has('sis_dashboard')).toBe(false);
    } finally {
      await clear();
    }
    expect((await client().signIn(owner.key)).status).toBe(303);
  });
});

describe('dashboard keys', () => {
  it('pages the keys newest first, 20 at a time', async () => {
    const account = await createAccountWithKey(h, { name: 'Many keys admin' });
    for (let i = 0; i < 22; i++) {
      clock.advance(1000); // ids order by creation time
      await addKey(h, account.accountId, { name: `Key ${String(i).padStart(2, '0')}`, scopes: ['read:prices'] });
    }
    const c = client();
    await c.signIn(account.key);
    const first = await c.keysPage();
    expect(names(first.text)).toEqual(Array.from({ length: 20 }, (_, i) => `Key ${String(21 - i).padStart(2, '0')}`));
    const after = /href="\/dashboard\/keys\?after=(key_\w+)"/.exec(first.text)![1];
    const second = await c.keysPage(`?after=${after}`);
    expect(names(second.text)).toEqual(['Key 01', 'Key 00', 'Many keys admin']);
    expect(second.text).not.toContain('Older keys');
  });

  it('shows a test key only the test keys of its account', async () => {
    const live = await createAccountWithKey(h, { name: 'Live admin' });
    const test = await addKey(h, live.accountId, { name: 'Test admin', environment: 'test' });
    const c = client();
    await c.signIn(test.key);
    const page = await c.keysPage();
    expect(names(page.text)).toEqual(['Test admin']);
    expect(page.text).not.toContain('value="live"');
  });

  it('makes one key per form, however often it is posted, and refuses what /v1 refuses', async () => {
    const c = client();
    await c.signIn(owner.key);
    const page = await c.keysPage();
    const count = () => h.orm.em.fork().count(ApiKey, { accountId: owner.accountId });
    const before = await count();
    const form = { csrf: page.csrf, form: page.formToken, name: 'Once', scopes: ['read:prices', 'read:portfolio'], environment: 'live' };
    const created = await c.send('/dashboard/keys', { form });
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.text).toMatch(/value="service_live_\w+" data-new-key/);
    const again = await c.send('/dashboard/keys', { form });
    expect(again.status).toBe(409);
    expect(again.text).toContain('already submitted');
    expect(again.text).not.toMatch(/data-new-key/);
    expect(await count()).toBe(before + 1);

    const fresh = async () => (await c.keysPage()).formToken;
    const refused = [
      [{ name: '', scopes: ['read:prices'] }, 400, 'Name: enter a name'],
      [{ name: 'No scopes' }, 400, 'Scopes: choose at least one scope'],
      [{ name: 'Bad scope', scopes: ['root'] }, 400, 'Scopes:'],
      [{ name: 'x'.repeat(101), scopes: ['read:prices'] }, 400, 'Name:'],
      [{ name: 'Past', scopes: ['read:prices'], expiresAt: '2001-01-01T00:00' }, 400, 'Expiry: must be in the future'],
      [{ name: 'Bad date', scopes: ['read:prices'], expiresAt: '2030-02-30T00:00' }, 400, 'Expiry:'],
      [{ name: 'Nul\u0000', scopes: ['read:prices'] }, 400, 'NUL'],
    ] as const;
    for (const [fields, status, message] of refused) {
      const res = await c.send('/dashboard/keys', { form: { csrf: page.csrf, form: await fresh(), environment: 'live', ...fields } as Record<string, string | string[]> });
      expect(res.status, JSON.stringify(fields)).toBe(status);
      expect(res.text).toContain(message);
    }
    const json = await c.send('/dashboard/keys', { body: JSON.stringify({ name: 'json' }), headers: { 'Content-Type': 'application/json' } });
    expect(json.status).toBe(415);
    expect(await count()).toBe(before + 1);

    // A test key never makes a live key, nor grants a scope it lacks (the rules of POST /v1/keys).
    const testAdmin = await addKey(h, owner.accountId, { name: 'Test owner', environment: 'test', scopes: ['admin'] });
    const t = client();
    await t.signIn(testAdmin.key);
    const tp = await t.keysPage();
    const live = await t.send('/dashboard/keys', { form: { csrf: tp.csrf, form: tp.formToken, name: 'Sneaky', scopes: ['read:prices'], environment: 'live' } });
    expect(live.status).toBe(403);
    expect(live.text).toContain('A test key can create only test keys');
  });

  it('answers an unknown or another account\'s key with a 404 page', async () => {
    const stranger = await createAccountWithKey(h, { name: 'Stranger' });
    const c = client();
    await c.signIn(owner.key);
    const page = await c.keysPage();
    expect((await c.send(`/dashboard/keys/${stranger.keyId}/revoke`)).status).toBe(404);
    const res = await c.send(`/dashboard/keys/${stranger.keyId}/revoke`, { form: { csrf: page.csrf } });
    expect(res.status).toBe(404);
    expect(res.text).toContain('No key');
    expect((await c.send('/dashboard/keys/not-a-key/revoke')).status).toBe(404);
    expect((await fetch(h.baseUrl + '/v1/keys', { headers: { Authorization: `Bearer ${stranger.key}` } })).status).toBe(200);
  });
});

describe('dashboard: keys that created keys', () => {
  const v1 = (key: string, path: string, init: RequestInit = {}) => fetch(h.baseUrl + path, { ...init, headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) } });

  it('shows who created each key, and revokes a key with every key it created', async () => {
    const parent = await addKey(h, owner.accountId, { name: 'Parent admin' });
    const child = (await (await v1(parent.key, '/v1/keys', { method: 'POST', body: JSON.stringify({ name: 'Child admin', scopes: ['admin'] }) })).json() as { data: { id: string; key: string } }).data;
    const grandchild = (await (await v1(child.key, '/v1/keys', { method: 'POST', body: JSON.stringify({ name: 'Grandchild bot', scopes: ['read:prices'] }) })).json() as { data: { id: string; key: string } }).data;
    const c = client();
    await c.signIn(owner.key);
    const page = await c.keysPage();
    const row = (id: string) => new RegExp(`<tr data-key-id="${id}">[\\s\\S]*?</tr>`).exec(page.text)?.[0] ?? '';
    expect(row(child.id)).toContain(`data-created-by="${parent.keyId}"`);
    expect(row(child.id)).toMatch(/created by Parent admin/);
    expect(row(grandchild.id)).toMatch(/created by Child admin/);
    expect(row(parent.keyId)).not.toContain('created by');

    // The confirmation offers the cascade (2 keys: child and grandchild); a key that made none does not.
    const confirm = await c.send(`/dashboard/keys/${parent.keyId}/revoke`);
    expect(confirm.text).toMatch(/Revoke it and the 2 keys it created/);
    expect((await c.send(`/dashboard/keys/${grandchild.id}/revoke`)).text).not.toContain('data-cascade');
    const res = await c.send(`/dashboard/keys/${parent.keyId}/revoke`, { form: { csrf: page.csrf, cascade: 'true' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard/keys?notice=revoked_cascade');
    for (const key of [parent.key, child.key, grandchild.key]) {
      const refused = await v1(key, '/v1/keys');
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe('revoked_key');
    }
    expect((await v1(owner.key, '/v1/keys')).status).toBe(200);
  });

  it('a session whose key was rotated cannot create or rotate keys', async () => {
    const rotating = await addKey(h, owner.accountId, { name: 'Rotating admin' });
    const c = client();
    await c.signIn(rotating.key);
    expect((await v1(rotating.key, `/v1/keys/${rotating.keyId}/rotate`, { method: 'POST', body: '{}' })).status).toBe(201); // an admin key rotates itself
    const page = await c.keysPage();
    expect(page.status).toBe(200); // still signed in during the grace period
    const made = await c.send('/dashboard/keys', { form: { csrf: page.csrf, form: page.formToken, name: 'Backdoor', scopes: ['read:prices'], environment: 'live' } });
    expect(made.status).toBe(403);
    expect(made.text).toContain('can no longer create or rotate keys');
    expect(await h.orm.em.fork().count(ApiKey, { name: 'Backdoor' })).toBe(0);
  });
});
