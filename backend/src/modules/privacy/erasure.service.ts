import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/index.js';
import { FileStorage } from '../../storage/file-storage.js';
import { readSiteSettings } from '../settings/index.js';
import { DataRequest, erasedEmail } from '../users/index.js';

/** The bookings of the patient being erased (`?` is their id). */
const THEIR_BOOKINGS = 'select id from bookings where user_id = ?';

/**
 * What erasure does to each table, in order (`?` is the patient's id). Erased: what describes them
 * and their health. Kept, pseudonymised, for the legal retention period: their bookings (without
 * their medical summary or assessment), quotes and the ledger's payments and refunds, and the audit
 * (its events now name the account's pseudonym; their own addresses and browsers are erased).
 */
const ERASE: readonly string[] = [
  `update bookings set assessment_id = null, medical_summary = null, special_requirements = null where user_id = ?`,
  `delete from health_assessments where user_id = ?`,
  `delete from medical_records where user_id = ?`,
  `delete from record_shares where user_id = ?`,
  `delete from booking_messages where booking_id in (${THEIR_BOOKINGS})`,
  // Their trips: passports, flights, stays, discharge packs (files go with their storage folder) and aftercare answers.
  `delete from trip_travellers where booking_id in (${THEIR_BOOKINGS})`,
  `delete from trip_documents where booking_id in (${THEIR_BOOKINGS})`,
  `delete from trip_reminders where booking_id in (${THEIR_BOOKINGS})`,
  `delete from aftercare_checkins where booking_id in (${THEIR_BOOKINGS})`,
  `delete from trip_plans where booking_id in (${THEIR_BOOKINGS})`,
  `delete from ai_conversations where user_id = ?`,
  `update hospital_reviews set reviewer_name = 'Anonymous Patient', reviewer_country = null, is_anonymous = true
    where booking_id in (${THEIR_BOOKINGS})`,
  `delete from sessions where user_id = ?`,
  `delete from auth_tokens where user_id = ?`,
  `delete from mfa_recovery_codes where user_id = ?`,
  // Their own sign-ins and uploads: the address and browser were theirs. Failed sign-ins name the account, not an actor.
  `update audit_events set ip = null, user_agent = null where actor_id = ? or (actor_id is null and entity = 'user' and entity_id = ?::text)`,
  // Jobs about them (their emails; a sign-up's payload holds the name and email in clear).
  `delete from outbox where payload ->> 'userId' = ?::text`,
  `update data_requests set storage_key = null,
          state = case when kind = 'export' and state in ('queued', 'building', 'ready') then 'expired' else state end
    where user_id = ?`,
];

/** Free text kept for the retention period that may quote them (an offline payment's reference, a staff note), scrubbed of their identifiers. */
const SCRUB: readonly { table: string; columns: string[]; where: string }[] = [
  { table: 'payments', columns: ['reference', 'note', 'failure_message'], where: `user_id = ? or booking_id in (${THEIR_BOOKINGS})` },
  { table: 'booking_quotes', columns: ['lines'], where: `booking_id in (${THEIR_BOOKINGS})` },
  {
    table: 'audit_events',
    columns: ['details'],
    where: `actor_id = ? or entity_id = ?::text or details ->> 'patientId' = ?::text`,
  },
];

/** What the end of the retention period erases, in order: the ledger's rows, then the bookings (their quotes go with them), then the account. */
const PURGE: readonly string[] = [
  `delete from payments where user_id = ? or booking_id in (${THEIR_BOOKINGS})`,
  `delete from bookings where user_id = ?`,
  `delete from subscriptions where user_id = ?`,
  `delete from users where id = ?`,
];

/** The audit's trigger lets this transaction pseudonymise rows (and nothing else): see the data rights migration. */
const allowAuditPseudonymising = (tx: EntityManager) => tx.execute(`select set_config('medtour.erasure', 'on', true)`);

const placeholders = (sql: string) => sql.split('?').length - 1;
const run = (tx: EntityManager, sql: string, userId: string) => tx.execute(sql, Array(placeholders(sql)).fill(userId));

/**
 * Erasure (issue 53), run by the worker every hour (`maintenance.data_rights`): accounts whose grace
 * period is over are erased; kept payments whose retention period is over are erased; exports past
 * their link's life are deleted. Each account in its own transaction, claimed with its request's row
 * locked, so that a patient keeping their account at that moment (signing in) and the erasure never
 * both happen.
 */
/** A staged upload older than this was abandoned: no request lasts that long. */
const STAGED_UPLOAD_MAX_AGE_MS = 3_600_000;

@Injectable()
export class ErasureService {
  constructor(
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  async runDue(em: EntityManager): Promise<void> {
    await this.eraseDue(em);
    await this.purgeDue(em);
    await this.expireExports(em);
    await this.dropUnconfirmed(em);
    // Uploads a stopped process left staged (streamed into the store, never kept nor removed): health data nobody owns.
    await this.storage.removeStaleUploads(new Date(Date.now() - STAGED_UPLOAD_MAX_AGE_MS));
  }

  private async eraseDue(em: EntityManager): Promise<void> {
    const due = await em.find(DataRequest, { kind: 'erasure', state: 'scheduled', eraseAfter: { $lte: new Date() } }, { fields: ['id'] });
    for (const { id } of due) {
      const userId = await em.transactional(async (tx) => {
        const request = await tx.findOne(
          DataRequest,
          { id, state: 'scheduled' },
          { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['user'] },
        );
        if (!request?.user || request.eraseAfter! > new Date()) return null; // kept meanwhile
        await this.erase(tx, request);
        return request.user.id;
      });
      // The files go once the rows that name them are gone (a crash in between: the next run removes them, below).
      if (userId) await this.storage.deleteAllOf(userId);
    }
    // Files of accounts erased lately, in case a run stopped between the commit and the files.
    const recent = await em.find(
      DataRequest,
      { kind: 'erasure', state: 'erased', completedAt: { $gte: new Date(Date.now() - 7 * 86_400_000) }, user: { $ne: null } },
      { fields: ['user'] },
    );
    for (const request of recent) await this.storage.deleteAllOf(request.user!.id);
  }

  private async erase(tx: EntityManager, request: DataRequest): Promise<void> {
    const userId = request.user!.id;
    await allowAuditPseudonymising(tx);
    const [person] = await tx.execute<{ email: string; first_name: string | null; last_name: string | null; phone: string | null }[]>(
      `select u.email, p.first_name, p.last_name, p.phone from users u left join profiles p on p.user_id = u.id where u.id = ?`,
      [userId],
    );
    // Their identifiers, longest first (a full name before its parts); two letters or fewer would scrub unrelated text.
    const identifiers = [person!.email, person!.phone, `${person!.first_name} ${person!.last_name}`, person!.first_name, person!.last_name]
      .filter((value): value is string => !!value && value.trim().length > 2)
      .sort((a, b) => b.length - a.length);
    await tx.execute(`delete from contact_messages where lower(email) = lower(?)`, [person!.email]);
    for (const sql of ERASE) await run(tx, sql, userId);
    for (const { table, columns, where } of SCRUB) {
      for (const column of columns) {
        for (const identifier of identifiers) {
          // Raw SQL: a text replacement inside JSON and text columns alike, case-insensitively.
          await tx.execute(
            `update ${table} set ${column} = regexp_replace(${column}::text, ?, ?, 'gi')::${column === 'lines' || column === 'details' ? 'jsonb' : 'text'}
              where (${where}) and ${column}::text ilike ?`,
            [escapeRegExp(identifier), request.subject, ...Array(placeholders(where)).fill(userId), `%${identifier}%`],
          );
        }
      }
    }
    await tx.execute(`delete from profiles where user_id = ?`, [userId]);
    await tx.execute(
      `update users set email = ?, password_hash = null, mfa_secret = null, mfa_enabled_at = null, mfa_last_step = null,
              email_verified_at = null, currency = null, is_active = false where id = ?`,
      [erasedEmail(request.subject), userId],
    );
    const { retentionYears } = await readSiteSettings(tx, this.config);
    const now = new Date();
    request.state = 'erased';
    request.completedAt = now;
    request.purgeAfter = new Date(Date.UTC(now.getUTCFullYear() + retentionYears, now.getUTCMonth(), now.getUTCDate()));
    await this.audit.record(tx, {
      actorId: null,
      action: 'privacy.account_erased',
      entity: 'user',
      entityId: userId,
      details: { subject: request.subject },
    });
  }

  private async purgeDue(em: EntityManager): Promise<void> {
    const due = await em.find(DataRequest, { kind: 'erasure', state: 'erased', purgeAfter: { $lte: new Date() } }, { fields: ['id'] });
    for (const { id } of due) {
      await em.transactional(async (tx) => {
        const request = await tx.findOne(
          DataRequest,
          { id, state: 'erased' },
          { lockMode: LockMode.PESSIMISTIC_WRITE, populate: ['user'] },
        );
        if (!request) return;
        const userId = request.user?.id;
        await allowAuditPseudonymising(tx);
        if (userId) for (const sql of PURGE) await run(tx, sql, userId);
        request.state = 'purged';
        await this.audit.record(tx, {
          actorId: null,
          action: 'privacy.retention_purged',
          entity: 'data_request',
          entityId: request.id,
          details: { subject: request.subject },
        });
      });
    }
  }

  /** A closing not confirmed within a week (its link lasts a day) was not wanted: the request ends, cancelled. */
  private async dropUnconfirmed(em: EntityManager): Promise<void> {
    await em.nativeUpdate(
      DataRequest,
      { kind: 'erasure', state: 'unconfirmed', requestedAt: { $lt: new Date(Date.now() - 7 * 86_400_000) } },
      { state: 'cancelled', completedAt: new Date() },
    );
  }

  /** Exports whose link has expired: the file is deleted, the request says so. */
  private async expireExports(em: EntityManager): Promise<void> {
    const expired = await em.find(DataRequest, { kind: 'export', state: 'ready', expiresAt: { $lte: new Date() } });
    for (const request of expired) {
      if (request.storageKey) await this.storage.delete(request.storageKey);
      await em.nativeUpdate(DataRequest, { id: request.id, state: 'ready' }, { state: 'expired', storageKey: null });
    }
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
