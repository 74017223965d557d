import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, rememberPlaintext } from '../helpers/accounts.js';
import { manualClock } from '../helpers/clock.js';

/** API_KEYS_MAX: an account holds a bounded number of usable keys (docs/keys-and-limits.md). */
const clock = manualClock(Date.UTC(2031, 4, 20, 15, 30));
let h: Harness;
beforeAll(async () => { h = await startHarness({ now: clock.now, workers: false, env: { API_KEYS_MAX: '4' } }); });
afterAll(async () => { await h.close(); });

const create = async (key: string, body: Record<string, unknown> = { name: 'k', scopes: ['read:prices'] }) => {
  const res = await h.request('/v1/keys', { method: 'POST', headers: bearer(key), json: body });
  if (res.body?.data?.key) rememberPlaintext(res.body.data.key);
  return res;
};

describe('keys per account', () => {
  it('creates up to the cap (the caller\'s own key counts); the next is 409 key_limit_reached; revoking or expiry makes room', async () => {
    const admin = await createAccountWithKey(h);
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await create(admin.key);
      expect(res.status, res.text).toBe(201);
      made.push(res.body.data.id);
    }
    const refused = await create(admin.key);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'conflict', details: { reason: 'key_limit_reached', limit: 4, count: 4 } });
    const list = await h.request('/v1/keys?limit=100', { headers: bearer(admin) });
    expect(list.body.data).toHaveLength(4);

    // A revoked key does not count.
    expect((await h.request(`/v1/keys/${made[0]}`, { method: 'DELETE', headers: bearer(admin) })).status).toBe(200);
    expect((await create(admin.key)).status).toBe(201);
    expect((await create(admin.key)).status).toBe(409);

    // Nor does an expired one.
    const revoke = await h.request(`/v1/keys/${made[1]}`, { method: 'DELETE', headers: bearer(admin) });
    expect(revoke.status).toBe(200);
    const soon = await create(admin.key, { name: 'short', scopes: ['read:prices'], expiresAt: new Date(clock.ms + 60_000).toISOString() });
    expect(soon.status).toBe(201);
    expect((await create(admin.key)).status).toBe(409);
    clock.advance(61_000);
    expect((await create(admin.key)).status).toBe(201);
  });

  it('rotation at the cap still works (a leaked key can always be rotated away), up to twice the cap', async () => {
    const admin = await createAccountWithKey(h);
    for (let i = 0; i < 3; i++) expect((await create(admin.key)).status).toBe(201);
    // The admin rotates its own key each time and goes on with the new one (a rotated, expiring
    // key may not issue keys: docs/keys-and-limits.md).
    let current = admin.keyId;
    let caller = admin.key;
    const rotations: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await h.request(`/v1/keys/${current}/rotate`, { method: 'POST', headers: bearer(caller), json: {} });
      rotations.push(res.status);
      if (res.status !== 201) {
        expect(res.body.error).toMatchObject({ code: 'conflict', details: { reason: 'key_limit_reached', limit: 8 } });
        break;
      }
      rememberPlaintext(res.body.data.key);
      current = res.body.data.id;
      caller = res.body.data.key;
    }
    expect(rotations).toEqual([201, 201, 201, 201, 409]);
  });
});
