import { normalise } from '../ai/safety/normalise.js';
import { editDistance, related, stem, typoAllowance } from '../ai/understanding/words.js';

/*
 * The one relevance model of matching (issue 29), shared by the hospital recommendations, the alternative
 * treatments and premium AI treatment matching. Pure: the catalogue comes in as texts and ids.
 *
 * - A condition category's mapped treatments come first, and are required when the (staff-edited) mapping names
 *   treatments: a hospital fits only if it offers one; a category's alternatives are its mapped treatments, then
 *   those of the categories sharing its specialties.
 * - Free text ("my knee is worn out", « cancer du sein », "kisukari") is read against the catalogue — treatment
 *   names, synonyms, procedures and descriptions, specialty names and the condition categories' names in the site's
 *   languages — word by word, with stems, typos and rare words weighing more (idf). Words every row shares
 *   ("treatment", "surgery", "care", « chirurgie », "upasuaji", "علاج") and words that name no body part or
 *   condition ("pain", "loss", "want") carry no weight: they made "Cancer Treatment" find IVF and "tooth loss" find
 *   weight-loss surgery.
 * - Text hits never outrank mapped treatments, and a floor drops what is only faintly related: better three
 *   right answers than six padded ones.
 */

/** The catalogue as the model reads it: every text in every language, and the staff's condition mapping. */
export interface CatalogueTexts {
  treatments: { id: string; names: string[]; procedures: string[]; descriptions: string[] }[];
  specialties: { id: string; names: string[]; descriptions: string[] }[];
  conditions: { category: string; names: string[]; specializationIds: string[]; treatmentIds: string[] }[];
}

/** How a treatment was reached from a condition's text. */
export type MatchVia =
  /** One of the treatments staff mapped to the condition category the text names or describes. */
  | 'condition'
  /** The text names the treatment (its name, a synonym, a procedure), and staff mapped it to a condition. */
  | 'treatment'
  /** Only the catalogue's text relates it: a treatment no condition maps to. */
  | 'text';

export interface TreatmentMatch {
  treatmentId: string;
  /**
   * 0–1: 1 for a mapped treatment of the category the text names, 0.85–1 for a treatment it names, 0.6–0.8 for a
   * mapped treatment of a category it describes, 0.3–0.6 for text only; never below `RELEVANCE_FLOOR`.
   */
  relevance: number;
  via: MatchVia;
  /** The condition category that led to it, when one did. */
  category: string | null;
}

// Weights of where a word is found: a name or synonym says what a treatment is; a description only mentions.
const NAME = 1;
const PROCEDURE = 0.7;
const SPECIALTY_NAME = 0.9;
const DESCRIPTION = 0.4;
/** A word matched through a typo or as the start of a longer word counts a little less than the word itself. */
const APPROXIMATE = 0.8;
/**
 * The least evidence a reading needs: a word of a name passes unless most of the catalogue shares it; a word of a
 * description passes only when no other treatment's text has it ("fat" for liposuction, not "pain").
 */
const EVIDENCE_FLOOR = 1;
/** Of several readings, those at least this share of the best one's evidence are kept. */
const RELATIVE_FLOOR = 0.5;
/** Relevance bands: a named treatment or a named category's treatments, a described category's treatments, text only. */
const NAMED = { base: 0.85, span: 0.15 };
const DESCRIBED = { base: 0.6, span: 0.2 };
const TEXT_ONLY = { base: 0.3, span: 0.3 };
/** No relevance below this is returned (the lowest band's bottom). */
export const RELEVANCE_FLOOR = TEXT_ONLY.base + TEXT_ONLY.span * RELATIVE_FLOOR;

/*
 * Words that carry no weight, in the normal form of `normalise` (lower case, no accents, Arabic letters folded). First
 * the words every treatment or category name shares, then words that say something about the patient but nothing
 * about which treatment (pain, loss, want, doctor, time, numbers).
 */
const STOP_WORDS = `
  treatment treatments treat treating surgery surgeries surgical operation operations operate procedure procedures
  care therapy therapies management manage disease diseases disorder disorders condition conditions programme program
  problem problems issue issues control controlled level levels pain pains painful ache aches hurt hurts hurting
  loss lost losing worn out bad badly severe chronic type help need needs needed want wants wanted wish like looking
  look find get getting got done do
  does doing did can cant cannot could would should will may might must see well good better best very really so too
  much many more less little lot lots some any all every other another new old since year years month months week
  weeks day days ago now still also just only even please thanks thank hello hi dear
  i im me my mine myself we our us you your he his him she her they their them it its this that these those there
  here what which who whom whose when where why how
  a an the of in on at to for from with without by about into over under after before between and or but nor not
  no yes if then than as is are was were be been being am have has had having t s d ll ve re m
  doctor doctors dr physician specialist specialists surgeon surgeons said says say told tell recommend recommends
  recommended recommendation suggest suggests suggested advised advise think thinks thought maybe perhaps
  traitement traitements traiter soigner soin soins chirurgie chirurgies chirurgical chirurgicale therapie therapies
  intervention interventions operation operations prise charge programme controle niveau niveaux maladie maladies
  trouble troubles probleme
  problemes douleur douleurs mal maux perte besoin veux voudrais voudrait cherche souhaite aimerais faire fait
  je j ai as a avons avez ont suis es est sommes etes sont mon ma mes ton ta tes son sa ses notre nos votre vos leur
  leurs le la les l un une des de du d en et ou pour par avec sans dans sur sous au aux ce cet cette ces c ca qu que
  qui quoi dont ne n pas plus tres trop bien depuis ans mois semaines jours il elle ils elles on nous vous se s me m
  te y medecin medecins docteur specialiste chirurgien dit conseille recommande
  matibabu tiba kutibu kutibiwa upasuaji kufanyiwa huduma utaratibu programu ugonjwa magonjwa tatizo matatizo
  maumivu kuumwa naumwa ninaumwa nahitaji ninahitaji nataka ninataka natafuta msaada
  na ya wa za la kwa cha vya ni si nina ana tuna mimi wewe yeye sisi yangu wangu langu changu zangu yake wake lake
  kuna katika kwenye ndani hii huu hiyo hizi sana pia au lakini tangu miaka mwaka miezi mwezi daktari madaktari
  alisema amesema alishauri udhibiti mfumo
  علاج العلاج معالجه جراحه الجراحه جراحي عمليه عمليات رعايه الرعايه عنايه العنايه برنامج مرض امراض اضطرابات مشكله
  مشاكل الم الام
  وجع اعاني يعاني تعاني اريد احتاج ابحث في من على الي عن مع او و ثم انا انت هو هي نحن عندي لدي لي هذا هذه ذلك تلك
  جدا منذ سنه سنوات
  شهر اشهر الطبيب طبيب دكتور قال نصح
  one two three four five six seven eight nine ten first second third twice both half
  deux trois quatre cinq six sept huit neuf dix premier deuxieme fois
  moja mbili tatu nne tano sita saba nane tisa kumi mawili matatu manne matano mara
  واحد اثنان اثنين ثلاث ثلاثه اربع اربعه خمس خمسه مره مرتين
`;

const STOP_LIST = STOP_WORDS.split(/\s+/)
  .filter(Boolean)
  .map((w) => normalise(w));
/** Stop-words as written; and the stems of the longer ones, so that their other forms ("surgeries") weigh nothing too. */
const STOPS = new Set(STOP_LIST);
const STOP_STEMS = new Set(STOP_LIST.filter((w) => w.length >= 5).map(stem));
// A short stop-word's stem could be a catalogue word's ("nos" is French for "our" and the stem of "nose"): not used.
const isStop = (word: string, wordStem: string) => STOPS.has(word) || STOP_STEMS.has(wordStem);

/** A text's words that carry meaning (no stop-words, no bare numbers), in order, each with its stem. */
function wordsOf(text: string): { word: string; stem: string }[] {
  return normalise(text)
    .split(' ')
    .filter((w) => w && !/^\d+$/.test(w))
    .map((word) => ({ word, stem: stem(word) }))
    .filter(({ word, stem: s }) => !isStop(word, s));
}

/** The stems of a text's words that carry meaning (no stop-words, no bare numbers), in order. */
export const termsOf = (text: string): string[] => wordsOf(text).map((w) => w.stem);

/** Where a term is found in one record, and how much that says (the best place counts). */
type Weights = Map<string, number>;

function weigh(into: Weights, texts: readonly string[], weight: number): void {
  for (const text of texts) for (const term of termsOf(text)) into.set(term, Math.max(into.get(term) ?? 0, weight));
}

interface TreatmentDoc {
  id: string;
  weights: Weights;
}

interface ConditionDoc {
  category: string;
  treatmentIds: string[];
  /** Its names' terms, each name on its own: a text made of exactly one of them names the category. */
  names: string[][];
  weights: Weights;
}

/** The catalogue prepared for reading conditions: built once per request from `CatalogueTexts`. */
export interface RelevanceIndex {
  treatments: TreatmentDoc[];
  conditions: ConditionDoc[];
  /** How rare each term is among the treatments (with what their categories and specialties say of them). */
  idf: Map<string, number>;
  /** Treatments some condition category maps to. */
  mapped: Set<string>;
}

export function indexCatalogue(catalogue: CatalogueTexts): RelevanceIndex {
  const specialties = new Map(catalogue.specialties.map((s) => [s.id, s]));
  const treatments = catalogue.treatments.map((t) => {
    const weights: Weights = new Map();
    weigh(weights, t.names, NAME);
    weigh(weights, t.procedures, PROCEDURE);
    weigh(weights, t.descriptions, DESCRIPTION);
    return { id: t.id, weights };
  });
  const conditions = catalogue.conditions.map((c) => {
    const weights: Weights = new Map();
    weigh(weights, c.names, NAME);
    for (const id of c.specializationIds) {
      const specialty = specialties.get(id);
      if (!specialty) continue;
      weigh(weights, specialty.names, SPECIALTY_NAME);
      weigh(weights, specialty.descriptions, DESCRIPTION);
    }
    return {
      category: c.category,
      treatmentIds: c.treatmentIds,
      names: c.names.map(termsOf).filter((terms) => terms.length > 0),
      weights,
    };
  });
  // Rarity over the treatments, each seen with its categories' words too: "cosmetic" is as rare as the two
  // cosmetic treatments, "replacement" as common as the five texts that use it.
  const seen = new Map<string, number>();
  for (const t of treatments) {
    const terms = new Set(t.weights.keys());
    for (const c of conditions) if (c.treatmentIds.includes(t.id)) for (const term of c.weights.keys()) terms.add(term);
    for (const term of terms) seen.set(term, (seen.get(term) ?? 0) + 1);
  }
  for (const c of conditions) for (const term of c.weights.keys()) if (!seen.has(term)) seen.set(term, 1);
  const n = Math.max(1, treatments.length);
  const idf = new Map([...seen].map(([term, count]) => [term, Math.log(1 + n / count)]));
  return { treatments, conditions, idf, mapped: new Set(conditions.flatMap((c) => c.treatmentIds)) };
}

/**
 * The catalogue terms a typed term stands for, each with how surely: itself; else, for a word of five letters or
 * more, a word it starts ("chemo" → "chemotherap") or is a typo or two away from, as `sameWord` forgives them
 * ("catarct", "orthopaedic"; "nyonya", to breastfeed, is not "nyonga", hip),
 * unless a stop-word is as close ("treatmnet" is "treatment", not a catalogue word); else a catalogue word it ends
 * with, of five letters or more ("overweight" → "weight", "infertility" → "fertil").
 */
function resolve({ word, stem: term }: { word: string; stem: string }, index: RelevanceIndex): Map<string, number> {
  if (index.idf.has(term)) return new Map([[term, 1]]);
  // A typo can spoil the stem ("bypas" stems to "bypa"): the word as typed is tried too.
  const forms = [...new Set([term, word])].filter((form) => form.length >= 5);
  if (!forms.length) return new Map();
  /** How far `candidate` is from what was typed: 0.5 for a word it starts, else its typos (as `sameWord` forgives them). */
  const distanceTo = (candidate: string) =>
    Math.min(
      ...forms.map((form) => {
        if (candidate.length > form.length && related(form, candidate)) return 0.5;
        const max = typoAllowance(Math.min(form.length, candidate.length));
        const distance = max > 0 ? editDistance(form, candidate, max) : Infinity;
        return distance > max ? Infinity : distance;
      }),
    );
  let best = Infinity;
  let found: string[] = [];
  for (const candidate of index.idf.keys()) {
    const distance = distanceTo(candidate);
    if (distance < best) [best, found] = [distance, [candidate]];
    else if (distance === best && distance !== Infinity) found.push(candidate);
  }
  for (const stop of STOPS) if (stop.length >= 5 && distanceTo(stop) <= best && distanceTo(stop) !== Infinity) return new Map();
  if (found.length) return new Map(found.map((f) => [f, APPROXIMATE]));
  // A word built on a catalogue word: "overweight", "osteoarthritis", "infertility" (and not "unrelated" on "relat").
  const base = [...index.idf.keys()].filter(
    (candidate) => candidate.length >= 5 && term.length > candidate.length && term.endsWith(candidate),
  );
  return new Map(base.map((b) => [b, APPROXIMATE]));
}

/** Evidence that a record is meant: each typed term counts once, by its rarity and the best place it is found. */
function evidence(weights: Weights, typed: Map<string, number>[], idf: Map<string, number>): number {
  let total = 0;
  for (const stands of typed) {
    let best = 0;
    for (const [term, sureness] of stands) best = Math.max(best, (weights.get(term) ?? 0) * sureness * (idf.get(term) ?? 0));
    total += best;
  }
  return total;
}

const sameTerms = (a: string[], b: string[]) => a.length === b.length && a.every((term) => b.includes(term));

/**
 * The treatments a condition as typed leads to, most relevant first, none below `RELEVANCE_FLOOR`:
 * - a text naming a condition category ("Cancer Treatment", « Chirurgie esthétique », "eye surgery") gets exactly
 *   its mapped treatments;
 * - else the categories the text describes (their names', specialties' words) give their mapped treatments, and
 *   the treatments it names (names, synonyms, procedures) come first among them; text that relates only
 *   treatments no category maps gets those, ranked below anything mapped would be;
 * - nothing clears the floor: nothing (the coordinator is offered instead of a guess).
 */
export function readCondition(index: RelevanceIndex, text: string): TreatmentMatch[] {
  const terms = termsOf(text);
  if (!terms.length) return [];
  const named = index.conditions.find((c) => c.treatmentIds.length && c.names.some((name) => sameTerms(name, terms)));
  if (named) return named.treatmentIds.map((treatmentId) => ({ treatmentId, relevance: 1, via: 'condition', category: named.category }));

  const typed = wordsOf(text)
    .map((w) => resolve(w, index))
    .filter((stands) => stands.size > 0);
  const kept = <T>(rows: { row: T; score: number }[]) => {
    const top = Math.max(0, ...rows.map((r) => r.score));
    return rows.filter((r) => r.score >= EVIDENCE_FLOOR && r.score >= RELATIVE_FLOOR * top).map((r) => ({ ...r, strength: r.score / top }));
  };
  const categories = kept(
    index.conditions.filter((c) => c.treatmentIds.length).map((row) => ({ row, score: evidence(row.weights, typed, index.idf) })),
  );
  const hits = kept(index.treatments.map((row) => ({ row, score: evidence(row.weights, typed, index.idf) })));

  const found = new Map<string, TreatmentMatch>();
  const keep = (match: TreatmentMatch) => {
    if ((found.get(match.treatmentId)?.relevance ?? 0) < match.relevance) found.set(match.treatmentId, match);
  };
  for (const { row, strength } of categories)
    for (const treatmentId of row.treatmentIds)
      keep({ treatmentId, relevance: DESCRIBED.base + DESCRIBED.span * strength, via: 'condition', category: row.category });
  for (const { row, strength } of hits.filter((h) => index.mapped.has(h.row.id))) {
    const category = categories.find((c) => c.row.treatmentIds.includes(row.id))?.row.category ?? categoryOf(index, row.id);
    keep({ treatmentId: row.id, relevance: NAMED.base + NAMED.span * strength, via: 'treatment', category });
  }
  // Treatments no category maps count only when nothing mapped was found: text never outranks the mapping.
  if (!found.size)
    for (const { row, strength } of hits)
      keep({ treatmentId: row.id, relevance: TEXT_ONLY.base + TEXT_ONLY.span * strength, via: 'text', category: null });
  return [...found.values()].sort((a, b) => b.relevance - a.relevance || a.treatmentId.localeCompare(b.treatmentId));
}

const categoryOf = (index: RelevanceIndex, treatmentId: string) =>
  index.conditions.find((c) => c.treatmentIds.includes(treatmentId))?.category ?? null;

/** Several conditions' readings together: each treatment at its best reading, most relevant first. */
export function readConditions(index: RelevanceIndex, texts: readonly string[]): (TreatmentMatch & { condition: string })[] {
  const best = new Map<string, TreatmentMatch & { condition: string }>();
  for (const condition of texts)
    for (const match of readCondition(index, condition))
      if ((best.get(match.treatmentId)?.relevance ?? 0) < match.relevance) best.set(match.treatmentId, { ...match, condition });
  return [...best.values()].sort((a, b) => b.relevance - a.relevance || a.treatmentId.localeCompare(b.treatmentId));
}

// ---------------------------------------------------------------------------------------------------------------
// Hospitals and alternatives for a condition category (the assessment's).

/** What a condition category needs, from its mapping (or the patient's filters), and the budget. */
export interface Need {
  /** The mapped treatments: when any, a hospital must offer one of them. */
  treatmentIds: string[];
  /** The specialties asked for (the mapping's, or a typed filter's); null: any. Required only when no treatment is. */
  specializationIds: string[] | null;
  /** In US dollars; null: no maximum. */
  maxBudget: number | null;
}

/** A hospital's offer of an active treatment, as far as fitting goes. */
export interface PricedOffer {
  treatmentId: string;
  minCostUsd: number | null;
}

export interface HospitalFit<O extends PricedOffer> {
  /** It offers what the condition needs (a mapped treatment, else one of the specialties) within the budget. */
  fits: boolean;
  /** It offers what the condition needs, whatever the price. */
  offersNeed: boolean;
  /**
   * The offer that fits: the cheapest mapped treatment within the budget (else the cheapest mapped one); with no
   * mapped treatments, the cheapest offer that is a needed one when filters name treatments, else none. Its price
   * is the card's.
   */
  offer: O | null;
  /** Of the specialties asked for, those the hospital has (the first is named on the card). */
  specialties: string[];
  /** Higher fits better: a fitting mapped treatment (2), and each specialty asked for (1). */
  score: number;
}

const withinBudget = (offer: PricedOffer, maxBudget: number | null) =>
  maxBudget === null || (offer.minCostUsd != null && offer.minCostUsd <= maxBudget);
const byPrice = (a: PricedOffer, b: PricedOffer) => (a.minCostUsd ?? Infinity) - (b.minCostUsd ?? Infinity);

/**
 * How a hospital (its specialties' ids and its offers of active treatments) fits a need. With mapped treatments
 * the hospital must offer one of them, its price within the budget (a hospital with the specialty but without
 * the treatment — a heart centre with an oncology ward that lists no cancer treatment — does not fit); with none,
 * it must have one of the specialties asked for and any offer within the budget.
 */
export function hospitalFit<O extends PricedOffer>(hospital: { specialtyIds: string[]; offers: O[] }, need: Need): HospitalFit<O> {
  const specialties = need.specializationIds ? hospital.specialtyIds.filter((id) => need.specializationIds!.includes(id)) : [];
  if (need.treatmentIds.length) {
    const mapped = hospital.offers.filter((o) => need.treatmentIds.includes(o.treatmentId)).sort(byPrice);
    const affordable = mapped.filter((o) => withinBudget(o, need.maxBudget));
    const offer = affordable[0] ?? mapped[0] ?? null;
    return { fits: affordable.length > 0, offersNeed: mapped.length > 0, offer, specialties, score: (offer ? 2 : 0) + specialties.length };
  }
  const offersNeed = need.specializationIds === null || specialties.length > 0;
  const fits = offersNeed && hospital.offers.some((o) => withinBudget(o, need.maxBudget));
  return { fits, offersNeed, offer: null, specialties, score: specialties.length };
}

/** Best fit first, then best rated, then by name: the one ranking of hospitals for a patient. */
export function rankHospitals<T extends { hospital: { id: string; name: string; rating?: number | null }; fit: { score: number } }>(
  rows: T[],
): T[] {
  return [...rows].sort(
    (a, b) =>
      b.fit.score - a.fit.score ||
      (b.hospital.rating ?? -1) - (a.hospital.rating ?? -1) ||
      a.hospital.name.localeCompare(b.hospital.name) ||
      a.hospital.id.localeCompare(b.hospital.id),
  );
}

/**
 * The treatments related to a condition category, closest first: its mapped treatments (rank 0), then those
 * mapped to the categories sharing one of its specialties (rank 1). Null when the mapping names neither
 * treatments nor specialties ('Other'): nothing is known of the condition, every treatment is an alternative.
 */
export function relatedTreatments(
  mapping: { specializationIds: string[]; treatmentIds: string[] },
  mappings: readonly { specializationIds: string[]; treatmentIds: string[] }[],
): Map<string, number> | null {
  if (!mapping.treatmentIds.length && !mapping.specializationIds.length) return null;
  const related = new Map(mapping.treatmentIds.map((id) => [id, 0]));
  for (const other of mappings)
    if (other.specializationIds.some((id) => mapping.specializationIds.includes(id)))
      for (const id of other.treatmentIds) if (!related.has(id)) related.set(id, 1);
  return related;
}
