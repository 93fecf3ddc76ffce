import { BadRequestException } from '@nestjs/common';
import { likePattern, parseRaQuery, setContentRange } from './simple-rest.js';

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
