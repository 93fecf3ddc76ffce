import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Response } from 'express';
import { RequestContext } from '../../common/request-context.js';
import { AppConfig } from '../../config/app-config.js';
import { UserRole, User, withDefaultRole } from '../users/index.js';
import { Session } from './entities/session.entity.js';
import { hashToken } from './session-token.js';
import { isStaffRole, type Role, STAFF_ROLES } from '@medtour/contracts';

/** Activity is written back at most this often, so that reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

/** A live session as the guard reads it: who, with which roles, and where the second factor stands. */
export interface LiveSession {
  id: string;
  userId: string;
  email: string;
  /** The account's roles (a plain user when it has no role row: spec §5). */
  roles: Role[];
  mfaEnabled: boolean;
  mfaVerified: boolean;
}

/** A session's row with its user's, as `resolve` reads them. */
interface SessionRow {
  id: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  mfa_verified_at: Date | string | null;
  user_id: string;
  email: string;
  is_active: boolean;
  mfa_enabled_at: Date | string | null;
  roles: string[];
}

/** The idle and absolute limits of a session: staff (moderators, admins) get shorter ones than patients. */
interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

/**
 * Server-side sessions: an opaque random token in an httpOnly cookie, only its hash in Postgres,
 * with an idle timeout and an absolute lifetime. Sessions of staff (moderators and admins) have
 * shorter limits (`STAFF_SESSION_IDLE_MINUTES`, `STAFF_SESSION_ABSOLUTE_HOURS`), applied at
 * creation (expiry, cookie lifetime) and on every resolve with the account's current roles, so a
 * patient promoted to staff is held to the staff limits from the next request on.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly context: RequestContext,
  ) {}

  private limits(staff: boolean): SessionLimits {
    return staff
      ? { idleMs: this.config.staffSessionIdleMinutes * 60_000, absoluteMs: this.config.staffSessionAbsoluteHours * 3_600_000 }
      : { idleMs: this.config.sessionIdleMinutes * 60_000, absoluteMs: this.config.sessionAbsoluteHours * 3_600_000 };
  }

  /** Whether the user is a moderator or admin (from the loaded roles, else from the database). */
  private async isStaff(user: User): Promise<boolean> {
    if (user.roles.isInitialized()) return user.roles.getItems().some((r) => isStaffRole(r.role));
    return (await this.em.count(UserRole, { user: user.id, role: { $in: [...STAFF_ROLES] } })) > 0;
  }

  /** `__Host-` pins the cookie to this host over HTTPS; plain HTTP (local development) cannot use it. */
  get cookieName(): string {
    return this.config.secureCookies ? '__Host-mt_session' : 'mt_session';
  }

  /**
   * A new session with a new token (never a reused one). `mfaVerified` when no second factor is due.
   * The client address and agent of the request that opened it are kept on the row.
   */
  async create(user: User, mfaVerified: boolean): Promise<{ token: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const origin = this.context.origin;
    const { absoluteMs } = this.limits(await this.isStaff(user));
    const session = this.em.create(Session, {
      user,
      tokenHash: hashToken(token),
      mfaVerifiedAt: mfaVerified ? new Date() : null,
      expiresAt: new Date(Date.now() + absoluteMs),
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
    await this.em.flush();
    return { token, session };
  }

  /**
   * The live session for a cookie token, or null if unknown, revoked, idle too long or expired.
   * Staff limits follow the account's current roles.
   */
  async resolve(token: string): Promise<LiveSession | null> {
    if (!token || token.length > 200) return null;
    // One statement, read as plain rows: it runs before every signed-in request, and building and hydrating the
    // session, its user and their roles as entities cost more than the query itself (issue 50: a chat's first text).
    const [row] = await this.em.execute<SessionRow[]>(
      `select s.id, s.created_at, s.last_seen_at, s.expires_at, s.mfa_verified_at,
              u.id as user_id, u.email, u.is_active, u.mfa_enabled_at,
              coalesce(array_agg(r.role::text) filter (where r.role is not null), '{}') as roles
         from sessions s
         join users u on u.id = s.user_id
         left join user_roles r on r.user_id = u.id
        where s.token_hash = ? and s.revoked_at is null
        group by s.id, u.id`,
      [hashToken(token)],
    );
    if (!row) return null;
    const roles = withDefaultRole(row.roles as Role[]);
    const now = Date.now();
    const lastSeenAt = new Date(row.last_seen_at).getTime();
    const { idleMs, absoluteMs } = this.limits(roles.some(isStaffRole));
    const expiry = Math.min(new Date(row.expires_at).getTime(), new Date(row.created_at).getTime() + absoluteMs);
    if (expiry <= now || lastSeenAt + idleMs <= now || !row.is_active) return null;
    if (now - lastSeenAt > TOUCH_INTERVAL_MS) {
      await this.em.nativeUpdate(Session, { id: row.id }, { lastSeenAt: new Date(now) });
    }
    return {
      id: row.id,
      userId: row.user_id,
      email: row.email,
      roles,
      mfaEnabled: row.mfa_enabled_at !== null,
      mfaVerified: row.mfa_verified_at !== null,
    };
  }

  async revoke(sessionId: string): Promise<void> {
    await this.em.nativeUpdate(Session, { id: sessionId, revokedAt: null }, { revokedAt: new Date() });
  }

  async markMfaVerified(sessionId: string): Promise<void> {
    await this.em.nativeUpdate(Session, { id: sessionId }, { mfaVerifiedAt: new Date() });
  }

  /** Ends every session of a user, or every one but `exceptSessionId` (e.g. after a password change); in the caller's transaction when given one. */
  async revokeAllOf(userId: string, exceptSessionId?: string, em: EntityManager = this.em): Promise<number> {
    const where = exceptSessionId ? { user: userId, revokedAt: null, id: { $ne: exceptSessionId } } : { user: userId, revokedAt: null };
    return em.nativeUpdate(Session, where, { revokedAt: new Date() });
  }

  /**
   * Sets the session cookie, living as long as the session (shorter for staff). An answer that
   * sets or clears the session cookie is never stored by a cache.
   */
  setCookie(res: Response, token: string, expiresAt: Date): void {
    // Whole seconds: the session was created a moment ago, the cookie ends when it does.
    const maxAge = Math.max(0, Math.round((expiresAt.getTime() - Date.now()) / 1000) * 1000);
    res.setHeader('Cache-Control', 'no-store');
    res.cookie(this.cookieName, token, {
      httpOnly: true,
      secure: this.config.secureCookies,
      sameSite: 'lax',
      path: '/',
      maxAge,
    });
  }

  clearCookie(res: Response): void {
    res.setHeader('Cache-Control', 'no-store');
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
