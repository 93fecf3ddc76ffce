import type { TripPlanView, TripStaffChanges } from '@medtour/contracts';

/** The plan's fields the coordinator's form edits: what the hospital sends, and the patient's, which staff may correct. */
export const TRIP_FORM_FIELDS = [
  'arrivalOn',
  'arrivalFlight',
  'arrivalAt',
  'departureFlight',
  'departureAt',
  'visaReference',
  'visaStatus',
  'visaDecidedOn',
  'pickupRequested',
  'interpreterLanguage',
  'pickupDetails',
  'accommodationName',
  'accommodationAddress',
  'accommodationNights',
  'admissionOn',
  'dischargedOn',
  'finalBillUsd',
  'finalBillReason',
] as const satisfies readonly (keyof TripStaffChanges)[];
export type TripFormField = (typeof TRIP_FORM_FIELDS)[number];

export type TripFormValues = { id: string } & { [K in TripFormField]: TripStaffChanges[K] | null };

const NUMBER_FIELDS = new Set<TripFormField>(['accommodationNights', 'finalBillUsd']);

/** The form's values from the plan (the final bill from its view). */
export const tripFormValues = (plan: TripPlanView): TripFormValues => ({
  id: plan.bookingId,
  arrivalOn: plan.arrivalOn,
  arrivalFlight: plan.arrivalFlight,
  arrivalAt: plan.arrivalAt,
  departureFlight: plan.departureFlight,
  departureAt: plan.departureAt,
  visaReference: plan.visaReference,
  visaStatus: plan.visaStatus,
  visaDecidedOn: plan.visaDecidedOn,
  pickupRequested: plan.pickupRequested,
  interpreterLanguage: plan.interpreterLanguage,
  pickupDetails: plan.pickupDetails,
  accommodationName: plan.accommodationName,
  accommodationAddress: plan.accommodationAddress,
  accommodationNights: plan.accommodationNights,
  admissionOn: plan.admissionOn,
  dischargedOn: plan.dischargedOn,
  finalBillUsd: plan.finalBill?.finalUsd ?? null,
  finalBillReason: plan.finalBill?.reason ?? null,
});

/** A field's value as the API takes it: text trimmed, an empty input null (it clears), a number as a number. */
function normalised(field: TripFormField, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return null;
    return NUMBER_FIELDS.has(field) && Number.isFinite(Number(text)) ? Number(text) : text;
  }
  return value;
}

/** What the PATCH sends: the fields whose value differs from the plan's when the form opened. */
export function tripChanges(values: Partial<Record<TripFormField, unknown>>, initial: TripFormValues): TripStaffChanges {
  const changes: Record<string, unknown> = {};
  for (const field of TRIP_FORM_FIELDS) {
    if (!(field in values)) continue;
    const value = normalised(field, values[field]);
    if (value !== normalised(field, initial[field])) changes[field] = value;
  }
  return changes as TripStaffChanges;
}

/** Of a 400's field errors, those the form shows on its inputs, and whether any other was named. */
export function formFieldErrors(errors: Record<string, string>): { shown: Partial<Record<TripFormField, string>>; others: string[] } {
  const fields: readonly string[] = TRIP_FORM_FIELDS;
  const shown: Partial<Record<TripFormField, string>> = {};
  const others: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    if (fields.includes(field)) shown[field as TripFormField] = message;
    else others.push(message);
  }
  return { shown, others };
}
