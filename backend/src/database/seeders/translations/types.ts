import type { DestinationText, HospitalText, SpecializationText, TreatmentText } from '@medtour/contracts';

/**
 * The demo catalogue's texts in one language, by the slug of the record they translate
 * (demo-catalogue.ts): every treatment, destination, hospital and specialty of it.
 */
export interface DemoTranslations {
  treatments: Record<string, TreatmentText>;
  destinations: Record<string, DestinationText>;
  hospitals: Record<string, HospitalText>;
  specializations: Record<string, SpecializationText>;
}
