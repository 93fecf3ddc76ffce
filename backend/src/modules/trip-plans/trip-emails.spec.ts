import { LOCALES, type Locale, type TripGap } from '@medtour/contracts';
import { visible } from '../../../test/support/isolates.js';
import { dayIn } from '../notifications/email-language.js';
import { aftercareAlert, checkInDue, dischargeReady, tripReminder, type TripRecipient } from './trip-emails.js';

const LINK = 'https://medtour.example/sw/dashboard?booking=8f3e2a1b';
const amina = (language: Locale): TripRecipient => ({ email: 'amina@example.com', firstName: 'Amina', language });
const REMINDER = {
  reference: '1a2b3c4d',
  hospitalName: 'Sunway Medical Centre',
  arrivalOn: '2026-12-20',
  daysBefore: 10,
  gaps: ['departure_flight', 'pickup_answer', 'accommodation_patient'] as TripGap[],
  link: LINK,
};
const CHECK_IN = { reference: '1a2b3c4d', treatmentName: 'Knee Replacement', day: 3, link: LINK };
const ALL_PATIENT_GAPS: TripGap[] = [
  'travellers',
  'visa_reference',
  'visa_decision',
  'arrival_flight',
  'departure_flight',
  'pickup_answer',
  'accommodation_patient',
];

/** The lines of a list in an email: `- …`. */
const listed = (text: string) => text.split('\n').filter((line) => line.startsWith('- '));

describe('the trip emails to the patient, in each language', () => {
  it.each(LOCALES)('in %s, each email greets the patient and gives the link to the trip plan with the booking reference', (language) => {
    const emails = [
      tripReminder(amina(language), REMINDER),
      checkInDue(amina(language), CHECK_IN),
      dischargeReady(amina(language), CHECK_IN),
    ];
    for (const email of emails) {
      expect(email.to).toBe('amina@example.com');
      expect(email.subject.length).toBeGreaterThan(10);
      expect(email.text.split('\n')[0]).toContain('Amina');
      expect(email.text.split('\n')).toContain(LINK);
      expect(visible(email.text)).toContain('#1a2b3c4d');
      expect(email.text).not.toMatch(/undefined|null|\[object/);
    }
  });

  it.each(LOCALES)('in %s, a reminder lists one line per missing thing, each in its own words, with the day of arrival', (language) => {
    const all = tripReminder(amina(language), { ...REMINDER, gaps: ALL_PATIENT_GAPS });
    const lines = listed(all.text);
    expect(lines).toHaveLength(ALL_PATIENT_GAPS.length);
    expect(new Set(lines).size).toBe(ALL_PATIENT_GAPS.length);
    expect(all.text).toContain(dayIn(language, '2026-12-20'));
    expect(all.subject).toContain('7');
    expect(all.subject).toContain('Sunway Medical Centre');
    expect(listed(tripReminder(amina(language), REMINDER).text)).toHaveLength(3);
  });

  it('lists a gap once, and leaves out what is the hospital’s to do', () => {
    const email = tripReminder(amina('en'), {
      ...REMINDER,
      gaps: ['pickup_answer', 'visa_letter', 'pickup_answer', 'admission_date', 'departure_flight'],
    });
    expect(listed(email.text)).toEqual(['- whether you want us to meet you at the airport', '- your flight home']);
    expect(email.subject).toBe('Your trip to Sunway Medical Centre: 2 things to do before you travel');
  });

  it('in English, says the day, the days left and how many things there are to do', () => {
    const email = tripReminder(amina('en'), REMINDER);
    expect(email.subject).toBe('Your trip to Sunway Medical Centre: 3 things to do before you travel');
    expect(email.text).toContain('you arrive on December 20, 2026, in 10 days.');
    expect(email.text).toContain(
      'Please tell us in your trip plan:\n- your flight home\n- whether you want us to meet you at the airport\n- where you will stay',
    );
    expect(tripReminder(amina('en'), { ...REMINDER, gaps: ['travellers'] }).subject).toBe(
      'Your trip to Sunway Medical Centre: 1 thing to do before you travel',
    );
    expect(tripReminder(amina('en'), { ...REMINDER, daysBefore: 1 }).text).toContain('you arrive tomorrow, December 20, 2026.');
  });

  it('in Arabic, counts the days and the things to do in each of its plural forms', () => {
    // The Arabic words as read: names, days and counts sit in isolates of their own (messages.spec.ts).
    const ar = (daysBefore: number, gaps: TripGap[] = REMINDER.gaps) => {
      const email = tripReminder(amina('ar'), { ...REMINDER, daysBefore, gaps });
      return { subject: visible(email.subject), text: visible(email.text) };
    };
    const day = dayIn('ar', '2026-12-20');
    expect(ar(10).text).toContain(`تصل في ${day}، أي بعد 10 أيام.`);
    expect(ar(2).text).toContain('أي بعد يومين.');
    expect(ar(21).text).toContain('أي بعد 21 يومًا.');
    expect(ar(1).text).toContain(`تصل غدًا في ${day}.`);
    expect(ar(10).text).toContain('- رحلة العودة إلى بلدك\n- ما إذا كنت تريد أن نستقبلك في المطار\n- مكان إقامتك');
    expect(ar(10).subject).toBe('رحلتك إلى Sunway Medical Centre: أمامك 3 مهام قبل السفر');
    expect(ar(10, ['travellers']).subject).toBe('رحلتك إلى Sunway Medical Centre: أمامك مهمة واحدة قبل السفر');
    expect(ar(10, ['travellers', 'arrival_flight']).subject).toBe('رحلتك إلى Sunway Medical Centre: أمامك مهمتان قبل السفر');
    expect(ar(10).text.split('\n')[0]).toBe('عزيزي/عزيزتي Amina،');
    expect(ar(10).text).not.toMatch(/\b(your|you|trip|flight|days)\b/i);
  });

  it('in Swahili and French, says it in their words, not in English', () => {
    const sw = tripReminder(amina('sw'), REMINDER);
    expect(sw.subject).toBe('Safari yako kwenda Sunway Medical Centre: mambo 3 ya kufanya kabla ya kusafiri');
    expect(sw.text).toContain('utafika tarehe 20 Desemba 2026, baada ya siku 10.');
    expect(sw.text).toContain('- kama ungependa tukupokee uwanja wa ndege');
    expect(tripReminder(amina('sw'), { ...REMINDER, gaps: ['visa_reference'] }).subject).toBe(
      'Safari yako kwenda Sunway Medical Centre: jambo moja la kufanya kabla ya kusafiri',
    );
    expect(sw.text).not.toMatch(/\b(your|you|trip|flight|days)\b/i);
    const fr = tripReminder(amina('fr'), REMINDER);
    expect(fr.subject).toBe('Votre voyage à Sunway Medical Centre : 3 choses à faire avant de partir');
    expect(fr.text).toContain('vous arrivez le 20 décembre 2026, dans 10 jours.');
    expect(fr.text).toContain('- votre vol retour');
    expect(fr.text).not.toMatch(/\b(your|trip|flight|days)\b/i);
  });

  it('when nothing of the patient’s is missing, says so rather than an empty list', () => {
    const email = tripReminder(amina('en'), { ...REMINDER, gaps: ['visa_letter'] });
    expect(listed(email.text)).toEqual([]);
    expect(email.subject).toBe('Your trip to Sunway Medical Centre is coming up');
    expect(email.text).toContain('You have told us everything we need from you.');
  });
});

describe('the aftercare check-in email', () => {
  it.each(LOCALES)('in %s, says who reads the answers and to call the local emergency number rather than wait', (language) => {
    const text = visible(checkInDue(amina(language), CHECK_IN).text);
    const words = {
      en: ['Your patient coordinator reads your answers', 'call your local emergency number now', 'Do not wait'],
      fr: ['Votre coordinateur patients lit vos réponses', 'numéro d’urgence', 'N’attendez pas notre réponse'],
      ar: ['يقرأ منسّق المرضى الخاص بك إجاباتك', 'برقم الطوارئ', 'ولا تنتظر ردّنا'],
      sw: ['Mratibu wako wa wagonjwa atasoma majibu yako', 'nambari ya dharura', 'Usisubiri jibu letu'],
    }[language];
    for (const said of words) expect(text).toContain(said);
    const lines = text.split('\n');
    expect(lines[lines.indexOf(LINK) - 1]).toMatch(/\(.*#1a2b3c4d\) ?:$/); // `Answer here (booking #…):`, then the link
    expect(text).toContain('Knee Replacement');
  });

  it('counts the days since discharge in the language’s plural forms, with or without a treatment', () => {
    const since = (language: Locale, day: number, treatmentName: string | null = 'Knee Replacement') =>
      visible(checkInDue(amina(language), { ...CHECK_IN, day, treatmentName }).text.split('\n')[2]!);
    expect(since('en', 3)).toBe('It has been 3 days since you left the hospital after your Knee Replacement. How are you feeling?');
    expect(since('en', 1, null)).toBe('It has been 1 day since you left the hospital. How are you feeling?');
    expect(since('ar', 3)).toBe('مرّت 3 أيام على خروجك من المستشفى بعد علاجك (Knee Replacement). كيف حالك؟');
    expect(since('ar', 14, null)).toBe('مرّ 14 يومًا على خروجك من المستشفى. كيف حالك؟');
    expect(since('ar', 2, null)).toBe('مرّ يومان على خروجك من المستشفى. كيف حالك؟');
    expect(since('sw', 30)).toBe('Zimepita siku 30 tangu utoke hospitalini baada ya matibabu yako (Knee Replacement). Unaendeleaje?');
    expect(since('sw', 1, null)).toBe('Imepita siku moja tangu utoke hospitalini. Unaendeleaje?');
    expect(since('fr', 90, null)).toBe('Cela fait 90 jours que vous avez quitté l’hôpital. Comment allez-vous ?');
    expect(checkInDue(amina('sw'), CHECK_IN).text).not.toMatch(/\b(your|coordinator|emergency)\b/i);
  });
});

describe('the discharge pack email', () => {
  it('tells the patient in their language that the pack and final bill are in the trip plan', () => {
    expect(dischargeReady(amina('en'), CHECK_IN).subject).toBe('Your discharge pack and final bill are ready');
    expect(dischargeReady(amina('fr'), CHECK_IN).subject).toBe('Votre dossier de sortie et votre facture finale sont prêts');
    expect(dischargeReady(amina('ar'), CHECK_IN).text).toContain('فاتورتك النهائية');
    expect(dischargeReady(amina('sw'), CHECK_IN).text).toContain('bili yako ya mwisho');
    expect(dischargeReady(amina('sw'), CHECK_IN).text).not.toMatch(/\b(your|bill|download)\b/i);
  });
});

describe('the aftercare alert to the coordinators', () => {
  it('is English, goes to every address given, and carries only the booking reference and the link', () => {
    const link = 'https://medtour.example/admin#/bookings/8f3e2a1b/show';
    const email = aftercareAlert('coordinators@medtour.local, admin@medtour.local', { reference: '1a2b3c4d', link });
    expect(email.to).toBe('coordinators@medtour.local, admin@medtour.local');
    expect(email.subject).toBe('Aftercare warning signs: booking #1a2b3c4d');
    expect(email.text).toContain('booking #1a2b3c4d shows warning signs. Read it now');
    expect(email.text.split('\n')).toContain(link);
    expect(`${email.subject}\n${email.text}`).not.toMatch(/Amina|Dear|fever|wound|pain|chest|Knee/i);
  });
});
