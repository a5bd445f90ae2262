// Jest: unit tests (components in jsdom, the rest in node) and integration tests against the sandbox.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ESM-only packages that must be transformed (next/jest ignores all of node_modules by default).
const esmAllowList = [
  '@scure',
  '@noble',
  'jose',
  'oidc-provider',
  'openid-client',
  'oauth4webapi',
  'next-intl',
  'use-intl',
  '@formatjs',
  'intl-messageformat',
  'icu-minify',
];

const common = {
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/bench/bare/.next/', '<rootDir>/.bench/', '<rootDir>/.test-output/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/empty-module.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
};

async function project(overrides) {
  const config = await createJestConfig({ ...common, ...overrides })();
  config.transformIgnorePatterns = [`/node_modules/(?!(${esmAllowList.join('|')})/)`];
  return config;
}

const jestConfig = async () => ({
  projects: [
    await project({
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/unit/**/*.test.ts'],
    }),
    await project({
      displayName: 'components',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/tests/unit/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/tests/support/jest-dom.ts'],
    }),
    await project({
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/tests/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/tests/integration/global-setup.ts',
      globalTeardown: '<rootDir>/tests/integration/global-teardown.ts',
      setupFiles: ['<rootDir>/tests/integration/env.ts'],
    }),
  ],
});

export default jestConfig;
