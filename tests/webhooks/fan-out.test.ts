import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { WebhookEndpoint } from '../../shared/db/entities/webhook-endpoint.entity.js';
import { webhookTable, writeWebhookEvents, type NewWebhookEvent } from '../../shared/webhooks/events.js';
import { RELAY_ROWS_PER_STATEMENT, webhookRelay, type RelayPassReport } from '../../workers/lib/webhook-relay.js';

/**
 * Bounded fan-out of webhooks (docs/webhooks.md "Limits"): at most 16 endpoints per account and
 * network, and a relay whose statements and batches stay bounded however many events and
 * endpoints wait, serving accounts fairly.
 */
let h: Harness;

beforeAll(async () => {
  // No workers: the relay under test is made here, and the deliveries it enqueues stay queued.
  h = await startHarness({ workers: false, env: { WEBHOOK_RELAY_INTERVAL_MS: '600000' } });
});
afterAll(async () => {
  await h?.close();
});

async function createEndpoint(key: TestKey, url = 'https://example.com/hooks') {
  const res = await h.request('/v1/webhooks', { method: 'POST', headers: bearer(key), json: { url } });
  if (res.body?.data?.secret) rememberPlaintext(res.body.data.secret);
  return res;
}

describe('endpoints per account and network', () => {
  it('allows 16; the 17th is 409 conflict with reason endpoint_limit_reached; deleting one makes room', async () => {
    const live = await createAccountWithKey(h, { tier: 'enterprise' });
    for (let i = 0; i < 16; i++) expect((await createEndpoint(live, `https://example.com/hooks/${i}`)).status).toBe(201);
    const refused = await createEndpoint(live);
    expect(refused.status, refused.text).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'conflict', details: { reason: 'endpoint_limit_reached', limit: 16, count: 16, network: 'mainnet' } });
    expect(await h.orm.em.fork().count(WebhookEndpoint, { accountId: live.accountId })).toBe(16);

    // A disabled endpoint still counts (it can be enabled again); deleting one makes room.
    const list = await h.request('/v1/webhooks?limit=1', { headers: bearer(live) });
    const first = list.body.data[0].id as string;
    expect((await h.request(`/v1/webhooks/${first}`, { method: 'PATCH', headers: bearer(live), json: { enabled: false } })).status).toBe(200);
    expect((await createEndpoint(live)).status).toBe(409);
    expect((await h.request(`/v1/webhooks/${first}`, { method: 'DELETE', headers: bearer(live) })).status).toBe(200);
    expect((await createEndpoint(live)).status).toBe(201);
  });

  it('concurrent creates cannot pass the last place together', async () => {
    const owner = await createAccountWithKey(h, { tier: 'enterprise' });
    for (let i = 0; i < 14; i++) expect((await createEndpoint(owner)).status).toBe(201);
    const answers = await Promise.all(Array.from({ length: 6 }, () => createEndpoint(owner)));
    expect(answers.filter((r) => r.status === 201)).toHaveLength(2);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(4);
    expect(await h.orm.em.fork().count(WebhookEndpoint, { accountId: owner.accountId })).toBe(16);
  });
});

describe('the relay under a backlog', () => {
  it('5,000 events × 16 endpoints: no statement over 500 rows, no batch over 200 events, and another account is served in the first batch', async () => {
    const flooder = await createAccountWithKey(h, { tier: 'enterprise' });
    const other = await createAccountWithKey(h, { tier: 'enterprise' });
    for (let i = 0; i < 16; i++) expect((await createEndpoint(flooder, `https://example.com/f/${i}`)).status).toBe(201);
    expect((await createEndpoint(other, 'https://example.com/o')).status).toBe(201);

    // Written after the endpoints (an event goes to the endpoints that existed when it happened).
    const at = Date.now() + 2000;
    const em = h.orm.em.fork();
    for (let i = 0; i < 5000; i += 500) {
      const events: NewWebhookEvent[] = Array.from({ length: 500 }, (_, j) => ({
        accountId: flooder.accountId, network: 'mainnet', type: 'key.revoked', data: { n: i + j },
      }));
      await writeWebhookEvents(em, events, at);
    }
    // The other account's one event comes last: in outbox order it would wait for all 5,000.
    const [otherEvent] = await writeWebhookEvents(em, [{ accountId: other.accountId, network: 'mainnet', type: 'key.revoked', data: {} }], at + 1);

    const passes: RelayPassReport[] = [];
    const relay = webhookRelay(h.worker, { onPass: (r) => passes.push(r) });
    try {
      for (let i = 0; i < 20; i++) {
        await relay.runOnce();
        const [{ n }] = await em.execute<Array<{ n: string }>>(`select count(*) as n from ${webhookTable(em, 'webhook_events')} where relayed_at is null`, [], 'all');
        if (Number(n) === 0) break;
      }
    } finally {
      await relay.close();
    }

    const deliveries = await em.execute<Array<{ account_id: string; n: string }>>(`select account_id, count(*) as n from ${webhookTable(em, 'webhook_deliveries')} group by account_id`, [], 'all');
    const count = (id: string) => Number(deliveries.find((d) => d.account_id === id)?.n ?? 0);
    expect(count(flooder.accountId)).toBe(5000 * 16);
    expect(count(other.accountId)).toBe(1);

    const worked = passes.filter((p) => p.events > 0);
    expect(worked.reduce((n, p) => n + p.events, 0)).toBe(5001);
    for (const p of worked) {
      expect(p.maxRowsPerStatement).toBeGreaterThan(0);
      expect(p.maxRowsPerStatement).toBeLessThanOrEqual(RELAY_ROWS_PER_STATEMENT);
      expect(p.maxEventsPerAccount).toBeLessThanOrEqual(200);
      expect(p.maxDeliveriesPerBatch).toBeLessThanOrEqual(200 * 16);
    }

    // Fairness, by order not time: the other account's event was relayed while almost all of
    // the flood still waited (each batch's relayed_at is its own, later instant).
    const [row] = await em.execute<Array<{ after: string }>>(`
      select count(*) as after from ${webhookTable(em, 'webhook_events')} f, ${webhookTable(em, 'webhook_events')} o
       where o.id = ? and f.account_id = ? and f.relayed_at > o.relayed_at`, [otherEvent, flooder.accountId], 'all');
    expect(Number(row!.after)).toBeGreaterThanOrEqual(4500);
  }, 240_000);
});
