import { spawn, type ChildProcess } from 'node:child_process';
import { childEnvironment, loadLauncherConfig } from '../config/index.js';
import { nodeFlagsOf } from '../config/node-flags.js';
import { bootstrapDevAccount } from '../shared/accounts/accounts.js';
import { createOrm, directDatabase, ensureDatabase, migrate } from '../shared/db/orm.js';
import { resolve } from 'node:path';
import { LocalClusterPortError, startLocalCluster, type LocalCluster } from '../localnet/index.js';
import { createLogger } from '../shared/logging/logger.js';

/**
 * `npm start`: the whole service on one machine for development. Creates the database if
 * missing and migrates it; with no SOLANA_DEVNET_RPC_URL, runs the embedded local Solana
 * cluster in this process; then runs the API and the workers as two child processes (as in
 * production, where they scale apart) and stops everything on Ctrl-C.
 */
// Development mode, chosen here explicitly: everything else defaults to production (config/).
const config = loadLauncherConfig();
const logger = createLogger({ level: config.logLevel, name: 'dev' });
if (config.env === 'production') {
  logger.error('npm start is the development launcher; in production run npm run start:api and npm run start:worker (see Procfile).');
  process.exit(1);
}

if (await ensureDatabase(config.databaseUrlDirect)) logger.info({ database: new URL(config.databaseUrlDirect).pathname.slice(1) }, 'created database');
// Migrations keep session state between statements: they bypass a transaction pooler.
const orm = await createOrm(directDatabase(config), logger);
const applied = await migrate(orm);
if (applied.length) logger.info({ applied }, 'migrated');
// First start on an empty database: a development account and a test admin key, shown once.
const devAccount = config.keys.devBootstrap ? await bootstrapDevAccount(orm, { hashSecret: config.keys.hashSecret }) : null;
await orm.close();

// Test keys work against the development cluster: the embedded one unless an RPC is configured.
let cluster: LocalCluster | null = null;
const localnetDataDir = config.solana.localnetDataDir ? resolve(config.solana.localnetDataDir) : undefined;
// The API and the workers run in the launcher's mode (development unless NODE_ENV says test).
const childSettings: Record<string, string> = { NODE_ENV: config.env };
if (!config.solana.devnetRpcUrl) {
  try {
    cluster = await startLocalCluster({
      host: config.solana.localnetHost,
      port: config.solana.localnetPort,
      wsPort: config.solana.localnetWsPort || undefined,
      slotMs: config.solana.localnetSlotMs,
      // The chain's accounts outlive a restart, as the database does (`npm start -- --reset`: a fresh chain).
      dataDir: localnetDataDir,
      reset: process.argv.includes('--reset'),
      logger,
    });
  } catch (err) {
    // A port in use or an unreadable saved state: one line naming the setting, no stack trace.
    if (err instanceof LocalClusterPortError || (err instanceof Error && err.message.startsWith('local cluster:'))) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  childSettings.SOLANA_DEVNET_RPC_URL = cluster.url;
  // The embedded cluster is test keys' cluster: the API and workers accept what it reports.
  if (!config.solana.devnetGenesisHashes.length) childSettings.SOLANA_DEVNET_GENESIS_HASH = cluster.ledger.genesisHash;
  // The cluster serves its market on the same port: test keys' swap venue and price source.
  if (!config.providers.devnetSwapApiUrl) {
    childSettings.DEVNET_SWAP_API_URL = cluster.url;
    childSettings.DEVNET_SWAP_VENUE_NAME = 'localnet-rfq';
  }
  if (!config.solana.defaultValidatorVoteAccount) childSettings.DEFAULT_VALIDATOR_VOTE_ACCOUNT = cluster.validatorVoteAccount;
}
const env = childEnvironment(childSettings);
const children: ChildProcess[] = [];
function run(name: string, script: string): ChildProcess {
  const child = spawn(process.execPath, [...nodeFlagsOf(script), '--import', 'tsx', script], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      logger.error({ process: name, code, signal }, 'child exited; stopping the rest');
      void stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(children.map((c) => new Promise<void>((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve();
    c.once('exit', () => resolve());
    c.kill('SIGTERM');
  })));
  await cluster?.close();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

run('api', 'api/main.ts');
run('worker', 'workers/main.ts');
console.log([
  '',
  `  API         http://${config.host}:${config.port}   (try: curl http://${config.host}:${config.port}/readyz)`,
  `  Dashboard   http://${config.host}:${config.port}/dashboard   (sign in with an admin key, e.g. the dev key below)`,
  `  Metrics     http://${config.host}:${config.port}/metrics   worker: http://${config.host}:${config.jobs.metricsPort}/metrics`,
  cluster ? `  Solana      ${cluster.url}   (embedded local cluster for test keys; fund a wallet: npm run faucet -- --to <address> --sol 5)\n  Chain data  ${localnetDataDir ?? 'none kept (LOCALNET_DATA_DIR is empty)'}${localnetDataDir ? '   (kept across restarts; a fresh chain: npm start -- --reset, or npm run localnet -- --reset)' : ''}\n  Market      ${cluster.url}/swap/v1/quote   (test keys' swap venue and prices: market maker ${cluster.market.address})` : `  Solana      devnet RPC ${config.solana.devnetRpcUrl}`,
  devAccount
    ? `  Dev key     ${devAccount.key}\n              (test admin key of account ${devAccount.accountId}; shown once, keep it: export KEY=${devAccount.key})`
    : '  Dev key     an account exists already; create more with: npm run --silent cli -- accounts:create --name <name> --environment test',
  config.http.adminPassword && config.http.adminUser ? `  Queues      http://${config.host}:${config.http.opsPort || config.port}/admin/queues   (operator page: on OPS_PORT when set; never on the public port in production)` : '  Queues      set ADMIN_USER and ADMIN_PASSWORD to enable /admin/queues',
  '',
].join('\n'));
