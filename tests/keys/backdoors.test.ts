import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { manualClock } from '../helpers/clock.js';
import { assertNoKeyLeaks } from '../helpers/leaks.js';

/**
 * A leaked key cannot leave a backdoor (issue 22 item 5): a rotated key creates nothing, a
 * created key never outlives its creator, every key says who created it, and revoking with
 * ?cascade=true takes every key a key created, transitively.
 */
const HOUR = 3_600_000;
const clock = manualClock();
let h: Harness;
beforeAll(async () => { h = await startHarness({ now: clock.now, workers: false }); });
afterAll(async () => { await h.close(); });

async function createKey(creator: TestKey | string, body: Record<string, unknown>) {
  const res = await h.request('/v1/keys', { method: 'POST', headers: bearer(creator), json: body });
  rememberPlaintext(res.body?.data?.key);
  return res;
}
async function rotate(caller: TestKey | string, keyId: string) {
  const res = await h.request(`/v1/keys/${keyId}/rotate`, { method: 'POST', headers: bearer(caller), json: {} });
  rememberPlaintext(res.body?.data?.key);
  return res;
}
const probe = (key: string) => h.request('/v1/keys?limit=1', { headers: bearer(key) });
const revokedEvents = async (accountId: string) => (await h.orm.em.fork().getConnection().execute<{ id: string }[]>(
  "select data->>'id' as id from webhook_events where account_id = ? and type = 'key.revoked' order by data->>'id'", [accountId])).map((r) => r.id);

describe('a rotated key', () => {
  it('cannot create a key, nor rotate one (403), but still reads and can revoke', async () => {
    const owner = await createAccountWithKey(h);
    const leaked = await createKey(owner, { name: 'leaked', scopes: ['admin'] });
    const successor = await rotate(leaked.body.data.key, leaked.body.data.id);
    expect(successor.status).toBe(201);
    const leakedKey: string = leaked.body.data.key;

    const created = await createKey(leakedKey, { name: 'backdoor', scopes: ['read:prices'] });
    expect(created.status).toBe(403);
    expect(created.body.error).toMatchObject({ code: 'insufficient_scope', details: { reason: 'expiring_key_cannot_issue' } });
    const other = await addKey(h, owner.accountId, { scopes: ['read:prices'] });
    const rotated = await rotate(leakedKey, other.keyId);
    expect(rotated.status).toBe(403);
    expect(rotated.body.error.details.reason).toBe('expiring_key_cannot_issue');
    expect(await h.orm.em.fork().getConnection().execute<{ n: string }[]>('select count(*)::text as n from api_keys where account_id = ?', [owner.accountId]))
      .toEqual([{ n: '4' }]); // owner, leaked, its successor, other: nothing made by the rotated key

    // It still authenticates for its 24 h grace and may read and revoke (defence, not creation).
    expect((await probe(leakedKey)).status).toBe(200);
    expect((await h.request(`/v1/keys/${other.keyId}`, { method: 'DELETE', headers: bearer(leakedKey) })).status).toBe(200);
    // Its successor creates keys as usual.
    expect((await createKey(successor.body.data.key, { name: 'fine', scopes: ['read:prices'] })).status).toBe(201);
  });
});

describe('a created key', () => {
  it('never outlives its creator: expiresAt capped at the creator\'s, and inherited when omitted', async () => {
    const owner = await createAccountWithKey(h);
    const creatorEnds = new Date(clock.ms + 7 * 24 * HOUR).toISOString();
    const creator = (await createKey(owner, { name: 'week-long admin', scopes: ['admin'], expiresAt: creatorEnds })).body.data;

    const omitted = await createKey(creator.key, { name: 'no expiry asked', scopes: ['read:prices'] });
    expect(omitted.status).toBe(201);
    expect(omitted.body.data).toMatchObject({ expiresAt: creatorEnds, createdByKeyId: creator.id });
    const later = await createKey(creator.key, { name: 'asks for a year', scopes: ['read:prices'], expiresAt: new Date(clock.ms + 365 * 24 * HOUR).toISOString() });
    expect(later.body.data.expiresAt).toBe(creatorEnds);
    const earlierAt = new Date(clock.ms + 24 * HOUR).toISOString();
    const earlier = await createKey(creator.key, { name: 'asks for a day', scopes: ['read:prices'], expiresAt: earlierAt });
    expect(earlier.body.data.expiresAt).toBe(earlierAt);

    // A rotation by the week-long key: the new key's expiry is capped too (the rotated key had none).
    const forever = await addKey(h, owner.accountId, { scopes: ['read:prices'] });
    const rotated = await rotate(creator.key, forever.keyId);
    expect(rotated.status).toBe(201);
    expect(rotated.body.data).toMatchObject({ expiresAt: creatorEnds, createdByKeyId: creator.id });

    // When the creator expires, so does everything it made.
    clock.advance(7 * 24 * HOUR);
    for (const key of [creator.key, omitted.body.data.key, later.body.data.key, rotated.body.data.key]) {
      const res = await probe(key);
      expect(res.status).toBe(401);
      expect(res.body.error.details.reason).toBe('expired_key');
    }
  });

  it('names its creator (createdByKeyId) in every record; keys made by the operator have none', async () => {
    const owner = await createAccountWithKey(h);
    const child = await createKey(owner, { name: 'child', scopes: ['admin'] });
    const got = await h.request(`/v1/keys/${child.body.data.id}`, { headers: bearer(owner) });
    expect(got.body.data.createdByKeyId).toBe(owner.keyId);
    const list = await h.request('/v1/keys', { headers: bearer(owner) });
    const byId = Object.fromEntries(list.body.data.map((k: { id: string; createdByKeyId: string | null }) => [k.id, k.createdByKeyId]));
    expect(byId).toEqual({ [owner.keyId]: null, [child.body.data.id]: owner.keyId });
    const rotated = await rotate(child.body.data.key, child.body.data.id);
    expect(rotated.body.data.createdByKeyId).toBe(child.body.data.id);
  });
});

describe('DELETE /v1/keys/{id}?cascade=true', () => {
  it('revokes the key and every key it created, transitively (rotations included), and nothing else', async () => {
    const owner = await createAccountWithKey(h);
    const leaked = (await createKey(owner, { name: 'leaked', scopes: ['admin'] })).body.data;
    const child = (await createKey(leaked.key, { name: 'child', scopes: ['admin'] })).body.data;
    const grandchild = (await createKey(child.key, { name: 'grandchild', scopes: ['read:prices'] })).body.data;
    // The leaked key rotates a key it did not make: the new key is its creation too.
    const bystander = await addKey(h, owner.accountId, { scopes: ['read:prices'] });
    const rotatedByLeaked = (await rotate(leaked.key, bystander.keyId)).body.data;
    const sibling = (await createKey(owner, { name: 'sibling', scopes: ['read:prices'] })).body.data;
    const eventsBefore = await revokedEvents(owner.accountId);

    // Without cascade: only the key itself.
    const alone = await createKey(leaked.key, { name: 'made before a plain revoke', scopes: ['read:prices'] });
    const plain = await h.request(`/v1/keys/${alone.body.data.id}?cascade=false`, { method: 'DELETE', headers: bearer(owner) });
    expect(plain.status).toBe(200);
    expect((await probe(leaked.key)).status).toBe(200);

    const res = await h.request(`/v1/keys/${leaked.id}?cascade=true`, { method: 'DELETE', headers: bearer(owner) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: leaked.id, status: 'revoked' });
    for (const key of [leaked.key, child.key, grandchild.key, rotatedByLeaked.key]) {
      const refused = await probe(key);
      expect(refused.status).toBe(401);
      expect(refused.body.error.details.reason).toBe('revoked_key');
    }
    // Still authenticated (the sibling lacks admin: 403, not 401).
    expect((await probe(owner.key)).status).toBe(200);
    expect((await probe(sibling.key)).status).toBe(403);
    // bystander was rotated (expiring), not revoked: it still has its grace period.
    expect((await h.request(`/v1/keys/${bystander.keyId}`, { headers: bearer(owner) })).body.data.status).toBe('expiring');
    // One key.revoked event per key revoked, in the same transaction as the revocation.
    const newEvents = (await revokedEvents(owner.accountId)).filter((id) => !eventsBefore.includes(id));
    expect(newEvents.sort()).toEqual([leaked.id, child.id, grandchild.id, rotatedByLeaked.id, alone.body.data.id].sort());

    // Again: nothing changes, no new event.
    const again = await h.request(`/v1/keys/${leaked.id}?cascade=true`, { method: 'DELETE', headers: bearer(owner) });
    expect(again.status).toBe(200);
    expect(again.body.data.revokedAt).toBe(res.body.data.revokedAt);
    expect((await revokedEvents(owner.accountId)).length).toBe(eventsBefore.length + 5);
  });

  it('a test admin key\'s cascade reaches only test keys', async () => {
    const owner = await createAccountWithKey(h);
    const testAdmin = await addKey(h, owner.accountId, { environment: 'test' });
    const testChild = (await createKey(testAdmin, { name: 'test child', scopes: ['read:prices'] })).body.data;
    const res = await h.request(`/v1/keys/${testAdmin.keyId}?cascade=true`, { method: 'DELETE', headers: bearer(testAdmin) });
    expect(res.status).toBe(200);
    expect((await probe(testChild.key)).status).toBe(401);
    expect((await probe(owner.key)).status).toBe(200);
  });

  it('refuses a cascade that is not a boolean (400)', async () => {
    const owner = await createAccountWithKey(h);
    const res = await h.request(`/v1/keys/${owner.keyId}?cascade=yes-please`, { method: 'DELETE', headers: bearer(owner) });
    expect(res.status).toBe(400);
    expect(res.body.error.details.field).toBe('cascade');
  });

  it('leaves no key plaintext in the database, the logs or Redis', async () => {
    await assertNoKeyLeaks(h);
  });
});
