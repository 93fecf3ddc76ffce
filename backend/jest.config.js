import { createRequire } from 'node:module';
import { swcOptions } from './swc.config.js';

/** Two projects: unit specs beside the code, integration specs against real Postgres + Redis. */
const swc = ['@swc/jest', swcOptions];

const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // Its ESM build imports JSON without an import attribute, which Jest warns about on every file
    // that loads it (dozens of lines burying real output): the CommonJS build is the same code.
    '^libphonenumber-js/max$': createRequire(import.meta.url).resolve('libphonenumber-js/max'),
  },
  transform: { '^.+\\.ts$': swc },
  setupFilesAfterEnv: ['<rootDir>/test/setup/jest.setup.ts'],
};

export default {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'int',
      testMatch: ['<rootDir>/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/setup/global-setup.mjs',
      globalTeardown: '<rootDir>/test/setup/global-teardown.mjs',
    },
  ],
  // A global option (ignored inside projects): integration tests wait for the worker and Redis.
  testTimeout: 30_000,
  // A worker keeps some of every file's modules (ESM modules in Jest's VM contexts are not all freed): one that had run
  // some twenty integration files held 3.1 GB and then spent minutes collecting garbage on a six-test file that takes
  // 8 s alone (2026-12-01). A worker past this size after a file is replaced by a fresh one.
  workerIdleMemoryLimit: '1GB',
};
