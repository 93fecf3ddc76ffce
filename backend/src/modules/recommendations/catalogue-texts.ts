import { CONDITION_CATEGORIES, type ConditionCategory, type Translations, type TreatmentText } from '@medtour/contracts';
import { CONDITION_NAMES } from './condition-names.js';
import type { CatalogueTexts } from './relevance.js';

/** The catalogue records the relevance model reads, as stored (English columns, `translations` by language). */
export interface CatalogueRecords {
  treatments: {
    id: string;
    name: string;
    description: string;
    procedures: string[];
    benefits: string[];
    translations: Translations<TreatmentText>;
  }[];
  specialties: {
    id: string;
    name: string;
    description?: string | null;
    translations: Translations<{ name: string; description: string }>;
  }[];
  /** Staff's synonyms: a lay or foreign term for a treatment or a specialty. */
  synonyms: { term: string; treatmentId: string | null; specializationId: string | null }[];
  mappings: { conditionCategory: string; specializationIds: string[]; treatmentIds: string[] }[];
}

const present = (texts: (string | null | undefined)[]): string[] => texts.filter((t): t is string => !!t);

/** Every text of the catalogue in every language, grouped as `indexCatalogue` weighs them. */
export function catalogueTexts(records: CatalogueRecords): CatalogueTexts {
  const synonymsOf = (key: 'treatmentId' | 'specializationId', id: string) =>
    records.synonyms.filter((s) => s[key] === id).map((s) => s.term);
  return {
    treatments: records.treatments.map((t) => {
      const translated = Object.values(t.translations);
      return {
        id: t.id,
        names: present([t.name, ...translated.map((x) => x?.name), ...synonymsOf('treatmentId', t.id)]),
        procedures: [...t.procedures, ...translated.flatMap((x) => x?.procedures ?? [])],
        descriptions: present([t.description, ...t.benefits, ...translated.flatMap((x) => [x?.description, ...(x?.benefits ?? [])])]),
      };
    }),
    specialties: records.specialties.map((s) => {
      const translated = Object.values(s.translations);
      return {
        id: s.id,
        names: present([s.name, ...translated.map((x) => x?.name), ...synonymsOf('specializationId', s.id)]),
        descriptions: present([s.description, ...translated.map((x) => x?.description)]),
      };
    }),
    conditions: records.mappings
      .filter((m) => (CONDITION_CATEGORIES as readonly string[]).includes(m.conditionCategory))
      .map((m) => ({
        category: m.conditionCategory,
        names: Object.values(CONDITION_NAMES[m.conditionCategory as ConditionCategory]),
        specializationIds: m.specializationIds,
        treatmentIds: m.treatmentIds,
      })),
  };
}
