import { type CoordinatorView, initialsOf } from '@medtour/contracts';
import type { User } from './entities/user.entity.js';

/**
 * The name a staff member shows patients (issue 31): the display name they set, else their first
 * name — never their email, nor their surname unless they put it in the display name. Expects
 * `profile` populated.
 */
export const shownName = (user: User): string => user.profile?.displayName || user.profile?.firstName || '';

/** A staff member as patients see them: the shown name and its initials (the avatar: no photo is kept). */
export function coordinatorView(user: User): CoordinatorView {
  const name = shownName(user);
  return { name, initials: initialsOf(name) };
}
