import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import type { Agent } from 'supertest';
import { readSiteSettings } from '../src/modules/settings/settings.service.js';
import { signedInAgent } from './support/factories.js';
import { startApi, startWorker, testConfig, type TestApi } from './support/app.js';
import { type ReceivedMail, startSmtpServer, type SmtpStandIn } from './support/smtp.js';
import { freePort } from './support/ports.js';
import { waitFor } from './support/wait.js';

/**
 * Settings are the one source of the coordinators' contact details: the environment seeds the first
 * row and is never read again; the public pages, the booking "Call" panel's API and the emails all
 * show what an admin saved, at once.
 */
describe('contact details: one source, Settings', () => {
  let api: TestApi;
  let worker: INestApplicationContext;
  let smtp: SmtpStandIn;
  let admin: Agent;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // The patient site is served too: its pages read the contact details through the API.
    const port = await freePort();
    api = await startApi({ PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` }, { serveWeb: true });
    worker = await startWorker({ SMTP_URL: smtp.url });
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await smtp?.close();
  });

  const page = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${api.config.port}${path}`);
    expect(res.status).toBe(200);
    return res.text();
  };

  it('seeds the first row from the environment, then ignores the environment', async () => {
    const seeded = (await api.http.get('/api/settings/contact').expect(200)).body;
    expect(seeded).toEqual({
      phone: api.config.coordinatorPhone,
      phoneHref: `tel:+${api.config.coordinatorPhone.replace(/\D/g, '')}`,
      whatsapp: api.config.coordinatorWhatsapp,
      whatsappUrl: `https://wa.me/${api.config.coordinatorWhatsapp.replace(/\D/g, '')}`,
      email: api.config.staffEmail,
      officeHours: ['Mon-Fri 9:00 AM-6:00 PM MYT', 'Sat 9:00 AM-2:00 PM', 'Sun emergency consultations only'],
    });
    // The default WhatsApp number is a mobile, not the office landline.
    expect(seeded.whatsapp).not.toBe(seeded.phone);

    // A process started later with other values in its environment still reads the stored row.
    const other = testConfig({
      COORDINATOR_PHONE: '+60 3-2222 3333',
      COORDINATOR_WHATSAPP: '+60 19-222 3333',
      STAFF_EMAIL: 'x@test.example',
    });
    const stored = await readSiteSettings(api.em.fork(), other);
    expect(stored).toMatchObject({ contactPhone: api.config.coordinatorPhone, whatsappNumber: api.config.coordinatorWhatsapp });
    // Seeded, not yet saved by anyone.
    expect(stored.updatedAt).toBeNull();
  });

  it('refuses a WhatsApp number that is not a mobile phone number, and saves nothing', async () => {
    const before = (await admin.get('/api/admin/settings/site').expect(200)).body;
    for (const whatsappNumber of ['+60 3-2000 0000' /* a Kuala Lumpur landline */, 'call me', '+12', '60123456789']) {
      const res = await admin
        .put('/api/admin/settings/site')
        .send({ whatsappNumber, contactPhone: '+60 3-4444 5555', depositPercentage: 30 })
        .expect(400);
      expect(res.body.errors).toEqual({ whatsappNumber: 'WhatsApp must be a mobile number in international format, e.g. +60 12-345 6789' });
    }
    expect((await admin.get('/api/admin/settings/site').expect(200)).body).toEqual(before);
  });

  it('shows what an admin saved on every public page, in the "Call" panel and in the emails, at once', async () => {
    // Read once before the change: the cached answer must not outlive it.
    expect(await page('/contact')).toContain(api.config.coordinatorWhatsapp);

    await admin
      .put('/api/admin/settings/site')
      .send({
        contactPhone: '+60 3-7777 8888',
        whatsappNumber: '+60 17-555 0101',
        contactEmail: 'care@test.example',
        officeHours: ['Mon-Sat 8:00 AM-8:00 PM MYT'],
      })
      .expect(200);

    // The booking "Call" panel and every page's header, footer and contact blocks.
    expect((await api.http.get('/api/settings/contact').expect(200)).body).toEqual({
      phone: '+60 3-7777 8888',
      phoneHref: 'tel:+60377778888',
      whatsapp: '+60 17-555 0101',
      whatsappUrl: 'https://wa.me/60175550101',
      email: 'care@test.example',
      officeHours: ['Mon-Sat 8:00 AM-8:00 PM MYT'],
    });
    const contactPage = await page('/contact');
    expect(contactPage).toContain('href="https://wa.me/60175550101"');
    expect(contactPage).toContain('href="tel:+60377778888"');
    expect(contactPage).toContain('Mon-Sat 8:00 AM-8:00 PM MYT');
    expect(contactPage).not.toContain(api.config.coordinatorWhatsapp);
    const home = await page('/');
    expect(home).toContain('href="mailto:care@test.example"'); // footer and the landing page's contact block
    expect(home).toContain('+60 17-555 0101');
    expect(await page('/privacy')).toContain('You can reach us at care@test.example.');

    // Emails to patients and visitors end with the same details.
    const tag = randomUUID().slice(0, 8);
    await api.http
      .post('/api/contact')
      .send({ name: 'Chidi', email: `chidi-${tag}@test.example`, country: 'Nigeria', message: 'How much is a knee replacement?' })
      .expect(201);
    const confirmation = await waitFor(
      () => smtp.received.find((m: ReceivedMail) => m.to.includes(`chidi-${tag}@test.example`)),
      'the confirmation email',
    );
    const text = confirmation.raw.replace(/=\r?\n/g, '');
    expect(text).toContain('WhatsApp: +60 17-555 0101 (https://wa.me/60175550101)');
    expect(text).toContain('Phone: +60 3-7777 8888');
    expect(text).toContain('Office hours: Mon-Sat 8:00 AM-8:00 PM MYT');
  });

  it('lets only admins change them', async () => {
    const { agent: moderator } = await signedInAgent(api.app, api.em, 'moderator');
    await moderator.put('/api/admin/settings/site').send({ whatsappNumber: '+60 12-345 6789' }).expect(403);
    const { agent: patient } = await signedInAgent(api.app, api.em, 'user');
    await patient.put('/api/admin/settings/site').send({ whatsappNumber: '+60 12-345 6789' }).expect(403);
    await api.http.put('/api/admin/settings/site').send({ whatsappNumber: '+60 12-345 6789' }).expect(401);
  });
});
