import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  addDays,
  depositFor,
  isCalendarDate,
  offlinePaymentConfigured,
  QUOTE_LIMITS,
  type QuoteLine,
  type QuoteView,
  type SiteSettingsRecord,
  utcDay,
} from '@medtour/contracts';
import { AppConfig } from '../../config/app-config.js';
import { AuditService } from '../audit/index.js';
import { CurrenciesService } from '../currencies/index.js';
import { BookingLifecycle, markStaffAnswered, type StaffActor, Booking } from '../booking-core/index.js';
import { HospitalTreatment } from '../catalogue/index.js';
import { OutboxService } from '../notifications/index.js';
import { readSiteSettings } from '../settings/index.js';
import { User } from '../users/index.js';
import type { CreateQuoteDto } from './dto/payments.dto.js';
import { BookingQuote } from './entities/quote.entity.js';
import { depositAccounts, toQuoteView } from './quote-views.js';
import { StripeGateway } from './stripe.gateway.js';

/** Why no quote can be sent while neither Stripe nor an offline way to pay is configured. */
export const NO_WAY_TO_PAY =
  'Quotes cannot be sent: no way to pay is configured. Add bank or mobile-money details in Settings, or configure Stripe.';

/**
 * Itemised quotes (staff → patient): a new quote supersedes the current one (versions kept, never
 * edited), moves the booking to `payment_pending` and emails the patient. The deposit comes from
 * Settings (a percentage of the total, at least the minimum).
 */
@Injectable()
export class QuotesService {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly stripe: StripeGateway,
    private readonly lifecycle: BookingLifecycle,
    private readonly currencies: CurrenciesService,
  ) {}

  /**
   * A quote asks for a deposit, so it is sent only when the patient can be told how to pay it: by
   * card (Stripe configured) or to the bank account or mobile-money numbers of Settings. Null when
   * one is; else why not, for the back office to say before staff write the quote.
   */
  private cannotQuote(settings: SiteSettingsRecord): string | null {
    return this.stripe.configured || offlinePaymentConfigured(settings.offlinePayment) ? null : NO_WAY_TO_PAY;
  }

  /** The rate of the day of the patient's chosen currency, kept with the quote; none for USD, none chosen or none usable. */
  private async localRateFor(
    tx: EntityManager,
    booking: Booking,
  ): Promise<Pick<BookingQuote, 'localCurrency' | 'localRate' | 'localRateAsOf'>> {
    const patient = await tx.findOneOrFail(User, booking.user.id, { fields: ['currency'] });
    if (!patient.currency || patient.currency === 'USD') return {};
    const { rate, asOf } = await this.currencies.rateFor(patient.currency);
    return rate && asOf ? { localCurrency: patient.currency, localRate: rate, localRateAsOf: asOf } : {};
  }

  /**
   * Every version of a booking's quote, newest first, a first draft (the treatment at that hospital's
   * price), and why no new quote can be sent now, if it cannot.
   */
  async forBooking(bookingId: string): Promise<{ quotes: QuoteView[]; draft: { lines: QuoteLine[] }; cannotQuote: string | null }> {
    const booking = await this.em.findOne(Booking, { id: bookingId }, { populate: ['hospital', 'treatment'] });
    if (!booking) throw new NotFoundException('Booking not found');
    const quotes = await this.em.find(BookingQuote, { booking }, { orderBy: { version: 'desc' } });
    const account = (await depositAccounts(this.em, [booking.id])).get(booking.id);
    const offer = booking.treatment
      ? await this.em.findOne(HospitalTreatment, { hospital: booking.hospital, treatment: booking.treatment })
      : null;
    const price = offer?.minCostUsd ?? booking.estimatedCostUsd ?? 0;
    const draft = {
      lines: [{ label: booking.treatment?.name ?? 'Consultation', detail: booking.hospital.name, amountUsd: price }],
    };
    const cannotQuote = this.cannotQuote(await readSiteSettings(this.em, this.config));
    return { quotes: quotes.map((q) => toQuoteView(q, account)), draft, cannotQuote };
  }

  async create(bookingId: string, data: CreateQuoteDto, staff: StaffActor): Promise<QuoteView> {
    const today = utcDay();
    const lastDay = addDays(today, QUOTE_LIMITS.maxValidityDays);
    if (!isCalendarDate(data.validUntil) || data.validUntil < today || data.validUntil > lastDay) {
      throw new BadRequestException({
        message: 'Validation failed',
        errors: { validUntil: `The quote must be valid from today to ${QUOTE_LIMITS.maxValidityDays} days ahead` },
      });
    }
    const totalUsd = data.lines.reduce((sum, line) => sum + line.amountUsd, 0);
    if (totalUsd <= 0 || totalUsd > QUOTE_LIMITS.maxAmountUsd) {
      throw new BadRequestException({
        message: 'Validation failed',
        errors: { lines: 'The total must be more than $0 and at most $10,000,000' },
      });
    }
    const settings = await readSiteSettings(this.em, this.config);
    const cannotQuote = this.cannotQuote(settings);
    if (cannotQuote) throw new ConflictException(cannotQuote);
    const quoteId = await this.em.transactional(async (tx) => {
      // One quote at a time per booking: the booking row is the lock.
      const booking = await tx.findOne(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!booking) throw new NotFoundException('Booking not found');
      const before = booking.status;
      await this.lifecycle.transition(tx, booking, 'send_quote', staff);
      markStaffAnswered(booking); // the quote is the coordinators' answer (the patient is emailed it)
      const current = await tx.findOne(BookingQuote, { booking, supersededAt: null });
      if (current) current.supersededAt = new Date();
      const last = await tx.findOne(BookingQuote, { booking }, { orderBy: { version: 'desc' }, fields: ['version'] });
      // The superseded row is written first: only one quote of a booking may be current.
      await tx.flush();
      const local = await this.localRateFor(tx, booking);
      const quote = tx.create(BookingQuote, {
        ...local,
        booking,
        version: (last?.version ?? 0) + 1,
        lines: data.lines.map((line) => ({ label: line.label, detail: line.detail ?? null, amountUsd: line.amountUsd })),
        included: data.included ?? [],
        excluded: data.excluded ?? [],
        totalUsd,
        depositUsd: depositFor(totalUsd, settings),
        validUntil: data.validUntil,
        createdBy: tx.getReference(User, staff.userId),
      });
      booking.estimatedCostUsd = totalUsd;
      await tx.flush();
      this.outbox.enqueue(tx, 'payments.quote_sent', { quoteId: quote.id });
      // The previous version's open payment pages are closed: one payable page per booking, for what it owes now.
      if (current) this.outbox.enqueue(tx, 'payments.expire_sessions', { bookingId: booking.id });
      await this.audit.record(tx, {
        actorId: staff.userId,
        action: 'booking.quote',
        entity: 'booking',
        entityId: booking.id,
        details: {
          version: quote.version,
          totalUsd,
          depositUsd: quote.depositUsd,
          validUntil: quote.validUntil,
          status: [before, booking.status],
        },
      });
      return quote.id;
    });
    this.em.clear();
    const quote = await this.em.findOneOrFail(BookingQuote, quoteId);
    return toQuoteView(quote, (await depositAccounts(this.em, [bookingId])).get(bookingId));
  }
}
