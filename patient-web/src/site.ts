/** Site-wide names, links and contact details shown on every page. */
import type { CoordinatorContact } from '@medtour/contracts';
import { useRouteLoaderData } from 'react-router';

export const SITE_NAME = 'MedTour Asia';

/** Our website (the contact details themselves come from Settings: see `useSiteData`). */
export const WEBSITE = { text: 'www.medtour.example', href: 'https://www.medtour.example' } as const;

/** What the root loader gives every page. */
export interface SiteData {
  /** The public origin, for canonical and Open Graph URLs. */
  publicOrigin: string;
  /** The coordinators' contact details from Settings; null while the API cannot say them. */
  contact: CoordinatorContact | null;
  /** Whether the visitor has a session (the header then offers their dashboard). */
  signedIn: boolean;
}

const NO_SITE_DATA: SiteData = { publicOrigin: '', contact: null, signedIn: false };

export function useSiteData(): SiteData {
  return useRouteLoaderData<SiteData>('root') ?? NO_SITE_DATA;
}

/** The coordinators' email for a sentence, or where to find it while Settings cannot be read. */
export function emailOrContactPage(contact: CoordinatorContact | null): string {
  return contact?.email ?? 'the address on our contact page';
}

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
