/**
 * `npm run storage:copy-to-s3 -w backend` (after `npm run build`): copies every file under RECORDS_DIR
 * to S3_BUCKET under the same key, before switching a deployment from STORAGE=local to STORAGE=s3.
 * Files go as they are on disk, already encrypted (format version 1 or 2: `FileStorage` reads both),
 * and each is verified by reading it back and comparing the SHA-256 of the stored bytes. Idempotent:
 * a key already in the bucket with the same bytes is skipped; one with other bytes is reported as a
 * mismatch and left alone (never overwritten). Prints a summary; exits 1 on any mismatch or failure.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { ConfigError, exitOnConfigError, loadConfigOrExit, type S3Settings } from '../config/app-config.js';
import { StoredFileMissing } from './object-store.js';
import { S3Store } from './s3-store.js';

export interface CopySummary {
  copied: number;
  /** Already in the bucket, byte for byte. */
  skipped: number;
  /** Keys whose bytes in the bucket differ from the disk's (after copying, or found so). */
  mismatched: string[];
  /** Keys that could not be copied or read back (the error's message beside each). */
  failed: string[];
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The hash of the object under `key`, or null if there is none. */
async function storedHash(store: S3Store, key: string): Promise<string | null> {
  try {
    return await sha256(await store.read(key));
  } catch (error) {
    if (error instanceof StoredFileMissing) return null;
    throw error;
  }
}

export async function copyToS3(recordsDir: string, settings: S3Settings, log: (line: string) => void = () => {}): Promise<CopySummary> {
  const store = new S3Store(settings);
  const summary: CopySummary = { copied: 0, skipped: 0, mismatched: [], failed: [] };
  try {
    await store.check();
    const entries = await readdir(recordsDir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new ConfigError(`RECORDS_DIR ${recordsDir} does not exist`) : error;
    });
    const paths = entries.filter((entry) => entry.isFile()).map((entry) => `${entry.parentPath}${sep}${entry.name}`);
    for (const path of paths.sort()) {
      const key = relative(recordsDir, path).split(sep).join('/');
      try {
        const local = await sha256(createReadStream(path));
        const before = await storedHash(store, key);
        if (before === local) {
          summary.skipped++;
          continue;
        }
        if (before !== null) {
          summary.mismatched.push(key);
          log(`MISMATCH ${key}: the bucket already holds other bytes under this key (left as it is)`);
          continue;
        }
        await store.write(key, createReadStream(path));
        if ((await storedHash(store, key)) === local) summary.copied++;
        else {
          summary.mismatched.push(key);
          log(`MISMATCH ${key}: the bytes read back differ from the file's`);
        }
      } catch (error) {
        summary.failed.push(key);
        log(`FAILED ${key}: ${(error as Error).message}`);
      }
    }
  } finally {
    await store.close();
  }
  return summary;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const config = loadConfigOrExit();
  if (!config.s3) {
    process.stderr.write(
      'Configuration error: S3_BUCKET is required to copy files to S3 (with S3_ENDPOINT, S3_REGION and keys as needed)\n',
    );
    process.exit(1);
  }
  const summary = await exitOnConfigError(copyToS3(config.recordsDir, config.s3, (line) => console.log(line)));
  const bad = summary.mismatched.length + summary.failed.length;
  console.log(
    `${config.recordsDir} → s3://${config.s3.bucket}: ${summary.copied} copied and verified, ${summary.skipped} already there, ` +
      `${summary.mismatched.length} mismatched, ${summary.failed.length} failed`,
  );
  process.exitCode = bad ? 1 : 0;
}
