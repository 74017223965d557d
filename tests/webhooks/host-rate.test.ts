import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { WebhookDelivery } from '../../shared/db/entities/webhook-delivery.entity.js';
import { WebhookReceiver } from './receiver.js';

/**
 * WEBHOOK_HOST_RATE_PER_SECOND: deliveries to one destination host are spread out to the
 * limit, postponed rather than dropped, and without spending an attempt.
 */
let h: Harness;
let owner: TestKey;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  h = await startHarness({ env: { WEBHOOK_RELAY_INTERVAL_MS: '100', WEBHOOK_HOST_RATE_PER_SECOND: '2' } });
  owner = await createAccountWithKey(h, { tier: 'enterprise' });
  await receiver.start();
});
afterAll(async () => {
  await h?.close();
  await receiver.stop();
});

describe('deliveries per destination host', () => {
  it('12 deliveries to one host at 2 per second: all arrive, once each, spread over at least 5 seconds, no attempt spent on waiting, none postponed twice', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await h.request('/v1/webhooks', { method: 'POST', headers: bearer(owner), json: { url: `${receiver.url}?ep=${i}` } });
      expect(res.status, res.text).toBe(201);
      rememberPlaintext(res.body.data.secret);
      ids.push(res.body.data.id);
    }
    const sent: string[] = [];
    for (let i = 0; i < 4; i++) {
      for (const id of ids) {
        const res = await h.request(`/v1/webhooks/${id}/test`, { method: 'POST', headers: bearer(owner), json: {} });
        expect(res.status, res.text).toBe(202);
        sent.push(res.body.data.id);
      }
    }
    const got = await receiver.waitFor((r) => sent.includes(r.id), 'the 12 pings', 12, 60_000);
    expect(new Set(got.map((r) => r.id)).size).toBe(12);
    // Sent at most 2 per second (the signature's timestamp is the second of sending; one
    // second of slack for a take at the end of a second signed in the next).
    const seconds = new Set(got.map((r) => r.timestamp));
    expect(seconds.size).toBeGreaterThanOrEqual(5);
    const rows = await eventually(() => h.orm.em.fork().find(WebhookDelivery, { endpointId: { $in: ids } }), (r) => r.length === 12 && r.every((d) => d.status === 'succeeded'));
    expect(rows.map((d) => d.attempts)).toEqual(Array(12).fill(1));
    // Two went at once; each of the other ten was postponed once, to the slot it then held, and
    // sent when it came back (not counted again and postponed anew).
    const postponed = (await h.worker.metrics.jobDuration.get()).values
      .filter((v) => v.metricName?.endsWith('_count') && v.labels.queue === 'webhooks' && v.labels.outcome === 'postponed')
      .reduce((n, v) => n + v.value, 0);
    expect(postponed).toBeGreaterThanOrEqual(1);
    expect(postponed).toBeLessThanOrEqual(10);
  }, 90_000);
});
