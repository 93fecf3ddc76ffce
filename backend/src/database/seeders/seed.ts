import type { RatedCurrency } from '@medtour/contracts';
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../modules/auth/password.js';
import { Country } from '../../modules/catalogue/entities/country.entity.js';
import { GuideEntry } from '../../modules/catalogue/entities/guide-entry.entity.js';
import { Specialization } from '../../modules/catalogue/entities/specialization.entity.js';
import { Treatment } from '../../modules/catalogue/entities/treatment.entity.js';
import { HospitalSpecialization } from '../../modules/catalogue/entities/hospital-specialization.entity.js';
import { HospitalTreatment } from '../../modules/catalogue/entities/hospital-treatment.entity.js';
import { Hospital } from '../../modules/catalogue/entities/hospital.entity.js';
import { HospitalReview } from '../../modules/reviews/entities/hospital-review.entity.js';
import { Profile } from '../../modules/users/entities/profile.entity.js';
import { UserRole } from '../../modules/users/entities/user-role.entity.js';
import { User } from '../../modules/users/entities/user.entity.js';
import { ConditionMapping } from '../../modules/recommendations/entities/condition-mapping.entity.js';
import { AiSynonym } from '../../modules/ai/entities/ai-synonym.entity.js';
import { CrisisLine } from '../../modules/ai/entities/crisis-line.entity.js';
import { EmergencyNumber } from '../../modules/ai/entities/emergency-number.entity.js';
import { normalise } from '../../modules/understanding/nlu/text.js';
import {
  AI_SYNONYMS,
  CONDITION_MAPPINGS,
  CRISIS_LINES,
  DEMO_ACCOUNTS,
  DESTINATIONS,
  DEMO_VISA_NATIONALITIES,
  EMERGENCY_NUMBERS,
  HOSPITALS,
  SPECIALIZATIONS,
  TREATMENTS,
} from './demo-catalogue.js';
import { GUIDE_ENTRIES } from './guide-content.js';
import { DEMO_RATES, DEMO_RATES_SOURCE } from './demo-rates.js';
import { seedDemoTripCosts } from './demo-trip-costs.js';
import { ExchangeRate } from '../../modules/currencies/entities/exchange-rate.entity.js';
import { demoTranslations } from './translations/index.js';
import { utcDay } from '@medtour/contracts';

export interface SeedOptions {
  /** Fictional hospitals and reviews (not in production). */
  demoHospitals: boolean;
  /** The three demo accounts (development only). */
  demoAccounts: boolean;
}

/** Fingerprint of a review (unique per hospital), so that the same review is never stored twice. */
function reviewFingerprint(reviewerName: string, reviewText: string): string {
  const normalised = `${reviewerName}\n${reviewText}`.toLowerCase().replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(normalised).digest('hex');
}

/**
 * Loads the spec's catalogue. Idempotent: rows are found by their natural key (slug, code, email)
 * and updated, never duplicated; running it twice leaves the same data.
 */
export async function seedDatabase(em: EntityManager, options: SeedOptions): Promise<void> {
  await em.transactional(async (tx) => {
    const countries = new Map<string, Country>();
    for (const d of DESTINATIONS) {
      const country = (await tx.findOne(Country, { code: d.code })) ?? tx.create(Country, { name: d.name, code: d.code, slug: d.slug });
      tx.assign(country, {
        ...d,
        isDestination: true,
        visaNationalities: DEMO_VISA_NATIONALITIES[d.code] ?? [],
        translations: demoTranslations('destinations', d.slug),
      });
      countries.set(d.code, country);
    }
    const specializations = new Map<string, Specialization>();
    for (const s of SPECIALIZATIONS) {
      const row = (await tx.findOne(Specialization, { slug: s.slug })) ?? tx.create(Specialization, s);
      tx.assign(row, { ...s, translations: demoTranslations('specializations', s.slug) });
      specializations.set(s.slug, row);
    }
    const treatments = new Map<string, Treatment>();
    for (const t of TREATMENTS) {
      const row = (await tx.findOne(Treatment, { slug: t.slug })) ?? tx.create(Treatment, t);
      tx.assign(row, { ...t, type: 'conventional', isActive: true, translations: demoTranslations('treatments', t.slug) });
      treatments.set(t.slug, row);
    }
    // The condition mapping: a starting point only; rows staff have (they exist) are left as they are.
    for (const [conditionCategory, mapping] of Object.entries(CONDITION_MAPPINGS)) {
      if (await tx.findOne(ConditionMapping, { conditionCategory })) continue;
      tx.create(ConditionMapping, {
        conditionCategory,
        specializationIds: mapping.specializations.map((slug) => specializations.get(slug)!.id),
        treatmentIds: mapping.treatments.map((slug) => treatments.get(slug)!.id),
      });
    }
    // The AI tables: filled on the first start only, so that what staff change or remove stays so.
    if ((await tx.count(AiSynonym)) === 0) {
      for (const { term, language, treatment, specialization } of AI_SYNONYMS) {
        tx.create(AiSynonym, {
          term,
          termKey: normalise(term),
          language,
          treatment: treatment ? treatments.get(treatment)! : null,
          specialization: specialization ? specializations.get(specialization)! : null,
        });
      }
    }
    if ((await tx.count(EmergencyNumber)) === 0) for (const row of EMERGENCY_NUMBERS) tx.create(EmergencyNumber, row);
    if ((await tx.count(CrisisLine)) === 0) for (const row of CRISIS_LINES) tx.create(CrisisLine, row);
    // The patient guide's texts: likewise the first start's only, staff edit them from then on.
    if ((await tx.count(GuideEntry)) === 0) for (const entry of GUIDE_ENTRIES) tx.create(GuideEntry, entry);
    await tx.flush();

    if (options.demoHospitals) {
      // Demo exchange rates for the currencies without any: dated today, staff's from then on.
      const rated = new Set((await tx.find(ExchangeRate, {}, { fields: ['currency'] })).map((r) => r.currency));
      for (const [currency, rate] of Object.entries(DEMO_RATES) as [RatedCurrency, number][]) {
        if (!rated.has(currency)) tx.create(ExchangeRate, { currency, rate, asOf: utcDay(), source: DEMO_RATES_SOURCE });
      }
      // Demo fares, visa costs and accommodation rates of the trip estimate: likewise for the pairs without any.
      await seedDemoTripCosts(tx);
      for (const { countryCode, specializations: specs, treatments: offers, reviews, ...h } of HOSPITALS) {
        const data = {
          ...h,
          country: countries.get(countryCode)!,
          isDemo: true,
          isActive: true,
          translations: demoTranslations('hospitals', h.slug),
        };
        const hospital = (await tx.findOne(Hospital, { slug: h.slug })) ?? tx.create(Hospital, data);
        tx.assign(hospital, data);
        for (const s of specs) {
          const specialization = specializations.get(s.slug)!;
          const link =
            (await tx.findOne(HospitalSpecialization, { hospital, specialization })) ??
            tx.create(HospitalSpecialization, { hospital, specialization });
          tx.assign(link, { experienceYears: s.experienceYears, successRatePercentage: s.successRatePercentage });
        }
        for (const o of offers) {
          const treatment = treatments.get(o.slug)!;
          const link =
            (await tx.findOne(HospitalTreatment, { hospital, treatment })) ?? tx.create(HospitalTreatment, { hospital, treatment });
          tx.assign(link, {
            minCostUsd: o.minCostUsd,
            maxCostUsd: o.maxCostUsd,
            casesCompleted: o.casesCompleted,
            averageSuccessRate: o.averageSuccessRate,
          });
        }
        for (const r of reviews) {
          const fingerprint = reviewFingerprint(r.reviewerName, r.reviewText);
          if (!(await tx.findOne(HospitalReview, { hospital, fingerprint }))) {
            tx.create(HospitalReview, { ...r, hospital, fingerprint, status: 'published' });
          }
        }
      }
      await tx.flush();
    }

    if (options.demoAccounts) {
      for (const account of DEMO_ACCOUNTS) {
        if (!(await tx.findOne(User, { email: account.email }))) {
          const user = tx.create(User, {
            email: account.email,
            passwordHash: await hashPassword(account.password),
            emailVerifiedAt: new Date(),
          });
          tx.create(Profile, { user, firstName: account.firstName, lastName: account.lastName });
          tx.create(UserRole, { user, role: account.role });
        }
      }
    }
  });
}
