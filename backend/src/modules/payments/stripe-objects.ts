import Stripe from 'stripe';
import { PREMIUM_STATUSES } from '@medtour/contracts';

/** The id of an object Stripe gives either as its id or expanded. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Stripe answered that the object does not exist (`resource_missing`, 404). */
export const isUnknownObject = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.statusCode === 404);

/** Subscription statuses still live but whose payment needs the patient (not premium meanwhile). */
export const NEEDS_ATTENTION_STATUSES: readonly string[] = ['past_due', 'unpaid', 'incomplete'];

/** A subscription in one of these can still charge the patient: one per patient at most. */
export const LIVE_SUBSCRIPTION_STATUSES: readonly string[] = [...PREMIUM_STATUSES, ...NEEDS_ATTENTION_STATUSES];
