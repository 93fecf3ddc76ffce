// @nestjs/throttler and a few other Nest packages are still CommonJS: loading the ESM core first
// avoids "Cannot require() ES Module … in a cycle".
import 'reflect-metadata';
import '@nestjs/common';
import '@nestjs/core';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';

// Integration files run two at a time (each jest file has its own copy of process.env): each gets
// its own queues and Redis counters (QUEUE_PREFIX), captured emails and stored records, so that no
// file's worker takes another's jobs and no file reads another's emails. Its database is its own
// too (support/app.ts, prepareDatabase).
if (process.env.TEST_TEMPLATE_DATABASE_URL) {
  process.env.QUEUE_PREFIX = `test-${randomBytes(4).toString('hex')}`;
  process.env.MAIL_CAPTURE_DIR = mkdtempSync(join(process.env.TEST_RUN_DIR!, 'mail-'));
  process.env.RECORDS_DIR = mkdtempSync(join(process.env.TEST_RUN_DIR!, 'records-'));
}
