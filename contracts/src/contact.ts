/** The public contact form (spec §3). */

/** Country options of the contact form. */
export const CONTACT_COUNTRIES = [
  'Nigeria',
  'South Africa',
  'Kenya',
  'Ghana',
  'Uganda',
  'Tanzania',
  'Ethiopia',
  'Morocco',
  'Egypt',
  'Algeria',
  'Other',
] as const;
export type ContactCountry = (typeof CONTACT_COUNTRIES)[number];

/** Treatment-interest options of the contact form. */
export const TREATMENT_INTERESTS = [
  'Orthopedic Surgery',
  'Cardiology',
  'Fertility Treatment',
  'Cosmetic Surgery',
  'Cancer Treatment',
  'Dental Procedures',
  'Eye Surgery',
  'General Health Checkup',
  'Other',
] as const;
export type TreatmentInterest = (typeof TREATMENT_INTERESTS)[number];
