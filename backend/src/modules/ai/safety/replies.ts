import type { MedicalRequestKind } from './medical-requests.js';

/*
 * The fixed replies the safety rules answer with instead of any engine. Short and calm: the emergency reply must be
 * read in seconds, and a refusal should leave the patient knowing where to go next. Links are paths on our site only
 * (they pass checkModelOutput like any answer would have to).
 */

export interface EmergencyNumber {
  country: string;
  number: string;
}

/** The reply to a message describing an emergency, with the emergency numbers of the staff-maintained table. */
export function emergencyReply(numbers: readonly EmergencyNumber[]): string {
  const lines = [
    'This may be a medical emergency. Please seek emergency care now.',
    'Call your local emergency number now, or go to the nearest emergency department.',
  ];
  if (numbers.length > 0) {
    lines.push(['Emergency numbers:', ...numbers.map(({ country, number }) => `- ${country}: ${number}`)].join('\n'));
  }
  lines.push('We cannot help with emergencies in this chat. Please do not wait for a reply here.');
  return lines.join('\n\n');
}

const CANNOT: Record<MedicalRequestKind, string> = {
  diagnosis: "I'm sorry, I can't diagnose symptoms or tell you what condition you may have.",
  dose: "I'm sorry, I can't advise on medicines or doses.",
  prescription: "I'm sorry, I can't prescribe or recommend medicines.",
};

/** The reply to a request for a diagnosis, a dose or a prescription (and to prompt-injection attempts, as 'diagnosis'). */
export function refusalReply(kind: MedicalRequestKind): string {
  return [
    CANNOT[kind],
    'Please talk to a doctor about this. You can book a free consultation with our care coordinators on the /contact page ' +
      'or from your /dashboard, and they will put you in touch with a specialist.',
    'I can help with treatments, destinations, hospitals and costs.',
  ].join('\n\n');
}
