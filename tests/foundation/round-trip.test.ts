import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../helpers/harness.js';
import { bearer, createAccountWithKey } from '../helpers/accounts.js';
import { Intent } from '../../shared/db/entities/intent.entity.js';
import { Ping } from '../../shared/db/entities/ping.entity.js';
import { TransactionRecord } from '../../shared/db/entities/transaction-record.entity.js';
import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { createOrm, type Orm } from '../../shared/db/orm.js';
import { ServiceMetrics } from '../../shared/metrics/metrics.js';
import { createRedis } from '../../shared/redis/connections.js';
import { startWorkers, type WorkerHost } from '../../workers/host.js';
import { buildProcessors } from '../../workers/processors/index.js';
import type { WorkerDeps } from '../../workers/deps.js';

/**
 * The worker's statements per job, counted on the worker's own Postgres pool: the request path
 * is made of round trips, and each commit waits for the WAL to reach disk.
 */
let h: Harness;
let workerOrm: Orm;
let host: WorkerHost;
let deps: WorkerDeps;
const statements: string[] = [];

beforeAll(async () => {
  // Counting, not timing: a slow shared machine must not turn a request into a 503.
  h = await startHarness({ workers: false, localnet: true, env: { DEPENDENCY_TIMEOUT_MS: '5000' } });
  workerOrm = await createOrm(h.config);
  const client = workerOrm.em.getKnex().client as { acquireConnection: () => Promise<any> };
  const acquire = client.acquireConnection.bind(client);
  client.acquireConnection = async () => {
    const connection = await acquire();
    if (!connection.counted) {
      const query = connection.query.bind(connection);
      connection.query = (config: any, ...rest: unknown[]) => { statements.push(String(typeof config === 'string' ? config : config?.text)); return query(config, ...rest); };
      connection.counted = true;
    }
    return connection;
  };
  deps = { ...h.worker, orm: workerOrm, workerRedis: createRedis(h.config.redisUrl, 'worker', 1000), metrics: new ServiceMetrics('worker') };
  host = startWorkers(deps, buildProcessors(deps), ['ping', 'intents', 'builds']);
});
afterAll(async () => {
  await host?.close(2000);
  await deps?.workerRedis.quit();
  await workerOrm?.close();
  await h?.close();
});

const on = (table: string, verb: string) => statements.filter((s) => new RegExp(`^\\s*${verb}\\b[\\s\\S]*"${table}"`, 'i').test(s));

describe('statements a fast job costs the worker', () => {
  it('a ping is one UPDATE: claim and result in one statement, no read', async () => {
    statements.length = 0;
    const res = await h.request('/v1/ping', { method: 'POST', json: {}, headers: bearer(await createAccountWithKey(h)) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'succeeded', result: { pong: true } });
    expect(on('pings', 'update')).toHaveLength(1);
    expect(on('pings', 'select')).toHaveLength(0);
    const row = await h.orm.em.fork().findOneOrFail(Ping, { id: res.body.data.id as string });
    expect(row.attempts).toBe(1);
  });

  it('an intent is one read and one UPDATE (one commit), and a redelivery changes nothing', async () => {
    const auth = bearer(await createAccountWithKey(h, { environment: 'test' }));
    await h.request('/v1/intents', { method: 'POST', json: { walletAddress: '2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH', command: 'swap 1 SOL for USDC' }, headers: auth });
    statements.length = 0;
    const res = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: '2vm1H2STPmJzPfsgCL56BNCrEHUDChiNbKpvWPs2QdXH', command: 'swap 2 SOL for USDC' }, headers: auth });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'parsed', type: 'swap' });
    expect(on('intents', 'update')).toHaveLength(1);
    expect(on('intents', 'select')).toHaveLength(1);

    await h.app.queues.get('intents').add('intents', { intentId: res.body.data.id }, { jobId: `${res.body.data.id}-again` });
    for (let i = 0; i < 100 && (await h.app.queues.get('intents').getCompletedCount()) < 3; i++) await new Promise((r) => setTimeout(r, 20));
    const again = await h.request(`/v1/intents/${res.body.data.id}`, { headers: auth });
    expect(again.body.data).toEqual(res.body.data);
    const row = await h.orm.em.fork().findOneOrFail(Intent, { id: res.body.data.id as string });
    expect(row.attempts).toBe(1);
  });

  it('a build is one read (the record joined with its intent and account) and one UPDATE: one commit, no claim', async () => {
    const auth = bearer(await createAccountWithKey(h, { environment: 'test', scopes: ['write:intents', 'write:transactions'] }));
    const wallet = Keypair.generate();
    h.cluster!.faucet.airdrop(wallet.publicKey.toBase58(), BigInt(LAMPORTS_PER_SOL));
    const intent = await h.request('/v1/intents', { method: 'POST', json: { walletAddress: wallet.publicKey.toBase58(), command: `send 0.01 SOL to ${Keypair.generate().publicKey.toBase58()}` }, headers: auth });
    expect(intent.status).toBe(201);
    statements.length = 0;
    const res = await h.request('/v1/transactions/build', { method: 'POST', json: { intentId: intent.body.data.id, walletAddress: wallet.publicKey.toBase58() }, headers: auth });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'built', simulation: { success: true } });
    // The build's own UPDATE. When the token's USD price was not cached at build time, the volume
    // is filled in afterwards by its own statement (tests/builds/volume-price.test.ts): not the build's.
    const updates = on('transactions', 'update').filter((st) => !/set volume_usd = [\s\S]*and volume_usd is null/.test(st));
    expect(updates, updates.join('\n---\n')).toHaveLength(1);
    const selects = statements.filter((st) => /^\s*select\b/i.test(st));
    expect(selects, selects.join("\n---\n")).toHaveLength(1);
    expect(selects[0]).toMatch(/"transactions"[\s\S]*left join "[^"]+"\."intents"[\s\S]*left join "[^"]+"\."accounts"/);
    const row = await h.orm.em.fork().findOneOrFail(TransactionRecord, { id: res.body.data.id as string });
    expect(row).toMatchObject({ status: 'built', attempts: 1 });
  });
});
