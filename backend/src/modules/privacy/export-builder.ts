import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DATA_RIGHTS, utcDay } from '@medtour/contracts';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { decryptText } from '../../common/crypto/encryption.js';
import { AppConfig } from '../../config/app-config.js';
import { FileStorage, StoredFileMissing } from '../../storage/file-storage.js';
import { DataRequest } from '../users/index.js';
import { type ExportFile, exportReadme } from './export-readme.js';

type Rows = Record<string, unknown>[];

/**
 * What each JSON file of an export holds: one query per kind, over the patient's own rows. Secrets
 * (password and two-factor hashes, storage keys, idempotency keys) are never selected; columns of
 * staff are reduced to what the patient may know (a coordinator's shown name, not their account).
 */
const KINDS: Record<Exclude<ExportFile, 'records/' | 'trip-files/'>, string> = {
  'profile.json': `
    select u.id, u.email, u.language, u.currency, u.created_at, u.email_verified_at,
           u.mfa_enabled_at is not null as two_factor_enabled, p.first_name, p.last_name, p.phone, p.country
      from users u left join profiles p on p.user_id = u.id where u.id = :user`,
  'assessments.json': `
    select to_jsonb(a) - 'user_id' - 'idempotency_key' as row
      from health_assessments a where a.user_id = :user order by a.created_at, a.id`,
  'bookings.json': `
    select (to_jsonb(b) - 'user_id' - 'assigned_to_id' - 'awaiting_reply_since' - 'overdue_notified_at')
           || jsonb_build_object(
                'hospital', h.name,
                'treatment', t.name,
                'quotes', coalesce((select jsonb_agg(to_jsonb(q) - 'created_by_id' order by q.version)
                                      from booking_quotes q where q.booking_id = b.id), '[]'::jsonb)) as row
      from bookings b join hospitals h on h.id = b.hospital_id left join treatments t on t.id = b.treatment_id
     where b.user_id = :user order by b.created_at, b.id`,
  'ledger.json': `
    select to_jsonb(p) - 'recorded_by_id' as row
      from payments p
     where p.user_id = :user or p.booking_id in (select id from bookings where user_id = :user)
     order by p.created_at, p.id`,
  'messages.json': `
    select m.booking_id, m.sender_role, m.body, m.created_at
      from booking_messages m join bookings b on b.id = m.booking_id
     where b.user_id = :user order by m.booking_id, m.created_at, m.id`,
  'assistant-conversations.json': `
    select jsonb_build_object('id', c.id, 'title', c.title, 'created_at', c.created_at,
             'messages', coalesce((select jsonb_agg(jsonb_build_object('role', m.role, 'content', m.content, 'created_at', m.created_at)
                                                    order by m.created_at, m.id)
                                     from ai_messages m where m.conversation_id = c.id), '[]'::jsonb)) as row
      from ai_conversations c where c.user_id = :user order by c.created_at, c.id`,
  'reviews.json': `
    select r.id, r.booking_id, h.name as hospital, r.rating, r.review_text, r.reviewer_name, r.reviewer_country,
           r.is_anonymous, r.success_story_consent, r.status, r.created_at, r.updated_at
      from hospital_reviews r join hospitals h on h.id = r.hospital_id
     where r.booking_id in (select id from bookings where user_id = :user) order by r.created_at, r.id`,
  'consents.json': `
    select s.id, s.booking_id, s.record_ids, s.created_at, s.link_sent_at, s.expires_at, s.withdrawn_at,
           coalesce((select jsonb_agg(o.opened_at order by o.opened_at) from record_share_openings o where o.share_id = s.id), '[]'::jsonb) as openings
      from record_shares s where s.user_id = :user order by s.created_at, s.id`,
  'data-requests.json': `
    select id, kind, state, requested_at, due_at, completed_at, expires_at, erase_after
      from data_requests where user_id = :user order by requested_at, id`,
  // Who read their health data: their own uploads and downloads, and every staff read of their records,
  // assessments, bookings' summaries and messages (HealthDataAccess names the patient in each).
  'record-access.json': `
    select e.created_at, e.action, e.outcome, e.entity, e.entity_id,
           case when e.actor_id = :user then 'you'
                when e.actor_id is null then null
                else coalesce(nullif(p.display_name, ''), 'staff') end as who
      from audit_events e left join profiles p on p.user_id = e.actor_id
     where (e.actor_id = :user and (e.action like 'record.%' or e.action like 'privacy.%'))
        or e.details ->> 'patientId' = :user::text
     order by e.created_at, e.id`,
  'records.json': `
    select id, original_name, mime_type, size_bytes, sha256, created_at
      from medical_records where user_id = :user order by created_at, id`,
  // Travellers' passports are sealed: opened in \`build\`.
  'trips.json': `
    select (to_jsonb(t) - 'missing' - 'steps_done_at') || jsonb_build_object(
             'travellers', coalesce((select jsonb_agg(jsonb_build_object('id', tr.id, 'role', tr.role, 'nationality', tr.nationality, 'sealed', tr.sealed)
                                                      order by tr.created_at, tr.id)
                                       from trip_travellers tr where tr.booking_id = t.booking_id), '[]'::jsonb),
             'files', coalesce((select jsonb_agg(jsonb_build_object('id', d.id, 'kind', d.kind, 'name', d.original_name, 'mime_type', d.mime_type,
                                                                    'size_bytes', d.size_bytes, 'created_at', d.created_at) order by d.created_at, d.id)
                                  from trip_documents d where d.booking_id = t.booking_id), '[]'::jsonb),
             'check_ins', coalesce((select jsonb_agg(to_jsonb(c) - 'alert_acknowledged_by_id' - 'booking_id' order by c.day)
                                      from aftercare_checkins c where c.booking_id = t.booking_id), '[]'::jsonb),
             'reminders', coalesce((select jsonb_agg(jsonb_build_object('arrival_on', r.arrival_on, 'days_before', r.days_before,
                                                                        'gaps', r.gaps, 'sent_at', r.sent_at) order by r.sent_at)
                                      from trip_reminders r where r.booking_id = t.booking_id), '[]'::jsonb)) as row
      from trip_plans t join bookings b on b.id = t.booking_id where b.user_id = :user order by t.created_at, t.booking_id`,
};

/** How far along an export is once each step is done (the last steps, the records and the zip, take the rest). */
const QUERIES_DONE = 60;

/**
 * Builds a patient's export (issue 53) in the worker: one JSON file per kind of data, their medical
 * records decrypted, and a README in their language, zipped, then stored encrypted like the records.
 * The request's progress moves on as it goes, so that the account page can show it.
 * The zip is streamed (issue 55): each stored file is decrypted, zipped and encrypted again chunk by
 * chunk on its way back to the store, so that an export is never whole in memory, however many files
 * it holds; only the JSON files (rows of the database) are.
 */
@Injectable()
export class ExportBuilder {
  private readonly logger = new Logger(ExportBuilder.name);

  constructor(
    private readonly storage: FileStorage,
    private readonly config: AppConfig,
  ) {}

  /** Builds and stores the zip under a key of this attempt's; returns that key and its size (the caller keeps one attempt's zip). */
  async build(em: EntityManager, request: DataRequest, userId: string): Promise<{ storageKey: string; sizeBytes: number }> {
    const texts: [string, string][] = [];
    const kinds = Object.entries(KINDS);
    for (const [index, [file, sql]] of kinds.entries()) {
      const rows = await em.execute<Rows>(sql.replaceAll(':user', '?'), Array(countOf(sql)).fill(userId));
      const listed = rows.map((r) => ('row' in r ? r.row : r));
      const value =
        file === 'profile.json' ? (rows[0] ?? null) : file === 'trips.json' ? listed.map((plan) => this.openPassports(plan)) : listed;
      texts.push([file, JSON.stringify(value, null, 2)]);
      await this.progress(em, request, Math.round(((index + 1) / kinds.length) * QUERIES_DONE));
    }
    const storedFiles = (sql: string) => em.execute<StoredFileRow[]>(sql, [userId]);
    const records = await storedFiles(
      'select id, original_name, storage_key from medical_records where user_id = ? order by created_at, id',
    );
    // The files staff uploaded for the patient's trips (visa letters, discharge packs).
    const tripFiles = await storedFiles(
      `select d.id, d.original_name, d.storage_key from trip_documents d join bookings b on b.id = d.booking_id
        where b.user_id = ? order by d.created_at, d.id`,
    );

    // A key of this attempt's own: BullMQ may run the job again while a stalled attempt still writes. The job
    // records the key of the attempt that finishes first; the others delete their zips.
    const storageKey = `${userId}/exports/${request.id}-${randomBytes(6).toString('hex')}.zip`;
    const zip = new ZipStream(new Date());
    const storing = this.storage.put(storageKey, zip.output);
    try {
      for (const [file, text] of texts) zip.addText(file, text);
      for (const record of records) await this.addStored(zip, 'records/', record, `record ${record.id}`);
      for (const document of tripFiles) await this.addStored(zip, 'trip-files/', document, `trip document ${document.id}`);
      zip.addText('README.txt', exportReadme(request.language, utcDay()));
      await this.progress(em, request, 90);
      zip.end();
      await storing;
    } catch (error) {
      zip.output.destroy(error as Error);
      await storing.catch(() => undefined);
      await this.storage.delete(storageKey);
      throw error;
    }
    return { storageKey, sizeBytes: zip.size };
  }

  /**
   * A stored file, decrypted as it goes into the zip, named by its id's start (two files of one name stay apart) and
   * the patient's own name for it (cleaned at upload). A missing one (its row still listed in the JSON) is left out
   * with a warning naming ids only, so that one lost object does not keep the patient from the rest of their data.
   */
  private async addStored(zip: ZipStream, folder: string, file: StoredFileRow, what: string): Promise<void> {
    let stream: Readable;
    try {
      stream = await this.storage.open(file.storage_key);
    } catch (error) {
      if (!(error instanceof StoredFileMissing)) throw error;
      this.logger.warn(`Export: stored file missing, left out of the zip: ${what}, key ${file.storage_key}`);
      return;
    }
    await zip.addStream(`${folder}${file.id.slice(0, 8)}-${file.original_name}`, stream);
  }

  /** A trip plan's travellers with their passport details opened (they are the patient's own). */
  private openPassports(plan: unknown): unknown {
    const { travellers, ...rest } = plan as { travellers: { sealed: string }[] };
    return {
      ...rest,
      travellers: travellers.map(({ sealed, ...traveller }) => ({
        ...traveller,
        ...JSON.parse(decryptText(sealed, this.config.encryptionKey)),
      })),
    };
  }

  private async progress(em: EntityManager, request: DataRequest, progress: number): Promise<void> {
    await em.nativeUpdate(DataRequest, { id: request.id, state: 'building' }, { progress });
  }
}

const countOf = (sql: string) => sql.split(':user').length - 1;

interface StoredFileRow {
  id: string;
  original_name: string;
  storage_key: string;
}

/**
 * A zip written as a stream (fflate's streaming `Zip`): entries are added one after another, and `output` gives the
 * archive's bytes as they are made; a file's next chunk waits while the reader (the store) is behind.
 */
class ZipStream {
  readonly output = new PassThrough();
  size = 0;
  private readonly zip: Zip;

  constructor(private readonly mtime: Date) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) return void this.output.destroy(error);
      this.size += chunk.length;
      this.output.write(chunk);
      if (final) this.output.end();
    });
  }

  /** A text file, deflated (JSON shrinks well). */
  addText(name: string, text: string): void {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = this.mtime;
    this.zip.add(entry);
    entry.push(strToU8(text), true);
  }

  /** A file's bytes as they come, stored as they are (records are mostly PDF and JPEG, compressed already). */
  async addStream(name: string, stream: Readable): Promise<void> {
    const entry = new ZipPassThrough(name);
    entry.mtime = this.mtime;
    this.zip.add(entry);
    for await (const chunk of stream) {
      entry.push(chunk as Uint8Array);
      if (this.output.writableNeedDrain) await once(this.output, 'drain');
    }
    entry.push(new Uint8Array(0), true);
  }

  end(): void {
    this.zip.end();
  }
}

/** When an export's link stops working, counted from when it is ready. */
export const exportExpiry = (readyAt: Date): Date => new Date(readyAt.getTime() + DATA_RIGHTS.exportLinkDays * 86_400_000);
