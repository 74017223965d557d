import { randomBytes } from 'node:crypto';
import { loadConfig, type Config } from '../config/index.js';
import { createAccountWithAdminKey } from '../shared/accounts/accounts.js';
import type { ApiKeyEnvironment } from '../shared/auth/api-key.js';
import { startLocalCluster, type LocalCluster } from '../shared/chain/localnet/index.js';
import { createOrm, dropDatabase, ensureDatabase, migrate } from '../shared/db/orm.js';
import { createLogger } from '../shared/logging/logger.js';
import { startServiceStack, type ServiceStack } from '../tests/helpers/service-stack.js';

/** The service in-process for benchmarks: its own database, Redis prefix and local cluster, all removed on close. */
export interface BenchStack extends ServiceStack {
  prefix: string;
  cluster: LocalCluster;
  /** Authorization headers of a fresh enterprise account (600 requests/minute) per call. */
  newAccount(environment?: ApiKeyEnvironment): Promise<Record<string, string>>;
}

export async function startBenchStack(): Promise<BenchStack> {
  const prefix = `sisbench:${randomBytes(4).toString('hex')}`;
  const cluster = await startLocalCluster({ port: 0 });
  const database = new URL(loadConfig().databaseUrl);
  database.pathname = `/sis_bench_${process.pid}`;
  const config: Config = loadConfig(process.env, {
    NODE_ENV: 'test', DATABASE_URL: database.toString(), REDIS_PREFIX: prefix, LOG_LEVEL: 'warn',
    SOLANA_DEVNET_RPC_URL: cluster.url, SOLANA_MAINNET_RPC_URL: 'http://127.0.0.1:1',
    DEFAULT_VALIDATOR_VOTE_ACCOUNT: cluster.validatorVoteAccount,
  });
  await ensureDatabase(config.databaseUrl);
  const migrator = await createOrm(config);
  await migrate(migrator);
  await migrator.close();
  const stack = await startServiceStack({ config, logger: createLogger({ level: 'warn', name: 'bench' }) });

  return {
    ...stack,
    prefix,
    cluster,
    async newAccount(environment: ApiKeyEnvironment = 'live') {
      const created = await createAccountWithAdminKey(stack.orm.em.fork(), config.keys.hashSecret, { name: 'bench', tier: 'enterprise', environment });
      return { Authorization: `Bearer ${created.key}` };
    },
    async close() {
      await stack.close();
      await cluster.close();
      await dropDatabase(config.databaseUrl);
    },
  };
}
