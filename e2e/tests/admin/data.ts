import { createHash, randomUUID } from 'node:crypto';
import { expect, request, type APIRequestContext } from '@playwright/test';
import { sql } from '../../fixtures/db.js';
import { clientAddress } from '../../fixtures/test.js';

/*
 * Records the admin specs need, created the way patients and visitors create them (through the
 * public API), or, for what only the scraper writes, straight into the database.
 */

/**
 * Inside a test, `request.newContext()` starts from the test's options, including the staff
 * session's storage state: a visitor's request there would be the staff member's. These contexts
 * start without cookies.
 */
export const NO_SESSION = { cookies: [], origins: [] };

export interface CreatedBooking {
  id: string;
  reference: string;
  hospitalName: string;
  treatmentName: string;
}

/** The first listed hospital and the first treatment it offers: what a booking may name. */
export async function firstOffer(api: APIRequestContext) {
  const hospitals = (await (await api.get('/api/hospitals?pageSize=1')).json()) as { items: { slug: string }[] };
  const hospital = (await (await api.get(`/api/hospitals/${hospitals.items[0]!.slug}`)).json()) as {
    id: string;
    name: string;
    treatments: { id: string; name: string }[];
  };
  return { hospital, treatment: hospital.treatments[0]! };
}

/** A patient (an API client signed in as them) books the first listed hospital for the first treatment it offers. */
export async function createPatientBooking(patient: APIRequestContext, details: Record<string, unknown> = {}): Promise<CreatedBooking> {
  const { hospital, treatment } = await firstOffer(patient);
  const created = await patient.post('/api/bookings', { data: { hospitalId: hospital.id, treatmentId: treatment.id, ...details } });
  expect(created.status(), await created.text()).toBe(201);
  const booking = (await created.json()) as { id: string; reference: string };
  return { id: booking.id, reference: booking.reference, hospitalName: hospital.name, treatmentName: treatment.name };
}

/**
 * Sends the public contact form. Each call comes from its own (documentation-range) client
 * address behind the trusted proxy, so that the per-address limit of the contact form (5 per 5
 * minutes) is not shared with the other specs of the run.
 */
export async function postContactMessage(baseURL: string, message: { name: string; email: string; message: string }): Promise<void> {
  const api = await request.newContext({ baseURL, storageState: NO_SESSION, extraHTTPHeaders: { 'X-Forwarded-For': clientAddress() } });
  try {
    const sent = await api.post('/api/contact', { data: { ...message, country: 'Kenya' } });
    expect(sent.ok(), `contact form: ${sent.status()} ${await sent.text()}`).toBe(true);
  } finally {
    await api.dispose();
  }
}

/** As the scraper and the seed compute it: unique per hospital. */
const fingerprintOf = (reviewerName: string, text: string): string =>
  createHash('sha256').update(`${reviewerName}\n${text}`.toLowerCase().replace(/\s+/g, ' ').trim()).digest('hex');

/** The hospital the reviews of the specs are about: one no other spec reads reviews of. */
const REVIEWED_HOSPITAL = 'phuket-aesthetic-wellness-clinic';

/**
 * A published review of a demo hospital, stored as the review scraper stores one (no product
 * screen writes reviews). Returns the reviewer's name, unique to this review.
 */
export async function insertReview(reviewerName: string): Promise<{ id: string; reviewerName: string }> {
  const id = randomUUID();
  const text = `E2E review ${id}: friendly staff and a smooth recovery.`;
  const inserted = await sql(
    `insert into hospital_reviews (id, hospital_id, reviewer_name, review_text, rating, review_date, is_success_story, status, fingerprint, scraped_at)
       select $1, h.id, $2, $3, 4.5, current_date, false, 'published', $4, now() from hospitals h where h.slug = $5
     returning id`,
    [id, reviewerName, text, fingerprintOf(reviewerName, text), REVIEWED_HOSPITAL],
  );
  if (inserted.length !== 1) throw new Error(`No demo hospital ${REVIEWED_HOSPITAL} to review`);
  return { id, reviewerName };
}

/** Removes reviews a spec inserted (those it did not delete through the page). */
export async function deleteReviews(ids: string[]): Promise<void> {
  if (!ids.length) return;
  await sql(`delete from hospital_reviews where id = any($1::uuid[])`, [ids]);
}
