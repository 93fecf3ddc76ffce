import { Body, Controller, Delete, Get, Inject, Param, ParseUUIDPipe, Post, Put, Query, Res, type Type } from '@nestjs/common';
import { ApiExtension, ApiTags } from '@nestjs/swagger';
import type { ApiAnswers, RouteLimitName } from '@medtour/contracts';
import type { Response } from 'express';
import { ANSWER_EXTENSION } from '../openapi/answers.js';
import { type AuthContext, CurrentAuth } from './auth.decorators.js';
import { Limit } from './rate-limit/limits.js';
import { parseRaQuery, type RaListQuery, type RaListSpec, setContentRange } from './simple-rest.js';

/** A page of a react-admin list: its rows, and how many rows the whole list holds (the Content-Range total). */
export interface RaPage<R> {
  rows: R[];
  total: number;
}

/**
 * What a back-office resource's service answers, verb by verb, for the staff member calling (`auth`):
 * the react-admin simple REST contract's list, show, create, update and delete. A service implements
 * the verbs its resource has; `AdminResourceService` implements them all for a table of entities.
 */
export interface AdminResource<R = unknown> {
  list(query: RaListQuery, auth: AuthContext): Promise<RaPage<R>>;
  get(id: string, auth: AuthContext): Promise<R>;
  create(data: object, auth: AuthContext): Promise<R>;
  update(id: string, data: object, auth: AuthContext): Promise<R>;
  remove(id: string, auth: AuthContext): Promise<R>;
}

/** A resource of one record (the site's settings): its list is that record, whatever the query asks. */
export const ONE_RECORD = 'one record';
/** What the list of a `ONE_RECORD` resource asks its service for: its one record. */
const WHOLE_LIST: RaListQuery = { orderBy: { field: 'id', order: 'ASC' }, offset: 0, limit: 1, filter: {} };

/** The rows a service's list answers. */
type RowOf<S> = S extends { list(...args: never[]): Promise<RaPage<infer R>> } ? R : never;
/** The answers of `ApiAnswers` that a list of those rows is (`@Answers`' check, for a list route). */
type ListAnswerOf<S> = { [K in keyof ApiAnswers]: RowOf<S>[] extends ApiAnswers[K] ? K : never }[keyof ApiAnswers];

/** A back-office resource: its name, its service, and the verbs it has (those left out have no route). */
export interface AdminResourceDeclaration<S> {
  /** The path under `/api/admin/`, react-admin's resource name (the Content-Range header names it). */
  name: string;
  service: Type<S>;
  /** `GET /`: what the list may be sorted and filtered by (`parseRaQuery`). */
  list?: RaListSpec | typeof ONE_RECORD;
  /** `GET /:id`. */
  show?: true;
  /** `POST /` with this body. */
  create?: Type<object>;
  /** `PUT /:id` with this body (`PartialUpdate(CreateDto)`: fields left out keep their value). */
  update?: Type<object>;
  /** `DELETE /:id`, answering the deleted record. */
  delete?: true;
  /** Ids are UUIDs (anything else 400) unless `text`: then the service answers 404 for one it does not know. */
  ids?: 'uuid' | 'text';
  /** Stricter limits of their own (`@Limit`) for the verbs that send something out. */
  limits?: Partial<Record<'create' | 'update', RouteLimitName>>;
  /** The list's answer in `@medtour/contracts`' `ApiAnswers`, for the front ends' typed client (one its rows are). */
  listAnswer?: ListAnswerOf<S>;
}

type Verb = 'list' | 'show' | 'create' | 'update' | 'delete';
/** The service method each verb calls. */
const METHOD: Record<Verb, keyof AdminResource> = { list: 'list', show: 'get', create: 'create', update: 'update', delete: 'remove' };

/**
 * Gives a route what a decorated handler would have: its parameters (their decorators and their
 * types, which the validation pipe and the OpenAPI document read) and its method decorators.
 */
function route(target: object, key: string, params: [ParameterDecorator, unknown][], decorators: MethodDecorator[]): void {
  Reflect.defineMetadata(
    'design:paramtypes',
    params.map(([, type]) => type),
    target,
    key,
  );
  params.forEach(([decorate], index) => decorate(target, key, index));
  const descriptor = Object.getOwnPropertyDescriptor(target, key)!;
  for (const decorate of decorators) decorate(target, key, descriptor);
}

/**
 * The controller of a back-office resource under `/api/admin/<name>` (react-admin simple REST, see
 * the design notes' ra-data-simple-rest contract): the list with its query checked and its
 * Content-Range, and show, create, update and delete, each handing the caller to the service, which
 * owns the resource's rules and its audit. Who may call each route is the permission table's
 * (contracts `PERMISSIONS`, enforced by the session guard from the route's path). A module's
 * controller extends the class this returns, adding the routes its resource has beyond these, with
 * the services they need as `@Inject` properties (the subclass has no decorator of its own, so Nest
 * could not read a constructor's parameters).
 */
export function AdminResourceController<S extends Partial<AdminResource>>(
  resource: AdminResourceDeclaration<S>,
): Type<{ readonly service: S }> {
  const { name, service } = resource;
  const declared = (Object.keys(METHOD) as Verb[]).filter((verb) => resource[verb] !== undefined);
  for (const verb of declared) {
    if (typeof service.prototype[METHOD[verb]] !== 'function')
      throw new Error(`${service.name} has no ${METHOD[verb]} for ${name}'s ${verb}`);
  }
  const id: [ParameterDecorator, unknown] = [resource.ids === 'text' ? Param('id') : Param('id', ParseUUIDPipe), String];
  const auth: [ParameterDecorator, unknown] = [CurrentAuth(), Object];
  const limit = (verb: 'create' | 'update') => (resource.limits?.[verb] ? [Limit(resource.limits[verb])] : []);

  @ApiTags('admin')
  @Controller(`admin/${name}`)
  class AdminResourceRoutes {
    /** What it serves (the tests that hold every resource to the list contract read it). */
    static readonly resource: AdminResourceDeclaration<unknown> = resource;

    @Inject(service) readonly service!: S;

    constructor() {
      if (new.target.length) throw new Error(`${new.target.name}: inject what its routes need as @Inject properties, not in a constructor`);
    }

    /** The service's verbs (those of the routes declared are there: checked above). */
    private get verbs(): AdminResource {
      return this.service as AdminResource;
    }

    async list(query: Record<string, unknown>, res: Response, caller: AuthContext): Promise<unknown[]> {
      const parsed = resource.list === ONE_RECORD ? WHOLE_LIST : parseRaQuery(query, resource.list!);
      const { rows, total } = await this.verbs.list(parsed, caller);
      setContentRange(res, name, parsed.offset, rows.length, total);
      return rows;
    }

    get(key: string, caller: AuthContext): Promise<unknown> {
      return this.verbs.get(key, caller);
    }

    create(body: object, caller: AuthContext): Promise<unknown> {
      return this.verbs.create(body, caller);
    }

    update(key: string, body: object, caller: AuthContext): Promise<unknown> {
      return this.verbs.update(key, body, caller);
    }

    remove(key: string, caller: AuthContext): Promise<unknown> {
      return this.verbs.remove(key, caller);
    }
  }

  const routes = AdminResourceRoutes.prototype;
  const declare: Record<Verb, () => void> = {
    list: () =>
      route(
        routes,
        'list',
        [[Query(), Object], [Res({ passthrough: true }), Object], auth],
        [Get(), ...(resource.listAnswer ? [ApiExtension(ANSWER_EXTENSION, resource.listAnswer)] : [])],
      ),
    show: () => route(routes, 'get', [id, auth], [Get(':id')]),
    create: () => route(routes, 'create', [[Body(), resource.create], auth], [...limit('create'), Post()]),
    update: () => route(routes, 'update', [id, [Body(), resource.update], auth], [...limit('update'), Put(':id')]),
    delete: () => route(routes, 'remove', [id, auth], [Delete(':id')]),
  };
  for (const verb of Object.keys(METHOD) as Verb[]) {
    if (declared.includes(verb)) declare[verb]();
    else delete (routes as unknown as Partial<Record<string, unknown>>)[METHOD[verb]];
  }
  return AdminResourceRoutes;
}
