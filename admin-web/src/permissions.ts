/**
 * Who may use which part of the back office (real-product.md, "Roles and permissions"). The API
 * enforces the same rules; this table only decides what the UI offers, so that a moderator is
 * not shown pages that would answer 403.
 */
import { isStaffRole, type Role } from '@medtour/contracts';

/** `staff`: moderators and admins. `admin`: admins only. */
export type Access = 'staff' | 'admin';

export const hasStaffRole = (roles: readonly Role[]): boolean => roles.some(isStaffRole);

export const hasAccess = (roles: readonly Role[], access: Access): boolean =>
  access === 'admin' ? roles.includes('admin') : hasStaffRole(roles);

/**
 * Back-office resources by name (as in `<Resource name>` and `/api/admin/<name>`). Anything not
 * listed here is admin-only.
 */
export const RESOURCE_ACCESS: Readonly<Record<string, Access>> = {
  bookings: 'staff',
  reviews: 'staff',
  'scrape-runs': 'staff',
  'contact-messages': 'staff',
  users: 'admin',
  hospitals: 'admin',
  treatments: 'admin',
  countries: 'admin',
  specializations: 'admin',
  'condition-mappings': 'admin',
  settings: 'admin',
  'audit-events': 'admin',
  'failed-jobs': 'admin',
  payments: 'admin',
  subscriptions: 'admin',
  reconciliation: 'admin',
  'ai-synonyms': 'admin',
  'emergency-numbers': 'admin',
  'ai-conversations': 'admin',
  'ai-settings': 'admin',
};

/** Actions stricter than their resource, as `resource.action`. */
const ACTION_ACCESS: Readonly<Record<string, Access>> = {
  'reviews.delete': 'admin',
  'scrape-runs.queue-health': 'admin',
};

/** react-admin's `canAccess({ resource, action })`, decided from the roles. */
export const canAccessResource = (roles: readonly Role[], resource: string, action?: string): boolean => {
  const name = resource.split('.')[0] ?? resource;
  const access = (action && ACTION_ACCESS[`${name}.${action}`]) || RESOURCE_ACCESS[name] || 'admin';
  return hasAccess(roles, access);
};
