/** Back-office records shared with the backend's own types. */

/** A message of the contact form, in the staff inbox. */
export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  country: string;
  treatmentInterest: string | null;
  message: string;
  handled: boolean;
  handledAt: string | null;
  /** Email of the staff member who marked it handled. */
  handledBy: string | null;
  createdAt: string;
}
