import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { ALLOW_MFA_PENDING, type AuthContext } from '../../common/auth.decorators.js';
import { RequestContext } from '../../common/request-context.js';
import { readCookie, SessionService } from './session.service.js';
import { type Access, allows, API_MESSAGES, isStaffRole, operationAccess, type Role } from '@medtour/contracts';

export const SIGN_IN_REQUIRED = API_MESSAGES.signInRequired;
export const MFA_PENDING = API_MESSAGES.mfaPending;
export const MFA_REQUIRED = 'Two-factor authentication is required for staff accounts. Set it up to continue.';

/**
 * Global guard: applies the permission table (`PERMISSIONS` in contracts) to every route, from the
 * route's method and path. Public operations never read the session; every other resolves the
 * session cookie, then enforces `@AllowMfaPending()` and the access the table names (signed-in,
 * staff, admin). A route the table does not know is admin-only. Staff roles are in effect
 * only with the second factor: enabled on the account and checked in this session.
 *
 * Every answer of a closed route (a signed-in answer, or its refusal) is `Cache-Control: no-store`:
 * personal and medical data must not stay in a browser's or a proxy's cache. The header is set
 * before the session is checked, so error answers carry it too. Public answers are left alone.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  /** The access of each route handler, worked out from the table on its first request. */
  private readonly accessByHandler = new WeakMap<object, Access>();

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly context: RequestContext,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { auth?: AuthContext }>();
    const access = this.accessOf(context.getHandler(), request);
    // Public routes never read the session: no lookup (and no activity write) on the hot catalogue paths.
    if (access === 'public') return true;
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    const token = readCookie(request.headers.cookie, this.sessions.cookieName);
    if (token) {
      const session = await this.sessions.resolve(token);
      if (session) {
        request.auth = {
          userId: session.userId,
          sessionId: session.id,
          email: session.email,
          // Staff roles are granted here, once, only with the second factor done: every check
          // downstream (roles of a route, premium, what the subscription page says) reads these.
          roles: session.mfaEnabled && session.mfaVerified ? session.roles : withoutStaffRoles(session.roles),
          accountRoles: session.roles,
          mfaEnabled: session.mfaEnabled,
          mfaPending: session.mfaEnabled && !session.mfaVerified,
        };
        this.context.setActor(session.userId); // the audit log's actor for the rest of the request
      }
    }

    const auth = request.auth;
    if (!auth) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    if (auth.mfaPending && !this.reflector.getAllAndOverride<boolean>(ALLOW_MFA_PENDING, [context.getHandler(), context.getClass()])) {
      throw new UnauthorizedException({ message: MFA_PENDING, code: 'mfa_pending' });
    }
    if (allows(access, auth.roles)) return true;
    // A staff account without two-factor: the back office sends it to set it up (a pending second
    // factor never gets here).
    if (allows(access, auth.accountRoles)) throw new ForbiddenException({ message: MFA_REQUIRED, code: 'mfa_required' });
    throw new ForbiddenException(API_MESSAGES.accessDenied);
  }

  /** The access the table names for the route a handler serves (Express's matched route path, e.g. `/api/admin/reviews/:id`). */
  private accessOf(handler: object, request: Request): Access {
    let access = this.accessByHandler.get(handler);
    if (access === undefined) {
      const path = (request.route as { path?: unknown } | undefined)?.path;
      // Without a matched route path there is nothing to look up: the strictest access.
      access = typeof path === 'string' ? operationAccess(request.method, path) : 'admin';
      this.accessByHandler.set(handler, access);
    }
    return access;
  }
}

/** An account's roles without its staff roles: a plain signed-in user's. */
function withoutStaffRoles(roles: Role[]): Role[] {
  const kept = roles.filter((role) => !isStaffRole(role));
  return kept.length ? kept : ['user'];
}
