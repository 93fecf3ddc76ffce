import { TRANSLATED_LOCALES } from '@medtour/contracts';
import {
  DESTINATION_TEXT,
  HOSPITAL_TEXT,
  SPECIALIZATION_TEXT,
  TREATMENT_TEXT,
  type TextSpec,
  translationsProblem,
  untranslatedLocales,
} from '../../../modules/catalogue/translations.js';
import { DESTINATIONS, HOSPITALS, SPECIALIZATIONS, TREATMENTS } from '../demo-catalogue.js';
import { DEMO_TRANSLATIONS, demoTranslations } from './index.js';

/** Every record of the demo catalogue, with what its translations must cover. */
const KINDS = [
  { kind: 'treatments', records: TREATMENTS, spec: TREATMENT_TEXT },
  { kind: 'destinations', records: DESTINATIONS, spec: DESTINATION_TEXT },
  { kind: 'hospitals', records: HOSPITALS, spec: HOSPITAL_TEXT },
  { kind: 'specializations', records: SPECIALIZATIONS, spec: SPECIALIZATION_TEXT },
] as const;

describe('the demo catalogue in French, Arabic and Swahili', () => {
  describe.each(KINDS)('$kind', ({ kind, records, spec }) => {
    it.each(records.map((record) => [record.slug, record] as const))(
      '%s is translated in every language, text for text',
      (slug, record) => {
        const translations = demoTranslations(kind, slug);
        expect(Object.keys(translations).sort()).toEqual([...TRANSLATED_LOCALES].sort());
        // Valid as the back office would accept it, and complete: no language left to mark.
        expect(translationsProblem(translations, spec as TextSpec<unknown>)).toBeUndefined();
        expect(untranslatedLocales(record as never, translations as never, spec as never)).toEqual([]);
        for (const locale of TRANSLATED_LOCALES) {
          const text = translations[locale] as Record<string, unknown>;
          for (const field of Object.keys(spec)) {
            const englishValue = (record as Record<string, unknown>)[field];
            // Lists keep the English's items, one for one.
            if (Array.isArray(englishValue))
              expect([locale, field, (text[field] as unknown[]).length]).toEqual([locale, field, englishValue.length]);
            else expect([locale, field, typeof text[field]]).toEqual([locale, field, 'string']);
            // Never the English copied over (names of languages or places may coincide; whole texts may not).
            if (typeof englishValue === 'string' && englishValue.length > 30) expect(text[field]).not.toBe(englishValue);
          }
        }
      },
    );
  });

  it('translates no record the demo catalogue does not have', () => {
    for (const locale of TRANSLATED_LOCALES) {
      for (const { kind, records } of KINDS) {
        expect([locale, kind, Object.keys(DEMO_TRANSLATIONS[locale][kind]).sort()]).toEqual([
          locale,
          kind,
          records.map((r) => r.slug).sort(),
        ]);
      }
    }
  });
});
