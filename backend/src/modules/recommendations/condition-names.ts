import type { ConditionCategory, Locale } from '@medtour/contracts';

/**
 * The assessment's condition categories as the site names them in each of its languages (the patient site's
 * `journey.condition.*` texts): premium matching understands a condition typed in any of them ("Chirurgie
 * esthétique", "Matibabu ya meno", "جراحة العيون") as the category itself.
 */
export const CONDITION_NAMES: Record<ConditionCategory, Record<Locale, string>> = {
  'Heart Disease': { en: 'Heart Disease', fr: 'Maladie cardiaque', ar: 'أمراض القلب', sw: 'Ugonjwa wa moyo' },
  'Cancer Treatment': { en: 'Cancer Treatment', fr: 'Traitement du cancer', ar: 'علاج السرطان', sw: 'Matibabu ya saratani' },
  'Orthopedic Surgery': { en: 'Orthopedic Surgery', fr: 'Chirurgie orthopédique', ar: 'جراحة العظام', sw: 'Upasuaji wa mifupa' },
  'Diabetes Management': { en: 'Diabetes Management', fr: 'Prise en charge du diabète', ar: 'علاج السكري', sw: 'Udhibiti wa kisukari' },
  'Neurological Disorders': {
    en: 'Neurological Disorders',
    fr: 'Troubles neurologiques',
    ar: 'الاضطرابات العصبية',
    sw: 'Matatizo ya mfumo wa neva',
  },
  'Cosmetic Surgery': { en: 'Cosmetic Surgery', fr: 'Chirurgie esthétique', ar: 'جراحة التجميل', sw: 'Upasuaji wa urembo' },
  'Dental Care': { en: 'Dental Care', fr: 'Soins dentaires', ar: 'العناية بالأسنان', sw: 'Matibabu ya meno' },
  'Eye Surgery': { en: 'Eye Surgery', fr: 'Chirurgie oculaire', ar: 'جراحة العيون', sw: 'Upasuaji wa macho' },
  'Weight Loss Surgery': { en: 'Weight Loss Surgery', fr: 'Chirurgie de l’obésité', ar: 'جراحة السمنة', sw: 'Upasuaji wa kupunguza uzito' },
  'Fertility Treatment': {
    en: 'Fertility Treatment',
    fr: 'Traitement de l’infertilité',
    ar: 'علاج العقم وتأخر الإنجاب',
    sw: 'Matibabu ya uzazi',
  },
  Other: { en: 'Other', fr: 'Autre', ar: 'أخرى', sw: 'Nyingine' },
};
