import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { loadConfig, type Config } from '../../config/index.js';
import { startLocalCluster, type LocalCluster } from '../../localnet/index.js';
import { createAccountWithAdminKey } from '../../shared/accounts/accounts.js';
import { createOrm, directDatabase, dropDatabase, ensureDatabase, migrate, type Orm } from '../../shared/db/orm.js';
import { ServiceProcess, type PingAnswer } from '../faults/fault-rig.js';
import { freePort } from '../helpers/ports.js';
import { pgbouncerBinary, startPgBouncer, type PgBouncer } from './pgbouncer.js';
import { redisClusterAvailable, startRedisCluster, type RedisClusterRig } from './redis-cluster.js';

/** Why the multi-host rig cannot run here, or null when it can (binaries installed). */
export function scaleRigMissing(): string | null {
  if (!redisClusterAvailable()) return 'redis-server/redis-cli are not installed (apt-get install -y redis-server)';
  if (!pgbouncerBinary()) return 'pgbouncer is not installed (apt-get install -y pgbouncer)';
  return null;
}

export interface ScaleRigOptions {
  apis?: number;
  workers?: number;
  /** Redis Cluster 3+3 (default) or the single shared Redis at 127.0.0.1:6379. */
  cluster?: boolean;
  /** PgBouncer in transaction mode in front of Postgres (default), or Postgres directly. */
  pooler?: boolean;
  /** The embedded Solana cluster as test keys' network (swaps land on it), and with `'both'` live keys' too. */
  localnet?: boolean | 'both';
  env?: Record<string, string>;
  log?: (msg: string) => void;
}

/** A round-robin HTTP balancer in front of the API processes, as a load balancer would be. */
export interface RoundRobin {
  url: string;
  /** Requests sent to each backend (index as in `apis`). */
  counts: number[];
  close(): Promise<void>;
}

export interface ScaleRig {
  /** The balancer's URL: what clients use. */
  url: string;
  balancer: RoundRobin;
  apiUrls: string[];
  apis: ServiceProcess[];
  workers: ServiceProcess[];
  redis: RedisClusterRig | null;
  bouncer: PgBouncer | null;
  localnet: LocalCluster | null;
  env: Record<string, string>;
  config: Config;
  /** The rig's own direct connection (observes; never through the pooler). */
  orm: Orm;
  /** A new account (enterprise unless told) and its admin key, with its Authorization header. */
  newAccount(options?: { environment?: 'live' | 'test'; tier?: 'free' | 'pro' | 'enterprise' }): Promise<{ accountId: string; keyId: string; key: string; auth: Record<string, string> }>;
  startWorker(): Promise<ServiceProcess>;
  close(): Promise<void>;
}

/** Round-robin over `backends` (HTTP/1.1 proxying; keep-alive to each backend). */
export async function startRoundRobin(backends: string[]): Promise<RoundRobin> {
  const counts = backends.map(() => 0);
  let next = 0;
  const server: Server = createServer((req, res) => {
    const i = next++ % backends.length;
    counts[i]++;
    const target = new URL(req.url ?? '/', backends[i]);
    const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => { if (!res.headersSent) res.writeHead(502).end(); else res.destroy(); });
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    async close() {
      await new Promise<void>((r) => { server.close(() => r()); server.closeAllConnections(); });
    },
  };
}

/**
 * The multi-host rig (issue 27): a Redis Cluster of 3 masters + 3 replicas on loopback ports,
 * PgBouncer in transaction mode in front of a database of its own on the shared Postgres, `apis`
 * API processes and `workers` worker processes started as the Procfile starts them, and a
 * round-robin balancer in front of the APIs. Every process is a host of its own as far as the
 * service can tell: nothing is shared but Redis and Postgres. Pings' final writes are counted
 * by a trigger (`scale_finals`), so a fault shows work lost or done twice.
 */
export async function startScaleRig(options: ScaleRigOptions = {}): Promise<ScaleRig> {
  const t0 = Date.now();
  const log = (msg: string) => options.log?.(`${((Date.now() - t0) / 1000).toFixed(1)} s: ${msg}`);
  // Only the database URL is read here; the rig runs outside the test runner too (npm run bench).
  const base = new URL(loadConfig(undefined, { NODE_ENV: 'test' }).databaseUrl);
  base.pathname = `/sis_scale_${randomBytes(4).toString('hex')}`;
  const direct = base.toString();
  const cleanups: Array<() => Promise<unknown>> = [];
  const cleanup = async () => { for (const c of cleanups.reverse()) await c().catch(() => undefined); };
  try {
    await ensureDatabase(direct);
    cleanups.push(() => dropDatabase(direct));
    const [redis, bouncer, localnet] = await Promise.all([
      options.cluster === false ? null : startRedisCluster(),
      options.pooler === false ? null : startPgBouncer({ host: base.hostname, port: Number(base.port || 5432) }, { poolSize: 10 }),
      options.localnet ? startLocalCluster({ port: 0 }) : null,
    ]);
    if (redis) cleanups.push(() => redis.close());
    if (bouncer) cleanups.push(() => bouncer.stop());
    if (localnet) cleanups.push(() => localnet.close());
    log('redis, pgbouncer up');

    const env: Record<string, string> = {
      NODE_ENV: 'test', LOG_LEVEL: 'warn', DEV_BOOTSTRAP: 'false', HOST: '127.0.0.1',
      // Seven processes on a shared 2-core machine: an API's event loop runs late for reasons
      // that are not its own load, so shedding (a 503 before any work) is off, as in the harness.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      REDIS_PREFIX: `sisscale:${randomBytes(3).toString('hex')}`,
      ...(redis ? { REDIS_URL: `redis://127.0.0.1:${redis.nodes[0].port}`, REDIS_CLUSTER_NODES: redis.seeds } : { REDIS_URL: 'redis://127.0.0.1:6379' }),
      ...(bouncer ? { DATABASE_URL: bouncer.urlFor(direct), DATABASE_URL_DIRECT: direct, DATABASE_POOLER: 'transaction' } : { DATABASE_URL: direct }),
      DATABASE_POOL_MAX: '5',
      SOLANA_MAINNET_RPC_URL: options.localnet === 'both' && localnet ? localnet.url : 'http://127.0.0.1:1',
      SOLANA_DEVNET_RPC_URL: localnet?.url ?? 'http://127.0.0.1:1',
      ...(localnet ? { SOLANA_DEVNET_GENESIS_HASH: localnet.ledger.genesisHash } : {}),
      ...(options.localnet === 'both' && localnet ? { SOLANA_MAINNET_GENESIS_HASH: localnet.ledger.genesisHash } : {}),
      ...(localnet ? { DEFAULT_VALIDATOR_VOTE_ACCOUNT: localnet.validatorVoteAccount, DEVNET_SWAP_API_URL: localnet.url, DEVNET_SWAP_VENUE_NAME: 'localnet-rfq' } : {}),
      RPC_OUTAGE_RETRY_MS: '0',
      JOB_LOCK_MS: '2000', JOB_SWEEP_INTERVAL_MS: '1000', JOB_STALE_AFTER_MS: '60000',
      HISTORY_SWEEP_INTERVAL_MS: '1000', WEBHOOK_RELAY_INTERVAL_MS: '500',
      ...options.env,
    };
    const config = loadConfig(undefined, env);
    const orm = await createOrm(directDatabase(loadConfig(undefined, { ...env, DEPENDENCY_TIMEOUT_MS: '5000' })));
    cleanups.push(() => orm.close());
    await migrate(orm);
    const admin = new pg.Client({ connectionString: direct });
    await admin.connect();
    // The statement bound behind a transaction pooler: the database's default (docs/deployment.md).
    await admin.query(`alter database "${base.pathname.slice(1)}" set statement_timeout = '15s'`);
    await admin.end();
    await orm.em.getConnection().execute(`
      create table scale_finals (id text primary key, n integer not null);
      create function scale_count_final() returns trigger language plpgsql as $$
      begin
        insert into scale_finals values (new.id, 1) on conflict (id) do update set n = scale_finals.n + 1;
        return new;
      end $$;
      create trigger scale_count_final after update on pings for each row
        when (new.status not in ('pending', 'running') and old.status is distinct from new.status)
        execute function scale_count_final();
    `);
    log('migrated');

    const started: ServiceProcess[] = [];
    cleanups.push(() => Promise.allSettled(started.map((p) => p.stop())));
    const startWorker = async () => {
      const metricsPort = await freePort();
      return ServiceProcess.start('workers/main.ts', { ...env, WORKER_METRICS_PORT: String(metricsPort) }, `http://127.0.0.1:${metricsPort}/healthz`, started);
    };
    const apiPorts = await Promise.all(Array.from({ length: options.apis ?? 2 }, () => freePort()));
    const apiUrls = apiPorts.map((p) => `http://127.0.0.1:${p}`);
    // One at a time: tsx compiling four apps at once on a 2-core machine takes longer than in turn.
    const apis: ServiceProcess[] = [];
    for (const [i, port] of apiPorts.entries()) apis.push(await ServiceProcess.start('api/main.ts', { ...env, PORT: String(port), WORKER_METRICS_PORT: '0' }, `${apiUrls[i]}/healthz`, started));
    const workers: ServiceProcess[] = [];
    for (let i = 0; i < (options.workers ?? 2); i++) workers.push(await startWorker());
    log('api and workers up');
    const balancer = await startRoundRobin(apiUrls);
    cleanups.push(() => balancer.close());

    return {
      url: balancer.url, balancer, apiUrls, apis, workers, redis, bouncer, localnet, env, config, orm,
      async newAccount(o = {}) {
        const created = await createAccountWithAdminKey(orm.em.fork(), config.keys.hashSecret, { name: 'scale', tier: o.tier ?? 'enterprise', environment: o.environment ?? 'live' });
        return { ...created, auth: { Authorization: `Bearer ${created.key}` } };
      },
      startWorker: async () => { const w = await startWorker(); workers.push(w); return w; },
      close: cleanup,
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/**
 * Pings accepted (201/202) still pending or running (or with no row at all) after `waitMs`: lost;
 * those whose final write happened twice or more (the `scale_finals` trigger); those failed.
 */
export async function pingOutcome(orm: Orm, acceptedIds: string[], waitMs = 60_000): Promise<{ lost: string[]; doneTwice: string[]; failed: string[] }> {
  const unique = [...new Set(acceptedIds)];
  const deadline = Date.now() + waitMs;
  const conn = orm.em.getConnection();
  let lost: string[] = unique;
  while (Date.now() < deadline) {
    try {
      const final = (await conn.execute<Array<{ id: string }>>(`select id from pings where id in (?) and status not in ('pending', 'running')`, [unique])).map((r) => r.id);
      lost = unique.filter((id) => !final.includes(id));
      if (!lost.length) break;
    } catch { /* the database is coming back */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  const twice = (await conn.execute<Array<{ id: string }>>('select id from scale_finals where id in (?) and n > 1', [unique])).map((r) => r.id);
  const failed = (await conn.execute<Array<{ id: string }>>(`select id from pings where id in (?) and status = 'failed'`, [unique])).map((r) => r.id);
  const states = lost.length ? await conn.execute<Array<{ id: string; status: string }>>('select id, status from pings where id in (?)', [lost]) : [];
  return { lost: lost.map((id) => `${id} ${states.find((s) => s.id === id)?.status ?? 'no row'}`), doneTwice: twice, failed };
}

/** From the fault to the last answer that was not a success: how long clients saw it. */
export function outageWindow(answers: PingAnswer[], faultAt: number): { recoveredAfterMs: number; failures: number } {
  const after = answers.filter((a) => a.at >= faultAt - 1000);
  const failures = after.filter((a) => a.status !== 201 && a.status !== 202);
  const last = failures.reduce((m, a) => Math.max(m, a.at + a.ms), faultAt);
  return { recoveredAfterMs: last - faultAt, failures: failures.length };
}
