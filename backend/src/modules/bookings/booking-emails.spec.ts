import { visible } from '../../../test/support/isolates.js';
import { bookingMessages, bookingStatusChanged, type BookingEmailFacts } from './booking-emails.js';

const BOOKING: BookingEmailFacts = {
  reference: '1a2b3c4d',
  patientName: 'Amina Diallo',
  patientEmail: 'amina@example.com',
  language: 'ar',
  hospital: 'Sunway Medical Centre',
  treatment: 'Knee Replacement',
  bookingType: 'surgery',
  status: 'confirmed',
  link: 'https://medtour.example/ar/dashboard?booking=1',
};
const sentAt = (count: number) => Array.from({ length: count }, (_, i) => new Date(Date.UTC(2026, 10, 24, 9, i)));

describe('the booking emails in the patient’s language', () => {
  it('counts new messages with each of Arabic’s plural forms (one, two, few, many, other)', () => {
    // The Arabic words as read: the reference and counts sit in isolates of their own (messages.spec.ts).
    const subject = (count: number) => visible(bookingMessages(BOOKING, BOOKING.patientEmail, 'staff', sentAt(count)).subject);
    expect(subject(1)).toBe('رسالة جديدة بخصوص الحجز #1a2b3c4d');
    expect(subject(2)).toBe('رسالتان جديدتان بخصوص الحجز #1a2b3c4d');
    expect(subject(3)).toBe('3 رسائل جديدة بخصوص الحجز #1a2b3c4d'); // few: 3–10
    expect(subject(11)).toBe('11 رسالة جديدة بخصوص الحجز #1a2b3c4d'); // many: 11–99
    expect(subject(100)).toBe('100 رسالة جديدة بخصوص الحجز #1a2b3c4d'); // other
    // Beyond the 20 listed, the rest are counted: 3 more is "few".
    expect(visible(bookingMessages(BOOKING, BOOKING.patientEmail, 'staff', sentAt(23)).text)).toContain('- و3 رسائل أخرى');
  });

  it('French and Swahili say one message and several differently; the coordinators’ copy stays English', () => {
    const fr = { ...BOOKING, language: 'fr' as const };
    expect(bookingMessages(fr, fr.patientEmail, 'staff', sentAt(1)).text).toContain('Lisez-le et répondez ici :');
    expect(bookingMessages(fr, fr.patientEmail, 'staff', sentAt(2)).text).toContain(
      'Votre coordinateur patients vous a envoyé 2 nouveaux messages :',
    );
    const sw = { ...BOOKING, language: 'sw' as const };
    expect(bookingMessages(sw, sw.patientEmail, 'staff', sentAt(2)).subject).toBe('Jumbe 2 mpya kuhusu nafasi #1a2b3c4d');
    const toStaff = bookingMessages(sw, 'coordinators@medtour.local', 'patient', sentAt(2));
    expect(toStaff.subject).toBe('2 new messages about booking #1a2b3c4d');
    expect(toStaff.text).toContain('Amina Diallo wrote about their booking at Sunway Medical Centre.');
  });

  it('names the coordinator who wrote, in each language; none when unknown (several wrote, or an old email)', () => {
    const named = (language: BookingEmailFacts['language']) =>
      visible(bookingMessages({ ...BOOKING, language }, BOOKING.patientEmail, 'staff', sentAt(1), 'Grace').text.split('\n')[2]!);
    expect(named('en')).toBe('Grace, your patient coordinator, sent you a new message:');
    expect(named('fr')).toBe('Grace, votre coordinateur patients, vous a envoyé un nouveau message :');
    expect(named('ar')).toBe('أرسل إليك Grace، منسّق المرضى، رسالة جديدة:');
    expect(named('sw')).toBe('Grace, mratibu wako wa wagonjwa, amekutumia ujumbe mpya:');
    expect(bookingMessages({ ...BOOKING, language: 'en' }, BOOKING.patientEmail, 'staff', sentAt(1), null).text).toContain(
      'Your patient coordinator sent you a new message:',
    );
  });

  it('names the status in the patient’s language, with the greeting of that language', () => {
    const email = bookingStatusChanged({ ...BOOKING, language: 'fr', status: 'payment_pending' });
    expect(email.subject).toBe('Votre réservation #1a2b3c4d est désormais en attente de paiement');
    expect(email.text.split('\n')[0]).toBe('Bonjour Amina Diallo,');
    expect(bookingStatusChanged({ ...BOOKING, patientName: '', language: 'sw' }).text.split('\n')[0]).toBe('Mpendwa mgonjwa,');
  });
});
