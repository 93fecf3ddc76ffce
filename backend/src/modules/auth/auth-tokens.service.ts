import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/entities/user.entity.js';
import { AuthToken, type TokenPurpose } from './entities/auth-token.entity.js';
import { hashToken } from './session-token.js';

/** How long an emailed link stays valid. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * 3_600_000,
  password_reset: 3_600_000, // one hour
  invitation: 7 * 24 * 3_600_000,
};

/** Single-use emailed links: issuing one voids the earlier unused ones of the same purpose. */
@Injectable()
export class AuthTokensService {
  async issue(em: EntityManager, user: User, purpose: TokenPurpose): Promise<string> {
    await em.nativeUpdate(AuthToken, { user, purpose, usedAt: null }, { usedAt: new Date() });
    const token = randomBytes(32).toString('base64url');
    em.create(AuthToken, { user, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]) });
    return token;
  }

  /**
   * Marks the token used and returns its user, or null if it is unknown, used or expired.
   * The conditional update makes two concurrent uses of one link succeed only once.
   */
  async consume(em: EntityManager, token: string, purpose: TokenPurpose): Promise<User | null> {
    const row = await em.findOne(AuthToken, { tokenHash: hashToken(token), purpose }, { populate: ['user'] });
    if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
    const claimed = await em.nativeUpdate(AuthToken, { id: row.id, usedAt: null }, { usedAt: new Date() });
    return claimed === 1 ? row.user : null;
  }
}
