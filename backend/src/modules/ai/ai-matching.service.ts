import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AI_MATCHING_LIMITS,
  DEFAULT_LOCALE,
  formatApproximate,
  formatCostRange,
  formatUsd,
  type AiMatchingResult,
  type AiMatchingSafety,
  type AiScoreFactor,
  type AiTreatmentRecommendation,
  type Locale,
} from '@medtour/contracts';
import { Country } from '../catalogue/entities/country.entity.js';
import { Treatment } from '../catalogue/entities/treatment.entity.js';
import { Hospital } from '../hospitals/entities/hospital.entity.js';
import { hospitalFacts, type HospitalOffer, MatchingService, type UsdBudget } from '../recommendations/matching.service.js';
import { readDestinations } from '../recommendations/preferences.js';
import { type HospitalFit, hospitalFit, rankHospitals, readConditions, type TreatmentMatch } from '../recommendations/relevance.js';
import type { AiMatchingDto } from './dto/ai-matching.dto.js';
import { detectEmergency } from './safety/emergency.js';
import { normalise } from './safety/normalise.js';
import { safetyReply } from './safety/safety-reply.js';

/** The most each part of a score gives: how well the treatment fits the conditions counts most. */
export const SCORE_WEIGHTS = { condition: 40, budget: 20, destination: 15, language: 5, evidence: 10, success: 10 } as const;

const EVIDENCE_POINTS = { high: 1, moderate: 0.6, low: 0.3 } as const;
const HOSPITALS_SHOWN = 3;

export const NEXT_STEPS = [
  'Upload your medical records so that a specialist can review your case.',
  'Request a free consultation: a coordinator replies within 24 hours with hospitals and a quote.',
  'Compare the hospitals offering your preferred treatment, their prices and reviews.',
  'Talk to your own doctor before you decide on any treatment or travel.',
];

const NO_MATCH_SUMMARY =
  'We could not match these conditions to a treatment in our catalogue. Our coordinators can review your case in a free consultation.';

/** A partner hospital offering the treatment, weighed as the recommendations weigh it. */
interface Offer {
  hospital: Hospital;
  fit: HospitalFit<HospitalOffer>;
}

/** What the patient asked for besides the conditions, as read. */
interface Wanted {
  budget: UsdBudget;
  preferred: Country[];
  excluded: Country[];
  languages: string[];
}

const words = (text: string) => ` ${normalise(text)} `;
const mentions = (text: string, name: string) => words(text).includes(` ${normalise(name)} `);

/**
 * AI Treatment Matching (premium). First the chat's safety rules: conditions or preferences describing an emergency
 * or self-harm get its guidance and nothing else. Then every recommendation is a catalogue row and its score is
 * computed here, deterministically and explainably: the conditions read through the one relevance model
 * (recommendations/relevance.ts: a condition category's mapped treatments first, the treatments the text names,
 * nothing below its floor), budget fit against prices (any listed currency, at staff's rates), destinations asked for
 * or excluded, language, evidence level and success rate. The hospitals named use the recommendations' fit and ranking.
 */
@Injectable()
export class AiMatchingService {
  private readonly logger = new Logger(AiMatchingService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly matching: MatchingService,
  ) {}

  async match(dto: AiMatchingDto): Promise<AiMatchingResult> {
    const safety = await this.screen(dto, dto.language ?? DEFAULT_LOCALE);
    if (safety) return { summary: safety.text, recommendations: [], nextSteps: [], engine: 'built-in', safety };

    const conditions = dto.medicalConditions;
    const preferences = dto.preferences ?? '';
    const [index, budget, destinations] = await Promise.all([
      this.matching.relevanceIndex(),
      this.matching.budgetInUsd(dto.budget),
      this.em.find(Country, { isDestination: true }, { orderBy: { name: 'asc' } }),
    ]);
    const { preferred, excluded } = readDestinations(preferences, destinations);
    const languages = [...new Set(destinations.flatMap((c) => c.languages))].filter((l) => mentions(preferences, l));
    const wanted: Wanted = { budget, preferred, excluded, languages };

    const readings = new Map(readConditions(index, conditions).map((m) => [m.treatmentId, m]));
    const treatments = readings.size ? await this.em.find(Treatment, { id: { $in: [...readings.keys()] }, isActive: true }) : [];
    const hospitals = treatments.length
      ? await this.em.find(
          Hospital,
          { isActive: true, treatments: { $some: { treatment: { $in: treatments.map((t) => t.id) } } } },
          { populate: ['country', 'specializations.specialization', 'treatments.treatment'] },
        )
      : [];
    const allowed = hospitals.filter((h) => !excluded.some((c) => c.id === h.country.id));

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
      // Text hits never outrank mapped treatments, whatever their prices: the reading's kind first, then the score.
      .sort(
        (a, b) =>
          Number(a.reading.via === 'text') - Number(b.reading.via === 'text') ||
          b.recommendation.matchScore - a.recommendation.matchScore ||
          a.recommendation.treatmentName.localeCompare(b.recommendation.treatmentName),
      )
      .slice(0, AI_MATCHING_LIMITS.maxResults)
      .map((row) => row.recommendation);

    return {
      summary: recommendations.length ? summaryOf(conditions, recommendations, wanted) : NO_MATCH_SUMMARY,
      recommendations,
      nextSteps: NEXT_STEPS,
      engine: 'built-in',
      safety: null,
    };
  }

  /**
   * The chat's safety rules on what the patient typed, read as one message: an emergency gets the emergency reply
   * with the staff's emergency numbers, self-harm the crisis-line reply, in the request's language.
   */
  private async screen(dto: AiMatchingDto, language: Locale): Promise<AiMatchingSafety | null> {
    const typed = [...dto.medicalConditions, dto.preferences ?? ''].filter(Boolean).join('\n');
    const category = detectEmergency([typed]);
    if (!category) return null;
    // Logged without the text (health data).
    this.logger.warn(`AI matching: safety guidance (${category}) instead of recommendations`);
    return safetyReply(this.em, category, language);
  }

  private score(
    treatment: Treatment,
    reading: TreatmentMatch & { condition: string },
    offering: Offer[],
    everywhere: Hospital[],
    wanted: Wanted,
  ): AiTreatmentRecommendation {
    const reasoning: string[] = [];
    const considerations: string[] = [];
    const maxBudget = wanted.budget.maxBudget;
    const inPreferred = offering.filter((row) => wanted.preferred.some((c) => c.id === row.hospital.country.id));
    const shown = inPreferred.length ? inPreferred : offering;
    const prices = (shown.length ? shown.map((row) => row.fit.offer!.row) : [treatment]).filter((p) => p.minCostUsd != null);
    const minCost = prices.length ? Math.min(...prices.map((p) => p.minCostUsd!)) : null;
    const maxCosts = prices.flatMap((p) => (p.maxCostUsd == null ? [] : [p.maxCostUsd]));
    const maxCost = maxCosts.length ? Math.max(...maxCosts) : null;
    const range = formatCostRange(minCost, maxCost);

    // Conditions: only what the relevance model kept gets here, each scored by how surely it fits.
    const condition = Math.round(SCORE_WEIGHTS.condition * reading.relevance);
    reasoning.push(conditionReason(treatment.name, reading));

    // Budget.
    let budget: number = SCORE_WEIGHTS.budget;
    const budgetText = maxBudget === null ? '' : budgetLabel(wanted.budget);
    if (wanted.budget.unconverted) {
      budget = SCORE_WEIGHTS.budget / 2;
      considerations.push(
        `We have no current exchange rate for ${wanted.budget.written!.currency}, so your budget was not applied: prices are in US dollars.`,
      );
    } else if (maxBudget === null) reasoning.push('No budget limit given: every price range fits.');
    else if (minCost === null) {
      budget = SCORE_WEIGHTS.budget / 2;
      considerations.push('The price is given on request: ask for a quote.');
    } else if (minCost > maxBudget) {
      budget = 0;
      considerations.push(`Prices start at ${formatUsd(minCost)}, above your budget of ${budgetText}.`);
    } else if (maxCost !== null && maxCost > maxBudget) {
      budget = SCORE_WEIGHTS.budget / 2;
      reasoning.push(`Prices (${range}) start within your budget of ${budgetText}.`);
      considerations.push(`Complex cases can cost up to ${formatUsd(maxCost)}, above your budget.`);
    } else reasoning.push(`Prices (${range}) are within your budget of ${budgetText}.`);

    // Destinations.
    let destination: number = SCORE_WEIGHTS.destination;
    const where = [...new Set(offering.map((row) => row.hospital.country.name))];
    const onlyExcluded = [
      ...new Set(everywhere.filter((h) => h.treatments.getItems().some((o) => o.treatment.id === treatment.id)).map((h) => h.country.name)),
    ];
    if (!offering.length) {
      destination = 0;
      considerations.push(
        onlyExcluded.length
          ? `Offered by our partner hospitals only in ${onlyExcluded.join(', ')}, which you excluded.`
          : 'None of our partner hospitals lists it yet: our coordinators can look for one.',
      );
    } else if (wanted.preferred.length && !inPreferred.length) {
      destination = 0;
      considerations.push(`Not offered by our partner hospitals in ${names(wanted.preferred)}; available in ${where.join(', ')}.`);
    } else if (wanted.preferred.length)
      reasoning.push(
        `Offered by partner hospitals in ${[...new Set(inPreferred.map((r) => r.hospital.country.name))].join(', ')}, as you prefer.`,
      );
    else reasoning.push(`Offered by partner hospitals in ${where.join(', ')}.`);
    if (wanted.excluded.length && offering.length) reasoning.push(`None in ${names(wanted.excluded)}, as you asked.`);

    // Languages.
    let language: number = SCORE_WEIGHTS.language;
    if (wanted.languages.length && shown.length) {
      const spoken = shown.some((row) => row.hospital.country.languages.some((l) => wanted.languages.includes(l)));
      if (spoken) reasoning.push(`${names(wanted.languages)} spoken where it is offered.`);
      else {
        language = 0;
        considerations.push(`${names(wanted.languages)} is not a local language there: an interpreter can be arranged.`);
      }
    }

    // Evidence and success.
    const evidence = Math.round(SCORE_WEIGHTS.evidence * EVIDENCE_POINTS[treatment.evidenceLevel]);
    if (treatment.evidenceLevel === 'low') considerations.push('The evidence for this treatment is still emerging.');
    else reasoning.push(`${treatment.evidenceLevel === 'high' ? 'High' : 'Moderate'} level of evidence.`);
    const rate = treatment.successRatePercentage ?? null;
    const success = rate === null ? 0 : Math.round((SCORE_WEIGHTS.success * rate) / 100);
    if (rate !== null) reasoning.push(`Success rate of about ${Math.round(rate)}%.`);
    if (treatment.minDurationDays && treatment.maxDurationDays)
      considerations.push(`Plan to stay ${treatment.minDurationDays}-${treatment.maxDurationDays} days.`);
    considerations.push('Only a doctor who has examined you can say whether it suits you.');

    const factors: AiScoreFactor[] = [
      { label: 'Fits your conditions', points: condition, max: SCORE_WEIGHTS.condition },
      { label: 'Budget', points: budget, max: SCORE_WEIGHTS.budget },
      { label: 'Destination', points: destination, max: SCORE_WEIGHTS.destination },
      { label: 'Language', points: language, max: SCORE_WEIGHTS.language },
      { label: 'Evidence', points: evidence, max: SCORE_WEIGHTS.evidence },
      { label: 'Success rate', points: success, max: SCORE_WEIGHTS.success },
    ];
    return {
      treatmentId: treatment.id,
      treatmentName: treatment.name,
      url: `/treatments/${treatment.slug}`,
      matchScore: factors.reduce((sum, f) => sum + f.points, 0),
      factors,
      reasoning,
      considerations,
      minCostUsd: minCost,
      maxCostUsd: maxCost,
      hospitals: shown
        .slice(0, HOSPITALS_SHOWN)
        .map(({ hospital }) => ({ name: hospital.name, slug: hospital.slug, country: hospital.country.name })),
    };
  }
}

/** Why the treatment was read from the condition: the category it treats, the words that name it, or its text. */
function conditionReason(name: string, reading: TreatmentMatch & { condition: string }): string {
  if (reading.via === 'condition' && reading.category)
    return normalise(reading.category) === normalise(reading.condition)
      ? `${name} is one of the treatments for ${reading.category}.`
      : `${name} is one of the treatments for ${reading.category}, which "${reading.condition}" describes.`;
  if (reading.via === 'treatment') return `${name} matches "${reading.condition}".`;
  return `${name} is related to "${reading.condition}" in our catalogue; ask a coordinator whether it applies to you.`;
}

/** `$6,742`, or `$6,742 (RM 30,000)` when the patient wrote another currency. */
function budgetLabel(budget: UsdBudget): string {
  const usd = formatUsd(budget.maxBudget!);
  return budget.written && budget.written.currency !== 'USD'
    ? `${usd} (${formatApproximate(budget.written.amount, budget.written.currency)})`
    : usd;
}

const names = (items: readonly (string | { name: string })[]) => items.map((i) => (typeof i === 'string' ? i : i.name)).join(' or ');

function summaryOf(conditions: string[], recommendations: AiTreatmentRecommendation[], wanted: Wanted): string {
  const best = recommendations[0]!;
  const within = [
    wanted.budget.maxBudget !== null ? `a budget up to ${budgetLabel(wanted.budget)}` : null,
    wanted.preferred.length ? `treatment in ${names(wanted.preferred)}` : null,
    wanted.excluded.length ? `not in ${names(wanted.excluded)}` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  return (
    `For ${conditions.join(', ')}${within ? `, with ${within},` : ''} we found ${recommendations.length} treatment${recommendations.length === 1 ? '' : 's'} in our catalogue. ` +
    `${best.treatmentName} fits best (${best.matchScore}%). Scores weigh the fit with your conditions (${SCORE_WEIGHTS.condition} points), budget (${SCORE_WEIGHTS.budget}), ` +
    `destination (${SCORE_WEIGHTS.destination}), language (${SCORE_WEIGHTS.language}), evidence (${SCORE_WEIGHTS.evidence}) and success rate (${SCORE_WEIGHTS.success}).`
  );
}
