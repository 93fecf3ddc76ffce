/** Site-wide names, links and contact details shown on every page. */
import type { CoordinatorContact, CurrencyRateView, Locale } from '@medtour/contracts';
import type { Messages } from './i18n/format-message';
import type { MessageId } from './i18n/messages';
import { useRouteLoaderData } from 'react-router';

export const SITE_NAME = 'MedTour Asia';

/** Our website (the contact details themselves come from Settings: see `useSiteData`). */
export const WEBSITE = { text: 'www.medtour.example', href: 'https://www.medtour.example' } as const;

/** What the frame offers a visitor whose browser prefers another of our languages: said in that language. */
export interface LanguageSuggestion {
  locale: Locale;
  /** "This page is available in French.", in French. */
  text: string;
  /** "Read in French", in French. */
  accept: string;
}

/** What the root loader gives every page. */
export interface SiteData {
  /** The public origin, for canonical and Open Graph URLs. */
  publicOrigin: string;
  /** The coordinators' contact details from Settings; null while the API cannot say them. */
  contact: CoordinatorContact | null;
  /** Whether the visitor has a session (the header then offers their dashboard). */
  signedIn: boolean;
  /**
   * The currency prices are shown in beside US dollars (the header's choice, else the account's) and
   * its rate; `rate` null: none usable (the page says so and shows dollars). Null: US dollars only.
   */
  money: CurrencyRateView | null;
  /** The site frame's messages (namespace `common`) in that language. */
  messages: Messages;
  /** Another of our languages the visitor's browser prefers, offered above the page (see `languageSuggestion`). */
  suggestion?: LanguageSuggestion;
}

const NO_SITE_DATA: SiteData = { publicOrigin: '', contact: null, signedIn: false, money: null, messages: {} };

export function useSiteData(): SiteData {
  return useRouteLoaderData<SiteData>('root') ?? NO_SITE_DATA;
}

export interface NavItem {
  to: string;
  label: MessageId;
}

export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'common.nav.home' },
  { to: '/treatments', label: 'common.nav.treatments' },
  { to: '/destinations', label: 'common.nav.destinations' },
  { to: '/hospitals', label: 'common.nav.hospitals' },
  { to: '/patient-guide', label: 'common.nav.guide' },
  { to: '/about', label: 'common.nav.about' },
  { to: '/contact', label: 'common.nav.contact' },
];

export const FOOTER_COLUMNS: readonly { id: string; title: MessageId; links: readonly NavItem[] }[] = [
  {
    id: 'company',
    title: 'common.footer.company',
    links: [
      { to: '/about', label: 'common.footer.aboutUs' },
      { to: '/destinations', label: 'common.nav.destinations' },
      { to: '/hospitals', label: 'common.nav.hospitals' },
    ],
  },
  {
    id: 'support',
    title: 'common.footer.support',
    links: [
      { to: '/patient-guide', label: 'common.nav.guide' },
      { to: '/treatments', label: 'common.nav.treatments' },
      { to: '/contact', label: 'common.footer.contactUs' },
    ],
  },
  {
    id: 'legal',
    title: 'common.footer.legal',
    links: [
      { to: '/privacy', label: 'common.footer.privacy' },
      { to: '/terms', label: 'common.footer.terms' },
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
export const destinationHref = (slug: string) => `/destinations/${slug}`;
export const compareHref = (slugs: readonly string[]) => `/hospitals/compare?ids=${slugs.map(encodeURIComponent).join(',')}`;
