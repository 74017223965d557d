// Mutation testing of the modules that turn chain data and keys into what the service reports:
// links, landing, settlement, amount checks and auth (`npm run test:mutation`; reported, not in
// CI's run: it runs the covering tests once per mutant, tens of minutes on 2 cores).
// The tests it runs are vitest.mutation.config.ts's. docs/performance.md ("Mutation score") has the last figures.

/** The modules mutated. */
const MUTATED = [
  'shared/links/*.ts',
  'shared/landing/actual-output.ts',
  'shared/landing/signed-transaction.ts',
  'shared/history/settlement.ts',
  'shared/transactions/amount-check.ts',
  'shared/auth/api-key.ts',
  'shared/auth/failure-throttle.ts',
  '!**/*.test.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: MUTATED,
  coverageAnalysis: 'perTest',
  concurrency: 1,
  timeoutMS: 60_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 85, low: 70, break: null },
};
