import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Injectable } from '@nestjs/common';
import { decrypt, encrypt } from '../../common/crypto/encryption.js';
import { AppConfig } from '../../config/app-config.js';

/**
 * Medical-record bytes, encrypted at rest (AES-256-GCM) under server-generated names
 * (`<user id>/<timestamp>_<random>.<ext>`, spec §3), and patients' data exports (`<user id>/exports/…`). Local disk here; an S3-compatible store would
 * implement the same three methods.
 */
@Injectable()
export class RecordStorage {
  private readonly root: string;

  constructor(private readonly config: AppConfig) {
    this.root = config.recordsDir;
  }

  /** A fresh key for a user's file; the extension comes from the detected type, lower-case. */
  newKey(userId: string, extension: string): string {
    return `${userId}/${Date.now()}_${randomBytes(8).toString('hex')}.${extension.toLowerCase()}`;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, encrypt(data, this.config.encryptionKey), { mode: 0o600, flag: 'wx' });
  }

  async get(key: string): Promise<Buffer> {
    return decrypt(await readFile(this.pathOf(key)), this.config.encryptionKey);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Every file of a user (records and data exports), when their account is erased. */
  async deleteAllOf(userId: string): Promise<void> {
    await rm(this.pathOf(userId), { recursive: true, force: true });
  }

  /** Keys are ours, but never let one escape the storage folder. */
  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error('Invalid storage key');
    return path;
  }
}
