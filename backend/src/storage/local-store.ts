import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ConfigError } from '../config/app-config.js';
import { type ObjectStore, StoredFileMissing } from './object-store.js';

/** Local disk (`STORAGE=local`, the default): one file per key under RECORDS_DIR, readable by this user only. */
export class LocalStore implements ObjectStore {
  constructor(private readonly root: string) {}

  async write(key: string, body: Readable): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // `wx`: a key is never reused, so an existing file means a bug; it is refused rather than overwritten.
    const file = await open(path, 'wx', 0o600);
    try {
      await pipeline(body, file.createWriteStream());
    } catch (error) {
      await rm(path, { force: true }); // no half-written file left behind
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    // Opened here rather than by createReadStream, so that a missing file is known before anything is sent.
    const file = await open(this.pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new StoredFileMissing(key) : error;
    });
    return file.createReadStream();
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.pathOf(to);
    await mkdir(dirname(target), { recursive: true });
    await rename(this.pathOf(from), target);
  }

  async removeStale(prefix: string, before: Date): Promise<number> {
    const folder = this.pathOf(prefix);
    const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)));
    let removed = 0;
    for (const name of names) {
      const path = join(folder, name);
      const { mtime } = await stat(path).catch(() => ({ mtime: new Date() }));
      if (mtime < before) {
        await rm(path, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async removeAll(prefix: string): Promise<void> {
    await rm(this.pathOf(prefix), { recursive: true, force: true });
  }

  async check(): Promise<void> {
    try {
      await mkdir(this.root, { recursive: true });
    } catch (error) {
      throw new ConfigError(`RECORDS_DIR ${this.root} cannot be created (${(error as Error).message})`);
    }
  }

  async close(): Promise<void> {}

  /** Keys are ours, but never let one escape the storage folder. */
  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error('Invalid storage key');
    return path;
  }
}
