import type { Locale } from '@medtour/contracts';
import { GREETINGS } from '../notifications/email-language.js';
import type { RenderedEmail } from '../notifications/mailer.service.js';

/** The recipient of a privacy email, in their language. */
export interface PrivacyRecipient {
  email: string;
  firstName: string;
  language: Locale;
}

interface PrivacyTexts {
  exportReady: { subject: string; intro: string; validity: (until: string) => string };
  confirmClosing: { subject: string; intro: string; validity: string; notYou: string };
  closed: { subject: string; intro: (day: string) => string; keep: (link: string) => string; money: string };
}

/** The privacy emails in each language of the site (a language missing here is a type error). */
const TEXTS: Record<Locale, PrivacyTexts> = {
  en: {
    exportReady: {
      subject: 'Your copy of your data is ready',
      intro: 'The copy of your MedTour Asia data you asked for is ready. Sign in and download it from your account page:',
      validity: (until) => `The download works until ${until}. It contains your health information: keep it somewhere safe.`,
    },
    confirmClosing: {
      subject: 'Confirm that your account should be deleted',
      intro: 'You asked to delete your MedTour Asia account. Open this link to confirm; your account is then closed at once:',
      validity: 'The link works once, for 24 hours.',
      notYou: 'If you did not ask for this, ignore this email and change your password: your account stays as it is.',
    },
    closed: {
      subject: 'Your MedTour Asia account is closed',
      intro: (day) => `Your account is closed, and your personal data will be erased on ${day}.`,
      keep: (link) => `Changed your mind? Until then, sign in with "Keep my account" ticked: ${link}`,
      money: 'Records of payments, refunds and quotes are kept without your name for the period accounting law requires, then erased.',
    },
  },
  fr: {
    exportReady: {
      subject: 'La copie de vos données est prête',
      intro:
        'La copie de vos données MedTour Asia que vous avez demandée est prête. Connectez-vous et téléchargez-la depuis la page de votre compte :',
      validity: (until) => `Le téléchargement fonctionne jusqu’au ${until}. Il contient vos informations de santé : gardez-le en lieu sûr.`,
    },
    confirmClosing: {
      subject: 'Confirmez la suppression de votre compte',
      intro:
        'Vous avez demandé la suppression de votre compte MedTour Asia. Ouvrez ce lien pour confirmer ; votre compte est alors fermé aussitôt :',
      validity: 'Ce lien ne sert qu’une fois, pendant 24 heures.',
      notYou:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail et changez votre mot de passe : votre compte reste inchangé.',
    },
    closed: {
      subject: 'Votre compte MedTour Asia est fermé',
      intro: (day) => `Votre compte est fermé et vos données personnelles seront effacées le ${day}.`,
      keep: (link) => `Vous avez changé d’avis ? D’ici là, connectez-vous en cochant « Conserver mon compte » : ${link}`,
      money:
        'Les traces des paiements, remboursements et devis sont conservées sans votre nom le temps qu’exige la loi comptable, puis effacées.',
    },
  },
  ar: {
    exportReady: {
      subject: 'نسخة بياناتك جاهزة',
      intro: 'نسخة بياناتك لدى MedTour Asia التي طلبتها جاهزة. سجّل الدخول ونزّلها من صفحة حسابك:',
      validity: (until) => `يعمل التنزيل حتى ${until}. يحتوي على معلوماتك الصحية، فاحفظه في مكان آمن.`,
    },
    confirmClosing: {
      subject: 'أكّد حذف حسابك',
      intro: 'طلبت حذف حسابك في MedTour Asia. افتح هذا الرابط للتأكيد، وعندها يُغلق حسابك فورًا:',
      validity: 'يعمل الرابط مرة واحدة لمدة 24 ساعة.',
      notYou: 'إن لم تطلب ذلك، فتجاهل هذه الرسالة وغيّر كلمة المرور: سيبقى حسابك كما هو.',
    },
    closed: {
      subject: 'تم إغلاق حسابك في MedTour Asia',
      intro: (day) => `تم إغلاق حسابك، وستُمحى بياناتك الشخصية في ${day}.`,
      keep: (link) => `هل غيّرت رأيك؟ حتى ذلك التاريخ، سجّل الدخول مع تحديد «الاحتفاظ بحسابي»: ${link}`,
      money: 'تُحفظ سجلات المدفوعات والمبالغ المستردة وعروض الأسعار دون اسمك طوال المدة التي يفرضها قانون المحاسبة، ثم تُمحى.',
    },
  },
  sw: {
    exportReady: {
      subject: 'Nakala ya data yako iko tayari',
      intro: 'Nakala ya data yako ya MedTour Asia uliyoomba iko tayari. Ingia na uipakue kutoka ukurasa wa akaunti yako:',
      validity: (until) => `Upakuaji unafanya kazi hadi ${until}. Una taarifa zako za afya: uihifadhi mahali salama.`,
    },
    confirmClosing: {
      subject: 'Thibitisha kwamba akaunti yako ifutwe',
      intro: 'Uliomba kufuta akaunti yako ya MedTour Asia. Fungua kiungo hiki kuthibitisha; akaunti yako itafungwa mara moja:',
      validity: 'Kiungo kinafanya kazi mara moja, kwa saa 24.',
      notYou: 'Ikiwa hukuomba hivi, puuza barua pepe hii na ubadilishe nenosiri lako: akaunti yako itabaki kama ilivyo.',
    },
    closed: {
      subject: 'Akaunti yako ya MedTour Asia imefungwa',
      intro: (day) => `Akaunti yako imefungwa, na data yako binafsi itafutwa tarehe ${day}.`,
      keep: (link) => `Umebadili nia? Hadi wakati huo, ingia ukiwa umeweka alama kwenye "Hifadhi akaunti yangu": ${link}`,
      money:
        'Kumbukumbu za malipo, marejesho na nukuu za bei zinahifadhiwa bila jina lako kwa muda unaotakiwa na sheria ya uhasibu, kisha zinafutwa.',
    },
  },
};

/** A day as the recipient's language writes it (UTC). */
const dayIn = (language: Locale, date: Date): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

export function exportReady(to: PrivacyRecipient, link: string, expiresAt: Date): RenderedEmail {
  const t = TEXTS[to.language].exportReady;
  return {
    to: to.email,
    subject: t.subject,
    text: [GREETINGS[to.language](to.firstName), '', t.intro, link, '', t.validity(dayIn(to.language, expiresAt))].join('\n'),
  };
}

export function confirmClosing(to: PrivacyRecipient, link: string): RenderedEmail {
  const t = TEXTS[to.language].confirmClosing;
  return {
    to: to.email,
    subject: t.subject,
    text: [GREETINGS[to.language](to.firstName), '', t.intro, link, '', t.validity, t.notYou].join('\n'),
  };
}

export function accountClosed(to: PrivacyRecipient, signInLink: string, eraseAfter: Date): RenderedEmail {
  const t = TEXTS[to.language].closed;
  return {
    to: to.email,
    subject: t.subject,
    text: [GREETINGS[to.language](to.firstName), '', t.intro(dayIn(to.language, eraseAfter)), t.keep(signInLink), '', t.money].join('\n'),
  };
}
