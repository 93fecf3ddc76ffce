import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { Agent } from 'supertest';
import { type AdminResourceDeclaration, ONE_RECORD } from '../src/common/admin-resource.js';
import { apiOperations } from './support/openapi.js';
import { signedInAgent } from './support/factories.js';
import { startApi, type TestApi } from './support/app.js';

/** The back office's pages under /api/admin that are not react-admin lists (one view each). */
const NOT_LISTS = ['dashboard', 'ai-settings'];

/** Every resource the controller factory serves, read from the application: a new one is held to the contract without being listed here. */
function adminResources(app: INestApplication): AdminResourceDeclaration<unknown>[] {
  return [...app.get(ModulesContainer).values()]
    .flatMap((module) => [...module.controllers.values()])
    .map((wrapper) => (wrapper.metatype as { resource?: AdminResourceDeclaration<unknown> } | null)?.resource)
    .filter((resource): resource is AdminResourceDeclaration<unknown> => resource !== undefined);
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/**
 * The ra-data-simple-rest contract (design notes, style.md §4) as every back-office list answers it:
 * the one list block of `AdminResourceController`, over the demo catalogue and this file's accounts.
 */
describe('every back-office list answers the react-admin simple REST contract', () => {
  let api: TestApi;
  let admin: Agent;
  let resources: AdminResourceDeclaration<unknown>[];
  beforeAll(async () => {
    api = await startApi({ RATE_LIMIT_CLIENT_PER_MINUTE: '1000000', RATE_LIMIT_USER_PER_MINUTE: '1000000' });
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
    // Two more accounts: the users list has pages to turn.
    await signedInAgent(api.app, api.em, 'moderator');
    await signedInAgent(api.app, api.em, 'user');
    resources = adminResources(api.app).filter((resource) => resource.list !== undefined);
  });
  afterAll(async () => api.close());

  it('serves every list under /api/admin through the factory: no list route of its own elsewhere', () => {
    const names = resources.map((resource) => resource.name);
    // A floor, not a figure: the controllers were read.
    expect(names.length).toBeGreaterThan(25);
    expect(names).toEqual(expect.arrayContaining(['countries', 'bookings', 'reviews', 'users', 'settings', 'trips', 'audit-events']));
    const roots = apiOperations(api.app)
      .filter((op) => op.method === 'get' && /^\/api\/admin\/[^/]+$/.test(op.path))
      .map((op) => op.path.slice('/api/admin/'.length));
    expect(roots.filter((root) => !names.includes(root)).sort()).toEqual([...NOT_LISTS].sort());
  });

  it('answers each list with its rows and Content-Range, pages it as asked, sorts by each field it allows and refuses the rest (400)', async () => {
    const problems: string[] = [];
    const expectThat = (resource: string, what: string, holds: boolean) => {
      if (!holds) problems.push(`${resource}: ${what}`);
    };
    for (const { name, list } of resources) {
      const url = `/api/admin/${name}`;
      const all = await admin.get(url);
      expectThat(name, `GET ${url} is 200 (got ${all.status})`, all.status === 200);
      if (all.status !== 200) continue;
      const rows = all.body as { id: string }[];
      const range = /^(\S+) (\d+-\d+|\*)\/(\d+)$/.exec(String(all.headers['content-range']));
      expectThat(name, `Content-Range names the resource (got ${all.headers['content-range']})`, range?.[1] === name);
      const total = Number(range?.[3]);
      expectThat(name, 'the rows are an array of records with ids', Array.isArray(rows) && rows.every((row) => row.id !== undefined));
      expectThat(name, 'the range is the rows answered', range?.[2] === (rows.length ? `0-${rows.length - 1}` : '*'));
      expectThat(name, 'the total counts at least the rows answered', total >= rows.length);

      if (list === ONE_RECORD) {
        // A resource of one record answers it whatever the query asks.
        const asked = await admin.get(`${url}?range=${json([5, 9])}&sort=${json(['nope', 'ASC'])}`);
        expectThat(name, 'its one record, whatever the query', asked.status === 200 && asked.headers['content-range'] === `${name} 0-0/1`);
        continue;
      }

      const first = await admin.get(`${url}?range=${json([0, 0])}`);
      expectThat(
        name,
        `range [0,0] answers one row (got ${first.headers['content-range']})`,
        first.status === 200 && first.headers['content-range'] === (total ? `${name} 0-0/${total}` : `${name} */0`),
      );
      if (total < 500) {
        const whole = await admin.get(`${url}?range=${json([0, 499])}`);
        expectThat(name, `the total is the number of rows (${total}, got ${whole.body.length})`, whole.body.length === total);
      }
      if (total >= 2) {
        const second = await admin.get(`${url}?range=${json([1, 1])}`);
        expectThat(
          name,
          'range [1,1] answers the next row, another one',
          second.status === 200 && second.headers['content-range'] === `${name} 1-1/${total}` && second.body[0]?.id !== first.body[0]?.id,
        );
      }
      for (const field of list!.sortable) {
        for (const order of ['ASC', 'DESC']) {
          const sorted = await admin.get(`${url}?sort=${json([field, order])}&range=${json([0, 4])}`);
          expectThat(name, `sorts by ${field} ${order} (got ${sorted.status})`, sorted.status === 200);
        }
      }
      if (list!.filters.includes('id') && rows.length) {
        // react-admin's getMany.
        const many = await admin.get(`${url}?filter=${json({ id: [rows[0]!.id] })}`);
        expectThat(
          name,
          'the id filter answers the rows named',
          many.status === 200 && many.body.length === 1 && many.body[0].id === rows[0]!.id,
        );
      }
      const refusals: [string, string][] = [
        [`sort=${json(['nope', 'ASC'])}`, 'Cannot sort by nope'],
        [`filter=${json({ nope: 1 })}`, 'Cannot filter by nope'],
        [`range=${json([5, 1])}`, 'range must be [start,end] with 0 <= start <= end'],
        ['sort=not-json', 'sort is not valid JSON'],
      ];
      for (const [query, message] of refusals) {
        const refused = await admin.get(`${url}?${query}`);
        expectThat(
          name,
          `refuses ${decodeURIComponent(query)} (got ${refused.status} ${refused.body?.message})`,
          refused.status === 400 && refused.body.message === message,
        );
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
