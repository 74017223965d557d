import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { loadConfig } from '../../config/index.js';
import { WebhookDelivery } from '../../shared/db/entities/webhook-delivery.entity.js';
import { WebhookEndpoint } from '../../shared/db/entities/webhook-endpoint.entity.js';
import { newId } from '../../shared/db/ids.js';
import { SecretBox } from '../../shared/webhooks/secrets.js';
import { writeWebhookEvents } from '../../shared/webhooks/events.js';
import { startDnsStub, type DnsStub } from '../stubs/dns-stub.js';
import { WebhookReceiver } from './receiver.js';

/**
 * SSRF rules in production mode (docs/webhooks.md "Safety"): https only, and no destination
 * that is or resolves to a loopback, private, link-local or metadata address, neither when the
 * endpoint is saved nor when a delivery connects (a name re-pointed inside the network later).
 * Names resolve through a DNS server on loopback (WEBHOOK_DNS_SERVERS).
 */
let h: Harness;
let owner: TestKey;
let dns: DnsStub;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  dns = await startDnsStub({ 'hooks.internal-corp.example': '10.1.2.3', 'metadata.example': '169.254.169.254', 'public.example': '93.184.216.34', 'rebind.example': '93.184.216.34' });
  h = await startHarness({
    env: {
      NODE_ENV: 'production', KEY_HASH_SECRET: 'a-production-grade-secret-of-32-chars-or-more',
      WEBHOOK_DNS_SERVERS: dns.server, WEBHOOK_RELAY_INTERVAL_MS: '50', WEBHOOK_RETRY_SCHEDULE_MS: '0',
    },
  });
  owner = await createAccountWithKey(h, { tier: 'enterprise' });
  await receiver.start();
});
afterAll(async () => {
  await h?.close();
  await receiver.stop();
  await dns?.close();
});

const create = (url: string) => h.request('/v1/webhooks', { method: 'POST', headers: bearer(owner), json: { url } });

describe('saving an endpoint in production', () => {
  it('private destinations are off by default in production, on in development and test', () => {
    expect(h.config.webhooks.allowPrivateDestinations).toBe(false);
    expect(loadConfig({}, { NODE_ENV: 'development' }).webhooks.allowPrivateDestinations).toBe(true);
    expect(loadConfig({}, { NODE_ENV: 'test' }).webhooks.allowPrivateDestinations).toBe(true);
  });

  it.each([
    ['https://127.0.0.1/hooks', /loopback, private, link-local or metadata address \(127\.0\.0\.1\)/],
    ['https://[::1]/hooks', /\(::1\)/],
    ['https://169.254.169.254/latest/meta-data/', /\(169\.254\.169\.254\)/],
    ['https://[::ffff:169.254.169.254]/x', /metadata address/],
    ['https://hooks.internal-corp.example/hooks', /\(10\.1\.2\.3\)/],
    ['https://metadata.example/', /\(169\.254\.169\.254\)/],
    ['https://nowhere.example/', /does not resolve/],
    ['http://public.example/hooks', /must be an https URL/],
    ['https://[2002:a9fe:a9fe::1]/hooks', /6to4 form of 169\.254\.169\.254/],
    ['https://[64:ff9b::a00:1]/hooks', /NAT64 form of 10\.0\.0\.1/],
    ['https://[fec0::1]/hooks', /site-local/],
    ['https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/hooks', /Teredo/],
    ['https://[::7f00:1]/hooks', /IPv4-compatible/],
    ['https://public.example:22/hooks', /port .*22 is not/],
  ])('%s: 400 validation_error on url', async (url, reason) => {
    const res = await create(url);
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_error', details: { field: 'url', reason: expect.stringMatching(reason) } });
  });

  it('a public https destination is accepted; re-pointing it inside the network later is refused on PATCH', async () => {
    const res = await create('https://public.example/hooks');
    expect(res.status, res.text).toBe(201);
    const patched = await h.request(`/v1/webhooks/${res.body.data.id}`, { method: 'PATCH', headers: bearer(owner), json: { url: 'https://10.0.0.8/x' } });
    expect(patched.status).toBe(400);
    // Nothing of this file may send traffic off loopback: remove it before any event exists.
    expect((await h.request(`/v1/webhooks/${res.body.data.id}`, { method: 'DELETE', headers: bearer(owner) })).status).toBe(200);
  });
});

describe('delivering in production', () => {
  it('never connects to a name that resolves inside the network by the time of delivery (DNS rebinding)', async () => {
    const res = await create('https://rebind.example/hooks');
    expect(res.status, res.text).toBe(201);
    dns.records.set('rebind.example', '127.0.0.1');
    const sent = await h.request(`/v1/webhooks/${res.body.data.id}/test`, { method: 'POST', headers: bearer(owner) });
    const eventId = sent.body.data.id;
    let row: WebhookDelivery | null = null;
    while (row?.status !== 'failed') {
      row = await h.orm.em.fork().findOne(WebhookDelivery, { eventId }, { disableIdentityMap: true });
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(row).toMatchObject({ status: 'failed', responseStatus: null, error: expect.stringMatching(/destination refused: .*127\.0\.0\.1/) });
  });

  it('an endpoint row pointing at the loopback receiver (saved before the rules) is never called', async () => {
    // As if saved while private destinations were allowed: the rule holds at delivery too.
    const em = h.orm.em.fork();
    const endpoint = Object.assign(new WebhookEndpoint(), {
      id: newId('whe'), accountId: owner.accountId, network: 'mainnet', url: receiver.url.replace('http:', 'https:'), events: ['transaction.confirmed'],
      secret: new SecretBox(h.config.keys.hashSecret).seal('whsec_' + Buffer.alloc(32, 1).toString('base64')),
    });
    await em.persistAndFlush(endpoint);
    const [eventId] = await writeWebhookEvents(em, [{ accountId: owner.accountId, network: 'mainnet', type: 'transaction.confirmed', data: { id: 'tx_x' } }]);
    let row: WebhookDelivery | null = null;
    while (row?.status !== 'failed') {
      row = await h.orm.em.fork().findOne(WebhookDelivery, { eventId, endpointId: endpoint.id }, { disableIdentityMap: true });
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(row!.error).toMatch(/destination refused/);
    expect(receiver.received).toEqual([]);
  });
});
