import { fold, normalise } from '../../understanding/index.js';
import { DRUG } from './medicines.js';

/*
 * The last check on a model's answer before a patient sees it: the prompt tells the model not to dose, diagnose,
 * prescribe or link elsewhere, and this makes sure. It errs towards rejecting — a rejected answer is replaced by the
 * built-in engine's, never shown — so it matches the shapes of such statements (the model's sentences, which follow
 * its instructions' register), not their intent: patients' messages are read by the NLU (nlu/), never by patterns.
 * The fixed replies (replies.ts) pass it.
 */

/** Arabic writes "and", "with", "for", "the" onto the next word (والألم, بالسرطان): a phrase may start inside a word after them. */
const ARABIC_PREFIX = '(?:[\u0648\u0641]?(?:\u0628\u0627\u0644|\u0643\u0627\u0644|\u0644\u0644|\u0627\u0644|\u0628|\u0644|\u0643)?)';

/**
 * One regular expression for a list of phrase patterns written against `normalise`d text, matched as whole words.
 * Non-ASCII letters may be written naturally (« à », أ, ة): they are folded like the text, ASCII regex syntax is left alone.
 */
function phrases(patterns: readonly string[]): RegExp {
  const body = patterns.map((pattern) => pattern.replace(/[^\x20-\x7e]+/g, fold)).join('|');
  return new RegExp(`(?<=^| )${ARABIC_PREFIX}(?:${body})(?= |$)`, 'u');
}

/** Up to `n` whole words between two parts of a phrase pattern. */
const upTo = (n: number): string => `(?:[^ ]+ ){0,${n}}`;

export type OutputCheck = { ok: true } | { ok: false; reason: 'dose' | 'diagnosis' | 'prescription' | 'external-link' };

const NUMBER = '(?:\\d+|one|two|three|four|five|six|half|half a|a half|one and a half|a|an)';
const FORM = '(?:tablets?|pills?|capsules?|caplets?|drops?|puffs?|sachets?|teaspoons?|tablespoons?|spoonfuls?|doses?)';

const DOSE = phrases([
  // An amount in a unit medicines are measured in: "500mg", "5 ml", "10 mcg" (normalised "2.5 mg" reads "2 5 mg").
  '\\d+ ?(?:mg|mgs|milligrams?|mcg|µg|ug|micrograms?|ml|mls|millilit(?:re|er)s?|iu)',
  `\\d+ ${FORM}`,
  `(?:take|taking|takes|give|use|swallow|inject) ${NUMBER} ${upTo(1)}${FORM}`,
  '\\d+ (?:units?|doses?|injections?) (?:per|a|each|every) (?:dose|day|hour|hours|week|meal)',
  '\\d+ units? (?:daily|twice|once)',
  `(?:take|taking|takes|use|apply|inject) ${upTo(4)}(?:(?:once|twice|three times|four times|\\d+ times) (?:a|per|each|every) day|daily|every \\d+ hours)`,
  '(?:maximum|max|recommended|usual|daily|starting|typical|correct|right) (?:daily )?(?:dose|dosage)',
  '(?:dose|dosage) (?:is|of|for) (?:\\d+|one|two|about|around|up to)',
  '\\d+ (?:comprimés?|cachets?|gélules?|gouttes|sachets?)',
  // « prenez 2 comprimés », not « prenez rendez-vous ».
  `prenez (?:\\d+|un|une|deux|trois) ${upTo(1)}(?:comprimés?|cachets?|gélules?|gouttes?|sachets?|doses?|cuillères?)`,
  '\\d+ (?:ملغ|مغ|ملغم|مليغرام|مل|حبة|حبات|أقراص|قرص)',
  '(?:vidonge|kidonge) (?:\\d+|viwili|vitatu|vinne|kimoja)',
]);

const DISEASE =
  '(?:diseases?|infections?|syndromes?|disorders?|cancer|carcinoma|tumou?rs?|diabetes|hypertension|fracture|ulcer|hernia|cyst|' +
  'deficiency|an(?:a)?emia|stroke|heart attack|migraine|depression|covid|flu|influenza|pneumonia|asthma|condition|' +
  '[a-z]+itis|(?!diagnosis|prognosis)[a-z]+osis|[a-z]+oma)';
// "this is likely a cancer hospital" is about care, "this is likely tendinitis" is a diagnosis.
const NOT_CARE =
  '(?! (?:hospitals?|centres?|centers?|clinics?|specialists?|treatments?|surger(?:y|ies)|care|wards?|units?|programm?es?|friendly|meals?|options?|patients?))';

const DIAGNOSIS = phrases([
  // "you have arthritis", not "if you have arthritis, …" nor "you have several options for cancer care".
  `(?<!(?:if|when|whether|unless|once|where|in case) )you (?:probably |likely |most likely |may |might |could |definitely |clearly |certainly |seem to |appear to )?(?:have|ve got|have got) (?:a |an |some |the )?${upTo(2)}${DISEASE}${NOT_CARE}`,
  `(?<!(?:if|when|whether|unless) )you (?:are |re |may be |might be |could be |are probably |are likely )?suffer(?:ing)? from`,
  // Not "it sounds like you have already chosen a hospital".
  `(?:sounds|looks|seems) like you (?:have|ve got|are suffering from|might have|may have|could have) (?:a |an |some |the )?${upTo(2)}(?:${DISEASE}|problem|issue)`,
  '(?:your|these|the) symptoms (?:suggest|indicate|point to|are consistent with|sound like|are typical of|mean)',
  `(?:this|it|that) (?:is|sounds|looks|seems) (?:most |very )?(?:likely|probably|like) (?:to be )?(?:a |an )?(?:[a-z]+ )?${DISEASE}${NOT_CARE}`,
  'i (?:think|believe|suspect) (?:that )?you (?:have|ve got|are suffering)',
  '(?:i |we )?diagnos(?:e|ed) you',
  'my diagnosis',
  'vous (?:avez|souffrez) (?:probablement |sans doute |peut être |certainement )?(?:d un |d une |de |du |des |un |une |le |la |l )?(?:[a-z]+ )?(?:cancer|tumeur|infection|maladie|syndrome|diabète|hernie|fracture|ulcère|kyste|appendicite|arthrite|hépatite|bronchite|sinusite|gastrite|tendinite|cystite|otite|angine)',
  'vous souffrez (?:probablement |sans doute )?(?:d|de|du|des)',
  'vous êtes (?:probablement )?atteinte? (?:d|de|du|des)',
  'vos symptômes (?:suggèrent|indiquent|correspondent)',
  '(?:أنت|أنتِ|انك|إنك) (?:مصاب|مصابة) ب[^ ]*',
  '(?:ربما |غالبا )?(?:لديك|عندك) (?:ال)?(?:سرطان|ورم|مرض|التهاب|سكري|عدوى|جلطة)[^ ]*',
  'يبدو (?:أن )?(?:لديك|عندك|أنك مصاب|أنك تعاني)',
  '(?:أنت|انك|إنك) تعاني من',
  '(?:una|unaugua|unasumbuliwa na) (?:saratani|kansa|uvimbe|kisukari|maambukizi|ugonjwa wa|kifua kikuu|malaria)',
  'inaonekana (?:kwamba )?una',
]);

const PRESCRIPTION = phrases([
  'i (?:would |will |can |d |ll )?(?:prescribe|recommend taking|suggest taking|advise taking)',
  `(?:you should|you must|you need to|you ought to|you can|i recommend you|i suggest you|i advise you to|try) (?:take|taking|start taking|start on|use|using) (?:some |a |an |the )?(?:[a-z]+ )?${DRUG}`,
  'je (?:vous )?prescri(?:s|rais)',
  `(?:prenez|vous devez prendre|vous pouvez prendre) (?:du |de l |des |de la |un |une )?${DRUG}`,
  '(?:خذ|تناول) (?:ال)?(?:باراسيتامول|بنادول|إيبوبروفين|أسبرين|مضاد حيوي|مضادات حيوية|مسكن)',
  '(?:tumia|meza|kunywa) (?:dawa ya |vidonge vya )?(?:panadol|paracetamol|ibuprofen|aspirini|antibiotiki)',
]);

/**
 * An instruction to take a drug, at the start of a sentence or list item ("Take ibuprofen for the pain."); in the middle
 * of one, "take antibiotics" usually describes care ("patients usually take antibiotics after surgery").
 */
const IMPERATIVE = new RegExp(`^(?:please )?(?:take|start taking|try taking|try|use) (?:some |a course of |an? |the )?${DRUG}(?= |$)`);

const prescribes = (text: string): boolean =>
  PRESCRIPTION.test(normalise(text)) || text.split(/[.!?;:\n•*]/).some((sentence) => IMPERATIVE.test(normalise(sentence)));

/** A link target that stays on our site: a path from its root, not `//host` nor `/\host` (which browsers read as `//host`). */
export const SAFE_LINK = /^\/(?![/\\])[^\s\\]*$/;

export const isSafeLink = (target: string): boolean => SAFE_LINK.test(target);

/**
 * Top-level domains an answer could name a site with. Not the country codes that are also English words (at, be, in,
 * is, it, me, no, so, to, us…): "…Malaysia.It is" must not read as a host name.
 */
const TLD =
  'com|net|org|info|biz|io|co|ai|app|dev|health|care|clinic|hospital|doctor|online|site|website|xyz|top|club|shop|link|live|' +
  'gov|edu|int|uk|ca|au|nz|my|sg|th|ph|vn|pk|bd|lk|np|ae|sa|qa|kw|om|bh|eg|ma|dz|tn|ng|ke|tz|ug|rw|za|et|gh|fr|de|es|nl|ch|se|' +
  'dk|fi|pl|pt|ie|ru|cn|jp|kr|hk|tw|tr|ly|sd|iq|jo|lb|ir';

/** Text that points off our site without being a link: a URL, a `www.` or `//` host, a domain or an e-mail address. */
const OFF_SITE = [
  /\b(?:https?|ftps?|wss?|file):\/\//i,
  /\b(?:javascript|vbscript|data|mailto):/i,
  /\bwww\d*\.[a-z0-9-]/i,
  /(?<![\w:/\\])[/\\]{2}[^\s/\\]/,
  new RegExp(`(?<![\\w.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${TLD})(?![\\w-])`, 'i'),
  /\b\d{1,3}(?:\.\d{1,3}){3}\b/,
];

/** Where Markdown links and images, Markdown reference definitions and HTML `href`/`src` point. */
const LINK_TARGETS = [/\]\(\s*<?([^)\s>]*)/g, /^\s*\[[^\]]+\]:\s*<?([^\s>]*)/gm, /\b(?:href|src)\s*=\s*["']?([^"'\s>]*)/gi];

function linksOffSite(text: string): boolean {
  if (OFF_SITE.some((pattern) => pattern.test(text))) return true;
  return LINK_TARGETS.some((pattern) => [...text.matchAll(pattern)].some(([, target]) => !isSafeLink(target)));
}

/** Whether a model's answer may be shown: no dosing, no diagnosis of the patient, no prescription, no link off our site. */
export function checkModelOutput(text: string): OutputCheck {
  const normalised = normalise(text);
  if (DOSE.test(normalised)) return { ok: false, reason: 'dose' };
  if (DIAGNOSIS.test(normalised)) return { ok: false, reason: 'diagnosis' };
  if (prescribes(text)) return { ok: false, reason: 'prescription' };
  if (linksOffSite(text)) return { ok: false, reason: 'external-link' };
  return { ok: true };
}
