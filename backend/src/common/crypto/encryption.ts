import { createCipheriv, createDecipheriv, type DecipherGCM, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

const WHOLE = 1;
const STREAMED = 2;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM with a random 96-bit IV, in two layouts:
 * - version 1, `version(1) | iv(12) | tag(16) | ciphertext`: whole buffers (database columns, job
 *   payloads, and files stored before streaming); the tag comes first, so it needs all the data at once.
 * - version 2, `version(2) | iv(12) | ciphertext | tag(16)`: files, written by `encryptingStream`
 *   (the tag is only known once the last byte has been encrypted, so it goes at the end).
 * Both are authenticated, so a tampered or truncated blob fails to decrypt instead of yielding garbage.
 */
export function encrypt(plaintext: Buffer, key: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([WHOLE]), iv, cipher.getAuthTag(), body]);
}

/** Either version, whole: nothing is returned unless the tag checks out. */
export function decrypt(blob: Buffer, key: Buffer): Buffer {
  const header = 1 + IV_BYTES;
  if (blob.length < header + TAG_BYTES || (blob[0] !== WHOLE && blob[0] !== STREAMED)) throw new Error('Unsupported encrypted data');
  const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(1, header));
  const [tag, body] =
    blob[0] === WHOLE
      ? [blob.subarray(header, header + TAG_BYTES), blob.subarray(header + TAG_BYTES)]
      : [blob.subarray(blob.length - TAG_BYTES), blob.subarray(header, blob.length - TAG_BYTES)];
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

/** Strings in and out, as base64 text (for database columns and job payloads). */
export function encryptText(text: string, key: Buffer): string {
  return encrypt(Buffer.from(text, 'utf8'), key).toString('base64');
}

export function decryptText(blob: string, key: Buffer): string {
  return decrypt(Buffer.from(blob, 'base64'), key).toString('utf8');
}

/** Plaintext in, version 2 out: the header first, ciphertext as it comes, the tag when the input ends. */
export function encryptingStream(key: Buffer): Transform {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!started) {
        started = true;
        this.push(Buffer.concat([Buffer.from([STREAMED]), iv]));
      }
      done(null, cipher.update(chunk));
    },
    flush(done) {
      if (!started) this.push(Buffer.concat([Buffer.from([STREAMED]), iv])); // an empty file
      done(null, Buffer.concat([cipher.final(), cipher.getAuthTag()]));
    },
  });
}

/**
 * Version 1 or 2 in, plaintext out as it comes. GCM only authenticates at the end, so the stream
 * holds back its last piece of plaintext until the tag has checked out: a tampered or truncated file
 * fails with an error before its end has gone out, and a consumer that knows the length (a download's
 * Content-Length) sees it incomplete. What went out before the error is unauthenticated: discard it.
 * For version 2 the last 16 bytes seen are held back at every step too: they may be the tag.
 */
export function decryptingStream(key: Buffer): Transform {
  let head = Buffer.alloc(0); // until the header is complete
  let decipher: DecipherGCM | undefined;
  let version = 0;
  let held = Buffer.alloc(0); // version 2: the bytes that may be the tag
  let last: Buffer | undefined; // the newest plaintext, sent once more follows or the tag checks out

  const open = (data: Buffer): Buffer | undefined => {
    head = Buffer.concat([head, data]);
    if (head[0] !== WHOLE && head[0] !== STREAMED) throw new Error('Unsupported encrypted data');
    const size = 1 + IV_BYTES + (head[0] === WHOLE ? TAG_BYTES : 0);
    if (head.length < size) return undefined;
    version = head[0];
    decipher = createDecipheriv('aes-256-gcm', key, head.subarray(1, 1 + IV_BYTES));
    if (version === WHOLE) decipher.setAuthTag(head.subarray(1 + IV_BYTES, size));
    return head.subarray(size);
  };
  /** Ciphertext to decipher now (for version 2, all but the last 16 bytes seen). */
  const ciphertext = (body: Buffer): Buffer => {
    if (version === WHOLE) return body;
    const all = held.length ? Buffer.concat([held, body]) : body;
    const cut = Math.max(0, all.length - TAG_BYTES);
    held = Buffer.from(all.subarray(cut)); // a copy: `all` may be the caller's chunk
    return all.subarray(0, cut);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      try {
        const body = decipher ? chunk : open(chunk);
        const plaintext = body?.length ? decipher!.update(ciphertext(body)) : undefined;
        if (plaintext?.length) {
          if (last) this.push(last);
          last = plaintext;
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        if (!decipher || (version === STREAMED && held.length < TAG_BYTES)) throw new Error('Encrypted data is truncated');
        if (version === STREAMED) decipher.setAuthTag(held);
        const end = decipher.final(); // throws unless the tag checks out
        done(null, Buffer.concat([last ?? Buffer.alloc(0), end]));
      } catch (error) {
        done(error as Error);
      }
    },
  });
}
