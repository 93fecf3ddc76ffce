import type { RenderedEmail } from '../notifications/mailer.service.js';
import { GREETINGS, plural } from '../notifications/email-language.js';
import { encryptText } from '../../common/crypto/encryption.js';
import type { AccountEmailPayload } from '../../queues/queues.js';
import { type Locale, SIGN_IN_LINK } from '@medtour/contracts';

/** The recipient of an account email, the language it is written in, and the link it carries. */
export interface AccountEmail {
  email: string;
  /** Empty when the account has no profile: the greeting then names no one. */
  firstName: string;
  language: Locale;
  link: string;
}

interface AccountTexts {
  verify: { subject: string; intro: string; validity: string };
  reset: { subject: string; intro: string; validity: string };
  exists: { subject: string; intro: string; signIn: (link: string) => string; notYou: string };
  changed: { subject: string; intro: string; notYou: (link: string) => string };
  signInLink: { subject: string; intro: string; validity: string; failures: (count: number, since: string) => string };
}

const LINK_MINUTES = SIGN_IN_LINK.lifetimeMinutes;

/**
 * The patient's account emails in each language of the site (issue 27): a language missing here is a
 * type error. Reviewed like the site's catalogues (docs/decisions/0069-languages.md).
 */
const TEXTS: Record<Locale, AccountTexts> = {
  en: {
    verify: {
      subject: 'Verify your email address',
      intro: 'Welcome to MedTour Asia. Please confirm your email address to activate your account:',
      validity: 'The link is valid for 48 hours. If you did not create an account, ignore this email.',
    },
    reset: {
      subject: 'Reset your password',
      intro: 'We received a request to reset your MedTour Asia password. Choose a new password here:',
      validity:
        'The link can be used once and expires in one hour. If you did not ask for it, ignore this email:\nyour password stays the same.',
    },
    exists: {
      subject: 'You already have a MedTour Asia account',
      intro: 'Someone (probably you) tried to create a MedTour Asia account with this email address, but you already have one.',
      signIn: (link) => `Sign in here, or use "Forgot password?" if you do not remember it: ${link}`,
      notYou: 'If this was not you, no action is needed.',
    },
    changed: {
      subject: 'Your MedTour Asia password was changed',
      intro: 'The password of your MedTour Asia account was just changed. For your safety, your other devices were signed out.',
      notYou: (link) => `If you did not change it, reset it now and tell us at once: ${link}`,
    },
    signInLink: {
      subject: 'Your MedTour Asia sign-in link',
      intro: 'Use this link to sign in to MedTour Asia, without your password:',
      validity: `The link can be used once and expires in ${LINK_MINUTES} minutes. If you did not ask for it, ignore this email.`,
      failures: (count, since) =>
        `Since ${since} (UTC), ${plural('en', count, { one: 'one attempt to sign in', other: `${count} attempts to sign in` })} to your account with a wrong password failed. If it was not you, choose a new password once you are signed in.`,
    },
  },
  fr: {
    verify: {
      subject: 'Confirmez votre adresse e-mail',
      intro: 'Bienvenue sur MedTour Asia. Veuillez confirmer votre adresse e-mail pour activer votre compte :',
      validity: 'Ce lien est valable 48 heures. Si vous n’avez pas créé de compte, ignorez cet e-mail.',
    },
    reset: {
      subject: 'Réinitialisez votre mot de passe',
      intro: 'Nous avons reçu une demande de réinitialisation de votre mot de passe MedTour Asia. Choisissez un nouveau mot de passe ici :',
      validity:
        'Ce lien ne peut servir qu’une fois et expire dans une heure. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail :\nvotre mot de passe reste inchangé.',
    },
    exists: {
      subject: 'Vous avez déjà un compte MedTour Asia',
      intro: 'Quelqu’un (probablement vous) a essayé de créer un compte MedTour Asia avec cette adresse e-mail, mais vous en avez déjà un.',
      signIn: (link) => `Connectez-vous ici, ou utilisez « Mot de passe oublié ? » si vous ne vous en souvenez plus : ${link}`,
      notYou: 'Si ce n’était pas vous, vous n’avez rien à faire.',
    },
    changed: {
      subject: 'Votre mot de passe MedTour Asia a été modifié',
      intro: 'Le mot de passe de votre compte MedTour Asia vient d’être modifié. Par sécurité, vos autres appareils ont été déconnectés.',
      notYou: (link) => `Si ce n’est pas vous, réinitialisez-le dès maintenant et prévenez-nous aussitôt : ${link}`,
    },
    signInLink: {
      subject: 'Votre lien de connexion MedTour Asia',
      intro: 'Utilisez ce lien pour vous connecter à MedTour Asia, sans votre mot de passe :',
      validity: `Ce lien ne peut servir qu’une fois et expire dans ${LINK_MINUTES} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.`,
      failures: (count, since) =>
        `Depuis le ${since} (UTC), ${plural('fr', count, { one: `${count} tentative de connexion à votre compte a échoué`, other: `${count} tentatives de connexion à votre compte ont échoué` })} (mot de passe erroné). Si ce n’était pas vous, choisissez un nouveau mot de passe une fois connecté.`,
    },
  },
  ar: {
    verify: {
      subject: 'أكّد عنوان بريدك الإلكتروني',
      intro: 'مرحبًا بك في MedTour Asia. يُرجى تأكيد عنوان بريدك الإلكتروني لتفعيل حسابك:',
      validity: 'الرابط صالح لمدة 48 ساعة. إذا لم تُنشئ حسابًا، فتجاهل هذه الرسالة.',
    },
    reset: {
      subject: 'إعادة تعيين كلمة المرور',
      intro: 'تلقّينا طلبًا لإعادة تعيين كلمة مرورك في MedTour Asia. اختر كلمة مرور جديدة من هنا:',
      validity: 'يمكن استخدام الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة. إذا لم تطلب ذلك، فتجاهل هذه الرسالة:\nتبقى كلمة مرورك كما هي.',
    },
    exists: {
      subject: 'لديك حساب في MedTour Asia بالفعل',
      intro: 'حاول شخص ما (ربما أنت) إنشاء حساب في MedTour Asia بعنوان البريد الإلكتروني هذا، لكن لديك حسابًا بالفعل.',
      signIn: (link) => `سجّل الدخول من هنا، أو استخدم «نسيت كلمة المرور؟» إذا لم تتذكرها: ${link}`,
      notYou: 'إذا لم تكن أنت، فلا حاجة إلى أي إجراء.',
    },
    changed: {
      subject: 'تم تغيير كلمة مرورك في MedTour Asia',
      intro: 'تم للتو تغيير كلمة مرور حسابك في MedTour Asia. حفاظًا على أمانك، تم تسجيل الخروج من أجهزتك الأخرى.',
      notYou: (link) => `إذا لم تغيّرها أنت، فأعد تعيينها الآن وأبلغنا فورًا: ${link}`,
    },
    signInLink: {
      subject: 'رابط تسجيل الدخول إلى MedTour Asia',
      intro: 'استخدم هذا الرابط لتسجيل الدخول إلى MedTour Asia دون كلمة المرور:',
      validity: `يمكن استخدام الرابط مرة واحدة وتنتهي صلاحيته بعد ${LINK_MINUTES} دقيقة. إذا لم تطلبه، فتجاهل هذه الرسالة.`,
      failures: (count, since) =>
        `منذ ${since} (بالتوقيت العالمي المنسق)، عدد محاولات تسجيل الدخول إلى حسابك بكلمة مرور خاطئة: ${count}. إذا لم تكن أنت، فاختر كلمة مرور جديدة بعد تسجيل الدخول.`,
    },
  },
  sw: {
    verify: {
      subject: 'Thibitisha anwani yako ya barua pepe',
      intro: 'Karibu MedTour Asia. Tafadhali thibitisha anwani yako ya barua pepe ili kuwezesha akaunti yako:',
      validity: 'Kiungo hiki ni halali kwa saa 48. Ikiwa hukufungua akaunti, puuza barua pepe hii.',
    },
    reset: {
      subject: 'Weka upya nenosiri lako',
      intro: 'Tumepokea ombi la kuweka upya nenosiri lako la MedTour Asia. Chagua nenosiri jipya hapa:',
      validity:
        'Kiungo kinaweza kutumika mara moja tu na kinaisha baada ya saa moja. Ikiwa hukuomba, puuza barua pepe hii:\nnenosiri lako halitabadilika.',
    },
    exists: {
      subject: 'Tayari una akaunti ya MedTour Asia',
      intro:
        'Mtu fulani (pengine wewe) alijaribu kufungua akaunti ya MedTour Asia kwa anwani hii ya barua pepe, lakini tayari una akaunti.',
      signIn: (link) => `Ingia hapa, au tumia "Umesahau nenosiri?" ikiwa hulikumbuki: ${link}`,
      notYou: 'Ikiwa si wewe, huhitaji kufanya chochote.',
    },
    changed: {
      subject: 'Nenosiri lako la MedTour Asia limebadilishwa',
      intro: 'Nenosiri la akaunti yako ya MedTour Asia limebadilishwa sasa hivi. Kwa usalama wako, umetolewa kwenye vifaa vyako vingine.',
      notYou: (link) => `Ikiwa si wewe uliyelibadilisha, liweke upya sasa na utujulishe mara moja: ${link}`,
    },
    signInLink: {
      subject: 'Kiungo chako cha kuingia MedTour Asia',
      intro: 'Tumia kiungo hiki kuingia kwenye MedTour Asia bila nenosiri lako:',
      validity: `Kiungo kinaweza kutumika mara moja tu na kinaisha baada ya dakika ${LINK_MINUTES}. Ikiwa hukuomba, puuza barua pepe hii.`,
      failures: (count, since) =>
        `Tangu ${since} (UTC), ${plural('sw', count, { one: 'jaribio 1 la kuingia kwenye akaunti yako kwa nenosiri lisilo sahihi limeshindwa', other: `majaribio ${count} ya kuingia kwenye akaunti yako kwa nenosiri lisilo sahihi yameshindwa` })}. Ikiwa si wewe, chagua nenosiri jipya baada ya kuingia.`,
    },
  },
};

export function verifyEmail({ email, firstName, language, link }: AccountEmail): RenderedEmail {
  const texts = TEXTS[language];
  return {
    to: email,
    subject: texts.verify.subject,
    text: [GREETINGS[language](firstName), '', texts.verify.intro, link, '', texts.verify.validity].join('\n'),
  };
}

export function passwordReset({ email, firstName, language, link }: AccountEmail): RenderedEmail {
  const texts = TEXTS[language];
  return {
    to: email,
    subject: texts.reset.subject,
    text: [GREETINGS[language](firstName), '', texts.reset.intro, link, '', texts.reset.validity].join('\n'),
  };
}

export function accountExists({ email, firstName, language, link }: AccountEmail): RenderedEmail {
  const texts = TEXTS[language];
  return {
    to: email,
    subject: texts.exists.subject,
    text: [GREETINGS[language](firstName), '', texts.exists.intro, texts.exists.signIn(link), '', texts.exists.notYou].join('\n'),
  };
}

/** After a reset or a change of password: the owner learns of it, and what to do if it was not them. */
export function passwordChanged({ email, firstName, language, link }: AccountEmail, signature: string): RenderedEmail {
  const texts = TEXTS[language];
  return {
    to: email,
    subject: texts.changed.subject,
    text: [GREETINGS[language](firstName), '', texts.changed.intro, '', texts.changed.notYou(link), signature].join('\n'),
  };
}

/** The time of the first failed attempt, as the recipient's language writes it (UTC, which the email says). */
const failureTime = (language: Locale, iso: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));

/**
 * A sign-in link (issue 51): it signs the owner in whatever the password's lockout, and tells them of
 * the wrong passwords given for their account lately, which may be someone trying to get in.
 */
export function signInLink(
  { email, firstName, language, link }: AccountEmail,
  failures: { count: number; since: string } | undefined,
): RenderedEmail {
  const texts = TEXTS[language].signInLink;
  const warning = failures ? ['', texts.failures(failures.count, failureTime(language, failures.since))] : [];
  return {
    to: email,
    subject: texts.subject,
    text: [GREETINGS[language](firstName), '', texts.intro, link, '', texts.validity, ...warning].join('\n'),
  };
}

/** Staff are invited in English (the back office's language). */
export function invitation({ email, firstName, link }: AccountEmail): RenderedEmail {
  return {
    to: email,
    subject: 'You are invited to MedTour Asia',
    text: [
      GREETINGS.en(firstName),
      '',
      'An administrator created a MedTour Asia account for you. Choose your password to activate it:',
      link,
      '',
      'The link can be used once and is valid for 7 days.',
    ].join('\n'),
  };
}

/** The payload of an account email: the link's token travels encrypted through the outbox. */
export function accountEmailPayload(userId: string, token: string | undefined, key: Buffer): AccountEmailPayload {
  return { userId, ...(token ? { encryptedToken: encryptText(token, key) } : {}) };
}
