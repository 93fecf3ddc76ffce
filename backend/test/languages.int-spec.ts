import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { browserAgent, signedInAgent } from './support/factories.js';
import { uniqueIp } from './support/mail.js';
import { startApi, startWorker, type TestApi } from './support/app.js';
import { readMail, type ReceivedMail, startSmtpServer } from './support/smtp.js';
import { waitFor } from './support/wait.js';
import { visible } from './support/isolates.js';

/**
 * The patient's language (issue 27): kept from the page they sign up on, the account emails written
 * in it (English when it was not given), with links to the site in it, and shown to staff.
 */
describe('the patient’s language: account emails and the back office', () => {
  let api: TestApi;
  let worker: INestApplicationContext;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    api = await startApi();
    worker = await startWorker({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await worker.close();
    await api.close();
    await smtp.close();
  });

  const newEmail = () => `lang-${randomUUID().slice(0, 8)}@test.example`;
  const signUp = (email: string, language?: string) =>
    api.http
      .post('/api/auth/sign-up')
      .set('X-Forwarded-For', uniqueIp())
      .send({ firstName: 'Neema', lastName: 'Mushi', email, password: 'kilimanjaro-77', ...(language ? { language } : {}) });
  /** The newest email to this address whose subject is one of these. */
  const mailTo = (email: string, subject: string) =>
    waitFor(
      () =>
        smtp.received
          .filter((m: ReceivedMail) => m.to.includes(email))
          .map(readMail)
          .reverse()
          .find((m) => m.subject === subject),
      `"${subject}" to ${email}`,
    );
  const base = () => api.config.publicUrl;

  it('a patient who signs up in Swahili gets the verification, reset and account-exists emails in Swahili, linking to the Swahili site', async () => {
    const email = newEmail();
    await signUp(email, 'sw').expect(201);
    const verify = await mailTo(email, 'Thibitisha anwani yako ya barua pepe');
    expect(verify.text).toContain('Mpendwa Neema,');
    expect(verify.text).toContain('Karibu MedTour Asia.');
    expect(verify.text).toContain(`${base()}/sw/auth/verify-email?token=`);
    expect(verify.text).not.toMatch(/Dear|Welcome|Please/);

    await api.http.post('/api/auth/password-reset/request').set('X-Forwarded-For', uniqueIp()).send({ email }).expect(200);
    const reset = await mailTo(email, 'Weka upya nenosiri lako');
    expect(reset.text).toContain(`${base()}/sw/auth/reset-password?token=`);
    // Reset: the owner is told the password changed, in Swahili, with the way back if it was not them.
    const token = /reset-password\?token=(\S+)/.exec(reset.text)![1]!;
    await api.http.post('/api/auth/password-reset/confirm').send({ token, password: 'a-new-kilimanjaro-88' }).expect(200);
    const changed = await mailTo(email, 'Nenosiri lako la MedTour Asia limebadilishwa');
    expect(changed.text).toContain('Mpendwa Neema,');
    expect(changed.text).toContain(`liweke upya sasa na utujulishe mara moja: ${base()}/sw/auth/forgot-password`);
    expect(changed.text).toContain('Timu ya huduma kwa wagonjwa ya MedTour Asia'); // how to reach us

    // Signing up again, even from a French page, tells the owner in the account's language.
    await signUp(email, 'fr').expect(201);
    const exists = await mailTo(email, 'Tayari una akaunti ya MedTour Asia');
    expect(exists.text).toContain(`Ingia hapa, au tumia "Umesahau nenosiri?" ikiwa hulikumbuki: ${base()}/sw/auth`);
  });

  it('Arabic and French emails arrive in their script, and a sign-up without a language is English', async () => {
    const arabic = newEmail();
    await signUp(arabic, 'ar').expect(201);
    const ar = await mailTo(arabic, 'أكّد عنوان بريدك الإلكتروني');
    // The name keeps its own direction in the Arabic sentence (a first-strong isolate around it).
    expect(ar.text).toContain('عزيزي/عزيزتي \u2068Neema\u2069،');
    expect(visible(ar.text)).toContain('عزيزي/عزيزتي Neema،');
    expect(ar.text).toContain(`${base()}/ar/auth/verify-email?token=`);

    const french = newEmail();
    await signUp(french, 'fr').expect(201);
    const fr = await mailTo(french, 'Confirmez votre adresse e-mail');
    expect(fr.text).toContain('Ce lien est valable 48 heures.');

    const english = newEmail();
    await signUp(english).expect(201);
    const en = await mailTo(english, 'Verify your email address');
    expect(en.text).toContain('Dear Neema,');
    expect(en.text).toContain(`${base()}/auth/verify-email?token=`);
  });

  it('refuses a language the site does not speak, naming the field, and creates nothing', async () => {
    const email = newEmail();
    const res = await signUp(email, 'xx').expect(400);
    expect(JSON.stringify(res.body)).toContain('language must be one of en, fr, ar, sw');
    await signUp(email, '<script>').expect(400);
    const [row] = await api.em.getConnection().execute(`select count(*)::int as n from outbox where payload->>'email' = ?`, [email]);
    expect(row.n).toBe(0);
  });

  it('a signed-in patient changes their language: the next emails follow it; anything else is refused', async () => {
    const email = newEmail();
    await signUp(email, 'sw').expect(201);
    await mailTo(email, 'Thibitisha anwani yako ya barua pepe');
    const [{ id }] = await api.em.getConnection().execute(`select id from users where email = ?`, [email]);
    await api.em.getConnection().execute(`update users set email_verified_at = now() where id = ?`, [id]);
    const patient = browserAgent(api.app);
    await patient.post('/api/auth/sign-in').send({ email, password: 'kilimanjaro-77' }).expect(200);

    const saved = await patient.post('/api/auth/language').send({ language: 'fr' }).expect(200);
    expect(saved.body.message).toBe('Your language is saved.');
    await api.http.post('/api/auth/password-reset/request').set('X-Forwarded-For', uniqueIp()).send({ email }).expect(200);
    const reset = await mailTo(email, 'Réinitialisez votre mot de passe');
    expect(reset.text).toContain(`${base()}/fr/auth/reset-password?token=`);

    const refused = await patient.post('/api/auth/language').send({ language: 'de' }).expect(400);
    expect(JSON.stringify(refused.body)).toContain('language must be one of en, fr, ar, sw');
    await patient.post('/api/auth/language').send({}).expect(400);
    await api.http.post('/api/auth/language').send({ language: 'ar' }).expect(401);
    const [row] = await api.em.getConnection().execute(`select language from users where id = ?`, [id]);
    expect(row.language).toBe('fr');
  });

  it('a French patient’s booking names its treatment and country in French, on the page and in the email; staff read English', async () => {
    const { agent: patient, user } = await signedInAgent(api.app, api.em, 'user');
    await patient.post('/api/auth/language').send({ language: 'fr' }).expect(200);
    const hospital = (await api.http.get('/api/hospitals/selangor-joint-spine-institute').expect(200)).body;
    const knee = hospital.treatments.find((t: { name: string }) => t.name === 'Knee Replacement');
    const booking = (await patient.post('/api/bookings').send({ hospitalId: hospital.id, treatmentId: knee.id }).expect(201)).body;

    const read = (await patient.get(`/api/bookings/${booking.id}?lang=fr`).expect(200)).body;
    expect(read).toMatchObject({ hospital: { name: hospital.name, country: 'Malaisie' }, treatment: { name: 'Prothèse du genou' } });
    const [listed] = (await patient.get('/api/bookings?lang=fr').expect(200)).body.items;
    expect(listed).toMatchObject({ hospital: { country: 'Malaisie' }, treatment: { name: 'Prothèse du genou' } });
    const arabic = (await patient.get(`/api/bookings/${booking.id}?lang=ar`).expect(200)).body;
    expect(arabic).toMatchObject({ hospital: { country: 'ماليزيا' }, treatment: { name: 'استبدال مفصل الركبة' } });
    expect((await patient.get(`/api/bookings/${booking.id}`).expect(200)).body.treatment.name).toBe('Knee Replacement');
    await patient.get(`/api/bookings/${booking.id}?lang=de`).expect(400);
    await patient.get('/api/bookings?lang=xx').expect(400);

    const email = await mailTo(user.email, `Demande de réservation reçue (#${booking.reference})`);
    expect(email.text).toContain(`Prothèse du genou à ${hospital.name}`);
    // The coordinators' copy and the back office stay English.
    const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
    const staffView = (await admin.get(`/api/admin/bookings/${booking.id}`).expect(200)).body;
    expect(staffView).toMatchObject({
      hospital: { country: 'Malaysia' },
      treatment: { name: 'Knee Replacement' },
      patient: { language: 'fr' },
    });
  });

  it('staff see each patient’s language on the user and on their bookings', async () => {
    const email = newEmail();
    await signUp(email, 'ar').expect(201);
    await mailTo(email, 'أكّد عنوان بريدك الإلكتروني'); // the worker has created the account
    const { agent: admin } = await signedInAgent(api.app, api.em, 'admin');
    const [listed] = (await admin.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`).expect(200)).body;
    expect(listed).toMatchObject({ email, language: 'ar' });
    expect((await admin.get(`/api/admin/users/${listed.id}`).expect(200)).body.language).toBe('ar');

    // A booking of an English-speaking patient says so.
    const { agent: patient } = await signedInAgent(api.app, api.em, 'user');
    const seedHospital = (await api.http.get('/api/hospitals?pageSize=1').expect(200)).body.items[0];
    const profile = (await api.http.get(`/api/hospitals/${seedHospital.slug}`).expect(200)).body;
    const booking = (
      await patient.post('/api/bookings').send({ hospitalId: profile.id, treatmentId: profile.treatments[0].id }).expect(201)
    ).body;
    expect((await admin.get(`/api/admin/bookings/${booking.id}`).expect(200)).body.patient.language).toBe('en');
    // Patients are not shown other patients' languages: the back-office routes stay staff-only.
    await patient.get(`/api/admin/users/${listed.id}`).expect(403);
  });
});
