import { normalise, phrases, upTo } from './normalise.js';

/*
 * Messages that describe a medical emergency, in English, French, Arabic and Swahili. They get the fixed emergency
 * reply before any engine runs, so the rule errs on the side of sending emergency numbers: negations are not
 * understood ("I don't have chest pain but…" still counts). It reads the message being answered, and that one only
 * (issue 29): an emergency told earlier in the conversation keeps its reply there, and a later question ("how much is a
 * knee replacement?", a visa question) is answered as what it is rather than with the numbers again. The price is that
 * an emergency spread over two messages ("chest" / "pain") is caught only once a message says it whole.
 *
 * Two kinds of phrases:
 * - symptoms described as happening ("chest pain", "can't breathe", "not waking up", « du mal à respirer »,
 *   "siwezi kupumua", "لا أستطيع التنفس") always count, whatever else the message says;
 * - names of acute conditions ("heart attack", "stroke", « AVC », "kiharusi", "سكتة دماغية", "seizure", "poisoning")
 *   count unless the message is about planning care for one — its treatment, rehabilitation, surgery, cost, hospitals,
 *   or a past episode ("cost of stroke rehabilitation in Malaysia", "bypass after a heart attack last year"), which is
 *   what a medical-tourism chat is for — and even then count when the message says it is happening now ("he is having
 *   a stroke, which hospital?", « il fait un AVC », "emergency", "right now").
 */

export type EmergencyCategory =
  'chest-pain' | 'stroke' | 'bleeding' | 'breathing' | 'unconscious' | 'seizure' | 'anaphylaxis' | 'poisoning' | 'suicide';

interface Rule {
  category: EmergencyCategory;
  symptoms: RegExp;
  conditions?: RegExp;
}

// Shared pieces of the English patterns (in normalised form: "can't" is "can t", "won't" is "won t").
const CANT = '(?:can ?t|cannot|can not|unable to|could ?n ?t)';
const WONT = '(?:won ?t|will not|doesn ?t|does not|didn ?t|did not|isn ?t|is not|not)';
const WHOSE = '(?:my|his|her|their|the|your|our)';
const SIDE = '(?:left|right|one)';

const RULES: readonly Rule[] = [
  {
    category: 'chest-pain',
    symptoms: phrases([
      'chest (?:pain|pains|ache|aches|tightness|pressure|discomfort|hurts?|hurting|is hurting|is tight|is heavy|feels (?:tight|heavy))',
      `(?:pain|pains|ache|pressure|tightness|heaviness|discomfort|squeezing|crushing|burning) (?:in|on|across|around|behind) ${WHOSE} chest`,
      '(?:crushing|squeezing|tight|heavy) chest',
      `pain (?:spreading|radiating|going|moving|shooting) (?:down|to|into) ${WHOSE} (?:left arm|arm|jaw)`,
      `douleurs? (?:a|à|dans|sur) (?:la|ma|sa) poitrine`,
      'douleurs? (?:thoraciques?|au thorax|dans le thorax)',
      'mal (?:a|à|dans) (?:la|ma|sa) poitrine',
      '(?:serrement|oppression|pression|poids) (?:a|à|dans|sur) (?:la|ma|sa) poitrine',
      'oppression thoracique',
      'poitrine (?:qui )?(?:serre|me serre|fait mal|me fait mal|lui fait mal|oppressée)',
      '(?:ألم|آلام|وجع|أوجاع) (?:شديد |حاد )?(?:في )?(?:ال)?صدر[^ ]*',
      'صدري (?:يؤلمني|يوجعني)',
      'ضيق (?:في )?(?:ال)?صدر[^ ]*',
      'maumivu (?:makali |makubwa )?(?:ya|katika|kwenye|ndani ya) (?:kifua|kifuani)',
      'kifua (?:kinauma|kinaniuma|kinamuuma|kinabana|kinaniwaka)',
      '(?:naumwa|ninaumwa|anaumwa) kifua',
    ]),
    conditions: phrases([
      'heart attacks?',
      'cardiac arrest',
      'myocardial infarction',
      'crise cardiaque',
      'infarctus',
      'arrêt cardiaque',
      '(?:نوبة|أزمة|جلطة|سكتة) (?:ال)?قلبية',
      'ذبحة (?:ال)?صدرية',
      'توقف (?:ال)?قلب',
      '(?:shambulio|mshtuko) wa moyo',
      'moyo (?:umesimama|kusimama)',
    ]),
  },
  {
    category: 'stroke',
    symptoms: phrases([
      // Drooping, not sagging or crooked: those are questions for a facelift or a rhinoplasty.
      '(?:face|mouth|smile) (?:is |has )?(?:drooping|droops|drooped|dropping|dropped|numb|fallen)',
      '(?:drooping|numb) (?:face|mouth|smile)',
      `one side of ${WHOSE} (?:face|body|mouth)`,
      'slurred (?:speech|words|voice)',
      'slurring',
      '(?:speech|words|voice) (?:is |are )?slurred',
      '(?:sudden|suddenly) (?:numbness|weakness|confusion|blindness|paralysis|numb|weak|confused|blind|paralysed|paralyzed)',
      `(?:numb|numbness|weak|weakness|paralysed|paralyzed|paralysis|tingling) (?:on|in|down) (?:one|the ${SIDE}|(?:my|his|her) ${SIDE}) side`,
      `${SIDE} side (?:of ${WHOSE} (?:body|face) )?(?:is |went |has gone )?(?:weak|numb|paralysed|paralyzed|limp|dead|not moving)`,
      `${CANT} (?:move|feel|lift|raise) ${WHOSE} (?:left|right) (?:arm|leg|hand|side)`,
      'signs? of (?:a )?stroke',
      'visage (?:qui )?(?:s affaisse|affaissé|tombe|paralysé|déformé|engourdi)',
      '(?:bouche|visage) (?:de travers|tordue?|déformée?)',
      '(?:parole|élocution) (?:pâteuse|confuse|difficile|trouble)',
      '(?:n arrive plus|ne peut plus) (?:à |a )?parler',
      '(?:paralysée?|engourdie?|faible) (?:d un|du|sur un) côté',
      '(?:un|le) côté (?:du corps |du visage )?(?:est )?(?:paralysé|engourdi|faible|inerte)e?',
      '(?:faiblesse|engourdissement|paralysie) (?:d un|du|sur un) côté',
      '(?:ارتخاء|تدلي|انحراف|اعوجاج|ميلان) (?:في )?(?:ال)?(?:وجه|فم)[^ ]*',
      '(?:ثقل|تلعثم) (?:في )?(?:ال)?(?:كلام|نطق|لسان)',
      'كلام[^ ]* (?:غير واضح|متلعثم|ثقيل)',
      '(?:تنميل|خدر|ضعف|شلل) (?:في )?(?:ال)?(?:جانب|نصف|أحد جانبي)',
      'لا (?:يستطيع|تستطيع|أستطيع) تحريك (?:يد|ذراع|رجل|ساق)[^ ]*',
      '(?:uso|mdomo) (?:umelegea|unalegea|umepinda|unapinda|umeanguka)',
      '(?:hawezi|siwezi|anashindwa) (?:kuongea|kuzungumza) vizuri',
      '(?:anaongea|anazungumza) kwa (?:shida|kigugumizi)',
      'maneno (?:hayaeleweki|yanachanganyika)',
      'upande mmoja (?:wa (?:mwili|uso) )?(?:umekufa ganzi|umepooza|hausogei|ni dhaifu|umelegea)',
      '(?:ganzi|udhaifu|amepooza|amelegea) upande mmoja',
      '(?:hawezi|siwezi) kusogeza (?:mkono|mguu)',
    ]),
    conditions: phrases([
      '(?:mini )?strokes?',
      'brain attack',
      'avc',
      'accident vasculaire cérébral',
      '(?:attaque|congestion) cérébrale',
      '(?:سكتة|جلطة) (?:ال)?دماغية',
      '(?:سكتة|جلطة) (?:في )?(?:ال)?(?:دماغ|مخ)[^ ]*',
      'kiharusi',
    ]),
  },
  {
    category: 'bleeding',
    symptoms: phrases([
      '(?:bleeding|bleeds|bled) (?:heavily|a lot|badly|profusely|nonstop|non stop|everywhere|so much|too much|very badly)',
      `${WONT} stop(?:ping)? bleeding`,
      `bleeding (?:${WONT}|can ?t|hasn ?t) stop(?:ped)?`,
      '(?:heavy|severe|massive|uncontrolled|uncontrollable|serious|profuse|excessive) (?:bleeding|blood loss)',
      '(?:lots|a lot) of blood',
      'blood (?:everywhere|is (?:pouring|gushing|spurting)|pouring|gushing|spurting)',
      'losing (?:a lot of |lots of |so much )?blood',
      '(?:vomiting|coughing|coughing up|throwing up|spitting up|vomited|coughed up|threw up) blood',
      '(?:haemorrhaging|hemorrhaging|bleeding out)',
      'saigne (?:beaucoup|abondamment|énormément|fort|sans arrêt|partout)',
      'saignements? (?:abondants?|importants?|graves?|massifs?|qui ne s arrêtent? pas)',
      '(?:le sang|ça|le saignement) ne s arrête pas',
      '(?:perd|perds|perdu) beaucoup de sang',
      '(?:vomit|vomi|vomis|crache|tousse) du sang',
      'beaucoup de sang',
      'نزيف (?:حاد|شديد|قوي|غزير|كثير|لا يتوقف|مستمر)',
      '(?:ينزف|تنزف|أنزف) (?:بشدة|كثيرا|بغزارة|بقوة|ولا يتوقف)',
      '(?:ال)?دم (?:لا يتوقف|لا يقف|ما وقف|ما يوقف)',
      '(?:يتقيأ|تتقيأ|تقيؤ|استفراغ|يسعل|سعال|يكح) (?:ال)?دما?',
      '(?:فقد|فقدان|يفقد) (?:الكثير من )?(?:ال)?دم',
      '[a-z]*(?:vuja|toka) damu (?:nyingi|sana|bila kukoma|bila kuacha|haikomi|haiachi)',
      'kutokwa (?:na )?damu nyingi',
      'damu (?:nyingi )?(?:haikomi|haiachi|haiishi|haisimami|inatoka sana|inamwagika)',
      '[a-z]*(?:tapika|kohoa) damu',
    ]),
    conditions: phrases(['(?:haemorrhage|hemorrhage)s?', 'hémorragie', 'نزيف']),
  },
  {
    category: 'breathing',
    symptoms: phrases([
      `${CANT} (?:breathe|breath|breathing|catch ${WHOSE} breath|get (?:any )?air)`,
      '(?:trouble|difficulty|difficulties|difficult|struggling|struggles|hard|hardly|problems?|laboured|labored) (?:to )?(?:breathe|breathing)',
      '(?:short|shortness) of breath',
      'breathless(?:ness)?',
      '(?:not|isn ?t|is not|stopped|has stopped) breathing',
      'chok(?:ing|es on|ed on)',
      'gasping(?: for (?:air|breath))?',
      '(?:lips|face|skin|fingers) (?:are |is )?(?:turning |gone |going |went )?(?:blue|purple|grey|gray)',
      '(?:blue|purple) lips',
      'suffocating',
      'asthma attack',
      '(?:du )?mal à respirer',
      'difficultés? (?:à|a|pour) respirer',
      '(?:difficulté|détresse|gêne|insuffisance) respiratoires?',
      '(?:n arrive|n arrivons|n arrivent|n arrives) (?:plus |pas )?(?:à |a )respirer',
      '(?:ne|n) (?:peut|peux|peuvent|pouvons) (?:plus |pas )?respirer',
      'ne respire (?:plus|pas|presque plus|mal)',
      '(?:essoufflée?|essoufflement|souffle court)',
      '(?:étouffe|étouffement|suffoque)',
      'manque d air',
      '(?:lèvres|visage) (?:bleu|bleues|bleutées|violettes)',
      'crise d asthme',
      'لا (?:أستطيع|يستطيع|تستطيع|نستطيع|أقدر|يقدر|تقدر) (?:أن )?(?:أتنفس|يتنفس|تتنفس|التنفس)',
      '(?:مش|ما|مو) (?:قادر|قادرة|أقدر|يقدر|تقدر) (?:أ|ي|ت)?تنفس',
      '(?:صعوبة|ضيق|ضيقة|انقطاع) (?:في )?(?:ال)?(?:تنفس|نفس)',
      '(?:لا|ما) (?:يتنفس|تتنفس|أتنفس)',
      'توقف عن التنفس',
      '(?:يختنق|تختنق|أختنق|اختنق|اختناق)',
      '(?:شفاه|شفتاه|شفتيه|شفتاها|شفتيها|وجهه|وجهها)[^ ]* (?:زرقاء|أزرق|زرق)',
      'نوبة ربو',
      '(?:siwezi|hawezi|hawawezi|hatuwezi|huwezi) kupumua',
      '[a-z]*shindwa kupumua',
      '(?:shida|tatizo|matatizo|ugumu) (?:ya |la |wa |katika |kwenye )?kupumua',
      '(?:kupumua|anapumua|ninapumua|napumua) kwa (?:shida|tabu|taabu|ugumu)',
      'hapumui',
      '[a-z]*kabwa',
      '(?:pumzi|hewa) (?:inakata|imekata|haitoshi|inabana)',
      'kubanwa (?:na )?pumzi',
      'pumu (?:kali|imeshika|imembana)',
    ]),
  },
  {
    category: 'unconscious',
    symptoms: phrases([
      'unconscious',
      'unresponsive',
      // Not "not responding to treatment", which is a question about care.
      '(?:not|isn ?t|is not|stopped) (?:responding|responsive|reacting)(?! to (?:the )?(?:treatment|therapy|medication|medicine|drugs|chemo))',
      `${WONT} (?:waking|wake|woken|come round|come to)(?: up)?`,
      `${CANT} wake (?:him|her|them|my|up)`,
      '(?:fainted|passed out|blacked out|collapsed|knocked out)',
      '(?:lost|losing|loss of) consciousness',
      '(?:keeps|keep) (?:fainting|passing out)',
      'inconsciente?s?',
      '(?:perdu|perd|perte de) connaissance',
      'sans connaissance',
      '(?:évanouie?s?|évanouit|évanouissement)',
      '(?:ne|n) (?:se )?(?:réveille|réagit|répond) (?:plus|pas)(?! (?:au|aux) )',
      '(?:s est|se sont) effondrée?s?',
      'inanimée?',
      'tombée? dans les pommes',
      '(?:فاقد|فاقدة|فقد|فقدت|فقدان|يفقد|تفقد) (?:ال)?وعي[^ ]*',
      '(?:مغمى|أغمي|أغمى|يغمى) (?:عليه|عليها|علي)',
      '(?:لا|ما) (?:يستيقظ|تستيقظ|يصحو|تصحو|يصحى|تصحى)',
      'غائب عن الوعي',
      '(?:سقط|سقطت|وقع|وقعت) مغشيا',
      '[a-z]*zimia',
      '(?:amepoteza|alipoteza|kupoteza|amepoteza) fahamu',
      'hana fahamu',
      'hajitambui',
      '(?:haamki|hazinduki|haitiki)',
    ]),
    conditions: phrases(['coma', 'غيبوبة', 'إغماء']),
  },
  {
    category: 'seizure',
    symptoms: phrases([
      'having (?:a |an )?(?:seizure|fit|convulsion|epileptic fit)s?',
      '(?:shaking|jerking|twitching) (?:uncontrollably|all over|violently)',
      'foaming at the mouth',
      'epileptic (?:fit|attack)',
      'convuls(?:e|ed|es|ing|ion|ions)',
      'crise (?:d épilepsie|épileptique|convulsive)',
      '(?:tremble|secoue) (?:de tout son corps|violemment|sans arrêt)',
      '(?:bave|mousse) aux lèvres',
      '(?:تشنج|تشنجات|يتشنج|تتشنج|أتشنج)',
      'نوبة (?:تشنج|صرع)',
      'نوبات صرع',
      'رغوة من (?:ال)?فم',
      'degedege',
      '(?:anatetemeka|anatikisika) (?:mwili mzima|bila kukoma|sana)',
      'povu (?:mdomoni|kinywani)',
      '(?:anapata|amepata|napata) kifafa',
    ]),
    conditions: phrases(['seizures?']),
  },
  {
    category: 'anaphylaxis',
    symptoms: phrases([
      'anaphyla(?:xis|ctic)',
      '(?:severe|serious|bad|major|strong|violent) allergic reaction',
      `(?:throat|tongue|lips?|face|mouth|airway) (?:is |are |has |keeps |started )?(?:swelling|swollen|swelled|closing|closing up|tightening|puffing up)`,
      `swell(?:ing|ed)? (?:of|in|up) ${WHOSE} (?:throat|tongue|lips|face|mouth)`,
      'swollen (?:throat|tongue|lips)',
      '(?:epipen|epi pen|adrenaline pen|epinephrine)',
      '(?:choc|réaction) anaphylactique',
      'anaphylaxie',
      'réaction allergique (?:grave|sévère|forte|violente|importante)',
      '(?:grave|sévère|forte|violente) réaction allergique',
      '(?:gorge|langue|lèvres|visage|bouche) (?:qui )?(?:gonfle|gonflent|enfle|enflent|gonflée?s?|enflée?s?|se ferme|se serre)',
      'gonflement (?:de la|des|du) (?:gorge|langue|lèvres|visage)',
      'œdème de quincke',
      'صدمة (?:ال)?(?:تحسسية|حساسية)',
      '(?:حساسية|تحسس|رد فعل تحسسي) (?:شديد|شديدة|قوي|قوية|حاد|حادة)',
      '(?:تورم|انتفاخ) (?:في )?(?:ال)?(?:حلق|لسان|وجه|شفاه|شفتين|شفة|فم|زور)[^ ]*',
      '(?:ال)?(?:حلق|لسان|زور)[^ ]* (?:متورم|منتفخ|يتورم|ينتفخ|ينغلق|يضيق)',
      'mzio (?:mkali|mbaya)',
      '(?:koo|ulimi|uso|midomo|mdomo|shingo) [a-z]*vimba',
      '[a-z]*vimba (?:koo|ulimi|uso|midomo|mdomo)',
      'koo (?:linafunga|limefunga|linabana|limebana)',
    ]),
    conditions: phrases(['allergic reactions?', 'réaction allergique']),
  },
  {
    category: 'poisoning',
    symptoms: phrases([
      'overdos(?:e|ed|es|ing)',
      `(?:swallowed|ingested) ${upTo(4)}(?:pills|tablets|capsules|bleach|poison|detergent|pesticide|insecticide|weed ?killer|antifreeze|kerosene|paraffin|petrol|batter(?:y|ies)|chemicals?|medicines?|medications?|meds|painkillers|paracetamol)`,
      `(?:drank|drunk|drink|drinking|ate|eaten) ${upTo(3)}(?:bleach|poison|detergent|pesticide|insecticide|weed ?killer|antifreeze|kerosene|paraffin|petrol|rat poison|chemicals|cleaning (?:liquid|product|fluid))`,
      `(?:took|taken|take|takes|has taken) (?:too many|too much|a lot of|lots of|a (?:whole )?(?:bottle|box|pack|packet) of|all (?:my|his|her|their|the)|a handful of) ${upTo(2)}(?:pills|tablets|capsules|medicines?|medications?|meds|painkillers|paracetamol|insulin)`,
      '(?:too many|a handful of|a bottle of) (?:sleeping )?(?:pills|tablets|painkillers)',
      'poisoned',
      '(?:surdose|surdosage)',
      `(?:avalé|avalée|ingéré|ingérée) ${upTo(4)}(?:comprimés|cachets|pilules|gélules|médicaments|javel|poison|détergent|produit|pesticide|mort aux rats)`,
      `(?:bu|bue|boit|boire) ${upTo(3)}(?:javel|poison|détergent|pesticide|produit ménager|essence|pétrole)`,
      '(?:trop|beaucoup|une boîte|toute la boîte) de (?:comprimés|cachets|pilules|gélules|médicaments|somnifères|paracétamol)',
      'empoisonnée?s?',
      'empoisonnement',
      'intoxiquée?',
      '(?:جرعة|جرعات) (?:ال)?زائدة',
      `(?:بلع|بلعت|ابتلع|ابتلعت) ${upTo(3)}(?:ال)?(?:حبوب|أقراص|حبات|دواء|أدوية|مبيض|كلور[^ ]*|سم|سموم|مبيد[^ ]*|منظف[^ ]*)`,
      `(?:شرب|شربت|أكل|أكلت) ${upTo(3)}(?:ال)?(?:مبيض|كلور[^ ]*|سم|سموم|مبيد[^ ]*|منظف[^ ]*|بنزين|كاز)`,
      '(?:كثير|كمية كبيرة) من (?:ال)?(?:حبوب|أقراص|دواء|أدوية)',
      '(?:مسموم|مسمومة)',
      `(?:amekunywa|alikunywa|nimekunywa|kunywa|amemeza|alimeza|nimemeza|kumeza|amekula|alikula) ${upTo(3)}(?:sumu|vidonge vingi|dawa nyingi|jik|klorini|dawa ya panya|mafuta ya taa|petroli)`,
      '(?:vidonge|dawa) (?:vingi|nyingi) (?:kupita kiasi|sana|mno)',
      '(?:amezidisha|alizidisha|nimezidisha|kuzidisha) (?:dozi|dawa|vidonge)',
      '(?:dozi|dawa) (?:kupita|imezidi) kiasi',
    ]),
    conditions: phrases(['poisoning', 'intoxication', 'تسمم', 'sumu']),
  },
  {
    category: 'suicide',
    symptoms: phrases([
      'suicid(?:e|es|al)',
      'kill (?:myself|himself|herself|themselves|ourselves)',
      '(?:end|ending|take|taking) (?:my|his|her|their) (?:own )?life',
      'end it all',
      '(?:want|wants|wanted|wanna|wish) (?:to )?die',
      '(?:wish|wished) (?:i|he|she) (?:was|were) dead',
      'better off dead',
      // Harming oneself, not "I cut myself shaving".
      '(?:harm|harming|hurting|cutting) (?:myself|himself|herself|themselves)',
      '(?:want|wants|going|trying) to (?:hurt|cut|harm) (?:myself|himself|herself|themselves)',
      'self ?(?:harm|harming|injury|injuring)',
      'no (?:reason|point) (?:to live|in living)',
      '(?:don ?t|do not|doesn ?t|no longer) want to (?:live|be alive|wake up)',
      'suicid(?:er|aire|aires)',
      '(?:me|se|te) tuer',
      '(?:envie|envies) de mourir',
      '(?:veux|veut|voudrais) mourir',
      '(?:je veux|j ai envie d) en finir',
      'en finir avec (?:la vie|tout|ma vie)',
      'mettre fin à (?:mes|ses|ma|sa) (?:jours|vie)',
      '(?:me|se) faire du mal',
      'automutil(?:ation|er)',
      '(?:me|se) (?:scarifier|couper les veines)',
      'plus envie de vivre',
      'انتحار[^ ]*',
      '(?:انتحر|انتحرت|ينتحر|تنتحر|أنتحر)',
      '(?:أقتل|يقتل|تقتل|قتل) (?:نفسي|نفسه|نفسها)',
      '(?:أريد|أود|أبغى|أبي|بدي) (?:أن )?(?:أموت|الموت|موت)',
      '(?:إنهاء|أنهي) (?:حياتي|حياته|حياتها)',
      '(?:إيذاء|أذية|أؤذي|أجرح) (?:نفسي|نفسه|نفسها)',
      'لا (?:أريد|أرغب في) (?:ال)?(?:عيش|حياة)',
      '[a-z]*jiua',
      '(?:nataka|anataka|natamani|anatamani|ningependa) kufa',
      '[a-z]*(?:jidhuru|jiumiza)',
      '(?:sitaki|hataki) kuishi',
      '[a-z]*jitoa uhai',
    ]),
  },
];

/** Talk of planning care for a condition, or of a past episode: the context in which a condition's name alone is no emergency. */
const CARE_PLANNING = phrases([
  'rehab(?:ilitation)?',
  'recover(?:y|ing)?',
  'after(?:care)?',
  'post',
  'following',
  '(?:physio)?therapy',
  'physio',
  'treat(?:ment|ments|ed|ing)?',
  'surgery|surgeon|surgical|operation|procedure|bypass|stent|angioplasty',
  'costs?|prices?|pricing|fees?|how much|cheap(?:er|est)?|afford(?:able)?|budget|package|quote',
  '(?:hospital|clinic|centre|center|specialist|programme|program|patient)s?',
  'travel(?:l?ing)?|fly(?:ing)?|flights?',
  'prevent(?:ion|ing)?|risks?|screening|history|survivors?|ago|last (?:year|month|week)|insurance',
  'rééducation|réadaptation|après|suite à|traitements?|soigner|chirurgie|opération|intervention',
  'coûts?|prix|tarifs?|combien|hôpita(?:l|ux)|cliniques?|spécialistes?',
  'prévention|prévenir|risques?|dépistage|antécédents?|convalescence|récupération|il y a',
  '(?:إعادة )?تأهيل|علاج|تكلفة|تكاليف|سعر|أسعار|جراحة|عملية|مستشفى|مستشفيات|عيادة|وقاية|تعافي|نقاهة|بعد|كم|منذ',
  'baada|matibabu|tiba|gharama|bei|upasuaji|hospitali|kliniki|mazoezi|kupona|ukarabati|kuzuia|mwaka jana|iliyopita',
]);

/** Words saying the condition is happening now: with them a condition counts even in a question about care. */
const HAPPENING_NOW = phrases([
  '(?:is|am|are|s|m|re) having',
  'right now|just now|emergency|urgent(?:ly)?|ambulance|dying',
  // « il fait un AVC » is now, « il a fait un AVC » is past.
  'en train de faire (?:un|une)|(?<!(?:a|ai|as|avait|avons|avez|ont) )(?:fait|fais) (?:un|une)|au secours|urgence|urgent|à l instant',
  'الآن|حالا|الحين|النجدة|ساعدوني|إسعاف|طوارئ|عاجل|بسرعة',
  'sasa hivi|hivi sasa|haraka|dharura|ambulensi|gari la wagonjwa|(?:anapata|ana|napata|nina) (?:kiharusi|shambulio la moyo|mshtuko wa moyo)',
]);

function classify(text: string): EmergencyCategory | null {
  if (text === '') return null;
  const conditionsCount = !CARE_PLANNING.test(text) || HAPPENING_NOW.test(text);
  const rule = RULES.find((candidate) => candidate.symptoms.test(text) || (conditionsCount && candidate.conditions?.test(text)));
  return rule?.category ?? null;
}

/**
 * The emergency the message being answered describes, or null. `userMessages` are the conversation's user messages,
 * oldest to newest, the new one last; only that one is read (see the header: earlier messages had their own reply).
 * When it names several, the first in `EmergencyCategory`'s order is returned: 'suicide' is last, so a message that
 * also tells of a physical emergency ("I took all my pills, I want to die") gets the emergency numbers first.
 */
export function detectEmergency(userMessages: readonly string[]): EmergencyCategory | null {
  const newest = userMessages.at(-1);
  return newest === undefined ? null : classify(normalise(newest));
}
