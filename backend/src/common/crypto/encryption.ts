import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 1;

/**
 * AES-256-GCM with a random 96-bit IV: `version(1) | iv(12) | tag(16) | ciphertext`.
 * Authenticated, so a tampered or truncated blob fails to decrypt instead of yielding garbage.
 */
export function encrypt(plaintext: Buffer, key: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
}

export function decrypt(blob: Buffer, key: Buffer): Buffer {
  if (blob.length < 29 || blob[0] !== VERSION) throw new Error('Unsupported encrypted data');
  const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(1, 13));
  decipher.setAuthTag(blob.subarray(13, 29));
  return Buffer.concat([decipher.update(blob.subarray(29)), decipher.final()]);
}

/** Strings in and out, as base64 text (for database columns and job payloads). */
export function encryptText(text: string, key: Buffer): string {
  return encrypt(Buffer.from(text, 'utf8'), key).toString('base64');
}

export function decryptText(blob: string, key: Buffer): string {
  return decrypt(Buffer.from(blob, 'base64'), key).toString('utf8');
}
