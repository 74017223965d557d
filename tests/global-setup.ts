import type { TestProject } from 'vitest/node';
import { loadConfig } from '../config/index.js';
import { createOrm, dropDatabase, ensureDatabase, migrate } from '../shared/db/orm.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One throwaway database per test run, migrated once (through the real migrations, as
 * production would be) and dropped at the end: nothing is left behind. Test files share it and
 * keep apart by creating their own accounts; Redis keys are apart by a random prefix per file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = loadConfig().databaseUrl;
  const url = new URL(base);
  url.pathname = `/sis_test_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  const orm = await createOrm({ ...loadConfig(), databaseUrl });
  await migrate(orm);
  await orm.close();
  project.provide('databaseUrl', databaseUrl);
  return async () => {
    await dropDatabase(databaseUrl);
  };
}
