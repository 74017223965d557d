import { loadConfig } from '../config/index.js';
import { createOrm, directDatabase, ensureDatabase, migrate } from '../shared/db/orm.js';

/**
 * `npm run db:migrate`: apply pending migrations (the Procfile's release phase). With
 * --create it first creates the database if missing (development).
 */
const config = loadConfig();
if (process.argv.includes('--create') && (await ensureDatabase(config.databaseUrlDirect))) console.log('created database');
// Through DATABASE_URL_DIRECT: the migration runner keeps session state between statements,
// which a transaction-mode pooler (DATABASE_POOLER=transaction) would scatter over connections.
const orm = await createOrm(directDatabase(config));
try {
  const applied = await migrate(orm);
  console.log(applied.length ? `applied ${applied.length} migration(s): ${applied.join(', ')}` : 'database is up to date');
} finally {
  await orm.close();
}
