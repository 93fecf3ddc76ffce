import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BookingStatus } from '@medtour/contracts';
import { type Booking, BookingTransitionEffects, type TransitionEffects } from '../booking-core/index.js';
import { HospitalReview } from './entities/hospital-review.entity.js';

/** What a booking's status change means for its patient's review (run by `BookingLifecycle.transition`, in its transaction). */
@Injectable()
@BookingTransitionEffects()
export class BookingReviewEffects implements TransitionEffects {
  /**
   * Its patient's review was "verified" by the completed stay: taken out of completed, the booking no
   * longer vouches for it, so it leaves the public page and waits for moderation again.
   */
  async beforeFlush(tx: EntityManager, booking: Booking, from: BookingStatus): Promise<void> {
    if (from === 'completed') await tx.nativeUpdate(HospitalReview, { booking: booking.id, status: 'published' }, { status: 'pending' });
  }
}
