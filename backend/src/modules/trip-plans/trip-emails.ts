import type { Locale, TripGap } from '@medtour/contracts';
import { dayIn, GREETINGS, plural } from '../notifications/email-language.js';
import type { RenderedEmail } from '../notifications/mailer.service.js';

/**
 * The emails of the trip after the deposit (issue 54): to the patient in their language (reminders
 * of what they still have to do before arrival, aftercare check-ins, the discharge pack), and to the
 * coordinators in English (a check-in with warning signs). None of them carries health details: the
 * answers, the documents and the bill stay behind sign-in, as email is not a safe channel for them.
 */

/** The patient an email of their trip goes to, in their language. */
export interface TripRecipient {
  email: string;
  firstName: string;
  language: Locale;
}

/** The patient's own gaps before arrival (TRIP_GAPS: 'patient', check-ins aside): what a reminder lists. */
const REMINDER_GAPS = [
  'travellers',
  'visa_reference',
  'visa_decision',
  'arrival_flight',
  'departure_flight',
  'pickup_answer',
  'accommodation_patient',
] as const satisfies readonly TripGap[];
type ReminderGap = (typeof REMINDER_GAPS)[number];

const isReminderGap = (gap: TripGap): gap is ReminderGap => (REMINDER_GAPS as readonly TripGap[]).includes(gap);

interface TripTexts {
  /** What introduces the link to the trip plan: `Your trip plan (booking #1a2b3c4d):`. */
  plan: (reference: string) => string;
  reminder: {
    /** `Your trip to Sunway Medical Centre: 3 things to do before you travel`, in the language's plural forms. */
    subject: (hospital: string, count: number) => string;
    /** The subject when nothing of the patient's is missing any more. */
    subjectReady: (hospital: string) => string;
    /** The day of arrival and the days left until then (`days` is 1: tomorrow). */
    arrival: (hospital: string, day: string, days: number) => string;
    /** What introduces the missing things, one a line. */
    ask: string;
    /** Each missing thing as a short line, read after `ask`. */
    gaps: Record<ReminderGap, string>;
    /** Instead of `ask` and the lines, when nothing is missing. */
    ready: string;
    help: string;
  };
  checkIn: {
    subject: string;
    /** How long since they left the hospital (`days`, in the language's plural forms), after which treatment. */
    since: (days: number, treatment: string | null) => string;
    ask: string;
    /** What introduces the link to the questions: `Answer here (booking #1a2b3c4d):`. */
    answer: (reference: string) => string;
    /** Who reads the answers. */
    reader: string;
    emergency: string;
  };
  discharge: { subject: string; body: string; keep: string };
}

/** The trip emails to the patient in each language of the site (a language missing here is a type error). */
const TEXTS: Record<Locale, TripTexts> = {
  en: {
    plan: (reference) => `Your trip plan (booking #${reference}):`,
    reminder: {
      subject: (hospital, count) =>
        `Your trip to ${hospital}: ${plural('en', count, { one: '1 thing', other: `${count} things` })} to do before you travel`,
      subjectReady: (hospital) => `Your trip to ${hospital} is coming up`,
      arrival: (hospital, day, days) =>
        days === 1
          ? `Your trip to ${hospital} is coming up: you arrive tomorrow, ${day}.`
          : `Your trip to ${hospital} is coming up: you arrive on ${day}, ${plural('en', days, { one: 'in 1 day', other: `in ${days} days` })}.`,
      ask: 'Please tell us in your trip plan:',
      gaps: {
        travellers: 'the passport details of everyone travelling',
        visa_reference: 'the reference number of your visa application',
        visa_decision: 'whether your visa has been approved',
        arrival_flight: 'your flight there (flight number and arrival time)',
        departure_flight: 'your flight home',
        pickup_answer: 'whether you want us to meet you at the airport',
        accommodation_patient: 'where you will stay',
      },
      ready: 'You have told us everything we need from you. Check the details of your trip once more before you travel.',
      help: 'If something has changed or you need help, write to your coordinator from the same page.',
    },
    checkIn: {
      subject: 'How are you feeling? A few questions from your coordinator',
      since: (days, treatment) =>
        `${plural('en', days, { one: 'It has been 1 day', other: `It has been ${days} days` })} since you left the hospital${
          treatment ? ` after your ${treatment}` : ''
        }. How are you feeling?`,
      ask: 'Please answer a few short questions: your pain, your wound, any fever, how well you can move, and anything you would like to ask.',
      answer: (reference) => `Answer here (booking #${reference}):`,
      reader: 'Your patient coordinator reads your answers and will get back to you if anything needs a closer look.',
      emergency:
        'If you feel very unwell or think it is an emergency, call your local emergency number now. Do not wait for a reply from us.',
    },
    discharge: {
      subject: 'Your discharge pack and final bill are ready',
      body: 'Your discharge pack (the summary of your stay, your medicines and your follow-up instructions) and your final bill are ready in your trip plan. Read them and download a copy to keep.',
      keep: 'Keep them with you when you travel home, and show them to your doctor at home.',
    },
  },
  fr: {
    plan: (reference) => `Votre plan de voyage (réservation #${reference}) :`,
    reminder: {
      subject: (hospital, count) =>
        `Votre voyage à ${hospital} : ${plural('fr', count, { one: `${count} chose`, other: `${count} choses` })} à faire avant de partir`,
      subjectReady: (hospital) => `Votre voyage à ${hospital} approche`,
      arrival: (hospital, day, days) =>
        days === 1
          ? `Votre voyage à ${hospital} approche : vous arrivez demain, le ${day}.`
          : `Votre voyage à ${hospital} approche : vous arrivez le ${day}, ${plural('fr', days, { one: `dans ${days} jour`, other: `dans ${days} jours` })}.`,
      ask: 'Merci de nous indiquer dans votre plan de voyage :',
      gaps: {
        travellers: 'les informations de passeport de chaque personne qui voyage',
        visa_reference: 'le numéro de référence de votre demande de visa',
        visa_decision: 'si votre visa a été accordé',
        arrival_flight: 'votre vol aller (numéro de vol et heure d’arrivée)',
        departure_flight: 'votre vol retour',
        pickup_answer: 'si vous souhaitez que nous venions vous chercher à l’aéroport',
        accommodation_patient: 'où vous logerez',
      },
      ready: 'Vous nous avez donné tout ce dont nous avions besoin. Relisez les détails de votre voyage une dernière fois avant de partir.',
      help: 'Un changement ou besoin d’aide ? Écrivez à votre coordinateur depuis la même page.',
    },
    checkIn: {
      subject: 'Comment allez-vous ? Quelques questions de votre coordinateur',
      since: (days, treatment) =>
        `${plural('fr', days, { one: `Cela fait ${days} jour`, other: `Cela fait ${days} jours` })} que vous avez quitté l’hôpital${
          treatment ? ` après votre traitement (${treatment})` : ''
        }. Comment allez-vous ?`,
      ask: 'Merci de répondre à quelques questions courtes : la douleur, la cicatrice, la fièvre, vos déplacements, et tout ce que vous souhaitez nous demander.',
      answer: (reference) => `Répondez ici (réservation #${reference}) :`,
      reader: 'Votre coordinateur patients lit vos réponses et vous recontacte si quelque chose doit être vérifié.',
      emergency:
        'Si vous vous sentez très mal ou pensez que c’est une urgence, appelez tout de suite le numéro d’urgence du pays où vous vous trouvez. N’attendez pas notre réponse.',
    },
    discharge: {
      subject: 'Votre dossier de sortie et votre facture finale sont prêts',
      body: 'Votre dossier de sortie (le compte rendu de votre séjour, vos médicaments et les consignes de suivi) et votre facture finale sont disponibles dans votre plan de voyage. Lisez-les et téléchargez-en une copie à conserver.',
      keep: 'Gardez-les avec vous pour le voyage retour et montrez-les à votre médecin à votre retour.',
    },
  },
  ar: {
    plan: (reference) => `خطة رحلتك (الحجز #${reference}):`,
    reminder: {
      subject: (hospital, count) =>
        `رحلتك إلى ${hospital}: ${plural('ar', count, {
          one: 'أمامك مهمة واحدة',
          two: 'أمامك مهمتان',
          few: `أمامك ${count} مهام`,
          many: `أمامك ${count} مهمة`,
          other: `أمامك ${count} مهمة`,
        })} قبل السفر`,
      subjectReady: (hospital) => `اقترب موعد رحلتك إلى ${hospital}`,
      arrival: (hospital, day, days) =>
        days === 1
          ? `اقترب موعد رحلتك إلى ${hospital}: تصل غدًا في ${day}.`
          : `اقترب موعد رحلتك إلى ${hospital}: تصل في ${day}، أي بعد ${plural('ar', days, {
              one: 'يوم واحد',
              two: 'يومين',
              few: `${days} أيام`,
              many: `${days} يومًا`,
              other: `${days} يوم`,
            })}.`,
      ask: 'يُرجى أن تُعلمنا في خطة رحلتك بما يلي:',
      gaps: {
        travellers: 'بيانات جواز السفر لكل من سيسافر',
        visa_reference: 'الرقم المرجعي لطلب تأشيرتك',
        visa_decision: 'ما إذا كانت تأشيرتك قد قُبلت',
        arrival_flight: 'رحلة الذهاب (رقم الرحلة وموعد الوصول)',
        departure_flight: 'رحلة العودة إلى بلدك',
        pickup_answer: 'ما إذا كنت تريد أن نستقبلك في المطار',
        accommodation_patient: 'مكان إقامتك',
      },
      ready: 'لقد أعطيتنا كل ما نحتاج إليه منك. راجع تفاصيل رحلتك مرة أخيرة قبل السفر.',
      help: 'إذا تغيّر شيء أو احتجت إلى مساعدة، فراسل منسّقك من الصفحة نفسها.',
    },
    checkIn: {
      subject: 'كيف حالك؟ بضعة أسئلة من منسّقك',
      since: (days, treatment) =>
        `${plural('ar', days, {
          one: 'مرّ يوم واحد',
          two: 'مرّ يومان',
          few: `مرّت ${days} أيام`,
          many: `مرّ ${days} يومًا`,
          other: `مرّ ${days} يوم`,
        })} على خروجك من المستشفى${treatment ? ` بعد علاجك (${treatment})` : ''}. كيف حالك؟`,
      ask: 'نرجو أن تجيب عن بضعة أسئلة قصيرة: الألم، والجرح، والحمّى، وقدرتك على الحركة، وأي سؤال تودّ طرحه.',
      answer: (reference) => `أجب من هنا (الحجز #${reference}):`,
      reader: 'يقرأ منسّق المرضى الخاص بك إجاباتك، ويتواصل معك إذا احتاج أمرٌ ما إلى متابعة.',
      emergency: 'إذا شعرت بتعب شديد أو ظننت أنها حالة طارئة، فاتصل فورًا برقم الطوارئ في البلد الذي أنت فيه، ولا تنتظر ردّنا.',
    },
    discharge: {
      subject: 'ملف خروجك من المستشفى وفاتورتك النهائية جاهزان',
      body: 'ملف خروجك من المستشفى (ملخص إقامتك، وأدويتك، وتعليمات المتابعة) وفاتورتك النهائية جاهزان في خطة رحلتك. اقرأها ونزّل نسخة منها للاحتفاظ بها.',
      keep: 'احتفظ بها معك في رحلة العودة، واعرضها على طبيبك في بلدك.',
    },
  },
  sw: {
    plan: (reference) => `Mpango wa safari yako (nafasi #${reference}):`,
    reminder: {
      subject: (hospital, count) =>
        `Safari yako kwenda ${hospital}: ${plural('sw', count, { one: 'jambo moja la kufanya', other: `mambo ${count} ya kufanya` })} kabla ya kusafiri`,
      subjectReady: (hospital) => `Safari yako kwenda ${hospital} inakaribia`,
      // "siku" is the same word for one day and several.
      arrival: (hospital, day, days) =>
        days === 1
          ? `Safari yako kwenda ${hospital} inakaribia: utafika kesho, tarehe ${day}.`
          : `Safari yako kwenda ${hospital} inakaribia: utafika tarehe ${day}, baada ya siku ${days}.`,
      ask: 'Tafadhali tueleze katika mpango wa safari yako:',
      gaps: {
        travellers: 'taarifa za pasipoti za kila msafiri',
        visa_reference: 'nambari ya kumbukumbu ya ombi lako la viza',
        visa_decision: 'kama viza yako imeidhinishwa',
        arrival_flight: 'ndege yako ya kwenda (nambari ya ndege na saa ya kuwasili)',
        departure_flight: 'ndege yako ya kurudi nyumbani',
        pickup_answer: 'kama ungependa tukupokee uwanja wa ndege',
        accommodation_patient: 'mahali utakapokaa',
      },
      ready: 'Umetupa kila kitu tunachohitaji kutoka kwako. Pitia tena maelezo ya safari yako kabla ya kusafiri.',
      help: 'Kama kuna kilichobadilika au unahitaji msaada, mwandikie mratibu wako kupitia ukurasa huo huo.',
    },
    checkIn: {
      subject: 'Unaendeleaje? Maswali machache kutoka kwa mratibu wako',
      since: (days, treatment) =>
        `${plural('sw', days, { one: 'Imepita siku moja', other: `Zimepita siku ${days}` })} tangu utoke hospitalini${
          treatment ? ` baada ya matibabu yako (${treatment})` : ''
        }. Unaendeleaje?`,
      ask: 'Tafadhali jibu maswali machache mafupi: maumivu, kidonda, homa, jinsi unavyoweza kutembea, na swali lolote ulilo nalo.',
      answer: (reference) => `Jibu hapa (nafasi #${reference}):`,
      reader: 'Mratibu wako wa wagonjwa atasoma majibu yako na atawasiliana nawe ikiwa kuna jambo linalohitaji kuangaliwa.',
      emergency:
        'Ukijisikia vibaya sana au ukidhani ni dharura, piga simu mara moja kwa nambari ya dharura ya nchi uliyopo. Usisubiri jibu letu.',
    },
    discharge: {
      subject: 'Nyaraka zako za kutoka hospitalini na bili ya mwisho ziko tayari',
      body: 'Nyaraka zako za kutoka hospitalini (muhtasari wa kukaa kwako, dawa zako na maelekezo ya ufuatiliaji) pamoja na bili yako ya mwisho ziko tayari katika mpango wa safari yako. Zisome na upakue nakala ya kuhifadhi.',
      keep: 'Zibebe unaposafiri kurudi nyumbani, na uzionyeshe kwa daktari wako ukifika nyumbani.',
    },
  },
};

/** A patient's email: the greeting in their language, then the lines. */
function toPatient(to: TripRecipient, subject: string, lines: string[]): RenderedEmail {
  return { to: to.email, subject, text: [GREETINGS[to.language](to.firstName), '', ...lines].join('\n') };
}

/**
 * Reminder before arrival of what the patient still has to do: one short line per missing thing
 * (only the patient's own gaps are listed; a gap twice, once), the day of arrival and the days left.
 */
export function tripReminder(
  to: TripRecipient,
  facts: {
    reference: string;
    hospitalName: string;
    arrivalOn: string /* YYYY-MM-DD */;
    daysBefore: number;
    gaps: TripGap[] /* only patient gaps: travellers, visa_reference, visa_decision, arrival_flight, departure_flight, pickup_answer, accommodation_patient */;
    link: string;
  },
): RenderedEmail {
  const texts = TEXTS[to.language];
  const t = texts.reminder;
  const gaps = [...new Set(facts.gaps.filter(isReminderGap))];
  const arrival = t.arrival(facts.hospitalName, dayIn(to.language, facts.arrivalOn), facts.daysBefore);
  const missing = gaps.length ? [t.ask, ...gaps.map((gap) => `- ${t.gaps[gap]}`)] : [t.ready];
  return toPatient(to, gaps.length ? t.subject(facts.hospitalName, gaps.length) : t.subjectReady(facts.hospitalName), [
    arrival,
    '',
    ...missing,
    '',
    texts.plan(facts.reference),
    facts.link,
    '',
    t.help,
  ]);
}

/** An aftercare check-in is due: a few questions (pain, wound, fever, mobility, questions) at the link. */
export function checkInDue(
  to: TripRecipient,
  facts: { reference: string; treatmentName: string | null; day: number /* days since discharge */; link: string },
): RenderedEmail {
  const t = TEXTS[to.language].checkIn;
  return toPatient(to, t.subject, [
    t.since(facts.day, facts.treatmentName),
    '',
    t.ask,
    t.answer(facts.reference),
    facts.link,
    '',
    t.reader,
    '',
    t.emergency,
  ]);
}

/**
 * Staff: a check-in shows warning signs — read it now. English. `to` is a comma-separated list of
 * addresses. Only the booking's reference and the link: no name, no answers, no signs.
 */
export function aftercareAlert(to: string, facts: { reference: string; link: string }): RenderedEmail {
  return {
    to,
    subject: `Aftercare warning signs: booking #${facts.reference}`,
    text: [
      `An aftercare check-in for booking #${facts.reference} shows warning signs. Read it now and contact the patient:`,
      facts.link,
      '',
      'Acknowledge the alert on the trip plan once someone has taken it in hand.',
    ].join('\n'),
  };
}

/** The discharge pack (and final bill) are ready to read and download in the trip plan. */
export function dischargeReady(to: TripRecipient, facts: { reference: string; link: string }): RenderedEmail {
  const texts = TEXTS[to.language];
  const t = texts.discharge;
  return toPatient(to, t.subject, [t.body, '', texts.plan(facts.reference), facts.link, '', t.keep]);
}
