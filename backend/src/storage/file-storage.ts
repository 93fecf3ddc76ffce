import { randomBytes } from 'node:crypto';
import { pipeline, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { Logger, NotFoundException, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { decrypt, decryptingStream, encryptingStream } from '../common/crypto/encryption.js';
import { type ObjectStore, StoredFileMissing } from './object-store.js';

export { StoredFileMissing } from './object-store.js';

/** Where uploads wait while they stream in (no user's folder: see `stagingKey`). */
const STAGING_PREFIX = 'uploads/';

/** A file on its way to a download: the decrypting stream, and what the answer's headers say. */
export interface StoredDownload {
  stream: Readable;
  name: string;
  mimeType: string;
  sizeBytes: number;
}

/**
 * The storage port: every file of the product (medical records, trip documents, data exports) goes
 * through here, under server-generated keys `<user id>/…` (spec §3), so that a patient's files are
 * erased together. Bytes are encrypted in this process before they reach the store (local disk or
 * S3: `ObjectStore`) and decrypted as they come back, as streams: a file is never whole in memory
 * on the way in or out, except where a caller asks for it whole (`get`).
 */
export class FileStorage implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(FileStorage.name);

  constructor(
    private readonly store: ObjectStore,
    private readonly key: Buffer,
  ) {}

  /** Refuses to start on a store that cannot be used (a missing bucket, wrong keys, nothing answering). */
  async onModuleInit(): Promise<void> {
    await this.store.check();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }

  /** A fresh key for a user's file; the extension comes from the detected type, lower-case. */
  newKey(userId: string, extension: string): string {
    return `${userId}/${Date.now()}_${randomBytes(8).toString('hex')}.${extension.toLowerCase()}`;
  }

  /**
   * A fresh key for an upload while it streams in, before anyone knows whose folder it goes to or
   * whether it is kept: under `STAGING_PREFIX`, moved to its owner's folder (`keep`) or deleted.
   */
  stagingKey(): string {
    return `${STAGING_PREFIX}${Date.now()}_${randomBytes(12).toString('hex')}`;
  }

  /** Moves a staged upload to its key in its owner's folder. */
  async keep(stagingKey: string, key: string): Promise<void> {
    await this.store.move(stagingKey, key);
  }

  /** Removes staged uploads older than `before`: a process stopped while a file streamed in leaves one behind. */
  removeStaleUploads(before: Date): Promise<number> {
    return this.store.removeStale(STAGING_PREFIX, before);
  }

  /** Encrypts (streamed format, version 2) on the way to the store. */
  async put(key: string, data: Buffer | Readable): Promise<void> {
    const source = Buffer.isBuffer(data) ? Readable.from([data]) : data;
    // pipeline: an error on either side ends both, and reaches the store's write.
    const encrypted = pipeline(source, encryptingStream(this.key), () => {});
    await this.store.write(key, encrypted);
  }

  /** The whole file, decrypted: authenticated before anything is returned (small files, checks; the rest use `open`). */
  async get(key: string): Promise<Buffer> {
    return decrypt(await buffer(await this.store.read(key)), this.key);
  }

  /**
   * The file as a decrypting stream. GCM authenticates at the end: a tampered file fails with an
   * error before its last bytes have gone out (a download is then cut short, see `decryptingStream`).
   */
  async open(key: string): Promise<Readable> {
    return pipeline(await this.store.read(key), decryptingStream(this.key), () => {});
  }

  /**
   * Opens a file for a download, then runs `before` (the download's audit) before handing it over.
   * A row whose object is gone is answered 404 with `notFound` and logged for staff by ids only
   * (never a name or a byte of health data), instead of a 500. If `before` fails, the file is closed:
   * an unread S3 body would hold its connection.
   */
  async download(
    key: string,
    notFound: { message: string; ids: Record<string, string> },
    before: () => Promise<unknown> = async () => {},
  ): Promise<Readable> {
    let stream: Readable;
    try {
      stream = await this.open(key);
    } catch (error) {
      if (!(error instanceof StoredFileMissing)) throw error;
      const ids = Object.entries(notFound.ids).map(([name, id]) => `${name} ${id}`);
      this.logger.warn(`Stored file missing, answered 404: ${[...ids, `key ${key}`].join(', ')}`);
      throw new NotFoundException(notFound.message);
    }
    try {
      await before();
      return stream;
    } catch (error) {
      stream.destroy();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.store.remove(key);
  }

  /** Every file of a user (records, trip documents and data exports), when their account is erased. */
  async deleteAllOf(userId: string): Promise<void> {
    if (!/^[0-9a-f-]{36}$/i.test(userId)) throw new Error('Invalid user id'); // never an empty or partial prefix
    await this.store.removeAll(`${userId}/`);
  }
}
