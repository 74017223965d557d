import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { childEnvironment, loadConfig, type Config } from '../config/index.js';
import { createAccountWithAdminKey } from '../shared/accounts/accounts.js';
import type { ApiKeyEnvironment } from '../shared/auth/api-key.js';
import { startLocalCluster, type LocalCluster } from '../shared/chain/localnet/index.js';
import { createOrm, dropDatabase, ensureDatabase, migrate } from '../shared/db/orm.js';
import { createLogger } from '../shared/logging/logger.js';
import { startServiceStack, type ServiceStack } from '../tests/helpers/service-stack.js';

/**
 * The service for benchmarks, deployed as in production on this machine: the API and the
 * workers as two processes (so they can use both cores), over their own database, Redis prefix
 * and local cluster, all removed on close. The local cluster answers for both networks, so live
 * keys (mainnet) reach a working RPC as in production rather than a dead port's retries. The same wiring is also built in this process
 * (`deps`, `inProcessUrl`, no workers) for benchmarks that compare middleware in one process.
 */
export interface BenchStack extends ServiceStack {
  prefix: string;
  cluster: LocalCluster;
  /** The API process. */
  apiUrl: string;
  /** The worker process's own /metrics. */
  workerMetricsUrl: string;
  /** The same app served in this process (no workers). */
  inProcessUrl: string;
  /** Authorization headers of a fresh enterprise account (600 requests/minute) per call. */
  newAccount(environment?: ApiKeyEnvironment): Promise<Record<string, string>>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

export async function startBenchStack(): Promise<BenchStack> {
  const prefix = `sisbench:${randomBytes(4).toString('hex')}`;
  const cluster = await startLocalCluster({ port: 0 });
  const database = new URL(loadConfig().databaseUrl);
  database.pathname = `/sis_bench_${process.pid}`;
  const [apiPort, metricsPort] = [await freePort(), await freePort()];
  const settings: Record<string, string> = {
    NODE_ENV: 'test', DATABASE_URL: database.toString(), REDIS_PREFIX: prefix, LOG_LEVEL: 'warn', DEV_BOOTSTRAP: 'false',
    SOLANA_DEVNET_RPC_URL: cluster.url, SOLANA_MAINNET_RPC_URL: cluster.url,
    DEFAULT_VALIDATOR_VOTE_ACCOUNT: cluster.validatorVoteAccount, PORT: String(apiPort), WORKER_METRICS_PORT: String(metricsPort),
  };
  const config: Config = loadConfig(undefined, settings);
  await ensureDatabase(config.databaseUrl);
  const migrator = await createOrm(config);
  await migrate(migrator);
  await migrator.close();

  const children = ['api/main.ts', 'workers/main.ts'].map((script) =>
    spawn(process.execPath, ['--import', 'tsx', script], { env: childEnvironment(settings), stdio: ['ignore', 'ignore', 'inherit'] }));
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const workerMetricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  await Promise.all([waitFor(`${apiUrl}/healthz`, children[0]), waitFor(workerMetricsUrl, children[1])]);
  const stack = await startServiceStack({ config, logger: createLogger({ level: 'warn', name: 'bench' }), workers: false });

  return {
    ...stack,
    baseUrl: apiUrl,
    apiUrl,
    workerMetricsUrl,
    inProcessUrl: stack.baseUrl,
    prefix,
    cluster,
    async newAccount(environment: ApiKeyEnvironment = 'live') {
      const created = await createAccountWithAdminKey(stack.orm.em.fork(), config.keys.hashSecret, { name: 'bench', tier: 'enterprise', environment });
      return { Authorization: `Bearer ${created.key}` };
    },
    async close() {
      await Promise.all(children.map((c) => new Promise<void>((r) => { if (c.exitCode !== null) return r(); c.once('exit', () => r()); c.kill('SIGTERM'); })));
      await stack.close();
      await cluster.close();
      await dropDatabase(config.databaseUrl);
    },
  };
}
