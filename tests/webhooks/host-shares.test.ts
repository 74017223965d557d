import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { WebhookDelivery } from '../../shared/db/entities/webhook-delivery.entity.js';
import { WebhookReceiver } from './receiver.js';

/**
 * Issue 34 (8): the per-host schedule is shared between accounts. One account's burst to a
 * receiver host many accounts use does not put another account's delivery there behind the
 * whole burst, and the host still gets no more than WEBHOOK_HOST_RATE_PER_SECOND.
 */
const RATE = 4;
const BURST = 40;
let h: Harness;
let a: TestKey;
let b: TestKey;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  h = await startHarness({ env: { WEBHOOK_RELAY_INTERVAL_MS: '100', WEBHOOK_HOST_RATE_PER_SECOND: String(RATE) } });
  a = await createAccountWithKey(h, { tier: 'enterprise' });
  b = await createAccountWithKey(h, { tier: 'enterprise' });
  await receiver.start();
});
afterAll(async () => {
  await h?.close();
  await receiver.stop();
});

async function endpoint(key: TestKey, tag: string): Promise<string> {
  const res = await h.request('/v1/webhooks', { method: 'POST', headers: bearer(key), json: { url: `${receiver.url}?account=${tag}` } });
  expect(res.status, res.text).toBe(201);
  rememberPlaintext(res.body.data.secret);
  return res.body.data.id;
}

async function ping(key: TestKey, id: string): Promise<string> {
  const res = await h.request(`/v1/webhooks/${id}/test`, { method: 'POST', headers: bearer(key), json: {} });
  expect(res.status, res.text).toBe(202);
  return res.body.data.id;
}

describe('one receiver host, two accounts', () => {
  it(`account A's burst of ${BURST} to a host at ${RATE}/s does not hold up account B's one delivery there; the host's rate stays within its limit`, async () => {
    const endpointA = await endpoint(a, 'a');
    const endpointB = await endpoint(b, 'b');
    const burst: string[] = [];
    for (let i = 0; i < BURST; i += 10) burst.push(...await Promise.all(Array.from({ length: 10 }, () => ping(a, endpointA))));
    // A's burst is under way: its first deliveries arrived, the rest hold the host's schedule
    // (on main, the next ~9 s of it).
    await receiver.waitFor((r) => burst.includes(r.id), 'the burst\'s first deliveries', RATE, 20_000);
    const sentAt = Date.now();
    const aBefore = receiver.received.filter((r) => burst.includes(r.id)).length;
    const single = await ping(b, endpointB);
    const [got] = await receiver.waitFor((r) => r.id === single, 'account B\'s delivery', 1, 30_000);
    const latency = got!.receivedAt - sentAt;
    const aAhead = receiver.received.filter((r) => burst.includes(r.id) && r.receivedAt <= got!.receivedAt).length;
    // B waits for its turn, about two of the host's intervals (250 ms) plus the relay; not the
    // burst's (BURST - RATE) / RATE = 9 s. The bound does not depend on BURST.
    expect(latency, `B's delivery took ${latency} ms; ${aAhead} of A's had arrived (${aBefore} when B's was sent)`).toBeLessThan(2_000);
    expect(aAhead).toBeLessThan(10);
    expect(aAhead).toBeLessThanOrEqual(aBefore + 4);

    const all = await receiver.waitFor((r) => burst.includes(r.id) || r.id === single, 'every delivery', BURST + 1, 60_000);
    expect(new Set(all.map((r) => r.id)).size).toBe(BURST + 1);
    // The host's limit holds for both accounts together: the schedule's burst (RATE at once),
    // then one every 1000 / RATE ms: fewer than 2 × RATE in any second (one of slack for a
    // job's timer firing late beside one on time), and the whole drains at RATE per second.
    const times = all.map((r) => r.receivedAt).sort((x, y) => x - y);
    let most = 0;
    for (let i = 0; i < times.length; i++) {
      let j = i;
      while (j + 1 < times.length && times[j + 1]! - times[i]! < 1000) j++;
      most = Math.max(most, j - i + 1);
    }
    expect(most).toBeLessThanOrEqual(2 * RATE);
    expect(times.at(-1)! - times[0]!).toBeGreaterThan(((BURST + 1 - RATE) / RATE) * 1000 - 1000);
    // Nothing spent an attempt on waiting or was dropped.
    const rows = await eventually(() => h.orm.em.fork().find(WebhookDelivery, { endpointId: { $in: [endpointA, endpointB] } }), (r) => r.length === BURST + 1 && r.every((d) => d.status === 'succeeded'));
    expect(rows.map((d) => d.attempts)).toEqual(Array(BURST + 1).fill(1));
  }, 120_000);
});
