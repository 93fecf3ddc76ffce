import type { Locale } from '@medtour/contracts';

/** The files of an export, in the order the README lists them. */
export const EXPORT_FILES = [
  'profile.json',
  'assessments.json',
  'bookings.json',
  'ledger.json',
  'messages.json',
  'assistant-conversations.json',
  'reviews.json',
  'consents.json',
  'data-requests.json',
  'record-access.json',
  'records.json',
  'records/',
  'trips.json',
  'trip-files/',
] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

interface ReadmeTexts {
  title: string;
  intro: (date: string) => string;
  files: Record<ExportFile, string>;
  outro: string;
}

/** The export's README, in the patient's language (reviewed like the site's catalogues). */
const TEXTS: Record<Locale, ReadmeTexts> = {
  en: {
    title: 'Your data at MedTour Asia',
    intro: (date) =>
      `This archive holds everything MedTour Asia keeps about you, as of ${date} (UTC). Each .json file can be opened with any text editor; dates are in UTC.`,
    files: {
      'profile.json': 'Your account and profile: name, email, phone, country, language, when you signed up.',
      'assessments.json': 'Your health assessments: symptoms, medicines, history, goals, urgency, budget.',
      'bookings.json': 'Your bookings, each with its quotes (every version we sent you).',
      'ledger.json': 'Every payment and refund recorded for you (deposits, Premium), as our accounts hold them.',
      'messages.json': 'Your messages with our coordinators, booking by booking.',
      'assistant-conversations.json': 'Your conversations with the assistant.',
      'reviews.json': 'The reviews you wrote about hospitals.',
      'consents.json': 'The records you agreed to share with a hospital, and each time the hospital opened them.',
      'data-requests.json': 'Your requests for a copy of your data and to delete your account.',
      'record-access.json': 'Who opened your medical records and health information, and when (our audit log).',
      'records.json': 'The list of medical records you uploaded.',
      'records/': 'The medical records themselves, as you uploaded them.',
      'trips.json':
        'Your trip plans: travellers and their passports, visa, flights, pick-up, accommodation, admission, discharge and final bill, aftercare check-ins and your answers, reminders sent.',
      'trip-files/': "The files of your trips: the hospital's visa letters and your discharge packs.",
    },
    outro: 'Keep this archive somewhere safe: it contains your health information. Questions: write to your coordinator.',
  },
  fr: {
    title: 'Vos données chez MedTour Asia',
    intro: (date) =>
      `Cette archive contient tout ce que MedTour Asia conserve à votre sujet, au ${date} (UTC). Chaque fichier .json s’ouvre avec n’importe quel éditeur de texte ; les dates sont en UTC.`,
    files: {
      'profile.json': 'Votre compte et votre profil : nom, e-mail, téléphone, pays, langue, date d’inscription.',
      'assessments.json': 'Vos évaluations de santé : symptômes, médicaments, antécédents, objectifs, urgence, budget.',
      'bookings.json': 'Vos réservations, chacune avec ses devis (toutes les versions envoyées).',
      'ledger.json': 'Chaque paiement et remboursement enregistré pour vous (acomptes, Premium), tels que nos comptes les gardent.',
      'messages.json': 'Vos messages avec nos coordinateurs, réservation par réservation.',
      'assistant-conversations.json': 'Vos conversations avec l’assistant.',
      'reviews.json': 'Les avis que vous avez écrits sur des hôpitaux.',
      'consents.json': 'Les documents que vous avez accepté de partager avec un hôpital, et chaque ouverture par l’hôpital.',
      'data-requests.json': 'Vos demandes de copie de vos données et de suppression de votre compte.',
      'record-access.json': 'Qui a ouvert vos documents médicaux et vos informations de santé, et quand (notre journal d’audit).',
      'records.json': 'La liste des documents médicaux que vous avez envoyés.',
      'records/': 'Les documents médicaux eux-mêmes, tels que vous les avez envoyés.',
      'trips.json':
        'Vos plans de voyage : voyageurs et passeports, visa, vols, accueil à l’aéroport, hébergement, admission, sortie et facture finale, suivis après l’opération avec vos réponses, rappels envoyés.',
      'trip-files/': 'Les fichiers de vos voyages : lettres de l’hôpital pour le visa et dossiers de sortie.',
    },
    outro: 'Gardez cette archive en lieu sûr : elle contient vos informations de santé. Des questions ? Écrivez à votre coordinateur.',
  },
  ar: {
    title: 'بياناتك لدى MedTour Asia',
    intro: (date) =>
      `يحتوي هذا الأرشيف على كل ما تحتفظ به MedTour Asia عنك حتى ${date} (بالتوقيت العالمي). يمكن فتح كل ملف ‎.json بأي محرر نصوص، والتواريخ بالتوقيت العالمي.`,
    files: {
      'profile.json': 'حسابك وملفك الشخصي: الاسم والبريد الإلكتروني والهاتف والبلد واللغة وتاريخ التسجيل.',
      'assessments.json': 'تقييماتك الصحية: الأعراض والأدوية والتاريخ المرضي والأهداف ومدى الاستعجال والميزانية.',
      'bookings.json': 'حجوزاتك، ومع كل حجز عروض الأسعار التي أرسلناها إليك (كل النسخ).',
      'ledger.json': 'كل دفعة واسترداد سُجّل لك (العربون والاشتراك المميز) كما تحفظها حساباتنا.',
      'messages.json': 'رسائلك مع منسقينا، حجزًا بحجز.',
      'assistant-conversations.json': 'محادثاتك مع المساعد.',
      'reviews.json': 'التقييمات التي كتبتها عن المستشفيات.',
      'consents.json': 'السجلات التي وافقت على مشاركتها مع مستشفى، وكل مرة فتحها فيها المستشفى.',
      'data-requests.json': 'طلباتك للحصول على نسخة من بياناتك ولحذف حسابك.',
      'record-access.json': 'من فتح سجلاتك الطبية ومعلوماتك الصحية ومتى (سجل التدقيق لدينا).',
      'records.json': 'قائمة السجلات الطبية التي رفعتها.',
      'records/': 'السجلات الطبية نفسها كما رفعتها.',
      'trips.json':
        'خطط رحلاتك: المسافرون وجوازات سفرهم، والتأشيرة، والرحلات الجوية، والاستقبال في المطار، والإقامة، والدخول إلى المستشفى، والخروج منه والفاتورة النهائية، ومتابعات ما بعد العلاج مع إجاباتك، والتذكيرات المرسلة.',
      'trip-files/': 'ملفات رحلاتك: خطابات التأشيرة من المستشفى وملفات الخروج من المستشفى.',
    },
    outro: 'احفظ هذا الأرشيف في مكان آمن: فهو يحتوي على معلوماتك الصحية. لأي سؤال، راسل منسقك.',
  },
  sw: {
    title: 'Data yako katika MedTour Asia',
    intro: (date) =>
      `Kumbukumbu hii ina kila kitu ambacho MedTour Asia inahifadhi kukuhusu, hadi ${date} (UTC). Kila faili ya .json inafunguka kwa kihariri chochote cha maandishi; tarehe ziko kwa UTC.`,
    files: {
      'profile.json': 'Akaunti na wasifu wako: jina, barua pepe, simu, nchi, lugha, ulipojisajili.',
      'assessments.json': 'Tathmini zako za afya: dalili, dawa, historia, malengo, uharaka, bajeti.',
      'bookings.json': 'Nafasi ulizoweka, kila moja na nukuu zake za bei (kila toleo tulilokutumia).',
      'ledger.json': 'Kila malipo na marejesho yaliyorekodiwa kwako (amana, Premium), kama yalivyo katika hesabu zetu.',
      'messages.json': 'Ujumbe wako na waratibu wetu, nafasi kwa nafasi.',
      'assistant-conversations.json': 'Mazungumzo yako na msaidizi.',
      'reviews.json': 'Maoni uliyoandika kuhusu hospitali.',
      'consents.json': 'Rekodi ulizokubali kushiriki na hospitali, na kila mara hospitali ilipozifungua.',
      'data-requests.json': 'Maombi yako ya nakala ya data yako na ya kufuta akaunti yako.',
      'record-access.json': 'Nani alifungua rekodi zako za matibabu na taarifa zako za afya, na lini (kumbukumbu yetu ya ukaguzi).',
      'records.json': 'Orodha ya rekodi za matibabu ulizopakia.',
      'records/': 'Rekodi za matibabu zenyewe, kama ulivyozipakia.',
      'trips.json':
        'Mipango ya safari zako: wasafiri na pasipoti zao, viza, safari za ndege, kupokelewa uwanja wa ndege, malazi, kulazwa, kuruhusiwa kutoka hospitali na bili ya mwisho, ufuatiliaji baada ya matibabu pamoja na majibu yako, vikumbusho vilivyotumwa.',
      'trip-files/': 'Faili za safari zako: barua za viza kutoka hospitali na nyaraka za kuruhusiwa kutoka hospitali.',
    },
    outro: 'Hifadhi kumbukumbu hii mahali salama: ina taarifa zako za afya. Maswali: mwandikie mratibu wako.',
  },
};

/** The README.txt of an export made on `date` (YYYY-MM-DD), in `language`. */
export function exportReadme(language: Locale, date: string): string {
  const t = TEXTS[language];
  const files = EXPORT_FILES.map((file) => `- ${file}: ${t.files[file]}`);
  return [t.title, '', t.intro(date), '', ...files, '', t.outro, ''].join('\n');
}
