import { Inject, NotFoundException } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { flushOrFieldError, pickDefined, searchText } from './admin-crud.js';
import type { AdminResource, RaPage } from './admin-resource.js';
import type { AuthContext } from './auth.decorators.js';
import { idList, likePattern, type RaListQuery } from './simple-rest.js';

/** The audit log as the resources write to it (the audit module's `AuditService`, provided under `AUDIT_LOG`). */
export interface AuditLog {
  record(
    em: EntityManager,
    entry: { actorId: string; action: string; entity: string; entityId: string; details?: Record<string, unknown> },
  ): Promise<void>;
}
export const AUDIT_LOG = Symbol('AuditLog');

/** A change a back-office resource audits. */
export type Change = 'create' | 'update' | 'delete';

/** How a resource's changes are audited: the entity its rows are logged as, and the action of each change. */
export interface Audited {
  entity: string;
  actions: Readonly<Record<Change, string>>;
}

/** Conditions on an entity's rows, as MikroORM's `where` takes them. */
export type Where = Record<string, unknown>;

/** `{ a: { b: value } }` for the path `a.b`: a condition on a related row's field. */
const atPath = (path: string, value: unknown): Where =>
  path
    .split('.')
    .reverse()
    .reduce<unknown>((inner, field) => ({ [field]: inner }), value) as Where;

/**
 * A back-office resource that is a table of entities (react-admin simple REST, see `AdminResource`):
 * its list (filtered by `where`, sorted and paged as asked, populated with `populate`), one row, and,
 * for resources that change, create, update and delete in a transaction with their audit entry, a
 * unique key's violation answered as a field error. What is particular to a resource stays in its
 * service: the fields a body sets, its filters, its checks (`build`, `change`, `delete`) and what its
 * audit entries keep (`details`), or a verb replaced whole.
 */
export abstract class AdminResourceService<E extends { id: string }, R> implements AdminResource<R> {
  @Inject(EntityManager) protected readonly em!: EntityManager;
  @Inject(AUDIT_LOG) private readonly auditLog!: AuditLog;

  protected abstract readonly entity: new (...args: never[]) => E;
  /** What a 404 says (`Country not found`). */
  protected abstract readonly notFound: string;
  /** The relations a record shows. */
  protected readonly populate: readonly string[] = [];
  /** What every row of the resource meets, when its table holds more (dead-lettered jobs among the outbox's). */
  protected readonly scope: Where = {};
  /** The fields `q` searches (a related row's as `country.name`). */
  protected readonly search: readonly string[] = [];
  /** The fields a body sets, for the default `build` and `change`. */
  protected readonly fields: readonly string[] = [];
  /** Unique keys: a column of the constraint → the field its error is shown on, and what a row is called there. */
  protected readonly unique?: { fields: Record<string, string>; what: string };
  /** An update locks its row: two saves of one row apply one after the other. */
  protected readonly lockOnUpdate: boolean = false;
  /** Resources that change say how they are audited. */
  protected readonly audited?: Audited;

  protected abstract toRecord(row: E): R;

  /** The rows a list's filter asks for: by default its ids (react-admin's getMany) and its text `q` in `search`. */
  protected where(filter: Record<string, unknown>, _auth: AuthContext): Where {
    const where: Where = {};
    const q = this.search.length ? searchText(filter.q) : undefined;
    if (q) where.$or = this.search.map((path) => atPath(path, { $ilike: likePattern(q) }));
    if (filter.id !== undefined) where.id = { $in: idList(filter.id) };
    return where;
  }

  /** A list's order: as asked (rows without a value last), then by id, so that no row is on two pages. */
  protected order({ orderBy }: RaListQuery): unknown {
    return { [orderBy.field]: `${orderBy.order.toLowerCase()} nulls last`, id: 'asc' };
  }

  async list(query: RaListQuery, auth: AuthContext): Promise<RaPage<R>> {
    const where = this.where(query.filter, auth);
    const [rows, total] = await this.em.findAndCount(this.entity, this.scoped(where) as never, {
      populate: [...this.populate] as never,
      orderBy: this.order(query) as never,
      limit: query.limit,
      offset: query.offset,
    });
    return { rows: rows.map((row) => this.toRecord(row)), total };
  }

  async get(id: string, _auth?: AuthContext): Promise<R> {
    return this.toRecord(await this.find(this.em, id));
  }

  async create(data: object, auth: AuthContext): Promise<R> {
    return this.em.transactional(async (tx) => {
      const row = await this.build(tx, data);
      await this.save(tx, row);
      await this.record(tx, auth, 'create', row.id, this.details(row, 'create'));
      return this.toRecord(row);
    });
  }

  /** Changes the fields given; those left out keep their value. */
  async update(id: string, data: object, auth: AuthContext): Promise<R> {
    return this.em.transactional(async (tx) => {
      const row = await this.find(tx, id, this.lockOnUpdate);
      await this.change(tx, row, data);
      await this.save(tx, row);
      await this.record(tx, auth, 'update', row.id, this.details(row, 'update'));
      return this.toRecord(row);
    });
  }

  /** Answers the record as it was. */
  async remove(id: string, auth: AuthContext): Promise<R> {
    return this.em.transactional(async (tx) => {
      const row = await this.find(tx, id);
      const snapshot = this.toRecord(row);
      const details = this.details(row, 'delete');
      await this.delete(tx, row);
      await this.record(tx, auth, 'delete', id, details);
      return snapshot;
    });
  }

  /** A new row from a create's body (checks that refuse it throw before anything is written). */
  protected async build(tx: EntityManager, data: object): Promise<E> {
    return tx.create(this.entity, pickDefined(data as Record<string, unknown>, this.fields) as never);
  }

  /** Applies an update's body to the row. */
  protected async change(tx: EntityManager, row: E, data: object): Promise<void> {
    tx.assign(row, pickDefined(data as Record<string, unknown>, this.fields) as never);
  }

  /** Writes the new or changed row; a unique key's violation is a field error. */
  protected async save(tx: EntityManager, _row: E): Promise<void> {
    if (this.unique) await flushOrFieldError(tx, this.unique.fields, this.unique.what);
    else await tx.flush();
  }

  /** Deletes the row (a resource whose rows others use refuses it here). */
  protected async delete(tx: EntityManager, row: E): Promise<void> {
    await tx.remove(row).flush();
  }

  /** What the audit entry of a change keeps besides who and which row (never personal or health data). */
  protected details(_row: E, _change: Change): Record<string, unknown> | undefined {
    return undefined;
  }

  /** The row, or 404. */
  protected async find(em: EntityManager, id: string, lock = false): Promise<E> {
    const row = await em.findOne(this.entity, this.scoped({ id }) as never, {
      populate: [...this.populate] as never,
      ...(lock && { lockMode: LockMode.PESSIMISTIC_WRITE }),
    });
    if (!row) throw new NotFoundException(this.notFound);
    return row;
  }

  private scoped(where: Where): Where {
    return Object.keys(this.scope).length ? { $and: [this.scope, where] } : where;
  }

  private async record(tx: EntityManager, auth: AuthContext, change: Change, entityId: string, details?: Record<string, unknown>) {
    if (!this.audited) throw new Error(`${this.constructor.name} changes rows but does not say how they are audited`);
    const { entity, actions } = this.audited;
    await this.auditLog.record(tx, { actorId: auth.userId, action: actions[change], entity, entityId, ...(details && { details }) });
  }
}
