import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@medtour/contracts';

export const ALLOW_MFA_PENDING = 'auth:mfa-pending';

/** The route is reachable between the password and the second factor (verify the code, sign out). */
export const AllowMfaPending = () => SetMetadata(ALLOW_MFA_PENDING, true);

/** Who is calling, as resolved by the session guard. */
export interface AuthContext {
  userId: string;
  sessionId: string;
  email: string;
  /**
   * The roles in effect. A staff role (moderator, admin) counts only once the second factor is
   * complete — enabled on the account and checked in this session — so no staff privilege (the back
   * office, premium tools, anything reading these roles) is had on a password alone.
   */
  roles: Role[];
  /** The account's roles, second factor or not: only to tell a staff account that it must set one up. */
  accountRoles: Role[];
  /** The account has TOTP enabled. */
  mfaEnabled: boolean;
  /** Password checked, second factor not yet. */
  mfaPending: boolean;
}

export const CurrentAuth = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthContext | undefined => {
  return ctx.switchToHttp().getRequest().auth;
});
