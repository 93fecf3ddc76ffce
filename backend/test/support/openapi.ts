import type { INestApplication } from '@nestjs/common';
import { openApiDocument } from '../../src/openapi/document.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface ApiOperation {
  method: HttpMethod;
  /** As the document writes it: `/api/admin/countries/{id}`. */
  path: string;
  /** The properties of its JSON body, if it takes one. */
  bodyFields: string[];
}

interface Schema {
  $ref?: string;
  properties?: Record<string, unknown>;
}

type PathItem = Partial<Record<HttpMethod, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;

/**
 * Every operation of the API's OpenAPI document (which lists every route: http.int-spec.ts checks
 * it), for tests that must cover a whole family of routes rather than the ones they remember.
 */
export function apiOperations(app: INestApplication): ApiOperation[] {
  const doc = openApiDocument(app);
  const resolve = (schema?: Schema) => (schema?.$ref ? (doc.components?.schemas?.[schema.$ref.split('/').pop()!] as Schema) : schema);
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = (item as PathItem)[method];
      if (!op) continue;
      const body = resolve(op.requestBody?.content?.['application/json']?.schema);
      operations.push({ method, path, bodyFields: Object.keys(body?.properties ?? {}) });
    }
  }
  return operations;
}

/** The path with its `{parameters}` filled in (`fill` gives the value of each). */
export function fillPath(path: string, fill: (parameter: string) => string): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(fill(name)));
}
