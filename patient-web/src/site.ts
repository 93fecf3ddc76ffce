/** Site-wide names, links and contact details shown on every page. */

export const SITE_NAME = 'MedTour Asia';

// Placeholder contact details until the real care-team numbers are configured.
export const CONTACT = {
  email: 'care@medtour.example',
  phone: '+60 3-2000 0000',
  phoneHref: 'tel:+60320000000',
  whatsapp: '+60 12-000 0000',
  whatsappHref: 'https://wa.me/60120000000',
  hours: 'Mon-Fri 9:00 AM-6:00 PM MYT, Sat 9:00 AM-2:00 PM MYT',
} as const;

export interface NavItem {
  to: string;
  label: string;
}

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/treatments', label: 'Treatments' },
  { to: '/destinations', label: 'Destinations' },
  { to: '/hospitals', label: 'Hospitals' },
  { to: '/patient-guide', label: 'Patient Guide' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
];

export const FOOTER_COLUMNS: readonly { title: string; links: readonly NavItem[] }[] = [
  {
    title: 'Company',
    links: [
      { to: '/about', label: 'About Us' },
      { to: '/destinations', label: 'Destinations' },
      { to: '/hospitals', label: 'Hospitals' },
    ],
  },
  {
    title: 'Support',
    links: [
      { to: '/patient-guide', label: 'Patient Guide' },
      { to: '/treatments', label: 'Treatments' },
      { to: '/contact', label: 'Contact Us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
];
