import { acceptsPayment, BOOKING_STATUSES, type BookingStatus } from '@medtour/contracts';
import { sqlStatuses } from './booking-lifecycle.js';

/**
 * Which bookings' estimates the money figures add up (the dashboard's "Monthly Revenue" and revenue
 * chart, the bookings' "Total Value"): every status that can still take money. A cancelled request
 * never will, so it never counts. The one home of that rule.
 */
export const MONEY_STATUSES: readonly BookingStatus[] = BOOKING_STATUSES.filter(acceptsPayment);

/** The rule as SQL over the bookings table aliased `alias` (for raw and query-builder aggregates). */
export const countsAsMoney = (alias: string): string => `${alias}.status in (${sqlStatuses(MONEY_STATUSES)})`;
