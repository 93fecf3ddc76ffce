import { randomUUID } from 'node:crypto';
import request, { type Agent, type Test } from 'supertest';
import { type Access, API_MESSAGES, allows, operationAccess, PERMISSIONS, type Role } from '@medtour/contracts';
import { apiOperations, type ApiOperation, fillPath } from './support/openapi.js';
import { signedInAgent } from './support/factories.js';
import { uniqueIp } from './support/mail.js';
import { startApi, type TestApi } from './support/app.js';

/**
 * The roles matrix as real-product.md states it, one line per resource: its access, then the
 * actions that need another. Pinned here so that a change to the table is a deliberate change to
 * this line too.
 */
const PINNED: Record<string, string> = {
  health: 'public',
  hospitals: 'public',
  treatments: 'public',
  destinations: 'public',
  guide: 'public',
  currencies: 'public',
  'trip-estimates': 'public',
  settings: 'public',
  contact: 'public',
  'sitemap.xml': 'public',
  'robots.txt': 'public',
  'csp-reports': 'public',
  payments: 'signed-in · stripe public',
  auth: 'signed-in · sign-up public · verify-email public · sign-in public · sign-in-link public · password-reset public · invitation public',
  assessments: 'signed-in',
  recommendations: 'signed-in',
  bookings: 'signed-in',
  records: 'signed-in',
  'record-shares': 'signed-in',
  privacy: 'signed-in · confirm-closing public',
  'shared-records': 'public',
  ai: 'signed-in',
  subscription: 'signed-in',
  'admin/dashboard': 'staff',
  'admin/bookings': 'staff · refund-decision admin',
  'admin/trips': 'staff',
  'admin/aftercare': 'staff',
  'admin/contact-messages': 'staff',
  'admin/reviews': 'staff · bulk staff · delete admin',
  'admin/scrape-runs': 'staff · queue-health admin',
  'admin/profile': 'staff',
  'admin/users': 'admin',
  'admin/hospitals': 'admin',
  'admin/treatments': 'admin',
  'admin/countries': 'admin',
  'admin/specializations': 'admin',
  'admin/guide-entries': 'admin',
  'admin/exchange-rates': 'admin',
  'admin/travel-fares': 'admin',
  'admin/visa-costs': 'admin',
  'admin/accommodation-rates': 'admin',
  'admin/condition-mappings': 'admin',
  'admin/settings': 'admin',
  'admin/audit-events': 'admin',
  'admin/failed-jobs': 'admin',
  'admin/payments': 'admin',
  'admin/subscriptions': 'admin',
  'admin/premium-payments': 'admin',
  'admin/reconciliation': 'admin',
  'admin/ai-synonyms': 'admin',
  'admin/emergency-numbers': 'admin',
  'admin/crisis-lines': 'admin',
  'admin/ai-conversations': 'admin',
  'admin/ai-settings': 'admin',
  'admin/csp-reports': 'admin',
  'admin/data-requests': 'admin',
};

type Caller = 'signed-out' | 'patient' | 'moderator' | 'admin';
const ROLES: Record<Caller, Role[] | null> = { 'signed-out': null, patient: ['user'], moderator: ['moderator'], admin: ['admin'] };

interface Mismatch {
  caller: Caller;
  operation: string;
  access: Access;
  status: number;
  message: unknown;
}

describe('the permission table (contracts PERMISSIONS) is what the API enforces', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi({ RATE_LIMIT_CLIENT_PER_MINUTE: '1000000', RATE_LIMIT_USER_PER_MINUTE: '1000000' });
  });
  afterAll(async () => api.close());

  it('has the roles matrix the product states', () => {
    const lineOf = (entry: { access: Access; actions?: Readonly<Record<string, Access>> }) =>
      [entry.access, ...Object.entries(entry.actions ?? {}).map(([action, access]) => `${action} ${access}`)].join(' · ');
    expect(Object.fromEntries(Object.entries(PERMISSIONS).map(([resource, entry]) => [resource, lineOf(entry)]))).toEqual(PINNED);
  });

  it('answers every operation of the OpenAPI document, as every role, as the table says', async () => {
    const operations = apiOperations(api.app);
    // A floor, not a figure: the document was read (http.int-spec.ts checks it lists every route).
    expect(operations.length).toBeGreaterThan(100);
    const signIn = async (role: Role) => (await signedInAgent(api.app, api.em, role)).agent;
    const agents: Record<Caller, Agent | ReturnType<typeof request>> = {
      'signed-out': request(api.app.getHttpServer()),
      patient: await signIn('user'),
      moderator: await signIn('moderator'),
      admin: await signIn('admin'),
    };
    const send = (agent: Agent | ReturnType<typeof request>, op: ApiOperation): Test => {
      const url = fillPath(op.path, () => randomUUID());
      const call = (agent as unknown as Record<string, (url: string) => Test>)[op.method]!(url).set('X-Forwarded-For', uniqueIp());
      return op.method === 'get' ? call : call.send({});
    };

    const mismatches: Mismatch[] = [];
    const seen = new Set<Access>();
    for (const caller of Object.keys(agents) as Caller[]) {
      for (const op of operations) {
        const access = operationAccess(op.method, op.path);
        seen.add(access);
        const res = await send(agents[caller], op);
        const message = (res.body as { message?: unknown } | undefined)?.message;
        const refused = res.status === 401 || (res.status === 403 && message === API_MESSAGES.accessDenied);
        const expected = allows(access, ROLES[caller])
          ? !refused
          : caller === 'signed-out'
            ? res.status === 401
            : res.status === 403 && message === API_MESSAGES.accessDenied;
        if (!expected) mismatches.push({ caller, operation: `${op.method.toUpperCase()} ${op.path}`, access, status: res.status, message });
        // Signing out ended the caller's session: the next operation is asked signed in again.
        if (/sign-out/.test(op.path) && ROLES[caller]) agents[caller] = await signIn(ROLES[caller][0]!);
      }
    }
    expect(mismatches).toEqual([]);
    expect([...seen].sort()).toEqual(['admin', 'public', 'signed-in', 'staff']);
  }, 120_000);
});
