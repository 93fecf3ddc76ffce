import { BadRequestException } from '@nestjs/common';
import type { Response } from 'express';
import { findInputProblem, inputProblemMessage } from './http/input-guard.js';

/** What a react-admin list request asks for, once checked against a resource's allow-lists. */
export interface RaListQuery {
  orderBy: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

export interface RaListSpec {
  sortable: readonly string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Allowed filter keys, e.g. `q`, `id`, `status`, `createdAt_gte`. */
  filters: readonly string[];
}

const MAX_PAGE = 500;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw new BadRequestException(`${name} must be a JSON string`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BadRequestException(`${name} is not valid JSON`);
  }
  // The JSON inside a query value is input too: the same rule as for request bodies.
  const problem = findInputProblem(parsed);
  if (problem) throw new BadRequestException(inputProblemMessage(problem));
  return parsed;
}

/**
 * Parses `sort=["f","ASC"]`, `range=[s,e]` and `filter={…}` of the ra-data-simple-rest contract,
 * applying defaults when they are missing and answering 400 for anything not allow-listed.
 */
export function parseRaQuery(query: Record<string, unknown>, spec: RaListSpec): RaListQuery {
  const sort = parseJson('sort', query.sort);
  let orderBy = spec.defaultSort;
  if (sort !== undefined) {
    if (
      !Array.isArray(sort) ||
      sort.length !== 2 ||
      typeof sort[0] !== 'string' ||
      !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
    ) {
      throw new BadRequestException('sort must be ["field","ASC"|"DESC"]');
    }
    if (!spec.sortable.includes(sort[0])) throw new BadRequestException(`Cannot sort by ${sort[0]}`);
    orderBy = { field: sort[0], order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }

  const range = parseJson('range', query.range);
  let offset = 0;
  let limit = 25;
  if (range !== undefined) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
      throw new BadRequestException('range must be [start,end] with 0 <= start <= end');
    }
    offset = range[0];
    limit = Math.min(range[1] - range[0] + 1, MAX_PAGE);
  }

  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw new BadRequestException('filter must be a JSON object');
  for (const key of Object.keys(filter)) {
    if (!spec.filters.includes(key)) throw new BadRequestException(`Cannot filter by ${key}`);
  }
  return { orderBy, offset, limit, filter: filter as Record<string, unknown> };
}

/** Writes `Content-Range: <resource> <start>-<end>/<total>` (what react-admin reads the total from). */
export function setContentRange(res: Response, resource: string, offset: number, count: number, total: number): void {
  const range = count > 0 ? `${offset}-${offset + count - 1}` : '*';
  res.setHeader('Content-Range', `${resource} ${range}/${total}`);
}

/** A UUID as Postgres reads one: 8-4-4-4-12 hex digits (any version). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_IDS = 1000;

/** A filter value that must be a list of ids (react-admin's getMany sends `{ id: [...] }`). */
export function idList(value: unknown, name = 'id'): string[] {
  const list = Array.isArray(value) ? value : [value];
  if (list.length > MAX_IDS || !list.every((v) => typeof v === 'string' && UUID_PATTERN.test(v))) {
    throw new BadRequestException(`${name} filter must be a list of ids`);
  }
  return list as string[];
}

/** Escapes a user's search text for use inside an ILIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
