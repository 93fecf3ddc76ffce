/** Site-wide names, links and contact details shown on every page. */

export const SITE_NAME = 'MedTour Asia';

// Placeholder contact details until the real care-team numbers are configured.
export const CONTACT = {
  website: 'www.medtour.example',
  websiteHref: 'https://www.medtour.example',
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

/**
 * Where a call to action that needs an account goes: the sign-in page, which sends the visitor on
 * to `returnTo` once signed in (at once when they already are).
 */
export function authHref(returnTo = '/dashboard'): string {
  return `/auth?redirect=${encodeURIComponent(returnTo)}`;
}

/** "Get Quote": a booking request for this hospital, opened by the dashboard after sign-in. */
export function quoteHref(hospitalSlug: string): string {
  return authHref(`/dashboard?book=${encodeURIComponent(hospitalSlug)}`);
}

export const hospitalHref = (slug: string) => `/hospitals/${slug}`;
export const treatmentHref = (slug: string) => `/treatments/${slug}`;
export const compareHref = (slugs: readonly string[]) => `/hospitals/compare?ids=${slugs.map(encodeURIComponent).join(',')}`;
