import { MikroORM, PostgreSqlDriver, type EntityManager, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import type { Config } from '../../config/index.js';
import { scrubErrorText, type Logger } from '../logging/logger.js';
import { ENTITIES } from './entities/index.js';
import { MIGRATIONS } from './migrations/index.js';

export { MikroORM };
export type { EntityManager };
export type Orm = MikroORM;

type DbSettings = Pick<Config, 'databaseUrl' | 'databasePoolMax' | 'databaseSchema' | 'dependencyTimeoutMs'> & Partial<Pick<Config, 'databasePooler' | 'databaseUrlDirect'>>;

/** The longest one statement runs (Postgres statement_timeout; behind a pooler, see below). */
export const STATEMENT_TIMEOUT_MS = 15_000;

/** ORMs whose connections go through a transaction-mode pooler (see transactionPooled). */
const pooled = new WeakSet<Orm>();

/**
 * Whether this ORM's connections go through a transaction-mode pooler (DATABASE_POOLER=transaction):
 * consecutive statements may run on different server connections, so nothing may rely on
 * session state (named prepared statements, SET, LISTEN, session advisory locks).
 */
export function transactionPooled(orm: Orm): boolean {
  return pooled.has(orm);
}

/**
 * The settings for an ORM that bypasses the pooler (DATABASE_URL_DIRECT): migrations, whose
 * runner keeps session state between statements, and anything else that needs a real session.
 */
export function directDatabase<C extends DbSettings>(config: C): C {
  return { ...config, databaseUrl: config.databaseUrlDirect || config.databaseUrl, databasePooler: 'none' };
}

/** knex's `log` option: its warnings and errors as structured, scrubbed pino lines. */
function knexLog(logger: Logger) {
  const child = logger.child({ component: 'knex' });
  const text = (message: unknown) => scrubErrorText(message instanceof Error ? message.message : String(message));
  return {
    warn: (message: unknown) => child.warn(text(message)),
    error: (message: unknown) => child.error(text(message)),
    deprecate: (method: string, alternative: string) => child.warn(`${method} is deprecated; use ${alternative}`),
    debug: (message: unknown) => child.debug(text(message)),
  };
}

/** MikroORM options for this service: explicit entities and migrations, bounded waits. */
export function ormOptions(config: DbSettings, logger?: Logger): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: config.databaseUrl,
    schema: config.databaseSchema,
    entities: ENTITIES,
    discovery: { warnWhenNoEntities: true },
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, tableName: 'mikro_orm_migrations' },
    pool: { min: 0, max: config.databasePoolMax, idleTimeoutMillis: 30_000 },
    driverOptions: {
      // Postgres down must become a 503 within a second, never a hang: bound connecting,
      // waiting for a pooled connection, and each statement.
      acquireConnectionTimeout: config.dependencyTimeoutMs,
      connection: {
        connectionTimeoutMillis: config.dependencyTimeoutMs,
        application_name: 'solana-intent-service',
        // A transaction-mode pooler (PgBouncer 1.18) refuses a statement_timeout startup
        // parameter, and a per-session SET would leak onto other clients' server connections.
        // There the bound is the database's (or role's) own default, ALTER DATABASE … SET
        // statement_timeout = '15s' (docs/deployment.md), and pg's client-side query_timeout
        // is the backstop that keeps a caller from waiting longer whatever the server does.
        ...(config.databasePooler === 'transaction' ? { query_timeout: STATEMENT_TIMEOUT_MS + 1000 } : { statement_timeout: STATEMENT_TIMEOUT_MS }),
      },
      // knex writes its own warnings ("Connection Error: …" when Postgres drops a pooled
      // connection) as plain text on stdout, in the middle of the JSON logs: route them through pino.
      ...(logger ? { log: knexLog(logger) } : {}),
    },
    forceUtcTimezone: true,
    debug: false,
    logger: logger ? (msg: string) => logger.debug({ orm: true }, msg) : () => undefined,
    allowGlobalContext: false,
  };
}

/** Connect the ORM (lazily: start-up does not fail while Postgres is down; requests answer 503). */
export async function createOrm(config: DbSettings, logger?: Logger): Promise<Orm> {
  const orm = await MikroORM.init({ ...ormOptions(config, logger), connect: false });
  if (config.databasePooler === 'transaction') pooled.add(orm);
  return orm;
}

/** Create the database named in the URL if it does not exist (development start-up and tests). */
export async function ensureDatabase(databaseUrl: string): Promise<boolean> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_-]+$/.test(name)) throw new Error(`Refusing to create database with unusual name ${JSON.stringify(name)}`);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return false;
    await client.query(`create database "${name}"`);
    return true;
  } finally {
    await client.end();
  }
}

/** Drop a database (tests only: their throwaway database). */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await client.end();
  }
}

/** Apply pending migrations; returns the names applied. */
export async function migrate(orm: Orm): Promise<string[]> {
  const schema = orm.config.get('schema');
  if (schema && schema !== 'public') await orm.em.getConnection().execute(`create schema if not exists "${schema}"`);
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}
