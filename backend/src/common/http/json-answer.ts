import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { type Sent, sent } from '../../openapi/answers.js';
import { GZIP_MIN_BYTES } from './gzip.middleware.js';

/**
 * A JSON answer serialised once, for answers that many requests reuse (the public catalogue's, kept
 * by `CatalogueCache`): its bytes, its ETag, and its gzip, compressed the first time a client accepts
 * it (the patient site's loaders call the API without gzip). Sending it costs no JSON.stringify, no
 * compression and no hashing; the answer is the one `res.json` and the gzip middleware would send:
 * `application/json; charset=utf-8`, `Vary: Accept-Encoding`, gzip from 1 kB when accepted, a weak
 * ETag (Express's format, of the JSON) and 304 to a matching `If-None-Match`.
 */
export class JsonAnswer<T = unknown> {
  readonly json: Buffer;
  readonly etag: string;
  private gzipped?: Buffer;

  constructor(value: T) {
    this.json = Buffer.from(JSON.stringify(value), 'utf8');
    this.etag = `W/"${this.json.length.toString(16)}-${createHash('sha1').update(this.json).digest('base64').slice(0, 27)}"`;
  }

  /** Answers the request with it (Express's `res.send` does the freshness check, HEAD and Content-Length). */
  send(req: Request, res: Response): Sent<T> {
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('ETag', this.etag);
    res.vary('Accept-Encoding');
    if (this.json.length >= GZIP_MIN_BYTES && req.acceptsEncodings('gzip')) {
      res.setHeader('Content-Encoding', 'gzip');
      res.send((this.gzipped ??= gzipSync(this.json)));
    } else {
      res.send(this.json);
    }
    return sent<T>();
  }
}
