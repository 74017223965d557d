import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const tierRule = (forbidden, message) => ({
  'no-restricted-imports': ['error', {
    patterns: forbidden.map((tier) => ({ group: [`**/${tier}/*`, `**/${tier}`], message })),
  }],
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'coverage/**', '.stryker-tmp/**', 'reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  // Tier boundaries: api/ and workers/ never import each other; shared/ and config/ import neither.
  // localnet/ (the embedded development cluster and its market) is imported by none of the four:
  // only scripts/, tests/ and bench/ start it; the service reaches it over HTTP like any upstream.
  { files: ['api/**/*.ts'], rules: tierRule(['workers', 'localnet'], 'api/ imports neither workers/ (share code through shared/) nor localnet/ (a development component, reached over HTTP).') },
  { files: ['workers/**/*.ts'], rules: tierRule(['api', 'localnet'], 'workers/ imports neither api/ (share code through shared/) nor localnet/ (a development component, reached over HTTP).') },
  { files: ['shared/**/*.ts', 'config/**/*.ts'], rules: tierRule(['api', 'workers', 'localnet'], 'shared/ and config/ import neither api/, workers/ nor localnet/.') },
);
