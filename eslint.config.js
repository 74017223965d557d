import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const tierRule = (forbidden, message) => ({
  'no-restricted-imports': ['error', {
    patterns: forbidden.map((tier) => ({ group: [`**/${tier}/*`, `**/${tier}`], message })),
  }],
});

export default tseslint.config(
  { ignores: ['node_modules/**', 'dist/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  // Tier boundaries: api/ and workers/ never import each other; shared/ and config/ import neither.
  { files: ['api/**/*.ts'], rules: tierRule(['workers'], 'api/ must not import workers/: share code through shared/.') },
  { files: ['workers/**/*.ts'], rules: tierRule(['api'], 'workers/ must not import api/: share code through shared/.') },
  { files: ['shared/**/*.ts', 'config/**/*.ts'], rules: tierRule(['api', 'workers'], 'shared/ and config/ import neither api/ nor workers/.') },
);
