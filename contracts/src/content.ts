/*
 * The site's guidance texts: shown by the patient guide and the contact page, and searched by the AI
 * assistant (one home, so that the assistant answers what the pages say).
 */

/** The five steps of spec §2 "Patient Guide", with their estimated times. */
export const PATIENT_GUIDE_STEPS = [
  {
    title: 'Submit Request',
    badge: 'Free',
    time: '1-2 days',
    text: 'Tell us about your condition and upload your medical records. A coordinator reviews your request and replies within 24 hours.',
  },
  {
    title: 'Get Matched with Provider',
    badge: 'Personalized',
    time: '2-3 days',
    text: 'We match you with an accredited hospital and specialist, and send you a treatment plan with a cost estimate. Your consultation is arranged within 2-3 business days.',
  },
  {
    title: 'Confirm & Plan Travel',
    badge: 'Full support',
    time: '1-2 weeks',
    text: 'Confirm your plan; we help with your medical visa letter, flights, airport pickup and accommodation near the hospital.',
  },
  {
    title: 'Treatment & Recovery',
    badge: 'Expert care',
    time: 'Variable',
    text: 'Receive your treatment with a coordinator on call and an interpreter when you need one. Your doctors decide when you are fit to fly.',
  },
  {
    title: 'Return Home + Aftercare',
    badge: 'Follow-up',
    time: 'Ongoing',
    text: 'Back home, you keep in touch with your doctors through follow-up consultations, and our team supports your recovery.',
  },
] as const;

export const PATIENT_GUIDE_SERVICES = [
  {
    title: 'Visa Support',
    text: 'Invitation letters from your hospital and guidance for the medical visa of your destination, for you and a companion.',
  },
  {
    title: 'Travel Insurance',
    text: 'Advice on travel insurance that covers medical travel, so that unexpected costs are covered.',
  },
  {
    title: 'Translator Services',
    text: 'Support is in English; interpreters for French, Arabic, Swahili and other languages are arranged for your appointments.',
  },
  {
    title: 'Accommodation',
    text: 'Comfortable accommodation near your hospital for you and a companion, booked for the length of your stay.',
  },
] as const;

export const PATIENT_GUIDE_FAQ = [
  {
    question: 'How much can I save compared with treatment at home?',
    answer:
      'Patients typically save 50-80% compared with private treatment in many other countries. You receive a cost estimate before you decide, and the initial consultation and planning are free: you pay only for your treatment.',
  },
  {
    question: 'Are the hospitals safe and accredited?',
    answer:
      'We work with internationally accredited hospitals and experienced specialists. Each hospital profile lists its accreditations, specialties and patient reviews.',
  },
  {
    question: 'How long will I need to stay?',
    answer:
      'Plan for 3-7 days for simple treatments and 2-4 weeks for complex surgery, including recovery before you fly home. Your doctor confirms the length of your stay in your treatment plan.',
  },
  {
    question: 'How long does planning take?',
    answer: 'Allow 4-6 weeks from your first request to your treatment. Emergencies can be expedited: tell us how urgent your case is.',
  },
  {
    question: 'Do I need a medical consultation before I travel?',
    answer: 'Yes. A specialist reviews your medical records and confirms that the treatment is right for you before you book any travel.',
  },
  {
    question: 'Can someone travel with me, and will I have an interpreter?',
    answer:
      'Yes. We help a companion with their visa and accommodation, and arrange interpreters for French, Arabic, Swahili and other languages.',
  },
] as const;

export const CONTACT_QUESTIONS = [
  {
    question: 'How quickly will you reply?',
    answer: 'We reply to every message within 24 hours, and a consultation is usually arranged within 2-3 business days.',
  },
  {
    question: 'Is the consultation free?',
    answer: 'Yes. Your initial consultation and planning are free: you pay only for your treatment.',
  },
  {
    question: 'Which languages do you speak?',
    answer: 'Our support is in English. Interpreters for French, Arabic, Swahili and other languages are arranged.',
  },
  {
    question: 'What should I include in my message?',
    answer:
      'Your condition, any diagnosis you already have, and when you would like to travel. Do not send medical records by email: upload them securely after you sign in.',
  },
] as const;
