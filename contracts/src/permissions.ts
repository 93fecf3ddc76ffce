import { isStaffRole, type Role } from './account.js';

/**
 * Who may call an operation: anyone; any signed-in account; staff (moderators and admins); admins.
 * A staff role counts only once its second factor is done (the API's session guard grants it then).
 */
export const ACCESS_LEVELS = ['public', 'signed-in', 'staff', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

interface ResourcePermissions {
  /** What the resource's operations need. */
  access: Access;
  /** Actions that need something else. */
  actions?: Readonly<Record<string, Access>>;
}

/**
 * The API's permission table (real-product.md, "Roles and permissions"): resource × action → the
 * access it needs. The API's session guard enforces it for every route and the back office offers
 * what it allows (admin-web/src/permissions.ts); a test walks every operation of the OpenAPI
 * document as every role against it.
 *
 * A resource is what follows `/api/`: its first segment, or `admin/<name>` in the back office (as
 * `<Resource name>` there). An action is the operation's own path segment after the resource
 * (`sign-in`, `queue-health`, `retry`), or on the resource's records react-admin's names: `list`,
 * `show`, `create`, `edit`, `delete` (`operationOf`). A resource missing from the table is
 * admin-only. Two conditions are not roles and stay on their routes: premium treatment matching
 * needs a paid plan (`PremiumOnly`), and only signing out and the second factor's check are open
 * between the password and the code (`AllowMfaPending`).
 */
export const PERMISSIONS = {
  // The public site and the services around it.
  health: { access: 'public' },
  hospitals: { access: 'public' },
  treatments: { access: 'public' },
  destinations: { access: 'public' },
  guide: { access: 'public' },
  currencies: { access: 'public' },
  'trip-estimates': { access: 'public' },
  settings: { access: 'public' },
  contact: { access: 'public' },
  'sitemap.xml': { access: 'public' },
  'robots.txt': { access: 'public' },
  'csp-reports': { access: 'public' },
  payments: { access: 'signed-in', actions: { stripe: 'public' } },
  auth: {
    access: 'signed-in',
    actions: {
      'sign-up': 'public',
      'verify-email': 'public',
      'sign-in': 'public',
      'sign-in-link': 'public',
      'password-reset': 'public',
      invitation: 'public',
    },
  },
  // A patient's own journey (each service checks that the record is theirs).
  assessments: { access: 'signed-in' },
  recommendations: { access: 'signed-in' },
  bookings: { access: 'signed-in' },
  records: { access: 'signed-in' },
  'record-shares': { access: 'signed-in' },
  // A patient's rights over their data; the emailed link that confirms closing the account proves who asked.
  privacy: { access: 'signed-in', actions: { 'confirm-closing': 'public' } },
  // A hospital opens the records a patient shared through its link (the token is the permission).
  'shared-records': { access: 'public' },
  ai: { access: 'signed-in' },
  subscription: { access: 'signed-in' },
  // The back office: the coordinators' daily work is open to moderators…
  'admin/dashboard': { access: 'staff' },
  'admin/bookings': { access: 'staff', actions: { 'refund-decision': 'admin' } },
  // The trip after the deposit: every trip by arrival, and every patient's aftercare.
  'admin/trips': { access: 'staff' },
  'admin/aftercare': { access: 'staff' },
  'admin/contact-messages': { access: 'staff' },
  // Bulk publish or reject (selected rows or a whole scrape run) is moderation like one review's.
  'admin/reviews': { access: 'staff', actions: { bulk: 'staff', delete: 'admin' } },
  'admin/scrape-runs': { access: 'staff', actions: { 'queue-health': 'admin' } },
  // Each staff member's own profile: the name patients see them by.
  'admin/profile': { access: 'staff' },
  // …the catalogue, accounts, money and the platform's settings to admins.
  'admin/users': { access: 'admin' },
  'admin/hospitals': { access: 'admin' },
  'admin/treatments': { access: 'admin' },
  'admin/countries': { access: 'admin' },
  'admin/specializations': { access: 'admin' },
  'admin/guide-entries': { access: 'admin' },
  'admin/exchange-rates': { access: 'admin' },
  'admin/travel-fares': { access: 'admin' },
  'admin/visa-costs': { access: 'admin' },
  'admin/accommodation-rates': { access: 'admin' },
  'admin/condition-mappings': { access: 'admin' },
  'admin/settings': { access: 'admin' },
  'admin/audit-events': { access: 'admin' },
  'admin/failed-jobs': { access: 'admin' },
  'admin/payments': { access: 'admin' },
  'admin/subscriptions': { access: 'admin' },
  'admin/premium-payments': { access: 'admin' },
  'admin/reconciliation': { access: 'admin' },
  'admin/ai-synonyms': { access: 'admin' },
  'admin/emergency-numbers': { access: 'admin' },
  'admin/crisis-lines': { access: 'admin' },
  'admin/ai-conversations': { access: 'admin' },
  'admin/ai-settings': { access: 'admin' },
  'admin/csp-reports': { access: 'admin' },
  // Patients' export and erasure requests (issue 53): due dates kept by admins.
  'admin/data-requests': { access: 'admin' },
} as const satisfies Readonly<Record<string, ResourcePermissions>>;

export type PermissionResource = keyof typeof PERMISSIONS;

/** A path segment that is a parameter, as routes (`:id`) and the OpenAPI document (`{id}`) write them. */
const isParameter = (segment: string) => segment.startsWith(':') || segment.startsWith('{');

/**
 * The resource and action of an operation, from its method and route path (`/api/admin/reviews/:id`
 * or `/api/admin/reviews/{id}`): see `PERMISSIONS`.
 */
export function operationOf(method: string, path: string): { resource: string; action: string } {
  const segments = path
    .replace(/^\/(api\/)?/, '')
    .split('/')
    .filter(Boolean);
  const width = segments[0] === 'admin' ? 2 : 1;
  const resource = segments.slice(0, width).join('/');
  const rest = segments.slice(width);
  const own = rest.find((segment) => !isParameter(segment));
  if (own) return { resource, action: own };
  const verb = method.toUpperCase();
  const action =
    verb === 'GET' || verb === 'HEAD'
      ? rest.length
        ? 'show'
        : 'list'
      : verb === 'POST'
        ? 'create'
        : verb === 'DELETE'
          ? 'delete'
          : 'edit';
  return { resource, action };
}

/** The access an action on a resource needs (admin-only when the table does not name the resource). */
export function accessOf(resource: string, action?: string): Access {
  const entry = (PERMISSIONS as Readonly<Record<string, ResourcePermissions>>)[resource];
  if (!entry) return 'admin';
  return (action && entry.actions?.[action]) || entry.access;
}

/** The access an operation needs (method and route path). */
export function operationAccess(method: string, path: string): Access {
  const { resource, action } = operationOf(method, path);
  return accessOf(resource, action);
}

/** Whether a caller with these roles (null: signed out) has this access. */
export function allows(access: Access, roles: readonly Role[] | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'signed-in':
      return roles !== null;
    case 'staff':
      return !!roles?.some(isStaffRole);
    case 'admin':
      return !!roles?.includes('admin');
  }
}
