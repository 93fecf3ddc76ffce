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
  NGN: ['₦', 'ngn', 'naira', 'nairas', 'نيرة'],
  KES: ['kes', 'ksh', 'kshs', 'kenyan shillings', 'kenyan shilling', 'shillings kenyans', 'shilingi za kenya', 'shilingi ya kenya'],
  GHS: ['ghs', 'gh₵', '₵', 'cedi', 'cedis', 'ghana cedis'],
  ZAR: ['zar', 'rand', 'rands'],
  EGP: ['egp', 'e£', 'egyptian pounds', 'egyptian pound', 'livres egyptiennes', 'livre egyptienne', 'جنيه', 'جنيه مصري', 'جنيهات'],
  ETB: ['etb', 'birr', 'birrs'],
  UGX: ['ugx', 'ush', 'ushs', 'ugandan shillings', 'ugandan shilling', 'shilingi za uganda'],
  TZS: ['tzs', 'tsh', 'tshs', 'tanzanian shillings', 'tanzanian shilling', 'shilingi za tanzania'],
  MAD: ['mad', 'dh', 'dhs', 'dirham', 'dirhams', 'dirhams marocains', 'درهم', 'دراهم'],
  DZD: ['dzd', 'dinar', 'dinars', 'dinars algeriens', 'dinar algerien', 'دينار', 'دنانير'],
  EUR: ['€', 'eur', 'euro', 'euros', 'يورو'],
  GBP: ['£', 'gbp', 'pounds sterling', 'pound sterling', 'livres sterling', 'british pounds'],
};

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
};
const BEFORE: Record<string, number> = { elfu: 1e3, laki: 1e5, milioni: 1e6 };

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
    // The South African rand's "R" only right before a number ("R 20 000").
    '|(?<![\\p{L}])r(?=\\s?\\d)',
  'gu',
);
const MULTIPLIER_AFTER = new Map(Object.entries(AFTER).map(([word, factor]) => [fold(word), factor]));
const AFTER_PATTERN = new RegExp(
  `^\\s?(${[...MULTIPLIER_AFTER.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}])`,
  'u',
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

interface Found {
  amount: number;
  start: number;
  end: number;
}

/**
 * The most the patient will spend, as written (`BudgetAmount`), or null when the text sets no maximum: nothing
 * given, no amount ("Cost is not a concern"), or a floor only ("Over $50,000"). Of several amounts (a range) the
 * largest counts; an amount takes the currency written next to it, else the one written elsewhere in the text,
 * else US dollars.
 */
export function parseBudget(text: string | null | undefined): BudgetAmount | null {
  if (!text) return null;
  const folded = fold(text);
  const currencies = [...folded.matchAll(CURRENCY_PATTERN)].map((m) => ({
    code: CURRENCY_OF.get(m[0]) ?? 'ZAR',
    start: m.index,
    end: m.index + m[0].length,
  }));
  const amounts: Found[] = [];
  for (const m of folded.matchAll(NUMBER)) {
    let amount = numberOf(m[0].replace(/[,.' ’]+$/, ''));
    let end = m.index + m[0].length;
    const after = AFTER_PATTERN.exec(folded.slice(end));
    if (after) {
      amount *= MULTIPLIER_AFTER.get(after[1]!)!;
      end += after[0].length;
    }
    const before = /(?:^|[^\p{L}])(elfu|laki|milioni)\s+$/u.exec(folded.slice(0, m.index));
    if (before) amount *= BEFORE[before[1]!]!;
    if (Number.isFinite(amount) && amount > 0)
      amounts.push({ amount, start: before ? m.index - before[0].trimStart().length : m.index, end });
  }
  if (!amounts.length) return null;
  // The words before a lone amount, currencies blanked out: "at least RM 10,000" is a floor.
  const words = folded.replace(CURRENCY_PATTERN, (currency) => ' '.repeat(currency.length));
  if (amounts.length === 1 && AT_LEAST.test(words.slice(0, amounts[0]!.start))) return null;
  /** The currency written right before or after an amount (spaces and signs between), else the text's first. */
  const currencyOf = (found: Found): string => {
    const adjacent = currencies.find(
      (c) =>
        (c.end <= found.start && /^[\s-]*$/.test(folded.slice(c.end, found.start))) ||
        (c.start >= found.end && /^[\s.]*$/.test(folded.slice(found.end, c.start))),
    );
    return (adjacent ?? currencies[0])?.code ?? 'USD';
  };
  const currency = currencyOf(amounts[0]!);
  const sameCurrency = amounts.filter((a) => currencyOf(a) === currency);
  return { amount: Math.max(...sameCurrency.map((a) => a.amount)), currency };
}
