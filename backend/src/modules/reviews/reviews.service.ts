import { createHash } from 'node:crypto';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  API_MESSAGES,
  bookingReference,
  isStaffRole,
  type Locale,
  messageText,
  type PatientReviewForm,
  type PatientReviewView,
  REVIEW_LIMITS,
  reviewEditableUntil,
  treatmentDay,
  utcDay,
} from '@medtour/contracts';
import type { AuthContext } from '../../common/auth.decorators.js';
import { cleanDisplayName } from '../../common/display-text.js';
import { Booking } from '../booking-core/index.js';
import { nameIn } from '../catalogue/index.js';
import type { PatientReviewDto } from './dto/patient-review.dto.js';
import { HospitalReview } from './entities/hospital-review.entity.js';

/**
 * The column is NOT NULL and unique per hospital (scraped reviews are deduplicated by it): a verified
 * review's is its booking's, so it can never collide with a scraped one nor with another booking's.
 */
const fingerprintOf = (bookingId: string): string => createHash('sha256').update(`verified\n${bookingId}`).digest('hex');

const toView = (r: HospitalReview): PatientReviewView => ({
  id: r.id,
  rating: Number(r.rating),
  text: r.reviewText,
  successStoryConsent: r.successStoryConsent,
  isAnonymous: r.isAnonymous,
  status: r.status,
  reviewDate: r.reviewDate!,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt?.toISOString() ?? null,
});

/**
 * Verified patient reviews (issue 30): a patient reviews the hospital and treatment of one of their
 * own completed bookings, once, and may edit it for `REVIEW_LIMITS.editableDays` after writing it.
 *
 * Moderation applies as to scraped reviews: a new review is `pending`, and so is an edited one,
 * whatever its state before (a published review edited goes back to pending until staff check the
 * new words, and a rejected one edited gets another look). Staff publish or reject it; they never
 * change its rating or words (reviews.admin.service.ts).
 */
@Injectable()
export class ReviewsService {
  constructor(private readonly em: EntityManager) {}

  /** The review page of one of the patient's bookings, the treatment named in `locale`. */
  async form(auth: AuthContext, bookingId: string, locale: Locale): Promise<PatientReviewForm> {
    const booking = await this.own(auth, bookingId);
    const review = await this.em.findOne(HospitalReview, { booking: booking.id });
    return formOf(booking, review, locale);
  }

  /**
   * Writes the review: 409 when the booking is not completed or already reviewed. Two requests at
   * once both pass the first check; the unique booking_id constraint lets one insert, and the other
   * is answered 409 like a second review.
   */
  async create(auth: AuthContext, bookingId: string, data: PatientReviewDto, locale: Locale): Promise<PatientReviewForm> {
    const booking = await this.own(auth, bookingId);
    if (booking.status !== 'completed') throw new ConflictException(API_MESSAGES.reviewBookingNotCompleted);
    if (await this.em.count(HospitalReview, { booking: booking.id })) throw new ConflictException(API_MESSAGES.reviewExists);
    const review = this.em.create(HospitalReview, {
      hospital: booking.hospital,
      booking,
      treatment: booking.treatment ?? null,
      treatmentMentioned: null,
      treatedOn: treatedOnOf(booking),
      fingerprint: fingerprintOf(booking.id),
      status: 'pending',
      ...this.written(booking, data),
    });
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new ConflictException(API_MESSAGES.reviewExists);
      }
      throw error;
    }
    return formOf(booking, review, locale);
  }

  /**
   * Replaces the review's rating, words and choices while it can be edited (409 after); it waits for
   * moderation again. Like writing one, only while the booking is completed: a booking staff
   * cancelled or reopened since no longer vouches for a "verified patient".
   */
  async update(auth: AuthContext, bookingId: string, data: PatientReviewDto, locale: Locale): Promise<PatientReviewForm> {
    const booking = await this.own(auth, bookingId);
    if (booking.status !== 'completed') throw new ConflictException(API_MESSAGES.reviewBookingNotCompleted);
    const review = await this.em.transactional(async (tx) => {
      // Locked as staff moderation locks it: read after a publish, the edit sets it back to pending
      // (an unchanged field would not be written), and a success story is never left without consent.
      const row = await tx.findOne(HospitalReview, { booking: booking.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw new NotFoundException(API_MESSAGES.reviewNotWritten);
      if (reviewEditableUntil(row.createdAt) <= new Date())
        throw new ConflictException(messageText('reviewEditClosed', { days: String(REVIEW_LIMITS.editableDays) }));
      // Staff may feature a review as a success story only with its patient's consent: withdrawn, it is no longer one.
      const consent = data.successStoryConsent ?? false;
      tx.assign(row, {
        ...this.written(booking, data),
        status: 'pending',
        isSuccessStory: row.isSuccessStory && consent,
        updatedAt: new Date(),
      });
      return row;
    });
    return formOf(booking, review, locale);
  }

  /** What the patient wrote, signed as their profile says today (first name, country), dated today. */
  private written(booking: Booking, data: PatientReviewDto) {
    const profile = booking.user.profile;
    return {
      rating: data.rating,
      reviewText: data.text,
      successStoryConsent: data.successStoryConsent ?? false,
      isAnonymous: data.isAnonymous ?? false,
      // Shown publicly, as scraped names are: without control or direction characters.
      reviewerName: cleanDisplayName(profile?.firstName ?? '').trim() || 'Patient',
      reviewerCountry: profile?.country?.trim() || null,
      reviewDate: utcDay(),
    };
  }

  /**
   * The patient's own booking, as the bookings module answers: another patient's is a 404 (its
   * existence is not told). A staff account is refused (403): reviews are patients' words, and
   * staff moderate them.
   */
  private async own(auth: AuthContext, bookingId: string): Promise<Booking> {
    const booking = await this.em.findOne(
      Booking,
      { id: bookingId, user: auth.userId },
      { populate: ['hospital', 'treatment', 'user', 'user.profile'] },
    );
    if (!booking) throw new NotFoundException(API_MESSAGES.bookingNotFound);
    if (auth.accountRoles.some(isStaffRole)) throw new ForbiddenException(API_MESSAGES.reviewStaffAccount);
    return booking;
  }
}

/** The treatment day of a completed booking (`completed_at` was backfilled for the older ones). */
const treatedOnOf = (b: Booking): string | null => treatmentDay(b.preferredDate, b.completedAt ?? null);

function formOf(booking: Booking, review: HospitalReview | null, locale: Locale): PatientReviewForm {
  const until = review ? reviewEditableUntil(review.createdAt) : null;
  const profile = booking.user.profile;
  return {
    booking: {
      id: booking.id,
      reference: bookingReference(booking.id),
      status: booking.status,
      hospital: { slug: booking.hospital.slug, name: booking.hospital.name, city: booking.hospital.city },
      treatment: booking.treatment ? nameIn(booking.treatment, locale) : null,
      treatedOn: review?.treatedOn ?? treatedOnOf(booking),
    },
    reviewable: booking.status === 'completed',
    review: review ? toView(review) : null,
    editable: booking.status === 'completed' && until !== null && until > new Date(),
    editableUntil: until?.toISOString() ?? null,
    reviewer: { firstName: profile?.firstName ?? '', country: profile?.country ?? null },
  };
}

/** Which of these bookings their patient reviewed (the booking cards offer "Review your stay" or "Edit your review"). */
export async function reviewedBookings(em: EntityManager, bookingIds: string[]): Promise<Set<string>> {
  if (!bookingIds.length) return new Set();
  const rows = await em.find(HospitalReview, { booking: { $in: bookingIds } }, { fields: ['booking'] });
  return new Set(rows.map((r) => (r.booking as Booking).id));
}
