import {
  AI_ENGINES,
  AI_MESSAGE_ROLES,
  AI_REPLY_KINDS,
  AI_SYNONYM_LANGUAGES,
  ASSESSMENT_URGENCIES,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  BOOKING_URGENCIES,
  BUDGET_RANGES,
  CONDITION_CATEGORIES,
  CONTACT_COUNTRIES,
  EVIDENCE_LEVELS,
  GUIDE_TOPICS,
  MESSAGE_SENDER_ROLES,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RECONCILIATION_KINDS,
  RECONCILIATION_TRIGGERS,
  RECORD_FILE_TYPES,
  REFUND_DECISIONS,
  REVIEW_STATUSES,
  ROLES,
  SCRAPE_RUN_STATUSES,
  TREATMENT_CATEGORIES,
  TREATMENT_INTERESTS,
  TREATMENT_TYPES,
} from '@medtour/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../src/database/mikro-orm.config.js';
import { prepareDatabase } from './support/app.js';

/**
 * The three homes of a list or a column must agree: `@medtour/contracts` (which the entities, DTOs
 * and both front ends import), the entities, and the database the migrations build. A change to a
 * list is one edit in contracts plus its migration; forgetting the migration fails here.
 */

/** Every list of contracts that the database also checks, by `table.column`. */
const CONTRACT_CHECKS: Record<string, readonly string[]> = {
  'bookings.status': BOOKING_STATUSES,
  'bookings.booking_type': BOOKING_TYPES,
  'bookings.urgency_level': BOOKING_URGENCIES,
  'bookings.refund_decision': REFUND_DECISIONS,
  'booking_messages.sender_role': MESSAGE_SENDER_ROLES,
  'health_assessments.condition_category': CONDITION_CATEGORIES,
  'health_assessments.urgency_level': ASSESSMENT_URGENCIES,
  'health_assessments.budget_range': BUDGET_RANGES,
  'contact_messages.country': CONTACT_COUNTRIES,
  'contact_messages.treatment_interest': TREATMENT_INTERESTS,
  'treatments.category': TREATMENT_CATEGORIES,
  'treatments.type': TREATMENT_TYPES,
  'treatments.evidence_level': EVIDENCE_LEVELS,
  'hospital_reviews.status': REVIEW_STATUSES,
  'user_roles.role': ROLES,
  'medical_records.mime_type': RECORD_FILE_TYPES.map((t) => t.mimeType),
  'payments.kind': PAYMENT_KINDS,
  'payments.method': PAYMENT_METHODS,
  'payments.status': PAYMENT_STATUSES,
  'reconciliation_differences.kind': RECONCILIATION_KINDS,
  'reconciliation_runs.trigger': RECONCILIATION_TRIGGERS,
  'ai_messages.kind': AI_REPLY_KINDS,
  'ai_messages.engine': AI_ENGINES,
  'ai_messages.role': AI_MESSAGE_ROLES,
  'ai_synonyms.language': AI_SYNONYM_LANGUAGES,
  'scrape_runs.status': SCRAPE_RUN_STATUSES,
  'guide_entries.topic': GUIDE_TOPICS,
};

/**
 * Differences MikroORM reports that are not drift, each with its reason. Only column and table
 * statements are compared: indexes, triggers, CHECKs, defaults and constraint names are the
 * migrations' alone (MikroORM would drop what it does not model).
 */
const NOT_DRIFT = [
  // Kept by triggers, read by raw SQL only: no entity.
  'drop table if exists "catalogue_version" cascade',
  // CSP violation reports: written and listed by raw SQL (security/csp-reports.service.ts), no entity.
  'drop table if exists "csp_reports" cascade',
  // The AI assistant's passages and their build state: rebuilt and searched by raw SQL (understanding/ai-index.service.ts), no entity.
  'drop table if exists "ai_passages" cascade',
  'drop table if exists "ai_index_state" cascade',
  'alter table "hospitals" drop column "search_text"',
  // An identity column (`generated always as identity`), which MikroORM would rewrite as bigserial.
  'alter table "audit_events" drop column "id"',
  'alter table "audit_events" add "id" bigserial primary key',
];

/** `(col)::text = ANY ((ARRAY['a'::character varying, …])::text[])`, as PostgreSQL prints `col in ('a', …)`. */
function parseInList(definition: string): { column: string; values: string[] } | null {
  const match = /^CHECK \(\(+"?(\w+)"?\)::text = ANY \(\(?ARRAY\[(.*)\]\)/.exec(definition);
  if (!match) return null;
  const values = [...match[2]!.matchAll(/'((?:[^']|'')*)'::/g)].map((m) => m[1]!.replaceAll("''", "'"));
  return { column: match[1]!, values };
}

describe('contracts, entities and the migrated database agree', () => {
  let orm: MikroORM;
  let checks: Map<string, string[]>;

  beforeAll(async () => {
    await prepareDatabase();
    orm = await MikroORM.init(ormConfig({ databaseUrl: process.env.DATABASE_URL! }));
    const rows = await orm.em.getConnection().execute<{ table: string; definition: string }[]>(
      `select c.conrelid::regclass::text as "table", pg_get_constraintdef(c.oid) as definition
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where c.contype = 'c' and n.nspname = 'public'`,
    );
    checks = new Map();
    for (const { table, definition } of rows) {
      const list = parseInList(definition);
      if (list) checks.set(`${table}.${list.column}`, list.values);
    }
  });
  afterAll(async () => orm.close());

  it('checks every list of contracts in the database, value for value', () => {
    for (const [column, list] of Object.entries(CONTRACT_CHECKS)) {
      expect({ column, values: checks.get(column)?.sort() }).toEqual({ column, values: [...list].sort() });
    }
  });

  it('gives every enum of the entities the same values as its CHECK constraint, and no CHECK list lacks an entity enum', () => {
    const fromEntities = new Map<string, string[]>();
    for (const meta of orm.getMetadata()) {
      for (const prop of meta.props) {
        if (prop.enum && prop.items) fromEntities.set(`${meta.tableName}.${prop.fieldNames[0]}`, prop.items.map(String));
      }
    }
    const entityTables = new Set([...orm.getMetadata()].map((meta) => meta.tableName));
    const checked = [...checks.keys()].filter((column) => entityTables.has(column.split('.')[0]!));
    expect([...fromEntities.keys()].sort()).toEqual(checked.sort());
    for (const [column, values] of fromEntities)
      expect({ column, values: values.sort() }).toEqual({ column, values: checks.get(column)?.sort() });
  });

  it('has the tables and columns of the entities, with their types and nullability', async () => {
    const sql = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
    const statements = sql
      .split(/;\n/)
      .map((s) => s.trim().replace(/;$/, ''))
      .filter((s) =>
        /^(create table|drop table)|\b(add|drop) column\b|\badd "\w+"|alter column "\w+" (type|set not null|drop not null)/.test(s),
      );
    expect(statements.filter((s) => !NOT_DRIFT.includes(s))).toEqual([]);
  });
});
