import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { startHarness, type Harness } from '../helpers/harness.js';

/**
 * The dashboard of a production deployment behind a TLS-terminating proxy (issue 22 item 9): the
 * socket is plain http and TRUST_PROXY is off, yet cookies are Secure with a __Host- name, and
 * the dashboard and docs pages carry HSTS.
 */
let h: Harness;
let owner: TestKey;
beforeAll(async () => {
  h = await startHarness({ workers: false, env: { NODE_ENV: 'production', KEY_HASH_SECRET: 'a-production-grade-secret-of-32-chars-or-more' } });
  owner = await createAccountWithKey(h, { name: 'Prod admin' });
});
afterAll(async () => { await h.close(); });

const cookiePairs = (setCookies: string[]) => setCookies.map((c) => c.split(';')[0]!).filter((p) => !p.endsWith('='));

describe('dashboard in production over a plain socket', () => {
  it('sets Secure __Host- cookies (Path=/, no Domain) and the session works with them', async () => {
    const form = await fetch(`${h.baseUrl}/dashboard/sign-in`);
    const signInCookie = form.headers.getSetCookie().find((c) => c.startsWith('__Host-sis_dashboard_signin='))!;
    expect(signInCookie).toMatch(/; path=\/; /);
    expect(signInCookie).toMatch(/; secure/);
    expect(signInCookie).toMatch(/; samesite=strict/);
    expect(signInCookie).toMatch(/; httponly/);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())![1]!;
    const signedIn = await fetch(`${h.baseUrl}/dashboard/sign-in`, {
      method: 'POST', redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookiePairs([signInCookie]).join('; ') },
      body: new URLSearchParams({ csrf, key: owner.key }).toString(),
    });
    expect(signedIn.status).toBe(303);
    const session = signedIn.headers.getSetCookie().find((c) => c.startsWith('__Host-sis_dashboard=') && !c.startsWith('__Host-sis_dashboard=;'))!;
    expect(session).toMatch(/; path=\/; /);
    expect(session).toMatch(/; secure/);
    expect(session).not.toMatch(/domain=/i);
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith('sis_dashboard'))).toBe(false);
    const keys = await fetch(`${h.baseUrl}/dashboard/keys`, { redirect: 'manual', headers: { Cookie: cookiePairs([session]).join('; ') } });
    expect(keys.status).toBe(200);
    expect(await keys.text()).toContain('Prod admin');
    // The plain name opens nothing in production.
    const plain = await fetch(`${h.baseUrl}/dashboard/keys`, { redirect: 'manual', headers: { Cookie: cookiePairs([session]).map((p) => p.replace('__Host-', '')).join('; ') } });
    expect(plain.status).toBe(303);
  });

  it('sends HSTS on dashboard and docs pages, not on the API', async () => {
    for (const path of ['/dashboard/sign-in', '/dashboard/assets/dashboard.css', '/docs']) {
      const res = await fetch(h.baseUrl + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
    expect((await fetch(`${h.baseUrl}/healthz`)).headers.get('strict-transport-security')).toBeNull();
  });
});
