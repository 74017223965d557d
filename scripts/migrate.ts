import pg from 'pg';
import { loadConfig } from '../config/index.js';
import { createOrm, directDatabase, ensureDatabase, migrate } from '../shared/db/orm.js';

/**
 * `npm run db:migrate`: apply pending migrations (the Procfile's release phase, the init
 * container of deploy/kubernetes). With --create it first creates the database if missing
 * (development). Runs under a session advisory lock on the direct URL, so several at once (every
 * new pod's init container during a rollout) take turns: the first applies, the others find the
 * database up to date.
 */
const MIGRATION_LOCK = 7_140_044; // pg_advisory_lock key: any fixed number no other code uses
const config = loadConfig();
if (process.argv.includes('--create') && (await ensureDatabase(config.databaseUrlDirect))) console.log('created database');
// Through DATABASE_URL_DIRECT: the migration runner keeps session state between statements,
// which a transaction-mode pooler (DATABASE_POOLER=transaction) would scatter over connections.
const lock = new pg.Client({ connectionString: config.databaseUrlDirect, connectionTimeoutMillis: 10_000 });
await lock.connect();
try {
  await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
  const orm = await createOrm(directDatabase(config));
  try {
    const applied = await migrate(orm);
    console.log(applied.length ? `applied ${applied.length} migration(s): ${applied.join(', ')}` : 'database is up to date');
  } finally {
    await orm.close();
  }
} finally {
  await lock.end(); // ends the session: the lock goes with it
}
