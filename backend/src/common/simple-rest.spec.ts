import { BadRequestException } from '@nestjs/common';
import { idList, likePattern, parseRaQuery, setContentRange } from './simple-rest.js';

const spec = { sortable: ['name', 'code'], defaultSort: { field: 'name', order: 'ASC' as const }, filters: ['q', 'id'] };

describe('parseRaQuery', () => {
  it('applies defaults when sort, range and filter are missing', () => {
    expect(parseRaQuery({}, spec)).toEqual({ orderBy: { field: 'name', order: 'ASC' }, offset: 0, limit: 25, filter: {} });
  });

  it('reads the react-admin query parameters', () => {
    const parsed = parseRaQuery({ sort: '["code","desc"]', range: '[10,19]', filter: '{"q":"ma"}' }, spec);
    expect(parsed).toEqual({ orderBy: { field: 'code', order: 'DESC' }, offset: 10, limit: 10, filter: { q: 'ma' } });
  });

  it.each([
    [{ sort: '["password","ASC"]' }, 'Cannot sort by password'],
    [{ sort: 'not json' }, 'sort is not valid JSON'],
    [{ range: '[5,1]' }, 'range must be [start,end] with 0 <= start <= end'],
    [{ range: '[-1,3]' }, 'range must be [start,end] with 0 <= start <= end'],
    [{ filter: '{"email":"x"}' }, 'Cannot filter by email'],
    [{ filter: '[1]' }, 'filter must be a JSON object'],
  ])('refuses %j', (query, message) => {
    expect(() => parseRaQuery(query, spec)).toThrow(new BadRequestException(message));
  });

  it.each([
    [{ filter: JSON.stringify({ q: 'a\u0000b' }) }, 'Invalid characters in request'],
    [{ filter: '{"q":"\\ud800"}' }, 'Invalid characters in request'],
    [{ filter: '{"\\udc00":1}' }, 'Invalid characters in request'],
    [{ filter: `{"id":${'['.repeat(40)}${']'.repeat(40)}}` }, 'Request body is nested too deeply'],
  ])('refuses bad text or deep nesting inside the JSON of %j', (query, message) => {
    expect(() => parseRaQuery(query, spec)).toThrow(new BadRequestException(message));
  });

  it('caps a huge range', () => {
    expect(parseRaQuery({ range: '[0,999999]' }, spec).limit).toBe(500);
  });
});

describe('setContentRange', () => {
  const headers: Record<string, string> = {};
  const res = { setHeader: (k: string, v: string) => (headers[k] = v) } as never;

  it('writes start-end/total, and */total for an empty page', () => {
    setContentRange(res, 'countries', 10, 5, 27);
    expect(headers['Content-Range']).toBe('countries 10-14/27');
    setContentRange(res, 'countries', 30, 0, 27);
    expect(headers['Content-Range']).toBe('countries */27');
  });
});

describe('likePattern', () => {
  it('escapes LIKE wildcards in search text', () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('idList', () => {
  it('accepts UUIDs of any version, alone or in a list', () => {
    expect(idList('0f8fad5b-d9cb-469f-a165-70867728950e')).toEqual(['0f8fad5b-d9cb-469f-a165-70867728950e']);
    expect(idList(['00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-7FFF-BFFF-FFFFFFFFFFFF'])).toHaveLength(2);
    expect(idList([])).toEqual([]);
  });

  it.each([
    ['zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz'],
    ['------------------------------------'],
    ['0f8fad5bd9cb469fa16570867728950e----'],
    ['0f8fad5b-d9cb-469f-a165-70867728950e '],
    [42],
    [null],
    [{ $ne: null }],
    [['0f8fad5b-d9cb-469f-a165-70867728950e', 'nope']],
  ])('refuses %j', (value) => {
    expect(() => idList(value)).toThrow(new BadRequestException('id filter must be a list of ids'));
  });

  it('names the filter and refuses huge lists', () => {
    expect(() => idList('x', 'actorId')).toThrow(new BadRequestException('actorId filter must be a list of ids'));
    expect(() => idList(Array.from({ length: 1001 }, () => '0f8fad5b-d9cb-469f-a165-70867728950e'))).toThrow(BadRequestException);
  });
});
