import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { assertNoKeyLeaks } from '../helpers/leaks.js';
import { eventually } from '../helpers/eventually.js';
import { idempotent } from '../../api/middleware/idempotency.js';
import { errorEnvelope } from '../../api/middleware/errors.js';
import { ApiKey } from '../../shared/db/entities/api-key.entity.js';
import { Ping } from '../../shared/db/entities/ping.entity.js';
import { AppError } from '../../shared/errors/app-error.js';

// No workers: a POST /v1/ping stays in flight until its deadline (long enough for a loaded
// machine to send a second request meanwhile), then answers 202.
let h: Harness;
beforeAll(async () => { h = await startHarness({ workers: false, env: { JOB_DEADLINE_MS: '3000' } }); });
afterAll(async () => { await h.close(); });

let n = 0;
const newIdempotencyKey = () => `test-${Date.now()}-${n++}`;
const post = (path: string, key: TestKey, idempotencyKey: string | null, json: unknown = {}) =>
  h.request(path, { method: 'POST', headers: { ...bearer(key), ...(idempotencyKey === null ? {} : { 'Idempotency-Key': idempotencyKey }) }, json });

describe('Idempotency-Key', () => {
  it('replays the first answer for the same key and body (without the plaintext key, shown once)', async () => {
    const owner = await createAccountWithKey(h);
    const ik = newIdempotencyKey();
    const body = { name: 'idempotent', scopes: ['read:prices', 'write:intents'] };
    const first = await post('/v1/keys', owner, ik, body);
    rememberPlaintext(first.body.data.key);
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    // Same body with keys in another order: the same request.
    const replay = await post('/v1/keys', owner, ik, { scopes: ['read:prices', 'write:intents'], name: 'idempotent' });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const { key: _plaintext, ...record } = first.body.data;
    expect(replay.body.data).toEqual(record);
    expect(replay.text).not.toContain(first.body.data.key);
    expect(replay.body.meta.requestId).toBe(replay.headers.get('x-request-id'));
    expect(replay.body.meta.requestId).not.toBe(first.body.meta.requestId);
    expect(replay.headers.get('x-ratelimit-limit')).toBe('600');
    expect(await h.orm.em.fork().count(ApiKey, { accountId: owner.accountId })).toBe(2);

    // Without the header every POST creates.
    const a = await post('/v1/keys', owner, null, body);
    const b = await post('/v1/keys', owner, null, body);
    rememberPlaintext(a.body.data.key);
    rememberPlaintext(b.body.data.key);
    expect(a.body.data.id).not.toBe(b.body.data.id);
  });

  it('answers 422 idempotency_key_reused for another body or another path', async () => {
    const owner = await createAccountWithKey(h);
    const ik = newIdempotencyKey();
    const first = await post('/v1/keys', owner, ik, { name: 'one', scopes: ['read:prices'] });
    rememberPlaintext(first.body.data.key);
    const other = await post('/v1/keys', owner, ik, { name: 'two', scopes: ['read:prices'] });
    expect(other.status).toBe(422);
    expect(other.body.error).toMatchObject({ code: 'idempotency_key_reused', details: { idempotencyKey: ik } });
    const elsewhere = await post('/v1/ping', owner, ik, {});
    expect(elsewhere.status).toBe(422);
    expect(await h.orm.em.fork().count(ApiKey, { accountId: owner.accountId })).toBe(2);
  });

  it('answers 409 conflict while the first request is in flight, then replays its answer', async () => {
    const owner = await createAccountWithKey(h);
    const ik = newIdempotencyKey();
    const firstPromise = post('/v1/ping', owner, ik);
    // The ping row is written under the claim: once it exists, the first request holds the key.
    expect(await eventually(() => h.orm.em.fork().count(Ping, { accountId: owner.accountId }), (n) => n > 0, 2000)).toBe(1);
    const during = await post('/v1/ping', owner, ik);
    expect(during.status).toBe(409);
    expect(during.body.error.code).toBe('conflict');
    expect(during.headers.get('retry-after')).toBe('1');

    const first = await firstPromise;
    expect(first.status).toBe(202); // no worker runs: past the deadline
    const after = await post('/v1/ping', owner, ik);
    expect(after.status).toBe(202);
    expect(after.headers.get('idempotent-replayed')).toBe('true');
    expect(after.headers.get('location')).toBe(first.headers.get('location'));
    expect(after.body.data).toEqual(first.body.data);
    expect(await h.orm.em.fork().count(Ping, { accountId: owner.accountId })).toBe(1);
  });

  it('keeps keys per account: another account may use the same Idempotency-Key', async () => {
    const [one, two] = [await createAccountWithKey(h), await createAccountWithKey(h)];
    const ik = newIdempotencyKey();
    const a = await post('/v1/keys', one, ik, { name: 'same', scopes: ['read:prices'] });
    const b = await post('/v1/keys', two, ik, { name: 'same', scopes: ['read:prices'] });
    rememberPlaintext(a.body.data.key);
    rememberPlaintext(b.body.data.key);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
  });

  it('keeps keys per environment and per key: a test key never replays a live key\'s answer', async () => {
    const live = await createAccountWithKey(h);
    const test = await addKey(h, live.accountId, { environment: 'test' });
    const otherLive = await addKey(h, live.accountId);
    const ik = newIdempotencyKey();
    const body = { name: 'same request', scopes: ['read:prices'], environment: 'test' };
    const byLive = await post('/v1/keys', live, ik, body);
    rememberPlaintext(byLive.body.data.key);
    expect(byLive.status).toBe(201);
    // The same Idempotency-Key and body from a test key of the same account runs anew: no replay
    // of the live key's answer (and no 422 either: it is another key's record).
    const byTest = await post('/v1/keys', test, ik, body);
    rememberPlaintext(byTest.body.data.key);
    expect(byTest.status).toBe(201);
    expect(byTest.headers.get('idempotent-replayed')).toBeNull();
    expect(byTest.body.data.id).not.toBe(byLive.body.data.id);
    // Another live key of the account: its own scope too.
    const byOther = await post('/v1/keys', otherLive, ik, body);
    rememberPlaintext(byOther.body.data.key);
    expect(byOther.headers.get('idempotent-replayed')).toBeNull();
    expect(new Set([byLive.body.data.id, byTest.body.data.id, byOther.body.data.id]).size).toBe(3);
    // Each key still replays its own answer.
    const again = await post('/v1/keys', test, ik, body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.id).toBe(byTest.body.data.id);
  });

  it('replays rotate too: one rotation, the same new key record', async () => {
    const owner = await createAccountWithKey(h);
    const target = await post('/v1/keys', owner, null, { name: 'to rotate', scopes: ['read:prices'] });
    rememberPlaintext(target.body.data.key);
    const ik = newIdempotencyKey();
    const first = await post(`/v1/keys/${target.body.data.id}/rotate`, owner, ik);
    rememberPlaintext(first.body.data.key);
    const again = await post(`/v1/keys/${target.body.data.id}/rotate`, owner, ik);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data).not.toHaveProperty('key');
  });

  it('stores a 4xx the handler answered, but not a request refused before it (validation)', async () => {
    const owner = await createAccountWithKey(h);
    const ik = newIdempotencyKey();
    const past = { name: 'late', scopes: ['read:prices'], expiresAt: '2001-01-01T00:00:00Z' };
    const first = await post('/v1/keys', owner, ik, past);
    expect(first.status).toBe(400);
    const replay = await post('/v1/keys', owner, ik, past);
    expect(replay.status).toBe(400);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body.error).toEqual(first.body.error);

    const ik2 = newIdempotencyKey();
    expect((await post('/v1/keys', owner, ik2, { name: '' })).status).toBe(400); // schema: claims nothing
    const fixed = await post('/v1/keys', owner, ik2, { name: 'fixed', scopes: ['read:prices'] });
    rememberPlaintext(fixed.body.data?.key);
    expect(fixed.status).toBe(201);
  });

  it('refuses an Idempotency-Key outside 1-255 printable characters (400)', async () => {
    const owner = await createAccountWithKey(h);
    for (const bad of ['', 'x'.repeat(256)]) {
      const res = await post('/v1/ping', owner, bad);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field: 'Idempotency-Key' } });
    }
    const res = await post('/v1/keys', owner, 'y'.repeat(255), { name: 'long key ok', scopes: ['read:prices'] });
    rememberPlaintext(res.body.data?.key);
    expect(res.status).toBe(201);
  });

  it('releases the claim on a 5xx so that a retry runs again', async () => {
    let calls = 0;
    const app = new Koa();
    app.use(async (ctx, next) => { ctx.state.requestId = 'req_test'; ctx.state.log = h.app.logger; await next(); });
    app.use(errorEnvelope());
    app.use(async (ctx, next) => { ctx.state.auth = { accountId: 'acc_idempotency_5xx' }; ctx.request.body = {}; await next(); });
    app.use(idempotent(h.app));
    app.use(async (ctx) => {
      calls += 1;
      if (calls === 1) throw new AppError('service_unavailable', 'down');
      ctx.status = 201;
      ctx.body = { data: { calls }, meta: {} };
    });
    const server = createServer(app.callback()).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
    try {
      const send = () => fetch(url, { method: 'POST', headers: { 'Idempotency-Key': 'retry-me' } });
      expect((await send()).status).toBe(503);
      const retried = await send();
      expect(retried.status).toBe(201);
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
      const replayed = await send();
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(((await replayed.json()) as { data: unknown }).data).toEqual({ calls: 2 });
      expect(calls).toBe(2);
    } finally {
      server.close();
    }
  });

  it('leaves no key plaintext in Redis idempotency records, the database or the logs', async () => {
    await assertNoKeyLeaks(h);
  });
});
