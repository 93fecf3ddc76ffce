import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';

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
 * Concurrent requests for the same answer share one database query. Failures are not kept (an
 * unknown filter is answered again next time; a dropped connection is retried by the next request).
 * The answers are shared: callers must not change what they get.
 */
@Injectable()
export class CatalogueCache {
  private current: Generation = { version: -1n, entries: new Map() };

  constructor(private readonly em: EntityManager) {}

  /** `load()`'s answer for `key` under the current catalogue version, computed at most once per version. */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.version();
    if (version > this.current.version) this.current = { version, entries: new Map() };
    // A request whose version check was overtaken by a newer one: answer it without keeping the answer.
    else if (version < this.current.version) return load();

    const { entries } = this.current;
    const kept = entries.get(key) as Promise<T> | undefined;
    if (kept) {
      entries.delete(key); // Map keeps insertion order: re-inserting marks it most recently used.
      entries.set(key, kept);
      return kept;
    }
    const answer = load();
    entries.set(key, answer);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    answer.catch(() => {
      if (entries.get(key) === answer) entries.delete(key);
    });
    return answer;
  }

  /**
   * The committed catalogue version (a named statement: parsed and planned once per connection).
   * Raw SQL on the driver's pool, on purpose: it runs before every public catalogue answer, on the
   * measured hot path (`npm run bench`, hospital search under load), and the ORM cannot name a
   * prepared statement.
   */
  private async version(): Promise<bigint> {
    const pool = await this.em.getConnection().getNativeClient();
    const { rows } = await pool.query<CatalogueVersionRow>({
      name: 'catalogue-version',
      text: 'select version::text from catalogue_version',
    });
    return BigInt(rows[0].version);
  }
}
