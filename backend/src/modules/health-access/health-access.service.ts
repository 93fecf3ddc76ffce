import { Injectable, NotFoundException } from '@nestjs/common';
import type { FilterQuery } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { API_MESSAGES } from '@medtour/contracts';
import { AuditService, type AuditAction } from '../audit/index.js';
import { type StaffActor, Booking } from '../booking-core/index.js';

/** What a staff read of health data is audited as: the action, and what it names (a booking unless told). */
export interface HealthRead {
  action: AuditAction;
  entity?: string;
  entityId?: string;
  /** Never health data itself: ids and counts. */
  details?: Record<string, unknown>;
}

/**
 * Least privilege for coordinators (issue 51): who on the staff reads a booking's health data — its
 * medical summary, messages, the assessment it was made from, the patient's records — and the audit
 * of every such read. The one place this rule lives: every staff route that shows health data opens
 * the booking here, and lists filter with `bookingScope`.
 *
 * An admin reads every booking's. A moderator reads those assigned to them and those waiting for
 * assignment (someone has to read a new request to take it); another coordinator's booking is, for
 * its health data, as if it did not exist: 404, not 403, so that a guess tells nothing — and the
 * refusal is audited, as a probe of patients' data is what the audit log is for.
 */
@Injectable()
export class HealthDataAccess {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  /** The bookings whose health data `staff` reads, as a filter (an admin: all). */
  bookingScope(staff: StaffActor): FilterQuery<Booking> {
    return staff.role === 'admin' ? {} : { $or: [{ assignedTo: staff.userId }, { assignedTo: null }] };
  }

  /** Whether `staff` reads this booking's health data. */
  mayRead(staff: StaffActor, booking: Booking): boolean {
    return staff.role === 'admin' || !booking.assignedTo || booking.assignedTo.id === staff.userId;
  }

  /**
   * The booking whose health data `staff` is about to read (`read` then audits what was read). An
   * unknown booking is a 404; one outside their scope too, with the refusal audited as `refused`
   * (outcome failure, the booking and its patient named).
   */
  async open(staff: StaffActor, bookingId: string, refused: HealthRead): Promise<Booking> {
    const booking = await this.em.findOne(Booking, { id: bookingId });
    if (!booking) throw new NotFoundException(API_MESSAGES.bookingNotFound);
    if (!this.mayRead(staff, booking)) {
      await this.audit.record(this.em, {
        actorId: staff.userId,
        entity: 'booking',
        entityId: booking.id,
        ...refused,
        outcome: 'failure',
        details: { bookingId: booking.id, patientId: booking.user.id, ...refused.details, reason: 'not_assigned' },
      });
      throw new NotFoundException(refused.entity === 'medical_record' ? 'Record not found' : API_MESSAGES.bookingNotFound);
    }
    return booking;
  }

  /** Audits a read of `booking`'s health data by `staff`: who, what, which booking and patient. */
  async read(staff: StaffActor, booking: Booking, what: HealthRead): Promise<void> {
    await this.audit.record(this.em, {
      actorId: staff.userId,
      entity: 'booking',
      entityId: booking.id,
      ...what,
      details: { bookingId: booking.id, patientId: booking.user.id, ...what.details },
    });
  }
}
