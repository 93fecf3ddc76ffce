import { DRUG, PATIENT_MEDICINE } from './medicines.js';
import { normalise, phrases, upTo } from './normalise.js';

/*
 * Requests the assistant must refuse whatever engine would answer them: a diagnosis, a dose, a prescription, a change
 * to the medicines the patient takes (stopping, skipping, starting, switching: their prescriber's call, issue 29) — in
 * English, French, Arabic and Swahili. Questions about treatments, hospitals, costs, recovery or travel pass: the
 * patterns need the words of a request for medical judgement ("do I have cancer?", not "do I have to pay a deposit?").
 *
 * Prompt injection ("ignore your instructions…", "pretend you are my doctor…", "you are now DAN") counts as a request
 * for a diagnosis: whatever it goes on to ask, it is an attempt to get past these rules, and the refusal is the answer.
 */

export type MedicalRequestKind = 'diagnosis' | 'dose' | 'medication' | 'prescription';

const PERSON = '(?:i|he|she|we|they|you|my [^ ]+)';
// Without "you", "we", "they": "do you have cancer specialists?" asks about us.
const PATIENT = '(?:i|he|she|my [^ ]+)';
const ILLNESS =
  '(?:cancer|cancerous|tumou?rs?|malignant|benign|diabetes|diabetic|covid|hiv|aids|infection|infected|disease|illness|condition|' +
  'stroke|heart attack|hernia|cyst|ulcer|fracture|[a-z]+itis|[a-z]+oma|[a-z]+ disease|something (?:serious|wrong|bad))';
// "is it a cancer hospital?" and "can my son have stroke rehabilitation?" ask about care, not for a diagnosis.
const NOT_CARE =
  '(?! (?:hospitals?|centres?|centers?|clinics?|specialists?|treatments?|surger(?:y|ies)|care|wards?|units?|packages?|doctors?|rehab(?:ilitation)?|screening|tests?|therapy))';
const SAMPLES = '(?:symptoms?|results?|scans?|x ?rays?|mri|ct scan|blood tests?|lab results?|tests? results?|report|lump|rash)';

const INJECTION = phrases([
  `(?:ignore|disregard|forget|override|bypass) ${upTo(3)}(?:instructions|rules|guidelines|prompts?|restrictions|guardrails|safety|polic(?:y|ies)|filters|system message)`,
  'system (?:prompt|message)',
  '(?:pretend|imagine) (?:that )?(?:you are|you re|to be|you were)',
  '(?:act|acting|behave|respond|answer|roleplay|role play) (?:as|like) (?:a |an |my |the )?(?:doctor|physician|pharmacist|nurse|gp|medical professional|surgeon|specialist)',
  'you are (?:now|a doctor|my doctor)',
  'jailbreak(?:ing|s)?',
  'developer mode',
  'do anything now',
  'dan mode',
  `(?:ignore|ignorez|oublie|oubliez) ${upTo(3)}(?:instructions|règles|consignes)`,
  '(?:fais|faites) comme si (?:tu étais|vous étiez)',
  '(?:joue|jouez|agis|agissez) (?:le rôle d un|comme un|en tant que) (?:médecin|docteur)',
  '(?:prompt|invite) système',
  'tu es (?:maintenant|mon médecin|un médecin)',
  `(?:تجاهل|انس|انسى|تخط) ${upTo(2)}(?:ال)?(?:تعليمات|قواعد|أوامر)[^ ]*`,
  '(?:تظاهر|تخيل) (?:ب)?أنك',
  '(?:تصرف|كن) (?:ك|مثل |بصفتك )?(?:ال)?طبيب',
  `(?:puuza|sahau) ${upTo(2)}(?:maelekezo|maagizo|sheria)`,
  'jifanye (?:kuwa |wewe ni )?daktari',
]);

const DOSE = phrases([
  // Not "how many tablets can I carry on the plane", which is a question for customs.
  'how (?:many|much) (?:mg|milligrams?|ml|millilit(?:re|er)s?|mcg|micrograms?|tablets?|pills?|capsules?|units?|drops?|doses?|puffs?|teaspoons?|spoons?|grams?)(?!(?: [^ ]+){0,3} (?:carry|bring|pack|import|travel|fly))',
  // "how much paracetamol should I take", not "how much time off should I take" nor "how much luggage can I take".
  `how (?:much|many) (?!(?:time|days?|weeks?|money|cash|luggage|baggage|leave|holidays?|clothes)(?: |$))${upTo(2)}(?:should|must|do) ${PATIENT} (?:take|give|inject|swallow|use)`,
  // Not the radiation dose of a scan.
  '(?<!radiation )dos(?:e|es|age|ages|ing)(?! of radiation)',
  `how often should ${PERSON} (?:take|use|give|inject)`,
  'can i (?:take|give) (?:more|another|extra|double)',
  'mg of',
  'posologie',
  'combien de (?:comprimés|cachets|gélules|pilules|mg|milligrammes|ml|gouttes|doses|fois par jour)',
  // « combien de paracétamol dois-je prendre », not « combien de temps dois-je prendre de congé ».
  'combien (?:de (?!(?:temps|jours|semaines|nuits) )[^ ]+ )?(?:dois je|je dois|faut il|puis je) (?:prendre|donner|avaler)',
  // The spoken order: « je peux prendre combien de doliprane par jour ».
  '(?:je peux|je dois|puis je|dois je|on peut) (?:prendre|donner|avaler) combien(?! de (?:temps|jours|semaines|nuits) )',
  '(?:ال)?(?:جرعة|جرعات)',
  'كم (?:حبة|حبات|حبوب|قرص|أقراص|ملغ|مغ|ملغم|مليغرام|ملل|مل|ملعقة|مرة في اليوم|مرات في اليوم)',
  '(?:مقدار|كمية) (?:ال)?(?:دواء|علاج)',
  'كم (?:آخذ|أتناول|أعطيه|أعطيها)',
  'dozi',
  'kipimo cha dawa',
  '(?:vidonge|kidonge|tembe|matone|vijiko|mg|miligramu) (?:vingapi|ngapi|kingapi|mangapi)',
  `(?:nimeze|ninywe|nitumie|nimpe|atumie|ameze|anywe) ${upTo(2)}(?:kiasi gani|ngapi|vingapi|mara ngapi)`,
  'mara ngapi (?:kwa siku )?(?:nimeze|ninywe|nitumie|ameze|anywe)',
]);

// Starting, stopping, skipping or changing a medicine, in each language: the verb, then the medicine within a few words
// ("stop taking my blood pressure pills", « arrêter ma metformine », "أتوقف عن تناول دواء السكري", "niache kutumia dawa").
// Carrying one ("can I bring my medicines on the plane?", « emporter mes médicaments », "kubeba dawa") is no change; nor
// is leaving it somewhere, so "leave" and its translations are not among the verbs.
const CHANGE =
  '(?:stop|stopping|quit|quitting|cease|skip|skipping|pause|pausing|withhold|halt|suspend|change|changing|switch|switching|swap|start|starting|restart|resume|reduce|reducing|lower|lowering|increase|increasing|double|doubling|halve|halving|cut (?:down|back)(?: on)?|come off|coming off|go off|get off|wean (?:me|myself|him|her) off|taper|tapering|adjust|adjusting|continue|continuing|keep taking|carry on taking|still take|still use)';
const CHANGE_FR =
  '(?:arrêter|arrête|arrêtez|cesser|stopper|interrompre|suspendre|sauter|changer|modifier|remplacer|diminuer|réduire|baisser|augmenter|doubler|commencer|démarrer|reprendre|continuer)';
const MEDICINE_FR =
  '(?:médicaments?|médocs?|comprimés?|cachets?|pilules?|gélules?|piqûres?|injections?|insuline|anticoagulants?|antidépresseurs?|' +
  `antibiotiques?|antalgiques?|corticoïdes?|contraceptifs?|contraception|hormones?|inhalateur|metformine|aspirine|warfarine|héparine|kardégic|lévothyrox|[a-z]+statine|${DRUG})`;
const CHANGE_AR =
  '(?:أتوقف|يتوقف|تتوقف|التوقف|توقف|أوقف|يوقف|توقيف|إيقاف|أغير|يغير|تغيير|أبدل|تبديل|استبدال|أبدأ|يبدأ|تبدأ|البدء|بدء|أزيد|زيادة|أقلل|تقليل|أخفض|تخفيض|أتخطى|تخطي|أفوت|تفويت|أستمر|الاستمرار|أواصل|مواصلة)';
// Inside a phrase an Arabic word may carry its article or a preposition (بالإنسولين).
const MEDICINE_AR =
  '(?:بال|لل|ال|ب|ل)?(?:دواء|أدوية|ادويه|حبوب|أقراص|إبر|حقن|إنسولين|ميتفورمين|أسبرين|وارفارين|مميع|مميعات|مسيل|مسيلات)[^ ]*';
const CHANGE_SW =
  '(?:kuacha|niache|aache|tuache|uache|nimeacha|ameacha|niachie|kubadilisha|kubadili|nibadilishe|nibadili|abadilishe|kuanza|nianze|aanze|' +
  'kuruka|niruke|aruke|kupunguza|nipunguze|apunguze|kuongeza|niongeze|aongeze|kuendelea|niendelee|aendelee|kusimamisha|nisimamishe|kusitisha|nisitishe)';

// Lowering what medicines cost ("reduce the cost of my medicines", « réduire le prix des médicaments ») is a question
// for us: the words between the verb and the medicine, and after it, are not about money.
const MONEY = '(?:costs?|prices?|bills?|fees?|expenses?|coût|coûts|prix|frais|تكلفة|تكاليف|سعر|أسعار|gharama|bei)';
const gap = (n: number) => `(?:(?!${MONEY}(?: |$))[^ ]+ ){0,${n}}`;

const MEDICATION = phrases([
  `${CHANGE} (?:taking |using |on |with |giving )?${gap(3)}${PATIENT_MEDICINE}(?! ${MONEY}(?: |$))`,
  `${CHANGE_FR} (?:(?:de |d |à )?(?:prendre|utiliser) )?${gap(3)}${MEDICINE_FR}`,
  `${CHANGE_AR} (?:(?:عن|في|على) )?(?:(?:تناول|أخذ|استعمال|استخدام)[^ ]* )?${gap(2)}${MEDICINE_AR}`,
  `${CHANGE_SW} (?:(?:na|kutumia|kunywa|kumeza|kuchoma) )?${gap(2)}(?:dawa|vidonge|kidonge|tembe|sindano|insulini|insulin|metformin)`,
]);

const MEDICINE = '(?:medicines?|medications?|drugs?|pills?|tablets?|antibiotics?|painkillers?|creams?|ointments?)';

const PRESCRIPTION = phrases([
  'prescrib(?:e|es|ing)',
  'prescriptions?',
  `(?:what|which) ${MEDICINE} (?:should|can|could|do|must|would) ${PERSON} (?:take|use|give|buy|try)`,
  `(?:what|which) ${MEDICINE} (?:is|are) (?:best|good|right) for`,
  `what (?:should|can|could) ${PERSON} take for(?! (?:the |my )?(?:flight|trip|journey|travel|visa|stay))`,
  `(?:recommend|suggest|give) (?:me |us )?(?:a |an |some |any )?${MEDICINE}`,
  'ordonnances?',
  'prescri(?:re|vez|s moi|ption|ptions)',
  '(?:quel|quels|quelle|quelles) (?:médicaments?|antibiotiques?|traitement) (?:dois je|je dois|faut il|prendre|me conseillez|conseillez)',
  'que (?:dois je|je dois|faut il) prendre',
  '(?:conseillez|conseille|recommandez|recommande) moi (?:un |des )?(?:médicament|antibiotique)s?',
  '(?:ال)?(?:وصفة|وصفات)',
  'اكتب لي (?:ال)?(?:دواء|علاج|وصفة)',
  '(?:ما|أي|ماهو) (?:هو )?(?:ال)?دواء (?:الذي|اللي|المناسب)',
  '(?:ماذا|ايش|شو|وش) (?:آخذ|أتناول|أشرب)(?! معي)',
  '(?:انصحني|اقترح لي|ارشح لي) (?:ب)?(?:دواء|أدوية)',
  '(?:niandikie|muandikie|mwandikie|tuandikie) (?:dawa|vidonge|cheti)',
  '(?:nipe|unipe|nishauri|nipendekezee) (?:dawa|vidonge|antibiotiki)',
  '(?:dawa|vidonge) (?:gani|ipi|zipi) (?:nitumie|nimeze|ninywe|atumie|ameze|anywe|ni nzuri|inafaa)',
  '(?:nitumie|nimeze|ninywe) (?:dawa|vidonge) (?:gani|ipi|zipi)',
  'cheti cha (?:dawa|daktari)',
]);

const DIAGNOSIS = phrases([
  // "what do I have", not "what do I have to bring".
  `what (?:do|does|could|might) (?:i|he|she|my [^ ]+|you think i) have(?! to(?: |$))`,
  `what (?:s|is) wrong with (?:me|my|him|her|them|us)`,
  `(?:do|does|could|might|may|can) ${PATIENT} (?:have|be having) (?:a |an |the )?${ILLNESS}${NOT_CARE}`,
  `(?:is|could|might|can) (?:it|this|that) (?:be )?(?:a |an )?${ILLNESS}${NOT_CARE}`,
  'am i (?:sick|ill|dying|diabetic|pregnant)',
  `what (?:could|might|can) (?:it|this|that) be`,
  `what (?:disease|illness|condition|infection|cancer) (?:do|does|could|might) ${PATIENT} have`,
  `what (?:does|do|could|might) (?:this|these|my|his|her|the) ${upTo(2)}${SAMPLES} (?:mean|indicate|show|suggest)`,
  `(?:interpret|read|explain|analy[sz]e|check|review|look at) (?:my|these|this|his|her|our) ${SAMPLES}`,
  'diagnos(?:e|ing) (?:me|my|him|her|this|it|what)',
  '(?:can|could|would|will|please) (?:you )?diagnose',
  // "give me a diagnosis", not "do hospitals give a diagnosis in English?".
  '(?:give|make|tell) (?:me|us) (?:a |my |the |your )?diagnosis',
  'what (?:is|s) (?:my|the|your|his|her) diagnosis',
  'qu est ce que j ai',
  'qu est ce qu (?:il|elle) a',
  '(?:de quoi|de quelle maladie) (?:je souffre|souffre t il|souffre t elle|suis je atteinte?)',
  '(?:quelle|quel) (?:maladie|problème) (?:ai je|j ai|est ce|a t il|a t elle)',
  '(?:ai je|est ce que j ai) (?:un |une |le |la |du |des )?(?:cancer|tumeur|diabète|infection|maladie|appendicite|hépatite|arthrite|grippe|covid|avc)',
  '(?:est ce|c est|serait ce) (?:un |une )?(?:cancer|tumeur|cancéreux|malin|bénin)',
  'diagnostiqu(?:er|ez)',
  '(?:mon|un|votre|ton|le|ce) diagnostic',
  'qu est ce que (?:ça|cela) peut être',
  '(?:ال)?تشخيص',
  '(?:شخصني|شخصيني|شخص حالتي)',
  '(?:ما|ماهو|ما هو|ما هي) (?:مرضي|مرضه|مرضها|مشكلتي الصحية)',
  // Not ما alone, which also negates ("ما عندي تأمين": I have no insurance); not "ماذا لدي من خيارات" (what options).
  '(?:ماذا|ايش|شو|وش) (?:عندي|لدي|بي|فيني)(?! من)',
  'هل (?:عندي|لدي) (?:ال)?(?:سرطان|ورم|مرض|سكري|التهاب|عدوى|جلطة)[^ ]*',
  'هل (?:أنا )?(?:مصاب|مصابة) ب[^ ]*',
  'هل (?:هذا|هذه|هو|هي|يكون) (?:ال)?(?:ورم|سرطان|التهاب|مرض)[^ ]*',
  '(?:nina|ana|una|ninaumwa|anaumwa) (?:ugonjwa|tatizo|shida) (?:gani|lipi|ipi)',
  '(?:ninaumwa|anaumwa|naumwa) nini',
  '(?:nipe|nifanyie|unipe|niambie|tupe) utambuzi',
  'utambuzi wangu',
  'je (?:nina|ana|una) (?:saratani|kansa|uvimbe|kisukari|ugonjwa|maambukizi|kifua kikuu)',
  '(?:hii|huu|hiyo|hilo) ni (?:saratani|kansa|uvimbe|ugonjwa gani)',
]);

/**
 * What medical judgement the message asks for, or null for an ordinary question. Injection attempts are 'diagnosis';
 * otherwise a message asking for several things is named by the first of dose, medication, prescription, diagnosis —
 * each gets a refusal sending the patient to a doctor.
 */
export function detectMedicalRequest(message: string): MedicalRequestKind | null {
  const text = normalise(message);
  if (text === '') return null;
  if (INJECTION.test(text)) return 'diagnosis';
  if (DOSE.test(text)) return 'dose';
  if (MEDICATION.test(text)) return 'medication';
  if (PRESCRIPTION.test(text)) return 'prescription';
  if (DIAGNOSIS.test(text)) return 'diagnosis';
  return null;
}
