import { randomBytes } from 'node:crypto';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { API_MESSAGES, bookingReference, type RecordShareView, type SharedRecordsView } from '@medtour/contracts';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/index.js';
import { hashToken } from '../auth/index.js';
import { type StaffActor, Booking } from '../booking-core/index.js';
import { HealthDataAccess } from '../health-access/index.js';
import { User } from '../users/index.js';
import { readSiteSettings } from '../settings/index.js';
import { MedicalRecord } from './entities/medical-record.entity.js';
import { RecordShare, RecordShareOpening } from './entities/record-share.entity.js';
import { FileStorage, type StoredDownload } from '../../storage/file-storage.js';

const DAY_MS = 86_400_000;

/** Whether a consent's link works now: not withdrawn, and (once sent) not expired. */
const stateOf = (share: RecordShare, now = Date.now()): RecordShareView['state'] =>
  share.withdrawnAt ? 'withdrawn' : share.expiresAt && share.expiresAt.getTime() <= now ? 'expired' : 'active';

/**
 * A booking's records go to its hospital only by the patient's consent (issue 53): the patient ticks
 * which records; staff send the hospital a link that expires (Settings, `shareLinkDays`); every opening
 * is kept and shown to the patient, who may withdraw at any time (the link stops at once). The
 * coordinators' own reading of records is unchanged (`RecordsService`, audited).
 */
@Injectable()
export class RecordSharesService {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly access: HealthDataAccess,
    private readonly config: AppConfig,
  ) {}

  async list(userId: string, bookingId: string): Promise<RecordShareView[]> {
    const booking = await this.ownBooking(userId, bookingId);
    return this.viewsOf([booking]);
  }

  /** The consents of several of the patient's bookings in one call (the dashboard's cards); another's bookings are left out. */
  async listOf(userId: string, bookingIds: string[]): Promise<RecordShareView[]> {
    const bookings = await this.em.find(Booking, { id: { $in: bookingIds }, user: userId }, { populate: ['hospital'] });
    return this.viewsOf(bookings);
  }

  /** The patient agrees to share these records of theirs (another's, or an unknown one: 404) with the booking's hospital. */
  async create(userId: string, bookingId: string, recordIds: string[]): Promise<RecordShareView> {
    const booking = await this.ownBooking(userId, bookingId);
    if (booking.status === 'cancelled') throw new ConflictException(API_MESSAGES.shareBookingCancelled);
    const ids = [...new Set(recordIds)].sort();
    const records = await this.em.count(MedicalRecord, { id: { $in: ids }, user: userId });
    if (records !== ids.length) throw new NotFoundException(API_MESSAGES.recordNotFound);
    const share = await this.em.transactional(async (tx) => {
      // One consent at a time per booking: a double click or a second tab finds the first one in force and gets it back.
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`record-shares:${booking.id}`]);
      const inForce = await tx.find(RecordShare, { booking: booking.id, user: userId, withdrawnAt: null });
      const same = inForce.find((s) => s.recordIds.length === ids.length && [...s.recordIds].sort().every((id, i) => id === ids[i]));
      if (same && (!same.expiresAt || same.expiresAt.getTime() > Date.now())) return same;
      const created = tx.create(RecordShare, {
        booking: tx.getReference(Booking, booking.id),
        user: tx.getReference(User, userId),
        recordIds: ids,
      });
      await tx.flush();
      await this.audit.record(tx, {
        actorId: userId,
        action: 'record.share',
        entity: 'record_share',
        entityId: created.id,
        details: { bookingId, patientId: userId, count: ids.length },
      });
      return created;
    });
    return (await this.viewsOf([booking])).find((view) => view.id === share.id)!;
  }

  /** Withdraws a consent: the hospital's link stops at once. Withdrawing twice changes nothing. */
  async withdraw(userId: string, bookingId: string, shareId: string): Promise<RecordShareView> {
    const booking = await this.ownBooking(userId, bookingId);
    const share = await this.em.findOne(RecordShare, { id: shareId, booking, user: userId });
    if (!share) throw new NotFoundException(API_MESSAGES.notFound);
    if (!share.withdrawnAt) {
      await this.em.transactional(async (tx) => {
        await tx.nativeUpdate(RecordShare, { id: share.id, withdrawnAt: null }, { withdrawnAt: new Date() });
        await this.audit.record(tx, {
          actorId: userId,
          action: 'record.share_withdraw',
          entity: 'record_share',
          entityId: share.id,
          details: { bookingId, patientId: userId },
        });
      });
    }
    this.em.clear();
    return (await this.viewsOf([booking])).find((view) => view.id === share.id)!;
  }

  /** Staff: a booking's consents (a booking outside their scope is a 404, as for its records). */
  async staffList(bookingId: string, staff: StaffActor): Promise<RecordShareView[]> {
    const booking = await this.access.open(staff, bookingId, { action: 'record.list' });
    return this.viewsOf([booking]);
  }

  /**
   * Staff: a new link for the hospital to a consent still in force (a withdrawn one is a 404); it
   * replaces any earlier link of that consent and works for Settings' `shareLinkDays`. Shown once:
   * only its hash is kept.
   */
  async sendLink(bookingId: string, shareId: string, staff: StaffActor): Promise<{ url: string; expiresAt: string }> {
    const booking = await this.access.open(staff, bookingId, { action: 'record.share_link' });
    const { shareLinkDays } = await readSiteSettings(this.em, this.config);
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + shareLinkDays * DAY_MS);
    const sent = await this.em.transactional(async (tx) => {
      const updated = await tx.nativeUpdate(
        RecordShare,
        { id: shareId, booking, withdrawnAt: null },
        { tokenHash: hashToken(token), linkSentAt: now, linkSentBy: staff.userId, expiresAt },
      );
      if (updated) {
        await this.access.read(staff, booking, {
          action: 'record.share_link',
          entity: 'record_share',
          entityId: shareId,
          details: { expiresAt: expiresAt.toISOString() },
        });
      }
      return updated;
    });
    if (!sent) throw new NotFoundException(API_MESSAGES.shareNotFound);
    return { url: `${this.config.publicUrl}/shared-records/${token}`, expiresAt: expiresAt.toISOString() };
  }

  /** The hospital, through its link: what was shared. Each opening is kept and audited. */
  async openShared(token: string): Promise<SharedRecordsView> {
    const share = await this.liveShare(token);
    const records = await this.em.find(
      MedicalRecord,
      { id: { $in: share.recordIds }, user: share.user },
      { orderBy: { createdAt: 'asc' } },
    );
    await this.opened(share, null);
    return {
      reference: bookingReference(share.booking.id),
      hospitalName: share.booking.hospital.name,
      expiresAt: share.expiresAt!.toISOString(),
      records: records.map((r) => ({ id: r.id, name: r.originalName, mimeType: r.mimeType, sizeBytes: r.sizeBytes })),
    };
  }

  /** The hospital downloads one shared record (one not in the consent: 404). */
  async downloadShared(token: string, recordId: string): Promise<StoredDownload> {
    const share = await this.liveShare(token);
    const record = share.recordIds.includes(recordId) ? await this.em.findOne(MedicalRecord, { id: recordId, user: share.user }) : null;
    if (!record) throw new NotFoundException(API_MESSAGES.recordNotFound);
    const stream = await this.storage.download(
      record.storageKey,
      { message: API_MESSAGES.recordNotFound, ids: { recordId: record.id, shareId: share.id } },
      () => this.opened(share, record.id),
    );
    return { stream, name: record.originalName, mimeType: record.mimeType, sizeBytes: record.sizeBytes };
  }

  private async liveShare(token: string): Promise<RecordShare> {
    const share = await this.em.findOne(RecordShare, { tokenHash: hashToken(token) }, { populate: ['booking', 'booking.hospital'] });
    if (!share || stateOf(share) !== 'active' || !share.expiresAt) throw new NotFoundException(API_MESSAGES.shareNotFound);
    return share;
  }

  private async opened(share: RecordShare, recordId: string | null): Promise<void> {
    await this.em.transactional(async (tx) => {
      tx.create(RecordShareOpening, { share, recordId });
      await tx.flush();
      await this.audit.record(tx, {
        actorId: null,
        action: 'record.shared_open',
        entity: recordId ? 'medical_record' : 'record_share',
        entityId: recordId ?? share.id,
        details: { bookingId: share.booking.id, patientId: share.user.id, shareId: share.id },
      });
    });
  }

  private async ownBooking(userId: string, bookingId: string): Promise<Booking> {
    const booking = await this.em.findOne(Booking, { id: bookingId, user: userId }, { populate: ['hospital'] });
    if (!booking) throw new NotFoundException(API_MESSAGES.bookingNotFound);
    return booking;
  }

  private async viewsOf(bookings: Booking[]): Promise<RecordShareView[]> {
    if (!bookings.length) return [];
    const shares = await this.em.find(
      RecordShare,
      { booking: { $in: bookings.map((b) => b.id) } },
      { orderBy: { createdAt: 'desc', id: 'desc' }, populate: ['booking.hospital'] },
    );
    const recordIds = [...new Set(shares.flatMap((s) => s.recordIds))];
    const records = new Map(
      (await this.em.find(MedicalRecord, { id: { $in: recordIds } }, { fields: ['id', 'originalName'] })).map((r) => [
        r.id,
        r.originalName,
      ]),
    );
    const openings = await this.em.find(RecordShareOpening, { share: { $in: shares.map((s) => s.id) } }, { orderBy: { openedAt: 'asc' } });
    return shares.map((share) => ({
      id: share.id,
      bookingId: share.booking.id,
      hospitalName: share.booking.hospital.name,
      records: share.recordIds.filter((id) => records.has(id)).map((id) => ({ id, name: records.get(id)! })),
      createdAt: share.createdAt.toISOString(),
      linkSentAt: share.linkSentAt?.toISOString() ?? null,
      expiresAt: share.expiresAt?.toISOString() ?? null,
      withdrawnAt: share.withdrawnAt?.toISOString() ?? null,
      state: stateOf(share),
      openings: openings
        .filter((o) => o.share.id === share.id)
        .map((o) => ({ openedAt: o.openedAt.toISOString(), recordId: o.recordId ?? null })),
    }));
  }
}
