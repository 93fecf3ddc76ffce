import type { CoordinatorContact } from '@medtour/contracts';

/** The end of every email to a patient or visitor: how to reach the coordinators, from Settings (their one source). */
export function contactSignature(contact: CoordinatorContact): string {
  return [
    '',
    '--',
    'MedTour Asia patient care team',
    `Phone: ${contact.phone}`,
    `WhatsApp: ${contact.whatsapp} (${contact.whatsappUrl})`,
    `Email: ${contact.email}`,
    `Office hours: ${contact.officeHours.join('; ')}`,
  ].join('\n');
}
