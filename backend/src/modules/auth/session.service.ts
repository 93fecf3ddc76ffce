import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import type { RequestOrigin } from '../../common/auth.decorators.js';
import { AppConfig } from '../../config/app-config.js';
import { User } from '../users/entities/user.entity.js';
import { Session } from './entities/session.entity.js';

/** Activity is written back at most this often, so that reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Server-side sessions: an opaque random token in an httpOnly cookie, only its hash in Postgres,
 * with an idle timeout and an absolute lifetime.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  /** `__Host-` pins the cookie to this host over HTTPS; plain HTTP (local development) cannot use it. */
  get cookieName(): string {
    return this.config.secureCookies ? '__Host-mt_session' : 'mt_session';
  }

  /** A new session with a new token (never a reused one). `mfaVerified` when no second factor is due. */
  async create(user: User, origin: RequestOrigin, mfaVerified: boolean): Promise<{ token: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const session = this.em.create(Session, {
      user,
      tokenHash: hashToken(token),
      mfaVerifiedAt: mfaVerified ? new Date() : null,
      expiresAt: new Date(Date.now() + this.config.sessionAbsoluteHours * 3_600_000),
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
    await this.em.flush();
    return { token, session };
  }

  /** The live session for a cookie token, or null if unknown, revoked, idle too long or expired. */
  async resolve(token: string): Promise<Session | null> {
    if (!token || token.length > 200) return null;
    const session = await this.em.findOne(
      Session,
      { tokenHash: hashToken(token), revokedAt: null },
      { populate: ['user', 'user.roles'] },
    );
    if (!session) return null;
    const now = Date.now();
    const idleLimit = session.lastSeenAt.getTime() + this.config.sessionIdleMinutes * 60_000;
    if (session.expiresAt.getTime() <= now || idleLimit <= now || !session.user.isActive) return null;
    if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: new Date(now) });
    }
    return session;
  }

  async revoke(sessionId: string): Promise<void> {
    await this.em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
  }

  async markMfaVerified(sessionId: string): Promise<void> {
    await this.em.nativeUpdate(Session, { id: sessionId }, { mfaVerifiedAt: new Date() });
  }

  /** Ends every session of a user, or every one but `exceptSessionId` (e.g. after a password change). */
  async revokeAllOf(userId: string, exceptSessionId?: string): Promise<number> {
    const where = exceptSessionId ? { user: userId, revokedAt: null, id: { $ne: exceptSessionId } } : { user: userId, revokedAt: null };
    return this.em.nativeUpdate(Session, where, { revokedAt: new Date() });
  }

  setCookie(res: Response, token: string): void {
    res.cookie(this.cookieName, token, {
      httpOnly: true,
      secure: this.config.secureCookies,
      sameSite: 'lax',
      path: '/',
      maxAge: this.config.sessionAbsoluteHours * 3_600_000,
    });
  }

  clearCookie(res: Response): void {
    res.clearCookie(this.cookieName, { httpOnly: true, secure: this.config.secureCookies, sameSite: 'lax', path: '/' });
  }
}

/** Reads one cookie from the Cookie header (no cookie-parser needed for a single value). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
