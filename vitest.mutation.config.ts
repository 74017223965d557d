import { defineConfig } from 'vitest/config';

/**
 * The tests Stryker runs against each mutant (`npm run test:mutation`): the unit and HTTP tests of
 * the modules it mutates, with the suite's global setup (a migrated template database) and one
 * file at a time, as the 2-core machines run it.
 */
export default defineConfig({
  test: {
    // The tests that kill the mutants of stryker.config.mjs's modules: their unit tests and the
    // HTTP tests over them.
    include: [
      'shared/landing/*.test.ts',
      'shared/links/*.test.ts',
      'shared/transactions/amount-check.test.ts',
      'shared/auth/*.test.ts',
    ],
    exclude: ['node_modules/**', 'dist/**'],
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    globalSetup: ['tests/global-setup.ts'],
  },
});
