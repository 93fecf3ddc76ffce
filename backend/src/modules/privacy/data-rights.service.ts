import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type AccountClosingPreview,
  API_MESSAGES,
  CLOSED_BOOKING_STATUSES,
  DATA_RIGHTS,
  type DataRequestKind,
  type DataRequestView,
  type DataRightsView,
  fromMinor,
  isStaffRole,
  type Locale,
  settingsTextsIn,
  utcDay,
} from '@medtour/contracts';
import type { AuthContext } from '../../common/auth.decorators.js';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/index.js';
import { AuthTokensService, accountEmailPayload, verifyPassword, SessionService } from '../auth/index.js';
import { BookingsService } from '../bookings/index.js';
import { Booking } from '../booking-core/index.js';
import { Payment, givenBackOf } from '../payments/index.js';
import { OutboxService } from '../notifications/index.js';
import { readSiteSettings } from '../settings/index.js';
import { FileStorage, type StoredDownload } from '../../storage/file-storage.js';
import { User, DataRequest, pseudonymOf } from '../users/index.js';
import { toDataRequestView } from './data-request-view.js';

const DAY_MS = 86_400_000;

/**
 * A patient's rights over their data (issue 53), as the API serves them: a copy of everything (built
 * by the worker, `PrivacyJobs`), and closing the account (erased by the worker after the grace
 * period). Patients only: a staff account is closed by an admin (403 here).
 */
@Injectable()
export class DataRightsService {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly tokens: AuthTokensService,
    private readonly sessions: SessionService,
    private readonly bookings: BookingsService,
    private readonly storage: FileStorage,
    private readonly config: AppConfig,
  ) {}

  /** The patient's latest export and erasure requests. */
  async rights(auth: AuthContext): Promise<DataRightsView> {
    patientOnly(auth);
    const latest = (kind: DataRequestKind) =>
      this.em.findOne(DataRequest, { user: auth.userId, kind }, { orderBy: { requestedAt: 'desc', id: 'desc' } });
    const [exported, erasure] = await Promise.all([latest('export'), latest('erasure')]);
    return { export: exported && toDataRequestView(exported), erasure: erasure && toDataRequestView(erasure) };
  }

  /**
   * Asks for a copy of everything. One export at a time: while one is queued or being built, or one
   * was made in the past day and still works, asking again returns it (a double click, a second tab).
   */
  async requestExport(auth: AuthContext): Promise<DataRequestView> {
    patientOnly(auth);
    const request = await this.em.transactional(async (tx) => {
      // Raw SQL: a transaction-scoped advisory lock, which the ORM has no API for.
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`data-export:${auth.userId}`]);
      const since = new Date(Date.now() - DATA_RIGHTS.exportReuseHours * 3_600_000);
      const current = await tx.findOne(
        DataRequest,
        {
          user: auth.userId,
          kind: 'export',
          $or: [
            { state: { $in: ['queued', 'building'] } },
            { state: 'ready', requestedAt: { $gte: since }, expiresAt: { $gt: new Date() } },
          ],
        },
        { orderBy: { requestedAt: 'desc' } },
      );
      if (current) return current;
      const user = await tx.findOneOrFail(User, auth.userId);
      const created = this.newRequest(tx, user, 'export');
      await tx.flush();
      this.outbox.enqueue(tx, 'privacy.build_export', { dataRequestId: created.id });
      await this.audit.record(tx, {
        actorId: auth.userId,
        action: 'privacy.export_requested',
        entity: 'data_request',
        entityId: created.id,
      });
      return created;
    });
    return toDataRequestView(request);
  }

  /** A new request of the patient's, due within the month the law gives, named by their pseudonym for when they are gone. */
  private newRequest(tx: EntityManager, user: User, kind: DataRequestKind): DataRequest {
    return tx.create(DataRequest, {
      user,
      subject: pseudonymOf(user.id, this.config.encryptionKey),
      kind,
      state: kind === 'export' ? 'queued' : 'unconfirmed',
      language: user.language,
      dueAt: dueFrom(new Date()),
    });
  }

  /** The zip of the patient's own ready export; anything else (another's, expired, not ready) is a 404. */
  async downloadExport(auth: AuthContext, requestId: string): Promise<StoredDownload> {
    patientOnly(auth);
    const request = await this.em.findOne(DataRequest, {
      id: requestId,
      user: auth.userId,
      kind: 'export',
      state: 'ready',
      expiresAt: { $gt: new Date() },
    });
    if (!request?.storageKey) throw new NotFoundException(API_MESSAGES.exportNotFound);
    const stream = await this.storage.download(
      request.storageKey,
      { message: API_MESSAGES.exportNotFound, ids: { dataRequestId: request.id } },
      () =>
        this.audit.record(this.em, {
          actorId: auth.userId,
          action: 'privacy.export_download',
          entity: 'data_request',
          entityId: request.id,
        }),
    );
    const name = `medtour-asia-data-${utcDay(request.requestedAt)}.zip`;
    return { stream, name, mimeType: 'application/zip', sizeBytes: request.sizeBytes! };
  }

  /** What closing the account does to the patient's bookings and money, told before they confirm. */
  /** What closing the account would do, in the page's language (`language`: Settings' refund policy as staff wrote it in it). */
  async closingPreview(auth: AuthContext, language: Locale = 'en'): Promise<AccountClosingPreview> {
    patientOnly(auth);
    const settings = await readSiteSettings(this.em, this.config);
    const bookings = await this.em.find(Booking, { user: auth.userId }, { populate: ['hospital'], orderBy: { createdAt: 'desc' } });
    // Money held: each received deposit less what was given back of it (the rule every refund follows).
    const deposits = await this.em.find(Payment, { booking: { $in: bookings.map((b) => b.id) }, kind: 'deposit', status: 'succeeded' });
    const givenBack = await givenBackOf(
      this.em,
      deposits.map((p) => p.id),
    );
    const heldMinor = new Map<string, number>();
    for (const deposit of deposits) {
      const back = givenBack.get(deposit.id);
      const held = deposit.amountMinor - (back ? back.refundedMinor + back.disputedMinor + back.inProgressMinor : 0);
      heldMinor.set(deposit.booking!.id, (heldMinor.get(deposit.booking!.id) ?? 0) + Math.max(0, held));
    }
    return {
      bookings: bookings.map((b) => ({
        id: b.id,
        hospitalName: b.hospital.name,
        status: b.status,
        heldUsd: fromMinor(heldMinor.get(b.id) ?? 0, 'USD'),
        outcome: CLOSED_BOOKING_STATUSES.includes(b.status) ? 'kept' : 'cancelled',
      })),
      depositRefundPolicy: settingsTextsIn(settings, language).depositRefundPolicy,
      graceDays: settings.erasureGraceDays,
      retentionYears: settings.retentionYears,
    };
  }

  /**
   * Asks to close the account: the password again, then a link by email confirms it. A request
   * already pending is answered as it is, nothing duplicated: one closed and waiting out its grace
   * period as it stands, one waiting for its link with a new link (which voids the earlier one).
   */
  async requestClosing(auth: AuthContext, password: string): Promise<DataRequestView> {
    patientOnly(auth);
    const user = await this.em.findOneOrFail(User, auth.userId, { populate: ['passwordHash'] });
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password))) {
      await this.audit.record(this.em, {
        actorId: auth.userId,
        action: 'privacy.closing_requested',
        outcome: 'failure',
        details: { reason: 'bad_password' },
      });
      throw new BadRequestException({ message: API_MESSAGES.validationFailed, errors: { password: API_MESSAGES.passwordIncorrect } });
    }
    const request = await this.em.transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtext(?))', [`data-erasure:${auth.userId}`]);
      const pending = await tx.findOne(DataRequest, { user: auth.userId, kind: 'erasure', state: { $in: ['unconfirmed', 'scheduled'] } });
      if (pending?.state === 'scheduled') return pending;
      // Still unconfirmed: the same request, with a new link (the earlier one may have expired or been lost).
      const request = pending ?? this.newRequest(tx, user, 'erasure');
      const token = await this.tokens.issue(tx, user, 'close_account');
      await tx.flush();
      this.outbox.enqueue(tx, 'privacy.confirm_closing', accountEmailPayload(user.id, token, this.config.encryptionKey));
      await this.audit.record(tx, {
        actorId: auth.userId,
        action: 'privacy.closing_requested',
        entity: 'data_request',
        entityId: request.id,
      });
      return request;
    });
    return toDataRequestView(request);
  }

  /**
   * The emailed link confirms the closing: the account is closed at once (its sessions end, signing
   * in is refused, its open bookings are cancelled as the patient's cancellations, the money they hold
   * awaiting the admins' decision under the refund policy) and erased after the grace period.
   */
  async confirmClosing(token: string): Promise<DataRequestView> {
    const closed = await this.em.transactional(async (tx) => {
      const user = await this.tokens.consume(tx, token, 'close_account');
      const request = user && (await tx.findOne(DataRequest, { user, kind: 'erasure', state: 'unconfirmed' }));
      if (!user || !request) throw new BadRequestException(API_MESSAGES.closingLinkInvalid);
      const { erasureGraceDays } = await readSiteSettings(tx, this.config);
      const now = new Date();
      user.closedAt = now;
      user.isActive = false;
      request.state = 'scheduled';
      request.eraseAfter = new Date(now.getTime() + erasureGraceDays * DAY_MS);
      this.outbox.enqueue(tx, 'privacy.account_closed', { dataRequestId: request.id });
      await this.audit.record(tx, { actorId: user.id, action: 'privacy.account_closed', entity: 'data_request', entityId: request.id });
      // In the same transaction: a process killed after the commit cannot leave a closed account with
      // sessions that still work or bookings still open.
      await this.sessions.revokeAllOf(user.id, undefined, tx);
      await this.bookings.cancelAllOpen(tx, user.id);
      return { user, request };
    });
    return toDataRequestView(closed.request);
  }
}

/** Rights requests are a patient's: a staff account (a moderator or admin, even one that also books) is closed by an admin. */
function patientOnly(auth: AuthContext): void {
  if (auth.accountRoles.some(isStaffRole)) throw new ForbiddenException(API_MESSAGES.staffAccountDataRights);
}

const dueFrom = (requestedAt: Date) => new Date(requestedAt.getTime() + DATA_RIGHTS.dueDays * DAY_MS);
