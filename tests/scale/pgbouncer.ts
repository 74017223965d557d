import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../helpers/ports.js';

/** Where Debian's package puts it (not on root's PATH in every image). */
const CANDIDATES = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'];

/** The pgbouncer binary, or null when it is not installed (`apt-get install pgbouncer`). */
export function pgbouncerBinary(): string | null {
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

export interface PgBouncer {
  port: number;
  /** `postgres://…` of a database through the pooler (same user and database as `upstreamUrl`). */
  urlFor(upstreamUrl: string): string;
  /** Kill it (SIGKILL: every client connection drops) and start it again on the same port. */
  restart(downMs?: number): Promise<void>;
  stop(): Promise<void>;
  log(): string;
}

/**
 * A PgBouncer of its own in transaction mode, on a free loopback port, in front of the
 * Postgres at `upstream` (host, port): what an operator runs in front of a primary. PgBouncer
 * will not run as root, so it runs as the `postgres` user (Debian's package creates it) from a
 * temporary directory holding its config. Trust auth, as the test Postgres has.
 */
export async function startPgBouncer(upstream: { host: string; port: number }, options: { poolSize?: number } = {}): Promise<PgBouncer> {
  const binary = pgbouncerBinary();
  if (!binary) throw new Error('pgbouncer is not installed (apt-get install -y pgbouncer)');
  const dir = mkdtempSync(join(tmpdir(), 'sis-pgbouncer-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const config = join(dir, 'pgbouncer.ini');
  writeFileSync(join(dir, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(config, [
    '[databases]',
    `* = host=${upstream.host} port=${upstream.port}`,
    '[pgbouncer]',
    'listen_addr = 127.0.0.1',
    `listen_port = ${port}`,
    'unix_socket_dir =',
    'auth_type = trust',
    `auth_file = ${join(dir, 'userlist.txt')}`,
    'pool_mode = transaction',
    'max_client_conn = 1000',
    `default_pool_size = ${options.poolSize ?? 20}`,
    'server_reset_query =',
    // node-pg sends none of the parameters PgBouncer refuses once statement_timeout is not
    // sent (DATABASE_POOLER=transaction); extra_float_digits is what other drivers send.
    'ignore_startup_parameters = extra_float_digits',
    `logfile = ${join(dir, 'pgbouncer.log')}`,
    `pidfile = ${join(dir, 'pgbouncer.pid')}`,
    'admin_users = postgres',
    '',
  ].join('\n'));
  for (const f of ['pgbouncer.ini', 'userlist.txt']) chmodSync(join(dir, f), 0o644);

  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('runuser', ['-u', 'postgres', '--', binary, config], { stdio: 'ignore' });
    await waitForPort(port, 10_000);
  };
  const kill = async () => {
    const c = child;
    child = null;
    if (!c || c.exitCode !== null) return;
    const exited = new Promise((r) => c.once('exit', r));
    // runuser does not forward SIGKILL: kill pgbouncer itself by its pid file, then runuser.
    try { process.kill(Number(readFileSync(join(dir, 'pgbouncer.pid'), 'utf8')), 'SIGKILL'); } catch { /* gone */ }
    c.kill('SIGKILL');
    await exited;
    rmSync(join(dir, 'pgbouncer.pid'), { force: true });
    // Until the port is free again, so a restart can bind it.
    for (let i = 0; i < 100 && (await listening(port)); i++) await new Promise((r) => setTimeout(r, 50));
  };
  await start();
  return {
    port,
    urlFor(upstreamUrl) {
      const url = new URL(upstreamUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async restart(downMs = 0) {
      await kill();
      if (downMs) await new Promise((r) => setTimeout(r, downMs));
      await start();
    },
    async stop() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => { try { return readFileSync(join(dir, 'pgbouncer.log'), 'utf8'); } catch { return ''; } },
  };
}

async function listening(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => { s.destroy(); resolve(true); });
    s.once('error', () => resolve(false));
  });
}

/** Resolve once something accepts connections on the loopback port. */
export async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await listening(port)) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
