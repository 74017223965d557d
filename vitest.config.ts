import { defineConfig } from 'vitest/config';

/**
 * Suites that run whole service processes of their own (a private Postgres and Redis killed and
 * restarted, API and workers spawned and signalled) or flood the API: beside another file on a
 * 2-core machine they starve it, and its Redis calls time out into 503s. They run afterwards,
 * one file at a time.
 */
const ALONE = ['tests/faults/**/*.test.ts', 'tests/scale/**/*.test.ts', 'tests/http/shutdown.test.ts', 'tests/http/fuzz.test.ts', 'tests/deploy/worker-health.test.ts'];

export default defineConfig({
  test: {
    exclude: ['node_modules/**', 'dist/**', '.stryker-tmp/**'],
    // Integration tests share one Postgres server and one Redis; files run in parallel, each on
    // its own copy of the migrated database (tests/helpers/file-database.ts) and its own Redis
    // key prefix, so keep the pool small on a 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['tests/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'suite', include: ['**/*.test.ts'], exclude: ['node_modules/**', 'dist/**', '.stryker-tmp/**', ...ALONE], sequence: { groupOrder: 0 } } },
      { extends: true, test: { name: 'alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
