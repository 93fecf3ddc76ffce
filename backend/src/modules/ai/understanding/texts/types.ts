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
  guideIntro: string;
}
