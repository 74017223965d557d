/**
 * Issue 23 item 5: the landing figures of GET /v1/analytics/metrics and of the dashboard's usage
 * page, from transfers built, signed and submitted through HTTP on the embedded cluster: two
 * land, one the cluster drops expires.
 */
import { Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';

let h: Harness;
let key: TestKey;
let other: TestKey;
beforeAll(async () => {
  h = await startHarness({ localnet: true, env: { LANDING_REBROADCAST_MS: '500' } });
  key = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
  other = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

function fundedWallet(): Keypair {
  const wallet = Keypair.generate();
  h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 5n * BigInt(LAMPORTS_PER_SOL));
  return wallet;
}

/** Parse, build, sign and submit a 0.1 SOL transfer; answers the record's id. */
async function submitTransfer(wallet: Keypair): Promise<string> {
  const walletAddress = wallet.publicKey.toBase58();
  const intent = await h.request('/v1/intents', { method: 'POST', headers: bearer(key), json: { walletAddress, command: `send 0.1 SOL to ${Keypair.generate().publicKey.toBase58()}` } });
  expect(intent.status, intent.text).toBe(201);
  const built = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId: intent.body.data.id, walletAddress } });
  expect(built.status, built.text).toBe(200);
  const tx = VersionedTransaction.deserialize(Buffer.from(built.body.data.transaction, 'base64'));
  tx.sign([wallet]);
  const res = await h.request(`/v1/transactions/${built.body.data.id}/submit`, { method: 'POST', headers: bearer(key), json: { transaction: Buffer.from(tx.serialize()).toString('base64') } });
  expect(res.status, res.text).toBe(202);
  return built.body.data.id;
}

const statusOf = async (id: string) => (await h.orm.em.fork().findOneOrFail(TransactionRecord, { id })).status;

describe('landing figures', () => {
  it('count submitted, landed, failed and expired per period, with the median time to land, on the API and the dashboard', async () => {
    const landing = [await submitTransfer(fundedWallet()), await submitTransfer(fundedWallet())];
    for (const id of landing) await eventually(() => statusOf(id), (s) => s !== 'submitted', 30_000, 100);
    for (const id of landing) expect(await statusOf(id)).toBe('confirmed');

    const dropped = fundedWallet();
    const payer = dropped.publicKey.toBase58();
    h.cluster!.dropTransactions((feePayer) => feePayer === payer);
    try {
      const id = await submitTransfer(dropped);
      const rec = await h.orm.em.fork().findOneOrFail(TransactionRecord, { id });
      await eventually(async () => (await h.orm.em.fork().findOneOrFail(TransactionRecord, { id })).broadcasts, (b) => b >= 1, 20_000, 100);
      h.cluster!.advanceSlots(Number(rec.lastValidBlockHeight) - h.cluster!.ledger.blockHeight + 40);
      await eventually(() => statusOf(id), (s) => s !== 'submitted', 30_000, 100);
      expect(await statusOf(id)).toBe('expired');
    } finally {
      h.cluster!.dropTransactions(null);
    }

    const records = await h.orm.em.fork().find(TransactionRecord, { id: landing });
    const times = records.map((r) => r.landedAt!.getTime() - r.submittedAt!.getTime()).sort((a, b) => a - b);
    const median = Math.round((times[0]! + times[1]!) / 2);

    // By hour, as the API answers it, over the submissions' hours and one empty hour before them
    // (the hours are taken from the records, so a run that crosses an hour or midnight holds too).
    const submitted = (await h.orm.em.fork().find(TransactionRecord, { submittedAt: { $ne: null } })).map((r) => r.submittedAt!.getTime());
    const firstHour = Math.floor(Math.min(...submitted) / 3_600_000) * 3_600_000;
    const lastHour = Math.floor(Math.max(...submitted) / 3_600_000) * 3_600_000;
    const from = new Date(firstHour - 3_600_000).toISOString();
    const to = new Date(lastHour + 3_600_000).toISOString();
    const res = await h.request(`/v1/analytics/metrics?startDate=${from}&endDate=${to}&granularity=hour`, { headers: bearer(key) });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.landing).toEqual({ submitted: 3, landed: 2, failed: 0, expired: 1, medianTimeToLandMs: median });
    expect(median).toBeGreaterThan(0);
    const buckets = (res.body.data.series as Array<{ period: { start: string }; landing: { submitted: number } }>).filter((s) => s.landing.submitted > 0);
    // The submissions may straddle an hour: the buckets add up to the whole.
    expect(buckets.reduce((n, s) => n + s.landing.submitted, 0)).toBe(3);
    expect(Date.parse(buckets.at(-1)!.period.start)).toBe(lastHour);
    const empty = (res.body.data.series as Array<{ period: { start: string }; landing: unknown }>)[0]!;
    expect(Date.parse(empty.period.start)).toBe(firstHour - 3_600_000);
    expect(empty.landing).toEqual({ submitted: 0, landed: 0, failed: 0, expired: 0, medianTimeToLandMs: null });
    const day = new Date(firstHour).toISOString().slice(0, 10);
    const next = new Date(Date.parse(day) + 2 * 86_400_000).toISOString().slice(0, 10);

    // A range that ends before the submissions' hour sees none of them; another account sees none.
    const before = await h.request(`/v1/analytics/metrics?startDate=2020-01-01&endDate=2020-01-02`, { headers: bearer(key) });
    expect(before.body.data.landing).toEqual({ submitted: 0, landed: 0, failed: 0, expired: 0, medianTimeToLandMs: null });
    const theirs = await h.request(`/v1/analytics/metrics?startDate=${day}&endDate=${next}`, { headers: bearer(other) });
    expect(theirs.status, theirs.text).toBe(200);
    expect(theirs.body.data.landing.submitted).toBe(0);

    // The dashboard's usage page, signed in with the same key, shows the figures of its period.
    const cookies = new Map<string, string>();
    const page = async (path: string, form?: Record<string, string>) => {
      const r = await fetch(h.baseUrl + path, {
        method: form ? 'POST' : 'GET', redirect: 'manual',
        headers: { ...(cookies.size ? { Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}), ...(form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}) },
        body: form ? new URLSearchParams(form).toString() : undefined,
      });
      for (const c of r.headers.getSetCookie()) { const [name, value] = c.split(';')[0]!.split('='); if (value) cookies.set(name!, value); }
      return r.text();
    };
    const signIn = await page('/dashboard/sign-in');
    await page('/dashboard/sign-in', { csrf: /name="csrf" value="([^"]+)"/.exec(signIn)![1]!, key: key.key });
    const usage = await page('/dashboard/usage');
    const cell = (id: string) => new RegExp(`<td id="${id}">([^<]*)</td>`).exec(usage)?.[1];
    expect(cell('landing-submitted')).toBe('3');
    expect(cell('landing-landed')).toBe('2');
    expect(cell('landing-failed')).toBe('0');
    expect(cell('landing-expired')).toBe('1');
    expect(cell('landing-median')).toBe(`${median.toLocaleString('en-US')} ms`);
  }, 120_000);
});
