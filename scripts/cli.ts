import { parseArgs } from 'node:util';
import { ConfigError, loadLauncherConfig, type Config } from '../config/index.js';
import { createAccountWithAdminKey, setAccountTier, TIERS, type Tier } from '../shared/accounts/accounts.js';
import type { ApiKeyEnvironment } from '../shared/auth/api-key.js';
import { publishAuthInvalidation } from '../shared/auth/invalidation.js';
import { isId } from '../shared/db/ids.js';
import { MIGRATIONS } from '../shared/db/migrations/index.js';
import { createOrm, type Orm } from '../shared/db/orm.js';
import { createRedis, waitForRedis, redisTarget } from '../shared/redis/connections.js';

/**
 * Operator commands (`npm run cli -- <command>`). They assume a migrated database and say so
 * clearly when it is not. Results go to stdout (with --json, exactly one JSON object and
 * nothing else); everything else goes to stderr.
 */
const USAGE = `Usage: npm run --silent cli -- <command>

  accounts:create --name <name> [--tier free|pro|enterprise] [--environment live|test] [--json]
      Create an account and its first admin key; prints the key once.
  accounts:set-tier <accountId> <free|pro|enterprise> [--json]
      Change an account's tier; running API instances apply it at once.
`;

class UsageError extends Error {}

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function redactedUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

/** Throw with a clear message unless every migration of this build is applied. */
async function assertMigrated(orm: Orm, config: Config): Promise<void> {
  const conn = orm.em.getConnection();
  let table: unknown;
  try {
    const rows = await conn.execute('select to_regclass(?) as t', [`"${config.databaseSchema}".mikro_orm_migrations`]);
    table = (rows[0] as { t: unknown } | undefined)?.t;
  } catch (err) {
    throw new Error(`Cannot reach the database at ${redactedUrl(config.databaseUrl)}: ${(err as Error).message}`);
  }
  const notMigrated = `The database at ${redactedUrl(config.databaseUrl)} (schema ${config.databaseSchema}) is not migrated`;
  if (!table) throw new Error(`${notMigrated}. Run \`npm run db:migrate\` first.`);
  const applied = new Set((await conn.execute(`select name from "${config.databaseSchema}".mikro_orm_migrations`) as Array<{ name: string }>).map((r) => r.name.replace(/\.[jt]s$/, '')));
  const missing = MIGRATIONS.map((m) => m.name).filter((n) => !applied.has(n));
  if (missing.length) throw new Error(`${notMigrated}: ${missing.join(', ')} pending. Run \`npm run db:migrate\` first.`);
}

async function withOrm<T>(config: Config, run: (orm: Orm) => Promise<T>): Promise<T> {
  const orm = await createOrm(config);
  try {
    await assertMigrated(orm, config);
    return await run(orm);
  } finally {
    await orm.close();
  }
}

async function accountsCreate(args: string[], config: Config): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { name: { type: 'string' }, tier: { type: 'string', default: 'free' }, environment: { type: 'string', default: 'live' }, json: { type: 'boolean', default: false } },
    allowPositionals: false,
  });
  const name = values.name?.trim();
  if (!name || name.length > 100) throw new UsageError('--name is required (1-100 characters).');
  if (!TIERS.includes(values.tier as Tier)) throw new UsageError(`--tier must be one of ${TIERS.join(', ')}.`);
  if (!['live', 'test'].includes(values.environment!)) throw new UsageError('--environment must be live or test.');

  const created = await withOrm(config, (orm) => createAccountWithAdminKey(orm.em.fork(), config.keys.hashSecret, {
    name, tier: values.tier as Tier, environment: values.environment as ApiKeyEnvironment,
  }));
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ accountId: created.accountId, keyId: created.keyId, key: created.key })}\n`);
    return;
  }
  process.stdout.write([
    `Created account ${created.accountId} "${name}" (tier ${values.tier}).`,
    `Its admin key ${created.keyId} (${values.environment}) is shown only this once; store it now:`,
    '',
    `  ${created.key}`,
    '',
  ].join('\n'));
}

async function accountsSetTier(args: string[], config: Config): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean', default: false } }, allowPositionals: true });
  const [accountId, tier] = positionals;
  if (positionals.length !== 2 || !accountId || !tier) throw new UsageError('accounts:set-tier takes <accountId> <tier>.');
  if (!isId('acc', accountId)) throw new UsageError(`${accountId} is not an account id (acc_…).`);
  if (!TIERS.includes(tier as Tier)) throw new UsageError(`The tier must be one of ${TIERS.join(', ')}.`);

  const found = await withOrm(config, (orm) => setAccountTier(orm.em.fork(), accountId, tier as Tier));
  if (!found) fail(`No account ${accountId}.`);

  // Running API instances cache keys with their account's tier: tell them to forget.
  const redis = createRedis(redisTarget(config), 'client', config.dependencyTimeoutMs);
  try {
    await waitForRedis(redis, 3000);
    await publishAuthInvalidation(redis, config.redisPrefix, { accountId });
  } catch (err) {
    process.stderr.write(`Warning: the tier is saved, but running API instances could not be told (${(err as Error).message}); they apply it within KEY_CACHE_TTL_MS (${config.keys.cacheTtlMs} ms).\n`);
  } finally {
    redis.disconnect();
  }
  if (values.json) process.stdout.write(`${JSON.stringify({ accountId, tier })}\n`);
  else process.stdout.write(`Account ${accountId} is now on the ${tier} tier.\n`);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    process.stderr.write(USAGE);
    process.exit(command ? 0 : 2);
  }
  let config: Config;
  try {
    // The same default mode as npm start: development unless NODE_ENV names another (production sets it: Dockerfile, Procfile).
    config = loadLauncherConfig();
  } catch (err) {
    fail(err instanceof ConfigError ? err.message : String(err));
  }
  try {
    switch (command) {
      case 'accounts:create': return await accountsCreate(args, config);
      case 'accounts:set-tier': return await accountsSetTier(args, config);
      default: throw new UsageError(`Unknown command ${command}.`);
    }
  } catch (err) {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) fail(`${(err as Error).message}\n\n${USAGE}`, 2);
    throw err;
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err) => fail(err instanceof Error ? err.message : String(err)),
);
