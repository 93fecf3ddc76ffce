import type { Readable } from 'node:stream';

/**
 * Where the storage port (`FileStorage`) keeps its bytes: local disk or an S3 bucket. Adapters move
 * bytes that are already encrypted and know nothing of encryption, patients or HTTP.
 */
export interface ObjectStore {
  /** Stores the stream under `key`. */
  write(key: string, body: Readable): Promise<void>;
  /** The stored bytes as a stream; `StoredFileMissing` (before any byte) when there is no such object. */
  read(key: string): Promise<Readable>;
  /** Moves an object to another key (an upload staged while it streamed in, to its owner's folder). */
  move(from: string, to: string): Promise<void>;
  /** Removes the objects under `prefix` (which ends with "/") last written before `before`: uploads abandoned half-way. */
  removeStale(prefix: string, before: Date): Promise<number>;
  /** Removes one object; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which ends with "/"). */
  removeAll(prefix: string): Promise<void>;
  /** Start-up check that the store can be used; throws a `ConfigError` naming the setting that does not work. */
  check(): Promise<void>;
  /** Releases connections when the process stops. */
  close(): Promise<void>;
}

/** A row names a file whose object is not in the store (lost, restored from an older backup, erased behind our back). */
export class StoredFileMissing extends Error {
  constructor(readonly key: string) {
    super('Stored file is missing');
  }
}
