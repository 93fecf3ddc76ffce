// The users module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { activeAdminEmails } from './admin-emails.js';
export { DataRequest } from './entities/data-request.entity.js';
export { Profile } from './entities/profile.entity.js';
export { UserRole } from './entities/user-role.entity.js';
export { User } from './entities/user.entity.js';
export { fullName } from './full-name.js';
export { rolesOf, toMe, withDefaultRole } from './me.js';
export { erasedEmail, isErasedEmail, pseudonymOf } from './pseudonym.js';
export { coordinatorView, shownName } from './shown-name.js';
