import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AI_MATCHING_LIMITS,
  DEFAULT_LOCALE,
  formatApproximate,
  type AiMatchingResult,
  type AiMatchingSafety,
  type AiScoreFactor,
  type AiTreatmentRecommendation,
  type Locale,
} from '@medtour/contracts';
import { countryName, nameIn, Treatment, Hospital } from '../catalogue/index.js';
import type { UsdBudget } from '../currencies/index.js';
import {
  ConditionMapping,
  hospitalFacts,
  type HospitalOffer,
  MatchingService,
  type HospitalFit,
  hospitalFit,
  rankHospitals,
  readConditions,
  type TreatmentMatch,
} from '../recommendations/index.js';
import type { AiMatchingDto } from './dto/ai-matching.dto.js';
import { detectLanguage, AssistantCatalogue } from '../understanding/index.js';
import { patientCountry } from './safety/patient-country.js';
import { safetyReply } from './safety/safety-reply.js';
import { screen } from './safety/screen.js';
import { conditionName } from '../../common/messages.js';
import { ASSISTANT_TEXTS, languageName } from './understanding/texts/index.js';
import type { MatchingTexts } from './understanding/texts/types.js';

/** The most each part of a score gives: how well the treatment fits the conditions counts most. */
export const SCORE_WEIGHTS = { condition: 40, budget: 20, destination: 15, language: 5, evidence: 10, success: 10 } as const;

const EVIDENCE_POINTS = { high: 1, moderate: 0.6, low: 0.3 } as const;
const HOSPITALS_SHOWN = 3;

/** A partner hospital offering the treatment, weighed as the recommendations weigh it. */
interface Offer {
  hospital: Hospital;
  fit: HospitalFit<HospitalOffer>;
}

/** What the patient asked for besides the conditions, as read, and the language they are answered in. */
interface Wanted {
  budget: UsdBudget;
  preferred: { code: string; name: string }[];
  excluded: { code: string; name: string }[];
  languages: string[];
  locale: Locale;
  texts: MatchingTexts;
}

/**
 * AI Treatment Matching (premium). First the assistant's safety screen: conditions or preferences describing self-harm
 * get its guidance and nothing else, an emergency its guidance first. Then every recommendation is a catalogue row and its score
 * is computed here, deterministically and explainably: the conditions read by the assistant's reader through the one
 * relevance model (recommendations/relevance.ts: a condition category's treatments, the treatments the text names by
 * name or lay words, a specialty's), budget fit against prices (any listed currency, at staff's rates), destinations
 * asked for or excluded (the assistant's reader of places), language, evidence level and success rate. The hospitals
 * named use the recommendations' fit and ranking. Everything is said in the language of the request.
 */
@Injectable()
export class AiMatchingService {
  private readonly logger = new Logger(AiMatchingService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly matching: MatchingService,
    private readonly catalogue: AssistantCatalogue,
  ) {}

  async match(dto: AiMatchingDto, userId: string): Promise<AiMatchingResult> {
    const locale = dto.language ?? DEFAULT_LOCALE;
    const { safety, alone } = await this.screen(dto, locale, userId);
    const guidanceOnly = { summary: safety?.text ?? '', recommendations: [], nextSteps: [], engine: 'built-in' as const, safety };
    if (alone) return guidanceOnly;

    const texts = ASSISTANT_TEXTS[locale].matching;
    const conditions = dto.medicalConditions;
    const preferences = dto.preferences ?? '';
    const snapshot = await this.catalogue.current();
    const { reader } = snapshot;
    const typed = reader.placesIn([...conditions, preferences, dto.budget ?? ''].join('\n'), locale);
    const [budget, mappings] = await Promise.all([
      this.matching.budgetInUsd(dto.budget, () => patientCountry(this.em, userId, typed)),
      this.em.find(ConditionMapping, {}),
    ]);
    const served = new Map(snapshot.countries.map((c) => [c.code, c]));
    const understood = await reader.understand(preferences, locale);
    const places = understood.places.filter((p) => served.has(p.code) && !p.home);
    const named = (code: string) => ({ code, name: served.get(code)!.names[locale] });
    const spoken = understood.spokenLanguage;
    const wanted: Wanted = {
      budget,
      preferred: places.filter((p) => !p.excluded).map((p) => named(p.code)),
      excluded: places.filter((p) => p.excluded).map((p) => named(p.code)),
      languages: spoken ? [spoken] : [],
      locale,
      texts,
    };

    const readings = new Map(readConditions(reader, mappings, conditions, locale).map((m) => [m.treatmentId, m]));
    const treatments = readings.size ? await this.em.find(Treatment, { id: { $in: [...readings.keys()] }, isActive: true }) : [];
    const hospitals = treatments.length
      ? await this.em.find(
          Hospital,
          { isActive: true, treatments: { $some: { treatment: { $in: treatments.map((t) => t.id) } } } },
          { populate: ['country', 'specializations.specialization', 'treatments.treatment'] },
        )
      : [];
    const allowed = hospitals.filter((h) => !wanted.excluded.some((c) => c.code === h.country.code));

    const recommendations = treatments
      .map((treatment) => {
        const need = { treatmentIds: [treatment.id], specializationIds: null, maxBudget: budget.maxBudget };
        const offering = allowed
          .map((hospital) => ({ hospital, fit: hospitalFit(hospitalFacts(hospital), need) }))
          .filter((row) => row.fit.offersNeed);
        // Within the budget first, then the recommendations' ranking.
        const ranked = [
          ...rankHospitals(offering.filter((row) => row.fit.fits)),
          ...rankHospitals(offering.filter((row) => !row.fit.fits)),
        ];
        const reading = readings.get(treatment.id)!;
        return { reading, recommendation: this.score(treatment, reading, ranked, hospitals, wanted) };
      })
      // The treatments the words name before a category's others, whatever their prices: the reading first, then the score.
      .sort(
        (a, b) =>
          b.reading.relevance - a.reading.relevance ||
          b.recommendation.matchScore - a.recommendation.matchScore ||
          a.recommendation.treatmentName.localeCompare(b.recommendation.treatmentName, locale),
      )
      .slice(0, AI_MATCHING_LIMITS.maxResults)
      .map((row) => row.recommendation);

    // An emergency beside conditions naming no treatment: the guidance alone.
    if (safety && !recommendations.length) return guidanceOnly;
    return {
      summary: recommendations.length ? summaryOf(conditions, recommendations, wanted) : texts.noMatch,
      recommendations,
      nextSteps: texts.nextSteps,
      engine: 'built-in',
      safety,
    };
  }

  /**
   * The assistant's safety screen on what the patient typed, read as one message: an emergency gets the emergency
   * reply with their country's numbers (above recommendations when the conditions name treatments), self-harm the
   * crisis-line reply, in the request's language — and nothing else (`alone`) when a rule read it, as in the chat: a
   * crisis only the classifier suspects ("je ne peux plus mettre mes chaussettes") keeps the recommendations below.
   */
  private async screen(dto: AiMatchingDto, locale: Locale, userId: string): Promise<{ safety: AiMatchingSafety | null; alone: boolean }> {
    const typed = [...dto.medicalConditions, dto.preferences ?? ''].filter(Boolean).join('\n');
    const verdict = await screen(typed, detectLanguage(typed, locale));
    if (verdict?.kind !== 'emergency' && verdict?.kind !== 'self-harm') return { safety: null, alone: false };
    // Logged without the text (health data).
    this.logger.warn(`AI matching: safety guidance (${verdict.category}${verdict.certain ? '' : ', uncertain'})`);
    const { reader } = await this.catalogue.current();
    const country = await patientCountry(this.em, userId, reader.placesIn(typed, locale));
    return {
      safety: await safetyReply(this.em, verdict.kind, locale, country, verdict.category),
      alone: verdict.kind === 'self-harm' && verdict.certain,
    };
  }

  private score(
    treatment: Treatment,
    reading: TreatmentMatch & { condition: string },
    offering: Offer[],
    everywhere: Hospital[],
    wanted: Wanted,
  ): AiTreatmentRecommendation {
    const { texts, locale } = wanted;
    const reasoning: string[] = [];
    const considerations: string[] = [];
    const maxBudget = wanted.budget.maxBudget;
    const usd = (amount: number) => formatApproximate(amount, 'USD', locale);
    const inPreferred = offering.filter((row) => wanted.preferred.some((c) => c.code === row.hospital.country.code));
    const shown = inPreferred.length ? inPreferred : offering;
    const prices = (shown.length ? shown.map((row) => row.fit.offer!.row) : [treatment]).filter((p) => p.minCostUsd != null);
    const minCost = prices.length ? Math.min(...prices.map((p) => p.minCostUsd!)) : null;
    const maxCosts = prices.flatMap((p) => (p.maxCostUsd == null ? [] : [p.maxCostUsd]));
    const maxCost = maxCosts.length ? Math.max(...maxCosts) : null;
    const range = minCost === null ? '' : maxCost === null || maxCost === minCost ? usd(minCost) : `${usd(minCost)}–${usd(maxCost)}`;
    const name = nameIn(treatment, locale);
    const list = (names: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
    const countriesOf = (hospitals: Hospital[]) =>
      list([...new Set(hospitals.map((h) => countryName(h.country.code, h.country.name, locale)))]);

    // Conditions: only what the reader found gets here, each scored by how surely it fits.
    const condition = Math.round(SCORE_WEIGHTS.condition * reading.relevance);
    reasoning.push(conditionReason(name, reading, texts, locale));

    // Budget.
    let budget: number = SCORE_WEIGHTS.budget;
    const budgetText = maxBudget === null ? '' : budgetLabel(wanted.budget, locale);
    if (wanted.budget.unconverted) {
      budget = SCORE_WEIGHTS.budget / 2;
      considerations.push(ASSISTANT_TEXTS[locale].noRate(wanted.budget.written!.currency));
    } else if (maxBudget === null) reasoning.push(texts.noBudget);
    else if (minCost === null) {
      budget = SCORE_WEIGHTS.budget / 2;
      considerations.push(texts.onRequest);
    } else if (minCost > maxBudget) {
      budget = 0;
      considerations.push(texts.above(usd(minCost), budgetText));
    } else if (maxCost !== null && maxCost > maxBudget) {
      budget = SCORE_WEIGHTS.budget / 2;
      reasoning.push(texts.startsWithin(range, budgetText));
      considerations.push(texts.upTo(usd(maxCost)));
    } else reasoning.push(texts.within(range, budgetText));

    // Destinations.
    let destination: number = SCORE_WEIGHTS.destination;
    const offeringAnywhere = everywhere.filter((h) => h.treatments.getItems().some((o) => o.treatment.id === treatment.id));
    const names = (countries: { name: string }[]) => list(countries.map((c) => c.name));
    if (!offering.length) {
      destination = 0;
      considerations.push(offeringAnywhere.length ? texts.onlyExcluded(countriesOf(offeringAnywhere)) : texts.noPartner);
    } else if (wanted.preferred.length && !inPreferred.length) {
      destination = 0;
      considerations.push(texts.notInPreferred(names(wanted.preferred), countriesOf(offering.map((r) => r.hospital))));
    } else if (wanted.preferred.length) reasoning.push(texts.inPreferred(countriesOf(inPreferred.map((r) => r.hospital))));
    else reasoning.push(texts.offeredIn(countriesOf(offering.map((r) => r.hospital))));
    if (wanted.excluded.length && offering.length) reasoning.push(texts.noneIn(names(wanted.excluded)));

    // Languages.
    let language: number = SCORE_WEIGHTS.language;
    if (wanted.languages.length && shown.length) {
      const spoken = shown.some((row) => row.hospital.country.languages.some((l) => wanted.languages.includes(l)));
      const languageNames = list(wanted.languages.map((l) => languageName(l, locale)));
      if (spoken) reasoning.push(texts.spoken(languageNames));
      else {
        language = 0;
        considerations.push(texts.notSpoken(languageNames));
      }
    }

    // Evidence and success.
    const evidence = Math.round(SCORE_WEIGHTS.evidence * EVIDENCE_POINTS[treatment.evidenceLevel]);
    if (treatment.evidenceLevel === 'low') considerations.push(texts.emerging);
    else reasoning.push(texts.evidence[treatment.evidenceLevel]);
    const rate = treatment.successRatePercentage ?? null;
    const success = rate === null ? 0 : Math.round((SCORE_WEIGHTS.success * rate) / 100);
    if (rate !== null) reasoning.push(texts.successRate(Math.round(rate)));
    if (treatment.minDurationDays && treatment.maxDurationDays)
      considerations.push(texts.stay(treatment.minDurationDays, treatment.maxDurationDays));
    considerations.push(texts.doctorOnly);

    const factors: AiScoreFactor[] = [
      { label: texts.factors.condition, points: condition, max: SCORE_WEIGHTS.condition },
      { label: texts.factors.budget, points: budget, max: SCORE_WEIGHTS.budget },
      { label: texts.factors.destination, points: destination, max: SCORE_WEIGHTS.destination },
      { label: texts.factors.language, points: language, max: SCORE_WEIGHTS.language },
      { label: texts.factors.evidence, points: evidence, max: SCORE_WEIGHTS.evidence },
      { label: texts.factors.success, points: success, max: SCORE_WEIGHTS.success },
    ];
    return {
      treatmentId: treatment.id,
      treatmentName: name,
      url: `/treatments/${treatment.slug}`,
      matchScore: factors.reduce((sum, f) => sum + f.points, 0),
      factors,
      reasoning,
      considerations,
      minCostUsd: minCost,
      maxCostUsd: maxCost,
      hospitals: shown.slice(0, HOSPITALS_SHOWN).map(({ hospital }) => ({
        name: hospital.name,
        slug: hospital.slug,
        country: countryName(hospital.country.code, hospital.country.name, locale),
      })),
    };
  }
}

/** Why the treatment was read from the condition: the category it treats, the words that name it. */
function conditionReason(name: string, reading: TreatmentMatch & { condition: string }, texts: MatchingTexts, locale: Locale): string {
  if (reading.via === 'condition' && reading.category) {
    const category = conditionName(reading.category, locale);
    return reading.relevance >= 1 ? texts.ofCategory(name, category) : texts.describes(name, category, reading.condition);
  }
  return texts.names(name, reading.condition);
}

/** `$6,742`, or `$6,742 (RM 30,000)` when the patient wrote another currency, in the patient's language. */
function budgetLabel(budget: UsdBudget, locale: Locale): string {
  const usd = formatApproximate(budget.maxBudget!, 'USD', locale);
  return budget.written && budget.written.currency !== 'USD'
    ? `${usd} (${formatApproximate(budget.written.amount, budget.written.currency, locale)})`
    : usd;
}

function summaryOf(conditions: string[], recommendations: AiTreatmentRecommendation[], wanted: Wanted): string {
  const { texts, locale } = wanted;
  const best = recommendations[0]!;
  const list = (items: string[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  const within = [
    wanted.budget.maxBudget !== null ? texts.withBudget(budgetLabel(wanted.budget, locale)) : null,
    wanted.preferred.length ? texts.inCountries(list(wanted.preferred.map((c) => c.name))) : null,
    wanted.excluded.length ? texts.notInCountries(list(wanted.excluded.map((c) => c.name))) : null,
  ].filter((part): part is string => part !== null);
  return texts.summary({
    conditions: conditions.join(', '),
    within: list(within),
    count: recommendations.length,
    best: best.treatmentName,
    score: best.matchScore,
    weights: SCORE_WEIGHTS,
  });
}
