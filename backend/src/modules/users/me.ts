import type { Role } from './entities/user-role.entity.js';
import type { User } from './entities/user.entity.js';

/** The signed-in user as the front ends see them. */
export interface Me {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}

/** Expects `roles` and `profile` populated. A user without a role row is a plain user (spec §5). */
export function toMe(user: User): Me {
  const roles = user.roles.getItems().map((r) => r.role);
  return {
    id: user.id,
    email: user.email,
    firstName: user.profile?.firstName ?? '',
    lastName: user.profile?.lastName ?? '',
    roles: roles.length ? roles : ['user'],
  };
}
