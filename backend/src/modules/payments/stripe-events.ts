/** What the product reads of a Stripe event, and the kinds of events it applies. */

/** The events the worker applies, each by re-reading from Stripe the object it names (payments.jobs.ts). */
const APPLIED_EVENT_KINDS = ['checkout.session', 'customer.subscription', 'invoice', 'refund', 'charge'] as const;
export type AppliedEventKind = (typeof APPLIED_EVENT_KINDS)[number];

/** Which kind of applied event `type` is (`checkout.session.completed` → `checkout.session`), or null for one only kept. */
export function appliedEventKind(type: string): AppliedEventKind | null {
  return APPLIED_EVENT_KINDS.find((kind) => type.startsWith(`${kind}.`)) ?? null;
}

/** What is stored of an event (the worker re-reads the rest from Stripe). */
export interface EventFacts {
  id: string;
  type: string;
  /** The id of the object the event is about; empty for an event the worker does not apply and whose object has none. */
  objectId: string;
}

export const NOT_AN_EVENT = 'The signed body is not a Stripe event';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const STRIPE_ID = /^[A-Za-z0-9_]{1,255}$/;
const EVENT_TYPE = /^[a-z0-9_.]{1,100}$/;
const isStripeId = (value: unknown): value is string => typeof value === 'string' && STRIPE_ID.test(value);

/** JSON text, parsed; undefined when it is not JSON. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The facts of a signed body, or the fields that are wrong. Checked before anything is stored: a
 * row the worker could not apply (an event of a kind it applies without the id of its object, an
 * id or type that is not text) would fail every retry and end dead-lettered.
 */
export function checkEvent(text: string): { facts: EventFacts } | { errors: Record<string, string> } {
  const body = parseJson(text);
  if (!isRecord(body)) return { errors: { body: 'must be a JSON object (a Stripe event)' } };
  const errors: Record<string, string> = {};
  const { id, type, data } = body;
  if (body.object !== 'event') errors.object = 'must be "event"';
  if (!isStripeId(id)) errors.id = 'must be the event id (letters, digits and _, at most 255)';
  if (typeof type !== 'string' || !EVENT_TYPE.test(type)) errors.type = 'must be the event type (at most 100 characters)';
  const object = isRecord(data) ? data.object : undefined;
  if (!isRecord(data)) errors.data = 'must be an object holding the object the event is about';
  else if (!isRecord(object)) errors['data.object'] = 'must be the object the event is about';
  else if ((object.id !== undefined || (typeof type === 'string' && appliedEventKind(type))) && !isStripeId(object.id)) {
    errors['data.object.id'] = "must be the object's id";
  }
  if (Object.keys(errors).length || !isRecord(object)) return { errors };
  return { facts: { id: id as string, type: type as string, objectId: isStripeId(object.id) ? object.id : '' } };
}
