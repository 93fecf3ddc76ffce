/** The built-in assistant's words in one language (one file per language: en.ts, fr.ts, ar.ts, sw.ts). */
export interface AssistantTexts {
  /** "in Malaysia", « en Malaisie », "nchini Malesia", "في ماليزيا". */
  inCountry: (country: string) => string;
  /** "$8,500–$14,500 at 2 partner hospitals". */
  atHospitals: (range: string, count: number) => string;
  priceIn: (treatment: string, where: string) => string;
  priceAnywhere: (treatment: string, range: string) => string;
  priceAt: (treatment: string, hospital: string, range: string) => string;
  cheapestFirst: (treatment: string, where: string) => string;
  bestRatedFirst: (treatment: string, where: string) => string;
  rated: (rating: string) => string;
  stay: (treatment: string, min: number, max: number) => string;
  shortestStayFirst: string;
  successRate: (treatment: string, rate: number) => string;
  successRateAt: (hospital: string, rate: number, cases: number) => string;
  offeredBy: (treatment: string, where: string) => string;
  compare: (treatment: string, options: string) => string;
  /** "or" between two options. */
  or: string;
  notOfferedIn: (treatment: string, where: string) => string;
  notOfferedAt: (treatment: string, hospital: string) => string;
  offeredInstead: (where: string) => string;
  notOfferedAnywhere: (treatment: string) => string;
  notInCatalogue: string;
  coordinator: (contact: string) => string;
  whichTreatment: (options: string) => string;
  askTreatment: (examples: string) => string;
  visa: (country: string, text: string) => string;
  flight: (country: string, text: string) => string;
  languages: (where: string, list: string) => string;
  savings: (where: string, min: number, max: number) => string;
  treatmentsIn: (where: string) => string;
  moreHospitals: (count: number) => string;
  priceOnRequest: string;
  nothingFound: string;
  within: (treatment: string, budget: string) => string;
  noneWithin: (treatment: string, budget: string) => string;
  hospitalsIn: (where: string) => string;
  speak: (language: string, where: string) => string;
  noneSpeak: (language: string, where: string) => string;
  /** Whether the staff of a hospital the patient is talking about speak a language ("do they speak Arabic there?"). */
  staffSpeak: (hospital: string, language: string) => string;
  staffDoNotList: (hospital: string, language: string) => string;
  guideIntro: string;
  /** Premium matching's explanations (issue 50: in the patient's language, from the same texts as the chat). */
  matching: MatchingTexts;
  /** A question outside what the assistant does (weather, politics, sport…). */
  outOfScope: string;
  /** Places we do not serve, and the destinations we do. */
  notServed: (places: string, destinations: string) => string;
  /** No partner hospital where the patient says they are, a place we do not know by name. */
  notServedWhereYouAre: (destinations: string) => string;
  /** Our destinations, introducing the list. */
  destinations: (list: string) => string;
  greeting: string;
  thanks: string;
  /** "Forget that": the topic and the place are dropped. */
  forgotten: string;
  hospitalCity: (hospital: string, city: string, country: string) => string;
  hospitalRating: (hospital: string, rating: string) => string;
  /** A hospital's treatments and prices follow: "Han River (Seoul, South Korea) offers these treatments:". */
  hospitalOffers: (hospital: string) => string;
  whichHospital: (options: string) => string;
  /** The budget as the patient wrote it and in US dollars, heading the offers within it. */
  withinBudget: (treatment: string, written: string, usd: string) => string;
  /** A budget in a currency without a usable rate. */
  noRate: (currency: string) => string;
}

/** Premium matching's words: factors, reasons, considerations, summary and next steps. */
export interface MatchingTexts {
  factors: { condition: string; budget: string; destination: string; language: string; evidence: string; success: string };
  /** The treatment is one of the category's, named by the patient. */
  ofCategory: (treatment: string, category: string) => string;
  /** The treatment is one of the category's, which the patient's words describe. */
  describes: (treatment: string, category: string, typed: string) => string;
  /** The patient's words name the treatment. */
  names: (treatment: string, typed: string) => string;
  noBudget: string;
  onRequest: string;
  above: (from: string, budget: string) => string;
  startsWithin: (range: string, budget: string) => string;
  upTo: (max: string) => string;
  within: (range: string, budget: string) => string;
  onlyExcluded: (countries: string) => string;
  noPartner: string;
  notInPreferred: (preferred: string, available: string) => string;
  inPreferred: (countries: string) => string;
  offeredIn: (countries: string) => string;
  noneIn: (excluded: string) => string;
  spoken: (languages: string) => string;
  notSpoken: (languages: string) => string;
  emerging: string;
  evidence: { high: string; moderate: string };
  successRate: (rate: number) => string;
  stay: (min: number, max: number) => string;
  doctorOnly: string;
  nextSteps: string[];
  noMatch: string;
  /** The summary: what was asked (conditions, and budget / places when given), how many found, the best and how scores weigh. */
  summary: (parts: {
    conditions: string;
    within: string;
    count: number;
    best: string;
    score: number;
    weights: Record<string, number>;
  }) => string;
  withBudget: (budget: string) => string;
  inCountries: (countries: string) => string;
  notInCountries: (countries: string) => string;
}
