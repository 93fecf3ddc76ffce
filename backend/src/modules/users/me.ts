import type { Me, Role } from '@medtour/contracts';
import type { User } from './entities/user.entity.js';

/** An account's roles from its role rows: without one, a plain user (spec §5). */
export const withDefaultRole = (roles: readonly Role[]): Role[] => (roles.length ? [...roles] : ['user']);

/** Expects `roles` populated. */
export const rolesOf = (user: User): Role[] => withDefaultRole(user.roles.getItems().map((r) => r.role));

/** Expects `roles` and `profile` populated. */
export function toMe(user: User, mfaVerified: boolean): Me {
  return {
    id: user.id,
    email: user.email,
    firstName: user.profile?.firstName ?? '',
    lastName: user.profile?.lastName ?? '',
    roles: rolesOf(user),
    emailVerified: !!user.emailVerifiedAt,
    mfaEnabled: !!user.mfaEnabledAt,
    mfaVerified,
    currency: user.currency ?? null,
  };
}
