import { type AiSource, localizedPath, type Locale } from '@medtour/contracts';
import type { MedicalRequestKind } from './medical-requests.js';

/*
 * The fixed replies the safety rules answer with instead of any engine, in the patient's language (issue 27). Short
 * and calm: the emergency reply must be read in seconds, and a refusal should leave the patient knowing where to go
 * next. Links are paths on our site only, in the patient's language (`/fr/contact`): they pass checkModelOutput like
 * any answer would have to. Each language's texts sit in `TEXTS: Record<Locale, …>`, so a missing one is a type error.
 */

export interface EmergencyNumber {
  country: string;
  number: string;
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
  /** What the assistant cannot do, per kind of request. */
  cannot: Record<MedicalRequestKind, string>;
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
    cannot: {
      diagnosis: "I'm sorry, I can't diagnose symptoms or tell you what condition you may have.",
      dose: "I'm sorry, I can't advise on medicines or doses.",
      prescription: "I'm sorry, I can't prescribe or recommend medicines.",
    },
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
    cannot: {
      diagnosis: 'Je ne peux malheureusement pas poser de diagnostic ni vous dire de quelle maladie il pourrait s’agir.',
      dose: 'Je ne peux malheureusement pas vous conseiller sur des médicaments ni sur leur posologie.',
      prescription: 'Je ne peux malheureusement pas prescrire ni recommander de médicaments.',
    },
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
    cannot: {
      diagnosis: 'عذرًا، لا يمكنني تشخيص الأعراض أو إخبارك بالحالة التي قد تكون مصابًا بها.',
      dose: 'عذرًا، لا يمكنني تقديم المشورة بشأن الأدوية أو جرعاتها.',
      prescription: 'عذرًا، لا يمكنني وصف الأدوية أو التوصية بها.',
    },
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
    cannot: {
      diagnosis: 'Samahani, siwezi kutambua ugonjwa kutokana na dalili wala kukuambia ni hali gani unaweza kuwa nayo.',
      dose: 'Samahani, siwezi kutoa ushauri kuhusu dawa wala vipimo vyake.',
      prescription: 'Samahani, siwezi kukuandikia dawa wala kupendekeza dawa.',
    },
    doctor: (contact, dashboard) =>
      `Tafadhali zungumza na daktari kuhusu jambo hili. Unaweza kuweka miadi ya ushauri wa bure na waratibu wetu wa huduma kwenye ukurasa wa ${contact} ` +
      `au kwenye dashibodi yako (${dashboard}), nao watakuunganisha na daktari bingwa.`,
    canHelp: 'Ninaweza kukusaidia kuhusu matibabu, maeneo ya kwenda, hospitali na gharama.',
    contactUs: 'Wasiliana Nasi',
  },
};

/**
 * The reply to a message describing an emergency, with the emergency numbers of the staff-maintained table (their
 * country names as stored).
 */
export function emergencyReply(numbers: readonly EmergencyNumber[], language: Locale = 'en'): string {
  const texts = TEXTS[language].emergency;
  const lines = [texts.seekCare, texts.call];
  if (numbers.length > 0) {
    lines.push([texts.numbers, ...numbers.map(({ country, number }) => `- ${country}: ${number}`)].join('\n'));
  }
  lines.push(texts.notHere);
  return lines.join('\n\n');
}

/** The reply to a request for a diagnosis, a dose or a prescription (and to prompt-injection attempts, as 'diagnosis'). */
export function refusalReply(kind: MedicalRequestKind, language: Locale = 'en'): string {
  const texts = TEXTS[language];
  return [texts.cannot[kind], texts.doctor(localizedPath(language, '/contact'), localizedPath(language, '/dashboard')), texts.canHelp].join(
    '\n\n',
  );
}

/** The refusal's source: our contact page, titled in the patient's language (the site links it in the page's language). */
export const refusalSource = (language: Locale = 'en'): AiSource => ({ title: TEXTS[language].contactUs, url: '/contact' });
