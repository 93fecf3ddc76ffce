import { expect, request } from '@playwright/test';
import { PATIENT } from './staff.js';

/*
 * Records the admin specs need, created the way patients and visitors create them: through the
 * public API, each time in a request context of its own (not the browser's staff session).
 */

/**
 * Inside a test, `request.newContext()` starts from the test's options, including the staff
 * session's storage state: a patient signing in there would end the staff session (every sign-in
 * replaces the browser's previous session). These contexts start without cookies.
 */
export const NO_SESSION = { cookies: [], origins: [] };

export interface CreatedBooking {
  id: string;
  reference: string;
  hospitalName: string;
  treatmentName: string;
}

/** Signs the demo patient in and books the first listed hospital for the first listed treatment. */
export async function createPatientBooking(baseURL: string, details: Record<string, unknown> = {}): Promise<CreatedBooking> {
  const api = await request.newContext({ baseURL, storageState: NO_SESSION });
  try {
    const signIn = await api.post('/api/auth/sign-in', { data: { email: PATIENT.email, password: PATIENT.password } });
    expect(signIn.ok(), `patient sign-in: ${signIn.status()}`).toBe(true);
    const hospitals = (await (await api.get('/api/hospitals?pageSize=1')).json()) as { items: { id: string; name: string }[] };
    const treatments = (await (await api.get('/api/treatments?pageSize=1')).json()) as { items: { id: string; name: string }[] };
    const hospital = hospitals.items[0]!;
    const treatment = treatments.items[0]!;
    const created = await api.post('/api/bookings', { data: { hospitalId: hospital.id, treatmentId: treatment.id, ...details } });
    expect(created.status(), await created.text()).toBe(201);
    const booking = (await created.json()) as { id: string; reference: string };
    return { id: booking.id, reference: booking.reference, hospitalName: hospital.name, treatmentName: treatment.name };
  } finally {
    await api.dispose();
  }
}

/**
 * Sends the public contact form. Each call comes from its own (documentation-range) client
 * address behind the trusted proxy, so that the per-address limit of the contact form (5 per 5
 * minutes) is not shared with the other specs of the run.
 */
export async function postContactMessage(baseURL: string, message: { name: string; email: string; message: string }): Promise<void> {
  const api = await request.newContext({
    baseURL,
    storageState: NO_SESSION,
    extraHTTPHeaders: { 'X-Forwarded-For': `203.0.113.${1 + Math.floor(Math.random() * 254)}` },
  });
  try {
    const sent = await api.post('/api/contact', { data: { ...message, country: 'Kenya' } });
    expect(sent.ok(), `contact form: ${sent.status()} ${await sent.text()}`).toBe(true);
  } finally {
    await api.dispose();
  }
}
