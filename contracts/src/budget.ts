/**
 * A budget as patients type it (issue 29): "$20k", "20,000 USD", "USD 20000", "RM 30,000", "30000 ringgit",
 * "₦5,000,000", "KES 500k", "between 10k and 15k", "moins de 20 000 €", "elfu 500 za Kenya"… and the
 * assessment's ranges ("$5,000 - $15,000"). Only the reading lives here: the amount and the currency written.
 * Converting to US dollars needs staff's exchange rates, which the API holds.
 */

/** The most a patient will spend, in the currency they wrote it in (an ISO 4217 code, e.g. 'MYR'). */
export interface BudgetAmount {
  amount: number;
  currency: string;
}

/*
 * How currencies are written, by ISO code: codes, symbols, names in the site's languages. Symbols match
 * anywhere; words and codes only as whole words. The default, when none is written, is USD (the site's prices
 * are in US dollars and the form's example is). Currencies the site has no rates for (EUR, GBP) are still read,
 * so that the API can say it could not convert them rather than read euros as dollars.
 */
const CURRENCY_WORDS: Record<string, string[]> = {
  USD: [
    'us$',
    'usd',
    'us dollars',
    'us dollar',
    'dollars us',
    'dollars',
    'dollar',
    'dollars americains',
    'dola',
    'dola za kimarekani',
    'دولار',
    'دولارات',
    '$',
  ],
  MYR: ['rm', 'myr', 'ringgit', 'ringgits', 'ringgit malaisien', 'ringgits malaisiens', 'رينغيت'],
  NGN: ['₦', 'ngn', 'naira', 'nairas', 'نيرة', 'نايرا'],
  KES: [
    'kes',
    'ksh',
    'kshs',
    'kenyan shillings',
    'kenyan shilling',
    'shillings kenyans',
    'shilling kenyan',
    'shilingi za kenya',
    'shilingi ya kenya',
    'za kenya',
    'شلن كيني',
  ],
  GHS: ['ghs', 'gh₵', '₵', 'cedi', 'cedis', 'ghana cedis', 'سيدي'],
  ZAR: ['zar', 'rand', 'rands', 'راند'],
  EGP: ['egp', 'e£', 'egyptian pounds', 'egyptian pound', 'livres egyptiennes', 'livre egyptienne', 'جنيه', 'جنيه مصري', 'جنيهات'],
  ETB: ['etb', 'birr', 'birrs', 'بير', 'بر'],
  UGX: [
    'ugx',
    'ush',
    'ushs',
    'ugandan shillings',
    'ugandan shilling',
    'shillings ougandais',
    'shilling ougandais',
    'shilingi za uganda',
    'za uganda',
  ],
  TZS: [
    'tzs',
    'tsh',
    'tshs',
    'tanzanian shillings',
    'tanzanian shilling',
    'shillings tanzaniens',
    'shilling tanzanien',
    'shilingi za tanzania',
    'za tanzania',
  ],
  MAD: ['mad', 'dh', 'dhs', 'dirhams marocains', 'dirham marocain', 'درهم مغربي'],
  AED: ['aed', 'dirhams emiratis', 'emirati dirhams', 'درهم اماراتي'],
  DZD: ['dzd', 'dinars algeriens', 'dinar algerien', 'algerian dinars', 'دينار جزائري'],
  TND: ['tnd', 'dinars tunisiens', 'dinar tunisien', 'tunisian dinars', 'دينار تونسي'],
  SAR: ['sar', 'saudi riyals', 'saudi riyal', 'riyals saoudiens', 'ريال سعودي'],
  // Names several countries' currencies share (`SHARED_CURRENCIES`): the patient's own, found where they live.
  SHILLING: ['shillings', 'shilling', 'shilingi', 'sh', 'shs', 'شلن', 'bob'],
  DINAR: ['dinar', 'dinars', 'دينار', 'دنانير'],
  // Centimes after a sum with no currency beside it (« 41 millions et demi de centimes »): the dinar or dirham of those
  // who count in them, never dollars.
  CENTIME: ['centimes', 'centime', 'سنتيم', 'سانتيم', 'santim'],
  DIRHAM: ['dirham', 'dirhams', 'درهم', 'دراهم'],
  RIYAL: ['riyal', 'riyals', 'rial', 'rials', 'ريال', 'ريالات'],
  RUPEE: ['rupees', 'rupee', 'rs', 'روبية', 'روبيه', 'روبيات'],
  BDT: ['bdt', 'taka', 'tk', '৳', 'bangladeshi taka'],
  PKR: ['pkr', 'pakistani rupees', 'pakistani rupee'],
  INR: ['inr', 'indian rupees', 'indian rupee', '₹'],
  LKR: ['lkr', 'sri lankan rupees', 'sri lankan rupee'],
  NPR: ['npr', 'nepali rupees', 'nepalese rupees'],
  // In French, rupees are the patient's own like every shared name, but most often Mauritius's (`SHARED_CURRENCIES`).
  ROUPIE: ['roupies', 'roupie'],
  MUR: ['mur', 'mauritian rupees', 'roupies mauriciennes', 'roupie mauricienne'],
  RWF: [
    'rwf',
    'frw',
    'rwandan francs',
    'rwandan franc',
    'francs rwandais',
    'franc rwandais',
    'faranga za rwanda',
    'faranga ya rwanda',
    'za rwanda',
  ],
  BIF: ['bif', 'burundian francs', 'francs burundais', 'franc burundais', 'faranga za burundi', 'za burundi'],
  CDF: ['cdf', 'congolese francs', 'francs congolais', 'franc congolais', 'faranga za kongo', 'franka za kongo', 'za kongo'],
  // West African CFA francs (the Central African franc is written the same way; neither has a staff rate).
  XOF: ['xof', 'francs cfa bceao', 'franc cfa bceao'],
  XAF: ['xaf', 'francs cfa beac', 'franc cfa beac'],
  // The West and Central African CFA francs are both written "FCFA": whose, the patient's country says.
  CFA: ['fcfa', 'f cfa', 'cfa', 'francs cfa', 'franc cfa', 'سيفا'],
  EUR: ['€', 'eur', 'euro', 'euros', 'يورو'],
  GBP: ['£', 'gbp', 'pounds sterling', 'pound sterling', 'livres sterling', 'british pounds'],
};

/**
 * Words that are a currency only right beside an amount ("800k bob", "milioni 20 za Uganda", « ٣٠٠ ألف بر »): elsewhere
 * they are a name (Bob), a place (Uganda's hospitals) or a word (« بر », land).
 */
const BESIDE_AN_AMOUNT_ONLY = new Set(['bob', 'za uganda', 'za kenya', 'za tanzania', 'بر', 'taka', 'tk']);

/** The countries that pay in rupees, and theirs. */
const RUPEE_COUNTRIES = { India: 'INR', Pakistan: 'PKR', Nepal: 'NPR', 'Sri Lanka': 'LKR', Mauritius: 'MUR', Seychelles: 'SCR' };

/**
 * A currency name several countries share: the patient's own, by the country they live in (its English name, as the
 * contact form and staff's tables give it), else `otherwise` — the one most patients writing it mean (the site's
 * patients live in Kenya, Algeria, Morocco; a Gulf riyal is most often Saudi). The reply shows the currency it read.
 */
export const SHARED_CURRENCIES: Record<string, { byCountry: Record<string, string>; otherwise: string }> = {
  SHILLING: { byCountry: { Kenya: 'KES', Uganda: 'UGX', Tanzania: 'TZS', Somalia: 'SOS' }, otherwise: 'KES' },
  DINAR: {
    byCountry: { Algeria: 'DZD', Tunisia: 'TND', Libya: 'LYD', Jordan: 'JOD', Kuwait: 'KWD', Iraq: 'IQD', Bahrain: 'BHD' },
    otherwise: 'DZD',
  },
  DIRHAM: { byCountry: { Morocco: 'MAD', 'United Arab Emirates': 'AED' }, otherwise: 'MAD' },
  CENTIME: { byCountry: { Algeria: 'DZD', Morocco: 'MAD' }, otherwise: 'DZD' },
  RIYAL: { byCountry: { 'Saudi Arabia': 'SAR', Qatar: 'QAR', Oman: 'OMR', Yemen: 'YER' }, otherwise: 'SAR' },
  RUPEE: { byCountry: RUPEE_COUNTRIES, otherwise: 'INR' },
  // Written in French, by patients of Mauritius or the Seychelles: those of India or Pakistan write English.
  ROUPIE: { byCountry: RUPEE_COUNTRIES, otherwise: 'MUR' },
  CFA: {
    byCountry: Object.fromEntries([
      ...['Cameroon', 'Gabon', 'Chad', 'Central African Republic', 'Congo - Brazzaville', 'Equatorial Guinea'].map((c) => [c, 'XAF']),
      ...['Senegal', 'Côte d’Ivoire', 'Mali', 'Burkina Faso', 'Benin', 'Togo', 'Niger', 'Guinea-Bissau'].map((c) => [c, 'XOF']),
    ]),
    otherwise: 'XOF',
  },
};

/** The currency a shared name means for a patient living in `country` (`SHARED_CURRENCIES`); any other code as it is. */
export function sharedCurrencyOf(currency: string, country: string | null | undefined): string {
  const shared = SHARED_CURRENCIES[currency];
  return shared ? (country && shared.byCountry[country]) || shared.otherwise : currency;
}

/** Multipliers written after a number ("20k", "5 million", "٢٠ ألف") or, in Swahili, before it ("elfu 20", "milioni 5"). */
const AFTER: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  mille: 1e3,
  ألف: 1e3,
  آلاف: 1e3,
  m: 1e6,
  mn: 1e6,
  mio: 1e6,
  million: 1e6,
  millions: 1e6,
  مليون: 1e6,
  // South Asian units: a lakh is 100,000, a crore ten million.
  lakh: 1e5,
  lakhs: 1e5,
  lac: 1e5,
  lacs: 1e5,
  crore: 1e7,
  crores: 1e7,
  // Swahili's units also come after the number as often as before it ("Ugx 10 milioni", "500 elfu").
  milioni: 1e6,
  elfu: 1e3,
};
const BEFORE: Record<string, number> = { elfu: 1e3, laki: 1e5, milioni: 1e6 };

/** Amounts written in words alone ("a million", « مليون ونص », "milioni mbili"): the amount and its unit (for "and a half"). */
const WORD_AMOUNTS: Record<string, [number, number]> = {
  'a million': [1e6, 1e6],
  'one million': [1e6, 1e6],
  'half a million': [5e5, 1e6],
  'a thousand': [1e3, 1e3],
  'un million': [1e6, 1e6],
  'deux millions': [2e6, 1e6],
  'un demi million': [5e5, 1e6],
  'nusu milioni': [5e5, 1e6],
  مليون: [1e6, 1e6],
  مليونين: [2e6, 1e6],
  مليونان: [2e6, 1e6],
  'نص مليون': [5e5, 1e6],
  'نصف مليون': [5e5, 1e6],
  ألف: [1e3, 1e3],
  ألفين: [2e3, 1e3],
};

/** Swahili's units before a number written in words too: "laki tano" is 500,000, "elfu kumi" 10,000, "milioni mbili" 2 million. */
const SWAHILI_NUMBERS = ['moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa', 'kumi'];
for (const [unit, value] of Object.entries(BEFORE))
  SWAHILI_NUMBERS.forEach((word, i) => (WORD_AMOUNTS[`${unit} ${word}`] = [(i + 1) * value, value]));

/**
 * Hundredths of the currency after an amount: Algerians count in centimes (« 111 millions de centimes », « ١٧٠ مليون
 * سنتيم » are 1,110,000 and 1,700,000 dinars).
 */
const CENTIMES = /^\s?(?:\(?\s?(?:de |en |d[e']\s?)?)(?:centimes|centime|cts|سنتيم|سانتيم|santim)(?![\p{L}])/u;

/** What joins the parts of one sum ("two million and five hundred thousand"). */
const AND = /^\s*(?:and|et|na|و)\s*$/u;

/** "And a half" after an amount's unit: « مليون ونص » is a million and a half. */
const AND_A_HALF = /^\s?(?:and a half|et demi|na nusu|و\s?نصف?)(?![\p{L}])/u;

/** Words saying the amount is a floor, not a ceiling: "Over $50,000" has no maximum. */
const AT_LEAST =
  /(?:^|[^\p{L}])(?:over|above|more than|at least|minimum|min|from|starting at|plus de|au moins|au-dessus de|a partir de|zaidi ya|angalau|kuanzia|أكثر من|اكثر من|على الأقل|فوق)\s*$/u;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lower case, accents off, Arabic-Indic digits as ASCII, no-break spaces as spaces. */
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u00a0\u202f\u2009]/g, ' ');
}

const isSymbol = (word: string) => !/\p{L}/u.test(word);

/** Every currency mention: symbols anywhere, words whole; longer spellings first ("us$" before "$"). */
const CURRENCY_PATTERN = new RegExp(
  Object.values(CURRENCY_WORDS)
    .flat()
    .map(fold)
    .sort((a, b) => b.length - a.length)
    .map((word) => (isSymbol(word) ? escape(word) : `(?<![\\p{L}])${escape(word)}(?![\\p{L}])`))
    .join('|') +
    // The South African rand's "R" only right before a number ("R 20 000"); the naira's "N" (as Nigerians type ₦) only
    // before a sum: thousands or a multiplier ("N20m", "N 500k", "N2,000,000"), not "N95" (a mask).
    '|(?<![\\p{L}])r(?=\\s?\\d)' +
    `|(?<![\\p{L}])n(?=\\s?(?:\\d{4,}|\\d{1,3}(?:[,.' ]\\d{3})+|\\d+(?:[.,]\\d+)?\\s?(?:k|m|mn|million|millions)(?![\\p{L}])))`,
  'gu',
);
/** The currencies written as one letter right before the amount (CURRENCY_PATTERN's last two). */
const LETTER_BEFORE_A_SUM: Record<string, string> = { r: 'ZAR', n: 'NGN' };
const MULTIPLIER_AFTER = new Map(Object.entries(AFTER).map(([word, factor]) => [fold(word), factor]));
const AFTER_PATTERN = new RegExp(
  `^\\s?(${[...MULTIPLIER_AFTER.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}])`,
  'u',
);
const WORD_AMOUNT_OF = new Map(Object.entries(WORD_AMOUNTS).map(([words, value]) => [fold(words), value]));
/** A word amount, unless a number is written before it ("2 million" is read as a number with its multiplier). */
const WORD_AMOUNT_PATTERN = new RegExp(
  `(?<!\\p{L})(?<!\\d\\s?)(${[...WORD_AMOUNT_OF.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}])`,
  'gu',
);
const CURRENCY_OF = new Map(Object.entries(CURRENCY_WORDS).flatMap(([code, words]) => words.map((w) => [fold(w), code] as const)));

/** A number as written: "20,000", "20 000", "20.000", "1.5", "1,5", "20000". */
const NUMBER = /\d(?:[\d,.' ’]*\d)?/g;

/** "20,000" → 20000, "20.000" → 20000, "1.5" → 1.5, "1,5" → 1.5, "5 000 000" → 5000000. */
function numberOf(written: string): number {
  const groups = written.split(/[,.' ’]/);
  if (groups.length === 1) return Number(written);
  const [first, ...rest] = groups;
  // Groups of three after the first: thousands separators, whatever the character.
  if (rest.every((g) => g.length === 3) && first!.length <= 3) return Number(groups.join(''));
  // One separator before one or two digits: a decimal point or comma.
  if (rest.length === 1 && rest[0]!.length <= 2) return Number(`${first}.${rest[0]}`);
  return Number(groups.join(''));
}

/** Where a piece of the text is. */
interface Span {
  start: number;
  end: number;
}

interface Found extends Span {
  amount: number;
}

/**
 * The most the patient will spend, as written (`BudgetAmount`), or null when the text sets no maximum: nothing
 * given, no amount ("Cost is not a concern"), or a floor only ("Over $50,000"). Of several amounts (a range) the
 * largest counts; an amount takes the currency written next to it, else the one written elsewhere in the text,
 * else US dollars — unless `currencyRequired`, when a text naming no currency has no amount.
 */
export function parseBudget(text: string | null | undefined, options: { currencyRequired?: boolean } = {}): BudgetAmount | null {
  if (!text) return null;
  const folded = fold(text);
  const written = [...folded.matchAll(CURRENCY_PATTERN)].map((m) => ({
    code: CURRENCY_OF.get(m[0]) ?? LETTER_BEFORE_A_SUM[m[0]]!,
    start: m.index,
    end: m.index + m[0].length,
    besideOnly: BESIDE_AN_AMOUNT_ONLY.has(m[0]),
  }));
  // In a chat, a number without a currency is as often an age, a weight or a count of years as an amount.
  if (options.currencyRequired && !written.length) return null;
  const amounts: Found[] = [];
  for (const m of folded.matchAll(NUMBER)) {
    let amount = numberOf(m[0].replace(/[,.' ’]+$/, ''));
    let end = m.index + m[0].length;
    const after = AFTER_PATTERN.exec(folded.slice(end));
    if (after) {
      const unit = MULTIPLIER_AFTER.get(after[1]!)!;
      amount *= unit;
      end += after[0].length;
      const half = AND_A_HALF.exec(folded.slice(end));
      if (half) {
        amount += unit / 2;
        end += half[0].length;
      }
    }
    const centimes = CENTIMES.exec(folded.slice(end));
    if (centimes) {
      amount /= 100;
      end += centimes[0].length;
    }
    const before = /(?:^|[^\p{L}])(elfu|laki|milioni)\s+$/u.exec(folded.slice(0, m.index));
    if (before) amount *= BEFORE[before[1]!]!;
    if (Number.isFinite(amount) && amount > 0)
      amounts.push({ amount, start: before ? m.index - before[0].trimStart().length : m.index, end });
  }
  for (const m of folded.matchAll(WORD_AMOUNT_PATTERN)) {
    const [value, unit] = WORD_AMOUNT_OF.get(m[1]!)!;
    let end = m.index + m[0].length;
    const half = AND_A_HALF.exec(folded.slice(end));
    if (half) end += half[0].length;
    amounts.push({ amount: value + (half ? unit / 2 : 0), start: m.index, end });
  }
  amounts.sort((a, b) => a.start - b.start);
  // An amount in brackets right after another says the same sum again, in other words or units (« 1 110 000 DA (111
  // millions) »): it is no end of a range.
  const restated = (found: Found, i: number) => i > 0 && /^[\s\p{L}.]*\(\s*$/u.test(folded.slice(amounts[i - 1]!.end, found.start));
  const stated = amounts.filter((found, i) => !restated(found, i));
  // Millions and then thousands joined by "and" are one sum (« مليون و٧٠٠ ألف », "milioni 2 na laki 5"), not a range.
  const sums = stated.reduce<Found[]>((joined, found) => {
    const last = joined.at(-1);
    const and = last && AND.test(folded.slice(last.end, found.start));
    if (last && and && last.amount % 1e6 === 0 && found.amount < 1e6)
      joined[joined.length - 1] = { ...last, amount: last.amount + found.amount, end: found.end };
    else joined.push(found);
    return joined;
  }, []);
  const beside = (c: Span, found: Span) =>
    (c.end <= found.start && /^[\s-]*$/.test(folded.slice(c.end, found.start))) ||
    (c.start >= found.end && /^[\s.]*$/.test(folded.slice(found.end, c.start)));
  const currencies = written.filter((c) => !c.besideOnly || sums.some((a) => beside(c, a)));
  if (options.currencyRequired && !currencies.length) return null;
  if (!sums.length) return null;
  // The words before a lone amount, currencies blanked out: "at least RM 10,000" is a floor.
  const words = folded.replace(CURRENCY_PATTERN, (currency) => ' '.repeat(currency.length));
  if (sums.length === 1 && AT_LEAST.test(words.slice(0, sums[0]!.start))) return null;
  /**
   * The currency written right before or after an amount (spaces and signs between), else the text's first; a name
   * several countries share gives way to one of its countries' codes written elsewhere ("2 crore rupees PKR").
   */
  const currencyOf = (found: Found): string => {
    const written = currencies.find((c) => beside(c, found)) ?? currencies[0];
    const shared = written && SHARED_CURRENCIES[written.code];
    const precise = shared && currencies.find((c) => Object.values(shared.byCountry).includes(c.code));
    return (precise ?? written)?.code ?? 'USD';
  };
  const currency = currencyOf(sums[0]!);
  const sameCurrency = sums.filter((a) => currencyOf(a) === currency);
  return { amount: Math.max(...sameCurrency.map((a) => a.amount)), currency };
}
