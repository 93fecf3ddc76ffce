import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { type AuthContext, IS_PUBLIC, REQUIRED_ROLES } from '../../common/auth.decorators.js';
import type { Role } from '../users/entities/user-role.entity.js';
import { readCookie, SessionService } from './session.service.js';

export const ACCESS_DENIED = 'Access denied. You do not have permission to perform this action.';
export const SIGN_IN_REQUIRED = 'Please sign in to continue.';

/**
 * Global guard: resolves the session cookie on every route, then enforces `@Public()` and
 * `@Roles()`. Routes are closed by default: a route without `@Public()` needs a session.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { auth?: AuthContext }>();
    const token = readCookie(request.headers.cookie, this.sessions.cookieName);
    if (token) {
      const session = await this.sessions.resolve(token);
      if (session) {
        const roles = session.user.roles.getItems().map((r) => r.role);
        request.auth = { userId: session.user.id, sessionId: session.id, email: session.user.email, roles: roles.length ? roles : ['user'] };
      }
    }

    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    if (!request.auth) throw new UnauthorizedException(SIGN_IN_REQUIRED);

    const required = this.reflector.getAllAndOverride<Role[] | undefined>(REQUIRED_ROLES, targets);
    if (required?.length && !required.some((role) => request.auth!.roles.includes(role))) {
      throw new ForbiddenException(ACCESS_DENIED);
    }
    return true;
  }
}
