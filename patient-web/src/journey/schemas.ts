import * as v from 'valibot';
import { type ApiMessageCode, splitConditions } from '@medtour/contracts';
import { list, optionalText, required, text, ticked } from '../forms/schema.ts';

/*
 * The forms of the patient's journey (each posted to its own route under /dashboard, see routes.ts):
 * what each must hold, checked by the form in the browser and by its route's action (forms/schema.ts).
 * What the API checks (the ids, the lists, the dates, the limits) it answers as field errors of its own.
 * No import of the site here: `npm test` runs the schemas with Node as they are.
 */

/** The destinations chosen (chips, or check boxes without JavaScript) and a typed one, spaces tidied, without duplicates. */
function destinations(chosen: string[], typed: string): string[] {
  const names = [...chosen, typed].map((name) => name.replace(/\s+/g, ' ')).filter(Boolean);
  return names.filter((name, i) => names.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === i);
}

/** Spec §5: the health assessment; the condition, the symptoms and the urgency are required. */
export const assessmentSchema = v.pipe(
  v.object({
    idempotencyKey: text(),
    conditionCategory: required(),
    symptoms: required(),
    currentMedications: optionalText(),
    medicalHistory: optionalText(),
    treatmentGoals: optionalText(),
    urgencyLevel: required(),
    budgetRange: optionalText(),
    preferredDestinations: list(),
    customDestination: text(),
    uploadedFiles: list(),
  }),
  v.transform(({ preferredDestinations, customDestination, ...assessment }) => ({
    ...assessment,
    preferredDestinations: destinations(preferredDestinations, customDestination),
  })),
);

/** A record uploaded without JavaScript (with it, each file is sent to the API with its progress): at least one file. */
export const uploadSchema = v.object({
  file: v.pipe(
    v.optional(v.union([v.file(), v.array(v.file())], 'chooseFileSite' satisfies ApiMessageCode), []),
    v.transform((files) => (Array.isArray(files) ? files : [files]).filter((file) => file.size > 0)),
    v.nonEmpty('chooseFileSite' satisfies ApiMessageCode),
  ),
});

/** A record removed: which one (the list says it is gone, so the form's route is the list's). */
export const recordRemovalSchema = v.object({ recordId: required() });

/** Spec §5: a non-negative whole number of companions; anything else is 0. */
function companions(typed: string): number {
  const count = Math.floor(Number(typed));
  return Number.isFinite(count) && count > 0 ? count : 0;
}

/** The fields of the booking form that "Show the estimate" sends too. */
const tripFields = {
  hospitalId: required('hospitalRequired'),
  treatmentId: required('treatmentRequired'),
  tripHome: text(),
  tripMonth: optionalText(),
};

/**
 * A booking request (spec §2 "Booking Management", §5 defaults). The trip estimate is attached when
 * the patient chose where they travel from (the API computes it).
 */
export const bookingSchema = v.object({
  ...tripFields,
  // Without it (no assessment when the page was shown), the API takes the patient's latest.
  assessmentId: optionalText(),
  bookingType: text(),
  urgencyLevel: text(),
  preferredDate: optionalText(),
  medicalSummary: optionalText(),
  specialRequirements: optionalText(),
  travelRequired: ticked(),
  accommodationNeeded: ticked(),
  visaAssistanceNeeded: ticked(),
  companionCount: v.pipe(text(), v.transform(companions)),
});

/** "Show the estimate" in the booking form: the same form, which needs the country the patient travels from. */
export const bookingEstimateSchema = v.object({
  ...tripFields,
  tripHome: required('countryRequired'),
  companionCount: text(),
});

/** Which assessment a booking is for (issue 52): one of the patient's, or none and their words (the API says when those are missing). */
export const bookingAssessmentSchema = v.object({
  assessmentId: optionalText(),
  description: text(),
});

/** A message in a booking's chat. */
export const messageSchema = v.object({ body: required('writeMessage') });

/** Records ticked to share with a booking's hospital (issue 53). */
export const shareRecordsSchema = v.object({
  recordIds: v.pipe(list(), v.minLength(1, 'shareRecordsRequired' satisfies ApiMessageCode)),
});

/** AI Treatment Matching (spec §2, §5): the conditions split on commas, trimmed, empties dropped; at least one. */
export const aiMatchingSchema = v.object({
  medicalConditions: v.pipe(text(), v.transform(splitConditions), v.minLength(1, 'enterCondition' satisfies ApiMessageCode)),
  preferences: optionalText(),
  budget: optionalText(),
});
