import type { GuideEntryText, GuideSection, GuideTopic, Translations } from '@medtour/contracts';

/**
 * The patient guide's and the contact page's content as the product starts with it (spec §2 "Patient
 * Guide" and "Contact"), in English, French, Arabic and Swahili. Loaded on the first start only: from
 * then on staff edit it in the back office (Patient Guide).
 */
export const GUIDE_ENTRIES: {
  section: GuideSection;
  position: number;
  topic: GuideTopic;
  title: string;
  body: string;
  badge?: string;
  time?: string;
  translations: Translations<GuideEntryText>;
}[] = [
  {
    section: 'steps',
    position: 0,
    topic: 'submit-request',
    title: 'Submit Request',
    body: 'Tell us about your condition and upload your medical records. A coordinator reviews your request and replies within 24 hours.',
    badge: 'Free',
    time: '1-2 days',
    translations: {
      fr: {
        title: 'Envoi de votre demande',
        body: 'Décrivez-nous votre état de santé et téléversez votre dossier médical. Un coordinateur examine votre demande et vous répond sous 24 heures.',
        badge: 'Gratuit',
        time: '1 à 2 jours',
      },
      ar: {
        title: 'قدّم طلبك',
        body: 'أخبرنا عن حالتك وارفع سجلاتك الطبية. يراجع أحد المنسّقين طلبك ويردّ عليك خلال 24 ساعة.',
        badge: 'مجاني',
        time: 'يوم إلى يومين',
      },
      sw: {
        title: 'Tuma Ombi',
        body: 'Tueleze kuhusu hali yako ya kiafya na upakie rekodi zako za matibabu. Mratibu hukagua ombi lako na kukujibu ndani ya saa 24.',
        badge: 'Bure',
        time: 'Siku 1-2',
      },
    },
  },
  {
    section: 'steps',
    position: 1,
    topic: 'get-matched',
    title: 'Get Matched with Provider',
    body: 'We match you with an accredited hospital and specialist, and send you a treatment plan with a cost estimate. Your consultation is arranged within 2-3 business days.',
    badge: 'Personalized',
    time: '2-3 days',
    translations: {
      fr: {
        title: 'Choix de l’établissement',
        body: 'Nous vous orientons vers un hôpital accrédité et un spécialiste, et vous envoyons un plan de traitement accompagné d’une estimation des coûts. Votre consultation est organisée dans les 2 à 3 jours ouvrés.',
        badge: 'Personnalisé',
        time: '2 à 3 jours',
      },
      ar: {
        title: 'اختيار مقدّم الرعاية المناسب',
        body: 'نرشّح لك مستشفى معتمدًا وطبيبًا أخصائيًا، ونرسل إليك خطة علاجية مع تقدير للتكلفة. وتُرتَّب استشارتك خلال \u20662-3\u2069 أيام عمل.',
        badge: 'مخصّص لك',
        time: '\u20662-3\u2069 أيام',
      },
      sw: {
        title: 'Unganishwa na Mtoa Huduma',
        body: 'Tunakuunganisha na hospitali yenye ithibati na daktari bingwa, kisha tunakutumia mpango wa matibabu pamoja na makadirio ya gharama. Ushauri wako hupangwa ndani ya siku 2-3 za kazi.',
        badge: 'Kulingana na mahitaji yako',
        time: 'Siku 2-3',
      },
    },
  },
  {
    section: 'steps',
    position: 2,
    topic: 'confirm-plan',
    title: 'Confirm & Plan Travel',
    body: 'Confirm your plan; we help with your medical visa letter, flights, airport pickup and accommodation near the hospital.',
    badge: 'Full support',
    time: '1-2 weeks',
    translations: {
      fr: {
        title: 'Confirmation et préparation du voyage',
        body: 'Vous confirmez votre plan ; nous vous aidons pour la lettre nécessaire à votre visa médical, les vols, l’accueil à l’aéroport et l’hébergement près de l’hôpital.',
        badge: 'Accompagnement complet',
        time: '1 à 2 semaines',
      },
      ar: {
        title: 'التأكيد والتخطيط للسفر',
        body: 'أكّد خطتك، ونحن نساعدك في خطاب التأشيرة العلاجية، والرحلات الجوية، والاستقبال في المطار، والإقامة بالقرب من المستشفى.',
        badge: 'دعم كامل',
        time: 'أسبوع إلى أسبوعين',
      },
      sw: {
        title: 'Thibitisha na Panga Safari',
        body: 'Thibitisha mpango wako; tunakusaidia kupata barua ya viza ya matibabu, tiketi za ndege, kupokelewa uwanja wa ndege na malazi karibu na hospitali.',
        badge: 'Msaada kamili',
        time: 'Wiki 1-2',
      },
    },
  },
  {
    section: 'steps',
    position: 3,
    topic: 'treatment-recovery',
    title: 'Treatment & Recovery',
    body: 'Receive your treatment with a coordinator on call and an interpreter when you need one. Your doctors decide when you are fit to fly.',
    badge: 'Expert care',
    time: 'Variable',
    translations: {
      fr: {
        title: 'Traitement et convalescence',
        body: 'Vous recevez votre traitement avec un coordinateur joignable à tout moment et un interprète lorsque vous en avez besoin. Vos médecins décident quand vous êtes en état de prendre l’avion.',
        badge: 'Soins experts',
        time: 'Variable',
      },
      ar: {
        title: 'العلاج والتعافي',
        body: 'تلقَّ علاجك مع منسّق متاح عند الحاجة ومترجم فوري حين تحتاج إليه. ويقرّر أطباؤك متى تصبح لائقًا صحيًا للسفر جوًا.',
        badge: 'رعاية متخصصة',
        time: 'تختلف حسب الحالة',
      },
      sw: {
        title: 'Matibabu na Kupona',
        body: 'Pata matibabu yako huku mratibu akipatikana wakati wowote na mkalimani unapomhitaji. Madaktari wako ndio huamua lini uko tayari kusafiri kwa ndege.',
        badge: 'Huduma ya wataalamu',
        time: 'Hutofautiana',
      },
    },
  },
  {
    section: 'steps',
    position: 4,
    topic: 'aftercare',
    title: 'Return Home + Aftercare',
    body: 'Back home, you keep in touch with your doctors through follow-up consultations, and our team supports your recovery.',
    badge: 'Follow-up',
    time: 'Ongoing',
    translations: {
      fr: {
        title: 'Retour chez vous et suivi',
        body: 'Une fois rentré chez vous, vous restez en contact avec vos médecins grâce à des consultations de suivi, et notre équipe vous accompagne pendant votre convalescence.',
        badge: 'Suivi',
        time: 'En continu',
      },
      ar: {
        title: 'العودة إلى بلدك والرعاية بعد العلاج',
        body: 'بعد عودتك إلى بلدك، تبقى على تواصل مع أطبائك من خلال استشارات المتابعة، ويدعم فريقنا مرحلة تعافيك.',
        badge: 'متابعة',
        time: 'مستمرة',
      },
      sw: {
        title: 'Kurudi Nyumbani + Huduma Baada ya Matibabu',
        body: 'Ukisharudi nyumbani, unaendelea kuwasiliana na madaktari wako kupitia mashauriano ya ufuatiliaji, na timu yetu inakusaidia katika kupona kwako.',
        badge: 'Ufuatiliaji',
        time: 'Inaendelea',
      },
    },
  },
  {
    section: 'services',
    position: 0,
    topic: 'visa-support',
    title: 'Visa Support',
    body: 'Invitation letters from your hospital and guidance for the medical visa of your destination, for you and a companion.',
    translations: {
      fr: {
        title: 'Aide pour le visa',
        body: 'Des lettres d’invitation de votre hôpital et des conseils pour le visa médical de votre pays de destination, pour vous et un accompagnant.',
      },
      ar: {
        title: 'المساعدة في التأشيرة',
        body: 'خطابات دعوة من المستشفى وإرشادات بشأن التأشيرة العلاجية لبلد وجهتك، لك ولمرافق واحد.',
      },
      sw: {
        title: 'Msaada wa Viza',
        body: 'Barua za mwaliko kutoka hospitali yako na maelekezo kuhusu viza ya matibabu ya nchi unayokwenda, kwa ajili yako na msindikizaji mmoja.',
      },
    },
  },
  {
    section: 'services',
    position: 1,
    topic: 'insurance',
    title: 'Travel Insurance',
    body: 'Advice on travel insurance that covers medical travel, so that unexpected costs are covered.',
    translations: {
      fr: {
        title: 'Assurance voyage',
        body: 'Des conseils sur une assurance voyage qui couvre les voyages médicaux, pour que les frais imprévus soient pris en charge.',
      },
      ar: {
        title: 'تأمين السفر',
        body: 'نصائح بشأن تأمين سفر يغطي السفر لأغراض علاجية، حتى تكون التكاليف غير المتوقعة مغطاة.',
      },
      sw: {
        title: 'Bima ya Safari',
        body: 'Ushauri kuhusu bima ya safari inayogharamia safari za matibabu, ili gharama zisizotarajiwa zilipiwe.',
      },
    },
  },
  {
    section: 'services',
    position: 2,
    topic: 'translator',
    title: 'Translator Services',
    body: 'Support is in English; interpreters for French, Arabic, Swahili and other languages are arranged for your appointments.',
    translations: {
      fr: {
        title: 'Services d’interprétation',
        body: 'Notre équipe vous accompagne en anglais ; des interprètes en français, en arabe, en swahili et dans d’autres langues sont prévus pour vos rendez-vous.',
      },
      ar: {
        title: 'خدمات الترجمة',
        body: 'نقدّم الدعم باللغة الإنجليزية، ونرتّب مترجمين فوريين للفرنسية والعربية والسواحيلية ولغات أخرى لمواعيدك.',
      },
      sw: {
        title: 'Huduma za Ukalimani',
        body: 'Huduma hutolewa kwa Kiingereza; tunakupangia wakalimani wa Kifaransa, Kiarabu, Kiswahili na lugha nyingine kwa ajili ya miadi yako.',
      },
    },
  },
  {
    section: 'services',
    position: 3,
    topic: 'accommodation',
    title: 'Accommodation',
    body: 'Comfortable accommodation near your hospital for you and a companion, booked for the length of your stay.',
    translations: {
      fr: {
        title: 'Hébergement',
        body: 'Un hébergement confortable près de votre hôpital pour vous et un accompagnant, réservé pour toute la durée de votre séjour.',
      },
      ar: {
        title: 'الإقامة',
        body: 'إقامة مريحة بالقرب من المستشفى لك ولمرافق واحد، محجوزة طوال مدة إقامتك.',
      },
      sw: {
        title: 'Malazi',
        body: 'Malazi mazuri karibu na hospitali yako kwa ajili yako na msindikizaji mmoja, yaliyowekwa kwa muda wote wa kukaa kwako.',
      },
    },
  },
  {
    section: 'faq',
    position: 0,
    topic: 'savings',
    title: 'How much can I save compared with treatment at home?',
    body: 'Patients typically save 50-80% compared with private treatment in many other countries. You receive a cost estimate before you decide, and the initial consultation and planning are free: you pay only for your treatment.',
    translations: {
      fr: {
        title: 'Combien puis-je économiser par rapport à un traitement dans mon pays ?',
        body: 'Les patients économisent généralement de 50 à 80 % par rapport à un traitement dans le privé dans de nombreux autres pays. Vous recevez une estimation des coûts avant de prendre votre décision, et la première consultation et l’organisation sont gratuites : vous ne payez que votre traitement.',
      },
      ar: {
        title: 'كم يمكنني أن أوفّر مقارنة بالعلاج في بلدي؟',
        body: 'يوفّر المرضى عادةً ما بين 50% و80% مقارنة بالعلاج الخاص في كثير من البلدان الأخرى. تتلقى تقديرًا للتكلفة قبل أن تتخذ قرارك، والاستشارة الأولية والتخطيط مجانيان: لا تدفع إلا تكلفة علاجك.',
      },
      sw: {
        title: 'Ninaweza kuokoa kiasi gani ikilinganishwa na matibabu nchini kwangu?',
        body: 'Kwa kawaida wagonjwa huokoa 50-80% ikilinganishwa na matibabu ya binafsi katika nchi nyingine nyingi. Unapokea makadirio ya gharama kabla ya kuamua, na ushauri wa awali na upangaji ni bure: unalipia matibabu yako tu.',
      },
    },
  },
  {
    section: 'faq',
    position: 1,
    topic: 'accreditation',
    title: 'Are the hospitals safe and accredited?',
    body: 'We work with internationally accredited hospitals and experienced specialists. Each hospital profile lists its accreditations, specialties and patient reviews.',
    translations: {
      fr: {
        title: 'Les hôpitaux sont-ils sûrs et accrédités ?',
        body: 'Nous travaillons avec des hôpitaux accrédités à l’international et des spécialistes expérimentés. Le profil de chaque hôpital présente ses accréditations, ses spécialités et les avis des patients.',
      },
      ar: {
        title: 'هل المستشفيات آمنة ومعتمدة؟',
        body: 'نعمل مع مستشفيات معتمدة دوليًا وأطباء أخصائيين ذوي خبرة. ويعرض ملف كل مستشفى اعتماداته وتخصصاته وتقييمات المرضى.',
      },
      sw: {
        title: 'Je, hospitali ni salama na zina ithibati?',
        body: 'Tunafanya kazi na hospitali zenye ithibati ya kimataifa na madaktari bingwa wenye uzoefu. Wasifu wa kila hospitali unaonyesha ithibati zake, taaluma zake maalum na maoni ya wagonjwa.',
      },
    },
  },
  {
    section: 'faq',
    position: 2,
    topic: 'stay-length',
    title: 'How long will I need to stay?',
    body: 'Plan for 3-7 days for simple treatments and 2-4 weeks for complex surgery, including recovery before you fly home. Your doctor confirms the length of your stay in your treatment plan.',
    translations: {
      fr: {
        title: 'Combien de temps devrai-je rester sur place ?',
        body: 'Prévoyez de 3 à 7 jours pour les traitements simples et de 2 à 4 semaines pour une chirurgie complexe, convalescence comprise avant votre vol de retour. Votre médecin confirme la durée de votre séjour dans votre plan de traitement.',
      },
      ar: {
        title: 'كم من الوقت سأحتاج إلى البقاء؟',
        body: 'خطّط لمدة \u20663-7\u2069 أيام للعلاجات البسيطة، و\u20662-4\u2069 أسابيع للجراحات المعقدة، بما في ذلك فترة التعافي قبل عودتك جوًا إلى بلدك. ويؤكّد طبيبك مدة إقامتك في خطتك العلاجية.',
      },
      sw: {
        title: 'Nitahitaji kukaa kwa muda gani?',
        body: 'Panga siku 3-7 kwa matibabu mepesi na wiki 2-4 kwa upasuaji mkubwa, ikijumuisha muda wa kupona kabla ya kurudi nyumbani kwa ndege. Daktari wako huthibitisha muda wa kukaa kwako katika mpango wako wa matibabu.',
      },
    },
  },
  {
    section: 'faq',
    position: 3,
    topic: 'planning-time',
    title: 'How long does planning take?',
    body: 'Allow 4-6 weeks from your first request to your treatment. Emergencies can be expedited: tell us how urgent your case is.',
    translations: {
      fr: {
        title: 'Combien de temps faut-il pour tout organiser ?',
        body: 'Comptez de 4 à 6 semaines entre votre première demande et votre traitement. Les urgences peuvent être traitées en priorité : indiquez-nous le degré d’urgence de votre situation.',
      },
      ar: {
        title: 'كم يستغرق التخطيط؟',
        body: 'احسب \u20664-6\u2069 أسابيع من طلبك الأول حتى علاجك. ويمكن تسريع الحالات الطارئة: أخبرنا بمدى إلحاح حالتك.',
      },
      sw: {
        title: 'Upangaji huchukua muda gani?',
        body: 'Tenga wiki 4-6 tangu ombi lako la kwanza hadi matibabu yako. Dharura zinaweza kuharakishwa: tueleze jinsi hali yako ilivyo ya dharura.',
      },
    },
  },
  {
    section: 'faq',
    position: 4,
    topic: 'consultation-before-travel',
    title: 'Do I need a medical consultation before I travel?',
    body: 'Yes. A specialist reviews your medical records and confirms that the treatment is right for you before you book any travel.',
    translations: {
      fr: {
        title: 'Ai-je besoin d’une consultation médicale avant de partir ?',
        body: 'Oui. Un spécialiste examine votre dossier médical et confirme que le traitement vous convient avant que vous ne réserviez votre voyage.',
      },
      ar: {
        title: 'هل أحتاج إلى استشارة طبية قبل السفر؟',
        body: 'نعم. يراجع طبيب أخصائي سجلاتك الطبية ويؤكّد أن العلاج مناسب لك قبل أن تحجز أي سفر.',
      },
      sw: {
        title: 'Je, ninahitaji ushauri wa kitabibu kabla ya kusafiri?',
        body: 'Ndiyo. Daktari bingwa hukagua rekodi zako za matibabu na kuthibitisha kwamba matibabu yanakufaa kabla hujaweka nafasi ya safari yoyote.',
      },
    },
  },
  {
    section: 'faq',
    position: 5,
    topic: 'companions',
    title: 'Can someone travel with me, and will I have an interpreter?',
    body: 'Yes. We help a companion with their visa and accommodation, and arrange interpreters for French, Arabic, Swahili and other languages.',
    translations: {
      fr: {
        title: 'Quelqu’un peut-il m’accompagner, et aurai-je un interprète ?',
        body: 'Oui. Nous aidons votre accompagnant pour son visa et son hébergement, et organisons des interprètes en français, en arabe, en swahili et dans d’autres langues.',
      },
      ar: {
        title: 'هل يمكن لشخص أن يرافقني، وهل سيكون لي مترجم فوري؟',
        body: 'نعم. نساعد مرافقك في الحصول على التأشيرة والإقامة، ونرتّب مترجمين فوريين للفرنسية والعربية والسواحيلية ولغات أخرى.',
      },
      sw: {
        title: 'Je, mtu anaweza kusafiri pamoja nami, na je, nitapata mkalimani?',
        body: 'Ndiyo. Tunamsaidia msindikizaji wako kupata viza na malazi, na tunakupangia wakalimani wa Kifaransa, Kiarabu, Kiswahili na lugha nyingine.',
      },
    },
  },
  {
    section: 'contact',
    position: 0,
    topic: 'reply-time',
    title: 'How quickly will you reply?',
    body: 'We reply to every message within 24 hours, and a consultation is usually arranged within 2-3 business days.',
    translations: {
      fr: {
        title: 'Dans quel délai répondez-vous ?',
        body: 'Nous répondons à chaque message sous 24 heures, et une consultation est généralement organisée dans les 2 à 3 jours ouvrés.',
      },
      ar: {
        title: 'ما مدى سرعة ردّكم؟',
        body: 'نردّ على كل رسالة خلال 24 ساعة، وعادةً ما تُرتَّب الاستشارة خلال \u20662-3\u2069 أيام عمل.',
      },
      sw: {
        title: 'Mtanijibu kwa haraka kiasi gani?',
        body: 'Tunajibu kila ujumbe ndani ya saa 24, na kwa kawaida ushauri hupangwa ndani ya siku 2-3 za kazi.',
      },
    },
  },
  {
    section: 'contact',
    position: 1,
    topic: 'consultation-free',
    title: 'Is the consultation free?',
    body: 'Yes. Your initial consultation and planning are free: you pay only for your treatment.',
    translations: {
      fr: {
        title: 'La consultation est-elle gratuite ?',
        body: 'Oui. Votre première consultation et l’organisation sont gratuites : vous ne payez que votre traitement.',
      },
      ar: {
        title: 'هل الاستشارة مجانية؟',
        body: 'نعم. الاستشارة الأولية والتخطيط مجانيان: لا تدفع إلا تكلفة علاجك.',
      },
      sw: {
        title: 'Je, ushauri ni bure?',
        body: 'Ndiyo. Ushauri wako wa awali na upangaji ni bure: unalipia matibabu yako tu.',
      },
    },
  },
  {
    section: 'contact',
    position: 2,
    topic: 'coordinator-languages',
    title: 'Which languages do you speak?',
    body: 'Our support is in English. Interpreters for French, Arabic, Swahili and other languages are arranged.',
    translations: {
      fr: {
        title: 'Quelles langues parlez-vous ?',
        body: 'Notre équipe vous accompagne en anglais. Des interprètes en français, en arabe, en swahili et dans d’autres langues sont mis à votre disposition.',
      },
      ar: {
        title: 'ما اللغات التي تتحدثونها؟',
        body: 'نقدّم دعمنا باللغة الإنجليزية، ونرتّب مترجمين فوريين للفرنسية والعربية والسواحيلية ولغات أخرى.',
      },
      sw: {
        title: 'Mnazungumza lugha gani?',
        body: 'Huduma zetu hutolewa kwa Kiingereza. Tunakupangia wakalimani wa Kifaransa, Kiarabu, Kiswahili na lugha nyingine.',
      },
    },
  },
  {
    section: 'contact',
    position: 3,
    topic: 'message-content',
    title: 'What should I include in my message?',
    body: 'Your condition, any diagnosis you already have, and when you would like to travel. Do not send medical records by email: upload them securely after you sign in.',
    translations: {
      fr: {
        title: 'Que dois-je indiquer dans mon message ?',
        body: 'Votre état de santé, tout diagnostic déjà posé et la période à laquelle vous souhaitez voyager. N’envoyez pas votre dossier médical par e-mail : téléversez-le en toute sécurité après vous être connecté.',
      },
      ar: {
        title: 'ما الذي ينبغي أن أذكره في رسالتي؟',
        body: 'حالتك الصحية، وأي تشخيص حصلت عليه بالفعل، والموعد الذي تودّ السفر فيه. لا ترسل سجلاتك الطبية بالبريد الإلكتروني: ارفعها بأمان بعد تسجيل الدخول.',
      },
      sw: {
        title: 'Niandike nini katika ujumbe wangu?',
        body: 'Hali yako ya kiafya, utambuzi wowote wa ugonjwa ulio nao tayari, na lini ungependa kusafiri. Usitume rekodi za matibabu kwa barua pepe: zipakie kwa usalama baada ya kuingia kwenye akaunti yako.',
      },
    },
  },
];
