import type { HospitalDetail } from '@medtour/contracts';
import type { Hospital } from '../catalogue/index.js';

/** What a hospital's views share: its own facts, without its country, offerings and reviews (each view names those its way). */
export type HospitalFacts = Omit<
  HospitalDetail,
  'country' | 'specialties' | 'specializations' | 'treatments' | 'reviewCount' | 'successStoryCount'
>;

/** A hospital's own facts in English: what its public profile and the back office's record both start from. */
export function hospitalFacts(h: Hospital): HospitalFacts {
  return {
    id: h.id,
    slug: h.slug,
    name: h.name,
    city: h.city,
    description: h.description ?? null,
    rating: h.rating ?? null,
    accreditations: h.accreditations,
    establishedYear: h.establishedYear ?? null,
    doctorCount: h.doctorCount ?? null,
    features: h.features,
    languages: h.languages,
    featured: h.featured,
    isDemo: h.isDemo,
    address: h.address ?? null,
    phone: h.phone ?? null,
    email: h.email ?? null,
    website: h.website ?? null,
    bedCapacity: h.bedCapacity ?? null,
    staffCount: h.staffCount ?? null,
    ratingSource: h.ratingSource ?? null,
    successRatePercentage: h.successRatePercentage ?? null,
    patientStoriesCount: h.patientStoriesCount,
  };
}
