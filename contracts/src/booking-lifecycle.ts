/**
 * The booking lifecycle (real-product.md, "Bookings"): every action on a booking that its status
 * decides, from which states it can be taken, where it leaves the booking, who may take it and
 * what else it needs. The API checks every change of status against this table (its one
 * `transition()`), and both front ends read it to decide what to offer, so none of the three can
 * disagree with the others.
 */
import type { Role } from './account.js';
import { BOOKING_STATUSES, type BookingStatus, type RefundDecision } from './journey.js';

/** Who acts on a booking: its patient (whatever their account's role), a staff role, or the system (Stripe's webhooks). */
export const LIFECYCLE_ROLES = ['patient', 'moderator', 'admin', 'system'] as const;
export type LifecycleRole = (typeof LIFECYCLE_ROLES)[number];

/** Where the deposit of the booking's current quote stands: covered by what was paid (net of refunds), owed, or no quote yet. */
export type DepositStanding = 'covered' | 'owed' | 'unquoted';

/** What an action may need besides the booking's state. */
export interface LifecycleFacts {
  deposit?: DepositStanding;
  /** The admins' decision on the money a cancelled booking holds (null: it holds none). */
  refundDecision?: RefundDecision | null;
}

export interface BookingActionRule {
  /** The states it can be taken from. */
  from: readonly BookingStatus[];
  /** Where it leaves the booking: a state; `chosen`: the state staff pick; `unchanged`: it acts on the booking and leaves its state. */
  to: BookingStatus | 'chosen' | 'unchanged';
  roles: readonly LifecycleRole[];
  /** Facts it needs besides the state. */
  requires?: LifecycleFacts;
  /**
   * What the API answers (409) when the booking's state or facts refuse it. An action without one
   * follows from something else (a payment, a refund) and is simply not taken when it does not apply.
   */
  refusal?: (status: BookingStatus) => string;
}

/** A new booking request. */
export const NEW_BOOKING_STATUS = 'pending' satisfies BookingStatus;

export const BOOKING_LIFECYCLE = {
  /** The patient calls it off unless it is completed; money it holds awaits the admins' refund decision. */
  cancel: {
    from: ['pending', 'payment_pending', 'confirmed'],
    to: 'cancelled',
    roles: ['patient'],
    refusal: (status) => `A ${status} booking cannot be cancelled`,
  },
  /** Staff may still set any status from any status (spec §4). */
  set_status: { from: BOOKING_STATUSES, to: 'chosen', roles: ['moderator', 'admin'] },
  /** Staff send a quote, or a revised one: the booking awaits its deposit. */
  send_quote: {
    from: ['pending', 'payment_pending'],
    to: 'payment_pending',
    roles: ['moderator', 'admin'],
    refusal: (status) => `A ${status} booking cannot be quoted`,
  },
  /** The patient opens a card payment page for the deposit (Stripe's webhook then takes `confirm`). */
  pay_deposit: {
    from: ['pending', 'payment_pending'],
    to: 'unchanged',
    roles: ['patient'],
    refusal: (status) => (status === 'cancelled' ? 'This booking is cancelled' : 'This booking is already confirmed'),
  },
  /** Staff record money paid outside Stripe: part or all of the deposit. */
  record_payment: {
    from: ['pending', 'payment_pending', 'confirmed', 'completed'],
    to: 'unchanged',
    roles: ['moderator', 'admin'],
    refusal: (status) => `A ${status} booking cannot take a payment`,
  },
  /** What was paid covers the current quote's deposit: a card payment (Stripe's webhook) or one staff record. */
  confirm: {
    from: ['pending', 'payment_pending'],
    to: 'confirmed',
    roles: ['moderator', 'admin', 'system'],
    requires: { deposit: 'covered' },
  },
  /** A refund leaves a confirmed booking's deposit owed again (an admin's refund, or one made in Stripe's dashboard). */
  reopen: {
    from: ['confirmed'],
    to: 'payment_pending',
    roles: ['admin', 'system'],
    requires: { deposit: 'owed' },
  },
  /** An admin refunds, or keeps under the policy, the money a cancelled booking holds. */
  decide_refund: {
    from: ['cancelled'],
    to: 'unchanged',
    roles: ['admin'],
    requires: { refundDecision: 'pending' },
    refusal: () => 'This booking holds no deposit awaiting a refund decision',
  },
} as const satisfies Record<string, BookingActionRule>;

export type BookingAction = keyof typeof BOOKING_LIFECYCLE;
export const BOOKING_ACTIONS = Object.keys(BOOKING_LIFECYCLE) as BookingAction[];

const ruleOf = (action: BookingAction): BookingActionRule => BOOKING_LIFECYCLE[action];

/** The states `action` can leave a booking in `status` in. */
export function targetsOf(action: BookingAction, status: BookingStatus): readonly BookingStatus[] {
  const { to } = ruleOf(action);
  return to === 'chosen' ? BOOKING_STATUSES : to === 'unchanged' ? [status] : [to];
}

/** Whether the booking's state and facts let `action` be taken (to `to`, for a state staff choose), whoever asks. */
export function applies(status: BookingStatus, action: BookingAction, facts: LifecycleFacts = {}, to?: BookingStatus): boolean {
  const rule = ruleOf(action);
  const needs = Object.entries(rule.requires ?? {}) as [keyof LifecycleFacts, unknown][];
  return (
    rule.from.includes(status) &&
    needs.every(([fact, value]) => facts[fact] === value) &&
    (to === undefined || targetsOf(action, status).includes(to))
  );
}

/** Whether `role` may take `action` on a booking in `status` with these facts (to `to`, for a state staff choose). */
export function canTransition(
  status: BookingStatus,
  action: BookingAction,
  role: LifecycleRole,
  facts: LifecycleFacts = {},
  to?: BookingStatus,
): boolean {
  return ruleOf(action).roles.includes(role) && applies(status, action, facts, to);
}

/** The actions `role` can take on a booking in `status`: what a screen offers. */
export const allowedActions = (status: BookingStatus, role: LifecycleRole, facts: LifecycleFacts = {}): BookingAction[] =>
  BOOKING_ACTIONS.filter((action) => canTransition(status, action, role, facts));

/** The booking already is where `action` leads: there is nothing to do, and nothing to refuse (cancelling twice). */
export const alreadyThere = (status: BookingStatus, action: BookingAction): boolean => ruleOf(action).to === status;

/** The lifecycle role of a staff member with these account roles. */
export const staffLifecycleRole = (roles: readonly Role[]): 'moderator' | 'admin' => (roles.includes('admin') ? 'admin' : 'moderator');

/** Finished one way or the other (the patient can no longer cancel it): nobody waits for a reply any more. */
export const isClosed = (status: BookingStatus): boolean => !applies(status, 'cancel');
export const CLOSED_BOOKING_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES.filter(isClosed);

/** Money can still be received for it (every state but cancelled). */
export const acceptsPayment = (status: BookingStatus): boolean => applies(status, 'record_payment');

/** Its deposit is settled: it takes money, yet no longer awaits its deposit (confirmed, or completed since). */
export const depositSettled = (status: BookingStatus): boolean => acceptsPayment(status) && !applies(status, 'pay_deposit');
export const DEPOSIT_SETTLED_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES.filter(depositSettled);

/**
 * A quote was sent and its deposit is due: the state a quote leaves the booking in. The patient's
 * card offers the payment only then (the API also takes it while the booking is pending: `pay_deposit`).
 */
export const depositDue = (status: BookingStatus): boolean => status === BOOKING_LIFECYCLE.send_quote.to;
