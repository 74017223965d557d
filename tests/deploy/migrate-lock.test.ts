import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnvironment, loadConfig } from '../../config/index.js';
import { dropDatabase, ensureDatabase } from '../../shared/db/orm.js';
import { MIGRATIONS } from '../../shared/db/migrations/index.js';
import { eventually } from '../helpers/eventually.js';

/**
 * `npm run db:migrate` as deploy/kubernetes runs it: an init container in every new pod, so
 * several at once during a rollout. They take turns on a Postgres advisory lock: the first
 * applies every migration, the others wait, then find the database up to date.
 */
function runMigrate(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/migrate.ts'], { env: childEnvironment({ DATABASE_URL: databaseUrl, DATABASE_URL_DIRECT: '', NODE_ENV: 'test' }), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => { output += c; });
    child.stderr.on('data', (c) => { output += c; });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('db:migrate run by several pods at once', () => {
  const base = new URL(loadConfig(undefined, { NODE_ENV: 'test' }).databaseUrl);
  base.pathname = `/sis_migrate_lock_${randomBytes(4).toString('hex')}`;
  const url = base.toString();
  let admin: pg.Client;
  beforeAll(async () => {
    await ensureDatabase(url);
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await dropDatabase(url);
  });

  it('waits for the lock, then one applies the migrations and the others find the database up to date', async () => {
    // Hold the lock as a migration in progress would: the runs wait on it.
    await admin.query('select pg_advisory_lock(7140044)');
    const runs = [runMigrate(url), runMigrate(url)];
    const waiting = await eventually(async () => (await admin.query(
      "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%pg_advisory_lock%'",
    )).rows[0].n as number, (n) => n === 2, 90_000, 200);
    expect(waiting).toBe(2);
    expect((await admin.query("select to_regclass('mikro_orm_migrations') as t")).rows[0].t).toBeNull();
    await admin.query('select pg_advisory_unlock(7140044)');

    const results = await Promise.all(runs);
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    const outputs = results.map((r) => r.output.trim()).sort();
    expect(outputs[0]).toMatch(new RegExp(`^applied ${MIGRATIONS.length} migration\\(s\\): `));
    expect(outputs[1]).toBe('database is up to date');
    const applied = await admin.query('select name, count(*)::int as n from mikro_orm_migrations group by name');
    expect(applied.rows.length).toBe(MIGRATIONS.length);
    expect(applied.rows.every((r) => r.n === 1)).toBe(true);
  }, 120_000);
});
