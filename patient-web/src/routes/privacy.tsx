import { LegalPage } from '../components/LegalPage';
import { routeMeta } from '../seo';
import { emailOrContactPage, SITE_NAME, useSiteData } from '../site';

export const meta = routeMeta(() => ({
  title: 'Privacy Policy',
  description: `How ${SITE_NAME} collects, uses and protects your personal and health information, and the rights you have over it.`,
}));

/** The sections, with the coordinators' email from Settings. */
const sections = (email: string) => [
  {
    title: 'Who we are',
    paragraphs: [
      `${SITE_NAME} ("we") runs this website and coordinates medical travel for patients. We decide how your personal information is used and are responsible for it. You can reach us at ${email}.`,
    ],
  },
  {
    title: 'What we collect',
    paragraphs: [
      'When you contact us: your name, email address, phone number (if you give it), country, the treatment you are interested in and your message.',
      'When you create an account: your name, email address and a securely hashed password; later, the bookings you make and the messages you exchange with our coordinators.',
      'Health information you choose to share: your health assessment and the medical records you upload. We only ask for what is needed to plan your treatment.',
      'Technical information: a session cookie while you are signed in, and your IP address, used for security and to limit abuse. Our logs never contain your health information.',
    ],
  },
  {
    title: 'How we use it',
    paragraphs: [
      'To answer your questions, arrange your free consultation, match you with hospitals and specialists, and organise your booking, travel and aftercare.',
      'To keep the service secure: preventing fraud and abuse, and recording access to medical records in an audit log.',
      'We do not sell your information, and we do not use advertising or tracking cookies.',
    ],
  },
  {
    title: 'Your health information',
    paragraphs: [
      'Health information is sensitive, so we use it only with your consent and only to plan and coordinate your care. Medical records are encrypted when stored, and every access by our staff is recorded.',
      'We share your records with a hospital only when you ask us to: for example, when you request a quote or a booking from that hospital.',
    ],
  },
  {
    title: 'Who we share it with',
    paragraphs: [
      'The hospitals and doctors you choose to be referred to; service providers that host our systems, deliver our emails or process payments, under contracts that protect your data; and authorities where the law requires it.',
      'Hospitals may be in another country than yours. When your information leaves your country, we make sure it stays protected.',
    ],
  },
  {
    title: 'How long we keep it',
    paragraphs: [
      'Contact messages are kept for up to 24 months. Account information is kept while your account is open. Medical records are kept until you delete them or close your account, unless the law requires us to keep them longer.',
    ],
  },
  {
    title: 'Your rights',
    paragraphs: [
      'You can ask for a copy of your information, correct it, delete it, or withdraw your consent to our use of your health information at any time. You can also complain to the data-protection authority of your country.',
      `To use these rights, write to ${email}. We answer within 30 days.`,
    ],
  },
  {
    title: 'Changes to this policy',
    paragraphs: ['When we change this policy, we update the date above and, for important changes, tell you by email.'],
  },
];

export default function Component() {
  const { contact } = useSiteData();
  return (
    <LegalPage
      title="Privacy Policy"
      updated="Nov 21, 2026"
      intro="Your health information is personal. This policy explains what we collect, why, and how you stay in control of it."
      sections={sections(emailOrContactPage(contact))}
    />
  );
}
