import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { WebhookReceiver } from './receiver.js';

/**
 * The relay runs as soon as an event is written (Postgres notifies it on commit), not at its
 * next poll: here the poll is ten minutes, so only the notification can explain a delivery
 * within seconds. Its LISTEN session, terminated by Postgres, comes back, and an event written
 * while it was away is not left for the poll.
 */
let h: Harness;
let owner: TestKey;
let endpointId: string;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  h = await startHarness({ env: { WEBHOOK_RELAY_INTERVAL_MS: '600000' } });
  owner = await createAccountWithKey(h, { environment: 'test', scopes: ['admin'] });
  await receiver.start();
  const res = await h.request('/v1/webhooks', { method: 'POST', headers: bearer(owner), json: { url: receiver.url } });
  expect(res.status, res.text).toBe(201);
  rememberPlaintext(res.body.data.secret);
  receiver.secrets.push(res.body.data.secret);
  endpointId = res.body.data.id;
});
afterAll(async () => {
  await h?.close();
  await receiver.stop();
});

/** Send a test ping to the endpoint; its event id, which the delivery carries as webhook-id. */
async function ping(): Promise<string> {
  const res = await h.request(`/v1/webhooks/${endpointId}/test`, { method: 'POST', headers: bearer(owner), json: {} });
  expect(res.status, res.text).toBe(202);
  return res.body.data.id;
}

/** The relay's LISTEN sessions on this test file's database. */
async function listenSessions(): Promise<number[]> {
  const rows = await h.orm.em.getConnection().execute<Array<{ pid: number }>>(
    `select pid from pg_stat_activity where datname = current_database() and application_name = 'solana-intent-service:listen:webhook_events'`);
  return rows.map((r) => r.pid);
}

describe('the outbox relay, woken by Postgres', () => {
  it('delivers an event within seconds although its poll is ten minutes', async () => {
    expect(await eventually(listenSessions, (p) => p.length === 1)).toHaveLength(1);
    const id = await ping();
    const [got] = await receiver.waitFor((e) => e.id === id, 'the ping', 1, 5000);
    expect(got!.payload.type).toBe('ping');
    expect(got!.verifiedBy).toEqual([0]);
  });

  it('listens again after Postgres ends its session, and an event written meanwhile is delivered too', async () => {
    const [pid] = await eventually(listenSessions, (p) => p.length === 1);
    await h.orm.em.getConnection().execute('select pg_terminate_backend(?)', [pid]);
    // Written at once: most likely before the relay is listening again.
    const missed = await ping();
    const [back] = await eventually(listenSessions, (p) => p.length === 1 && p[0] !== pid);
    expect(back).toBeDefined();
    expect(back).not.toBe(pid);
    await receiver.waitFor((e) => e.id === missed, 'the ping written while the relay was not listening', 1, 5000);
    const next = await ping();
    await receiver.waitFor((e) => e.id === next, 'a ping after the relay listens again', 1, 5000);
  });
});
