import type { Config } from 'jest';

// Browser journeys against the built app started as a real process (see e2e/global-setup.mjs).
const config: Config = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/e2e'],
  testMatch: ['**/*.e2e.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { target: 'es2023', parser: { syntax: 'typescript' } }, module: { type: 'es6' } },
    ],
  },
  globalSetup: '<rootDir>/e2e/global-setup.mjs',
  globalTeardown: '<rootDir>/e2e/global-teardown.mjs',
  testTimeout: 90_000,
  maxWorkers: 1,
};

export default config;
