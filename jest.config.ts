import type { Config } from 'jest';

// ESM throughout: run with `node --experimental-vm-modules` (see the test:unit script).
const esmPaths = { '^(\\.{1,2}/.*)\\.js$': '$1' };

const swcServer = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
] as const;

// The mail templates are React components (.tsx): the same transform with JSX (React's automatic runtime).
const swcServerTsx = [
  swcServer[0],
  {
    ...swcServer[1],
    jsc: {
      ...swcServer[1].jsc,
      parser: { ...swcServer[1].jsc.parser, tsx: true },
      transform: { ...swcServer[1].jsc.transform, react: { runtime: 'automatic' } },
    },
  },
] as const;

// Tests run in a zone far from Seoul (UTC-10) unless TZ is given, so any rule that reads the
// machine's local date instead of Seoul's fails here rather than for a guest abroad.
process.env.TZ ??= 'Pacific/Honolulu';

const config: Config = {
  // Also global: Jest reads testTimeout from the top-level config, not from each project's.
  testTimeout: 20_000,
  // ESM test files are never unloaded from a process: past ~180 files one process ran out of its 4 GB
  // heap. A worker (never in band with this set) is replaced once it holds more than this between files.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      displayName: 'server',
      // Real PostgreSQL, real HTTP and 10 MB uploads through sharp: on a busy 2-core machine one test can pass 5 s.
      testTimeout: 20_000,
      testEnvironment: '<rootDir>/server/src/testing/node-environment.mjs',
      roots: ['<rootDir>/server', '<rootDir>/domain'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      moduleNameMapper: {
        ...esmPaths,
        // Its ESM build imports JSON without an import attribute, which Jest's ESM loader warns about
        // on every file; the CommonJS build is the same code.
        '^libphonenumber-js/min$': '<rootDir>/node_modules/libphonenumber-js/min/index.cjs',
      },
      transform: {
        '^.+\\.ts$': swcServer as unknown as [string, Record<string, unknown>],
        '^.+\\.tsx$': swcServerTsx as unknown as [string, Record<string, unknown>],
      },
      globalSetup: '<rootDir>/server/src/testing/global-setup.mjs',
      globalTeardown: '<rootDir>/server/src/testing/global-teardown.mjs',
      setupFiles: ['<rootDir>/server/src/testing/setup-env.ts'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      // user-event drives whole forms key by key; on a busy 2-core machine that can pass 5 s.
      testTimeout: 20_000,
      roots: ['<rootDir>/web'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      // .po: Lingui catalogs, compiled on import like @lingui/vite-plugin does (web/jest/po-transform.mjs).
      extensionsToTreatAsEsm: ['.ts', '.tsx', '.po'],
      moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'jsx', 'json', 'node', 'po'],
      moduleNameMapper: {
        ...esmPaths,
        '^@/(.*)$': '<rootDir>/web/src/$1',
        '^@domain/(.*)\\.js$': '<rootDir>/domain/$1',
        '^@domain/(.*)$': '<rootDir>/domain/$1',
        '^libphonenumber-js/min$': '<rootDir>/node_modules/libphonenumber-js/min/index.cjs',
        '\\.(css|svg|png|jpg|webp)$': 'identity-obj-proxy',
      },
      transform: {
        '^.+\\.[tj]sx?$': ['babel-jest', { configFile: './web/babel.config.json' }],
        '^.+\\.po$': '<rootDir>/web/jest/po-transform.mjs',
      },
      setupFilesAfterEnv: ['<rootDir>/web/src/testing/setup.ts'],
    },
  ],
};

export default config;
