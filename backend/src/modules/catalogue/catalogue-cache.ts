import { HttpException, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { ConnectionType } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { AppConfig } from '../../config/app-config.js';

/** Answers kept per catalogue version; the least recently used goes first when full (bounds memory). */
const MAX_ENTRIES = 500;

/** The one row of `catalogue_version`; the bigint is read as text (exact beyond 2^53). */
interface CatalogueVersionRow {
  version: string;
}

interface Generation {
  version: bigint;
  entries: Map<string, Promise<unknown>>;
}

/** An answer and the catalogue version it was computed under (read in the same statement, so in the same snapshot). */
export interface Versioned<T> {
  version: bigint;
  value: T;
}

/**
 * Computes an answer with its reads on `on`: 'read' is a read replica (MikroORM's `connectionType`),
 * 'write' the primary. A loader may read the primary whatever it is told; never write on 'read'.
 */
export type CatalogueLoad<T> = (on: ConnectionType) => Promise<T>;

/**
 * Public catalogue answers (hospital search, treatments, destinations, filter options), reused for
 * as long as the catalogue has not changed.
 *
 * Every read first asks PostgreSQL for the catalogue version (one indexed row; triggers increment it
 * with every committed write to a catalogue table, see the catalogue_version migration). An answer
 * is reused only under the version it was computed after, so a visitor never sees a catalogue older
 * than the one committed when the request arrived, whichever process or tool made the change, and
 * however many API processes run. What it saves is the search itself: the version check costs
 * PostgreSQL a few microseconds, a hospital search about a millisecond of CPU, and under load the
 * database's CPU is what runs out first.
 *
 * An answer whose statement can read the version itself (`readVersioned`: hospital search) costs one
 * round trip when it is not kept: the statement's own version says under which version to keep it,
 * and it saw everything committed before it started, so it is never older than the request.
 *
 * With read replicas (`DATABASE_REPLICA_URLS`), answers are computed on a replica when it has caught
 * up with that version, and on the primary when it has not (or cannot be reached): the version is
 * what makes a replica safe to read, so a visitor never sees an edit undone by replication lag. The
 * version check itself stays on the primary.
 *
 * Concurrent requests for the same answer share one database query. Failures are not kept (an
 * unknown filter is answered again next time; a dropped connection is retried by the next request).
 * The answers are shared: callers must not change what they get.
 */
@Injectable()
export class CatalogueCache implements OnApplicationShutdown {
  private current: Generation = { version: -1n, entries: new Map() };
  /** The version check under way, and the one that requests arriving meanwhile wait for (sent once it returns). */
  private checking?: Promise<bigint>;
  private nextCheck?: Promise<bigint>;
  /** The primary's committed version, read on a connection of its own (see VersionReader). */
  private readonly primary: VersionReader;
  /** `readVersioned` loads under way, by key: a concurrent request for the same answer may share one. */
  private readonly loading = new Map<string, Promise<Versioned<unknown>>>();
  /** The version each read replica has reached (empty without replicas). */
  private readonly replicas: VersionReader[];
  private readonly logger = new Logger(CatalogueCache.name);

  constructor(
    private readonly em: EntityManager,
    config: AppConfig,
  ) {
    this.primary = new VersionReader(em);
    this.replicas = config.databaseReplicaUrls.map((url) => new VersionReader(em, url));
  }

  /** `load()`'s answer for `key` under the current catalogue version, computed at most once per version. */
  async read<T>(key: string, load: CatalogueLoad<T>): Promise<T> {
    const version = await this.version();
    if (version > this.current.version) this.current = { version, entries: new Map() };
    // A request whose version check was overtaken by a newer one: answer it without keeping the answer.
    else if (version < this.current.version) return this.loadAt(version, load);

    const { entries } = this.current;
    const kept = entries.get(key) as Promise<T> | undefined;
    if (kept) {
      entries.delete(key); // Map keeps insertion order: re-inserting marks it most recently used.
      entries.set(key, kept);
      return kept;
    }
    const answer = this.loadAt(version, load);
    entries.set(key, answer);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    answer.catch(() => {
      if (entries.get(key) === answer) entries.delete(key);
    });
    return answer;
  }

  /**
   * `read` for a `load()` that also answers the catalogue version its statement read. An answer
   * kept under the current version is checked and reused as `read` does; otherwise `load()` runs at
   * once, without a version check first, and its answer is kept under the version it read.
   */
  async readVersioned<T>(key: string, load: CatalogueLoad<Versioned<T>>): Promise<T> {
    if (this.current.entries.has(key)) return this.read(key, async (on) => (await load(on)).value);
    const shared = this.loading.get(key) as Promise<Versioned<T>> | undefined;
    if (shared) {
      // Started before this request arrived: reusable only if it read a version at least as new as
      // the one committed now (the check costs a primary-key read; the load is a search).
      const [version, answer] = await Promise.all([this.version(), shared.catch(() => null)]);
      if (answer && answer.version >= version) return answer.value;
    }
    const loading = this.replicas.length ? this.loadVersionedOnReplica(load) : load('write');
    if (!shared) {
      this.loading.set(key, loading);
      const done = () => this.loading.get(key) === loading && this.loading.delete(key);
      void loading.then(done, done);
    }
    const { version, value } = await loading;
    this.keep(key, version, Promise.resolve(value));
    return value;
  }

  /** `load`'s answer under `version` or later: on the replicas when every one has reached it, else on the primary. */
  private async loadAt<T>(version: bigint, load: CatalogueLoad<T>): Promise<T> {
    if (!this.replicas.length) return load('write');
    const reached = await Promise.all(this.replicas.map((replica) => replica.version().catch((error: unknown) => this.unreachable(error))));
    return load(reached.every((replicaVersion) => replicaVersion !== undefined && replicaVersion >= version) ? 'read' : 'write');
  }

  /**
   * A versioned load on a replica, with the primary's version checked meanwhile (no added wait when
   * the replica has caught up); computed again on the primary when the replica was behind or failed.
   */
  private async loadVersionedOnReplica<T>(load: CatalogueLoad<Versioned<T>>): Promise<Versioned<T>> {
    const [required, fromReplica] = await Promise.all([
      this.version(),
      load('read').catch((error: unknown) => {
        if (error instanceof HttpException) throw error; // the question's fault (an unknown filter), not the replica's
        return this.unreachable(error);
      }),
    ]);
    return fromReplica !== undefined && fromReplica.version >= required ? fromReplica : load('write');
  }

  private unreachable(error: unknown): undefined {
    this.logger.warn(`A read replica failed; reading the primary: ${(error as Error).message}`);
    return undefined;
  }

  /** The catalogue version committed when the caller asked (the shared check below): for readers that keep their own copies (the assistant's snapshot). */
  currentVersion(): Promise<bigint> {
    return this.version();
  }

  /** Keeps an answer computed under `version`: a newer version starts a new generation, an older one is not kept. */
  private keep(key: string, version: bigint, answer: Promise<unknown>): void {
    if (version > this.current.version) this.current = { version, entries: new Map() };
    else if (version < this.current.version) return;
    const { entries } = this.current;
    if (entries.has(key)) return; // another request kept one meanwhile (same version): either will do
    entries.set(key, answer);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  }

  /**
   * The catalogue version committed when the caller asked. Checks are shared: one is sent at a time,
   * and the callers that arrive while it runs share the next, sent as soon as it returns, so its
   * snapshot is taken after every one of them arrived. Under load a check serves many requests; a
   * request waits for at most the rest of one check and one more.
   */
  private version(): Promise<bigint> {
    if (!this.checking) return this.check();
    return (this.nextCheck ??= this.checking
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.nextCheck = undefined;
        return this.check();
      }));
  }

  /** Sends a version check; it is the one under way until it returns. */
  private check(): Promise<bigint> {
    const check = this.primary.version();
    this.checking = check;
    const done = () => {
      if (this.checking === check) this.checking = undefined;
    };
    check.then(done, done);
    return check;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.primary, ...this.replicas].map((reader) => reader.close()));
  }
}

/**
 * The catalogue version committed in one database (a named statement: parsed and planned once per
 * connection). Read on a connection of its own, made as the pool makes its own (same settings;
 * `url` names another database, a replica), outside the pool: one check is under way at a time,
 * and a reused answer must not wait for a connection behind the searches that hold the pool's. A
 * connection that fails is dropped and made again by the next check. Raw SQL, on purpose: it runs
 * before every public catalogue answer, on the measured hot path (`npm run bench`, hospital search
 * under load), and the ORM cannot name a prepared statement.
 */
class VersionReader {
  private connection?: Promise<pg.Client>;

  constructor(
    private readonly em: EntityManager,
    private readonly url?: string,
  ) {}

  async version(): Promise<bigint> {
    const connection = (this.connection ??= this.connect());
    try {
      const client = await connection;
      const { rows } = await client.query<CatalogueVersionRow>({
        name: 'catalogue-version',
        text: 'select version::text from catalogue_version',
      });
      return BigInt(rows[0]!.version);
    } catch (error) {
      this.drop(connection);
      throw error;
    }
  }

  private connect(): Promise<pg.Client> {
    const connection = (async () => {
      const pool = await this.em.getConnection().getNativeClient();
      const client = new pg.Client(this.url ? { ...pool.options, connectionString: this.url } : pool.options);
      // A connection PostgreSQL ends reports an error event: without a listener it would end the process.
      client.on('error', () => this.drop(connection));
      await client.connect();
      return client;
    })();
    return connection;
  }

  private drop(connection: Promise<pg.Client>): void {
    if (this.connection !== connection) return;
    this.connection = undefined;
    void connection.then((client) => client.end()).catch(() => undefined);
  }

  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = undefined;
    await connection?.then((client) => client.end()).catch(() => undefined);
  }
}
