import { type AiSource, localizedPath, type Locale, LOCALES } from '@medtour/contracts';
import { messagesOf } from '../../../common/messages.js';
import type { SafetyKind } from '../../understanding/index.js';

/** What the assistant declines, each with its own reply: a request for medical judgement, an attempt on its rules, other people's data. */
export type RefusalKind = Exclude<SafetyKind, 'emergency' | 'self-harm'>;

/*
 * The fixed replies the safety rules answer with instead of any engine, in the patient's language (issue 27). Short
 * and calm: the emergency reply must be read in seconds, the self-harm reply speaks to the person before it lists
 * numbers (issue 29), and a refusal should leave the patient knowing where to go next. Links are paths on our site only, in the patient's language (`/fr/contact`): they pass checkModelOutput like
 * any answer would have to. Their words are in the message catalogues, beside every other text of the product.
 */

export interface EmergencyNumber {
  country: string;
  number: string;
}

/** A crisis line staff keep: the service's name, its number and what to know before calling (hours, languages). */
export interface CrisisLine {
  country: string;
  name: string;
  number: string;
  notes?: string | null;
}

/** ISO codes by the English country names staff's tables use ("Turkey" and "South Korea" as well as ICU's names). */
let codesByEnglishName: Map<string, string> | undefined;

/**
 * A country as the reply's language names it (« Algérie », « الجزائر »): staff's tables store English names, which an
 * Arabic or Swahili reply would otherwise carry by the dozen for a patient whose country is not known.
 */
export function countryIn(language: Locale, name: string): string {
  if (language === 'en') return name;
  if (!codesByEnglishName) {
    const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    codesByEnglishName = new Map([
      ['turkey', 'TR'],
      ['south korea', 'KR'],
    ]);
    for (const first of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
      for (const second of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
        const known = english.of(`${first}${second}`);
        if (known) codesByEnglishName.set(known.toLowerCase(), `${first}${second}`);
      }
  }
  const code = codesByEnglishName.get(name.trim().toLowerCase());
  return (code && new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code)) || name;
}

interface ReplyTexts {
  emergency: {
    /** That this may be an emergency, and to seek care now. */
    seekCare: string;
    call: string;
    /** Introduces the list of numbers. */
    numbers: string;
    /** Introduces the crisis lines given beside a poisoning or an overdose, which may not have been an accident. */
    notAccident: string;
    notHere: string;
  };
  selfHarm: {
    /** Heard, not alone, and help is there now. */
    notAlone: string;
    /** To contact a crisis line now. */
    reachOut: string;
    /** Introduces the numbers, per country. */
    numbers: string;
    /** Names a country's emergency number in its line. */
    emergency: string;
    /** Names a crisis line when staff's name for it is not given (see `selfHarmReply`). */
    line: string;
    /** In immediate danger: the emergency number or the emergency department, now. */
    danger: string;
  };
  /** What the assistant cannot do, per kind of request. */
  cannot: Record<RefusalKind, string>;
  /** Whom to ask about one's medicine instead: the doctor who prescribed it, and the hospital's team. */
  prescriber: string;
  /** To talk to a doctor, and where to book a free consultation (the pages' paths in the patient's language). */
  doctor: (contact: string, dashboard: string) => string;
  canHelp: string;
  /** The title of the refusal's source, the contact page. */
  contactUs: string;
}

/** The safety replies' words (contracts/locales/<language>/assistantSafety.json), said as written (see texts/index.ts). */
const said = messagesOf('assistantSafety', { isolate: false });

function textsIn(language: Locale): ReplyTexts {
  const s = (id: Parameters<typeof said>[1], values?: Parameters<typeof said>[2]) => said(language, id, values);
  return {
    emergency: {
      seekCare: s('emergency.seekCare'),
      call: s('emergency.call'),
      numbers: s('emergency.numbers'),
      notAccident: s('emergency.notAccident'),
      notHere: s('emergency.notHere'),
    },
    selfHarm: {
      notAlone: s('selfHarm.notAlone'),
      reachOut: s('selfHarm.reachOut'),
      numbers: s('selfHarm.numbers'),
      emergency: s('selfHarm.emergency'),
      line: s('selfHarm.line'),
      danger: s('selfHarm.danger'),
    },
    cannot: {
      diagnosis: s('cannot.diagnosis'),
      dose: s('cannot.dose'),
      medication: s('cannot.medication'),
      prescription: s('cannot.prescription'),
      injection: s('cannot.injection'),
      'others-data': s('cannot.others-data'),
    },
    prescriber: s('prescriber'),
    doctor: (contact, dashboard) => s('doctor', { contact, dashboard }),
    canHelp: s('canHelp'),
    contactUs: s('contactUs'),
  };
}

const TEXTS = Object.fromEntries(LOCALES.map((language) => [language, textsIn(language)])) as Record<Locale, ReplyTexts>;

/** The guidance's first paragraph, which needs no number: sent the moment the screen has spoken (issue 50). */
export const safetyOpening = (kind: 'emergency' | 'self-harm', language: Locale): string =>
  kind === 'emergency' ? TEXTS[language].emergency.seekCare : TEXTS[language].selfHarm.notAlone;

/**
 * The reply to a message describing an emergency, with the emergency numbers of the staff-maintained table (their
 * countries named, and put in alphabetical order, in the reply's language); after them, for a poisoning or an overdose,
 * the patient's country's crisis lines (`crisisLines`): it may not have been an accident.
 */
export function emergencyReply(
  numbers: readonly EmergencyNumber[],
  language: Locale = 'en',
  crisisLines: readonly CrisisLine[] = [],
): string {
  const texts = TEXTS[language].emergency;
  const lines = [texts.seekCare, texts.call];
  const listed = <T extends { country: string }>(rows: readonly T[], say: (row: T) => string) =>
    rows
      .map((row) => ({ country: countryIn(language, row.country), said: say(row) }))
      .sort((a, b) => a.country.localeCompare(b.country, language))
      .map(({ country, said }) => `- ${country}: ${said}`);
  if (numbers.length > 0) lines.push([texts.numbers, ...listed(numbers, (n) => n.number)].join('\n'));
  if (crisisLines.length > 0) lines.push([texts.notAccident, ...listed(crisisLines, (l) => `${l.name} ${l.number}`)].join('\n'));
  lines.push(texts.notHere);
  return lines.join('\n\n');
}

/**
 * The reply to a message about self-harm or suicide: to the person first (they are not alone, a crisis line now), then
 * the numbers per country — its crisis lines and its emergency number, so that a country without a known crisis line
 * still has a number — and what to do in immediate danger. Countries are named, and put in alphabetical order, in the reply's language.
 */
export function selfHarmReply(lines: readonly CrisisLine[], numbers: readonly EmergencyNumber[], language: Locale = 'en'): string {
  const texts = TEXTS[language].selfHarm;
  const byCountry = new Map<string, { country: string; lines: string[]; emergency?: string }>();
  const entry = (country: string) => {
    const key = country.trim().toLowerCase();
    const found = byCountry.get(key) ?? { country, lines: [] };
    byCountry.set(key, found);
    return found;
  };
  // Staff write a line's name and notes in English: beside one country's numbers they help, but a reply in another
  // language listing every country's (the patient's is not known) would read as English; there each line is named in it.
  const named = language === 'en' || new Set(lines.map((l) => l.country.trim().toLowerCase())).size <= 1;
  for (const line of lines)
    entry(line.country).lines.push(
      named ? `${line.name} ${line.number}${line.notes ? ` (${line.notes})` : ''}` : `${texts.line} ${line.number}`,
    );
  for (const { country, number } of numbers) entry(country).emergency = `${texts.emergency} ${number}`;
  const list = [...byCountry.values()]
    .map((entry) => ({ ...entry, country: countryIn(language, entry.country) }))
    .sort((a, b) => a.country.localeCompare(b.country, language))
    .map(({ country, lines: crisis, emergency }) => `- ${country}: ${[crisis.join(', '), emergency].filter(Boolean).join(' · ')}`);
  return [texts.notAlone, texts.reachOut, ...(list.length > 0 ? [[texts.numbers, ...list].join('\n')] : []), texts.danger].join('\n\n');
}

/**
 * The reply to a request for a diagnosis, a dose, a change of medicine or a prescription, an attempt to get past the
 * assistant's rules, or a request for someone else's data. A question about one's own medicine goes to the doctor who
 * prescribed it; the other requests for medical judgement to a doctor through our free consultation.
 */
export function refusalReply(kind: RefusalKind, language: Locale = 'en'): string {
  const texts = TEXTS[language];
  // An attempt on the rules or a request for someone else's data gets its own words and no talk of doctors.
  if (kind === 'injection' || kind === 'others-data') return [texts.cannot[kind], texts.canHelp].join('\n\n');
  const next =
    kind === 'medication' ? texts.prescriber : texts.doctor(localizedPath(language, '/contact'), localizedPath(language, '/dashboard'));
  return [texts.cannot[kind], next, texts.canHelp].join('\n\n');
}

/** The refusal's source: our contact page, titled in the patient's language (the site links it in the page's language). */
export const refusalSource = (language: Locale = 'en'): AiSource => ({ title: TEXTS[language].contactUs, url: '/contact' });
