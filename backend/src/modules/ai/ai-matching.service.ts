import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  AI_MATCHING_LIMITS,
  budgetMaximum,
  CONDITION_CATEGORIES,
  formatCostRange,
  formatUsd,
  type AiMatchingResult,
  type AiScoreFactor,
  type AiTreatmentRecommendation,
} from '@medtour/contracts';
import { Country } from '../catalogue/entities/country.entity.js';
import { Treatment } from '../catalogue/entities/treatment.entity.js';
import { Hospital } from '../hospitals/entities/hospital.entity.js';
import { type Criteria, type Fit, fitOf, rank } from '../recommendations/matching.service.js';
import { ConditionMapping } from '../recommendations/entities/condition-mapping.entity.js';
import { AiSearchService } from './ai-search.service.js';
import type { AiMatchingDto } from './dto/ai-matching.dto.js';
import { normalise } from './safety/normalise.js';

/** The most each part of a score gives: how well the treatment fits the conditions counts most. */
export const SCORE_WEIGHTS = { condition: 40, budget: 20, destination: 15, language: 5, evidence: 10, success: 10 } as const;

const EVIDENCE_POINTS = { high: 1, moderate: 0.6, low: 0.3 } as const;
/** Relevance of a treatment found by search, by its place among the condition's results. */
const SEARCH_RELEVANCE = [0.9, 0.7, 0.5];
const HOSPITALS_SHOWN = 3;

export const NEXT_STEPS = [
  'Upload your medical records so that a specialist can review your case.',
  'Request a free consultation: a coordinator replies within 24 hours with hospitals and a quote.',
  'Compare the hospitals offering your preferred treatment, their prices and reviews.',
  'Talk to your own doctor before you decide on any treatment or travel.',
];

const NO_MATCH_SUMMARY =
  'We could not match these conditions to a treatment in our catalogue. Our coordinators can review your case in a free consultation.';

/** A treatment the conditions lead to, and how strongly (0–1), with the condition that led to it. */
interface Candidate {
  relevance: number;
  condition: string;
  via: 'condition category' | 'catalogue search';
}

/** A partner hospital offering the treatment, weighed as the recommendations weigh it. */
interface Offer {
  hospital: Hospital;
  fit: Fit;
}

const words = (text: string) => ` ${normalise(text)} `;
const mentions = (text: string, name: string) => words(text).includes(` ${normalise(name)} `);

/**
 * AI Treatment Matching (premium): every recommendation is a catalogue row and its score is
 * computed here, deterministically and explainably, from the catalogue — conditions to treatments
 * (the staff condition mapping, then catalogue search with synonyms), budget fit against prices,
 * destination and language preferences, evidence level and success rate. The hospitals named use
 * the recommendations' fit and ranking (recommendations/matching.service.ts).
 */
@Injectable()
export class AiMatchingService {
  constructor(
    private readonly em: EntityManager,
    private readonly search: AiSearchService,
  ) {}

  async match(dto: AiMatchingDto): Promise<AiMatchingResult> {
    const conditions = dto.medicalConditions;
    const preferences = dto.preferences ?? '';
    const maxBudget = budgetMaximum(dto.budget);
    const candidates = await this.candidates(conditions);
    const destinations = await this.em.find(Country, { isDestination: true }, { orderBy: { name: 'asc' } });
    const preferred = destinations.filter((c) => mentions(preferences, c.name));
    const languages = [...new Set(destinations.flatMap((c) => c.languages))].filter((l) => mentions(preferences, l));

    const treatments = candidates.size ? await this.em.find(Treatment, { id: { $in: [...candidates.keys()] }, isActive: true }) : [];
    const hospitals = treatments.length
      ? await this.em.find(
          Hospital,
          { isActive: true, treatments: { $some: { treatment: { $in: treatments.map((t) => t.id) } } } },
          { populate: ['country', 'specializations.specialization', 'treatments.treatment'] },
        )
      : [];

    const recommendations = treatments
      .map((treatment) => {
        const criteria: Criteria = {
          condition: null,
          specializationIds: null,
          treatmentIds: [treatment.id],
          destinations: preferred.map((c) => c.name),
          maxBudget,
        };
        const offering = rank(
          hospitals.map((hospital) => ({ hospital, fit: fitOf(hospital, criteria) })).filter((row) => row.fit.treatment !== null),
        );
        return this.score(treatment, candidates.get(treatment.id)!, offering, { maxBudget, preferred, languages });
      })
      .sort((a, b) => b.matchScore - a.matchScore || a.treatmentName.localeCompare(b.treatmentName))
      .slice(0, AI_MATCHING_LIMITS.maxResults);

    return {
      summary: recommendations.length ? summaryOf(conditions, recommendations, maxBudget, preferred) : NO_MATCH_SUMMARY,
      recommendations,
      nextSteps: NEXT_STEPS,
      engine: 'built-in',
    };
  }

  /**
   * The treatments the conditions lead to: a condition naming an assessment category gets the
   * treatments staff mapped to it; any other is searched in the catalogue's treatments (synonyms and
   * typos included). The strongest reading of each treatment is kept.
   */
  private async candidates(conditions: string[]): Promise<Map<string, Candidate>> {
    const found = new Map<string, Candidate>();
    const keep = (id: string, candidate: Candidate) => {
      if ((found.get(id)?.relevance ?? 0) < candidate.relevance) found.set(id, candidate);
    };
    const mappings = await this.em.find(ConditionMapping, { conditionCategory: { $in: [...CONDITION_CATEGORIES] } });
    for (const condition of conditions) {
      const mapping = mappings.find((m) => normalise(m.conditionCategory) === normalise(condition));
      for (const id of mapping?.treatmentIds ?? []) keep(id, { relevance: 1, condition, via: 'condition category' });
      const passages = await this.search.search(condition, { kinds: ['treatment'], limit: SEARCH_RELEVANCE.length });
      passages.forEach((p, i) => {
        if (p.refId) keep(p.refId, { relevance: SEARCH_RELEVANCE[i]!, condition, via: 'catalogue search' });
      });
    }
    return found;
  }

  private score(
    treatment: Treatment,
    candidate: Candidate,
    offering: Offer[],
    wanted: { maxBudget: number | null; preferred: Country[]; languages: string[] },
  ): AiTreatmentRecommendation {
    const reasoning: string[] = [];
    const considerations: string[] = [];
    const inPreferred = offering.filter((row) => row.fit.inDestinations);
    const shown = inPreferred.length ? inPreferred : offering;
    const prices = (shown.length ? shown.map((row) => row.fit.treatment!) : [treatment]).filter((p) => p.minCostUsd != null);
    const minCost = prices.length ? Math.min(...prices.map((p) => p.minCostUsd!)) : null;
    const maxCosts = prices.flatMap((p) => (p.maxCostUsd == null ? [] : [p.maxCostUsd]));
    const maxCost = maxCosts.length ? Math.max(...maxCosts) : null;
    const range = formatCostRange(minCost, maxCost);

    // Conditions.
    const condition = Math.round(SCORE_WEIGHTS.condition * candidate.relevance);
    reasoning.push(
      candidate.via === 'condition category'
        ? `${treatment.name} is one of the treatments for ${candidate.condition}.`
        : `${treatment.name} matches "${candidate.condition}" in our treatment catalogue.`,
    );

    // Budget.
    let budget: number = SCORE_WEIGHTS.budget;
    if (wanted.maxBudget === null) reasoning.push('No budget limit given: every price range fits.');
    else if (minCost === null) {
      budget = SCORE_WEIGHTS.budget / 2;
      considerations.push('The price is given on request: ask for a quote.');
    } else if (minCost > wanted.maxBudget) {
      budget = 0;
      considerations.push(`Prices start at ${formatUsd(minCost)}, above your budget of ${formatUsd(wanted.maxBudget)}.`);
    } else if (maxCost !== null && maxCost > wanted.maxBudget) {
      budget = SCORE_WEIGHTS.budget / 2;
      reasoning.push(`Prices (${range}) start within your budget of ${formatUsd(wanted.maxBudget)}.`);
      considerations.push(`Complex cases can cost up to ${formatUsd(maxCost)}, above your budget.`);
    } else reasoning.push(`Prices (${range}) are within your budget of ${formatUsd(wanted.maxBudget)}.`);

    // Destinations.
    let destination: number = SCORE_WEIGHTS.destination;
    const where = [...new Set(offering.map((row) => row.hospital.country.name))];
    if (!offering.length) {
      destination = 0;
      considerations.push('None of our partner hospitals lists it yet: our coordinators can look for one.');
    } else if (wanted.preferred.length && !inPreferred.length) {
      destination = 0;
      considerations.push(`Not offered by our partner hospitals in ${names(wanted.preferred)}; available in ${where.join(', ')}.`);
    } else if (wanted.preferred.length)
      reasoning.push(
        `Offered by partner hospitals in ${[...new Set(inPreferred.map((r) => r.hospital.country.name))].join(', ')}, as you prefer.`,
      );
    else reasoning.push(`Offered by partner hospitals in ${where.join(', ')}.`);

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

const names = (items: readonly (string | { name: string })[]) => items.map((i) => (typeof i === 'string' ? i : i.name)).join(' or ');

function summaryOf(
  conditions: string[],
  recommendations: AiTreatmentRecommendation[],
  maxBudget: number | null,
  preferred: Country[],
): string {
  const best = recommendations[0]!;
  const within = [
    maxBudget !== null ? `a budget up to ${formatUsd(maxBudget)}` : null,
    preferred.length ? `treatment in ${names(preferred)}` : null,
  ]
    .filter(Boolean)
    .join(' and ');
  return (
    `For ${conditions.join(', ')}${within ? `, with ${within},` : ''} we found ${recommendations.length} treatment${recommendations.length === 1 ? '' : 's'} in our catalogue. ` +
    `${best.treatmentName} fits best (${best.matchScore}%). Scores weigh the fit with your conditions (${SCORE_WEIGHTS.condition} points), budget (${SCORE_WEIGHTS.budget}), ` +
    `destination (${SCORE_WEIGHTS.destination}), language (${SCORE_WEIGHTS.language}), evidence (${SCORE_WEIGHTS.evidence}) and success rate (${SCORE_WEIGHTS.success}).`
  );
}
