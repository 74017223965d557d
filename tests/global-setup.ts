import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config/index.js';
import pg from 'pg';
import { createOrm, dropDatabase, ensureDatabase, migrate } from '../shared/db/orm.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One throwaway database per test run, migrated once (through the real migrations, as
 * production would be): the template each test file copies into a database of its own
 * (tests/helpers/file-database.ts), so one file's workers never sweep or relay another's rows.
 * Redis keys are apart by a random prefix per file. At the end the template and every database
 * named after it are dropped: nothing is left behind.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = loadConfig(undefined, { NODE_ENV: 'test' }).databaseUrl;
  const url = new URL(base);
  url.pathname = `/sis_test_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  const orm = await createOrm({ ...loadConfig(undefined, { NODE_ENV: 'test' }), databaseUrl });
  await migrate(orm);
  await orm.close();
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    for (const name of await databasesNamedAfter(databaseUrl)) {
      const copy = new URL(databaseUrl);
      copy.pathname = `/${name}`;
      await dropDatabase(copy.toString());
    }
    await dropDatabase(databaseUrl);
  };
}

/** The databases whose names start with the template's and an underscore: the files' copies. */
async function databasesNamedAfter(templateUrl: string): Promise<string[]> {
  const url = new URL(templateUrl);
  const template = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString(), connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`${template}_`]);
    return rows.map((r) => r.datname);
  } finally {
    await admin.end();
  }
}
