import { createHash } from 'node:crypto';
import { pipeline, type Readable, Transform } from 'node:stream';
import { MulterModule } from '@nestjs/platform-express';
import { FileStorage } from '../../storage/file-storage.js';
import { type DetectedType, FileTypeSniffer } from './file-type.js';

/**
 * An uploaded file as the route sees it: already encrypted in the store under a staging key, with
 * what was learnt while it streamed in. The route's service checks it, then moves it to its owner's
 * folder (`FileStorage.keep`) or deletes it.
 */
export interface StagedUpload {
  originalname: string;
  stagingKey: string;
  size: number;
  sha256: string;
  /** By content (magic bytes, Word's markers), never by name; null for any other type. */
  type: DetectedType | null;
}

/** The part of multer's storage-engine contract used here (its types are not a dependency). */
interface StorageEngine {
  _handleFile(req: unknown, file: { stream: Readable }, callback: (error: Error | null, info?: object) => void): void;
  _removeFile(req: unknown, file: object, callback: (error: Error | null) => void): void;
}

/**
 * Multer's storage for medical records and trip documents (issue 55): each file is streamed through
 * the type check, the checksum and the encryption into the store as it arrives, so that no upload is
 * ever whole in memory, with S3 as on local disk. A file cut off at the size limit is still stored
 * whole-so-far, then removed by multer (`_removeFile`) before the 413; one whose request fails is
 * removed here.
 */
function stagedUploads(storage: FileStorage): StorageEngine {
  return {
    _handleFile(_req, file, callback) {
      const stagingKey = storage.stagingKey();
      const sniffer = new FileTypeSniffer();
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          hash.update(chunk);
          sniffer.push(chunk);
          done(null, chunk);
        },
      });
      storage
        .put(
          stagingKey,
          pipeline(file.stream, measure, () => {}),
        )
        .then(
          () => callback(null, { stagingKey, size, sha256: hash.digest('hex'), type: sniffer.result() }),
          (error: Error) =>
            void storage
              .delete(stagingKey)
              .catch(() => undefined)
              .finally(() => callback(error)),
        );
    },
    _removeFile(_req, file, callback) {
      storage.delete((file as StagedUpload).stagingKey).then(
        () => callback(null),
        (error: Error) => callback(error),
      );
    },
  };
}

/** The module import that gives a module's upload routes (`FileInterceptor`) the staged storage. */
export const StagedUploadsModule = MulterModule.registerAsync({
  inject: [FileStorage],
  useFactory: (storage: FileStorage) => ({ storage: stagedUploads(storage) }),
});
