import { type Locale, paymentReferenceNote, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@medtour/contracts';

/**
 * The payment emails' words in each language of the site (issue 27; payment-emails.ts puts them
 * together). Amounts and days arrive already written in the language (email-language.ts); names,
 * quote lines and Settings' payment details are used as written.
 */
export interface PaymentTexts {
  /** How a payment was made, as a receipt lists it. */
  method: Record<PaymentMethod, string>;
  /** How a payment was made, inside a sentence: "by bank transfer". */
  byMethod: Record<PaymentMethod, string>;
  yourBooking: (link: string) => string;
  yourDashboard: (link: string) => string;
  cardRefundDelay: string;
  paidBack: (byMethod: string) => string;
  receipt: {
    title: string;
    bookingReference: string;
    amount: string;
    paidBy: string;
    date: string;
    paidOn: string;
    reference: string;
    none: string;
    receiptNumber: string;
  };
  quote: {
    subject: (ref: string, version: number) => string;
    intro: (hospital: string) => string;
    total: (amount: string) => string;
    /** The total in the patient's currency at the rate kept with the quote. */
    inLocal: (amount: string, day: string) => string;
    /** The total at today's rate, when none was kept with the quote (the currency was chosen after it was sent). */
    inLocalEstimate: (amount: string, day: string) => string;
    /** An amount in the patient's currency beside the dollars: "$2,260 (about ₦3,503,000)". */
    about: (amount: string) => string;
    included: string;
    excluded: string;
    deposit: (amount: string, day: string) => string;
    payOnline: (link: string) => string;
    orOffline: string;
    onlyOffline: string;
    askCoordinator: string;
    bank: { title: string; bank: string; accountName: string; accountNumber: string };
    mobileMoneyIn: (country: string) => string;
    referenceNote: (ref: string) => string;
  };
  depositReceived: {
    subject: (ref: string) => string;
    body: (amount: string, ref: string, hospital: string) => string;
    /** A payment that is part of the deposit (an instalment), not all of it. */
    instalment: (amount: string, ref: string, hospital: string) => string;
    /** After an instalment: what is paid in all, of the deposit, and what is still owed by the quote's last day. */
    owed: (paid: string, deposit: string, owed: string, day: string) => string;
    /** The instalment that completed the deposit. */
    paidInFull: (deposit: string) => string;
    confirmed: string;
    /** What the figures in the patient's currency are: at the rate kept with the quote, or today's (estimates). */
    localKept: (day: string) => string;
    localEstimate: (day: string) => string;
  };
  depositRefunded: { subject: (ref: string) => string; body: (amount: string, ref: string) => string };
  subscription: {
    subjects: Record<'started' | 'renewal_failed' | 'cancelled' | 'refunded', string>;
    started: (price: string) => string[];
    renewalFailed: string[];
    willNotRenew: (day: string) => string;
    ended: string;
    refunded: (amount: string | null) => string;
  };
  unowed: {
    subject: (ref: string) => string;
    /** `by`: how it was paid, inside a sentence (`byMethod`): money paid offline is not said to be by card. */
    body: (amount: string, by: string, ref: string, hospital: string, reason: string) => string;
    /** Followed by how the refund reaches the patient (back to the card, or paid back by the offline method). */
    refunded: (amount: string) => string;
    coordinatorWillContact: string;
    staysConfirmed: string;
    notConfirmed: string;
    reasons: UnowedReasonTexts;
  };
  offlinePremium: {
    subject: (until: string) => string;
    received: (amount: string, byMethod: string) => string;
    activeUntil: (until: string) => string;
    activeFrom: (from: string, until: string) => string;
    noRenewal: string;
    refundableUntil: (day: string) => string;
    period: (from: string, until: string) => string;
    refunded: (amount: string, paidOn: string, reference: string | null) => string;
  };
}

/** Why money received did not pay the deposit, as the patient's email and the ledger (in English) say it. */
export interface UnowedReasonTexts {
  cancelled: string;
  noQuote: string;
  alreadyPaid: string;
  replaced: (paidVersion: string, version: number, deposit: string) => string;
  expired: (day: string) => string;
  currency: (currency: string, asked: string) => string;
  amount: (paid: string, due: string) => string;
}

export const PAYMENT_TEXTS: Record<Locale, PaymentTexts> = {
  en: {
    method: PAYMENT_METHOD_LABELS,
    byMethod: { stripe: 'by card', bank_transfer: 'by bank transfer', mobile_money: 'by mobile money', cash: 'by cash' },
    yourBooking: (link) => `Your booking: ${link}`,
    yourDashboard: (link) => `Your dashboard: ${link}`,
    cardRefundDelay: 'The refund reaches your card within 5 to 10 business days.',
    paidBack: (by) => `It is paid back ${by}; your coordinator will confirm the details.`,
    receipt: {
      title: 'Receipt',
      bookingReference: 'Booking reference',
      amount: 'Amount',
      paidBy: 'Paid by',
      date: 'Date',
      paidOn: 'Paid on',
      reference: 'Reference',
      none: 'none',
      receiptNumber: 'Receipt number',
    },
    quote: {
      subject: (ref, version) => `Your quote for booking #${ref}${version > 1 ? ` (revised, version ${version})` : ''}`,
      intro: (hospital) => `Here is the itemised quote for your treatment at ${hospital}:`,
      total: (amount) => `Total: ${amount}`,
      inLocal: (amount, day) => `About ${amount} at the rate of ${day}; you pay in US dollars.`,
      inLocalEstimate: (amount, day) => `About ${amount} at today's rate (${day}), an estimate; you pay in US dollars.`,
      about: (amount) => `about ${amount}`,
      included: 'Included',
      excluded: 'Not included',
      deposit: (amount, day) => `To confirm your booking, pay the deposit of ${amount} by ${day}.`,
      payOnline: (link) => `Pay it securely online from your dashboard: ${link}`,
      orOffline: 'Or pay it by bank transfer or mobile money:',
      onlyOffline: 'You can pay it by bank transfer or mobile money:',
      askCoordinator: 'Your coordinator will tell you how to pay it.',
      bank: { title: 'Bank transfer', bank: 'Bank', accountName: 'Account name', accountNumber: 'Account number' },
      mobileMoneyIn: (country) => `Mobile money in ${country}`,
      referenceNote: paymentReferenceNote,
    },
    depositReceived: {
      subject: (ref) => `Deposit received for booking #${ref}`,
      body: (amount, ref, hospital) => `We received your deposit of ${amount} for booking #${ref} at ${hospital}.`,
      confirmed: 'Your booking is now confirmed.',
      instalment: (amount, ref, hospital) =>
        `We received your payment of ${amount} towards the deposit for booking #${ref} at ${hospital}.`,
      owed: (paid, deposit, owed, day) => `You have now paid ${paid} of the ${deposit} deposit: ${owed} is still owed, by ${day}.`,
      paidInFull: (deposit) => `Your deposit of ${deposit} is now paid in full.`,
      localKept: (day) => `Amounts in your currency are at the rate of ${day} kept with your quote; you pay in US dollars.`,
      localEstimate: (day) => `Amounts in your currency are estimates at today's rate (${day}); you pay in US dollars.`,
    },
    depositRefunded: {
      subject: (ref) => `Refund of your deposit for booking #${ref}`,
      body: (amount, ref) => `We refunded your deposit of ${amount} for booking #${ref}.`,
    },
    subscription: {
      subjects: {
        started: 'Welcome to MedTour Asia Premium',
        renewal_failed: 'Your Premium renewal payment failed',
        cancelled: 'Your Premium subscription is cancelled',
        refunded: 'Your Premium payment was refunded',
      },
      started: (price) => [
        `Your Premium subscription (${price} per month) has started: AI treatment matching and priority handling of your bookings are yours.`,
        'You can cancel anytime from your dashboard, and within 30 days of this first payment you can ask for your money back.',
      ],
      renewalFailed: [
        'We could not take this month’s Premium payment from your card.',
        'Please update your payment method from your dashboard (Manage billing) so that Premium continues.',
      ],
      willNotRenew: (day) => `Your Premium subscription will not renew. You keep Premium until ${day}.`,
      ended: 'Your Premium subscription has ended.',
      refunded: (amount) =>
        `We refunded ${amount ?? 'your payment'} under our 30-day money-back guarantee, and your Premium subscription has ended.`,
    },
    unowed: {
      subject: (ref) => `We received a payment for booking #${ref} that was not due`,
      body: (amount, by, ref, hospital, reason) =>
        `We received ${amount} ${by} for booking #${ref} at ${hospital}, but it did not pay your deposit: ${reason}.`,
      refunded: (amount) => `We have refunded ${amount} in full.`,
      coordinatorWillContact: 'Your coordinator will contact you within one business day about returning it.',
      staysConfirmed: 'Your booking stays confirmed.',
      notConfirmed: 'Your booking is not confirmed by this payment. Your dashboard shows what is due now and how to pay it.',
      reasons: {
        cancelled: 'the booking had been cancelled',
        noQuote: 'the booking has no quote to pay',
        alreadyPaid: 'the deposit had already been paid',
        replaced: (paid, version, deposit) => `it paid quote version ${paid}, which version ${version} had replaced (deposit ${deposit})`,
        expired: (day) => `the quote had expired on ${day}`,
        currency: (currency, asked) => `it was paid in ${currency}, and the deposit is asked in ${asked}`,
        amount: (paid, due) => `it paid ${paid}, and the deposit due was ${due}`,
      },
    },
    offlinePremium: {
      subject: (until) => `Premium is active until ${until}`,
      received: (amount, by) => `We received your Premium payment of ${amount} ${by}.`,
      activeUntil: (until) => `Premium is active until ${until}: AI treatment matching and priority handling of your bookings are yours.`,
      activeFrom: (from, until) =>
        `Premium is active from ${from} until ${until}: AI treatment matching and priority handling of your bookings.`,
      noRenewal: 'It does not renew by itself: to keep Premium after that day, pay again offline or subscribe from your dashboard.',
      refundableUntil: (day) => `Until ${day} you can ask for your money back (our 30-day money-back guarantee).`,
      period: (from, until) => `${from} to ${until}`,
      refunded: (amount, paidOn, reference) =>
        `We refunded your Premium payment of ${amount} (paid on ${paidOn}${reference ? `, reference ${reference}` : ''}) under our 30-day money-back guarantee, and your Premium has ended.`,
    },
  },
  fr: {
    method: { stripe: 'Carte (Stripe)', bank_transfer: 'Virement bancaire', mobile_money: 'Mobile money', cash: 'Espèces' },
    byMethod: { stripe: 'par carte', bank_transfer: 'par virement bancaire', mobile_money: 'par mobile money', cash: 'en espèces' },
    yourBooking: (link) => `Votre réservation : ${link}`,
    yourDashboard: (link) => `Votre tableau de bord : ${link}`,
    cardRefundDelay: 'Le remboursement arrive sur votre carte sous 5 à 10 jours ouvrés.',
    paidBack: (by) => `Il vous est remboursé ${by} ; votre coordinateur vous en confirmera les détails.`,
    receipt: {
      title: 'Reçu',
      bookingReference: 'Référence de réservation',
      amount: 'Montant',
      paidBy: 'Moyen de paiement',
      date: 'Date',
      paidOn: 'Payé le',
      reference: 'Référence',
      none: 'aucune',
      receiptNumber: 'Numéro de reçu',
    },
    quote: {
      subject: (ref, version) => `Votre devis pour la réservation #${ref}${version > 1 ? ` (révisé, version ${version})` : ''}`,
      intro: (hospital) => `Voici le devis détaillé de votre traitement à ${hospital} :`,
      total: (amount) => `Total : ${amount}`,
      inLocal: (amount, day) => `Environ ${amount} au taux du ${day} ; le paiement se fait en dollars américains.`,
      inLocalEstimate: (amount, day) =>
        `Environ ${amount} au taux d’aujourd’hui (${day}), à titre indicatif ; le paiement se fait en dollars américains.`,
      about: (amount) => `environ ${amount}`,
      included: 'Compris',
      excluded: 'Non compris',
      deposit: (amount, day) => `Pour confirmer votre réservation, versez l’acompte de ${amount} avant le ${day}.`,
      payOnline: (link) => `Payez-le en ligne en toute sécurité depuis votre tableau de bord : ${link}`,
      orOffline: 'Ou payez-le par virement bancaire ou par mobile money :',
      onlyOffline: 'Vous pouvez le payer par virement bancaire ou par mobile money :',
      askCoordinator: 'Votre coordinateur vous indiquera comment le payer.',
      bank: { title: 'Virement bancaire', bank: 'Banque', accountName: 'Titulaire du compte', accountNumber: 'Numéro de compte' },
      mobileMoneyIn: (country) => `Mobile money (${country})`,
      referenceNote: (ref) => `Indiquez votre référence de réservation #${ref} avec le paiement.`,
    },
    depositReceived: {
      subject: (ref) => `Acompte reçu pour la réservation #${ref}`,
      body: (amount, ref, hospital) => `Nous avons bien reçu votre acompte de ${amount} pour la réservation #${ref} à ${hospital}.`,
      confirmed: 'Votre réservation est maintenant confirmée.',
      instalment: (amount, ref, hospital) =>
        `Nous avons bien reçu votre versement de ${amount} sur l’acompte de la réservation #${ref} à ${hospital}.`,
      owed: (paid, deposit, owed, day) =>
        `Vous avez maintenant versé ${paid} sur un acompte de ${deposit} : il reste ${owed} à régler, avant le ${day}.`,
      paidInFull: (deposit) => `Votre acompte de ${deposit} est maintenant entièrement réglé.`,
      localKept: (day) =>
        `Les montants dans votre devise sont au taux du ${day}, conservé avec votre devis ; le paiement se fait en dollars américains.`,
      localEstimate: (day) =>
        `Les montants dans votre devise sont indicatifs, au taux d’aujourd’hui (${day}) ; le paiement se fait en dollars américains.`,
    },
    depositRefunded: {
      subject: (ref) => `Remboursement de votre acompte pour la réservation #${ref}`,
      body: (amount, ref) => `Nous vous avons remboursé votre acompte de ${amount} pour la réservation #${ref}.`,
    },
    subscription: {
      subjects: {
        started: 'Bienvenue dans MedTour Asia Premium',
        renewal_failed: 'Le paiement du renouvellement de votre abonnement Premium a échoué',
        cancelled: 'Votre abonnement Premium est résilié',
        refunded: 'Votre paiement Premium a été remboursé',
      },
      started: (price) => [
        `Votre abonnement Premium (${price} par mois) a commencé : la recherche de traitements par IA et le traitement prioritaire de vos réservations sont à vous.`,
        'Vous pouvez le résilier à tout moment depuis votre tableau de bord et, dans les 30 jours suivant ce premier paiement, demander à être remboursé.',
      ],
      renewalFailed: [
        'Nous n’avons pas pu prélever le paiement Premium de ce mois sur votre carte.',
        'Veuillez mettre à jour votre moyen de paiement depuis votre tableau de bord (Gérer la facturation) pour que Premium continue.',
      ],
      willNotRenew: (day) => `Votre abonnement Premium ne sera pas renouvelé. Vous gardez Premium jusqu’au ${day}.`,
      ended: 'Votre abonnement Premium a pris fin.',
      refunded: (amount) =>
        `Nous avons remboursé ${amount ?? 'votre paiement'} au titre de notre garantie « satisfait ou remboursé » de 30 jours, et votre abonnement Premium a pris fin.`,
    },
    unowed: {
      subject: (ref) => `Nous avons reçu pour la réservation #${ref} un paiement qui n’était pas dû`,
      body: (amount, by, ref, hospital, reason) =>
        `Nous avons reçu ${amount} ${by} pour la réservation #${ref} à ${hospital}, mais ce paiement ne règle pas votre acompte : ${reason}.`,
      refunded: (amount) => `Nous vous avons remboursé ${amount} en totalité.`,
      coordinatorWillContact: 'Votre coordinateur vous contactera sous un jour ouvré pour vous le rendre.',
      staysConfirmed: 'Votre réservation reste confirmée.',
      notConfirmed:
        'Ce paiement ne confirme pas votre réservation. Votre tableau de bord indique ce qui est dû maintenant et comment le payer.',
      reasons: {
        cancelled: 'la réservation avait été annulée',
        noQuote: 'la réservation n’a pas de devis à payer',
        alreadyPaid: 'l’acompte avait déjà été payé',
        replaced: (paid, version, deposit) =>
          `il réglait la version ${paid} du devis, remplacée par la version ${version} (acompte de ${deposit})`,
        expired: (day) => `le devis avait expiré le ${day}`,
        currency: (currency, asked) => `il a été payé en ${currency}, alors que l’acompte est demandé en ${asked}`,
        amount: (paid, due) => `il s’élevait à ${paid}, alors que l’acompte dû était de ${due}`,
      },
    },
    offlinePremium: {
      subject: (until) => `Premium est actif jusqu’au ${until}`,
      received: (amount, by) => `Nous avons bien reçu votre paiement Premium de ${amount} ${by}.`,
      activeUntil: (until) =>
        `Premium est actif jusqu’au ${until} : la recherche de traitements par IA et le traitement prioritaire de vos réservations sont à vous.`,
      activeFrom: (from, until) =>
        `Premium sera actif du ${from} au ${until} : la recherche de traitements par IA et le traitement prioritaire de vos réservations.`,
      noRenewal:
        'Il ne se renouvelle pas tout seul : pour garder Premium après cette date, payez de nouveau hors ligne ou abonnez-vous depuis votre tableau de bord.',
      refundableUntil: (day) =>
        `Jusqu’au ${day}, vous pouvez demander à être remboursé (notre garantie « satisfait ou remboursé » de 30 jours).`,
      period: (from, until) => `du ${from} au ${until}`,
      refunded: (amount, paidOn, reference) =>
        `Nous avons remboursé votre paiement Premium de ${amount} (payé le ${paidOn}${reference ? `, référence ${reference}` : ''}) au titre de notre garantie « satisfait ou remboursé » de 30 jours, et votre Premium a pris fin.`,
    },
  },
  ar: {
    method: { stripe: 'بطاقة (Stripe)', bank_transfer: 'تحويل بنكي', mobile_money: 'محفظة الهاتف المحمول', cash: 'نقدًا' },
    byMethod: { stripe: 'بالبطاقة', bank_transfer: 'بتحويل بنكي', mobile_money: 'عبر محفظة الهاتف المحمول', cash: 'نقدًا' },
    yourBooking: (link) => `حجزك: ${link}`,
    yourDashboard: (link) => `لوحة التحكم الخاصة بك: ${link}`,
    cardRefundDelay: 'يصل المبلغ المسترد إلى بطاقتك خلال 5 إلى 10 أيام عمل.',
    paidBack: (by) => `يُعاد إليك المبلغ ${by}؛ وسيؤكّد لك منسّقك التفاصيل.`,
    receipt: {
      title: 'الإيصال',
      bookingReference: 'مرجع الحجز',
      amount: 'المبلغ',
      paidBy: 'طريقة الدفع',
      date: 'التاريخ',
      paidOn: 'تاريخ الدفع',
      reference: 'المرجع',
      none: 'لا يوجد',
      receiptNumber: 'رقم الإيصال',
    },
    quote: {
      subject: (ref, version) => `عرض السعر لحجزك #${ref}${version > 1 ? ` (معدَّل، الإصدار ${version})` : ''}`,
      intro: (hospital) => `إليك عرض السعر المفصّل لعلاجك في ${hospital}:`,
      total: (amount) => `الإجمالي: ${amount}`,
      inLocal: (amount, day) => `حوالي ${amount} بسعر صرف يوم ${day}؛ يتم الدفع بالدولار الأمريكي.`,
      inLocalEstimate: (amount, day) => `حوالي ${amount} بسعر صرف اليوم (${day})، وهو تقدير؛ يتم الدفع بالدولار الأمريكي.`,
      about: (amount) => `حوالي ${amount}`,
      included: 'يشمل',
      excluded: 'لا يشمل',
      deposit: (amount, day) => `لتأكيد حجزك، ادفع العربون البالغ ${amount} قبل ${day}.`,
      payOnline: (link) => `ادفعه عبر الإنترنت بأمان من لوحة التحكم الخاصة بك: ${link}`,
      orOffline: 'أو ادفعه بتحويل بنكي أو عبر محفظة الهاتف المحمول:',
      onlyOffline: 'يمكنك دفعه بتحويل بنكي أو عبر محفظة الهاتف المحمول:',
      askCoordinator: 'سيخبرك منسّقك بكيفية دفعه.',
      bank: { title: 'تحويل بنكي', bank: 'البنك', accountName: 'اسم صاحب الحساب', accountNumber: 'رقم الحساب' },
      mobileMoneyIn: (country) => `محفظة الهاتف المحمول في ${country}`,
      referenceNote: (ref) => `اذكر مرجع حجزك #${ref} مع الدفعة.`,
    },
    depositReceived: {
      subject: (ref) => `تم استلام العربون للحجز #${ref}`,
      body: (amount, ref, hospital) => `استلمنا عربونك البالغ ${amount} للحجز #${ref} في ${hospital}.`,
      confirmed: 'تم تأكيد حجزك الآن.',
      instalment: (amount, ref, hospital) => `استلمنا دفعتك البالغة ${amount} من العربون للحجز #${ref} في ${hospital}.`,
      owed: (paid, deposit, owed, day) => `دفعت حتى الآن ${paid} من عربون قدره ${deposit}: يتبقى ${owed} مستحقًا قبل ${day}.`,
      paidInFull: (deposit) => `تم الآن دفع عربونك البالغ ${deposit} بالكامل.`,
      localKept: (day) => `المبالغ بعملتك محسوبة بسعر صرف يوم ${day} المحفوظ مع عرض السعر؛ يتم الدفع بالدولار الأمريكي.`,
      localEstimate: (day) => `المبالغ بعملتك تقديرية بسعر صرف اليوم (${day})؛ يتم الدفع بالدولار الأمريكي.`,
    },
    depositRefunded: {
      subject: (ref) => `استرداد عربونك للحجز #${ref}`,
      body: (amount, ref) => `رددنا إليك عربونك البالغ ${amount} للحجز #${ref}.`,
    },
    subscription: {
      subjects: {
        started: 'مرحبًا بك في MedTour Asia Premium',
        renewal_failed: 'تعذّر دفع تجديد اشتراك Premium',
        cancelled: 'تم إلغاء اشتراكك في Premium',
        refunded: 'تم ردّ مبلغ اشتراكك في Premium',
      },
      started: (price) => [
        `بدأ اشتراكك في Premium (${price} شهريًا): أصبحت لك مطابقة العلاجات بالذكاء الاصطناعي ومعالجة حجوزاتك بأولوية.`,
        'يمكنك الإلغاء في أي وقت من لوحة التحكم الخاصة بك، ويمكنك خلال 30 يومًا من هذه الدفعة الأولى طلب استرداد أموالك.',
      ],
      renewalFailed: [
        'لم نتمكن من تحصيل دفعة Premium لهذا الشهر من بطاقتك.',
        'يُرجى تحديث طريقة الدفع من لوحة التحكم الخاصة بك (إدارة الفوترة) ليستمر Premium.',
      ],
      willNotRenew: (day) => `لن يتجدد اشتراكك في Premium. ستحتفظ بـ Premium حتى ${day}.`,
      ended: 'انتهى اشتراكك في Premium.',
      refunded: (amount) => `رددنا إليك ${amount ?? 'دفعتك'} بموجب ضمان استرداد الأموال خلال 30 يومًا، وانتهى اشتراكك في Premium.`,
    },
    unowed: {
      subject: (ref) => `استلمنا دفعة غير مستحقة للحجز #${ref}`,
      body: (amount, by, ref, hospital, reason) =>
        `استلمنا ${amount} ${by} للحجز #${ref} في ${hospital}، لكنها لم تُحتسب دفعًا لعربونك: ${reason}.`,
      refunded: (amount) => `رددنا إليك ${amount} كاملًا.`,
      coordinatorWillContact: 'سيتواصل معك منسّقك خلال يوم عمل واحد بشأن إعادته.',
      staysConfirmed: 'يبقى حجزك مؤكَّدًا.',
      notConfirmed: 'هذه الدفعة لا تؤكّد حجزك. تعرض لوحة التحكم الخاصة بك المبلغ المستحق الآن وطريقة دفعه.',
      reasons: {
        cancelled: 'كان الحجز قد أُلغي',
        noQuote: 'لا يوجد عرض سعر لهذا الحجز لدفعه',
        alreadyPaid: 'كان العربون قد دُفع بالفعل',
        replaced: (paid, version, deposit) => `دُفعت عن الإصدار ${paid} من عرض السعر، وقد حلّ محلّه الإصدار ${version} (العربون ${deposit})`,
        expired: (day) => `انتهت صلاحية عرض السعر في ${day}`,
        currency: (currency, asked) => `دُفعت بعملة ${currency}، والعربون مطلوب بعملة ${asked}`,
        amount: (paid, due) => `كانت الدفعة ${paid}، بينما العربون المستحق ${due}`,
      },
    },
    offlinePremium: {
      subject: (until) => `Premium مفعّل حتى ${until}`,
      received: (amount, by) => `استلمنا دفعتك لـ Premium البالغة ${amount} ${by}.`,
      activeUntil: (until) => `Premium مفعّل حتى ${until}: أصبحت لك مطابقة العلاجات بالذكاء الاصطناعي ومعالجة حجوزاتك بأولوية.`,
      activeFrom: (from, until) =>
        `سيكون Premium مفعّلًا من ${from} حتى ${until}: مطابقة العلاجات بالذكاء الاصطناعي ومعالجة حجوزاتك بأولوية.`,
      noRenewal: 'لا يتجدد تلقائيًا: للاحتفاظ بـ Premium بعد ذلك اليوم، ادفع مجددًا خارج الإنترنت أو اشترك من لوحة التحكم الخاصة بك.',
      refundableUntil: (day) => `يمكنك حتى ${day} طلب استرداد أموالك (ضمان استرداد الأموال خلال 30 يومًا).`,
      period: (from, until) => `من ${from} إلى ${until}`,
      refunded: (amount, paidOn, reference) =>
        `رددنا إليك دفعتك لـ Premium البالغة ${amount} (المدفوعة في ${paidOn}${reference ? `، المرجع ${reference}` : ''}) بموجب ضمان استرداد الأموال خلال 30 يومًا، وانتهى اشتراكك في Premium.`,
    },
  },
  sw: {
    method: { stripe: 'Kadi (Stripe)', bank_transfer: 'Uhamisho wa benki', mobile_money: 'Pesa kwa simu', cash: 'Pesa taslimu' },
    byMethod: { stripe: 'kwa kadi', bank_transfer: 'kwa uhamisho wa benki', mobile_money: 'kwa pesa kwa simu', cash: 'kwa pesa taslimu' },
    yourBooking: (link) => `Nafasi yako: ${link}`,
    yourDashboard: (link) => `Dashibodi yako: ${link}`,
    cardRefundDelay: 'Pesa zinazorejeshwa zitafika kwenye kadi yako ndani ya siku 5 hadi 10 za kazi.',
    paidBack: (by) => `Zinarejeshwa ${by}; mratibu wako atathibitisha maelezo.`,
    receipt: {
      title: 'Risiti',
      bookingReference: 'Namba ya kumbukumbu ya nafasi',
      amount: 'Kiasi',
      paidBy: 'Njia ya malipo',
      date: 'Tarehe',
      paidOn: 'Tarehe ya malipo',
      reference: 'Kumbukumbu',
      none: 'hakuna',
      receiptNumber: 'Namba ya risiti',
    },
    quote: {
      subject: (ref, version) =>
        `Makadirio ya gharama ya nafasi yako #${ref}${version > 1 ? ` (yaliyorekebishwa, toleo la ${version})` : ''}`,
      intro: (hospital) => `Haya ni makadirio ya kina ya gharama ya matibabu yako katika ${hospital}:`,
      total: (amount) => `Jumla: ${amount}`,
      inLocal: (amount, day) => `Takriban ${amount} kwa kiwango cha ubadilishaji cha ${day}; unalipa kwa dola za Marekani.`,
      inLocalEstimate: (amount, day) =>
        `Takriban ${amount} kwa kiwango cha ubadilishaji cha leo (${day}), makadirio tu; unalipa kwa dola za Marekani.`,
      about: (amount) => `takriban ${amount}`,
      included: 'Vilivyojumuishwa',
      excluded: 'Visivyojumuishwa',
      deposit: (amount, day) => `Ili kuthibitisha nafasi yako, lipa amana ya ${amount} kabla ya ${day}.`,
      payOnline: (link) => `Ilipe mtandaoni kwa usalama kutoka kwenye dashibodi yako: ${link}`,
      orOffline: 'Au ilipe kwa uhamisho wa benki au pesa kwa simu:',
      onlyOffline: 'Unaweza kuilipa kwa uhamisho wa benki au pesa kwa simu:',
      askCoordinator: 'Mratibu wako atakueleza jinsi ya kuilipa.',
      bank: { title: 'Uhamisho wa benki', bank: 'Benki', accountName: 'Jina la akaunti', accountNumber: 'Namba ya akaunti' },
      mobileMoneyIn: (country) => `Pesa kwa simu nchini ${country}`,
      referenceNote: (ref) => `Taja namba ya kumbukumbu ya nafasi yako #${ref} unapolipa.`,
    },
    depositReceived: {
      subject: (ref) => `Amana imepokelewa kwa nafasi #${ref}`,
      body: (amount, ref, hospital) => `Tumepokea amana yako ya ${amount} kwa nafasi #${ref} katika ${hospital}.`,
      confirmed: 'Nafasi yako sasa imethibitishwa.',
      instalment: (amount, ref, hospital) => `Tumepokea malipo yako ya ${amount} kwa sehemu ya amana ya nafasi #${ref} katika ${hospital}.`,
      owed: (paid, deposit, owed, day) => `Sasa umelipa ${paid} kati ya amana ya ${deposit}: bado unadaiwa ${owed}, kabla ya ${day}.`,
      paidInFull: (deposit) => `Amana yako ya ${deposit} sasa imelipwa yote.`,
      localKept: (day) =>
        `Kiasi kwa sarafu yako ni kwa kiwango cha ubadilishaji cha ${day} kilichohifadhiwa na nukuu yako; unalipa kwa dola za Marekani.`,
      localEstimate: (day) =>
        `Kiasi kwa sarafu yako ni makadirio kwa kiwango cha ubadilishaji cha leo (${day}); unalipa kwa dola za Marekani.`,
    },
    depositRefunded: {
      subject: (ref) => `Amana yako ya nafasi #${ref} imerejeshwa`,
      body: (amount, ref) => `Tumekurejeshea amana yako ya ${amount} kwa nafasi #${ref}.`,
    },
    subscription: {
      subjects: {
        started: 'Karibu MedTour Asia Premium',
        renewal_failed: 'Malipo ya kuendeleza Premium yameshindikana',
        cancelled: 'Usajili wako wa Premium umesitishwa',
        refunded: 'Malipo yako ya Premium yamerejeshwa',
      },
      started: (price) => [
        `Usajili wako wa Premium (${price} kwa mwezi) umeanza: sasa unapata ulinganishaji wa matibabu kwa AI na kipaumbele katika kushughulikia nafasi zako.`,
        'Unaweza kusitisha wakati wowote kutoka kwenye dashibodi yako, na ndani ya siku 30 baada ya malipo haya ya kwanza unaweza kuomba urejeshewe pesa zako.',
      ],
      renewalFailed: [
        'Hatukuweza kupokea malipo ya Premium ya mwezi huu kutoka kwenye kadi yako.',
        'Tafadhali sasisha njia yako ya malipo kwenye dashibodi yako (Simamia malipo) ili Premium iendelee.',
      ],
      willNotRenew: (day) => `Usajili wako wa Premium hautaendelezwa. Utaendelea kuwa na Premium hadi ${day}.`,
      ended: 'Usajili wako wa Premium umekwisha.',
      refunded: (amount) =>
        `Tumekurejeshea ${amount ?? 'malipo yako'} kwa mujibu wa hakikisho letu la kurejesha pesa ndani ya siku 30, na usajili wako wa Premium umekwisha.`,
    },
    unowed: {
      subject: (ref) => `Tumepokea malipo yasiyodaiwa kwa nafasi #${ref}`,
      body: (amount, by, ref, hospital, reason) =>
        `Tumepokea ${amount} ${by} kwa nafasi #${ref} katika ${hospital}, lakini hayakulipa amana yako: ${reason}.`,
      refunded: (amount) => `Tumekurejeshea ${amount} zote.`,
      coordinatorWillContact: 'Mratibu wako atawasiliana nawe ndani ya siku moja ya kazi kuhusu kukurejeshea.',
      staysConfirmed: 'Nafasi yako inabaki imethibitishwa.',
      notConfirmed: 'Malipo haya hayathibitishi nafasi yako. Dashibodi yako inaonyesha kinachodaiwa sasa na jinsi ya kukilipa.',
      reasons: {
        cancelled: 'nafasi ilikuwa imeghairiwa',
        noQuote: 'nafasi haina makadirio ya gharama ya kulipa',
        alreadyPaid: 'amana ilikuwa imeshalipwa',
        replaced: (paid, version, deposit) =>
          `yalilipia toleo la ${paid} la makadirio, ambalo lilikuwa limebadilishwa na toleo la ${version} (amana ${deposit})`,
        expired: (day) => `makadirio yalikuwa yamekwisha muda tarehe ${day}`,
        currency: (currency, asked) => `yalilipwa kwa ${currency}, na amana inadaiwa kwa ${asked}`,
        amount: (paid, due) => `yalikuwa ${paid}, na amana iliyodaiwa ilikuwa ${due}`,
      },
    },
    offlinePremium: {
      subject: (until) => `Premium inatumika hadi ${until}`,
      received: (amount, by) => `Tumepokea malipo yako ya Premium ya ${amount} ${by}.`,
      activeUntil: (until) =>
        `Premium inatumika hadi ${until}: sasa unapata ulinganishaji wa matibabu kwa AI na kipaumbele katika kushughulikia nafasi zako.`,
      activeFrom: (from, until) =>
        `Premium itatumika kuanzia ${from} hadi ${until}: ulinganishaji wa matibabu kwa AI na kipaumbele katika kushughulikia nafasi zako.`,
      noRenewal:
        'Haiendelezwi yenyewe: ili kuendelea na Premium baada ya siku hiyo, lipa tena nje ya mtandao au jisajili kutoka kwenye dashibodi yako.',
      refundableUntil: (day) => `Hadi ${day} unaweza kuomba urejeshewe pesa zako (hakikisho letu la kurejesha pesa ndani ya siku 30).`,
      period: (from, until) => `${from} hadi ${until}`,
      refunded: (amount, paidOn, reference) =>
        `Tumekurejeshea malipo yako ya Premium ya ${amount} (yaliyolipwa ${paidOn}${reference ? `, kumbukumbu ${reference}` : ''}) kwa mujibu wa hakikisho letu la kurejesha pesa ndani ya siku 30, na Premium yako imekwisha.`,
    },
  },
};
