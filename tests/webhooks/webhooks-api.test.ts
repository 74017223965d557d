import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { manualClock } from '../helpers/clock.js';
import { assertNoKeyLeaks } from '../helpers/leaks.js';
import { securityMatrix } from '../helpers/security.js';
import { WebhookEndpoint } from '../../shared/db/entities/webhook-endpoint.entity.js';
import { WEBHOOK_EVENT_TYPES } from '../../shared/webhooks/events.js';
import { WebhookReceiver } from './receiver.js';

/**
 * /v1/webhooks through the real API and workers: endpoints, secrets, test events and
 * deliveries, each route happy, bad input and security (docs/webhooks.md).
 */
const HOUR = 3_600_000;
const clock = manualClock();
let h: Harness;
let owner: TestKey;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  h = await startHarness({ now: clock.now, env: { WEBHOOK_RELAY_INTERVAL_MS: '50' } });
  owner = await createAccountWithKey(h, { tier: 'enterprise' });
  await receiver.start();
});
afterAll(async () => {
  await h?.close();
  await receiver.stop();
});

/** Create an endpoint through the API; its secret goes to the receiver and the leak scan. */
async function createEndpoint(key: TestKey | string = owner, body: Record<string, unknown> = { url: receiver.url }) {
  const res = await h.request('/v1/webhooks', { method: 'POST', headers: bearer(key), json: body });
  if (res.body?.data?.secret) {
    rememberPlaintext(res.body.data.secret);
    receiver.secrets.push(res.body.data.secret);
  }
  return res;
}

describe('POST /v1/webhooks', () => {
  it('answers 201 with the endpoint and its whsec_ secret, once; GET and list never show the secret', async () => {
    const res = await createEndpoint(owner, { url: receiver.url, description: 'orders', events: ['transaction.failed', 'transaction.confirmed'] });
    expect(res.status, res.text).toBe(201);
    // The answer holds the secret: no cache may keep it.
    expect(res.headers.get('cache-control')).toBe('no-store');
    const at = new Date(clock.ms).toISOString();
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^whe_[0-9A-Za-z]{22}$/), url: receiver.url, description: 'orders',
      events: ['transaction.confirmed', 'transaction.failed'], enabled: true, disabledReason: null, disabledAt: null,
      network: 'mainnet', previousSecretExpiresAt: null, createdAt: at, updatedAt: at,
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{43}=$/),
    });
    const { secret, ...record } = res.body.data;
    const got = await h.request(`/v1/webhooks/${record.id}`, { headers: bearer(owner) });
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(record);
    const list = await h.request('/v1/webhooks', { headers: bearer(owner) });
    expect(list.body.data.map((e: { id: string }) => e.id)).toContain(record.id);
    expect(list.text).not.toContain(secret);
    // Stored encrypted, never as the plaintext.
    const row = await h.orm.em.fork().findOneOrFail(WebhookEndpoint, { id: record.id });
    expect(row.secret).not.toContain(secret.slice(6));
  });

  it('subscribes to every event when none are named', async () => {
    const res = await createEndpoint();
    expect(res.body.data.events).toEqual([...WEBHOOK_EVENT_TYPES]);
  });

  it.each([
    [{}, 'url', 'is required'],
    [{ url: 'not a url' }, 'url', 'must be an absolute http or https URL'],
    [{ url: 'ftp://example.com/x' }, 'url', 'must be an http or https URL'],
    [{ url: 'http://user:pw@127.0.0.1/x' }, 'url', 'must not carry credentials'],
    [{ url: 'http://127.0.0.1/x', events: [] }, 'events', 'must NOT have fewer than 1 items'],
    [{ url: 'http://127.0.0.1/x', events: ['transaction.landed'] }, 'events.0', 'must be one of: transaction.submitted, transaction.confirmed'],
    [{ url: 'http://127.0.0.1/x', secret: 'whsec_mine' }, 'secret', 'is not a known field'],
    [{ url: 'http://127.0.0.1/x', description: 'x'.repeat(501) }, 'description', 'must NOT have more than 500 characters'],
  ])('refuses %j: 400 validation_error on %s', async (body, field, reason) => {
    const res = await createEndpoint(owner, body);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field, reason: expect.stringContaining(reason) } });
  });
});

describe('GET /v1/webhooks', () => {
  it('pages newest first with cursors, and a key sees only its network\'s endpoints', async () => {
    const account = await createAccountWithKey(h, { tier: 'enterprise' });
    const test = await addKey(h, account.accountId, { environment: 'test' });
    const live = [];
    for (let i = 0; i < 3; i++) {
      clock.advance(1); // ids sort by creation time
      live.push((await createEndpoint(account, { url: `${receiver.url}?n=${i}` })).body.data.id);
    }
    const devnet = (await createEndpoint(test)).body.data;
    expect(devnet.network).toBe('devnet');

    const first = await h.request('/v1/webhooks?limit=2', { headers: bearer(account) });
    expect(first.body.data.map((e: { id: string }) => e.id)).toEqual([live[2], live[1]]);
    expect(first.body.pagination).toEqual({ hasMore: true, nextCursor: expect.any(String) });
    const second = await h.request(`/v1/webhooks?limit=2&cursor=${first.body.pagination.nextCursor}`, { headers: bearer(account) });
    expect(second.body.data.map((e: { id: string }) => e.id)).toEqual([live[0]]);
    expect(second.body.pagination).toEqual({ hasMore: false, nextCursor: null });

    const testList = await h.request('/v1/webhooks', { headers: bearer(test) });
    expect(testList.body.data.map((e: { id: string }) => e.id)).toEqual([devnet.id]);
    expect((await h.request(`/v1/webhooks/${live[0]}`, { headers: bearer(test) })).status).toBe(404);
    expect((await h.request(`/v1/webhooks/${devnet.id}`, { headers: bearer(account) })).status).toBe(404);
  });

  it.each([
    ['limit=0', 'limit'], ['limit=101', 'limit'], ['cursor=nonsense', 'cursor'], ['colour=red', 'colour'],
  ])('?%s: 400 validation_error on %s', async (query, field) => {
    const res = await h.request(`/v1/webhooks?${query}`, { headers: bearer(owner) });
    expect(res.status).toBe(400);
    expect(res.body.error.details.field).toBe(field);
  });

  it('a malformed id is 400, an unknown one 404', async () => {
    expect((await h.request('/v1/webhooks/whe_nope', { headers: bearer(owner) })).status).toBe(400);
    expect((await h.request('/v1/webhooks/whe_0000000000000000000000', { headers: bearer(owner) })).status).toBe(404);
  });
});

describe('PATCH and DELETE /v1/webhooks/{id}', () => {
  it('changes url, events and enabled; delete removes it', async () => {
    const { id } = (await createEndpoint()).body.data;
    clock.advance(1000);
    const res = await h.request(`/v1/webhooks/${id}`, { method: 'PATCH', headers: bearer(owner), json: { url: `${receiver.url}?v=2`, events: ['key.revoked'], enabled: false } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ id, url: `${receiver.url}?v=2`, events: ['key.revoked'], enabled: false, disabledReason: null, disabledAt: new Date(clock.ms).toISOString(), updatedAt: new Date(clock.ms).toISOString() });
    expect(res.body.data).not.toHaveProperty('secret');
    const enabled = await h.request(`/v1/webhooks/${id}`, { method: 'PATCH', headers: bearer(owner), json: { enabled: true } });
    expect(enabled.body.data).toMatchObject({ enabled: true, disabledAt: null });

    const deleted = await h.request(`/v1/webhooks/${id}`, { method: 'DELETE', headers: bearer(owner) });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id, deleted: true });
    expect((await h.request(`/v1/webhooks/${id}`, { headers: bearer(owner) })).status).toBe(404);
    expect((await h.request(`/v1/webhooks/${id}`, { method: 'DELETE', headers: bearer(owner) })).status).toBe(404);
  });

  it.each([
    [{}, 'body'], [{ enabled: 'yes' }, 'enabled'], [{ url: 'gopher://x' }, 'url'], [{ events: ['nope'] }, 'events.0'], [{ network: 'devnet' }, 'network'],
  ])('PATCH %j: 400 validation_error on %s', async (body, field) => {
    const { id } = (await createEndpoint()).body.data;
    const res = await h.request(`/v1/webhooks/${id}`, { method: 'PATCH', headers: bearer(owner), json: body });
    expect(res.status, res.text).toBe(400);
    expect(res.body.error.details.field).toBe(field);
  });
});

describe('POST /v1/webhooks/{id}/test, deliveries and retry', () => {
  it('sends a signed ping the receiver verifies, lists the delivery, and replays it with the same webhook-id', async () => {
    const { id } = (await createEndpoint()).body.data;
    const sent = await h.request(`/v1/webhooks/${id}/test`, { method: 'POST', headers: bearer(owner) });
    expect(sent.status, sent.text).toBe(202);
    expect(sent.body.data).toEqual({ id: expect.stringMatching(/^msg_/), type: 'ping', createdAt: expect.any(String) });
    const [ping] = await receiver.waitFor((r) => r.id === sent.body.data.id, 'the ping');
    expect(ping!.verifiedBy.length).toBe(1);
    expect(ping!.payload).toMatchObject({ type: 'ping', data: { endpointId: id } });

    const deliveries = async () => (await h.request(`/v1/webhooks/${id}/deliveries`, { headers: bearer(owner) })).body;
    let page = await deliveries();
    while (page.data[0]?.status !== 'succeeded') page = await deliveries();
    expect(page.data).toEqual([{
      id: expect.stringMatching(/^whd_/), endpointId: id, eventId: sent.body.data.id, eventType: 'ping', status: 'succeeded', attempts: 1,
      responseStatus: 204, responseBody: '', latencyMs: expect.any(Number), error: null, lastAttemptAt: expect.any(String), nextAttemptAt: null, createdAt: expect.any(String),
    }]);
    expect(page.pagination).toEqual({ hasMore: false, nextCursor: null });

    const retried = await h.request(`/v1/webhooks/${id}/deliveries/${page.data[0].id}/retry`, { method: 'POST', headers: bearer(owner) });
    expect(retried.status, retried.text).toBe(202);
    expect(retried.body.data).toMatchObject({ id: page.data[0].id, status: 'pending' });
    const both = await receiver.waitFor((r) => r.id === sent.body.data.id, 'the replay', 2);
    expect(both.every((r) => r.verifiedBy.length === 1)).toBe(true);
  });

  it('test and retry accept Idempotency-Key: a retried request replays the first answer and sends nothing more', async () => {
    const { id } = (await createEndpoint()).body.data;
    const headers = { ...bearer(owner), 'Idempotency-Key': `test-${id}` };
    const first = await h.request(`/v1/webhooks/${id}/test`, { method: 'POST', headers });
    expect(first.status, first.text).toBe(202);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await h.request(`/v1/webhooks/${id}/test`, { method: 'POST', headers });
    expect(again.status, again.text).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data).toEqual(first.body.data);

    const deliveries = async () => (await h.request(`/v1/webhooks/${id}/deliveries`, { headers: bearer(owner) })).body;
    let page = await deliveries();
    while (page.data[0]?.status !== 'succeeded') page = await deliveries();
    expect(page.data).toHaveLength(1);
    const retryHeaders = { ...bearer(owner), 'Idempotency-Key': `retry-${id}` };
    const retried = await h.request(`/v1/webhooks/${id}/deliveries/${page.data[0].id}/retry`, { method: 'POST', headers: retryHeaders });
    expect(retried.status, retried.text).toBe(202);
    const replayed = await h.request(`/v1/webhooks/${id}/deliveries/${page.data[0].id}/retry`, { method: 'POST', headers: retryHeaders });
    expect(replayed.status, replayed.text).toBe(202);
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
  });

  it('retry: unknown delivery 404, malformed 400, a pending one 409; test on a disabled endpoint 409', async () => {
    const { id } = (await createEndpoint()).body.data;
    expect((await h.request(`/v1/webhooks/${id}/deliveries/whd_0000000000000000000000/retry`, { method: 'POST', headers: bearer(owner) })).status).toBe(404);
    expect((await h.request(`/v1/webhooks/${id}/deliveries/bad/retry`, { method: 'POST', headers: bearer(owner) })).status).toBe(400);
    expect((await h.request(`/v1/webhooks/${id}/test`, { method: 'POST', headers: bearer(owner), json: { extra: 1 } })).status).toBe(400);
    receiver.respond = () => ({ status: 500, body: 'x'.repeat(10_000) });
    try {
      const sent = await h.request(`/v1/webhooks/${id}/test`, { method: 'POST', headers: bearer(owner) });
      await receiver.waitFor((r) => r.id === sent.body.data.id, 'the failing ping');
      let page;
      do page = (await h.request(`/v1/webhooks/${id}/deliveries`, { headers: bearer(owner) })).body; while (page.data[0]?.attempts !== 1);
      // Failed once, retried later: pending, with its next attempt, the status and the body cut to the limit.
      expect(page.data[0]).toMatchObject({ status: 'pending', responseStatus: 500, error: 'receiver answered 500', nextAttemptAt: expect.any(String) });
      expect(page.data[0].responseBody).toBe('x'.repeat(h.config.webhooks.responseBodyLimitBytes));
      const retry = await h.request(`/v1/webhooks/${id}/deliveries/${page.data[0].id}/retry`, { method: 'POST', headers: bearer(owner) });
      expect(retry.status).toBe(409);
      expect(retry.body.error.code).toBe('conflict');
    } finally {
      receiver.respond = () => ({ status: 204 });
    }
    await h.request(`/v1/webhooks/${id}`, { method: 'PATCH', headers: bearer(owner), json: { enabled: false } });
    const test = await h.request(`/v1/webhooks/${id}/test`, { method: 'POST', headers: bearer(owner) });
    expect(test.status).toBe(409);
  });
});

describe('POST /v1/webhooks/{id}/rotate-secret', () => {
  it('answers a new secret; both sign for 24 hours, then only the new one; a second rotation inside the grace is 409', async () => {
    const created = (await createEndpoint()).body.data;
    const rotated = await h.request(`/v1/webhooks/${created.id}/rotate-secret`, { method: 'POST', headers: bearer(owner) });
    expect(rotated.status, rotated.text).toBe(200);
    expect(rotated.headers.get('cache-control')).toBe('no-store');
    const fresh = rotated.body.data.secret as string;
    rememberPlaintext(fresh);
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(created.secret);
    expect(rotated.body.data.previousSecretExpiresAt).toBe(new Date(clock.ms + 24 * HOUR).toISOString());

    const grace = new WebhookReceiver();
    grace.secrets = [created.secret, fresh];
    await grace.start();
    try {
      await h.request(`/v1/webhooks/${created.id}`, { method: 'PATCH', headers: bearer(owner), json: { url: grace.url } });
      const during = (await h.request(`/v1/webhooks/${created.id}/test`, { method: 'POST', headers: bearer(owner) })).body.data.id;
      const [one] = await grace.waitFor((r) => r.id === during, 'the ping during the grace');
      expect(one!.verifiedBy).toEqual([0, 1]); // the old secret and the new one each verify it
      expect(one!.signature.split(' ')).toHaveLength(2);

      expect((await h.request(`/v1/webhooks/${created.id}/rotate-secret`, { method: 'POST', headers: bearer(owner) })).status).toBe(409);

      clock.advance(24 * HOUR + 1000);
      const after = (await h.request(`/v1/webhooks/${created.id}/test`, { method: 'POST', headers: bearer(owner) })).body.data.id;
      const [two] = await grace.waitFor((r) => r.id === after, 'the ping after the grace');
      expect(two!.verifiedBy).toEqual([1]);
      expect(two!.signature.split(' ')).toHaveLength(1);
    } finally {
      await grace.stop();
    }
  });
});

describe('secrets', () => {
  it('never reach logs, job payloads in Redis, or other tables', async () => {
    const scanned = await assertNoKeyLeaks(h);
    expect(scanned.rows).toBeGreaterThan(0);
  });
});

const someEndpoint = async (hh: Harness, key: TestKey) => {
  const res = await hh.request('/v1/webhooks', { method: 'POST', headers: bearer(key), json: { url: 'http://127.0.0.1/hooks' } });
  return res.body.data.id as string;
};

securityMatrix(() => h, [
  { method: 'POST', path: '/v1/webhooks', scope: 'admin', body: { url: 'http://127.0.0.1/hooks' } },
  { method: 'GET', path: '/v1/webhooks', scope: 'admin' },
  { method: 'GET', path: (id) => `/v1/webhooks/${id}`, scope: 'admin', resourceOf: someEndpoint },
  { method: 'PATCH', path: (id) => `/v1/webhooks/${id}`, scope: 'admin', body: { enabled: false }, resourceOf: someEndpoint },
  { method: 'DELETE', path: (id) => `/v1/webhooks/${id}`, scope: 'admin', resourceOf: someEndpoint },
  { method: 'POST', path: (id) => `/v1/webhooks/${id}/rotate-secret`, scope: 'admin', resourceOf: someEndpoint },
  { method: 'POST', path: (id) => `/v1/webhooks/${id}/test`, scope: 'admin', resourceOf: someEndpoint },
  { method: 'GET', path: (id) => `/v1/webhooks/${id}/deliveries`, scope: 'admin', resourceOf: someEndpoint },
  { method: 'POST', path: (id) => `/v1/webhooks/${id}/deliveries/whd_0000000000000000000000/retry`, scope: 'admin', resourceOf: someEndpoint },
]);
