import type { BudgetAmount } from '@medtour/contracts';
import type { Intent, Understanding } from '../../understanding/index.js';

/*
 * A conversation, not a replay (issue 50). Each reply keeps what the conversation is about after it (stored with the
 * reply: `ai_messages.state`) — the treatments, destinations and hospitals in focus, what was asked, and the items the
 * reply listed, in the order the patient saw them. The next message is read against it: "the second one" is the second
 * hospital of that list, "which city is it in" the hospital in focus, "and in Thailand?" the same question about
 * another place, "what about knee?" the same place for another treatment; "forget that" drops the topic and the place.
 */

export type ListedKind = 'hospital' | 'treatment' | 'country';

export interface DialogueState {
  treatments: string[];
  /** Several treatments were named one by one ("knee or hip"): a question about "it" must say which. */
  several: boolean;
  /** Destinations in focus, by ISO code. */
  countries: string[];
  hospitals: string[];
  /** What was asked last. */
  intents: Intent[];
  /** What the reply listed, in order: what "the second one" points at. */
  listed: { kind: ListedKind; ids: string[] } | null;
  /** A budget given earlier in the conversation. */
  money: BudgetAmount | null;
}

export const EMPTY_STATE: DialogueState = {
  treatments: [],
  several: false,
  countries: [],
  hospitals: [],
  intents: [],
  listed: null,
  money: null,
};

/** What a message asks, completed from the conversation. */
export interface Turn {
  intents: Intent[];
  treatments: string[];
  several: boolean;
  /** Served destinations wanted (ISO codes). */
  countries: string[];
  /** Places named that we do not serve (not excluded, not the patient's own unless a hospital is asked for there). */
  unserved: string[];
  /** A hospital asked for where the patient is, a place we do not know by name ("I live in …, is there one here?"). */
  unservedHere: boolean;
  hospitals: string[];
  /** A hospital question ("where is it?") after a list of several, with no word to say which: these. */
  whichHospital: string[];
  money: BudgetAmount | null;
  /** Only "forget that" (or the like) was said. */
  forgotten: boolean;
  /** The message named nothing and asked nothing the conversation could complete. */
  empty: boolean;
  /** The conversation was about a treatment before this message. */
  onTopic: boolean;
}

/** Intents a budget applies to. */
const BUDGET_INTENTS: readonly Intent[] = ['price', 'cheapest', 'best-rated', 'hospitals', 'compare'];

/** Intents about a hospital in focus. */
const HOSPITAL_INTENTS: readonly Intent[] = ['hospital-city', 'hospital-rating', 'hospital-overview'];

export function resolveTurn(u: Understanding, stored: DialogueState | null, served: ReadonlySet<string>): Turn {
  const asked = u.intents.map((i) => i.intent);
  const forget = asked[0] === 'forget' || (asked.includes('forget') && u.correction);
  // A place wanted: not excluded, not where the patient is, not their nationality ("visa for Nigerians") nor where they
  // come from ("flight from Nairobi"), unless it is one of our destinations.
  // "Is there a hospital here?" from a patient who says where they are: their own place is the one asked about.
  const named = u.places.filter((p) => !p.excluded && !p.home && ((!p.people && !p.origin) || served.has(p.code)));
  // "Is there a hospital here?" from a patient who says where they are, and names none of our destinations: their own
  // place is the one asked about ("here is my question: …in India?" asks about India; "how much will I save there
  // instead of here in Kenya?" asks the guide).
  const here = u.here && !named.some((p) => served.has(p.code)) && !asked.some((i) => i.startsWith('guide.'));
  const wanted = here ? [...named, ...u.places.filter((p) => !p.excluded && (p.home || p.origin))] : named;
  const previous = forget ? afterForgetting(stored, u, wanted.length > 0) : stored;
  const namedServed = wanted.filter((p) => served.has(p.code)).map((p) => p.code);
  const unserved = wanted.filter((p) => !served.has(p.code)).map((p) => p.code);
  // Off-topic is the message's whole question or none of it: beside "forget Malaysia" it is no question of its own.
  const intents = asked.filter((i, rank) => i !== 'forget' && (i !== 'off-topic' || rank === 0));

  // "The second one": the item of the previous reply's list.
  let pointed: { kind: ListedKind; id: string } | null = null;
  if (u.ordinal !== null && previous?.listed?.ids.length) {
    const ids = previous.listed.ids;
    const id = u.ordinal > 0 ? ids[u.ordinal - 1] : ids[ids.length - 1];
    if (id) pointed = { kind: previous.listed.kind, id };
  }

  let treatments: string[];
  let several = false;
  if (u.treatments.length) {
    // "Forget the hip, it's my knee": the last one named.
    treatments = u.correction && u.treatments.length > 1 ? u.treatments.slice(-1) : u.treatments;
    several = treatments.length > 1;
  } else if (pointed?.kind === 'treatment') treatments = [pointed.id];
  else if (u.groups.length) {
    treatments = [...new Set(u.groups.flatMap((g) => g.ids))];
    several = treatments.length > 1;
  } else {
    treatments = previous?.treatments ?? [];
    several = previous?.several ?? false;
  }

  // A new treatment without a word pointing back starts a new topic: its place is not the old one's.
  const newTopic = u.treatments.length > 0 && !u.refersBack;
  // "And in Malaysia, is it dearer?", "na Thailand, ipi iko cheap?": a comparison with the place before.
  const comparing =
    (intents.includes('compare') || ((intents.includes('cheapest') || intents.includes('best-rated')) && u.refersBack)) &&
    !u.treatments.length &&
    previous?.countries.length;
  const countries = namedServed.length
    ? comparing
      ? [...new Set([...previous!.countries, ...namedServed])]
      : namedServed
    : pointed?.kind === 'country'
      ? [pointed.id]
      : newTopic || unserved.length || u.anywhere
        ? []
        : (previous?.countries ?? []);

  const aboutHospital = intents.some((i) => HOSPITAL_INTENTS.includes(i));
  // "Which of them has staff who speak French?", "do they speak Arabic there?": a question about the hospitals talked about.
  const staffLanguage = isStaffLanguageQuestion(u, intents.length ? intents : (previous?.intents ?? []));
  let hospitals: string[] = [];
  let whichHospital: string[] = [];
  if (u.hospitals.length) hospitals = u.hospitals;
  else if (pointed?.kind === 'hospital') hospitals = [pointed.id];
  // A budget given asks what fits it anywhere, not at the hospital talked about ("will 4 million naira be enough?").
  // "The best rated in all countries?" after one hospital's price: every destination's, not that hospital's again.
  else if (previous && (aboutHospital || staffLanguage || u.refersBack) && !newTopic && !namedServed.length && !u.money && !u.anywhere) {
    const listedHospitals = previous.listed?.kind === 'hospital' ? previous.listed.ids : [];
    const firstOfList = previous.intents.includes('best-rated') || previous.intents.includes('cheapest');
    if (previous.hospitals.length) hospitals = previous.hospitals;
    else if (listedHospitals.length === 1) hospitals = listedHospitals;
    // "Which city is it in?" after the best rated or the cheapest: the first of that list; after another list, which one.
    else if ((aboutHospital || staffLanguage) && listedHospitals.length && firstOfList) hospitals = listedHospitals.slice(0, 1);
    else if (aboutHospital) whichHospital = listedHospitals;
    // Which of them speak it: each of them is answered for.
    else if (staffLanguage) hospitals = listedHospitals;
  }

  const namedSomething =
    u.treatments.length > 0 || u.groups.length > 0 || wanted.length > 0 || u.hospitals.length > 0 || pointed !== null || u.money !== null;
  // "And in Thailand?", "the second one?": what was asked last, about what this message names. A budget given is a
  // question of what fits it ("our budget is only 4 million naira, will it be enough?").
  const followed = !intents.length && previous && (namedSomething || u.refersBack) ? [...previous.intents] : [...intents];
  if (u.money && !followed.some((i) => BUDGET_INTENTS.includes(i))) followed.unshift('price');
  return {
    intents: followed,
    treatments,
    several,
    countries,
    unserved,
    unservedHere: here && !wanted.some((p) => p.home || p.origin),
    hospitals,
    whichHospital,
    money: u.money ?? previous?.money ?? null,
    forgotten: forget && !intents.length && !namedSomething,
    empty: !followed.length && !namedSomething && !treatments.length && !hospitals.length && !countries.length,
    onTopic: (previous?.treatments.length ?? 0) > 0,
  };
}

/**
 * The message asks whether staff speak a language ("which of them speaks French?", "and Arabic?" after such a question),
 * not which languages a country speaks; `intents`: what it asks, completed from the conversation.
 */
export const isStaffLanguageQuestion = (u: Understanding, intents: readonly Intent[]): boolean =>
  u.spokenLanguage !== null && intents.includes('languages');

/**
 * What "forget that" leaves of the conversation: nothing when it names nothing else; the question asked, when it names
 * what replaces the old topic ("forget that, what about a nose job?": its price, wherever); and the treatment too when
 * it names only another place ("forget that one, what about India?": the same treatment there).
 */
function afterForgetting(stored: DialogueState | null, u: Understanding, namesPlace: boolean): DialogueState | null {
  const namesTreatment = u.treatments.length > 0 || u.groups.length > 0 || u.hospitals.length > 0;
  if (!stored || (!namesTreatment && !namesPlace)) return null;
  const placeOnly = namesPlace && !namesTreatment;
  return {
    ...EMPTY_STATE,
    intents: stored.intents,
    treatments: placeOnly ? stored.treatments : [],
    several: placeOnly && stored.several,
    money: stored.money,
  };
}
