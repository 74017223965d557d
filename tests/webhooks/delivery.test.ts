import { Connection, Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { addKey, bearer, createAccountWithKey, rememberPlaintext, type TestKey } from '../helpers/accounts.js';
import { historySweepJob } from '../../shared/jobs/wallet-history.js';
import { writeWebhookEvents } from '../../shared/webhooks/events.js';
import { WebhookReceiver } from './receiver.js';

/**
 * The transaction lifecycle events end to end on the embedded local cluster: a build made
 * through the API lands (or expires), the indexer settles it, and the receiver gets the signed
 * event, verified with the Standard Webhooks library; plus the key and quota events.
 */
let h: Harness;
let owner: TestKey;
let connection: Connection;
const receiver = new WebhookReceiver();

beforeAll(async () => {
  h = await startHarness({ localnet: true, env: { WEBHOOK_RELAY_INTERVAL_MS: '50', HISTORY_SWEEP_INTERVAL_MS: '1000' } });
  connection = new Connection(h.cluster!.url, 'confirmed');
  owner = await createAccountWithKey(h, { environment: 'test', tier: 'pro', scopes: ['admin'] });
  await receiver.start();
  const res = await h.request('/v1/webhooks', { method: 'POST', headers: bearer(owner), json: { url: receiver.url } });
  expect(res.status, res.text).toBe(201);
  rememberPlaintext(res.body.data.secret);
  receiver.secrets.push(res.body.data.secret);
});
afterAll(async () => {
  await h?.close();
  await receiver.stop();
});

/** A fresh test key of the account (each has its own 100 requests a day). */
const freshKey = () => addKey(h, owner.accountId, { environment: 'test', scopes: ['admin'] });

function fundedWallet(): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 10n * BigInt(LAMPORTS_PER_SOL));
  return wallet;
}

/** Parse and build "wrap 1 SOL" for the wallet through the API, as a wallet app would. */
async function buildWrap(wallet: Keypair, key: TestKey): Promise<{ id: string; transaction: string; lastValidBlockHeight: number }> {
  const intent = await h.request('/v1/intents', { method: 'POST', headers: bearer(key), json: { walletAddress: wallet.publicKey.toBase58(), command: 'wrap 1 SOL' } });
  expect(intent.status, intent.text).toBe(201);
  const built = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() } });
  expect(built.status, built.text).toBe(200);
  expect(built.body.data.status).toBe('built');
  return built.body.data;
}

describe('transaction events', () => {
  it('a build that lands on the local cluster: transaction.confirmed arrives, verified, with the record as GET /v1/transactions/{id} renders it', async () => {
    const key = await freshKey();
    const wallet = fundedWallet();
    const built = await buildWrap(wallet, key);
    const tx = VersionedTransaction.deserialize(Buffer.from(built.transaction, 'base64'));
    tx.sign([wallet]);
    const signature = await connection.sendTransaction(tx);

    const [event] = await receiver.waitFor((r) => r.payload.type === 'transaction.confirmed' && r.payload.data.id === built.id, 'transaction.confirmed');
    expect(event!.verifiedBy).toEqual([0]);
    expect(event!.id).toMatch(/^msg_/);
    const record = await h.request(`/v1/transactions/${built.id}`, { headers: bearer(key) });
    expect(record.body.data).toMatchObject({ id: built.id, status: 'confirmed', signature });
    expect(event!.payload).toEqual({ type: 'transaction.confirmed', timestamp: expect.any(String), data: record.body.data });
  });

  it('a build never sent, past its blockhash: transaction.expired arrives', async () => {
    const key = await freshKey();
    const wallet = fundedWallet();
    const built = await buildWrap(wallet, key);
    // Past the last valid block height (finalized: 32 slots behind the tip); the sweep expires it.
    h.cluster!.advanceSlots(200);
    h.cluster!.advanceSlots(40);
    await h.app.queues.enqueue(historySweepJob, {});
    const [event] = await receiver.waitFor((r) => r.payload.type === 'transaction.expired' && r.payload.data.id === built.id, 'transaction.expired');
    expect(event!.verifiedBy).toEqual([0]);
    expect(event!.payload.data).toMatchObject({ id: built.id, status: 'expired', signature: null, walletAddress: wallet.publicKey.toBase58() });
  });
});

describe('key and quota events', () => {
  it('rotating and revoking a key: key.rotated and key.revoked, never with a plaintext', async () => {
    const key = await freshKey();
    const rotated = await h.request(`/v1/keys/${key.keyId}/rotate`, { method: 'POST', headers: bearer(key), json: {} }); // an admin key rotates itself
    expect(rotated.status, rotated.text).toBe(201);
    rememberPlaintext(rotated.body.data.key);
    const [r] = await receiver.waitFor((e) => e.payload.type === 'key.rotated' && e.payload.data.id === key.keyId, 'key.rotated');
    expect(r!.payload.data).toMatchObject({ id: key.keyId, status: 'expiring', rotatedToId: rotated.body.data.id, gracePeriodEndsAt: expect.any(String) });
    expect(r!.body).not.toContain(rotated.body.data.key);

    const revoked = await h.request(`/v1/keys/${rotated.body.data.id}`, { method: 'DELETE', headers: bearer(owner) });
    expect(revoked.status).toBe(200);
    const [v] = await receiver.waitFor((e) => e.payload.type === 'key.revoked' && e.payload.data.id === rotated.body.data.id, 'key.revoked');
    expect(v!.payload.data).toMatchObject({ status: 'revoked', revokedAt: expect.any(String) });
    expect(v!.verifiedBy).toEqual([0]);
  });

  it('a test key past 80% of its daily requests: one quota.warning', async () => {
    const key = await freshKey();
    for (let i = 0; i < 82; i++) expect((await h.request('/v1/webhooks?limit=1', { headers: bearer(key) })).status).toBe(200);
    const [w] = await receiver.waitFor((e) => e.payload.type === 'quota.warning' && e.payload.data.keyId === key.keyId, 'quota.warning');
    expect(w!.payload.data).toMatchObject({ quota: 'test_key_requests_per_day', limit: 100, used: 80, remaining: 20, threshold: 0.8 });
    // The following requests do not warn again.
    await h.relay!.runOnce();
    await receiver.waitFor((e) => e.payload.type === 'quota.warning', 'quota.warning', 1);
    expect(receiver.received.filter((e) => e.payload.type === 'quota.warning' && e.payload.data.keyId === key.keyId)).toHaveLength(1);
  });

  it('a key expiring within 7 days: key.expiring once, from the scheduled scan', async () => {
    const expiresAt = new Date(Date.now() + 3 * 24 * 3_600_000);
    const created = await h.request('/v1/keys', { method: 'POST', headers: bearer(owner), json: { name: 'soon', scopes: ['read:prices'], expiresAt: expiresAt.toISOString() } });
    expect(created.status, created.text).toBe(201);
    rememberPlaintext(created.body.data.key);
    const { scanExpiringKeys } = await import('../../workers/lib/key-expiry-scan.js');
    expect(await scanExpiringKeys(h.worker)).toBeGreaterThanOrEqual(1);
    expect(await scanExpiringKeys(h.worker)).toBe(0); // seen again: not written twice
    const [e] = await receiver.waitFor((r) => r.payload.type === 'key.expiring' && r.payload.data.key.id === created.body.data.id, 'key.expiring');
    expect(e!.payload.data).toMatchObject({ endsAt: expiresAt.toISOString(), reason: 'expires', noticeDays: 7 });
  });
});

describe('who receives an event', () => {
  it('an endpoint receives the events that happened after it was registered, not an older one still in the outbox', async () => {
    const early = await new WebhookReceiver().start();
    const late = await new WebhookReceiver().start();
    const register = async (r: WebhookReceiver) => {
      const res = await h.request('/v1/webhooks', { method: 'POST', headers: bearer(owner), json: { url: r.url, events: ['transaction.confirmed'] } });
      expect(res.status, res.text).toBe(201);
      rememberPlaintext(res.body.data.secret);
      return res.body.data as { id: string; createdAt: string };
    };
    try {
      const em = h.orm.em.fork();
      // One endpoint registered an hour ago, and one now.
      const earlyId = (await register(early)).id;
      await em.getConnection().execute(`update webhook_endpoints set created_at = now() - interval '1 hour' where id = ?`, [earlyId]);
      const registered = await register(late);
      // An event from a minute before the new registration, still waiting in the outbox (as
      // after an outage of the relay), and one from after it. (Within a second of a
      // registration an event still goes to it: the two times come from different processes'
      // clocks.)
      const [before] = await writeWebhookEvents(em, [{ accountId: owner.accountId, network: 'devnet', type: 'transaction.confirmed', data: { id: 'tx_before' } }], new Date(registered.createdAt).getTime() - 60_000);
      const [after] = await writeWebhookEvents(em, [{ accountId: owner.accountId, network: 'devnet', type: 'transaction.confirmed', data: { id: 'tx_after' } }]);

      // The older endpoint gets both; the new one only the second.
      await early.waitFor((e) => e.id === before, 'the older event at the older endpoint');
      await early.waitFor((e) => e.id === after, 'the newer event at the older endpoint');
      await late.waitFor((e) => e.id === after, 'the newer event at the new endpoint');
      const rows = await em.getConnection().execute<Array<{ event_id: string; endpoint_id: string }>>(
        'select event_id, endpoint_id from webhook_deliveries where event_id in (?, ?) and endpoint_id in (?, ?)', [before, after, earlyId, registered.id]);
      expect(rows.filter((r) => r.endpoint_id === registered.id).map((r) => r.event_id)).toEqual([after]);
      expect(rows.filter((r) => r.event_id === before).map((r) => r.endpoint_id)).toEqual([earlyId]);
      expect(late.received.map((e) => e.id)).not.toContain(before);
    } finally {
      await early.stop();
      await late.stop();
    }
  });
});
