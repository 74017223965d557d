import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { loadConfig } from '../config/index.js';
import { Intent } from '../shared/db/entities/intent.entity.js';
import { createOrm, type Orm } from '../shared/db/orm.js';
import { recordSql } from '../shared/db/record-sql.js';
import { startScaleRig, type ScaleRig } from '../tests/scale/scale-rig.js';
import { loadFixedRate, timeSequential, type BenchRow, type LoadRequest } from './lib.js';

const INTENTS_PER_S = 40;
const BUILDS_PER_S = 10;
const ACCOUNTS = 16;

/**
 * Issue 27: what the scaled-out topology costs and what a second worker process adds, in one
 * run, on the multi-host rig (tests/scale/scale-rig.ts: API and workers as processes, the
 * embedded Solana cluster as both networks' RPC):
 * - POST /v1/intents (parse round trip through the intents queue) and POST
 *   /v1/transactions/build (SOL transfer, simulated) at fixed rates (open loop), with 1 and
 *   then 2 worker processes;
 * - each over single-node Redis + direct Postgres and over a Redis Cluster (3+3) + PgBouncer
 *   (transaction mode);
 * - the pooled path's own cost: RecordSql's read of a record, named prepared statement over a
 *   direct connection against unnamed through PgBouncer.
 * Every figure is the median of 3 runs with the spread beside it.
 */
export async function scaleBench(durationS: number): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const topology of ['single Redis + direct Postgres', 'Redis Cluster 3+3 + PgBouncer'] as const) {
    const scaled = topology !== 'single Redis + direct Postgres';
    process.stderr.write(`scale: starting ${topology}…\n`);
    const rig = await startScaleRig({ apis: 1, workers: 1, cluster: scaled, pooler: scaled, localnet: 'both', env: { LOG_LEVEL: 'error' } });
    try {
      const wallet = Keypair.generate();
      rig.localnet!.faucet.airdrop(wallet.publicKey.toBase58(), 1_000n * BigInt(LAMPORTS_PER_SOL));
      const recipient = Keypair.generate().publicKey.toBase58();
      const accounts: Array<{ headers: Record<string, string>; intentId: string }> = [];
      for (let i = 0; i < ACCOUNTS; i++) {
        const headers = { ...(await rig.newAccount()).auth, 'Content-Type': 'application/json' };
        const res = await fetch(`${rig.url}/v1/intents`, { method: 'POST', headers, body: JSON.stringify({ walletAddress: wallet.publicKey.toBase58(), command: `send 0.001 SOL to ${recipient}` }) });
        accounts.push({ headers, intentId: ((await res.json()) as { data: { id: string } }).data.id });
      }
      const intent = (i: number): LoadRequest => ({ path: '/v1/intents', headers: accounts[i % ACCOUNTS].headers, body: JSON.stringify({ walletAddress: wallet.publicKey.toBase58(), command: `send ${(i % 97) + 1} SOL to ${recipient}` }) });
      const build = (i: number): LoadRequest => ({ path: '/v1/transactions/build', headers: accounts[i % ACCOUNTS].headers, body: JSON.stringify({ intentId: accounts[i % ACCOUNTS].intentId, walletAddress: wallet.publicKey.toBase58() }) });
      for (const workers of [1, 2]) {
        if (workers === 2) await rig.startWorker();
        const intents = await loadFixedRate(rig.url, { durationS, ratePerS: INTENTS_PER_S, warmupS: 1, method: 'POST' }, intent);
        const builds = await loadFixedRate(rig.url, { durationS, ratePerS: BUILDS_PER_S, warmupS: 1, method: 'POST' }, build);
        const label = `${topology}, ${workers} worker${workers > 1 ? 's' : ''}`;
        rows.push({ section: 'scale', name: `POST /v1/intents at ${INTENTS_PER_S}/s, ${label}`, rps: intents.rps, p50Ms: intents.p50Ms, p99Ms: intents.p99Ms, note: `${intents.statuses}; ${intents.spread}` });
        rows.push({ section: 'scale', name: `POST /v1/transactions/build at ${BUILDS_PER_S}/s, ${label}`, rps: builds.rps, p50Ms: builds.p50Ms, p99Ms: builds.p99Ms, note: `${builds.statuses}; ${builds.spread}` });
      }
      if (scaled) rows.push(...(await pooledReads(rig)));
    } finally {
      await rig.close();
    }
  }
  return rows;
}

/** RecordSql.read of one intent, 500 times in a row: named over a direct connection, unnamed through PgBouncer. */
async function pooledReads(rig: ScaleRig): Promise<BenchRow[]> {
  const direct = await createOrm(loadConfig(undefined, { ...rig.env, DATABASE_URL: rig.env.DATABASE_URL_DIRECT, DATABASE_POOLER: 'none' }));
  const pooled = await createOrm(loadConfig(undefined, rig.env));
  try {
    // An intent the load made (the record RecordSql reads on the intents round trip).
    const [row] = await direct.em.getConnection().execute<Array<{ id: string }>>('select id from intents limit 1');
    const id = row?.id ?? 'int_0000000000000000000000';
    const time = (orm: Orm) => timeSequential(500, () => recordSql(orm).read(Intent, id));
    const a = await time(direct);
    const b = await time(pooled);
    const a2 = await time(direct);
    const b2 = await time(pooled);
    return [
      { section: 'scale', name: 'RecordSql read, named statement, direct Postgres', rps: a2.opsPerS, p50Ms: a2.p50Ms, p99Ms: a2.p99Ms, note: `first pass p50 ${a.p50Ms.toFixed(2)} ms` },
      { section: 'scale', name: 'RecordSql read, unnamed statement, through PgBouncer', rps: b2.opsPerS, p50Ms: b2.p50Ms, p99Ms: b2.p99Ms, note: `first pass p50 ${b.p50Ms.toFixed(2)} ms; +${(b2.p50Ms - a2.p50Ms).toFixed(2)} ms p50 per statement` },
    ];
  } finally {
    await Promise.allSettled([direct.close(), pooled.close()]);
  }
}
