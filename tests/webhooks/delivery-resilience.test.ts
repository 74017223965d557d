import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { manualClock } from '../helpers/clock.js';
import { WebhookDelivery } from '../../shared/db/entities/webhook-delivery.entity.js';
import { QUEUE_NAMES } from '../../shared/jobs/define-queue.js';
import { createRedis } from '../../shared/redis/connections.js';
import { startWorkers } from '../../workers/host.js';
import { buildProcessors } from '../../workers/processors/index.js';
import { WebhookReceiver } from './receiver.js';

/**
 * Delivery when things go wrong: the receiver down for a while, 410 Gone, an endpoint failing
 * for days, the worker killed in the middle of an attempt, no worker at all. The retry
 * schedule is a setting (here 0.3 s between attempts instead of Svix's hours) and the clock a
 * seam (the 5-day rule), so nothing waits for real hours.
 */
const DAY = 24 * 3_600_000;
const clock = manualClock();
let h: Harness;
let owner: TestKey;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  // Every queue's worker but the webhooks queue's, which this file starts (and kills) itself.
  h = await startHarness({
    workers: QUEUE_NAMES.filter((q) => q !== 'webhooks'),
    now: clock.now,
    env: {
      WEBHOOK_RELAY_INTERVAL_MS: '50',
      WEBHOOK_RETRY_SCHEDULE_MS: '0,300,300,300,300,300,300,300,300,300,300,300',
      WEBHOOK_REENQUEUE_AFTER_MS: '500',
      // Long: an attempt the killed worker left hanging must not time out on its own.
      WEBHOOK_TIMEOUT_MS: '60000',
      JOB_LOCK_MS: '1000',
    },
  });
  owner = await createAccountWithKey(h, { tier: 'enterprise' });
  await receiver.start();
  webhookWorker = startWebhookWorker();
});
afterAll(async () => {
  await receiver.stop();
  await webhookWorker?.stop(5000);
  await h?.close();
});

/** A process's webhooks worker on its own Redis connection, so that it can die alone. */
function startWebhookWorker() {
  const connection = createRedis(h.config.redisUrl, 'worker', 1000);
  const deps = { ...h.worker, workerRedis: connection };
  const host = startWorkers(deps, buildProcessors(deps), ['webhooks']);
  return {
    host,
    async stop(deadlineMs: number) {
      await host.close(deadlineMs);
      connection.disconnect();
    },
    /** Die: stop at once, finishing nothing and releasing no job (its lock lapses). */
    async kill() {
      await Promise.all(host.workers.map((w) => w.close(true)));
      connection.disconnect();
    },
  };
}
let webhookWorker: ReturnType<typeof startWebhookWorker> | null = null;

async function endpoint(tag: string, events?: string[]): Promise<string> {
  const res = await h.request('/v1/webhooks', { method: 'POST', headers: bearer(owner), json: { url: `${receiver.url}?ep=${tag}`, ...(events ? { events } : {}) } });
  expect(res.status, res.text).toBe(201);
  rememberPlaintext(res.body.data.secret);
  receiver.secrets.push(res.body.data.secret);
  return res.body.data.id;
}

const ping = async (id: string): Promise<string> => {
  const res = await h.request(`/v1/webhooks/${id}/test`, { method: 'POST', headers: bearer(owner) });
  expect(res.status, res.text).toBe(202);
  return res.body.data.id;
};

/** The event's delivery row (the relay writes it within WEBHOOK_RELAY_INTERVAL_MS of the event). */
const deliveryOf = async (eventId: string): Promise<WebhookDelivery> => {
  for (;;) {
    const row = await h.orm.em.fork().findOne(WebhookDelivery, { eventId }, { disableIdentityMap: true });
    if (row) return row;
    await new Promise((r) => setTimeout(r, 25));
  }
};

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  const bound = Date.now() + 25_000;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > bound) throw new Error(`gave up waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('retries', () => {
  it('the receiver down for a while: retried on the schedule, delivered once it is back, with the same webhook-id', async () => {
    const id = await endpoint('down');
    await receiver.stop();
    const eventId = await ping(id).finally(() => undefined);
    const failing = await until('two failed attempts', () => deliveryOf(eventId), (d) => d.attempts >= 2);
    expect(failing).toMatchObject({ status: 'pending', responseStatus: null, error: expect.stringMatching(/ECONNREFUSED|connect/) });
    expect(failing.nextAttemptAt).toBeInstanceOf(Date);
    await receiver.start(); // same port
    const [got] = await receiver.waitFor((r) => r.id === eventId, 'the ping once the receiver is back');
    expect(got!.verifiedBy).toHaveLength(1);
    const done = await until('delivered', () => deliveryOf(eventId), (d) => d.status === 'succeeded');
    expect(done.attempts).toBeGreaterThanOrEqual(3);
    const listed = await h.request(`/v1/webhooks/${id}/deliveries`, { headers: bearer(owner) });
    expect(listed.body.data).toEqual([expect.objectContaining({ eventId, status: 'succeeded', responseStatus: 204, nextAttemptAt: null })]);
  });

  it('410 Gone disables the endpoint at once; the account\'s other endpoints get webhook.disabled', async () => {
    const gone = await endpoint('gone');
    await endpoint('watcher', ['webhook.disabled']);
    receiver.respond = (r) => (r.path.endsWith('ep=gone') ? { status: 410, body: 'gone for good' } : { status: 204 });
    try {
      const eventId = await ping(gone);
      const d = await until('the 410', () => deliveryOf(eventId), (x) => x.status !== 'pending');
      expect(d).toMatchObject({ status: 'failed', attempts: 1, responseStatus: 410, responseBody: 'gone for good' });
      const got = await h.request(`/v1/webhooks/${gone}`, { headers: bearer(owner) });
      expect(got.body.data).toMatchObject({ enabled: false, disabledReason: 'gone', disabledAt: expect.any(String) });
      const [notice] = await receiver.waitFor((r) => r.path.endsWith('ep=watcher') && r.payload.type === 'webhook.disabled', 'webhook.disabled');
      expect(notice!.payload.data).toMatchObject({ reason: 'gone', endpoint: { id: gone, enabled: false } });
      expect(notice!.payload.data.endpoint).not.toHaveProperty('secret');
      expect(receiver.received.filter((r) => r.path.endsWith('ep=gone') && r.payload.type === 'webhook.disabled')).toEqual([]);
    } finally {
      receiver.respond = () => ({ status: 204 });
    }
  });

  it('an endpoint failing for 5 days in a row is disabled; one success in between starts the count again', async () => {
    const sick = await endpoint('sick');
    let healthy = false;
    receiver.respond = (r) => (r.path.endsWith('ep=sick') && !healthy ? { status: 503 } : { status: 204 });
    try {
      const first = await ping(sick);
      await until('a failed attempt', () => deliveryOf(first), (d) => d.attempts >= 1);
      clock.advance(3 * DAY);
      healthy = true; // one success: the streak ends
      await until('delivered', () => deliveryOf(first), (d) => d.status === 'succeeded');
      healthy = false;
      const second = await ping(sick);
      await until('failing again', () => deliveryOf(second), (d) => d.attempts >= 1);
      clock.advance(3 * DAY); // 6 days since the first failure, 3 since the streak began
      await until('more attempts', () => deliveryOf(second), (d) => d.attempts >= 3);
      expect((await h.request(`/v1/webhooks/${sick}`, { headers: bearer(owner) })).body.data.enabled).toBe(true);
      clock.advance(2 * DAY + 1000); // 5 days and a second into the streak
      const d = await until('given up', () => deliveryOf(second), (x) => x.status !== 'pending');
      expect(d.status).toBe('failed');
      expect((await h.request(`/v1/webhooks/${sick}`, { headers: bearer(owner) })).body.data).toMatchObject({ enabled: false, disabledReason: 'failing' });
    } finally {
      receiver.respond = () => ({ status: 204 });
    }
  });
});

describe('workers', () => {
  it('killing the worker mid-delivery loses nothing: another worker sends it again with the same webhook-id', async () => {
    const id = await endpoint('kill');
    let calls = 0;
    // Only the ping's first attempt hangs: the new endpoint may also get the webhook.disabled of
    // the test before (relayed late under load), which must not be the request that hangs.
    receiver.respond = (r) => (r.path.endsWith('ep=kill') && r.payload.type === 'ping' && ++calls === 1 ? 'hang' : { status: 204 });
    try {
      const eventId = await ping(id);
      await receiver.waitFor((r) => r.id === eventId, 'the first attempt');
      // The worker dies mid-attempt: it never finishes and stops renewing its job lock.
      await webhookWorker!.kill();
      webhookWorker = startWebhookWorker();
      const both = await receiver.waitFor((r) => r.id === eventId, 'the attempt after the lock lapsed', 2);
      expect(both.map((r) => r.id)).toEqual([eventId, eventId]);
      expect(both[1]!.verifiedBy).toHaveLength(1);
      const d = await until('delivered', () => deliveryOf(eventId), (x) => x.status === 'succeeded');
      expect(d.attempts).toBe(1);
      expect(await h.orm.em.fork().count(WebhookDelivery, { eventId })).toBe(1);
    } finally {
      receiver.respond = () => ({ status: 204 });
    }
  });

  it('an event written while no worker runs is delivered once one starts', async () => {
    const id = await endpoint('later');
    await webhookWorker!.stop(5000);
    const eventId = await ping(id);
    await h.relay!.runOnce();
    expect((await deliveryOf(eventId)).status).toBe('pending');
    webhookWorker = startWebhookWorker();
    const [got] = await receiver.waitFor((r) => r.id === eventId, 'the ping');
    expect(got!.verifiedBy).toHaveLength(1);
  });
});
