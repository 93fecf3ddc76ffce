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
  // some twenty integration files grew to 3.1 GB of memory and then spent over ten minutes collecting garbage on a
  // six-test file that takes 8 s alone (2026-12-01). After each file, a worker whose V8 heap in use is over 1 GB is
  // replaced by a fresh process (not with --runInBand, where there is no worker to replace).
  workerIdleMemoryLimit: '1GB',
};
