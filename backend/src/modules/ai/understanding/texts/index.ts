import { type Locale, LOCALES } from '@medtour/contracts';
import { messagesOf, yesNo } from '../../../../common/messages.js';
import type { AssistantTexts } from './types.js';

/**
 * The built-in assistant's words, from the message catalogues (`contracts/locales/<language>/assistantReplies.json`,
 * ICU MessageFormat) like every other text of the product: a language is a folder of catalogues there. Said as written,
 * without the isolates right-to-left emails get, so that replies read exactly as the evaluation sets expect them.
 */
const said = messagesOf('assistantReplies', { isolate: false });

function textsIn(language: Locale): AssistantTexts {
  const s = (id: Parameters<typeof said>[1], values?: Parameters<typeof said>[2]) => said(language, id, values);
  return {
    inCountry: (country) => s('inCountry', { country }),
    atHospitals: (range, count) => s('atHospitals', { range, count }),
    priceIn: (treatment, where) => s('priceIn', { treatment, where }),
    priceAnywhere: (treatment, range) => s('priceAnywhere', { treatment, range }),
    priceAt: (treatment, hospital, range) => s('priceAt', { treatment, hospital, range }),
    cheapestFirst: (treatment, where) => s('cheapestFirst', { treatment, withWhere: yesNo(where), where }),
    bestRatedFirst: (treatment, where) => s('bestRatedFirst', { treatment, withWhere: yesNo(where), where }),
    rated: (rating) => s('rated', { rating }),
    stay: (treatment, min, max) => s('stay', { treatment, min, max }),
    shortestStayFirst: s('shortestStayFirst'),
    successRate: (treatment, rate) => s('successRate', { treatment, rate }),
    successRateAt: (hospital, rate, cases) => s('successRateAt', { hospital, rate, cases }),
    offeredBy: (treatment, where) => s('offeredBy', { treatment, withWhere: yesNo(where), where }),
    compare: (treatment, options) => s('compare', { treatment, options }),
    or: s('or'),
    notOfferedIn: (treatment, where) => s('notOfferedIn', { treatment, where }),
    notOfferedAt: (treatment, hospital) => s('notOfferedAt', { treatment, hospital }),
    offeredInstead: (where) => s('offeredInstead', { where }),
    notOfferedAnywhere: (treatment) => s('notOfferedAnywhere', { treatment }),
    notInCatalogue: s('notInCatalogue'),
    coordinator: (contact) => s('coordinator', { contact }),
    whichTreatment: (options) => s('whichTreatment', { options }),
    askTreatment: (examples) => s('askTreatment', { examples }),
    visa: (country, text) => s('visa', { country, text }),
    flight: (country, text) => s('flight', { country, text }),
    languages: (where, list) => s('languages', { where, list }),
    savings: (where, min, max) => s('savings', { where, min, max }),
    treatmentsIn: (where) => s('treatmentsIn', { where }),
    moreHospitals: (count) => s('moreHospitals', { count }),
    priceOnRequest: s('priceOnRequest'),
    nothingFound: s('nothingFound'),
    within: (treatment, budget) => s('within', { treatment, budget }),
    noneWithin: (treatment, budget) => s('noneWithin', { treatment, budget }),
    hospitalsIn: (where) => s('hospitalsIn', { where }),
    speak: (language, where) => s('speak', { language, withWhere: yesNo(where), where }),
    noneSpeak: (language, where) => s('noneSpeak', { language, withWhere: yesNo(where), where }),
    staffSpeak: (hospital, language) => s('staffSpeak', { hospital, language }),
    staffDoNotList: (hospital, language) => s('staffDoNotList', { hospital, language }),
    guideIntro: s('guideIntro'),
    outOfScope: s('outOfScope'),
    notServed: (places, destinations) => s('notServed', { places, destinations }),
    notServedWhereYouAre: (destinations) => s('notServedWhereYouAre', { destinations }),
    destinations: (list) => s('destinations', { list }),
    greeting: s('greeting'),
    thanks: s('thanks'),
    forgotten: s('forgotten'),
    hospitalCity: (hospital, city, country) => s('hospitalCity', { hospital, city, country }),
    hospitalRating: (hospital, rating) => s('hospitalRating', { hospital, rating }),
    hospitalOffers: (hospital) => s('hospitalOffers', { hospital }),
    whichHospital: (options) => s('whichHospital', { options }),
    withinBudget: (treatment, written, usd) => s('withinBudget', { treatment, written, usd }),
    noRate: (currency) => s('noRate', { currency }),
    matching: {
      factors: {
        condition: s('matching.factors.condition'),
        budget: s('matching.factors.budget'),
        destination: s('matching.factors.destination'),
        language: s('matching.factors.language'),
        evidence: s('matching.factors.evidence'),
        success: s('matching.factors.success'),
      },
      ofCategory: (treatment, category) => s('matching.ofCategory', { treatment, category }),
      describes: (treatment, category, typed) => s('matching.describes', { treatment, category, typed }),
      names: (treatment, typed) => s('matching.names', { treatment, typed }),
      noBudget: s('matching.noBudget'),
      onRequest: s('matching.onRequest'),
      above: (from, budget) => s('matching.above', { from, budget }),
      startsWithin: (range, budget) => s('matching.startsWithin', { range, budget }),
      upTo: (max) => s('matching.upTo', { max }),
      within: (range, budget) => s('matching.within', { range, budget }),
      onlyExcluded: (countries) => s('matching.onlyExcluded', { countries }),
      noPartner: s('matching.noPartner'),
      notInPreferred: (preferred, available) => s('matching.notInPreferred', { preferred, available }),
      inPreferred: (countries) => s('matching.inPreferred', { countries }),
      offeredIn: (countries) => s('matching.offeredIn', { countries }),
      noneIn: (excluded) => s('matching.noneIn', { excluded }),
      spoken: (languages) => s('matching.spoken', { languages }),
      notSpoken: (languages) => s('matching.notSpoken', { languages }),
      emerging: s('matching.emerging'),
      evidence: {
        high: s('matching.evidence.high'),
        moderate: s('matching.evidence.moderate'),
      },
      successRate: (rate) => s('matching.successRate', { rate }),
      stay: (min, max) => s('matching.stay', { min, max }),
      doctorOnly: s('matching.doctorOnly'),
      nextSteps: [s('matching.nextSteps.1'), s('matching.nextSteps.2'), s('matching.nextSteps.3'), s('matching.nextSteps.4')],
      noMatch: s('matching.noMatch'),
      summary: ({ conditions, within, count, best, score, weights }) =>
        s('matching.summary', {
          conditions,
          withWithin: yesNo(within),
          within,
          count,
          best,
          score,
          weightCondition: weights.condition!,
          weightBudget: weights.budget!,
          weightDestination: weights.destination!,
          weightLanguage: weights.language!,
          weightEvidence: weights.evidence!,
          weightSuccess: weights.success!,
        }),
      withBudget: (budget) => s('matching.withBudget', { budget }),
      inCountries: (countries) => s('matching.inCountries', { countries }),
      notInCountries: (countries) => s('matching.notInCountries', { countries }),
    },
  };
}

/** The built-in assistant's texts in each language of the site. */
export const ASSISTANT_TEXTS = Object.fromEntries(LOCALES.map((language) => [language, textsIn(language)])) as Record<
  Locale,
  AssistantTexts
>;

/** The ISO codes of the languages hospitals and destinations list, by the English name they list them under. */
const LANGUAGE_CODES: Record<string, string> = {
  English: 'en',
  French: 'fr',
  Arabic: 'ar',
  Swahili: 'sw',
  Hausa: 'ha',
  Malay: 'ms',
  Thai: 'th',
  Turkish: 'tr',
  Korean: 'ko',
  Hindi: 'hi',
};

/** A language hospitals list ("French") named in `locale` (« français », "Kifaransa"); an unknown one as listed. */
export const languageName = (language: string, locale: Locale): string =>
  LANGUAGE_CODES[language] ? (new Intl.DisplayNames([locale], { type: 'language' }).of(LANGUAGE_CODES[language]!) ?? language) : language;
