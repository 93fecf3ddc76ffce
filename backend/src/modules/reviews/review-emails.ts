import { formatMonth, type Locale, REVIEW_LIMITS } from '@medtour/contracts';
import type { RenderedEmail } from '../notifications/mailer.service.js';
import { GREETINGS } from '../notifications/email-language.js';

/** What the review invitation says about the booking (never its medical summary: email is not a safe channel). */
export interface ReviewInvitationFacts {
  patientEmail: string;
  /** Empty when the account has no name: the greeting then names no one. */
  patientName: string;
  language: Locale;
  hospital: string;
  /** The treatment's name in the patient's language, or null for a booking without one. */
  treatment: string | null;
  /** When the treatment took place (YYYY-MM-DD): its month is named. */
  treatedOn: string;
  /** The review page of the booking, in the patient's language. */
  link: string;
}

interface InvitationTexts {
  subject: (hospital: string) => string;
  /** `your Knee replacement at … in March 2026` */
  stay: (treatment: string | null, hospital: string, month: string) => string;
  ask: string;
  verified: string;
  editable: (days: number) => string;
}

/** The invitation in each language of the site (a language missing here is a type error). */
const TEXTS: Record<Locale, InvitationTexts> = {
  en: {
    subject: (hospital) => `How was your treatment at ${hospital}?`,
    stay: (treatment, hospital, month) =>
      treatment
        ? `We hope you are recovering well from your ${treatment} at ${hospital} in ${month}.`
        : `We hope your stay at ${hospital} in ${month} went well.`,
    ask: 'Would you tell future patients how it went? Give it a rating and a few words here:',
    verified:
      'Your review is shown on the hospital’s page as written by a verified patient, with your first name and country, or anonymously if you prefer.',
    editable: (days) => `You can edit it for ${days} days after writing it.`,
  },
  fr: {
    subject: (hospital) => `Comment s’est passé votre traitement à ${hospital} ?`,
    stay: (treatment, hospital, month) =>
      treatment
        ? `Nous espérons que vous vous remettez bien de votre traitement (${treatment}) à ${hospital} en ${month}.`
        : `Nous espérons que votre séjour à ${hospital} en ${month} s’est bien passé.`,
    ask: 'Voulez-vous dire aux futurs patients comment cela s’est passé ? Donnez une note et quelques mots ici :',
    verified:
      'Votre avis est affiché sur la page de l’hôpital comme celui d’un patient vérifié, avec votre prénom et votre pays, ou de façon anonyme si vous préférez.',
    editable: (days) => `Vous pourrez le modifier pendant ${days} jours après l’avoir écrit.`,
  },
  ar: {
    subject: (hospital) => `كيف كان علاجك في ${hospital}؟`,
    stay: (treatment, hospital, month) =>
      treatment
        ? `نأمل أنك تتعافى جيدًا بعد ${treatment} في ${hospital} في ${month}.`
        : `نأمل أن إقامتك في ${hospital} في ${month} كانت جيدة.`,
    ask: 'هل تخبر المرضى القادمين كيف كانت تجربتك؟ أعطِ تقييمًا واكتب بضع كلمات من هنا:',
    verified: 'يظهر تقييمك على صفحة المستشفى على أنه من مريض موثَّق، مع اسمك الأول وبلدك، أو دون اسم إن فضّلت.',
    editable: (days) => `يمكنك تعديله خلال ${days} يومًا من كتابته.`,
  },
  sw: {
    subject: (hospital) => `Matibabu yako katika ${hospital} yalikuwaje?`,
    stay: (treatment, hospital, month) =>
      treatment
        ? `Tunatumaini unapona vizuri baada ya ${treatment} katika ${hospital} mwezi ${month}.`
        : `Tunatumaini ziara yako katika ${hospital} mwezi ${month} ilienda vizuri.`,
    ask: 'Je, ungependa kuwaeleza wagonjwa wajao jinsi ilivyokuwa? Toa alama na maneno machache hapa:',
    verified:
      'Maoni yako yanaonyeshwa kwenye ukurasa wa hospitali kama ya mgonjwa aliyethibitishwa, pamoja na jina lako la kwanza na nchi yako, au bila jina ukipenda.',
    editable: (days) => `Unaweza kuyahariri kwa siku ${days} baada ya kuyaandika.`,
  },
};

/** A week after the treatment: the patient is asked to review the hospital and treatment, with the link to the review page. */
export function reviewInvitation(f: ReviewInvitationFacts): RenderedEmail {
  const texts = TEXTS[f.language];
  return {
    to: f.patientEmail,
    subject: texts.subject(f.hospital),
    text: [
      GREETINGS[f.language](f.patientName),
      '',
      texts.stay(f.treatment, f.hospital, formatMonth(f.treatedOn, f.language)),
      texts.ask,
      f.link,
      '',
      texts.verified,
      texts.editable(REVIEW_LIMITS.editableDays),
    ].join('\n'),
  };
}
