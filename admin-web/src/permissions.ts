/**
 * Who may use which part of the back office: the permission table of contracts (`PERMISSIONS`),
 * which the API enforces on every route. Here it only decides what the UI offers, so that a
 * moderator is not shown pages or buttons that would answer 403.
 */
import { accessOf, allows, isStaffRole, type Role } from '@medtour/contracts';

export const hasStaffRole = (roles: readonly Role[]): boolean => roles.some(isStaffRole);

/**
 * react-admin's `canAccess({ resource, action })`: a resource is named as in `<Resource name>`
 * (`/api/admin/<name>`), `reviews.*` as reviews; actions as react-admin names them (list, show,
 * create, edit, delete) or as the API's path does (`queue-health`, `refund-decision`).
 */
export const canAccessResource = (roles: readonly Role[], resource: string, action?: string): boolean =>
  allows(accessOf(`admin/${resource.split('.')[0] ?? resource}`, action), roles);
