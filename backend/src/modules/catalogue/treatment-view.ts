import type { CountryLink, Locale, TreatmentView } from '@medtour/contracts';
import type { Treatment } from './entities/treatment.entity.js';
import { localized, TREATMENT_TEXT } from './translations.js';

/**
 * A treatment's own facts in English: what every view of a treatment starts from (its public page,
 * the back office's record, a recommendation card), each adding or leaving out what is its own.
 */
export function treatmentFacts(t: Treatment): Omit<TreatmentView, 'availableIn'> {
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    category: t.category,
    type: t.type,
    evidenceLevel: t.evidenceLevel,
    description: t.description,
    procedures: t.procedures,
    benefits: t.benefits,
    minDurationDays: t.minDurationDays ?? null,
    maxDurationDays: t.maxDurationDays ?? null,
    minCostUsd: t.minCostUsd ?? null,
    maxCostUsd: t.maxCostUsd ?? null,
    successRatePercentage: t.successRatePercentage ?? null,
  };
}

/** A treatment as the public pages show it, in `locale` (English where a text is not translated). */
export function treatmentView(t: Treatment, availableIn: CountryLink[], locale: Locale = 'en'): TreatmentView {
  return localized({ ...treatmentFacts(t), availableIn }, t.translations, locale, TREATMENT_TEXT);
}
