import { beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from './harness.js';
import { addKey, bearer, createAccountWithKey, revokeKey, type TestKey } from './accounts.js';
import { generateApiKey } from '../../shared/auth/api-key.js';
import { SCOPES, type Scope } from '../../shared/auth/scopes.js';

/** One route in the security matrix. */
export interface SecuredRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path; for a route with an id, a function of the id. */
  path: string | ((id: string) => string);
  /** The scope the route needs; null when any valid key will do. */
  scope: Scope | null;
  /** JSON body sent with every request of the matrix (default none; POSTs get `{}`). */
  body?: unknown;
  /**
   * For a route with an id: create a resource owned by `owner` and return its id. The matrix
   * then checks that another account's key gets 404 for it (never 403, never the resource).
   */
  resourceOf?: (h: Harness, owner: TestKey) => Promise<string>;
}

interface Fixtures {
  /** Owner of the resources the 401/403 checks aim at. */
  owner: TestKey;
  /** Another account's admin key: its requests for the owner's resources must be 404. */
  stranger: TestKey;
  revoked: TestKey;
  expired: TestKey;
  /** Per route: a key of the owner's account holding every scope except the required one (and admin). */
  scopedOut: Map<Scope, TestKey>;
}

const label = (r: SecuredRoute) => `${r.method} ${typeof r.path === 'string' ? r.path : r.path(':id')}`;

function expectErrorEnvelope(res: { status: number; headers: Headers; body: any }, status: number, code: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({ error: { code, message: expect.any(String), details: expect.any(Object) }, meta: { requestId: expect.any(String), timestamp: expect.any(String) } });
  expect(res.body.meta.requestId).toBe(res.headers.get('x-request-id'));
}

function expectRateLimitHeaders(headers: Headers): void {
  for (const h of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) expect(headers.get(h), h).toMatch(/^\d+$/);
}

/**
 * Registers the security block of every route (house style: one shared helper): no
 * Authorization header, a malformed header, a malformed key, a bad checksum, an unknown key, a
 * revoked key and an expired key are each 401 unauthorized with details.reason; a key without
 * the route's scope is 403 insufficient_scope with details.requiredScope; another account's id
 * is 404 not_found. Every answer is in the error envelope; authenticated ones carry the
 * X-RateLimit-* headers. Call it at the top level of a test file, after startHarness in a
 * beforeAll: `securityMatrix(() => h, [{ method: 'GET', path: '/v1/x', scope: 'read:prices' }])`.
 */
export function securityMatrix(harness: () => Harness, routes: SecuredRoute[]): void {
  describe('security matrix', () => {
    let f: Fixtures;
    const ids = new Map<SecuredRoute, { own: string; others: string }>();

    beforeAll(async () => {
      const h = harness();
      const owner = await createAccountWithKey(h, { tier: 'enterprise', name: 'matrix owner' });
      const stranger = await createAccountWithKey(h, { tier: 'enterprise', name: 'matrix stranger' });
      const revoked = await addKey(h, owner.accountId, { name: 'revoked' });
      await revokeKey(h, revoked);
      const expired = await addKey(h, owner.accountId, { name: 'expired', expiresAt: new Date((h.app.now ?? Date.now)() - 60_000) });
      const scopedOut = new Map<Scope, TestKey>();
      for (const scope of new Set(routes.map((r) => r.scope).filter((s): s is Scope => s !== null))) {
        scopedOut.set(scope, await addKey(h, owner.accountId, { name: `without ${scope}`, scopes: SCOPES.filter((s) => s !== scope && s !== 'admin') }));
      }
      f = { owner, stranger, revoked, expired, scopedOut };
      for (const route of routes) {
        if (route.resourceOf) ids.set(route, { own: await route.resourceOf(h, owner), others: await route.resourceOf(h, stranger) });
      }
    });

    const send = (route: SecuredRoute, headers: Record<string, string>, which: 'own' | 'others' = 'own') => {
      const path = typeof route.path === 'string' ? route.path : route.path(ids.get(route)?.[which] ?? 'missing_resourceOf');
      const body = route.body ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      return harness().request(path, { method: route.method, headers, ...(body === undefined ? {} : { json: body }) });
    };

    for (const route of routes) {
      describe(label(route), () => {
        const unauthorized: Array<[string, () => Record<string, string>, string]> = [
          ['no Authorization header', () => ({}), 'missing_authorization'],
          ['a non-Bearer Authorization header', () => ({ Authorization: `Basic ${Buffer.from('u:p').toString('base64')}` }), 'malformed_authorization'],
          ['a malformed key', () => bearer('service_live_not-a-key'), 'malformed_key'],
          ['a key with a bad checksum', () => bearer(f.owner.key.slice(0, -1) + (f.owner.key.endsWith('A') ? 'B' : 'A')), 'bad_checksum'],
          ['an unknown key', () => bearer(generateApiKey('live').plaintext), 'unknown_key'],
          ['a revoked key', () => bearer(f.revoked), 'revoked_key'],
          ['an expired key', () => bearer(f.expired), 'expired_key'],
        ];
        for (const [what, headers, reason] of unauthorized) {
          it(`${what}: 401 unauthorized (${reason})`, async () => {
            const res = await send(route, headers());
            expectErrorEnvelope(res, 401, 'unauthorized');
            expect(res.body.error.details.reason).toBe(reason);
            expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
          });
        }

        if (route.scope) {
          it(`a key without ${route.scope}: 403 insufficient_scope`, async () => {
            const res = await send(route, bearer(f.scopedOut.get(route.scope!)!));
            expectErrorEnvelope(res, 403, 'insufficient_scope');
            expect(res.body.error.details.requiredScope).toBe(route.scope);
            expectRateLimitHeaders(res.headers);
          });
        }

        if (route.resourceOf) {
          it("another account's id: 404 not_found", async () => {
            const res = await send(route, bearer(f.owner), 'others');
            expectErrorEnvelope(res, 404, 'not_found');
            expectRateLimitHeaders(res.headers);
          });
        }
      });
    }
  });
}
