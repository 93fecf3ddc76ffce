import type { User } from './entities/user.entity.js';

/** The account's first and last name (its profile's), or empty when it has none. */
export const fullName = (user: User): string => [user.profile?.firstName, user.profile?.lastName].filter(Boolean).join(' ');
