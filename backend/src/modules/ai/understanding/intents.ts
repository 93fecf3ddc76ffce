import { parseBudget } from '@medtour/contracts';
import { normalise, phrases } from '../safety/normalise.js';
import { stem, stems, STOP_WORDS, words } from './words.js';

/*
 * What a question asks, in the four languages, read from its normalised words (safety/normalise.ts `phrases`: whole
 * words, accents and Arabic particles folded). Several can hold ("the cheapest hospital for a knee, and how long do I
 * stay?"); the answer takes the most specific first (`INTENTS` order).
 */

export type Intent =
  | 'compare'
  | 'cheapest'
  | 'best-rated'
  | 'shortest-stay'
  | 'price'
  | 'stay'
  | 'success-rate'
  | 'visa'
  | 'travel'
  | 'languages'
  | 'hospitals';

const RULES: Record<Intent, RegExp> = {
  compare: phrases([
    'compare',
    'comparison',
    'vs',
    'versus',
    'difference between',
    'which is better',
    'better',
    'or',
    'comparer',
    'comparaison',
    'difference entre',
    'mieux',
    'ou bien',
    'ou',
    'linganisha',
    'ulinganisho',
    'tofauti',
    'ipi bora',
    'au',
    'قارن',
    'مقارنه',
    'الفرق',
    'افضل ام',
    'ام',
    'او',
  ]),
  cheapest: phrases([
    'cheap(?:est|er)?',
    'lowest (?:price|cost)',
    'least expensive',
    'most affordable',
    'affordable',
    'budget option',
    'moins (?:cher|chers|chere|cheres|couteux)',
    'meilleur prix',
    'bon marche',
    'abordable',
    'nafuu(?: zaidi)?',
    'bei (?:ya )?(?:chini|nafuu|rahisi)',
    'rahisi zaidi',
    'ارخص',
    'الارخص',
    'اقل (?:سعر|تكلفه)',
    'ارخص سعر',
  ]),
  'best-rated': phrases([
    'best(?: rated)?',
    'top(?: rated)?',
    'highest rated',
    'good reviews',
    'most reputable',
    'recommend(?:ed)?',
    'meilleur(?:e|s|es)?',
    'mieux note(?:e|s)?',
    'les plus reputes?',
    'bora(?: zaidi)?',
    'nzuri zaidi',
    'inayopendekezwa',
    'افضل',
    'الافضل',
    'احسن',
  ]),
  'shortest-stay': phrases([
    'shortest(?: stay)?',
    'least time(?: away)?',
    'shortest time',
    'quickest recovery',
    'least time',
    'fewest days',
    'plus court(?:e)?',
    'moins de temps',
    'moins longtemps',
    'muda mfupi(?: zaidi)?',
    'siku chache',
    'اقصر',
    'اقل مده',
  ]),
  price: phrases([
    'price',
    'prices',
    'cost',
    'costs',
    'costing',
    'how much',
    'fees?',
    'charges?',
    'quote',
    'pay',
    'expensive',
    'usd',
    'dollars?',
    'budget',
    'prix',
    'cout',
    'couts',
    'coute',
    'combien(?! de (?:temps|jours|nuits|semaines))',
    'tarifs?',
    'frais',
    'payer',
    'bei',
    'gharama',
    'kiasi gani',
    'shilingi',
    'pesa',
    'dola',
    'سعر',
    'اسعار',
    'تكلفه',
    'تكاليف',
    'كم (?:سعر|تكلفه|يكلف|تكلف|ثمن)',
    'ثمن',
    'يكلف',
    'دولار',
  ]),
  stay: phrases([
    'how long',
    'how many (?:days|nights|weeks)',
    'stay',
    'staying',
    'duration',
    'recovery time',
    'recover',
    'days',
    'weeks',
    'combien de (?:temps|jours|nuits|semaines)',
    'duree',
    'sejour',
    'rester',
    'jours',
    'semaines',
    'convalescence',
    'muda (?:gani|wa kukaa)',
    'siku ngapi',
    'kukaa',
    'nitakaa',
    'muda',
    'wiki ngapi',
    'كم (?:يوم|يوما|ايام|اسبوع)',
    'مده',
    'الاقامه',
    'البقاء',
    'اقامه',
    'ابقى',
  ]),
  'success-rate': phrases([
    'success(?:ful)?(?: rate)?',
    'chances?',
    'outcomes?',
    'results?',
    'does it work',
    'how safe',
    'risks?',
    'taux de (?:reussite|succes)',
    'reussite',
    'succes',
    'chances',
    'kiwango cha mafanikio',
    'mafanikio',
    'inafanikiwa',
    'نسبه (?:ال)?نجاح',
    'نجاح',
    'معدل النجاح',
  ]),
  visa: phrases(['visas?', 'passports?', 'entry requirements?', 'viza', 'pasipoti', 'تاشيره', 'تاشيرات', 'جواز', 'فيزا']),
  travel: phrases([
    'flights?',
    'fly',
    'flying',
    'plane',
    'how far',
    'hours? (?:from|to)',
    'get there',
    'travel time',
    'vols?',
    'avion',
    'trajet',
    'heures de vol',
    'ndege',
    'kusafiri',
    'safari ya',
    'masaa',
    'رحله',
    'رحلات',
    'طيران',
    'الطائره',
    'السفر',
    'ساعات',
  ]),
  languages: phrases([
    'languages?',
    'speak(?:s|ing)?',
    'english speaking',
    'interpreters?',
    'translator',
    'langues?',
    'parle(?:nt)?',
    'interpretes?',
    'lugha',
    'wanazungumza',
    'mkalimani',
    'لغه',
    'اللغه',
    'اللغات',
    'يتحدث(?:ون)?',
    'تتحدث',
    'يتكلم(?:ون)?',
    'تتكلم',
    'مترجم',
  ]),
  hospitals: phrases([
    'which hospitals?',
    'what hospitals?',
    'hospitals?',
    'clinics?',
    'where',
    'who does',
    'centres?',
    'centers?',
    'quels? (?:hopitaux|hopital|cliniques?)',
    'hopitaux',
    'hopital',
    'cliniques?',
    'ou (?:faire|puis je)',
    'etablissements?',
    'hospitali(?: gani)?',
    'wapi',
    'kliniki',
    'مستشفى',
    'مستشفيات',
    'المستشفيات',
    'اين',
    'عياده',
  ]),
};

/** The intents of a question, most specific first. */
export function intentsOf(text: string): Intent[] {
  const normalised = normalise(text);
  return (Object.keys(RULES) as Intent[]).filter((intent) => RULES[intent].test(normalised));
}

/** Words that point back to what the conversation is about ("that", "there", « ça », "huko", "هناك"). */
const BACK_REFERENCES = phrases([
  'that',
  'it',
  'there',
  'this',
  'same',
  'them',
  'those',
  'and',
  'what about',
  'how about',
  'also',
  'ca',
  'cela',
  'la bas',
  'y',
  'et',
  'aussi',
  'le meme',
  'pour ca',
  'hiyo',
  'hii',
  'huko',
  'hapo',
  'pia',
  'na',
  'ذلك',
  'هذا',
  'هناك',
  'هنالك',
  'نفس',
  'وماذا عن',
  'ايضا',
]);

export const refersBack = (text: string): boolean => BACK_REFERENCES.test(normalise(text));

/** Words of a procedure or a medical treatment: a question naming one that is not ours asks about something we lack. */
const PROCEDURE = phrases([
  'transplants?',
  'transplantation',
  'surgery',
  'surgeries',
  'operation',
  'operations',
  'op',
  'implants?',
  'removal',
  'therapy',
  'procedure',
  'replacement',
  'repair',
  'reconstruction',
  'stem cells?',
  'dialysis',
  'chemo',
  'radiotherapy',
  '[a-z]+ectomy',
  '[a-z]+plasty',
  'greffe',
  'transplantation',
  'chirurgie',
  'operation',
  'therapie',
  'ablation',
  'intervention',
  'upasuaji',
  'kupandikiza',
  'kupandikizwa',
  'kuondoa',
  'زراعه',
  'زرع',
  'جراحه',
  'عمليه',
  'استئصال',
  'غسيل',
]);

export const namesAProcedure = (text: string): boolean => PROCEDURE.test(normalise(text));

/** Words of a question that name no subject: people, politeness, time, travel plans (four languages). */
const FILLER = new Set(
  stems(
    'want need know tell about please hello would like looking have has mum mom mother father dad wife husband son daughter ' +
      'sister brother child children baby years year old also much many there here info information option options possible available ' +
      'done doing some someone going patient patients doctor doctors family country abroad home next month soon really good thanks thank ' +
      'get getting find help cost costs price prices much long take takes does will can could should would ' +
      'veux voudrais besoin savoir merci bonjour mere pere femme mari fils fille enfant ans annee aussi possible faire fait ' +
      'medecin famille pays prochain mois bien aide trouver pouvez ' +
      'nataka ningependa nahitaji kujua tafadhali habari mama baba mke mume mtoto watoto miaka mwaka pia sana asante msaada ' +
      'daktari familia nchi mwezi ujao kupata kufanya ' +
      'اريد احتاج اعرف من فضلك مرحبا امي ابي زوجتي زوجي ابني ابنتي طفل سنه عمر ايضا شكرا مساعده طبيب عائله بلد الشهر القادم',
  ),
);

/**
 * Whether a question names something beyond what we know (`knows`: our treatments, specialties, places, hospitals)
 * once the words of its intents, procedures and politeness are set aside: "kidney transplant" names a kidney.
 */
export function unknownSubject(text: string, knows: (stem: string) => boolean): boolean {
  let rest = normalise(text);
  for (const rule of [...Object.values(RULES), PROCEDURE, BACK_REFERENCES]) rest = rest.replace(new RegExp(rule.source, 'gu'), ' ');
  return words(rest).some((word) => {
    if (word.length < 4 || STOP_WORDS.has(word) || /\d/.test(word)) return false;
    const stemmed = stem(word);
    return !FILLER.has(stemmed) && !knows(stemmed);
  });
}

/** Words that set aside what was named before them ("forget the hip, it's my knee"): the last one named counts. */
const CORRECTION = phrases([
  'forget',
  'not the',
  'instead',
  'rather',
  'actually',
  'i mean',
  'oublie[zr]?',
  'plutot',
  'en fait',
  'pas (?:la|le)',
  'sahau',
  'badala ya',
  'si (?:nyonga|goti)',
  'انس[يى]?',
  'بدلا',
  'بل',
]);

export const correctsItself = (text: string): boolean => CORRECTION.test(normalise(text));

/** Languages a patient may ask hospital staff to speak, by the name hospitals list them under. */
const SPOKEN: Record<string, RegExp> = {
  English: phrases(['english', 'anglais', 'kiingereza', 'الانجليزيه', 'الانكليزيه', 'انجليزي']),
  French: phrases(['french', 'francais', 'kifaransa', 'الفرنسيه', 'فرنسي']),
  Arabic: phrases(['arabic', 'arabe', 'kiarabu', 'العربيه', 'عربي']),
  Swahili: phrases(['swahili', 'kiswahili', 'souahili', 'swahili', 'السواحيليه', 'سواحيلي']),
};

/** The language a question asks hospital staff to speak, if it names one. */
export function spokenLanguageOf(text: string): string | null {
  const normalised = normalise(text);
  return Object.entries(SPOKEN).find(([, rule]) => rule.test(normalised))?.[0] ?? null;
}

/** A budget written in US dollars ("$8k", "2800 dollars", "20,000 usd"): other currencies need rates the chat does not apply. */
const DOLLARS = /\$|\busd\b|\bdollars?\b|\bdola\b|دولار/iu;

export function dollarBudgetOf(text: string): number | null {
  if (!DOLLARS.test(text)) return null;
  const budget = parseBudget(text);
  return budget?.currency === 'USD' ? budget.amount : null;
}

/** The stems of a question's words that say what it is about: no stop words, no filler, nothing shorter than three letters. */
export const contentStems = (text: string): string[] =>
  words(text)
    .filter((w) => w.length >= 3 && !STOP_WORDS.has(w))
    .map(stem)
    .filter((w) => !FILLER.has(w));
