import type { INestApplication } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';
import request, { type Agent } from 'supertest';
import { openApiDocument } from '../src/openapi/document.js';
import { createUser, signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';
import { BAD_QUERY_VALUES as SHARED_BAD_QUERY_VALUES } from './support/bad-values.js';
import { fuzzRun, sampleEach, seededRandom } from './support/seeded.js';

/**
 * Issue #10, point 5: no bad input is answered with a server error. Every operation of the
 * OpenAPI document is sent generated bad requests — path ids that are not ids, NUL bytes, lone
 * surrogates, huge values, arrays and objects in the query, wrong types, nulls, missing and extra
 * fields, deep nesting, bodies that are not JSON or not the declared type — as an anonymous
 * visitor, a signed-in patient and a signed-in admin. No answer may be 5xx, and every 4xx must be
 * the error envelope.
 *
 * One seeded generator makes every case, operations in document order; a run sends a sample of them
 * drawn by its seed (each operation and actor at least once), printed so that a failure replays. Nothing
 * is skipped: the admin's real-id requests aim at rows this test creates (never the seed catalogue), the site
 * settings are put back afterwards, and an actor whose session a request ended (sign-out, sign-out
 * everywhere) is signed in again before the next operation.
 */

const CONCURRENCY = 6;
/** A guard against a hang, not a bound on speed (a loaded full run slows every request several times over). */
const ANSWER_WITHIN_MS = 60_000;
/**
 * Requests a run sends (of some 15,000 cases made): a sample drawn by the run's seed, from every operation and
 * actor (see fuzzRun for replaying one). About 8 s alone on the 2-core machine, some 25 s beside the other suites.
 */
const REQUESTS_PER_RUN = 3_000;
/**
 * The whole run's bound, a guard against a hang only (each request has its own 15 s timeout): every case
 * (FUZZ_CASES=all) took 443–500 s in full runs of 2026-11-26.
 */
const FUZZ_TIMEOUT_MS = 900_000;
const MIN_REQUESTS = 2000;

type Actor = 'anonymous' | 'patient' | 'admin';
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Schema {
  type?: string;
  format?: string;
  enum?: unknown[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  $ref?: string;
}

interface Operation {
  method: Method;
  path: string;
  pathParams: string[];
  queryParams: string[];
  body?: Schema;
}

/** A request to send: path and query already percent-encoded; body raw text or a value sent as JSON. */
interface Case {
  url: string;
  body?:
    { contentType: string; data: string | Buffer } | { json: unknown } | { multipart: { field: string; filename: string; data: Buffer }[] };
}

interface Failure {
  actor: Actor;
  method: string;
  url: string;
  body: string;
  status: number | string;
  answer: string;
}

const run = fuzzRun('fuzz', REQUESTS_PER_RUN);
const rng = seededRandom(run.seed);
let serial = 0;
/** A unique public-looking client address (100.64.0.0/10) per request: per-client rate limits never apply. */
const nextClientIp = () => {
  const n = ++serial;
  return `100.${64 + ((n >> 16) & 63)}.${(n >> 8) & 255}.${n & 255}`;
};

// ---- bad values --------------------------------------------------------------------------------

const nested = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

/** Path segments (percent-encoded as sent): not ids, NUL, broken or surrogate escapes, huge, traversal. */
const BAD_PATH_VALUES = [
  'not-a-uuid',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '0f8fad5b-d9cb-469f-a165-70867728950e%00',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ED%BF%BF',
  '%F0%9F',
  '%',
  '%zz',
  '%25',
  '%C0%AF',
  'x'.repeat(5000),
  '9'.repeat(40),
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'null',
  'undefined',
  '%20',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%3Cscript%3E',
  "'%20or%201%3D1--",
  '%F0%9F%92%A5',
  '%E2%80%AE',
  '%7B%7D',
  '%5B%5D',
  'site',
  'true',
];

/** Query values (percent-encoded as sent): the shared ones and those of the API's query parsing. */
const BAD_QUERY_VALUES = [
  ...SHARED_BAD_QUERY_VALUES,
  '1.5',
  'true',
  '%7B%7D',
  '%5B%22a%22%2C1%5D',
  '%22%5Cud800%22',
  '%5B%22%5Cu0000%22%5D',
  '%3Cscript%3E',
  '%5B'.repeat(500) + '%5D'.repeat(500),
];

/** JSON for the react-admin `sort`, `range` and `filter` parameters (encoded when sent). */
const RA_FILTER_KEYS = [
  'q',
  'id',
  'status',
  'countryId',
  'hospitalId',
  'userId',
  'actorId',
  'action',
  'entity',
  'entityId',
  'createdAt_gte',
  'createdAt_lte',
  'role',
  'isActive',
  'handled',
  'country',
  'isDestination',
  'category',
  'type',
  'evidenceLevel',
  'isSuccessStory',
  'email',
  'password',
];
const RA_SORTS = [
  '["name","ASC"]',
  '["id","DESC"]',
  '["createdAt","desc"]',
  '["password","ASC"]',
  '["name; drop table users","ASC"]',
  '[1,2]',
  '["name"]',
  '"name"',
  '{}',
  '[null,null]',
  'ASC',
  '["__proto__","ASC"]',
];
const RA_RANGES = [
  '[0,9]',
  '[0,1e20]',
  '[-5,3]',
  '[9,0]',
  '["a","b"]',
  '[0]',
  '[1.5,2.5]',
  '[0,9007199254740993]',
  '{}',
  'null',
  '[99999999,99999999]',
];

/** Values of the wrong type (or the right type and wrong content) for a JSON property. */
const BAD_JSON_VALUES: readonly unknown[] = (() => [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  -0.0001,
  1e308,
  -1e308,
  2 ** 53 + 1,
  99999999999,
  '',
  ' ',
  '   \t\n',
  'x'.repeat(20_000),
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\u202eevil',
  '💥'.repeat(500),
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '1',
  'true',
  'null',
  '2027-02-30',
  '99999-01-01',
  '0001-01-01',
  '+275760-09-13T00:00:00.000Z',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '00000000-0000-0000-0000-000000000000',
  rng.uuid(),
  `${'a'.repeat(300)}@example.com`,
  'a@b',
  'NaN',
  '1e309',
  '9'.repeat(400),
  [],
  [null],
  [1, 2],
  ['a', {}],
  ['x'.repeat(5000)],
  Array.from({ length: 2000 }, () => 'a'),
  [1e308],
  [rng.uuid()],
  ['\u0000'],
  {},
  { $ne: null },
  { $gt: '' },
  { a: { b: {} } },
  nested(20),
  nested(40),
  { constructor: { prototype: {} } },
  { toString: 'x', valueOf: 1 },
])();

/** A plausible value for a property, so that one wrong property at a time reaches the code behind validation. */
function goodValue(name: string, schema: Schema, ids: Record<string, string>): unknown {
  const n = ++serial;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.type === 'array') return name === 'uploadedFiles' ? [] : name === 'officeHours' ? ['Mon-Fri 9:00-17:00'] : ['Fuzz item'];
  if (schema.type === 'boolean') return true;
  const lower = name.toLowerCase();
  if (lower.includes('email')) return `fuzz-${n}@test.example`;
  if (lower.includes('password')) return `Fuzz-Password-${n}!`;
  if (name === 'countryId') return ids.countries;
  if (name === 'hospitalId') return ids.hospitals;
  if (name === 'treatmentId') return ids.treatments;
  if (name === 'idempotencyKey') return rng.uuid();
  if (name === 'code' && schema.type === 'string') return '123456';
  if (name === 'token') return 'A'.repeat(43);
  if (lower.includes('phone') || lower.includes('whatsapp')) return '+60 3 1234 5678';
  if (name === 'website') return 'https://example.com';
  if (name === 'preferredDate') return '2027-02-15';
  if (name === 'establishedYear') return 1990;
  if (name === 'rating') return 4.5;
  if (name === 'safetyRating') return 3;
  if (name === 'successRatePercentage' || name.endsWith('Pct') || name === 'depositPercentage') return 30;
  if (name === 'companionCount') return 1;
  if (lower.includes('cost') || lower.includes('price') || lower.includes('usd') || lower.includes('budget')) return 1000;
  if (lower.includes('days') || lower.includes('count') || lower.includes('capacity')) return 5;
  if (schema.type === 'number' || schema.type === 'integer') return 1;
  return `Fuzz ${name} ${n}`;
}

// ---- the document ------------------------------------------------------------------------------

function operationsOf(doc: OpenAPIObject): Operation[] {
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema?.$ref) return schema;
    return (doc.components?.schemas as Record<string, Schema>)[schema.$ref.split('/').pop()!];
  };
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as Method[]) {
      const op = (
        item as Record<
          string,
          { parameters?: { name: string; in: string }[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }
        >
      )[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      operations.push({
        method,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: resolve(op.requestBody?.content?.['application/json']?.schema),
      });
    }
  }
  return operations;
}

/** The resource a path parameter names: `/api/admin/countries/{id}` → countries, `{recordId}` → records. */
function resourceOf(path: string, param: string): string {
  if (param === 'recordId') return 'records';
  if (param === 'slug') return path.includes('treatments') ? 'treatmentSlug' : 'hospitalSlug';
  const segments = path.split('/');
  const index = segments.indexOf(`{${param}}`);
  return segments[index - 1] ?? '';
}

function fillPath(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) => values[name] ?? 'x');
}

/** The bad requests for one operation and actor. */
function casesFor(op: Operation, ids: Record<string, string>): Case[] {
  const cases: Case[] = [];
  // Real ids where this test has one (so that bodies and queries reach the service), else a random UUID.
  const realPath = () => fillPath(op, Object.fromEntries(op.pathParams.map((p) => [p, ids[resourceOf(op.path, p)] ?? rng.uuid()])));
  const hasBody = op.method !== 'get';

  // Path parameters.
  for (const param of op.pathParams) {
    for (const value of rng.sample(BAD_PATH_VALUES, 4)) {
      const others = Object.fromEntries(op.pathParams.map((p) => [p, ids[resourceOf(op.path, p)] ?? rng.uuid()]));
      cases.push({ url: fillPath(op, { ...others, [param]: value }), ...(hasBody ? { body: { json: {} } } : {}) });
    }
  }

  // Query parameters: declared ones, react-admin ones on back-office lists, undeclared ones, arrays and objects.
  const isAdminList = op.method === 'get' && op.path.startsWith('/api/admin/') && op.pathParams.length === 0;
  const declared = op.queryParams;
  const queryCases = op.method === 'get' ? (declared.length || isAdminList ? 8 : 3) : 1;
  for (let i = 0; i < queryCases; i++) {
    const parts: string[] = [];
    const kind = rng.int(6);
    if (isAdminList && kind < 3) {
      const key = rng.pick(RA_FILTER_KEYS);
      const filterValue = JSON.stringify({ [key]: rng.pick(BAD_JSON_VALUES) });
      parts.push(`filter=${encodeURIComponent(filterValue.length > 6000 ? filterValue.slice(0, 6000) : filterValue)}`);
      if (rng.int(2)) parts.push(`sort=${encodeURIComponent(rng.pick(RA_SORTS))}`);
      if (rng.int(2)) parts.push(`range=${encodeURIComponent(rng.pick(RA_RANGES))}`);
    } else if (declared.length && kind < 5) {
      for (const name of rng.sample(declared, 1 + rng.int(declared.length))) {
        const value = rng.pick(BAD_QUERY_VALUES);
        const shape = rng.int(4);
        if (shape === 0)
          parts.push(`${name}=${value}&${name}=${rng.pick(BAD_QUERY_VALUES)}`); // array
        else if (shape === 1)
          parts.push(`${name}%5Ba%5D=${value}`); // object (name[a]=…)
        else parts.push(`${name}=${value}`);
      }
    } else {
      parts.push(
        `${rng.pick(['%00', 'x%00', '__proto__', 'constructor', 'filter', 'q', 'page', 'a%5Bb%5D%5Bc%5D'])}=${rng.pick(BAD_QUERY_VALUES)}`,
      );
    }
    cases.push({ url: `${realPath()}?${parts.join('&')}`, ...(hasBody ? { body: { json: {} } } : {}) });
  }

  if (!hasBody) return cases;

  // Bodies: one wrong property at a time over a plausible body, missing and extra fields, wrong shapes.
  const properties = Object.entries(op.body?.properties ?? {});
  const base = Object.fromEntries(properties.map(([name, schema]) => [name, goodValue(name, schema, ids)]));
  const url = realPath();
  for (const [name] of properties) {
    // null always (a cleared optional field is the commonest bad value), then two others.
    for (const value of [
      null,
      ...rng.sample(
        BAD_JSON_VALUES.filter((v) => v !== null),
        2,
      ),
    ])
      cases.push({ url, body: { json: { ...base, [name]: value } } });
  }
  for (const name of op.body?.required ?? []) {
    const { [name]: _dropped, ...rest } = base;
    cases.push({ url, body: { json: rest } });
  }
  const shapes: Case['body'][] = [
    { json: base },
    { json: { ...base, unexpectedField: 'x', ['k\u0000']: 1 } },
    {
      contentType: 'application/json',
      data: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}},${JSON.stringify(base).slice(1)}`,
    },
    { json: Object.fromEntries(properties.map(([name]) => [name, null])) },
    { json: Object.fromEntries(properties.map(([name]) => [name, rng.pick(BAD_JSON_VALUES)])) },
    { json: [base] },
    { contentType: 'application/json', data: `${'{"a":['.repeat(2500)}1${']}'.repeat(2500)}` },
    { contentType: 'application/json', data: 'null' },
    { contentType: 'application/json', data: '"just a string"' },
    { contentType: 'application/json', data: '{"a":' },
    { contentType: 'application/json', data: `{"a":"${'\\ud800'}"}` },
    { contentType: 'application/json', data: '\u0000\u0001\u0002' },
    { contentType: 'application/json', data: Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80]) },
    { contentType: 'application/json; charset=utf-16', data: '{}' },
    { contentType: 'application/json', data: `{"a":"${'x'.repeat(rng.int(4) ? 2_000 : 900_000)}"}` },
    { contentType: 'text/plain', data: 'not json at all' },
    { contentType: 'application/xml', data: '<a>1</a>' },
    { contentType: 'application/x-www-form-urlencoded', data: 'a=1&b%00=2&c[d][e]=%00&email=%ED%A0%80' },
    {
      contentType: 'application/x-www-form-urlencoded',
      data: properties.map(([name]) => `${name}=${encodeURIComponent(String(base[name]))}`).join('&'),
    },
    { contentType: 'multipart/form-data', data: 'no boundary here' },
    { contentType: 'multipart/form-data; boundary=x', data: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n' },
    { multipart: [{ field: 'file', filename: 'scan\u202efdp.pdf', data: Buffer.from('%PDF-1.7\n%%EOF') }] },
    {
      multipart: [
        {
          field: rng.pick(['other', 'file\u0000', 'files[]']),
          filename: rng.pick(['a.exe', '病历.pdf', '', 'x'.repeat(2000)]),
          data: Buffer.from('MZ'),
        },
      ],
    },
  ];
  for (const body of shapes) cases.push({ url, body });
  return cases;
}

// ---- sending -----------------------------------------------------------------------------------

async function send(client: Agent | ReturnType<typeof request>, method: Method, c: Case) {
  const agent = client as Agent;
  let req = agent[method](c.url)
    .set('X-Forwarded-For', nextClientIp())
    .timeout(ANSWER_WITHIN_MS)
    .ok(() => true);
  if (c.body && 'json' in c.body) req = req.set('Content-Type', 'application/json').send(JSON.stringify(c.body.json) ?? 'null');
  else if (c.body && 'multipart' in c.body) for (const part of c.body.multipart) req = req.attach(part.field, part.data, part.filename);
  else if (c.body) req = req.set('Content-Type', c.body.contentType).send(c.body.data as never);
  return req;
}

function bodySample(c: Case): string {
  if (!c.body) return '';
  const text =
    'json' in c.body
      ? (JSON.stringify(c.body.json) ?? 'undefined')
      : 'multipart' in c.body
        ? `multipart ${JSON.stringify(c.body.multipart.map((p) => [p.field, p.filename]))}`
        : `${c.body.contentType}: ${String(c.body.data)}`;
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
}

describe('fuzz: every operation of the OpenAPI document, bad input only', () => {
  let api: TestApi;
  let app: INestApplication;
  const agents: Record<Actor, Agent | ReturnType<typeof request> | undefined> = {
    anonymous: undefined,
    patient: undefined,
    admin: undefined,
  };
  const ids: Record<string, string> = {};
  let settingsBefore: Record<string, unknown>;

  async function signIn(actor: 'patient' | 'admin'): Promise<Agent> {
    const { agent } = await signedInAgent(app, api.em, actor === 'admin' ? 'admin' : 'user');
    agents[actor] = agent;
    return agent;
  }

  beforeAll(async () => {
    // The assistant readied at start-up, as in production: each request is answered within its own timeout from the first.
    api = await startApi({ RATE_LIMIT_CLIENT_PER_MINUTE: '1000000', RATE_LIMIT_USER_PER_MINUTE: '1000000', AI_WARM_UP: 'true' });
    app = api.app;
    agents.anonymous = request(app.getHttpServer());
    const admin = await signIn('admin');
    const patient = await signIn('patient');

    // Rows of this test's own, for the requests that carry a real id.
    const tag = Date.now().toString(36);
    const country = (
      await admin
        .post('/api/admin/countries')
        .send({ name: `Fuzzland ${tag}`, code: 'QZ' })
        .expect(201)
    ).body;
    ids.countries = country.id;
    ids.hospitals = (
      await admin
        .post('/api/admin/hospitals')
        .send({ name: `Fuzz Hospital ${tag}`, city: 'Fuzz City', countryId: country.id })
        .expect(201)
    ).body.id;
    const treatment = (
      await admin
        .post('/api/admin/treatments')
        .send({ name: `Fuzz Treatment ${tag}`, category: 'other', description: 'Fuzz' })
        .expect(201)
    ).body;
    ids.treatments = treatment.id;
    ids.treatmentSlug = treatment.slug;
    ids.specializations = (
      await admin
        .post('/api/admin/specializations')
        .send({ name: `Fuzz Specialty ${tag}` })
        .expect(201)
    ).body.id;
    ids.hospitalSlug = (await admin.get(`/api/admin/hospitals/${ids.hospitals}`).expect(200)).body.slug;
    ids.users = (await createUser(api.em, 'user')).id;
    ids.settings = 'site';
    settingsBefore = (await admin.get('/api/admin/settings/site').expect(200)).body;

    // A booking, a record, an assessment and a contact message of the patient.
    // A treatment the first listed hospital offers (a booking names one).
    const seedHospital = (await api.http.get('/api/hospitals?pageSize=1').expect(200)).body.items[0];
    const profile = (await api.http.get(`/api/hospitals/${seedHospital.slug}`).expect(200)).body;
    const hospitalId: string = profile.id;
    const treatmentId: string = profile.treatments[0].id;
    ids.bookings = (await patient.post('/api/bookings').send({ hospitalId, treatmentId }).expect(201)).body.id;
    ids.records = (await patient.post('/api/records').attach('file', Buffer.from('%PDF-1.7\n%%EOF'), 'fuzz.pdf').expect(201)).body.id;
    ids.assessments = (
      await patient
        .post('/api/assessments')
        .send({ idempotencyKey: rng.uuid(), conditionCategory: 'Other', symptoms: 'Fuzz', urgencyLevel: 'low' })
        .expect(201)
    ).body.id;
    await api.http
      .post('/api/contact')
      .set('X-Forwarded-For', nextClientIp())
      .send({ name: 'Fuzz', email: 'fuzz@test.example', country: 'Other', message: 'Fuzz' })
      .expect(201);
    ids['contact-messages'] = (await admin.get('/api/admin/contact-messages').expect(200)).body[0].id;
    const reviews = (await admin.get('/api/admin/reviews').expect(200)).body;
    if (reviews[0]) ids.reviews = reviews[0].id;
    ids['audit-events'] = String((await admin.get('/api/admin/audit-events').expect(200)).body[0].id);
  }, 60_000);

  afterAll(async () => {
    if (settingsBefore) {
      // What the worker writes (the rates URL's last fetch) is read-only, like the id and the date.
      const { id: _id, updatedAt: _updatedAt, ratesFetchedAt: _fetchedAt, ratesFetchStatus: _fetchStatus, ...settings } = settingsBefore;
      const admin = await signIn('admin');
      await admin.put('/api/admin/settings/site').send(settings).expect(200);
    }
    await api?.close();
  });

  it(
    `answers at least ${MIN_REQUESTS} bad requests with no 5xx, and every 4xx in the envelope`,
    async () => {
      const doc = openApiDocument(app);
      const operations = operationsOf(doc);
      // A floor, not a figure: the document was read (http.int-spec.ts checks it lists every route).
      expect(operations.length).toBeGreaterThan(50);

      const failures: Failure[] = [];
      const notEnvelope: Failure[] = [];
      let sent = 0;
      const perActor: Record<Actor, number> = { anonymous: 0, patient: 0, admin: 0 };
      const statuses: Record<string, number> = {};

      const groups = operations.flatMap((op) =>
        (['anonymous', 'patient', 'admin'] as Actor[]).map((actor) => ({ op, actor, cases: casesFor(op, ids) })),
      );
      const made = groups.reduce((sum, group) => sum + group.cases.length, 0);
      const drawn = sampleEach(
        groups.map((group) => group.cases),
        run.cases,
        rng,
      );

      for (const [index, { op, actor }] of groups.entries()) {
        const cases = drawn[index]!;
        let next = 0;
        const worker = async () => {
          while (next < cases.length) {
            const c = cases[next++]!;
            const record = (status: number | string, answer: string): Failure => ({
              actor,
              method: op.method.toUpperCase(),
              url: c.url.length > 200 ? `${c.url.slice(0, 200)}… (${c.url.length} chars)` : c.url,
              body: bodySample(c),
              status,
              answer,
            });
            try {
              const res = await send(agents[actor]!, op.method, c);
              sent++;
              perActor[actor]++;
              statuses[`${actor} ${res.status}`] = (statuses[`${actor} ${res.status}`] ?? 0) + 1;
              if (res.status >= 500) failures.push(record(res.status, JSON.stringify(res.body ?? res.text).slice(0, 300)));
              else if (res.status >= 400 && !(res.body && res.body.statusCode === res.status && typeof res.body.message === 'string')) {
                notEnvelope.push(record(res.status, `${res.headers['content-type']}: ${(res.text ?? '').slice(0, 200)}`));
              }
            } catch (error) {
              sent++;
              failures.push(record('no answer', String((error as Error).message)));
            }
          }
        };
        await Promise.all(Array.from({ length: CONCURRENCY }, worker));
        // A request may have ended the session (sign-out, sign-out everywhere): sign in again.
        if (actor !== 'anonymous') {
          const me = await (agents[actor] as Agent).get('/api/auth/me').set('X-Forwarded-For', nextClientIp());
          if (me.status !== 200 || me.body?.mfaPending) await signIn(actor);
        }
      }

      console.info(
        `fuzz: ${sent} requests (of ${made} cases made) over ${operations.length} operations; answers by actor and status: ${JSON.stringify(statuses)}`,
      );
      const describeAll = (list: Failure[]) =>
        list
          .slice(0, 60)
          .map((f) => `${f.status} ${f.actor} ${f.method} ${f.url}\n    body: ${f.body}\n    answer: ${f.answer}`)
          .join('\n') + (list.length > 60 ? `\n… and ${list.length - 60} more` : '');
      if (failures.length)
        throw new Error(`${failures.length} of ${sent} bad requests got a server error (${run.replay} replays):\n${describeAll(failures)}`);
      if (notEnvelope.length)
        throw new Error(
          `${notEnvelope.length} of ${sent} 4xx answers are not the error envelope (${run.replay} replays):\n${describeAll(notEnvelope)}`,
        );
      // Floors on purpose: the requirement is "at least MIN_REQUESTS, spread over the actors"; how many
      // cases the generator makes follows the routes and is no figure to pin.
      expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
      for (const actor of Object.keys(perActor) as Actor[]) expect(perActor[actor]).toBeGreaterThan(MIN_REQUESTS / 4);
    },
    FUZZ_TIMEOUT_MS,
  );
});
