import { gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

/** Smaller bodies gain too little to be worth the header and the CPU. */
export const GZIP_MIN_BYTES = 1024;

/**
 * gzip for responses sent whole with `res.send` / `res.json`: server-rendered pages and API JSON.
 * The finished body is compressed in one call and sent with its length in one write, which costs
 * a fraction of a streaming compressor (no thread-pool round trips, no chunked encoding). The
 * patient site's static files are compressed once, at build time (see web-handler.ts), and answers
 * reused by many requests once, when first asked for (`JsonAnswer`).
 */
export function gzipResponses(req: Request, res: Response, next: NextFunction): void {
  if (!req.acceptsEncodings('gzip')) return next();
  const send = res.send.bind(res);
  res.send = ((body?: unknown) => {
    const compressible =
      (typeof body === 'string' || Buffer.isBuffer(body)) &&
      req.method !== 'HEAD' &&
      res.statusCode !== 204 &&
      res.statusCode !== 304 &&
      !res.getHeader('Content-Encoding');
    if (!compressible) return send(body);
    const raw = typeof body === 'string' ? Buffer.from(body, 'utf8') : (body as Buffer);
    res.vary('Accept-Encoding');
    if (raw.length < GZIP_MIN_BYTES) return send(body);
    // What `res.send` would have set for a string body, which it no longer sees.
    if (typeof body === 'string') {
      const type = res.get('Content-Type') ?? 'text/html';
      res.set('Content-Type', /charset=/i.test(type) ? type : `${type}; charset=utf-8`);
    }
    res.setHeader('Content-Encoding', 'gzip');
    return send(gzipSync(raw));
  }) as Response['send'];
  next();
}
