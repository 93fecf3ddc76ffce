/** What the patient site sends to the public API; what it receives is in `@medtour/contracts`. */

/** List filters as they come from the page URL: passed to the API as they are, which validates them. */
export interface ListQuery {
  page?: string | number;
  pageSize?: number;
}

export interface TreatmentListQuery extends ListQuery {
  q?: string;
  category?: string;
}

export interface HospitalListQuery extends ListQuery {
  q?: string;
  country?: string;
  specialty?: string;
  featured?: boolean;
}

/** Body of `POST /api/contact` (spec §3 "Contact form"). */
export interface ContactMessageInput {
  name: string;
  email: string;
  phone?: string;
  country: string;
  treatmentInterest?: string;
  message: string;
}

export interface ContactMessageResult {
  id: string;
  message: string;
}
