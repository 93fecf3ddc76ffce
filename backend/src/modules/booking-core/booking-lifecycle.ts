import { ConflictException, ForbiddenException, Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  alreadyThere,
  API_MESSAGES,
  BOOKING_LIFECYCLE,
  canTransition,
  depositSettled,
  isClosed,
  staffLifecycleRole,
  targetsOf,
  type BookingAction,
  type BookingActionRule,
  type BookingStatus,
  type LifecycleFacts,
  type LifecycleRole,
} from '@medtour/contracts';
import type { AuthContext } from '../../common/auth.decorators.js';
import { AuditService } from '../audit/index.js';
import { OutboxService } from '../notifications/index.js';
import type { Booking } from './entities/booking.entity.js';

/** Who takes an action on a booking: their role in the lifecycle, and the user (null: nobody, e.g. Stripe's webhooks). */
export interface LifecycleActor {
  role: LifecycleRole;
  userId: string | null;
}

/** A moderator or admin, on a staff-only route. */
export interface StaffActor extends LifecycleActor {
  role: 'moderator' | 'admin';
  userId: string;
}

export const SYSTEM: LifecycleActor = { role: 'system', userId: null };

export const staffActor = (auth: AuthContext): StaffActor => ({ role: staffLifecycleRole(auth.roles), userId: auth.userId });

/** Statuses as an SQL list (`'cancelled', 'completed'`): the table's own words, never input. */
export const sqlStatuses = (statuses: readonly BookingStatus[]): string => statuses.map((status) => `'${status}'`).join(', ');

/**
 * Whether `action` has something to do on the booking now. Refused as the table says: 403 for a
 * role it does not name, else the action's refusal (409). Nothing to do (false): the booking already
 * is where the action leads (cancelling twice), or the action has no refusal (it follows from a
 * payment or a refund) and does not apply.
 */
export function checkAction(
  booking: Booking,
  action: BookingAction,
  role: LifecycleRole,
  facts: LifecycleFacts = {},
  to?: BookingStatus,
): boolean {
  const rule: BookingActionRule = BOOKING_LIFECYCLE[action];
  if (!rule.roles.includes(role)) throw new ForbiddenException(API_MESSAGES.accessDenied);
  if (canTransition(booking.status, action, role, facts, to)) return true;
  if (alreadyThere(booking.status, action) || !rule.refusal) return false;
  throw new ConflictException(rule.refusal(booking.status));
}

/**
 * Staff answered the patient — a message, a quote, a new status the patient is emailed about: the
 * wait for a reply ends (the patient's promise and the admins' overdue alert with it); the first
 * answer's time is kept. The caller holds the booking's row lock, as a patient's message takes it.
 */
export function markStaffAnswered(booking: Booking, at = new Date()): void {
  booking.awaitingReplySince = null;
  booking.overdueNotifiedAt = null;
  booking.firstStaffReplyAt ??= at;
}

/**
 * What a status change means for rows another module owns: payments' (the deposit a cancelled booking
 * holds awaits a refund decision; its open payment pages close), reviews' (a review the completed stay
 * verified goes back to moderation). Those modules build on the booking, so the lifecycle cannot call
 * them: each provides its effects as a provider marked `@BookingTransitionEffects()`, and every
 * transition runs them in its own transaction, as if written in `transition`.
 */
export interface TransitionEffects {
  /** Before the new status is flushed (the booking says it already): may change the booking's fields and other rows. */
  beforeFlush?(tx: EntityManager, booking: Booking, from: BookingStatus): Promise<void>;
  /** Once it is flushed: may read what the change wrote and queue jobs. */
  afterFlush?(tx: EntityManager, booking: Booking, from: BookingStatus): Promise<void>;
}

/** Marks a provider whose `TransitionEffects` every transition runs (found by Nest's discovery, in the API and the worker alike). */
export const BookingTransitionEffects = DiscoveryService.createDecorator<void>();

/** The one way a booking's status changes: the table's check, the status and what goes with it, the emails. */
@Injectable()
export class BookingLifecycle implements OnModuleInit {
  private effects: TransitionEffects[] = [];

  constructor(
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly discovery: DiscoveryService,
  ) {}

  onModuleInit(): void {
    this.effects = this.discovery
      .getProviders({ metadataKey: BookingTransitionEffects.KEY })
      .map((wrapper) => wrapper.instance as TransitionEffects);
  }

  /** The providers whose effects transitions run, by class name (the start-up specs check that each process has them all). */
  effectOwners(): string[] {
    return this.effects.map((effects) => effects.constructor.name).sort();
  }

  /**
   * Takes `action` on the booking, which the caller has read (locked where a payment could race it)
   * in its transaction: checked (`checkAction`), then the new status written with the fields that go
   * with it, and the action's emails queued. `to` is the state staff chose (`set_status`). Answers
   * whether the status changed. An action that is part of a larger change (a quote, a payment, a
   * refund, a staff edit) is audited by it, the row naming the status before and after.
   */
  async transition(
    tx: EntityManager,
    booking: Booking,
    action: BookingAction,
    actor: LifecycleActor,
    { facts, to }: { facts?: LifecycleFacts; to?: BookingStatus } = {},
  ): Promise<boolean> {
    const from = booking.status;
    const targets = to ? [to] : targetsOf(action, from);
    if (targets.length !== 1) throw new Error(`${action} needs the state to set`);
    const target = targets[0]!;
    if (!checkAction(booking, action, actor.role, facts, target) || target === from) return false;
    booking.status = target;
    if (isClosed(target)) booking.awaitingReplySince = null;
    if (target === 'confirmed') booking.confirmedDate = new Date();
    booking.completedAt = target === 'completed' ? new Date() : null;
    // A refund took its confirmation back (a status staff set keeps the date).
    if (action === 'reopen') booking.confirmedDate = null;
    for (const effects of this.effects) await effects.beforeFlush?.(tx, booking, from);
    await tx.flush();
    for (const effects of this.effects) await effects.afterFlush?.(tx, booking, from);
    // Its deposit settled, the trip after it begins: the worker opens the plan and schedules its reminders.
    if (depositSettled(target) && !depositSettled(from)) this.outbox.enqueue(tx, 'trips.open_plan', { bookingId: booking.id });
    await this.announce(tx, booking, action, actor);
    return true;
  }

  private async announce(tx: EntityManager, booking: Booking, action: BookingAction, actor: LifecycleActor): Promise<void> {
    const bookingId = booking.id;
    if (action === 'set_status') this.outbox.enqueue(tx, 'booking.status_changed', { bookingId, status: booking.status });
    if (action === 'cancel') {
      // Both emails say what happens to a deposit it holds.
      this.outbox.enqueue(tx, 'booking.cancelled.patient', { bookingId });
      this.outbox.enqueue(tx, 'booking.cancelled.staff', { bookingId });
      await this.audit.record(tx, { actorId: actor.userId, action: 'booking.cancel', entity: 'booking', entityId: bookingId });
    }
  }
}
