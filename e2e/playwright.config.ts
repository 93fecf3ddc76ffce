import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests against the built product, started the way the README starts it
 * (`scripts/start.mjs`: migrate, seed, API + worker), on its own port, database and queue prefix.
 *
 * Every test runs alone and in any order, two at a time (`E2E_WORKERS`): the records it changes are
 * its own (accounts and sessions come from the fixtures, written into the database), and the few
 * tests that depend on records others change take a lock (see `useLocks` in fixtures/test.ts). Three
 * workers on two cores once ran the suite in 246 s instead of 273 s, but on a slower day of the same
 * machine (every step 1.7× slower) three browsers and the server starved each other: back-office
 * lists still loading after 10 s, 6 tests failed twice and the run took 28 minutes.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATABASE = process.env.E2E_DATABASE ?? `medtour_e2e_${process.pid}`;
process.env.E2E_DATABASE = DATABASE; // the workers see the same name
export const MAIL_DIR = process.env.E2E_MAIL_DIR ?? `var/e2e-mail-${process.pid}`;
process.env.E2E_MAIL_DIR = MAIL_DIR;
/** The run's file storage (medical records, data exports): a test checks what an erasure leaves in it. */
export const RECORDS_DIR = process.env.E2E_RECORDS_DIR ?? `var/e2e-records-${process.pid}`;
process.env.E2E_RECORDS_DIR = RECORDS_DIR;
/**
 * Settings the product and the fixtures must share (fixtures/accounts.ts writes accounts and
 * sessions as the API would): a key for data at rest of this run, and the session lifetimes.
 */
process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
process.env.SESSION_ABSOLUTE_HOURS ??= String(24 * 30);
process.env.STAFF_SESSION_ABSOLUTE_HOURS ??= '12';
/** The Stripe stand-in (fixtures/stripe-server.ts): the product's Stripe SDK is pointed at it. */
const STRIPE_PORT = Number(process.env.E2E_STRIPE_PORT ?? PORT + 99);
const STRIPE_WEBHOOK_SECRET = 'whsec_endtoend';
/** A hospital's web site for the scraper (fixtures/review-site.ts), on 127.0.0.1: the product may load it (test-only allowance). */
const REVIEW_SITE_PORT = Number(process.env.E2E_REVIEW_SITE_PORT ?? PORT + 98);
process.env.E2E_REVIEW_SITE_PORT = String(REVIEW_SITE_PORT);
/**
 * A second instance of the product whose assistant answers with its model engine (the main one runs
 * the built-in engine, which other tests depend on), for tests/patient/assistant-streaming.spec.ts:
 * fixtures/model-server.ts runs the OpenAI stand-in and the built API alone, on the main server's
 * database, queues and worker (no migration, seed or worker of its own). It adds one API start-up to
 * every run, 1.4 s on an idle two-core machine (Playwright starts the servers one after another, this
 * one once the main server is ready), and about 220 MB of memory while the tests run.
 */
const MODEL_PORT = Number(process.env.E2E_MODEL_PORT ?? PORT + 97);
process.env.E2E_MODEL_PORT = String(MODEL_PORT);
/** The product's settings, for the main server and the model engine's. */
const PRODUCT_ENV = {
  NODE_ENV: 'development',
  DATABASE_URL: `postgresql://postgres@127.0.0.1:5432/${DATABASE}`,
  QUEUE_PREFIX: `e2e-${process.pid}`,
  MAIL_CAPTURE_DIR: MAIL_DIR,
  RECORDS_DIR,
  LOG_LEVEL: 'warn',
  SMTP_URL: '',
  STRIPE_SECRET_KEY: 'sk_test_endtoend',
  STRIPE_WEBHOOK_SECRET,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(STRIPE_PORT),
  STRIPE_API_PROTOCOL: 'http',
  SCRAPER_ALLOW_LOOPBACK_PORTS: String(REVIEW_SITE_PORT),
  ENCRYPTION_KEY: process.env.ENCRYPTION_KEY,
  SESSION_ABSOLUTE_HOURS: process.env.SESSION_ABSOLUTE_HOURS,
  STAFF_SESSION_ABSOLUTE_HOURS: process.env.STAFF_SESSION_ABSOLUTE_HOURS,
  // A browser, the product and the tests on two cores delay the API's event loop far more than real
  // traffic would: load shedding is off here (its own tests and the bench exercise it).
  SHED_EVENT_LOOP_DELAY_MS: '0',
  SHED_POOL_WAIT_MS: '0',
  SHED_MAX_IN_FLIGHT: '0',
  // Jobs (emails, webhooks, scrapes) are taken from the outbox within 0.1 s instead of 0.5 s, as in the integration
  // tests: many tests wait for one.
  OUTBOX_POLL_MS: '100',
  // A test's API client (Playwright's request context) keeps its connection alive between calls and, unlike a browser,
  // does not send a request again when a reused connection is reset. With the default 5 s, a call made after a test had
  // spent about 5 s in the browser met the server closing that idle connection (ECONNRESET, a CI run's only failure):
  // idle connections stay open longer than any test lasts.
  HTTP_KEEP_ALIVE_TIMEOUT_MS: '300000',
  // Every test's browser, and the pages' own calls to the API, come from 127.0.0.1: the whole run is one client
  // address (and a few fixture accounts) to the general limits, which a fast run passed (429 on a form post). The
  // named limits of spec §9 (sign-up, sign-in, uploads…) still apply, as in the integration tests.
  RATE_LIMIT_CLIENT_PER_MINUTE: '1000000',
  RATE_LIMIT_USER_PER_MINUTE: '1000000',
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS) || 2,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Generous bounds for a 2-core machine running the API, PostgreSQL and two browsers at once: a
  // journey of a dozen pages took 25-32 s there. Speed is measured by `npm run bench`, not here.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: './fixtures/global-setup.ts',
  globalTeardown: './fixtures/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace (screenshots and DOM snapshots of every step) only for a failed test's retry (CI retries once): recording
    // one for every test, to keep those that failed, cost a fifth of the run's time (390 → 307 s for 251 tests).
    // `npx playwright test --trace on` records them all when looking into a failure.
    trace: 'on-first-retry',
    // Half the pixels' density (a CSS pixel is still a pixel of layout): the browser paints and
    // composites a quarter of the pixels, which is most of its CPU here (the back office's run went
    // from 204 to 168 s). Tests that keep a screenshot for people to look at ask for 1.
    deviceScaleFactor: 0.5,
    launchOptions: {
      // The headless shell (Debian's chromium-headless-shell): the full browser's own interface
      // processes cost as much CPU as the pages here. Not CHROMIUM_PATH: that is the scraper's browser.
      executablePath: process.env.E2E_BROWSER_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      command: 'node --experimental-transform-types --no-warnings e2e/fixtures/stripe-server.ts',
      cwd: '..',
      port: STRIPE_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        STRIPE_STAND_IN_PORT: String(STRIPE_PORT),
        STRIPE_STAND_IN_WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/payments/stripe/webhook`,
        STRIPE_STAND_IN_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
      },
    },
    {
      command: 'node --experimental-transform-types --no-warnings e2e/fixtures/review-site.ts',
      cwd: '..',
      port: REVIEW_SITE_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { REVIEW_SITE_PORT: String(REVIEW_SITE_PORT) },
    },
    {
      command: 'node scripts/start.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${PORT}/api/health/ready`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...PRODUCT_ENV, PORT: String(PORT), PUBLIC_URL: `http://127.0.0.1:${PORT}` },
    },
    {
      command: 'node --experimental-transform-types --no-warnings e2e/fixtures/model-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${MODEL_PORT}/api/health/ready`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { ...PRODUCT_ENV, PORT: String(MODEL_PORT), PUBLIC_URL: `http://127.0.0.1:${MODEL_PORT}` },
    },
  ],
});
