import { LegalPage } from '../components/LegalPage';
import { routeMeta } from '../seo';
import { emailOrContactPage, SITE_NAME, useSiteData } from '../site';

export const meta = routeMeta(() => ({
  title: 'Terms of Service',
  description: `The terms for using ${SITE_NAME}: our coordination service, free consultations, bookings, premium membership and our responsibilities.`,
}));

/** The sections, with the coordinators' email from Settings. */
const sections = (email: string) => [
  {
    title: 'About these terms',
    paragraphs: [`These terms apply when you use the ${SITE_NAME} website and services. By using them, you agree to these terms.`],
  },
  {
    title: 'Our service',
    paragraphs: [
      `${SITE_NAME} coordinates medical travel: we help you find hospitals and specialists, arrange consultations, and support your travel, stay and aftercare. We are not a hospital and do not provide medical treatment.`,
      'Information on this site, including our AI health assistant, is educational and is not medical advice. Always consult a qualified doctor.',
    ],
  },
  {
    title: 'Costs',
    paragraphs: [
      'Your initial consultation and planning are free: you pay only for your treatment. Prices on this site are estimates; the hospital confirms the final price after reviewing your medical records.',
    ],
  },
  {
    title: 'Hospitals and doctors',
    paragraphs: [
      'Hospitals and doctors are independent and are responsible for the medical care they provide. Listings marked "Demo listing" are fictional examples and are not real institutions.',
    ],
  },
  {
    title: 'Your account and bookings',
    paragraphs: [
      "Give accurate information and keep your password safe. You can cancel a booking that is not completed. Deposits paid to a hospital follow that hospital's cancellation policy, which we tell you before you pay.",
    ],
  },
  {
    title: 'Premium membership',
    paragraphs: [
      'Premium costs $49 per month. You can cancel anytime, effective at the end of the period you paid for, and within 30 days of your first payment you can ask for your money back.',
    ],
  },
  {
    title: 'Our responsibility',
    paragraphs: [
      'We coordinate your journey with care, but we are not responsible for the outcome of medical treatment or for decisions made by hospitals, airlines or immigration authorities. Nothing in these terms limits rights that the law of your country gives you.',
    ],
  },
  {
    title: 'Changes and contact',
    paragraphs: [`We may update these terms and will show the date of the latest change above. Questions: ${email}.`],
  },
];

export default function Component() {
  const { contact } = useSiteData();
  return (
    <LegalPage
      title="Terms of Service"
      updated="Nov 21, 2026"
      intro="The rules for using our website and coordination services, in plain language."
      sections={sections(emailOrContactPage(contact))}
    />
  );
}
