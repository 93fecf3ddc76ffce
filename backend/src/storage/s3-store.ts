import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { ConfigError, type S3Settings } from '../config/app-config.js';
import { type ObjectStore, StoredFileMissing } from './object-store.js';

/** The start-up check (HeadBucket) gives up after this long: an unreachable store stops the process, it does not hang it. */
const CHECK_TIMEOUT_MS = 5_000;

/** A client for the settings: AWS S3, or any store speaking its API (`S3_ENDPOINT`). */
export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without keys, the SDK's own chain (an instance or task role, AWS_* variables).
    credentials: settings.accessKeyId ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey! } : undefined,
    // Checksums only where S3 demands them: every byte is already authenticated end to end by the
    // GCM tag, and several S3-compatible stores refuse the SDK's default checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request instead of holding it (and its socket) for ever.
    requestHandler: { connectionTimeout: CHECK_TIMEOUT_MS, requestTimeout: 30_000 },
  });
}

/** The S3 API (`STORAGE=s3`): one object per key in `S3_BUCKET`. */
export class S3Store implements ObjectStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  /** `pageSize`: keys listed (and deleted) per request by `removeAll`; S3's maximum, smaller in tests. */
  constructor(
    private readonly settings: S3Settings,
    private readonly pageSize = 1000,
  ) {
    this.client = s3Client(settings);
    this.bucket = settings.bucket;
  }

  async write(key: string, body: Readable): Promise<void> {
    // lib-storage sends a small file in one PutObject and a large one as a multipart upload, holding
    // at most a few 5 MB parts in memory: the file is never whole in this process.
    await new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: body } }).done();
  }

  async read(key: string): Promise<Readable> {
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Body as Readable;
    } catch (error) {
      if (error instanceof S3ServiceException && error.name === 'NoSuchKey') throw new StoredFileMissing(key);
      throw error;
    }
  }

  async move(from: string, to: string): Promise<void> {
    // A copy within the bucket (S3 copies the bytes itself, up to 5 GB), then the staged object goes.
    await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: encodeURI(`${this.bucket}/${from}`) }));
    await this.remove(from);
  }

  async removeStale(prefix: string, before: Date): Promise<number> {
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: this.pageSize, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? [])
        if (object.LastModified && object.LastModified < before) {
          await this.remove(object.Key!);
          removed++;
        }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return removed;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async removeAll(prefix: string): Promise<void> {
    // Page by page, each page deleted in one request; deleting does not disturb the listing's order,
    // and each next page starts after the last key seen.
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: this.pageSize, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).map((object) => ({ Key: object.Key! }));
      if (keys.length) {
        const result = await this.client.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }));
        if (result.Errors?.length) throw new Error(`Could not delete ${result.Errors.length} stored objects (${result.Errors[0]!.Code})`);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async check(): Promise<void> {
    const where = this.settings.endpoint ? `at S3_ENDPOINT ${this.settings.endpoint}` : `in S3_REGION ${this.settings.region}`;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    } catch (error) {
      if ((error as Error).name === 'CredentialsProviderError')
        throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are not set, and the AWS SDK found no credentials of its own');
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      if (status === 404) throw new ConfigError(`S3_BUCKET "${this.bucket}" does not exist ${where}`);
      if (status === 403 || status === 401)
        throw new ConfigError(`S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY may not use S3_BUCKET "${this.bucket}" ${where} (HTTP ${status})`);
      throw new ConfigError(
        `S3_BUCKET "${this.bucket}" cannot be reached ${where} (${(error as Error).name}: ${(error as Error).message})`,
      );
    }
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
