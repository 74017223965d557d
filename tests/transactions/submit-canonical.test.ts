/**
 * Issue 34 point 8: signed bytes whose signature count is written with a non-canonical
 * compact-u16 prefix (0x81 0x00 for 1) are read the same, but validators refuse them: the
 * service stores and rebroadcasts the canonical serialization, and the transaction lands.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';

let h: Harness;
let key: TestKey;
let chain: Connection;

beforeAll(async () => {
  h = await startHarness({ localnet: true, env: { LANDING_REBROADCAST_MS: '500' } });
  chain = new Connection(h.cluster!.url, 'confirmed');
  key = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

describe('submit stores the canonical serialization', () => {
  it('a signature count written with a redundant continuation byte (0x8n 0x00) is stored as its one byte and the transaction lands', async () => {
    const wallet = Keypair.generate();
    h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), 10n * BigInt(LAMPORTS_PER_SOL));
    const intent = await h.request('/v1/intents', { method: 'POST', headers: bearer(key), json: { walletAddress: wallet.publicKey.toBase58(), command: 'swap 0.1 SOL for USDC' } });
    expect(intent.status, intent.text).toBe(201);
    const built = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() } });
    expect(built.status, built.text).toBe(200);
    const tx = VersionedTransaction.deserialize(Buffer.from(built.body.data.transaction, 'base64'));
    tx.sign([wallet]);
    const canonical = Buffer.from(tx.serialize());
    // The signature count (under 128: one byte), written again with a redundant continuation byte.
    const count = canonical[0];
    expect(count).toBeLessThan(0x80);
    const padded = Buffer.concat([Buffer.from([count | 0x80, 0x00]), canonical.subarray(1)]);

    const res = await h.request(`/v1/transactions/${built.body.data.id}/submit`, { method: 'POST', headers: { ...bearer(key), Prefer: 'wait=20' }, json: { transaction: padded.toString('base64') } });
    expect([200, 202], res.text).toContain(res.status);
    const stored = await h.orm.em.fork().findOneOrFail(TransactionRecord, { id: built.body.data.id });
    expect(stored.signedTransaction).toBe(canonical.toString('base64'));
    const final = res.status === 200 ? res.body.data : null;
    expect(final?.status ?? (await h.orm.em.fork().findOneOrFail(TransactionRecord, { id: built.body.data.id })).status).toBe('confirmed');
    const landed = await chain.getTransaction(res.body.data.signature, { maxSupportedTransactionVersion: 0, commitment: 'confirmed' });
    expect(landed?.meta?.err ?? null).toBeNull();
  }, 60_000);
});
