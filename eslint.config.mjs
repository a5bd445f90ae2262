import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next/**', 'bench/bare/.next/**', '.bench/**', '.test-output/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The sandbox, scripts and tests are command-line programs: printing is their interface.
    files: ['sandbox/**', 'scripts/**', 'tests/**', 'server/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // The production entry point runs as plain CommonJS inside the standalone output.
    files: ['server/**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
