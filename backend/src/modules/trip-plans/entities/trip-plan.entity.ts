import { randomUUID } from 'node:crypto';
import { ArrayType, OptionalProps, type Rel } from '@mikro-orm/core';
import { Entity, Enum, ManyToOne, OneToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import {
  type CheckInAnswers,
  TRAVELLER_ROLES,
  TRIP_DOCUMENT_KINDS,
  type TravellerRole,
  type TripDocumentKind,
  type TripGap,
  type TripStep,
  VISA_STATUSES,
  type VisaStatus,
  type WarningSign,
} from '@medtour/contracts';
import { Booking } from '../../booking-core/index.js';
import { User } from '../../users/index.js';

/**
 * A booking's trip after the deposit (issue 54): what the patient and the hospital fill in, step by
 * step. Flight times are local airport times as tickets print them (`YYYY-MM-DDTHH:mm`); `missing` is
 * what the steps before arrival still lack, kept on each change for the coordinators' trips list.
 */
@Entity({ tableName: 'trip_plans' })
export class TripPlan {
  [OptionalProps]?: 'missing' | 'stepsDoneAt' | 'createdAt' | 'updatedAt';

  @OneToOne(() => Booking, { owner: true, primary: true, fieldName: 'booking_id', deleteRule: 'cascade' })
  booking!: Rel<Booking>;

  /** The planned day of arrival: the arrival flight's day once given, else the day staff planned. */
  @Property({ type: 'date', nullable: true, index: true })
  arrivalOn?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  arrivalFlight?: string | null;

  @Property({ type: 'string', length: 16, nullable: true })
  arrivalAt?: string | null;

  @Property({ type: 'string', length: 10, nullable: true })
  departureFlight?: string | null;

  @Property({ type: 'string', length: 16, nullable: true })
  departureAt?: string | null;

  /** null: the patient has not said. */
  @Property({ type: 'boolean', nullable: true })
  pickupRequested?: boolean | null;

  @Property({ type: 'string', length: 60, nullable: true })
  interpreterLanguage?: string | null;

  /** Who meets the patient, where (as the hospital sends it). */
  @Property({ type: 'text', nullable: true })
  pickupDetails?: string | null;

  @Property({ type: 'string', length: 150, nullable: true })
  accommodationName?: string | null;

  @Property({ type: 'string', length: 300, nullable: true })
  accommodationAddress?: string | null;

  @Property({ type: 'smallint', nullable: true })
  accommodationNights?: number | null;

  /** The eVISA application's reference. */
  @Property({ type: 'string', length: 60, nullable: true })
  visaReference?: string | null;

  @Enum({ items: () => [...VISA_STATUSES], type: 'string', columnType: 'varchar(10)', nullable: true })
  visaStatus?: VisaStatus | null;

  @Property({ type: 'date', nullable: true })
  visaDecidedOn?: string | null;

  @Property({ type: 'date', nullable: true })
  admissionOn?: string | null;

  @Property({ type: 'date', nullable: true })
  dischargedOn?: string | null;

  @Property({ type: 'integer', nullable: true })
  finalBillUsd?: number | null;

  /** Why the final bill differs from the accepted quote, as the patient reads it. */
  @Property({ type: 'text', nullable: true })
  finalBillReason?: string | null;

  @Property({ type: ArrayType })
  missing: TripGap[] = [];

  /** When each step was last found done. */
  @Property({ type: 'json' })
  stepsDoneAt: Partial<Record<TripStep, string>> = {};

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** The patient or a companion: name, passport number and expiry as on the passport, encrypted at rest (`sealed`). */
@Entity({ tableName: 'trip_travellers' })
export class TripTraveller {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade', index: true })
  booking!: Rel<Booking>;

  @Enum({ items: () => [...TRAVELLER_ROLES], type: 'string', columnType: 'varchar(10)' })
  role!: TravellerRole;

  /** ISO 3166-1 alpha-2: whether a visa is needed. */
  @Property({ type: 'character', length: 2 })
  nationality!: string;

  /** `{ fullName, passportNumber, passportExpiry }` as JSON, AES-256-GCM (common/crypto/encryption.ts). */
  @Property({ type: 'text', hidden: true })
  sealed!: string;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** A file staff upload for the trip: the hospital's visa letter, or a file of the discharge pack. Encrypted like records. */
@Entity({ tableName: 'trip_documents' })
export class TripDocument {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade', index: true })
  booking!: Rel<Booking>;

  @Enum({ items: () => [...TRIP_DOCUMENT_KINDS], type: 'string', columnType: 'varchar(20)' })
  kind!: TripDocumentKind;

  @Property({ type: 'string', length: 255 })
  originalName!: string;

  @Property({ type: 'string', length: 300, unique: true, hidden: true })
  storageKey!: string;

  @Property({ type: 'string', length: 100 })
  mimeType!: string;

  @Property({ type: 'integer' })
  sizeBytes!: number;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  uploadedBy?: Rel<User> | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}

/** A reminder sent before arrival (one per arrival day and days before: a job run twice sends it once). */
@Entity({ tableName: 'trip_reminders' })
@Unique({ properties: ['booking', 'arrivalOn', 'daysBefore'] })
export class TripReminder {
  [OptionalProps]?: 'sentAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking!: Rel<Booking>;

  @Property({ type: 'date' })
  arrivalOn!: string;

  @Property({ type: 'smallint' })
  daysBefore!: number;

  @Property({ type: ArrayType })
  gaps!: TripGap[];

  @Property({ type: 'datetime' })
  sentAt: Date = new Date();
}

/** An aftercare check-in, `day` days after discharge: sent when due, answered by the patient, alerting on warning signs. */
@Entity({ tableName: 'aftercare_checkins' })
@Unique({ properties: ['booking', 'day'] })
export class AftercareCheckIn {
  [OptionalProps]?: 'signs' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Booking, { deleteRule: 'cascade' })
  booking!: Rel<Booking>;

  @Property({ type: 'smallint' })
  day!: number;

  @Property({ type: 'datetime', index: true })
  dueAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  answeredAt?: Date | null;

  @Property({ type: 'json', nullable: true })
  answers?: CheckInAnswers | null;

  @Property({ type: ArrayType })
  signs: WarningSign[] = [];

  @Property({ type: 'datetime', nullable: true })
  alertAcknowledgedAt?: Date | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  alertAcknowledgedBy?: Rel<User> | null;

  @Property({ type: 'datetime' })
  createdAt: Date = new Date();
}
