import { randomUUID } from 'node:crypto';
import { OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import {
  BOOKING_DEFAULTS,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  BOOKING_URGENCIES,
  type BookingStatus,
  NEW_BOOKING_STATUS,
  type BookingType,
  type BookingUrgency,
  REFUND_DECISIONS,
  type RefundDecision,
  type TripEstimate,
} from '@medtour/contracts';
import { HealthAssessment } from './health-assessment.entity.js';
import { Treatment, Hospital } from '../../catalogue/index.js';
import { User } from '../../users/index.js';

@Entity({ tableName: 'bookings' })
export class Booking {
  [OptionalProps]?:
    | 'bookingType'
    | 'urgencyLevel'
    | 'travelRequired'
    | 'accommodationNeeded'
    | 'visaAssistanceNeeded'
    | 'companionCount'
    | 'status'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { deleteRule: 'restrict' })
  user!: Rel<User>;

  @ManyToOne(() => Hospital, { deleteRule: 'restrict' })
  hospital!: Rel<Hospital>;

  @ManyToOne(() => Treatment, { deleteRule: 'restrict', nullable: true })
  treatment?: Rel<Treatment> | null;

  /**
   * The health assessment the booking was made from: that version for good (assessments are never
   * edited, a new one is a new row), so the coordinator reads what the patient asked with; null: made
   * before the patient had one.
   */
  @ManyToOne(() => HealthAssessment, { deleteRule: 'restrict', nullable: true })
  assessment?: Rel<HealthAssessment> | null;

  /**
   * When the patient answered which assessment the booking is for (asked when its treatment is not
   * one the assessment's condition is treated with, issue 52); null: not asked, or not answered yet.
   */
  @Property({ type: 'datetime', nullable: true })
  assessmentAnsweredAt?: Date | null;

  @Enum({ items: () => [...BOOKING_TYPES], type: 'string', columnType: 'varchar(20)' })
  bookingType: BookingType = BOOKING_DEFAULTS.bookingType;

  @Enum({ items: () => [...BOOKING_URGENCIES], type: 'string', columnType: 'varchar(10)' })
  urgencyLevel: BookingUrgency = BOOKING_DEFAULTS.urgencyLevel;

  @Property({ type: 'date', nullable: true })
  preferredDate?: string | null;

  @Property({ type: 'datetime', nullable: true })
  confirmedDate?: Date | null;

  /** When it became completed (its treatment took place by then); cleared if it leaves that state. */
  @Property({ type: 'datetime', nullable: true })
  completedAt?: Date | null;

  /** When the patient was invited to review it (once). */
  @Property({ type: 'datetime', nullable: true })
  reviewInvitedAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  medicalSummary?: string | null;

  @Property({ type: 'text', nullable: true })
  specialRequirements?: string | null;

  @Property({ type: 'boolean' })
  travelRequired: boolean = BOOKING_DEFAULTS.travelRequired;

  @Property({ type: 'boolean' })
  accommodationNeeded: boolean = BOOKING_DEFAULTS.accommodationNeeded;

  @Property({ type: 'boolean' })
  visaAssistanceNeeded: boolean = BOOKING_DEFAULTS.visaAssistanceNeeded;

  @Property({ type: 'integer' })
  companionCount: number = BOOKING_DEFAULTS.companionCount;

  @Enum({ items: () => [...BOOKING_STATUSES], type: 'string', columnType: 'varchar(20)' })
  status: BookingStatus = NEW_BOOKING_STATUS;

  @Property({ type: 'integer', nullable: true })
  estimatedCostUsd?: number | null;

  /** Since when the booking has waited for a staff reply (a new request, or the patient's message after the last staff one); null: answered. */
  @Property({ type: 'datetime', nullable: true })
  awaitingReplySince?: Date | null;

  /** When staff first replied: the 24-hour promise's measure. */
  @Property({ type: 'datetime', nullable: true })
  firstStaffReplyAt?: Date | null;

  /** The coordinator in charge ("My bookings"). */
  @ManyToOne(() => User, { deleteRule: 'set null', nullable: true })
  assignedTo?: Rel<User> | null;

  /** When admins were emailed that it went past 24 hours without a reply (once per wait). */
  @Property({ type: 'datetime', nullable: true })
  overdueNotifiedAt?: Date | null;

  /** Money the booking holds once cancelled: pending until the admins refund or keep it (null: it holds nothing). */
  @Enum({ items: () => [...REFUND_DECISIONS], type: 'string', columnType: 'varchar(10)', nullable: true })
  refundDecision?: RefundDecision | null;

  /** Why the money was kept, as the patient was told. */
  @Property({ type: 'text', nullable: true })
  refundDecisionNote?: string | null;

  @Property({ type: 'datetime', nullable: true })
  refundDecidedAt?: Date | null;

  /** The trip estimate the patient attached, as computed when they sent the request (names in English). */
  @Property({ type: 'json', nullable: true })
  tripEstimate?: TripEstimate | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
