import type { Role } from '@medtour/contracts';

export const ROLE_CHOICES: { id: Role; name: string }[] = [
  { id: 'admin', name: 'Admin' },
  { id: 'moderator', name: 'Moderator' },
  { id: 'user', name: 'User' },
];

export const roleName = (role: Role): string => ROLE_CHOICES.find((choice) => choice.id === role)?.name ?? role;

/** What each role can see and do (real-product.md, "Roles and permissions"): said before a role changes. */
export const ROLE_ACCESS: Record<Role, string> = {
  admin:
    'An admin sees and changes everything: all users and their roles, hospitals and the catalogue, settings, the audit log and payments, every booking and the medical records attached to it (each view is audited).',
  moderator:
    'A moderator works in the back office: every booking and its messages, the medical records attached to bookings (each view is audited), reviews and the contact inbox. Signing in needs two-factor authentication.',
  user: 'A user (patient) sees only their own profile, assessments, records and bookings, and has no access to the back office.',
};
