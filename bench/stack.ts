import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnvironment, loadConfig, type Config } from '../config/index.js';
import { nodeFlagsOf } from '../config/node-flags.js';
import { createAccountWithAdminKey } from '../shared/accounts/accounts.js';
import type { ApiKeyEnvironment } from '../shared/auth/api-key.js';
import { startLocalCluster, type LocalCluster } from '../localnet/index.js';
import { createOrm, dropDatabase, ensureDatabase, migrate } from '../shared/db/orm.js';
import { createLogger } from '../shared/logging/logger.js';
import { startServiceStack, type ServiceStack } from '../tests/helpers/service-stack.js';
import { freePort } from '../tests/helpers/ports.js';
import { loadGeneratorCpu } from './lib.js';

/**
 * The service for benchmarks, deployed as in production on this machine: the API and the
 * workers as two processes (so they can use both cores), built and run as the Procfile runs
 * them (`node dist/…`, compiled by `npm run build` first, not through tsx), over their own database, Redis prefix
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
  /** The API process's /metrics. */
  apiMetricsUrl: string;
  /** Process ids of the API and the worker (their main threads' /proc/<pid>/schedstat: time on a CPU and waiting for one). */
  pids: { api: number | undefined; worker: number | undefined };
  /** The same app served in this process (no workers). */
  inProcessUrl: string;
  /** Authorization headers of a fresh enterprise account (600 requests/minute) per call. */
  newAccount(environment?: ApiKeyEnvironment): Promise<Record<string, string>>;
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
  // What ships is the compiled build. Measured in three pairs of `--only intents` runs: through
  // tsx, p50 11.1/11.5/14.9 ms against 7.9/10.9/10.6 compiled, and the API's longest GC pause
  // 78/39/71 ms against 20/34/59. Built first, so a failed build leaves nothing behind; tsc
  // writes its errors to stdout, sent here to stderr.
  process.stderr.write('building dist/ (npm run build)…\n');
  execFileSync('npm', ['run', '-s', 'build'], { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: ['ignore', 2, 2] });
  const prefix = `sisbench:${randomBytes(4).toString('hex')}`;
  const cluster = await startLocalCluster({ port: 0 });
  const database = new URL(loadConfig(undefined, { NODE_ENV: 'test' }).databaseUrl);
  database.pathname = `/sis_bench_${process.pid}`;
  const [apiPort, metricsPort] = [await freePort(), await freePort()];
  const settings: Record<string, string> = {
    NODE_ENV: 'test', DATABASE_URL: database.toString(), REDIS_PREFIX: prefix, LOG_LEVEL: 'warn', DEV_BOOTSTRAP: 'false',
    SOLANA_DEVNET_RPC_URL: cluster.url, SOLANA_MAINNET_RPC_URL: cluster.url,
    // Both networks are the local cluster here: each accepts its genesis hash (docs/deployment.md, "Cluster identity").
    SOLANA_DEVNET_GENESIS_HASH: cluster.ledger.genesisHash, SOLANA_MAINNET_GENESIS_HASH: cluster.ledger.genesisHash,
    DEFAULT_VALIDATOR_VOTE_ACCOUNT: cluster.validatorVoteAccount, PORT: String(apiPort), WORKER_METRICS_PORT: String(metricsPort),
    // As npm start: the cluster's market is test keys' swap venue and price source.
    DEVNET_SWAP_API_URL: cluster.url, DEVNET_SWAP_VENUE_NAME: 'localnet-rfq',
  };
  const config: Config = loadConfig(undefined, settings);
  await ensureDatabase(config.databaseUrl);
  const migrator = await createOrm(config);
  await migrate(migrator);
  await migrator.close();

  // The API keeps off the load generator's CPU (bench/lib.ts pins the generator to the last one).
  const generatorCpu = loadGeneratorCpu();
  const children = ['api/main.ts', 'workers/main.ts'].map((script) => {
    // The flags they run with in production (config/node-flags.ts); BENCH_NODE_ARGS: extra Node
    // flags for both, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile them.
    const node = [process.execPath, ...nodeFlagsOf(script), ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), fileURLToPath(new URL(`../dist/${script.replace(/\.ts$/, '.js')}`, import.meta.url))];
    const [cmd, ...args] = script.startsWith('api/') && generatorCpu !== null ? ['taskset', '-c', `0-${generatorCpu - 1}`, ...node] : node;
    // Their logs (warn and above: a 5xx's cause) go to a file, named on stderr.
    const log = join(tmpdir(), `sis-bench-${process.pid}-${script.split('/')[0]}.log`);
    process.stderr.write(`${script} logs: ${log}\n`);
    return spawn(cmd, args, { env: childEnvironment(settings), stdio: ['ignore', openSync(log, 'a'), 'inherit'] });
  });
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const workerMetricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  try {
    await Promise.all([waitFor(`${apiUrl}/healthz`, children[0], 120_000), waitFor(workerMetricsUrl, children[1], 120_000)]);
  } catch (err) {
    for (const c of children) c.kill('SIGTERM'); // never leave them running
    await cluster.close();
    await dropDatabase(config.databaseUrl);
    throw err;
  }
  const stack = await startServiceStack({ config, logger: createLogger({ level: 'warn', name: 'bench' }), workers: false });

  return {
    ...stack,
    baseUrl: apiUrl,
    apiUrl,
    workerMetricsUrl,
    apiMetricsUrl: `${apiUrl}/metrics`,
    // taskset execs node in its own process: the pid is the API's.
    pids: { api: children[0].pid, worker: children[1].pid },
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
