import { createHash } from 'node:crypto';

/** What is stored of a session or account token: its SHA-256 (hex). The token itself is only ever in the cookie or the link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
