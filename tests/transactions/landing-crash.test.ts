/**
 * Issue 23: the landing loop survives a worker crash. Two real worker processes (workers/main.ts,
 * as the Procfile runs them) share the queue; the one running a loop is killed with SIGKILL
 * mid-loop, and the other takes the loop over (BullMQ's stalled-job recovery, then the lapsed
 * Postgres lease) and lands the transaction.
 */
import { Keypair, LAMPORTS_PER_SOL, VersionedTransaction } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey, type TestKey } from '../helpers/accounts.js';
import { eventually } from '../helpers/eventually.js';
import { freePort } from '../helpers/ports.js';
import { ServiceProcess } from '../faults/fault-rig.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';

let h: Harness;
let key: TestKey;
const started: ServiceProcess[] = [];
const workers: ServiceProcess[] = [];

beforeAll(async () => {
  // The API in-process with no workers; the workers are two processes of their own.
  h = await startHarness({ localnet: true, workers: false });
  key = await createAccountWithKey(h, { environment: 'test', tier: 'enterprise', scopes: ['admin'] });
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    workers.push(await ServiceProcess.start('workers/main.ts', {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      DATABASE_URL: h.config.databaseUrl,
      DATABASE_SCHEMA: h.config.databaseSchema,
      REDIS_URL: h.config.redisUrl,
      REDIS_PREFIX: h.config.redisPrefix,
      SOLANA_DEVNET_RPC_URL: h.cluster!.url,
      SOLANA_DEVNET_GENESIS_HASH: h.cluster!.ledger.genesisHash,
      SOLANA_MAINNET_RPC_URL: 'http://127.0.0.1:1',
      DEVNET_SWAP_API_URL: h.cluster!.url,
      WORKER_METRICS_PORT: String(port),
      JOB_LOCK_MS: '3000',
      JOB_SWEEP_INTERVAL_MS: '500',
      LANDING_LEASE_MS: '2000',
      LANDING_REBROADCAST_MS: '300',
    }, `http://127.0.0.1:${port}/healthz`, started));
  }
}, 400_000);
afterAll(async () => {
  await Promise.allSettled(started.map((p) => p.stop()));
  await h?.close();
});

describe('the landing loop under a worker crash', () => {
  it('kill -9 of the worker running the loop: another worker resumes it and the record ends confirmed', async () => {
    const wallet = Keypair.generate();
    const payer = wallet.publicKey.toBase58();
    h.cluster!.faucet.airdrop(payer, 10n * BigInt(LAMPORTS_PER_SOL));
    const intent = await h.request('/v1/intents', { method: 'POST', headers: bearer(key), json: { walletAddress: payer, command: `send 1 SOL to ${Keypair.generate().publicKey.toBase58()}` } });
    expect(intent.status, intent.text).toBe(201);
    const built = await h.request('/v1/transactions/build', { method: 'POST', headers: bearer(key), json: { intentId: intent.body.data.id, walletAddress: payer } });
    expect(built.status, built.text).toBe(200);
    const tx = VersionedTransaction.deserialize(Buffer.from(built.body.data.transaction, 'base64'));
    tx.sign([wallet]);

    // The cluster loses the wallet's transactions for now: the loop keeps rebroadcasting.
    h.cluster!.dropTransactions((feePayer) => feePayer === payer);
    const id = built.body.data.id as string;
    const res = await h.request(`/v1/transactions/${id}/submit`, { method: 'POST', headers: bearer(key), json: { transaction: Buffer.from(tx.serialize()).toString('base64') } });
    expect(res.status, res.text).toBe(202);
    const read = () => h.orm.em.fork().findOneOrFail(TransactionRecord, { id });
    const running = await eventually(read, (r) => r.broadcasts >= 2 && r.landingOwner !== null, 30_000, 100);
    expect(running.status).toBe('submitted');
    const owner = running.landingOwner!;
    const victim = workers.find((w) => owner.includes(`:${w.pid}:`))!;
    expect(victim, `owner ${owner}`).toBeDefined();
    await victim.kill9();
    const broadcastsAtCrash = (await read()).broadcasts;

    // The cluster delivers again; the surviving worker must take the loop over and land it.
    h.cluster!.dropTransactions(null);
    const final = await eventually(read, (r) => r.status !== 'submitted', 60_000, 200);
    expect(final.status).toBe('confirmed');
    expect(final.broadcasts).toBeGreaterThan(broadcastsAtCrash);
  }, 180_000);
});
