import { ConflictException, ForbiddenException } from '@nestjs/common';
import {
  acceptsPayment,
  allowedActions,
  alreadyThere,
  applies,
  BOOKING_STATUSES,
  type BookingStatus,
  canTransition,
  CLOSED_BOOKING_STATUSES,
  DEPOSIT_SETTLED_STATUSES,
  depositDue,
  isClosed,
  type LifecycleRole,
  staffLifecycleRole,
  targetsOf,
} from '@medtour/contracts';
import { checkAction, sqlStatuses } from './booking-lifecycle.js';
import { MONEY_STATUSES } from './booking-value.js';
import type { Booking } from './entities/booking.entity.js';

const booking = (status: BookingStatus) => ({ status }) as Booking;

describe('the booking lifecycle table', () => {
  it.each<[BookingStatus, LifecycleRole, string[]]>([
    ['pending', 'patient', ['cancel', 'pay_deposit']],
    ['payment_pending', 'patient', ['cancel', 'pay_deposit']],
    ['confirmed', 'patient', ['cancel']],
    ['completed', 'patient', []],
    ['cancelled', 'patient', []],
    ['pending', 'moderator', ['set_status', 'send_quote', 'record_payment']],
    ['payment_pending', 'admin', ['set_status', 'send_quote', 'record_payment']],
    ['confirmed', 'moderator', ['set_status', 'record_payment']],
    ['completed', 'admin', ['set_status', 'record_payment']],
    ['cancelled', 'admin', ['set_status']],
    ['payment_pending', 'system', []],
  ])('a %s booking: %s may %j (no facts known)', (status, role, actions) => {
    expect(allowedActions(status, role)).toEqual(actions);
  });

  it('takes the follow-up actions only with their facts: confirm when the deposit is covered, reopen when it is owed again', () => {
    expect(allowedActions('payment_pending', 'system', { deposit: 'covered' })).toEqual(['confirm']);
    expect(canTransition('pending', 'confirm', 'moderator', { deposit: 'covered' })).toBe(true);
    expect(canTransition('payment_pending', 'confirm', 'system', { deposit: 'owed' })).toBe(false);
    expect(canTransition('payment_pending', 'confirm', 'system', { deposit: 'unquoted' })).toBe(false);
    expect(canTransition('confirmed', 'confirm', 'system', { deposit: 'covered' })).toBe(false);
    expect(canTransition('confirmed', 'reopen', 'system', { deposit: 'owed' })).toBe(true);
    expect(canTransition('confirmed', 'reopen', 'admin', { deposit: 'covered' })).toBe(false);
    expect(canTransition('confirmed', 'reopen', 'moderator', { deposit: 'owed' })).toBe(false);
    expect(canTransition('completed', 'reopen', 'system', { deposit: 'owed' })).toBe(false);
  });

  it('lets only an admin decide on the money of a cancelled booking, while the decision is pending', () => {
    expect(canTransition('cancelled', 'decide_refund', 'admin', { refundDecision: 'pending' })).toBe(true);
    expect(canTransition('cancelled', 'decide_refund', 'moderator', { refundDecision: 'pending' })).toBe(false);
    expect(canTransition('cancelled', 'decide_refund', 'admin', { refundDecision: 'kept' })).toBe(false);
    expect(canTransition('cancelled', 'decide_refund', 'admin', { refundDecision: null })).toBe(false);
    expect(applies('cancelled', 'decide_refund', { refundDecision: 'pending' })).toBe(true);
  });

  it('says where each action leads: staff pick any state, an unchanging action leaves the state', () => {
    expect(targetsOf('set_status', 'completed')).toEqual(BOOKING_STATUSES);
    expect(targetsOf('cancel', 'confirmed')).toEqual(['cancelled']);
    expect(targetsOf('send_quote', 'pending')).toEqual(['payment_pending']);
    expect(targetsOf('record_payment', 'confirmed')).toEqual(['confirmed']);
    expect(BOOKING_STATUSES.every((to) => canTransition('cancelled', 'set_status', 'moderator', {}, to))).toBe(true);
    expect(canTransition('pending', 'cancel', 'patient', {}, 'completed')).toBe(false);
    expect(alreadyThere('cancelled', 'cancel')).toBe(true);
    expect(alreadyThere('payment_pending', 'record_payment')).toBe(false);
  });

  it('derives the lists the code used to spell out', () => {
    expect(CLOSED_BOOKING_STATUSES).toEqual(['completed', 'cancelled']);
    expect(BOOKING_STATUSES.filter((status) => !isClosed(status))).toEqual(['pending', 'confirmed', 'payment_pending']);
    expect(BOOKING_STATUSES.filter(acceptsPayment)).toEqual(['pending', 'confirmed', 'payment_pending', 'completed']);
    expect(MONEY_STATUSES).toEqual(['pending', 'confirmed', 'payment_pending', 'completed']);
    expect(DEPOSIT_SETTLED_STATUSES).toEqual(['confirmed', 'completed']);
    expect(BOOKING_STATUSES.filter(depositDue)).toEqual(['payment_pending']);
    expect(sqlStatuses(CLOSED_BOOKING_STATUSES)).toBe(`'completed', 'cancelled'`);
  });

  it('gives a staff member the lifecycle role of their highest account role', () => {
    expect(staffLifecycleRole(['moderator'])).toBe('moderator');
    expect(staffLifecycleRole(['moderator', 'admin'])).toBe('admin');
    expect(staffLifecycleRole([])).toBe('moderator');
  });
});

describe('checkAction', () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error instanceof ConflictException ? error.message : error;
    }
    return undefined;
  };

  it('refuses in the words the API has always used (409)', () => {
    expect(refusal(() => checkAction(booking('completed'), 'cancel', 'patient'))).toBe('A completed booking cannot be cancelled');
    expect(refusal(() => checkAction(booking('confirmed'), 'send_quote', 'admin'))).toBe('A confirmed booking cannot be quoted');
    expect(refusal(() => checkAction(booking('cancelled'), 'send_quote', 'moderator'))).toBe('A cancelled booking cannot be quoted');
    expect(refusal(() => checkAction(booking('cancelled'), 'pay_deposit', 'patient'))).toBe('This booking is cancelled');
    expect(refusal(() => checkAction(booking('completed'), 'pay_deposit', 'patient'))).toBe('This booking is already confirmed');
    expect(refusal(() => checkAction(booking('cancelled'), 'record_payment', 'moderator'))).toBe(
      'A cancelled booking cannot take a payment',
    );
    expect(refusal(() => checkAction(booking('cancelled'), 'decide_refund', 'admin', { refundDecision: 'kept' }))).toBe(
      'This booking holds no deposit awaiting a refund decision',
    );
  });

  it('refuses a role the table does not name (403)', () => {
    expect(() => checkAction(booking('pending'), 'send_quote', 'patient')).toThrow(ForbiddenException);
    expect(() => checkAction(booking('pending'), 'cancel', 'admin')).toThrow(ForbiddenException);
  });

  it('has nothing to do when the booking is already there, or a follow-up does not apply', () => {
    expect(checkAction(booking('cancelled'), 'cancel', 'patient')).toBe(false);
    expect(checkAction(booking('confirmed'), 'confirm', 'system', { deposit: 'covered' })).toBe(false);
    expect(checkAction(booking('payment_pending'), 'confirm', 'system', { deposit: 'owed' })).toBe(false);
    expect(checkAction(booking('pending'), 'cancel', 'patient')).toBe(true);
  });
});
