import type { Locale } from '@medtour/contracts';
import type { Reader, TreatmentMention } from '../understanding/index.js';

/*
 * The one relevance model of matching (issues 29 and 50), shared by the hospital recommendations, the alternative
 * treatments and premium AI treatment matching. A condition as typed ("my knee is worn out", « cancer du sein »,
 * "kisukari", "tunatafuta mtoto") is read by the assistant's reader (understanding/nlu/reader.ts) — the catalogue's names, staff's
 * synonyms and the corpus's lay words, body parts and symptoms in the four languages —, so matching and the chat
 * understand the same words the same way:
 * - a condition category's name ("Cancer Treatment", « Chirurgie esthétique », "Matibabu ya meno") gives exactly its
 *   mapped treatments;
 * - a treatment named (by name, synonym or lay words) comes first, with the category staff mapped it to;
 * - a specialty or a category named ("heart problem", "orthopaedics") gives its treatments, below those named;
 * - nothing named: nothing (the coordinator is offered instead of a guess).
 */

/** How a treatment was reached from a condition's text. */
export type MatchVia =
  /** One of the treatments of a condition category, specialty or catalogue category the text names. */
  | 'condition'
  /** The text names the treatment (its name, a synonym, lay words). */
  | 'treatment';

export interface TreatmentMatch {
  treatmentId: string;
  /** 0–1: 1 for a treatment named by its name or the category's name, 0.9 for lay words, 0.7 for a specialty or category's treatment. */
  relevance: number;
  via: MatchVia;
  /** The condition category that led to it, when one did. */
  category: string | null;
}

/** How surely each way of naming points at a treatment. */
const RELEVANCE = { condition: 1, name: 1, lay: 0.9, category: 0.7 } as const;

/** The treatments one condition as typed leads to, most relevant first. */
function readCondition(reader: Reader, text: string, locale: Locale, categoryOf: (treatmentId: string) => string | null): TreatmentMatch[] {
  const found = new Map<string, TreatmentMatch>();
  const keep = (match: TreatmentMatch) => {
    if ((found.get(match.treatmentId)?.relevance ?? 0) < match.relevance) found.set(match.treatmentId, match);
  };
  const mentions: TreatmentMention[] = reader.treatmentsIn(text, locale);
  for (const m of mentions) {
    if (m.via === 'absent') continue;
    // A condition category's own name gives its mapped treatments, as surely as a treatment's name.
    for (const treatmentId of m.ids)
      keep({
        treatmentId,
        relevance: RELEVANCE[m.via],
        via: m.via === 'condition' || m.via === 'category' ? 'condition' : 'treatment',
        category: m.condition ?? categoryOf(treatmentId),
      });
  }
  return [...found.values()].sort((a, b) => b.relevance - a.relevance || a.treatmentId.localeCompare(b.treatmentId));
}

/** Several conditions' readings together (typed on a page in `locale`): each treatment at its best reading, most relevant first. */
export function readConditions(
  reader: Reader,
  mappings: readonly { conditionCategory: string; treatmentIds: string[] }[],
  texts: readonly string[],
  locale: Locale,
): (TreatmentMatch & { condition: string })[] {
  const categoryOf = (id: string) => mappings.find((m) => m.treatmentIds.includes(id))?.conditionCategory ?? null;
  const best = new Map<string, TreatmentMatch & { condition: string }>();
  for (const condition of texts)
    for (const match of readCondition(reader, condition, locale, categoryOf))
      if ((best.get(match.treatmentId)?.relevance ?? 0) < match.relevance) best.set(match.treatmentId, { ...match, condition });
  return [...best.values()].sort((a, b) => b.relevance - a.relevance || a.treatmentId.localeCompare(b.treatmentId));
}

// ---------------------------------------------------------------------------------------------------------------
// Hospitals and alternatives for a condition category (the assessment's).

/** What a condition category needs, from its mapping (or the patient's filters), and the budget. */
export interface Need {
  /** The mapped treatments: when any, a hospital must offer one of them. */
  treatmentIds: string[];
  /** The specialties asked for (the mapping's, or a typed filter's); null: any. Required only when no treatment is. */
  specializationIds: string[] | null;
  /** In US dollars; null: no maximum. */
  maxBudget: number | null;
  /** Treatments the patient's own words asked for (a hip among the orthopaedic ones): their offer is the one shown. */
  preferredTreatmentIds?: string[];
}

/** A hospital's offer of an active treatment, as far as fitting goes. */
export interface PricedOffer {
  treatmentId: string;
  minCostUsd: number | null;
}

export interface HospitalFit<O extends PricedOffer> {
  /** It offers what the condition needs (a mapped treatment, else one of the specialties) within the budget. */
  fits: boolean;
  /** It offers what the condition needs, whatever the price. */
  offersNeed: boolean;
  /**
   * The offer that fits: of the mapped treatments, one the patient asked for, else the cheapest, within the budget (else
   * regardless of it); with no mapped treatments, none. Its price is the card's.
   */
  offer: O | null;
  /** Of the specialties asked for, those the hospital has (the first is named on the card). */
  specialties: string[];
  /** Higher fits better: a fitting mapped treatment (2), and each specialty asked for (1). */
  score: number;
  /** Its offer is a treatment the patient named ("my hip"): ranked before the others. */
  asked: boolean;
}

/** The one budget rule of matching (cards and alternatives): a price that starts within the budget fits it. */
export const startsWithin = (minCostUsd: number | null | undefined, maxBudget: number | null) =>
  maxBudget === null || (minCostUsd != null && minCostUsd <= maxBudget);
const withinBudget = (offer: PricedOffer, maxBudget: number | null) => startsWithin(offer.minCostUsd, maxBudget);
const byPrice = (a: PricedOffer, b: PricedOffer) => (a.minCostUsd ?? Infinity) - (b.minCostUsd ?? Infinity);

/**
 * How a hospital (its specialties' ids and its offers of active treatments) fits a need. With mapped treatments
 * the hospital must offer one of them, its price within the budget (a hospital with the specialty but without
 * the treatment — a heart centre with an oncology ward that lists no cancer treatment — does not fit); with none,
 * it must have one of the specialties asked for and any offer within the budget.
 */
export function hospitalFit<O extends PricedOffer>(hospital: { specialtyIds: string[]; offers: O[] }, need: Need): HospitalFit<O> {
  const specialties = need.specializationIds ? hospital.specialtyIds.filter((id) => need.specializationIds!.includes(id)) : [];
  if (need.treatmentIds.length) {
    // The treatment the patient asked for first, then the cheapest of the others: a hip patient's card names the hip.
    const preferred = (o: PricedOffer) => (need.preferredTreatmentIds?.includes(o.treatmentId) ? 0 : 1);
    const mapped = hospital.offers
      .filter((o) => need.treatmentIds.includes(o.treatmentId))
      .sort((a, b) => preferred(a) - preferred(b) || byPrice(a, b));
    const affordable = mapped.filter((o) => withinBudget(o, need.maxBudget));
    const offer = affordable[0] ?? mapped[0] ?? null;
    const asked = !!offer && affordable.includes(offer) && preferred(offer) === 0;
    return {
      fits: affordable.length > 0,
      offersNeed: mapped.length > 0,
      offer,
      specialties,
      score: (offer ? 2 : 0) + specialties.length,
      asked,
    };
  }
  const offersNeed = need.specializationIds === null || specialties.length > 0;
  const fits = offersNeed && hospital.offers.some((o) => withinBudget(o, need.maxBudget));
  return { fits, offersNeed, offer: null, specialties, score: specialties.length, asked: false };
}

/** What the patient asked for first, then best fit, then best rated, then by name: the one ranking of hospitals for a patient. */
export function rankHospitals<
  T extends { hospital: { id: string; name: string; rating?: number | null }; fit: { score: number; asked: boolean } },
>(rows: T[]): T[] {
  return [...rows].sort(
    (a, b) =>
      Number(b.fit.asked) - Number(a.fit.asked) ||
      b.fit.score - a.fit.score ||
      (b.hospital.rating ?? -1) - (a.hospital.rating ?? -1) ||
      a.hospital.name.localeCompare(b.hospital.name) ||
      a.hospital.id.localeCompare(b.hospital.id),
  );
}

/**
 * The treatments related to a condition category, closest first: its mapped treatments (rank 0), then those
 * mapped to the categories sharing one of its specialties (rank 1). Null when the mapping names neither
 * treatments nor specialties ('Other'): nothing is known of the condition, every treatment is an alternative.
 */
export function relatedTreatments(
  mapping: { specializationIds: string[]; treatmentIds: string[] },
  mappings: readonly { specializationIds: string[]; treatmentIds: string[] }[],
): Map<string, number> | null {
  if (!mapping.treatmentIds.length && !mapping.specializationIds.length) return null;
  const related = new Map(mapping.treatmentIds.map((id) => [id, 0]));
  for (const other of mappings)
    if (other.specializationIds.some((id) => mapping.specializationIds.includes(id)))
      for (const id of other.treatmentIds) if (!related.has(id)) related.set(id, 1);
  return related;
}
