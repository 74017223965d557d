import { loadConfig } from '../config/index.js';
import { createOrm, ensureDatabase, migrate } from '../shared/db/orm.js';

/**
 * `npm run db:migrate`: apply pending migrations (the Procfile's release phase). With
 * --create it first creates the database if missing (development).
 */
const config = loadConfig();
if (process.argv.includes('--create') && (await ensureDatabase(config.databaseUrl))) console.log('created database');
const orm = await createOrm(config);
try {
  const applied = await migrate(orm);
  console.log(applied.length ? `applied ${applied.length} migration(s): ${applied.join(', ')}` : 'database is up to date');
} finally {
  await orm.close();
}
