import { type AiSource, localizedPath, type Locale } from '@medtour/contracts';
import type { SafetyKind } from '../nlu/corpus.js';

/** What the assistant declines, each with its own reply: a request for medical judgement, an attempt on its rules, other people's data. */
export type RefusalKind = Exclude<SafetyKind, 'emergency' | 'self-harm'>;

/*
 * The fixed replies the safety rules answer with instead of any engine, in the patient's language (issue 27). Short
 * and calm: the emergency reply must be read in seconds, the self-harm reply speaks to the person before it lists
 * numbers (issue 29), and a refusal should leave the patient knowing where to go next. Links are paths on our site only, in the patient's language (`/fr/contact`): they pass checkModelOutput like
 * any answer would have to. Each language's texts sit in `TEXTS: Record<Locale, …>`, so a missing one is a type error.
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

const TEXTS: Record<Locale, ReplyTexts> = {
  en: {
    emergency: {
      seekCare: 'This may be a medical emergency. Please seek emergency care now.',
      call: 'Call your local emergency number now, or go to the nearest emergency department.',
      numbers: 'Emergency numbers:',
      notHere: 'We cannot help with emergencies in this chat. Please do not wait for a reply here.',
    },
    selfHarm: {
      notAlone: "I'm really sorry you're feeling this way. You are not alone, and there are people who want to help you right now.",
      reachOut:
        'Please contact a crisis line now. The people who answer are there to listen, and they can support you in a way this chat cannot.',
      numbers: 'Numbers you can call now:',
      emergency: 'emergency',
      line: 'crisis line',
      danger:
        'If you are in immediate danger, or you might act on these thoughts, call your local emergency number now or go to the nearest emergency department.',
    },
    cannot: {
      diagnosis: "I'm sorry, I can't diagnose symptoms or tell you what condition you may have.",
      dose: "I'm sorry, I can't advise on medicines or doses.",
      medication: "I'm sorry, I can't advise on starting, stopping, skipping or changing a medicine.",
      prescription: "I'm sorry, I can't prescribe or recommend medicines.",
      injection: "I can't change how I work or share my instructions.",
      'others-data': "I can't share anything about other patients or other people: their records, bookings and details are private.",
    },
    prescriber:
      'Please ask the doctor who prescribed it, before your trip, and tell the hospital’s team about every medicine you take so that they can plan your care with it.',
    doctor: (contact, dashboard) =>
      `Please talk to a doctor about this. You can book a free consultation with our care coordinators on the ${contact} page ` +
      `or from your ${dashboard}, and they will put you in touch with a specialist.`,
    canHelp: 'I can help with treatments, destinations, hospitals and costs.',
    contactUs: 'Contact us',
  },
  fr: {
    emergency: {
      seekCare: 'Il peut s’agir d’une urgence médicale. Faites-vous soigner en urgence sans attendre.',
      call: 'Appelez dès maintenant le numéro d’urgence local, ou rendez-vous au service des urgences le plus proche.',
      numbers: 'Numéros d’urgence\u00a0:',
      notHere: 'Ce chat ne peut pas vous aider en cas d’urgence. N’attendez pas de réponse ici.',
    },
    selfHarm: {
      notAlone:
        'Merci de me l’avoir dit. Ce que vous traversez semble très douloureux, et vous n’êtes pas seul(e)\u00a0: des personnes peuvent vous aider dès maintenant.',
      reachOut:
        'Contactez dès maintenant une ligne d’écoute. Les personnes qui répondent sont là pour vous écouter, et elles peuvent vous soutenir comme ce chat ne le peut pas.',
      numbers: 'Numéros à appeler dès maintenant\u00a0:',
      emergency: 'urgences',
      line: 'ligne d’écoute',
      danger:
        'Si vous êtes en danger immédiat, ou si vous risquez de passer à l’acte, appelez tout de suite le numéro d’urgence local ou rendez-vous au service des urgences le plus proche.',
    },
    cannot: {
      diagnosis: 'Je ne peux malheureusement pas poser de diagnostic ni vous dire de quelle maladie il pourrait s’agir.',
      dose: 'Je ne peux malheureusement pas vous conseiller sur des médicaments ni sur leur posologie.',
      medication:
        'Je ne peux malheureusement pas vous conseiller sur le fait de commencer, d’arrêter, de sauter ou de modifier un médicament.',
      prescription: 'Je ne peux malheureusement pas prescrire ni recommander de médicaments.',
      injection: 'Je ne peux pas changer ma façon de fonctionner ni communiquer mes instructions.',
      'others-data':
        'Je ne peux rien communiquer sur d’autres patients ou d’autres personnes\u00a0: leurs dossiers, réservations et coordonnées sont confidentiels.',
    },
    prescriber:
      'Posez la question au médecin qui vous l’a prescrit, avant votre voyage, et indiquez à l’équipe de l’hôpital tous les médicaments que vous prenez afin qu’elle en tienne compte dans vos soins.',
    doctor: (contact, dashboard) =>
      `Veuillez en parler à un médecin. Vous pouvez réserver une consultation gratuite avec nos coordinateurs de soins sur la page ${contact} ` +
      `ou depuis votre tableau de bord (${dashboard})\u00a0; ils vous mettront en relation avec un spécialiste.`,
    canHelp: 'Je peux vous renseigner sur les traitements, les destinations, les hôpitaux et les coûts.',
    contactUs: 'Nous contacter',
  },
  ar: {
    emergency: {
      seekCare: 'قد تكون هذه حالة طبية طارئة. يُرجى طلب الرعاية الطبية الطارئة فورًا.',
      call: 'اتصل الآن برقم الطوارئ المحلي، أو توجّه إلى أقرب قسم للطوارئ.',
      numbers: 'أرقام الطوارئ:',
      notHere: 'لا يمكننا المساعدة في حالات الطوارئ عبر هذه المحادثة. يُرجى عدم انتظار الرد هنا.',
    },
    selfHarm: {
      notAlone: 'شكرًا لأنك أخبرتني. يبدو أن ما تمر به صعب ومؤلم جدًا، ولست وحدك: هناك من يريد مساعدتك الآن.',
      reachOut:
        'يُرجى التواصل الآن مع خط للدعم النفسي في الأزمات؛ فمن يجيبون هناك موجودون للإصغاء إليك، ويمكنهم مساندتك بطريقة لا تستطيعها هذه المحادثة.',
      numbers: 'أرقام يمكنك الاتصال بها الآن:',
      emergency: 'الطوارئ',
      line: 'خط الدعم النفسي',
      danger: 'إذا كنت في خطر مباشر، أو تخشى أن تؤذي نفسك، فاتصل فورًا برقم الطوارئ المحلي أو توجّه إلى أقرب قسم للطوارئ.',
    },
    cannot: {
      diagnosis: 'عذرًا، لا يمكنني تشخيص الأعراض أو إخبارك بالحالة التي قد تكون مصابًا بها.',
      dose: 'عذرًا، لا يمكنني تقديم المشورة بشأن الأدوية أو جرعاتها.',
      medication: 'عذرًا، لا يمكنني تقديم المشورة بشأن البدء بدواء أو إيقافه أو تفويت جرعة منه أو تغييره.',
      prescription: 'عذرًا، لا يمكنني وصف الأدوية أو التوصية بها.',
      injection: 'لا يمكنني تغيير طريقة عملي أو مشاركة التعليمات الخاصة بي.',
      'others-data': 'لا يمكنني مشاركة أي معلومات عن مرضى آخرين أو أشخاص آخرين: سجلاتهم وحجوزاتهم وبياناتهم سرية.',
    },
    prescriber:
      'يُرجى أن تسأل الطبيب الذي وصفه لك قبل سفرك، وأن تُبلغ فريق المستشفى بجميع الأدوية التي تتناولها ليأخذوها في الحسبان عند التخطيط لعلاجك.',
    doctor: (contact, dashboard) =>
      `يُرجى التحدث إلى طبيب بشأن ذلك. يمكنك حجز استشارة مجانية مع منسقي الرعاية لدينا من صفحة ${contact} ` +
      `أو من لوحة التحكم الخاصة بك (${dashboard})، وسيتولّون ربطك بطبيب مختص.`,
    canHelp: 'يمكنني مساعدتك في الأسئلة المتعلقة بالعلاجات والوجهات والمستشفيات والتكاليف.',
    contactUs: 'اتصل بنا',
  },
  sw: {
    emergency: {
      seekCare: 'Hii inaweza kuwa dharura ya kiafya. Tafadhali tafuta huduma ya dharura mara moja.',
      call: 'Piga simu kwa nambari ya dharura ya eneo lako sasa hivi, au nenda kwenye kitengo cha dharura kilicho karibu nawe.',
      numbers: 'Nambari za dharura:',
      notHere: 'Hatuwezi kusaidia kuhusu dharura kupitia mazungumzo haya. Tafadhali usisubiri jibu hapa.',
    },
    selfHarm: {
      notAlone: 'Pole sana kwa unayoyapitia. Hauko peke yako, na kuna watu wanaotaka kukusaidia sasa hivi.',
      reachOut:
        'Tafadhali wasiliana sasa hivi na huduma ya simu ya msaada wa kisaikolojia. Wanaopokea simu wapo kukusikiliza, na wanaweza kukusaidia kwa namna ambayo mazungumzo haya hayawezi.',
      numbers: 'Nambari unazoweza kupiga sasa hivi:',
      emergency: 'dharura',
      line: 'simu ya msaada wa kisaikolojia',
      danger:
        'Ikiwa uko hatarini sasa hivi, au unaweza kujidhuru, piga simu mara moja kwa nambari ya dharura ya eneo lako au nenda kwenye kitengo cha dharura kilicho karibu nawe.',
    },
    cannot: {
      diagnosis: 'Samahani, siwezi kutambua ugonjwa kutokana na dalili wala kukuambia ni hali gani unaweza kuwa nayo.',
      dose: 'Samahani, siwezi kutoa ushauri kuhusu dawa wala vipimo vyake.',
      medication: 'Samahani, siwezi kutoa ushauri kuhusu kuanza, kuacha, kuruka au kubadilisha dawa.',
      prescription: 'Samahani, siwezi kukuandikia dawa wala kupendekeza dawa.',
      injection: 'Siwezi kubadilisha jinsi ninavyofanya kazi wala kutoa maelekezo yangu.',
      'others-data':
        'Siwezi kutoa taarifa zozote kuhusu wagonjwa wengine au watu wengine: rekodi zao, nafasi walizohifadhi na taarifa zao ni siri.',
    },
    prescriber:
      'Tafadhali muulize daktari aliyekuandikia dawa hiyo kabla ya safari yako, na uwaeleze wahudumu wa hospitali dawa zote unazotumia ili wazizingatie katika matibabu yako.',
    doctor: (contact, dashboard) =>
      `Tafadhali zungumza na daktari kuhusu jambo hili. Unaweza kuweka miadi ya ushauri wa bure na waratibu wetu wa huduma kwenye ukurasa wa ${contact} ` +
      `au kwenye dashibodi yako (${dashboard}), nao watakuunganisha na daktari bingwa.`,
    canHelp: 'Ninaweza kukusaidia kuhusu matibabu, maeneo ya kwenda, hospitali na gharama.',
    contactUs: 'Wasiliana Nasi',
  },
};

/** The guidance's first paragraph, which needs no number: sent the moment the screen has spoken (issue 50). */
export const safetyOpening = (kind: 'emergency' | 'self-harm', language: Locale): string =>
  kind === 'emergency' ? TEXTS[language].emergency.seekCare : TEXTS[language].selfHarm.notAlone;

/**
 * The reply to a message describing an emergency, with the emergency numbers of the staff-maintained table (their
 * countries named, and put in alphabetical order, in the reply's language).
 */
export function emergencyReply(numbers: readonly EmergencyNumber[], language: Locale = 'en'): string {
  const texts = TEXTS[language].emergency;
  const lines = [texts.seekCare, texts.call];
  if (numbers.length > 0) {
    const named = numbers.map(({ country, number }) => ({ country: countryIn(language, country), number }));
    named.sort((a, b) => a.country.localeCompare(b.country, language));
    lines.push([texts.numbers, ...named.map(({ country, number }) => `- ${country}: ${number}`)].join('\n'));
  }
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
