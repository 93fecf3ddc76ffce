/** Every public page of the patient site, with its `h1` and texts that prove its main content is there. */
export interface PublicPage {
  path: string;
  h1: string;
  texts: string[];
  status?: number;
}

export const HIP = 'hip-replacement';
export const STRAITS = 'straits-heart-vascular-centre';
export const DECCAN = 'deccan-multispeciality-hospital';

export const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    h1: 'Affordable World-Class Treatment in Malaysia & ASEAN',
    texts: ['Our Services', 'How It Works', 'Popular Treatments', 'Patient Stories', 'Featured Hospitals', 'Cataract Surgery'],
  },
  {
    path: '/about',
    h1: 'About MedTour Asia',
    texts: ['Our Story', 'Our Mission', 'Our Vision', 'Integrity', 'Compassion', 'Excellence', 'Safety'],
  },
  {
    path: '/treatments',
    h1: 'Treatments',
    texts: [
      'Hip Replacement',
      'Estimated cost: $8,000 - $15,000',
      'Estimated cost: $7,000 - $14,000',
      '+1 more',
      'Available in: India, Malaysia',
    ],
  },
  {
    path: '/destinations',
    h1: 'Destinations',
    texts: [
      'Malaysia',
      'Thailand',
      'India',
      'Turkey',
      'South Korea',
      'Average cost saving: 60-80%',
      'Flight time from Africa',
      'Explore Malaysia',
    ],
  },
  {
    path: '/hospitals',
    h1: 'Hospitals',
    texts: [
      '66 hospitals found',
      'Chao Phraya International Hospital (Demo)',
      'Bangkok, Thailand',
      'Established 1985',
      '400+ doctors',
      'Demo listing',
    ],
  },
  {
    path: '/patient-guide',
    h1: 'Patient Guide',
    texts: [
      'Submit Request',
      'Get Matched with Provider',
      'Confirm & Plan Travel',
      'Treatment & Recovery',
      'Return Home + Aftercare',
      'Estimated time: 1-2 weeks',
      'Visa Support',
      'Travel Insurance',
      'Translator Services',
      'Accommodation',
      'Medical consultation required',
      'Travel insurance recommended',
      'Planning timeline: 4-6 weeks',
      'Frequently Asked Questions',
    ],
  },
  {
    path: '/contact',
    h1: 'Contact Us',
    texts: [
      'Send Us a Message',
      'Office Hours',
      '9:00 AM-6:00 PM MYT',
      'Sun emergency consultations only',
      'Emergency Support',
      'Quick Actions',
      'Common Questions',
    ],
  },
  { path: '/privacy', h1: 'Privacy Policy', texts: ['What we collect', 'Your health information', 'Your rights'] },
  { path: '/terms', h1: 'Terms of Service', texts: ['Our service', '$49 per month', 'Demo listing'] },
  {
    path: `/treatments/${HIP}`,
    h1: 'Hip Replacement',
    texts: ['$8,000 - $15,000', 'Hospitals offering Hip Replacement', 'Selangor Joint & Spine Institute (Demo)', 'Price: $8,500 - $14,500'],
  },
  {
    path: '/destinations/malaysia',
    h1: 'Malaysia',
    texts: [
      'Travel guide',
      '10-14 hours via the Gulf',
      'Average cost saving: 60-80%',
      'Partner hospitals in Malaysia',
      'Straits Heart & Vascular Centre (Demo)',
      'Treatments in Malaysia',
      'Estimated cost: $8,500 - $14,500',
    ],
  },
  {
    path: `/hospitals/${STRAITS}`,
    h1: 'Straits Heart & Vascular Centre (Demo)',
    texts: [
      'Kuala Lumpur, ', // then the country, a link to its destination page (destination.spec.ts)
      'Treatments and prices',
      'Heart Bypass Surgery',
      'Patient reviews (',
    ],
  },
  {
    path: `/hospitals/compare?ids=${STRAITS},${DECCAN}`,
    h1: 'Compare Hospitals',
    texts: [
      'Straits Heart & Vascular Centre (Demo)',
      'Deccan Multispeciality Hospital (Demo)',
      'Treatments and prices',
      'Hyderabad, India',
    ],
  },
  { path: '/no-such-page', h1: 'Oops! Page not found', texts: ['Return to Home'], status: 404 },
];

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };

/** A text as React writes it into server-rendered HTML. */
export function asHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}
