import type { CoordinatorContact, Locale } from '@medtour/contracts';

const LABELS: Record<Locale, { team: string; phone: string; email: string; hours: string }> = {
  en: { team: 'MedTour Asia patient care team', phone: 'Phone', email: 'Email', hours: 'Office hours' },
  fr: { team: 'L’équipe d’accompagnement des patients de MedTour Asia', phone: 'Téléphone', email: 'E-mail', hours: 'Horaires' },
  ar: { team: 'فريق رعاية المرضى في MedTour Asia', phone: 'الهاتف', email: 'البريد الإلكتروني', hours: 'ساعات العمل' },
  sw: { team: 'Timu ya huduma kwa wagonjwa ya MedTour Asia', phone: 'Simu', email: 'Barua pepe', hours: 'Saa za kazi' },
};

/**
 * The end of every email to a patient or visitor, in their language: how to reach the coordinators,
 * from Settings (their one source; the office hours are the coordinators' own words).
 */
export function contactSignature(contact: CoordinatorContact, language: Locale = 'en'): string {
  const labels = LABELS[language];
  return [
    '',
    '--',
    labels.team,
    `${labels.phone}: ${contact.phone}`,
    `WhatsApp: ${contact.whatsapp} (${contact.whatsappUrl})`,
    `${labels.email}: ${contact.email}`,
    `${labels.hours}: ${contact.officeHours.join('; ')}`,
  ].join('\n');
}
