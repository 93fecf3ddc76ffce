import { LOCALES, type Locale } from '@medtour/contracts';
import {
  classifiers,
  NONE,
  corpus,
  fold,
  type SafetyKind,
  type SafetyRule,
  Lexicon,
  read,
  type Reading,
  isPlaceWord,
  spelt,
  writtenAsHeard,
} from '../../understanding/index.js';
import { dangerousReading, manyPillsCounted, MEASURES } from './readings.js';

/*
 * The safety screen (issue 50): every message passes it before anything else reads it. Recall first — a false alarm
 * shows the guidance above a normal answer, a miss leaves a patient alone with an emergency. Two readers vote, and
 * either is enough:
 * - the rules (corpus/safety-rules.json): concepts that, together anywhere in the message, mean an emergency ("chest"
 *   and "pain", "pregnant" and "bleeding"), a crisis, a request for medical judgement or an attempt on the assistant's
 *   rules. Each language's words for a concept are data (corpus/<locale>.json `concepts`), compared on stems with typos
 *   forgiven, so an extra word, an inflection, a typo or a missing accent does not hide them;
 * - the safety classifier, trained on each language's examples against every ordinary question of the corpus: it
 *   generalises to wordings no rule lists ("my heart is racing and I feel I'm going to pass out").
 */

export interface SafetyVerdict {
  kind: SafetyKind;
  /** What kind of emergency or request (chest-pain, stroke, suicide, dose…): logged, without the text. */
  category: string;
  /**
   * A rule held, and nothing in the message told the danger as denied or long over (its `softens`); not when the
   * classifier alone read it. A crisis read for certain gets its guidance alone, any other above the answer.
   */
  certain: boolean;
}

/** Which verdict wins when a message holds several: a crisis first, then an emergency, then attempts and requests. */
const PRECEDENCE: readonly SafetyKind[] = [
  'self-harm',
  'emergency',
  'injection',
  'others-data',
  'dose',
  'medication',
  'prescription',
  'diagnosis',
];

/**
 * A request for a diagnosis is the way many dangers are told ("she's soaking a pad every 20 minutes… she says it's
 * normal after birth. is it?"), not a request that stands beside them: an emergency or a crisis the classifier reads
 * in the sentences beside a question about the trip outranks it even when the request holds there too, as in the whole
 * message (`PRECEDENCE`).
 */
const TOLD_WITH_DANGER: SafetyKind = 'diagnosis';

/**
 * The classifier alone raises a verdict from this score. A crisis errs on the side of the alarm (its wordings are too
 * many to list: "I don't see the point anymore"), with a word of despair beside the score (life, death, an end, a
 * burden, alone…: the corpus's `despair` concept); an emergency needs one of the words its rules are made of (a symptom,
 * a body part, "pregnant"…) beside the classifier's score, so that "urgent within three months" is no alarm; a refusal
 * costs the patient their answer, so it also needs one of its kind's words and none of the words its rules say are
 * something else ("carry my pills on the plane", "the radiation dose of a scan").
 */
const CLASSIFIER_FLOOR: Record<SafetyKind, number> = {
  'self-harm': 0.7,
  emergency: 0.6,
  injection: 0.85,
  'others-data': 0.85,
  dose: 0.85,
  medication: 0.85,
  prescription: 0.85,
  diagnosis: 0.85,
};

/**
 * A French word typed without the apostrophe of its elided pronoun, article or negation: « jarrive », « quil »,
 * « lhopital », « dun », « narrive » (`ELIDED`), and « jai », « cest », « sest », which are never anything else
 * (`ALWAYS_ELIDED`). Only the letters that elide before any word (j, qu, l, d, n) are read before any vowel; « c » and
 * « s » only before « est » (« celle », « salle » and « sage » are words); « m » and « t » not at all (« mamie »,
 * « metres », « tissu »).
 */
const ELIDED = /(?<![\p{L}'’])(j|qu|[ldn](?=\p{L}{3}))([aeiouyhàâéèêëîïôû]\p{L}+)/giu;
const ALWAYS_ELIDED = /(?<![\p{L}'’])(j(?=ai(?!\p{L}))|[cs](?=(?:est|etait|etaient|était|étaient)(?!\p{L})))/giu;

/**
 * « avc », a stroke, is also how « avec » (with) is typed: in lower case before a word (« venir avc moi », « ça va avc
 * l'anesthésie »), and not after an article, a possessive or « fait » (« un avc », « son avc », « il a fait avc »), it is
 * « avec »; « AVC » in capitals is the stroke.
 */
const AVEC =
  /(?<!\b(?:un|une|l|d|le|son|sa|cet|mon|ton|ce|deuxieme|second|autre|petit|gros|fait|fais|faire|eu)['’\s]+)\bavc(?=\s+[\p{L}'’])/gu;

/**
 * French as typed on a phone, spelled out: « avc » for « avec » where it can only be that, the corpus's spellings (« pa »,
 * « mwa », « tt »: `spellings` in fr.json), and apostrophes given back to a word the screen does not know whose rest it
 * knows (« lhopital », « narrive plus a respirer » are « l hopital », « n arrive »), a word it knows staying whole
 * (« dans », « jamais »).
 */
function spelledOut(text: string): string {
  const lexicon = conceptLexicon();
  return spelt(text.replace(AVEC, 'avec'))
    .replace(ALWAYS_ELIDED, '$1 ')
    .replace(ELIDED, (word: string, elided: string, rest: string) =>
      !lexicon.knows('fr', fold(word)) && lexicon.knows('fr', fold(rest)) ? `${elided} ${rest}` : word,
    );
}

/**
 * The concepts of a message, each with the clauses it is in (and, in `words`, the positions of its words; in `parts`,
 * the parts of clauses it is in, a clause's parts being turned by `TURN`, and in `clauseOfPart` the clause of each).
 */
class Found extends Map<string, Set<number>> {
  readonly words = new Map<string, Set<number>>();
  readonly parts = new Map<string, Set<number>>();
  clauseOfPart: number[] = [];
  partOf: number[] = [];
  /** Per clause: whether it ends with a question mark. */
  questions: boolean[] = [];
}

/**
 * A word that turns a clause (« mais », "but", « لكن », « lakini »), in the message's own language (French « le but du
 * voyage » turns nothing). A message typed or dictated without punctuation is one clause: the trip told before « mais »
 * ("the tickets are paid but for two weeks I have had a pain, is it appendicitis?") does not make the request after it a
 * question about the trip; a question about the trip after it still does (« il a le diabète mais combien coûte… »).
 */
const TURN = 'contrast';

/**
 * Concepts that tell a life's end or the wish for it, not a circumstance that may be ordinary (pills, a height, a phone
 * unanswered): each backs the classifier's reading of a crisis.
 */
const TELLS_AN_END = ['suicide', 'despair', 'finality', 'affairs-settled', 'farewell', 'hopeless', 'join-dead'];

/**
 * Of those, the ones that raise the guidance alone, when no rule holds and the classifier reads no crisis ("God should
 * just take me", "she said goodbye like we will not meet again"): not `despair`, whose words (life, alone, tired of…)
 * are everyday ones.
 */
const ENDS_TOLD = TELLS_AN_END.filter((c) => c !== 'suicide' && c !== 'despair');

/**
 * Who or where, not what happened: a child, a pregnancy, a limb, the back, the chest or the belly. Each backs the
 * classifier's emergency alone, or beside a rule's other word — except in a message that says the person is well
 * otherwise (`WELL_OTHERWISE`: « elle joue et mange normalement », « je respire normal »), which asks what spots on a
 * child's belly, a rash on the chest after a party or a knee that swells at night might be: a request for a diagnosis,
 * not a child in danger —, and in one whose request a rule refuses (`refused`: a cream on the face stopped at once, a
 * dose for a child). What happened (fever, bleeding, a fall…) still backs it. A sign said absent is not "well otherwise": waters broken at 28
 * weeks with "no pain yet" are an emergency.
 */
const WHO_OR_WHERE = ['infant', 'pregnant', 'limb', 'radiation', 'belly', 'chest'];
const WELL_OTHERWISE = 'well-otherwise';

/**
 * Whether the concepts found back the classifier's verdict of `kind` (see `CLASSIFIER_FLOOR`). A concept whose rule
 * the message sets aside backs nothing, whether all the rule's concepts are there or only some: one its rule says is
 * something else stands beside them ("a heart attack two years ago, bypass prices"; "how many paracetamol tablets for
 * my child of 3", a child and a dose: a question of dosing, not a child in danger).
 */
function backed(kind: SafetyKind, found: Found, refused: boolean): boolean {
  // A crisis in words no rule lists still speaks of life, death, an end, a burden… ("despair"), or tells an end in a
  // crisis rule's own words without its circumstance ("nobody will have to worry about me anymore"): not "je veux changer
  // de vie", nor "I'm dying to know the price", whose death is a figure of speech (what the crisis rule says is something else).
  const rules = corpus().rules.filter((r) => r.kind === kind);
  // …or all that a crisis rule is made of, wanting only its circumstance: a bridge and the water looked at; or where a
  // crisis happens: "at night i go up to the roof… it would be easy".
  if (kind === 'self-harm')
    return (
      (TELLS_AN_END.some((c) => found.has(c)) || crisisWords(rules, found) || CRISIS_PLACES.some((c) => found.has(c))) && !figurative(found)
    );
  const contradictedRules = rules.filter((r) => contradicted(r, found));
  const setAside = new Set(contradictedRules.flatMap((r) => r.all));
  // Nor does another concept read in the same words ("fièvre", a fever, is also a pregnancy's trouble): a baby's fever
  // beside a dose question does not back an emergency as a pregnancy's.
  const wordsAside = new Set(contradictedRules.flatMap((r) => r.all.flatMap((c) => [...(found.words.get(c) ?? [])])));
  const apart = (c: string) => [...(found.words.get(c) ?? [])].some((p) => !wordsAside.has(p));
  // The words a rule is made of (`all`); its `any` say when or how badly ("since this morning", "heavily") and back nothing
  // alone, nor do its question words alone ("how many hours is the flight" is no dose question).
  const wellOtherwise = found.has(WELL_OTHERWISE);
  // Who and where, in one well otherwise or beside a request a rule refuses, back nothing, not even beside a rule's
  // other word: a tooth that aches with « je mange bien » is no pain spreading to the jaw, and a steroid cream on « le
  // visage » stopped at once is a question about stopping a medicine, not a face drooping.
  const counts = (c: string) => !((wellOtherwise || refused) && WHO_OR_WHERE.includes(c));
  const words = rules.some((r) => {
    const there = r.all.filter((c) => found.has(c) && !setAside.has(c) && apart(c) && counts(c));
    return there.length > 1 || (there.length === 1 && !corpus().weak.has(there[0]!));
  });
  if (kind === 'emergency') return words;
  const other = rules.some((r) => r.none?.some((c) => found.has(c)) && !r.unless?.some((c) => found.has(c)));
  return words && !other;
}

/**
 * Every concept of a crisis rule made of several (its `all`, one of them more than an intention or a place: not `weak`):
 * a bridge and the water looked at. A rule of one concept needs its circumstance: pills counted for a journey are none.
 */
const crisisWords = (rules: SafetyRule[], found: Found): boolean =>
  rules.some((r) => r.all.length > 1 && r.all.every((c) => found.has(c)) && r.all.some((c) => !corpus().weak.has(c)));

/**
 * Signs of a crisis that tell no emergency of the body: each alone is everyday (a goodbye, a gift, the sea, grief), two
 * of them beside what the classifier reads as an emergency tell a crisis.
 */
const CRISIS_SIGNS = [
  'given-away',
  'goodbye',
  'forgive-me',
  'love-message',
  'danger-place',
  'on-edge',
  'lethal-means',
  'bereaved',
  'phone-silent',
  'why-telling',
  'affairs-settled',
  'lingering',
  'despair',
  'farewell',
  'hopeless',
  'finality',
  'join-dead',
  'stockpile',
  'cannot-swim',
  'abandoned',
];

/** Where a crisis happens — a height, a bridge, a roof's edge, a jump —, which a pill counted for a journey is not. */
const CRISIS_PLACES = ['height', 'danger-place', 'on-edge', 'jump'];

/** A word of death said as a figure of speech ("dying to know", « بموت في الأكل »), with none of a crisis's own words beside it. */
function figurative(found: Found): boolean {
  const crisis = corpus().rules.find((r) => r.kind === 'self-harm' && r.all.length === 1 && r.all[0] === 'suicide');
  return !!crisis?.none?.some((c) => found.has(c)) && !crisis.unless?.some((c) => found.has(c));
}

/**
 * What the classifier's alarm of `kind` is read as: its own kind when the message's words back it; an emergency told in
 * a crisis's words only (a roof's edge, the gas opened in a closed room, a rope, a farewell — what a crisis rule is made
 * of, not a mood alone) is a crisis, whose reply gives the crisis line and the emergency number.
 */
function backedAs(kind: SafetyKind, found: Found, refused: boolean): SafetyKind | null {
  if (backed(kind, found, refused)) return kind;
  const crisisWords = corpus()
    .rules.filter((r) => r.kind === 'self-harm')
    .flatMap((r) => r.all)
    .filter((c) => found.has(c) && !corpus().weak.has(c));
  return kind === 'emergency' && crisisWords.length > 0 ? 'self-harm' : null;
}

let concepts: Lexicon<string> | undefined;

/**
 * The concepts this file names rather than the rules (safety-rules.json, which the corpus check reads): a name no
 * language lists would silently read nothing, so the screen refuses to start without each in every language.
 */
function checkNamedConcepts(): void {
  const named = [
    ...TELLS_AN_END,
    ...CRISIS_PLACES,
    ...CRISIS_SIGNS,
    ...TOLD_APART,
    ...ASKING,
    'long-ago',
    'recovered',
    'help-now',
    'now',
    'how-many',
    'family-member',
    WELL_OTHERWISE,
    ...WHO_OR_WHERE,
    ...MEASURES.map((m) => m.concept),
    'pills',
    ASKS_WHAT_IT_IS,
    ...ABOUT_THE_TRIP,
  ];
  for (const language of LOCALES) {
    const missing = named.filter((c) => !corpus().languages[language].concepts[c]?.length);
    if (missing.length) throw new Error(`Safety screen: no words in ${language} for ${missing.join(', ')}`);
  }
}

function conceptLexicon(): Lexicon<string> {
  if (!concepts) {
    checkNamedConcepts();
    concepts = new Lexicon(
      LOCALES.flatMap((language) =>
        Object.entries(corpus().languages[language].concepts).flatMap(([concept, terms]) =>
          terms.map((text) => ({ language, text, value: concept })),
        ),
      ),
    );
  }
  return concepts;
}

const present = (rule: SafetyRule, found: Found): boolean =>
  rule.all.every((c) => found.has(c)) && (!rule.any || rule.any.some((c) => found.has(c))) && (!rule.adjacent || toldNext(rule, found));

/** Whether a word of the rule's second concept comes right after a word of its first (`SafetyRule.adjacent`). */
function toldNext(rule: SafetyRule, found: Found): boolean {
  const [first, second] = rule.all.map((c) => found.words.get(c) ?? new Set<number>());
  return [...second!].some((p) => first!.has(p - 1));
}

/**
 * Its concepts are there, but so is one that says it is something else — in a clause of theirs: "What is wrong with
 * me? Do you have hospitals in Korea?" still asks for a diagnosis —, and none that says it is not.
 */
const vetoed = (rule: SafetyRule, found: Found): boolean => present(rule, found) && contradicted(rule, found);

/**
 * One of the concepts the rule says are something else stands in a clause of the rule's concepts found (or anywhere, for
 * a rule read `within` the message), and none that says it is not: "a stroke three years ago, now it is the knee" is
 * no stroke now.
 */
function contradicted(rule: SafetyRule, found: Found): boolean {
  // A danger's concepts are weighed in the whole clause, where its circumstances are told (« tombé l'an dernier mais il
  // va bien »); a refusal's from the part of the clause they are told in on (`TURN`).
  const parted = rule.kind !== 'emergency' && rule.kind !== 'self-harm';
  const told = [...rule.all, ...(rule.any ?? [])].flatMap((c) => [...((parted ? found.parts : found).get(c) ?? [])]);
  const reaches = (at: number) =>
    parted ? told.some((part) => found.clauseOfPart[part] === found.clauseOfPart[at] && part <= at) : told.includes(at);
  // …and, when they are asked (their clause or the next ends with a question mark), what sets them aside is told in
  // words other than their own: « c'est bien une cataracte ou c'est autre chose ? » is not set aside by the plan that
  // « cataracte » also names; « elle a la cataracte depuis 3 ans, elle voit flou. L'opération réussit combien ? » is.
  const asked = parted && told.some((part) => found.questions[found.clauseOfPart[part]!] || found.questions[found.clauseOfPart[part]! + 1]);
  const own = new Set([...rule.all, ...(rule.any ?? [])].flatMap((c) => [...(found.words.get(c) ?? [])]));
  const whereTold = (c: string, undoing: boolean) =>
    !parted
      ? [...(found.get(c) ?? [])]
      : undoing || !asked
        ? [...(found.parts.get(c) ?? [])]
        : [...(found.words.get(c) ?? [])].filter((p) => !own.has(p)).map((p) => found.partOf[p]!);
  const beside = (c: string, undoing = false) =>
    whereTold(c, undoing).some((at) => rule.within === 'message' || reaches(at)) &&
    (c !== 'figure-of-speech' || !toldBesideFigure(rule.all, found));
  return !!rule.none?.some((c) => beside(c)) && !rule.unless?.some((c) => beside(c, true));
}

/**
 * Whether the rule's concepts are also told in words of their own beside a figure of speech — two words or more in a
 * row, none of them the figure's: « on se tue au travail » is no crisis, « on se tue au travail et moi je veux mourir »
 * is one, « je veux en finir avec cette hanche » none (a single word apart is too often a slip read as a term: « je
 * dois me soigner pendant » is no « je me pends »).
 */
function toldBesideFigure(concepts: readonly string[], found: Found): boolean {
  const figurative = figurativeWords(found.words, concepts);
  const told = [...new Set(concepts.flatMap((c) => [...(found.words.get(c) ?? [])]))].sort((a, b) => a - b);
  let run: number[] = [];
  for (const p of [...told, Number.NaN]) {
    if (run.length && p === run.at(-1)! + 1) run.push(p);
    else {
      if (run.length > 1 && !run.some((q) => figurative.has(q))) return true;
      run = [p];
    }
  }
  return false;
}

/**
 * The words a figure of speech sets apart (`words`: each concept's positions): its own, and those of `concepts` begun
 * inside it and running on from it without a break ("seeing your prices my breath stops"), nothing further.
 */
function figurativeWords(words: ReadonlyMap<string, ReadonlySet<number>>, concepts: Iterable<string>): Set<number> {
  const figurative = new Set(words.get('figure-of-speech') ?? []);
  for (const concept of concepts) {
    const at = words.get(concept) ?? new Set<number>();
    for (const p of [...at].sort((a, b) => a - b)) if (at.has(p - 1) && figurative.has(p - 1)) figurative.add(p);
  }
  return figurative;
}

const holds = (rule: SafetyRule, found: Found): boolean => present(rule, found) && !vetoed(rule, found);

/**
 * The concepts a message has, whatever language each of its words is in, with the clauses they are in; a message in
 * French may have them written by ear (« el sègn boukou »).
 */
export function conceptsIn(text: string, reading: Reading = read(text), language?: Locale): Found {
  const found = new Found();
  const matches = conceptLexicon().find(reading, { known: isPlaceWord, byEar: language });
  // A word inside a term read whole ("prise de sang", a blood test) is not also another concept (bleeding); a term read
  // across a clause's end ("Is it far? No. Pain in my chest") is no term.
  const inWhole = new Set(
    matches
      .filter((m) => corpus().whole.has(m.value) && m.size > 1 && m.positions.every((p) => reading.clauses[p] === reading.clauses[m.start]))
      .flatMap((m) => m.positions),
  );
  const turnsAt = new Set(matches.filter((m) => m.value === TURN && (!language || m.language === language)).map((m) => m.start));
  let part = 0;
  const parts = reading.clauses.map((clause, p) => (p > 0 && (clause !== reading.clauses[p - 1] || turnsAt.has(p)) ? ++part : part));
  found.clauseOfPart = reading.clauses.filter((_, p) => p === 0 || parts[p] !== parts[p - 1]);
  found.partOf = parts;
  found.questions = reading.questions;
  const add = (concept: string, positions: readonly number[], start = positions[0]!) => {
    (found.get(concept) ?? found.set(concept, new Set()).get(concept)!).add(reading.clauses[start]!);
    (found.parts.get(concept) ?? found.parts.set(concept, new Set()).get(concept)!).add(parts[start]!);
    const words = found.words.get(concept) ?? found.words.set(concept, new Set()).get(concept)!;
    for (const p of positions) words.add(p);
  };
  for (const match of matches) {
    if (!corpus().whole.has(match.value) && match.positions.every((p) => inWhole.has(p))) continue;
    // A destination's name is no symptom whose stem it shares (« Malaisie » and « malaise »).
    if (match.positions.every((p) => isPlaceWord(reading.words[p]!))) continue;
    add(match.value, match.positions, match.start);
  }
  // Ten pills or more counted (« peut-être 20 comprimés depuis hier ») are too much medicine, as « trop de comprimés » is.
  for (const at of manyPillsCounted(reading, found.words, language)) add('too-much-medicine', [at]);
  return found;
}

/** The screen's verdict on a message written in `language` (`reading`: as the reader read it), or null for an ordinary one. */
export async function screen(typed: string, language: Locale, reading?: Reading): Promise<SafetyVerdict | null> {
  if (!typed.trim()) return null;
  const text = language === 'fr' ? writtenAsHeard(spelledOut(typed), isPlaceWord) : typed;
  const wordsRead = (text === typed ? reading : undefined) ?? read(text);
  const found = conceptsIn(text, wordsRead, language);
  const byReading = dangerousReading(wordsRead, found.words);
  const byRule = corpus().rules.filter((rule) => holds(rule, found));
  const classify = (await classifiers()).safety;
  const refused = byRule.some((rule) => rule.kind !== 'emergency' && rule.kind !== 'self-harm');
  const classified = classifierKind(await classify(language, text), found, refused);
  // The classifier's emergency with no emergency rule, beside two signs of a crisis (belongings given, a goodbye, the sea
  // gone to alone, a phone unanswered, a bereavement and « ce serait facile »), is a crisis: its guidance gives the
  // crisis line, which an emergency's does not.
  const byClassifier =
    classified === 'emergency' && !byRule.some((r) => r.kind === 'emergency') && CRISIS_SIGNS.filter((c) => found.has(c)).length >= 2
      ? 'self-harm'
      : classified;
  // The most serious kind either reader saw — an emergency only the classifier read outranks a rule's refusal ("waters
  // broke at 29 weeks, is it normal?" is no request for a diagnosis first) —, a rule's before the classifier's of one kind.
  // An emergency, or a crisis only suspected, told as over, seen in a film or feared for the trip is no danger now; the
  // refusals below still apply ("a stroke years ago, he is well now; can he stop his pills?").
  // Each sentence read once, when a verdict is first weighed apart (rarely: a film, a fear, a recovery… must be there).
  let parts: Sentence[] | undefined;
  const sentencesRead = () => (parts ??= readSentences(text, language));
  const apart = (kind: SafetyKind, certain: boolean, told?: readonly string[]) =>
    (kind === 'emergency' || (kind === 'self-harm' && !certain)) && toldApart(found, kind, sentencesRead, told);
  const certainty = (rule: SafetyRule) => !rule.softens?.some((c) => found.has(c));
  // Words that tell an end raise the guidance above the answer even when neither reader read a crisis, in a message that
  // asks no price and no number — beside such a question they are too often a figure ("pardonnez-moi pour mon français,
  // combien coûte une FIV ?"); told in a sentence of their own, the second reading below finds them.
  const asksPrice = ['money', 'how-many'].some((c) => found.has(c));
  const endIsTold = () => !asksPrice && endTold(found) && !apart('self-harm', false);
  // An emergency or a crisis told beside an ordinary question ("How much is a knee in India? My brother fell from the roof
  // and can't feel his legs") is read again without the ordinary sentences, whose words outweighed it; what tells the
  // danger as past or denied stays with it. Read once, when needed.
  let withoutOrdinary: Promise<BesideOrdinary | null> | undefined;
  const readWithoutOrdinary = () => (withoutOrdinary ??= dangerBesideOrdinary(text, language, found, refused, apart));
  for (const kind of PRECEDENCE) {
    // Each rule that holds is read apart on its own words: a film's heart attack beside a father clutching his chest.
    const rule = byRule.find((r) => r.kind === kind && !apart(kind, certainty(r), r.all));
    if (rule) {
      // A refusal that holds only with the words of a question about the trip beside (the « combien » of a price beside
      // pills to be swallowed tonight) does not hide the emergency or the crisis the other sentences tell. Not a
      // question's few words on their own (« je peux prendre du »): they are the refusal's own — but a diagnosis's "is
      // it?" is the danger's own question (`TOLD_WITH_DANGER`).
      const beside = kind !== 'self-harm' && kind !== 'emergency' ? await readWithoutOrdinary() : null;
      if (beside?.danger && beside.besideTrip && (kind === TOLD_WITH_DANGER || !holds(rule, conceptsIn(beside.rest, undefined, language))))
        return beside.danger;
      return { kind, category: rule.category, certain: certainty(rule) };
    }
    // A device's reading in the range of an emergency ("oximeter showing 84%"), unless told as over or as a story.
    if (kind === 'emergency' && byReading && !apart(kind, false, [byReading.concept]))
      return { kind, category: byReading.category, certain: false };
    if (byClassifier === kind && !apart(kind, false)) {
      // An end told outranks a request only the classifier read ("my cat is with the neighbour now; after this month I
      // won't be here" asks for no neighbour's data); a rule's request stands ("a sick note for my boss").
      if (kind !== 'self-harm' && kind !== 'emergency' && endIsTold()) return { kind: 'self-harm', category: 'suicide', certain: false };
      return { kind, category: kind === 'self-harm' ? 'suicide' : kind, certain: false };
    }
  }
  if (endIsTold()) return { kind: 'self-harm', category: 'suicide', certain: false };
  return (await readWithoutOrdinary())?.danger ?? null;
}

/**
 * A message's sentences other than its ordinary questions (`rest`), the emergency or crisis they tell, if any, and
 * whether one of the ordinary questions asks about the trip (a price, a stay, a date).
 */
interface BesideOrdinary {
  rest: string;
  danger: SafetyVerdict | null;
  besideTrip: boolean;
}

/**
 * The sentences of `text` other than its ordinary questions and the emergency or crisis they tell, read by the
 * classifier or by words that tell an end; null when every sentence, or none, is an ordinary question.
 */
async function dangerBesideOrdinary(
  text: string,
  language: Locale,
  found: Found,
  refused: boolean,
  apart: (kind: SafetyKind, certain: boolean) => boolean,
): Promise<BesideOrdinary | null> {
  const all = sentences(text);
  const kept: string[] = [];
  for (const sentence of all) if (!(await ordinary(sentence, language))) kept.push(sentence);
  if (!kept.length || kept.length === all.length) return null;
  const rest = kept.join(' ');
  const besideTrip = all
    .filter((sentence) => !kept.includes(sentence))
    .some((sentence) => TRIP_QUESTION.some((c) => conceptsIn(sentence, undefined, language).has(c)));
  const told = (danger: SafetyVerdict | null): BesideOrdinary => ({ rest, danger, besideTrip });
  const kind = classifierKind(await (await classifiers()).safety(language, rest), found, refused);
  if ((kind === 'emergency' || kind === 'self-harm') && !apart(kind, false))
    return told({ kind, category: kind === 'self-harm' ? 'suicide' : kind, certain: false });
  if (endTold(conceptsIn(rest, undefined, language)) && !figurative(found) && !apart('self-harm', false))
    return told({ kind: 'self-harm', category: 'suicide', certain: false });
  return told(null);
}

/** A date past (« hier », « il y a trois mois », "last year"): told beside a danger, it is the trip's date or the danger's. */
const DATE_PAST = 'lasted';
/** What a question about the trip speaks of: a price, a stay, a date. */
const TRIP_QUESTION = ['money', 'planning', DATE_PAST];

/**
 * What tells a danger as not happening now: a film or the news (`told-about`), a fear for the trip ("if my dad gets chest
 * pain again on the trip"), a figure of speech, a will written as a precaution — or, for an emergency, a time long ago
 * and a recovery together ("convulsions from fever when she was a baby, she is twenty nine now and very healthy"). Not a
 * surgery's risks as the surgeon listed them: the patient who writes them may be telling the one that came ("the risks
 * were bleeding and infection, and she is bleeding through the bandage").
 */
const TOLD_APART = ['told-about', 'if-happens', 'figure-of-speech', 'precaution'];

/**
 * Whether every sentence that tells the danger (`told`: a rule's concepts, or a reading's measure; for the classifier's
 * verdict of `kind`, the words of its rules and those that tell an end) tells it apart from now (`TOLD_APART`), with no
 * word of now in the danger's own clauses (outside the words of a recovery, a time long ago or a fear: "she is fine now")
 * and no call for help anywhere. A danger told in a sentence of its own beside a film's ("I saw a report on strokes. My
 * mother's face is drooping") is no story.
 */
function toldApart(found: Found, kind: SafetyKind, sentencesRead: () => Sentence[], told?: readonly string[]): boolean {
  // A crisis long over keeps its guidance (a past attempt is a danger of its own): only an emergency is over.
  const over = kind === 'emergency' && found.has('long-ago') && found.has('recovered');
  if ((!over && !TOLD_APART.some((c) => found.has(c))) || found.has('help-now')) return false;
  const danger = new Set(
    told ?? [
      ...corpus()
        .rules.filter((r) => r.kind === kind)
        .flatMap((r) => r.all)
        .filter((c) => !corpus().weak.has(c)),
      ...(kind === 'self-harm' ? TELLS_AN_END : []),
    ],
  );
  return sentencesRead().every(({ reading, here }) => {
    const dangerClauses = new Set([...danger].flatMap((c) => [...(here.get(c) ?? [])]));
    if (!dangerClauses.size) return true;
    const positions = (c: string) => [...(here.words.get(c) ?? [])];
    const dangerWords = [...danger].flatMap(positions);
    const turns = positions('and-then');
    const own = [...positions('own-people'), ...positions('family-member'), ...turns];
    /**
     * Whether each of the danger's words comes after one of `marker` (or is one: "a child") in its clause with no
     * `breaking` word between.
     */
    const toldAfter = (marker: string, breaking: number[]) =>
      dangerWords.every((p) =>
        positions(marker).some((q) => q <= p && reading.clauses[q] === reading.clauses[p] && !breaking.some((b) => b > q && b < p)),
      );
    // A film's or the news's danger befalls a stranger: told after "a woman", "a child"… with no word of the patient's
    // own or the family's between ("i watched a video about heart attacks and i have chest pain" is the patient's), nor
    // what came after the film ("and then my father collapsed").
    const story = here.has('told-about') && toldAfter('stranger', own);
    // A fear for the trip says its "if" before the danger, in its clause ("just planning ahead: if my dad gets chest pain
    // again"); a fall told after "just in case something happens on the trip" has happened.
    const feared = here.has('if-happens') && toldAfter('conditional', turns);
    // Long over: the danger told with its time long ago, in its clause or before it with no "but" or "then" between,
    // and before the recovery — one told after it ("he recovered, he is fitting and not waking up") is back.
    const recoveredAt = positions('recovered');
    const longOver =
      over &&
      dangerWords.every(
        (p) =>
          !recoveredAt.some((r) => r < p) &&
          positions('long-ago').some((q) => reading.clauses[q] === reading.clauses[p] || (q < p && !turns.some((b) => b > q && b < p))),
      );
    // A will written as a precaution tells no end; a fall after travel insurance bought as one is an emergency.
    const precaution = kind === 'self-harm' && here.has('precaution');
    // A figure of speech sets apart its own words and the rest of a danger's words begun inside it ("seeing your prices
    // my breath stops"), nothing further: "this price is killing me, and my father collapsed", "this price is killing me
    // chest pain since morning" and "I almost had a stroke when my face started drooping" tell a danger; who and where
    // beside it tell none (« ivre de joie, ma fille a eu son bac »).
    // Who and where are weighed by the danger's other words: in "killing me chest pain" the chest is a where, but its
    // pain, read in the same words, is a danger of its own.
    const figure = positions('figure-of-speech');
    const toldWords = [...danger].filter((c) => !WHO_OR_WHERE.includes(c)).flatMap(positions);
    const figurativeAt = figurativeWords(here.words, danger);
    const figurative = toldWords.every((p) => figurativeAt.has(p));
    const apartHere = story || feared || longOver || precaution || (figure.length > 0 && figurative);
    const aside = new Set(['recovered', 'long-ago', 'if-happens'].flatMap((c) => [...(here.words.get(c) ?? [])]));
    const nowHere = [...(here.words.get('now') ?? [])].some((p) => !aside.has(p) && dangerClauses.has(reading.clauses[p]!));
    return apartHere && !nowHere;
  });
}

/** A sentence of a message as read, and the concepts it has. */
interface Sentence {
  reading: Reading;
  here: Found;
}

/** A message's sentences (itself, when it has one), each read. */
function readSentences(text: string, language: Locale): Sentence[] {
  const all = sentences(text);
  return (all.length ? all : [text]).map((sentence) => {
    const reading = read(sentence);
    return { reading, here: conceptsIn(sentence, reading, language) };
  });
}

/**
 * Words that tell an end (`ENDS_TOLD`), not as a figure of speech nor with a time away in their clause ("they won't see
 * me for a month" is a trip).
 */
const endTold = (found: Found): boolean => {
  const awayIn = found.get('time-away') ?? new Set<number>();
  const toldHere = ENDS_TOLD.some((c) => [...(found.get(c) ?? [])].some((clause) => !awayIn.has(clause)));
  if (!toldHere || figurative(found)) return false;
  // A farewell in a message about a trip ("last message before my flight, we're boarding! Thank you for everything"),
  // with no other sign of a crisis, is a traveller's.
  const onlyFarewell = CRISIS_SIGNS.every((c) => c === 'farewell' || c === 'goodbye' || !found.has(c));
  return !(found.has('time-away') && onlyFarewell);
};

/**
 * An emergency or a crisis told across two messages — the patient's last question, which alone raised nothing, and
 * `message`, which alone raises nothing either ("my father fell from the ladder this morning" / "now he can't feel his
 * legs, what do we do"): read in both together, and uncertain (the guidance above the answer). A request for a
 * diagnosis whose question comes in a message of its own (« j'ai des taches rouges sur la jambe depuis dix jours » /
 * « c'est quoi à votre avis ? ») is read in both together too, and refused as any other: when the new message asks what
 * a sign is, whether it is serious or normal, and neither message speaks of the trip, a price or a hospital ("my knee
 * hurts, how much is a replacement?" / "is that normal?" asks about the price).
 */
export async function screenAcross(previous: string, message: string, language: Locale): Promise<SafetyVerdict | null> {
  const together = await screen(`${previous}\n${message}`, language);
  if (together?.kind === 'emergency' || together?.kind === 'self-harm') return { ...together, certain: false };
  return together?.kind === 'diagnosis' && asksOnlyWhatItIs(message, language) && !aboutTheTrip(conceptsIn(previous, undefined, language))
    ? together
    : null;
}

/** What asks what a sign is, or whether it is serious or normal (« c'est grave ? », "what do you think it is?"). */
const ASKS_WHAT_IT_IS = 'what-is-it';
/**
 * What a question about the trip or a hospital speaks of. Not a date past: « depuis des mois » says how long the sign
 * asked about has lasted.
 */
const ABOUT_THE_TRIP = [...TRIP_QUESTION.filter((c) => c !== DATE_PAST), 'care-words'];

const aboutTheTrip = (found: Found): boolean => ABOUT_THE_TRIP.some((c) => found.has(c));

/**
 * Whether `message` asks what a sign is or whether it is serious (« et vous en pensez quoi ? », "is it serious?") and
 * nothing of the trip, a price or a hospital: about a sign told before it, a request for a diagnosis; after an
 * emergency's guidance, the same danger still going on.
 */
export function asksOnlyWhatItIs(message: string, language: Locale): boolean {
  const asked = conceptsIn(message, undefined, language);
  return asked.has(ASKS_WHAT_IT_IS) && !aboutTheTrip(asked);
}

/** The classifier's verdict when its score passes its kind's floor and the words found back it. */
function classifierKind(ranked: { label: SafetyKind | typeof NONE; score: number }[], found: Found, refused: boolean): SafetyKind | null {
  const top = ranked[0];
  return top && top.label !== NONE && top.score >= CLASSIFIER_FLOOR[top.label] ? backedAs(top.label, found, refused) : null;
}

/**
 * Concepts an ordinary question is made of (what it costs, a stay planned, how many), and the words read only to tell a
 * danger apart from now (a film, a stranger, "if", the patient's own people, "and then"): they tell no danger.
 */
const ASKING = new Set([
  'planning',
  DATE_PAST,
  'money',
  'told-about',
  'if-happens',
  'stranger',
  'own-people',
  'and-then',
  TURN,
  'conditional',
]);

/** How sure the classifier must be that a sentence alone is no alarm for the screen to read the message without it. */
const ORDINARY_FLOOR = 0.95;

/** A sentence with none of the screen's words but a question's, which the classifier alone reads as no alarm. */
async function ordinary(sentence: string, language: Locale): Promise<boolean> {
  if ([...conceptsIn(sentence, undefined, language).keys()].some((c) => !ASKING.has(c) && !corpus().weak.has(c))) return false;
  const top = (await (await classifiers()).safety(language, sentence))[0];
  return !top || (top.label === NONE && top.score >= ORDINARY_FLOOR);
}

/** A message read in more sentences than this is read in its first ones (a pasted document). */
const MAX_SENTENCES = 12;

/**
 * A message's sentences, when it has more than one: ended by ".", "!", "?", "؟" or a line break, or by nothing before a
 * capital that starts the next ("…il voit plus rien de cet oeil Et aussi le visa ?") — not English's "I" ("I almost
 * fainted when I saw the price" is one sentence).
 */
function sentences(text: string): string[] {
  const parts = text
    .split(/(?<=[.!?\u061f\n])\s*|(?<=\p{Ll})\s+(?!I\s)(?=\p{Lu}\p{Ll}*\s+\p{Ll})/u)
    .filter((part) => /\p{L}.*\s.*\p{L}/su.test(part));
  return parts.length > 1 ? parts.slice(0, MAX_SENTENCES) : [];
}
