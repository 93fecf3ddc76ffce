import type { Locale } from '@medtour/contracts';
import { intlLocale } from '../format';

/*
 * The choices of the trip plan's forms that are named by the browser's and the server's `Intl` in the
 * page's language: nationalities (ISO 3166-1 alpha-2, as passports give them) and interpreters' languages.
 */

/** Every country and territory that issues passports (Antarctica and uninhabited islands left out; Kosovo's XK in). */
const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI ' +
  'CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN ' +
  'GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR ' +
  'LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA ' +
  'PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

/**
 * Languages an interpreter is most often asked for by our patients (Africa, the Middle East and Asia),
 * by ISO 639 code. The plan keeps the language's English name (what the back office reads).
 */
const INTERPRETER_LANGUAGES = 'am ar bn en fa ff fr ha hi ig lg ln mg my ne om ps pt rw si so sw ta ti ur wo yo zh zu'.split(' ');

export interface Choice {
  value: string;
  label: string;
}

const sorted = new Map<string, Choice[]>();

/** Choices named in the page's language, in its alphabetical order (once per language: the lists do not change). */
function named(key: string, locale: Locale, build: () => Choice[]): Choice[] {
  const cacheKey = `${key}:${locale}`;
  let choices = sorted.get(cacheKey);
  if (!choices) {
    const collator = new Intl.Collator(intlLocale(locale));
    choices = build().sort((a, b) => collator.compare(a.label, b.label));
    sorted.set(cacheKey, choices);
  }
  return choices;
}

const displayNames = new Map<string, Intl.DisplayNames>();

function nameOf(code: string, locale: string, type: 'region' | 'language'): string {
  const key = `${type}:${locale}`;
  let names = displayNames.get(key);
  if (!names) displayNames.set(key, (names = new Intl.DisplayNames(locale, { type, fallback: 'code' })));
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A nationality by its code, in the page's language ("Kenya", "Kenya", "كينيا", "Kenya"). */
export const countryName = (code: string, locale: Locale): string => nameOf(code.toUpperCase(), intlLocale(locale), 'region');

/** The nationalities a passport may give, named in the page's language. */
export const nationalityChoices = (locale: Locale): Choice[] =>
  named('nationality', locale, () => COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, locale) })));

/** A language's English name, as the plan keeps it ("Swahili"). */
const englishName = (code: string) => nameOf(code, 'en', 'language');

/** Interpreters' languages: the English name is sent (the back office reads it), the label is in the page's language. */
export const interpreterChoices = (locale: Locale): Choice[] =>
  named('interpreter', locale, () =>
    INTERPRETER_LANGUAGES.map((code) => ({ value: englishName(code), label: nameOf(code, intlLocale(locale), 'language') })),
  );

/** The stored interpreter's language in the page's language (a name staff typed is shown as it is). */
export function interpreterName(stored: string, locale: Locale): string {
  return interpreterChoices(locale).find((choice) => choice.value === stored)?.label ?? stored;
}
