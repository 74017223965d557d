import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../helpers/ports.js';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { childEnvironment, loadConfig, type Config } from '../../config/index.js';
import { createAccountWithAdminKey } from '../../shared/accounts/accounts.js';
import { createOrm, ensureDatabase, migrate, type Orm } from '../../shared/db/orm.js';

/**
 * The fault rig (issue 12): a Postgres and a Redis of its own (private data directory, random
 * loopback ports), started, killed and restarted at will, and the API and worker processes
 * started as the Procfile runs them (one Node process each, through tsx), pointed at them.
 * Used by tests/faults/*.test.ts (outcomes) and bench/faults.bench.ts (recovery times).
 */

const PG_BIN = '/usr/lib/postgresql/15/bin';
/** A process start on a quiet machine takes a few seconds; on a loaded shared one, far more. */
const STARTUP_MS = 180_000;


const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function exited(child: ChildProcess): Promise<void> {
  return new Promise((r) => { if (child.exitCode !== null || child.signalCode !== null) r(); else child.once('exit', () => r()); });
}

/** Postgres refuses to run as root: when we are root, its processes run as the postgres user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  return { uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()) };
}

/** A Postgres server of our own: initdb in a temporary directory, then start/kill/start again. */
export class PrivatePostgres {
  private child: ChildProcess | null = null;
  private readonly user = postgresUser();
  private constructor(readonly dir: string, readonly port: number) {}

  static async create(): Promise<PrivatePostgres> {
    const dir = mkdtempSync(join(tmpdir(), 'sis-faults-pg-'));
    const pg = new PrivatePostgres(dir, await freePort());
    if (pg.user) chownSync(dir, pg.user.uid, pg.user.gid);
    execFileSync(join(PG_BIN, 'initdb'), ['-D', join(dir, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '--no-instructions', '-E', 'UTF8'], { ...(pg.user ?? {}), stdio: 'ignore' });
    await pg.start();
    return pg;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/sis_faults`;
  }

  async start(): Promise<void> {
    this.child = spawn(join(PG_BIN, 'postgres'), [
      '-D', join(this.dir, 'data'), '-p', String(this.port), '-k', this.dir, '-c', 'listen_addresses=127.0.0.1',
      '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=100',
    ], { ...(this.user ?? {}), stdio: 'ignore' });
    for (let i = 0; i < 200; i++) {
      try {
        execFileSync(join(PG_BIN, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(this.port), '-q']);
        return;
      } catch { await sleep(100); }
      if (this.child.exitCode !== null) throw new Error(`private postgres exited with ${this.child.exitCode}`);
    }
    throw new Error('private postgres did not start');
  }

  /** Immediate shutdown (SIGQUIT to the postmaster): connections drop at once, as in a crash. */
  async kill(): Promise<void> {
    if (!this.child) return;
    const child = this.child;
    this.child = null;
    child.kill('SIGQUIT');
    await exited(child);
  }

  async destroy(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** A Redis of our own without persistence: a kill and a start is a restart with nothing in it. */
export class PrivateRedis {
  private child: ChildProcess | null = null;
  private constructor(readonly port: number) {}

  static async create(): Promise<PrivateRedis> {
    const redis = new PrivateRedis(await freePort());
    await redis.start();
    return redis;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'], { stdio: 'ignore' });
    const probe = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      for (let i = 0; i < 100; i++) {
        try {
          if (probe.status !== 'ready') await probe.connect();
          await probe.ping();
          return;
        } catch { await sleep(50); probe.disconnect(); }
      }
      throw new Error('private redis did not start');
    } finally {
      probe.disconnect();
    }
  }

  /** kill -9: everything it held is gone. */
  async kill(): Promise<void> {
    if (!this.child) return;
    const child = this.child;
    this.child = null;
    child.kill('SIGKILL');
    await exited(child);
  }
}

/** One service process (api/main.ts or workers/main.ts) as the Procfile starts it. */
export class ServiceProcess {
  readonly output: string[] = [];
  private constructor(readonly child: ChildProcess, readonly healthUrl: string) {}

  /** Start it and wait for its health URL (up to STARTUP_MS: tsx compiles the app at start). */
  static async start(script: 'api/main.ts' | 'workers/main.ts', env: Record<string, string>, healthUrl: string, started: ServiceProcess[] = []): Promise<ServiceProcess> {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env: childEnvironment(env), stdio: ['ignore', 'pipe', 'pipe'] });
    const proc = new ServiceProcess(child, healthUrl);
    started.push(proc);
    const keep = (chunk: Buffer) => { proc.output.push(chunk.toString()); if (proc.output.length > 200) proc.output.shift(); };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const deadline = Date.now() + STARTUP_MS;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}: ${proc.output.join('').slice(-2000)}`);
      try {
        if ((await fetch(healthUrl)).ok) return proc;
      } catch { /* not listening yet */ }
      await sleep(200);
    }
    child.kill('SIGKILL');
    throw new Error(`${script} did not come up: ${proc.output.join('').slice(-2000)}`);
  }

  get pid(): number {
    return this.child.pid!;
  }

  /** kill -9: no drain, no lock released. */
  async kill9(): Promise<void> {
    this.child.kill('SIGKILL');
    await exited(this.child);
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const done = exited(this.child);
    if (await Promise.race([done.then(() => true), sleep(8000).then(() => false)]) === false) {
      this.child.kill('SIGKILL');
      await done;
    }
  }
}

export interface FaultRig {
  pg: PrivatePostgres;
  redis: PrivateRedis;
  config: Config;
  env: Record<string, string>;
  apiUrl: string;
  api: ServiceProcess;
  workers: ServiceProcess[];
  /** The test process's own connection to the private database (reconnects after an outage). */
  orm: Orm;
  /** Authorization headers of a new enterprise account (600 requests/minute). */
  newAccount(): Promise<Record<string, string>>;
  /** Start one more worker process. */
  startWorker(): Promise<ServiceProcess>;
  close(): Promise<void>;
}

/**
 * Start the rig: private Postgres (migrated, with a trigger counting how often each ping
 * reaches a final state) and Redis, the API process and `workers` worker processes.
 */
export async function startFaultRig(options: { workers?: number; env?: Record<string, string>; log?: (msg: string) => void } = {}): Promise<FaultRig> {
  const t0 = Date.now();
  const log = (msg: string) => options.log?.(`${((Date.now() - t0) / 1000).toFixed(1)} s: ${msg}`);
  const servers = await Promise.allSettled([PrivatePostgres.create(), PrivateRedis.create()]);
  if (servers.some((s) => s.status === 'rejected')) {
    await Promise.allSettled(servers.map((s) => (s.status === 'fulfilled' ? (s.value instanceof PrivatePostgres ? s.value.destroy() : s.value.kill()) : null)));
    throw (servers.find((s) => s.status === 'rejected') as PromiseRejectedResult).reason;
  }
  const [pg, redis] = servers.map((s) => (s as PromiseFulfilledResult<unknown>).value) as [PrivatePostgres, PrivateRedis];
  log('postgres and redis up');
  const apiPort = await freePort();
  const env: Record<string, string> = {
    NODE_ENV: 'test', DATABASE_URL: pg.url, REDIS_URL: redis.url, REDIS_PREFIX: `sisfaults:${randomBytes(3).toString('hex')}`,
    LOG_LEVEL: 'warn', DEV_BOOTSTRAP: 'false', HOST: '127.0.0.1', PORT: String(apiPort),
    // Pings need no chain; both networks point at a closed loopback port.
    SOLANA_MAINNET_RPC_URL: 'http://127.0.0.1:1', SOLANA_DEVNET_RPC_URL: 'http://127.0.0.1:1',
    JOB_LOCK_MS: '2000', JOB_SWEEP_INTERVAL_MS: '1000', JOB_STALE_AFTER_MS: '60000', DATABASE_POOL_MAX: '5',
    ...options.env,
  };
  const config = loadConfig(undefined, env);
  let orm: Orm;
  try {
    await ensureDatabase(config.databaseUrl);
    // The rig's own connection waits longer than the service's: it only observes.
    orm = await createOrm(loadConfig(undefined, { ...env, DEPENDENCY_TIMEOUT_MS: '5000' }));
    await migrate(orm);
  } catch (err) {
    await Promise.allSettled([pg.destroy(), redis.kill()]);
    throw err;
  }
  log('migrated');
  await orm.em.getConnection().execute(`
    create table fault_finals (id text primary key, n integer not null);
    create function fault_count_final() returns trigger language plpgsql as $$
    begin
      insert into fault_finals values (new.id, 1) on conflict (id) do update set n = fault_finals.n + 1;
      return new;
    end $$;
    create trigger fault_count_final after update on pings for each row
      when (new.status not in ('pending', 'running') and old.status is distinct from new.status)
      execute function fault_count_final();
  `);

  const started: ServiceProcess[] = [];
  const startWorker = async () => {
    const metricsPort = await freePort();
    const worker = await ServiceProcess.start('workers/main.ts', { ...env, WORKER_METRICS_PORT: String(metricsPort) }, `http://127.0.0.1:${metricsPort}/healthz`, started);
    return worker;
  };
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  let api: ServiceProcess;
  let workers: ServiceProcess[];
  try {
    [api, ...workers] = await Promise.all([
      ServiceProcess.start('api/main.ts', { ...env, WORKER_METRICS_PORT: '0' }, `${apiUrl}/healthz`, started),
      ...Array.from({ length: options.workers ?? 1 }, () => startWorker()),
    ]);
  } catch (err) {
    // Leave nothing behind: every process started, the servers and their data.
    await Promise.allSettled(started.map((p) => p.kill9()));
    await orm.close().catch(() => undefined);
    await Promise.allSettled([pg.destroy(), redis.kill()]);
    throw err;
  }
  log('api and workers up');

  return {
    pg, redis, config, env, apiUrl, api, workers, orm,
    async newAccount() {
      const created = await createAccountWithAdminKey(orm.em.fork(), config.keys.hashSecret, { name: 'faults', tier: 'enterprise', environment: 'live' });
      return { Authorization: `Bearer ${created.key}` };
    },
    startWorker,
    async close() {
      await Promise.allSettled([api.stop(), ...workers.map((w) => w.stop())]);
      await orm.close().catch(() => undefined);
      await Promise.allSettled([pg.destroy(), redis.kill()]);
    },
  };
}

/** What the client of a POST /v1/ping saw. */
export interface PingAnswer {
  status: number;
  /** The record id when accepted (201 or 202). */
  id: string | null;
  /** The error code when the answer is an error envelope. */
  code: string | null;
  /** True when the body is the documented envelope (data, or error with code and message). */
  enveloped: boolean;
  ms: number;
  at: number;
}

/** POST /v1/ping once, never throwing: a refused connection is status 0, outside the envelope. */
export async function postPing(apiUrl: string, auth: Record<string, string>, async = false): Promise<PingAnswer> {
  const t0 = Date.now();
  try {
    const res = await fetch(`${apiUrl}/v1/ping`, {
      method: 'POST', body: '{}',
      headers: { ...auth, 'Content-Type': 'application/json', ...(async ? { Prefer: 'respond-async' } : {}) },
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let body: any = null;
    try { body = JSON.parse(text); } catch { body = null; }
    const enveloped = Boolean(body && ((body.data && typeof body.data === 'object') || (body.error && typeof body.error.code === 'string' && typeof body.error.message === 'string')));
    const accepted = res.status === 201 || res.status === 202;
    return { status: res.status, id: accepted ? body?.data?.id ?? null : null, code: body?.error?.code ?? null, enveloped, ms: Date.now() - t0, at: t0 };
  } catch {
    return { status: 0, id: null, code: null, enveloped: false, ms: Date.now() - t0, at: t0 };
  }
}

/** A steady load: `concurrency` clients each posting pings back to back, spread over accounts. */
export function steadyLoad(apiUrl: string, accounts: Array<Record<string, string>>, concurrency = 4, pauseMs = 20, async = false): { answers: PingAnswer[]; stop(): Promise<void> } {
  const answers: PingAnswer[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: concurrency }, async () => {
    while (running) {
      answers.push(await postPing(apiUrl, accounts[n++ % accounts.length], async));
      await sleep(pauseMs);
    }
  });
  return { answers, async stop() { running = false; await Promise.all(loops); } };
}

/** Outcome of a fault: accepted records never finished (lost) and those finished twice. */
export interface FaultOutcome {
  accepted: number;
  lost: string[];
  doneTwice: string[];
  /** Records failed (not lost, but the work was not done). */
  failed: string[];
}

/**
 * Wait until every accepted ping is final (or `timeoutMs` passed), then count what was lost
 * (never finished), failed, and finished more than once (the trigger's count).
 */
export async function settle(rig: FaultRig, ids: readonly string[], timeoutMs = 30_000): Promise<FaultOutcome> {
  const unique = [...new Set(ids)];
  const conn = () => rig.orm.em.getConnection();
  const deadline = Date.now() + timeoutMs;
  let open: string[] = unique;
  while (Date.now() < deadline) {
    try {
      const rows = await conn().execute<Array<{ id: string }>>(`select id from pings where id in (?) and status in ('pending', 'running')`, [unique]);
      open = rows.map((r) => r.id);
      if (!open.length) break;
    } catch { /* the database is still coming back */ }
    await sleep(250);
  }
  const failed = (await conn().execute<Array<{ id: string }>>(`select id from pings where id in (?) and status <> 'succeeded' and status not in ('pending', 'running')`, [unique])).map((r) => r.id);
  const twice = (await conn().execute<Array<{ id: string }>>(`select id from fault_finals where id in (?) and n > 1`, [unique])).map((r) => r.id);
  return { accepted: unique.length, lost: open, doneTwice: twice, failed };
}

/** Poll until `check` holds, or give up after `timeoutMs`; resolves with the ms it took, or null. */
export async function until(check: () => Promise<boolean>, timeoutMs: number, stepMs = 50): Promise<number | null> {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - t0;
    await sleep(stepMs);
  }
  return null;
}
