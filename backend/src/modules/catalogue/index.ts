// The catalogue module's public file: what other modules may import from it (the rest of the folder is its own;
// see .dependency-cruiser.mjs).
export { CatalogueCache, type Versioned } from './catalogue-cache.js';
export { CatalogueModule } from './catalogue.module.js';
export { LanguageField, LanguageQueryDto } from './dto/language-query.dto.js';
export { Country } from './entities/country.entity.js';
export { HospitalSpecialization } from './entities/hospital-specialization.entity.js';
export { HospitalTreatment } from './entities/hospital-treatment.entity.js';
export { Hospital } from './entities/hospital.entity.js';
export { Specialization } from './entities/specialization.entity.js';
export { Treatment } from './entities/treatment.entity.js';
export {
  countryName,
  DESTINATION_TEXT,
  GUIDE_TEXT,
  HOSPITAL_TEXT,
  localized,
  mergingTranslations,
  nameIn,
  translatedRecord,
  TranslationsOf,
  TREATMENT_TEXT,
} from './translations.js';
export { treatmentFacts } from './treatment-view.js';
