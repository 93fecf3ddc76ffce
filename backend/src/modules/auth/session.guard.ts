import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { ALLOW_MFA_PENDING, type AuthContext, IS_PUBLIC, REQUIRED_ROLES } from '../../common/auth.decorators.js';
import { RequestContext } from '../../common/request-context.js';
import { rolesOf } from '../users/me.js';
import { readCookie, SessionService } from './session.service.js';
import { API_MESSAGES, isStaffRole, type Role } from '@medtour/contracts';

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const MFA_PENDING = 'Two-factor verification required. Enter the code from your authenticator app.';
export const MFA_REQUIRED = 'Two-factor authentication is required for staff accounts. Set it up to continue.';

/**
 * Global guard: lets `@Public()` routes through, resolves the session cookie on every other route, then enforces
 * `@AllowMfaPending()` and `@Roles()`. Routes are closed by default. Staff roles are in effect
 * only with the second factor: enabled on the account and checked in this session.
 *
 * Every answer of a closed route (a signed-in answer, or its refusal) is `Cache-Control: no-store`:
 * personal and medical data must not stay in a browser's or a proxy's cache. The header is set
 * before the session is checked, so error answers carry it too. Public answers are left alone.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly context: RequestContext,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    // Public routes never read the session: no lookup (and no activity write) on the hot catalogue paths.
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<Request & { auth?: AuthContext }>();
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    const token = readCookie(request.headers.cookie, this.sessions.cookieName);
    if (token) {
      const session = await this.sessions.resolve(token);
      if (session) {
        const mfaEnabled = !!session.user.mfaEnabledAt;
        const accountRoles = rolesOf(session.user);
        request.auth = {
          userId: session.user.id,
          sessionId: session.id,
          email: session.user.email,
          // Staff roles are granted here, once, only with the second factor done: every check
          // downstream (roles of a route, premium, what the subscription page says) reads these.
          roles: mfaEnabled && session.mfaVerifiedAt ? accountRoles : withoutStaffRoles(accountRoles),
          accountRoles,
          mfaEnabled,
          mfaPending: mfaEnabled && !session.mfaVerifiedAt,
        };
        this.context.setActor(session.user.id); // the audit log's actor for the rest of the request
      }
    }

    const auth = request.auth;
    if (!auth) throw new UnauthorizedException(SIGN_IN_REQUIRED);
    if (auth.mfaPending && !this.reflector.getAllAndOverride<boolean>(ALLOW_MFA_PENDING, targets)) {
      throw new UnauthorizedException({ message: MFA_PENDING, code: 'mfa_pending' });
    }

    const required = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (!required?.length) return true;
    if (required.some((role) => auth.roles.includes(role))) return true;
    // A staff account without two-factor: the back office sends it to set it up (a pending second
    // factor never gets here).
    if (required.some((role) => auth.accountRoles.includes(role))) {
      throw new ForbiddenException({ message: MFA_REQUIRED, code: 'mfa_required' });
    }
    throw new ForbiddenException(API_MESSAGES.accessDenied);
  }
}

/** An account's roles without its staff roles: a plain signed-in user's. */
function withoutStaffRoles(roles: Role[]): Role[] {
  const kept = roles.filter((role) => !isStaffRole(role));
  return kept.length ? kept : ['user'];
}
