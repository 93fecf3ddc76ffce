import type { Me, Role } from '@medtour/contracts';
import type { User } from './entities/user.entity.js';

/** A user without a role row is a plain user (spec §5). */
export function rolesOf(user: User): Role[] {
  const roles = user.roles.getItems().map((r) => r.role);
  return roles.length ? roles : ['user'];
}

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
