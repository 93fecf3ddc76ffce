import { type BookingStatus, type BookingType, formatMoney, type Locale, type QuoteInLocalMoney } from '@medtour/contracts';
import type { RenderedEmail } from '../notifications/mailer.service.js';
import { GREETINGS, plural } from '../notifications/email-language.js';
import { dollarsWithLocal, localRateNote } from '../payments/payment-emails.js';

/** What a booking email says about its booking (never the medical summary: email is not a safe channel). */
export interface BookingEmailFacts {
  reference: string;
  /** Empty when the account has no name: the patient's greeting then names no one. */
  patientName: string;
  patientEmail: string;
  /** The patient's language (their account's): the emails to them are written in it. */
  language: Locale;
  hospital: string;
  /** The treatment's name, or null for a booking without one (a consultation). */
  treatment: string | null;
  bookingType: BookingType;
  status: BookingStatus;
  link: string;
}

interface BookingTexts {
  status: Record<BookingStatus, string>;
  type: Record<BookingType, string>;
  /** What a booking without a treatment is for. */
  anyTreatment: string;
  /** `consultation for Knee replacement at Sunway Medical Centre` */
  what: (type: string, treatment: string, hospital: string) => string;
  details: (link: string) => string;
  created: { subject: (ref: string) => string; intro: (what: string) => string; follow: string };
  statusChanged: { subject: (ref: string, status: string) => string; body: (hospital: string, status: string) => string };
  cancelled: {
    subject: (ref: string) => string;
    body: (what: string) => string;
    held: (amount: string, policy: string) => string;
    decision: string;
  };
  depositKept: { subject: (ref: string) => string; body: (hospital: string, amount: string) => string; question: (link: string) => string };
  messages: {
    /** What ends a sentence that introduces a list: `:`, in French ` :`. */
    colon: string;
    /** `a new message`, `3 new messages`: in the language's plural forms. */
    count: (count: number) => string;
    subject: (ref: string, count: number) => string;
    /** `name`: the staff member who wrote them all, by the name they show patients (none: several, or unknown). */
    sent: (what: string, name: string | null) => string;
    more: (count: number) => string;
    read: (count: number) => string;
  };
}

/** The booking emails to the patient in each language of the site (issue 27). */
const TEXTS: Record<Locale, BookingTexts> = {
  en: {
    status: {
      pending: 'pending',
      confirmed: 'confirmed',
      payment_pending: 'payment pending',
      completed: 'completed',
      cancelled: 'cancelled',
    },
    type: { consultation: 'consultation', surgery: 'surgery', treatment: 'treatment', checkup: 'checkup', therapy: 'therapy' },
    anyTreatment: 'a consultation',
    what: (type, treatment, hospital) => `${type} for ${treatment} at ${hospital}`,
    details: (link) => `Details: ${link}`,
    created: {
      subject: (ref) => `Booking request received (#${ref})`,
      intro: (what) => `Your booking request has been submitted successfully: ${what}.`,
      follow: 'A patient coordinator will contact you within 24 hours. You can follow it and message us here:',
    },
    statusChanged: {
      subject: (ref, status) => `Your booking #${ref} is now ${status}`,
      body: (hospital, status) => `The status of your booking at ${hospital} is now: ${status}.`,
    },
    cancelled: {
      subject: (ref) => `Your booking #${ref} is cancelled`,
      body: (what) => `Your ${what} is cancelled, as you asked.`,
      held: (amount, policy) => `You paid ${amount} towards its deposit. Our deposit refund policy: ${policy}`,
      decision: 'Your coordinator will decide on the refund under this policy and email you what is refunded and when.',
    },
    depositKept: {
      subject: (ref) => `Your deposit for booking #${ref}`,
      body: (hospital, amount) =>
        `Your booking at ${hospital} was cancelled. Under our deposit refund policy, ${amount} of the deposit you paid is not refunded:`,
      question: (link) => `If you have a question, write to your coordinator: ${link}`,
    },
    messages: {
      colon: ':',
      count: (count) => (count === 1 ? 'a new message' : `${count} new messages`),
      subject: (ref, count) => (count === 1 ? `New message about booking #${ref}` : `${count} new messages about booking #${ref}`),
      sent: (what, name) => (name ? `${name}, your patient coordinator, sent you ${what}` : `Your patient coordinator sent you ${what}`),
      more: (count) => `and ${count} more`,
      read: (count) => (count === 1 ? 'Read and answer it here:' : 'Read and answer them here:'),
    },
  },
  fr: {
    status: {
      pending: 'en attente',
      confirmed: 'confirmée',
      payment_pending: 'en attente de paiement',
      completed: 'terminée',
      cancelled: 'annulée',
    },
    type: { consultation: 'consultation', surgery: 'chirurgie', treatment: 'traitement', checkup: 'bilan de santé', therapy: 'thérapie' },
    anyTreatment: 'une consultation',
    what: (type, treatment, hospital) => `${type} pour ${treatment} à ${hospital}`,
    details: (link) => `Détails : ${link}`,
    created: {
      subject: (ref) => `Demande de réservation reçue (#${ref})`,
      intro: (what) => `Votre demande de réservation a bien été envoyée : ${what}.`,
      follow: 'Un coordinateur patients vous contactera dans les 24 heures. Vous pouvez la suivre et nous écrire ici :',
    },
    statusChanged: {
      subject: (ref, status) => `Votre réservation #${ref} est désormais ${status}`,
      body: (hospital, status) => `Le statut de votre réservation à ${hospital} est désormais : ${status}.`,
    },
    cancelled: {
      subject: (ref) => `Votre réservation #${ref} est annulée`,
      body: (what) => `Votre réservation (${what}) est annulée, comme vous l’avez demandé.`,
      held: (amount, policy) =>
        `Vous avez versé ${amount} au titre de son acompte. Notre politique de remboursement des acomptes : ${policy}`,
      decision:
        'Votre coordinateur décidera du remboursement selon cette politique et vous indiquera par e-mail ce qui est remboursé et quand.',
    },
    depositKept: {
      subject: (ref) => `Votre acompte pour la réservation #${ref}`,
      body: (hospital, amount) =>
        `Votre réservation à ${hospital} a été annulée. Selon notre politique de remboursement des acomptes, ${amount} de l’acompte que vous avez versé ne sont pas remboursés :`,
      question: (link) => `Pour toute question, écrivez à votre coordinateur : ${link}`,
    },
    messages: {
      colon: ' :',
      count: (count) => plural('fr', count, { one: 'un nouveau message', other: `${count} nouveaux messages` }),
      subject: (ref, count) =>
        plural('fr', count, {
          one: `Nouveau message concernant la réservation #${ref}`,
          other: `${count} nouveaux messages concernant la réservation #${ref}`,
        }),
      sent: (what, name) =>
        name ? `${name}, votre coordinateur patients, vous a envoyé ${what}` : `Votre coordinateur patients vous a envoyé ${what}`,
      more: (count) => plural('fr', count, { one: `et ${count} autre`, other: `et ${count} autres` }),
      read: (count) => plural('fr', count, { one: 'Lisez-le et répondez ici :', other: 'Lisez-les et répondez ici :' }),
    },
  },
  ar: {
    status: { pending: 'قيد الانتظار', confirmed: 'مؤكَّد', payment_pending: 'بانتظار الدفع', completed: 'مكتمل', cancelled: 'ملغى' },
    type: { consultation: 'استشارة', surgery: 'جراحة', treatment: 'علاج', checkup: 'فحص شامل', therapy: 'علاج تأهيلي' },
    anyTreatment: 'استشارة',
    what: (type, treatment, hospital) => `${type} (${treatment}) في ${hospital}`,
    details: (link) => `التفاصيل: ${link}`,
    created: {
      subject: (ref) => `تم استلام طلب الحجز (#${ref})`,
      intro: (what) => `تم إرسال طلب الحجز بنجاح: ${what}.`,
      follow: 'سيتواصل معك منسّق المرضى خلال 24 ساعة. يمكنك متابعة طلبك ومراسلتنا من هنا:',
    },
    statusChanged: {
      subject: (ref, status) => `حالة حجزك #${ref} الآن: ${status}`,
      body: (hospital, status) => `حالة حجزك في ${hospital} الآن: ${status}.`,
    },
    cancelled: {
      subject: (ref) => `تم إلغاء حجزك #${ref}`,
      body: (what) => `تم إلغاء حجزك (${what}) بناءً على طلبك.`,
      held: (amount, policy) => `دفعتَ ${amount} من العربون. سياسة استرداد العربون لدينا: ${policy}`,
      decision: 'سيقرّر منسّقك بشأن الاسترداد وفق هذه السياسة، ويُعلمك بالبريد الإلكتروني بما سيُستردّ ومتى.',
    },
    depositKept: {
      subject: (ref) => `عربون حجزك #${ref}`,
      body: (hospital, amount) =>
        `أُلغي حجزك في ${hospital}. وفق سياسة استرداد العربون لدينا، لن يُستردّ مبلغ ${amount} من العربون الذي دفعته:`,
      question: (link) => `إذا كان لديك سؤال، فراسل منسّقك: ${link}`,
    },
    messages: {
      colon: ':',
      count: (count) =>
        plural('ar', count, {
          one: 'رسالة جديدة',
          two: 'رسالتين جديدتين',
          few: `${count} رسائل جديدة`,
          many: `${count} رسالة جديدة`,
          other: `${count} رسالة جديدة`,
        }),
      subject: (ref, count) =>
        plural('ar', count, {
          one: `رسالة جديدة بخصوص الحجز #${ref}`,
          two: `رسالتان جديدتان بخصوص الحجز #${ref}`,
          few: `${count} رسائل جديدة بخصوص الحجز #${ref}`,
          other: `${count} رسالة جديدة بخصوص الحجز #${ref}`,
        }),
      sent: (what, name) => (name ? `أرسل إليك ${name}، منسّق المرضى، ${what}` : `أرسل إليك منسّق المرضى ${what}`),
      more: (count) =>
        plural('ar', count, { one: 'ورسالة أخرى', two: 'ورسالتان أخريان', few: `و${count} رسائل أخرى`, other: `و${count} رسالة أخرى` }),
      read: () => 'اقرأها وأجب عنها من هنا:',
    },
  },
  sw: {
    status: {
      pending: 'inasubiri',
      confirmed: 'imethibitishwa',
      payment_pending: 'inasubiri malipo',
      completed: 'imekamilika',
      cancelled: 'imeghairiwa',
    },
    type: { consultation: 'mashauriano', surgery: 'upasuaji', treatment: 'matibabu', checkup: 'uchunguzi wa afya', therapy: 'tiba' },
    anyTreatment: 'mashauriano',
    what: (type, treatment, hospital) => `${type} kwa ajili ya ${treatment} katika ${hospital}`,
    details: (link) => `Maelezo: ${link}`,
    created: {
      subject: (ref) => `Ombi la kuweka nafasi limepokelewa (#${ref})`,
      intro: (what) => `Ombi lako la kuweka nafasi limetumwa: ${what}.`,
      follow: 'Mratibu wa wagonjwa atawasiliana nawe ndani ya saa 24. Unaweza kulifuatilia na kututumia ujumbe hapa:',
    },
    statusChanged: {
      subject: (ref, status) => `Hali ya nafasi yako #${ref} sasa ni: ${status}`,
      body: (hospital, status) => `Hali ya nafasi yako katika ${hospital} sasa ni: ${status}.`,
    },
    cancelled: {
      subject: (ref) => `Nafasi yako #${ref} imeghairiwa`,
      body: (what) => `Nafasi yako (${what}) imeghairiwa, kama ulivyoomba.`,
      held: (amount, policy) => `Ulilipa ${amount} kama sehemu ya amana yake. Sera yetu ya kurejesha amana: ${policy}`,
      decision:
        'Mratibu wako ataamua kuhusu kurejesha pesa kwa mujibu wa sera hii, na atakutumia barua pepe kueleza kinachorejeshwa na lini.',
    },
    depositKept: {
      subject: (ref) => `Amana yako ya nafasi #${ref}`,
      body: (hospital, amount) =>
        `Nafasi yako katika ${hospital} ilighairiwa. Kwa mujibu wa sera yetu ya kurejesha amana, ${amount} ya amana uliyolipa haitarejeshwa:`,
      question: (link) => `Ukiwa na swali, mwandikie mratibu wako: ${link}`,
    },
    messages: {
      colon: ':',
      count: (count) => plural('sw', count, { one: 'ujumbe mpya', other: `jumbe ${count} mpya` }),
      subject: (ref, count) =>
        plural('sw', count, { one: `Ujumbe mpya kuhusu nafasi #${ref}`, other: `Jumbe ${count} mpya kuhusu nafasi #${ref}` }),
      sent: (what, name) =>
        name ? `${name}, mratibu wako wa wagonjwa, amekutumia ${what}` : `Mratibu wako wa wagonjwa amekutumia ${what}`,
      more: (count) => `na nyingine ${count}`,
      read: (count) => plural('sw', count, { one: 'Usome na ujibu hapa:', other: 'Uzisome na ujibu hapa:' }),
    },
  },
};

/** The booking in the patient's words: `consultation for Knee replacement at …`. */
function what(texts: BookingTexts, b: BookingEmailFacts): string {
  return texts.what(texts.type[b.bookingType], b.treatment ?? texts.anyTreatment, b.hospital);
}

/** A patient's email: the greeting, the lines, the link. */
function toPatient(b: BookingEmailFacts, subject: string, lines: string[]): RenderedEmail {
  return { to: b.patientEmail, subject, text: [GREETINGS[b.language](b.patientName), '', ...lines].join('\n') };
}

export function bookingCreatedPatient(b: BookingEmailFacts): RenderedEmail {
  const texts = TEXTS[b.language];
  return toPatient(b, texts.created.subject(b.reference), [texts.created.intro(what(texts, b)), texts.created.follow, b.link]);
}

/** The patient as staff emails name them (an account without a name is "The patient"). */
const patientOf = (b: BookingEmailFacts) => b.patientName || 'The patient';
const treatmentOf = (b: BookingEmailFacts) => b.treatment ?? TEXTS.en.anyTreatment;

export function bookingCreatedStaff(b: BookingEmailFacts, staffEmail: string): RenderedEmail {
  return {
    to: staffEmail,
    subject: `New booking request #${b.reference}`,
    text: [
      `${patientOf(b)} requested a ${b.bookingType} for ${treatmentOf(b)} at ${b.hospital}.`,
      '',
      `Open it in the back office: ${b.link}`,
    ].join('\n'),
  };
}

export function bookingStatusChanged(b: BookingEmailFacts): RenderedEmail {
  const texts = TEXTS[b.language];
  const status = texts.status[b.status];
  return toPatient(b, texts.statusChanged.subject(b.reference, status), [
    texts.statusChanged.body(b.hospital, status),
    '',
    texts.details(b.link),
  ]);
}

/** The deposit a cancelled booking holds (USD), and the refund policy of the day (Settings). */
export interface HeldDeposit {
  heldMinor: number;
  policy: string;
  /** The booking's quote in the patient's currency (QuoteView.local): the patient reads what they paid in it too. */
  local: QuoteInLocalMoney | null;
}

/** To the patient who cancelled: it is cancelled and, when they paid, what happens to their deposit. */
export function bookingCancelledPatient(b: BookingEmailFacts, held: HeldDeposit | null): RenderedEmail {
  const texts = TEXTS[b.language];
  return toPatient(b, texts.cancelled.subject(b.reference), [
    texts.cancelled.body(what(texts, b)),
    ...(held
      ? [
          '',
          texts.cancelled.held(dollarsWithLocal(b.language, held.heldMinor, held.local), held.policy),
          texts.cancelled.decision,
          ...(held.local ? [localRateNote(b.language, held.local)] : []),
        ]
      : []),
    '',
    texts.details(b.link),
  ]);
}

/**
 * To the coordinators (and the admins, who decide on refunds, when money is held): the patient
 * cancelled, and the deposit waiting for a decision on the booking page.
 */
export function bookingCancelledStaff(b: BookingEmailFacts, to: string, held: HeldDeposit | null): RenderedEmail {
  return {
    to,
    subject: held
      ? `Booking #${b.reference} cancelled holding ${formatMoney(held.heldMinor, 'usd')}: refund decision needed`
      : `Booking #${b.reference} cancelled by the patient`,
    text: [
      `${patientOf(b)} cancelled the ${b.bookingType} at ${b.hospital}.`,
      ...(held
        ? [
            '',
            `They had paid ${formatMoney(held.heldMinor, 'usd')} towards the deposit. An admin decides on the booking page whether it is refunded or kept under the policy:`,
            held.policy,
          ]
        : []),
      '',
      b.link,
    ].join('\n'),
  };
}

/**
 * To the patient: the admins kept their deposit (or what was left of it) under the policy, and why
 * (the admin's words); what was kept with the patient's currency beside the dollars (`local`: the
 * quote's, QuoteView.local).
 */
export function bookingDepositKept(
  b: BookingEmailFacts,
  keptMinor: number,
  reason: string,
  local: QuoteInLocalMoney | null,
): RenderedEmail {
  const texts = TEXTS[b.language];
  return toPatient(b, texts.depositKept.subject(b.reference), [
    texts.depositKept.body(b.hospital, dollarsWithLocal(b.language, keptMinor, local)),
    reason,
    ...(local ? [localRateNote(b.language, local)] : []),
    '',
    texts.depositKept.question(b.link),
  ]);
}

/** Messages listed one per line at most; the rest are counted. */
const LISTED_MESSAGES = 20;

/**
 * New messages in the thread, one email for all those sent since the last one (they are coalesced,
 * see message-emails.ts). It lists when each was sent; the messages themselves stay behind sign-in,
 * as email is not a safe channel for what patients and coordinators write. `sentAt` is empty for an
 * email queued before messages were listed: it says there is a new message. To the patient in their
 * language, naming the coordinator when one wrote them all (`writer`: the name staff show patients);
 * to the coordinators in English.
 */
export function bookingMessages(
  b: BookingEmailFacts,
  to: string,
  from: 'patient' | 'staff',
  sentAt: Date[],
  writer: string | null = null,
): RenderedEmail {
  const texts = TEXTS[from === 'staff' ? b.language : 'en'].messages;
  const count = Math.max(sentAt.length, 1);
  const listed = sentAt.slice(0, LISTED_MESSAGES).map((at) => `- ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`);
  if (sentAt.length > LISTED_MESSAGES) listed.push(`- ${texts.more(sentAt.length - LISTED_MESSAGES)}`);
  const newMessages = texts.count(count);
  const said = from === 'staff' ? texts.sent(newMessages, writer) : `${newMessages[0]!.toUpperCase()}${newMessages.slice(1)}`;
  const lines = [`${said}${listed.length ? texts.colon : '.'}`, ...listed, '', texts.read(count), b.link];
  if (from === 'staff') return toPatient({ ...b, patientEmail: to }, texts.subject(b.reference, count), lines);
  return {
    to,
    subject: texts.subject(b.reference, count),
    text: [`${patientOf(b)} wrote about their booking at ${b.hospital}.`, '', ...lines].join('\n'),
  };
}

/** To the admins: a booking went past the 24-hour promise without a staff reply. */
export function bookingOverdueAdmins(b: BookingEmailFacts, adminEmails: string[], hours: number): RenderedEmail {
  return {
    to: adminEmails.join(', '),
    subject: `No reply for ${hours} hours: booking #${b.reference}`,
    text: [
      `${patientOf(b)}'s ${b.bookingType} request for ${treatmentOf(b)} at ${b.hospital} has waited ${hours} hours for a coordinator's reply.`,
      'We promise patients an answer within 24 hours.',
      '',
      `Open it in the back office: ${b.link}`,
    ].join('\n'),
  };
}
