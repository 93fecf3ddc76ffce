import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { SIGN_IN_LINK } from '@medtour/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../users/index.js';
import { AuthToken, type TokenPurpose } from './entities/auth-token.entity.js';
import { hashToken } from './session-token.js';

/** How long an emailed link stays valid. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * 3_600_000,
  password_reset: 3_600_000, // one hour
  invitation: 7 * 24 * 3_600_000,
  sign_in_link: SIGN_IN_LINK.lifetimeMinutes * 60_000,
  close_account: 24 * 3_600_000,
};

/**
 * Whether a new link voids the earlier unused ones of its purpose. A verification link does not: a
 * newcomer who asked twice may open either email, and the first one used ends them all. A reset
 * link does (an older one may sit in a mailbox someone else reads), and so does an invitation. A
 * sign-in link does not: anyone may ask for one for any email, and voiding would let a stranger's
 * requests spoil the link the owner is about to open (the first one used ends them all).
 */
const VOIDS_EARLIER: Record<TokenPurpose, boolean> = {
  verify_email: false,
  password_reset: true,
  invitation: true,
  sign_in_link: false,
  // The link of the latest request is the one that confirms it.
  close_account: true,
};

/** Single-use emailed links. */
@Injectable()
export class AuthTokensService {
  async issue(em: EntityManager, user: User, purpose: TokenPurpose): Promise<string> {
    if (VOIDS_EARLIER[purpose]) await this.voidUnused(em, user, purpose);
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
    if (claimed !== 1) return null;
    // Used once: the other links of this purpose have nothing left to do.
    await this.voidUnused(em, row.user, purpose);
    return row.user;
  }

  /** When the user's links of `purpose` were sent since `since` (used or not), newest first: how often we emailed them one. */
  async sentSince(em: EntityManager, user: User, purpose: TokenPurpose, since: Date): Promise<Date[]> {
    const rows = await em.find(
      AuthToken,
      { user, purpose, createdAt: { $gte: since } },
      { orderBy: { createdAt: 'desc' }, fields: ['createdAt'] },
    );
    return rows.map((row) => row.createdAt);
  }

  private async voidUnused(em: EntityManager, user: User, purpose: TokenPurpose): Promise<void> {
    await em.nativeUpdate(AuthToken, { user, purpose, usedAt: null }, { usedAt: new Date() });
  }
}
