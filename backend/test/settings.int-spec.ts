import { randomBytes, randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import pg from 'pg';
import type { Agent } from 'supertest';
import { Migration20261124120000_offline_payment_details } from '../src/database/migrations/Migration20261124120000_offline_payment_details.js';
import { readSiteSettings } from '../src/modules/settings/settings.service.js';
import { signedInAgent } from './support/factories.js';
import { prepareDatabase, startApi, startWorker, testConfig, SITE_START_TIMEOUT_MS, type TestApi } from './support/app.js';
import { type ReceivedMail, readMail, startSmtpServer, type SmtpStandIn } from './support/smtp.js';
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
  }, SITE_START_TIMEOUT_MS);
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
      officeHours: ['Mon-Fri 9:00 AM-6:00 PM MYT', 'Sat 9:00 AM-2:00 PM MYT', 'Sun emergency consultations only'],
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

  it('are shown in the patient’s language where staff wrote them in it, in English where they left a language empty (issue 56)', async () => {
    await admin
      .put('/api/admin/settings/site')
      .send({
        officeHours: ['Mon-Sat 8:00 AM-8:00 PM MYT'],
        translations: {
          fr: {
            officeHours: ['Lun-sam 8 h-20 h (heure de Malaisie)'],
            instructions: ['Payez l’acompte en dollars américains.'],
            depositRefundPolicy: 'Annulez 14 jours avant pour être remboursé en entier.',
          },
          // Arabic: the policy only; its office hours and instructions are the English ones.
          ar: { officeHours: [], depositRefundPolicy: 'ألغِ قبل 14 يومًا لاسترداد العربون كاملًا.' },
        },
      })
      .expect(200);
    const saved = (await admin.get('/api/admin/settings/site').expect(200)).body;
    expect(saved.translations).toEqual({
      fr: {
        officeHours: ['Lun-sam 8 h-20 h (heure de Malaisie)'],
        instructions: ['Payez l’acompte en dollars américains.'],
        depositRefundPolicy: 'Annulez 14 jours avant pour être remboursé en entier.',
      },
      ar: { depositRefundPolicy: 'ألغِ قبل 14 يومًا لاسترداد العربون كاملًا.' },
    });

    const hours = async (lang: string) => (await api.http.get(`/api/settings/contact?lang=${lang}`).expect(200)).body.officeHours;
    expect(await hours('fr')).toEqual(['Lun-sam 8 h-20 h (heure de Malaisie)']);
    expect(await hours('ar')).toEqual(['Mon-Sat 8:00 AM-8:00 PM MYT']);
    expect(await hours('en')).toEqual(['Mon-Sat 8:00 AM-8:00 PM MYT']);
    expect(await page('/fr/contact')).toContain('Lun-sam 8 h-20 h (heure de Malaisie)');
    expect(await page('/fr/contact')).not.toContain('Mon-Sat 8:00 AM-8:00 PM MYT');

    const { agent: patient } = await signedInAgent(api.app, api.em, 'user');
    const options = async (lang: string) => (await patient.get(`/api/payments/options?lang=${lang}`).expect(200)).body;
    expect(await options('fr')).toMatchObject({
      offline: { instructions: ['Payez l’acompte en dollars américains.'] },
      depositRefundPolicy: 'Annulez 14 jours avant pour être remboursé en entier.',
    });
    expect((await options('ar')).depositRefundPolicy).toBe('ألغِ قبل 14 يومًا لاسترداد العربون كاملًا.');
    expect((await options('sw')).depositRefundPolicy).toBe(saved.depositRefundPolicy);
    expect((await options('sw')).depositRefundPolicy).toMatch(/^Cancel at least 14 days/);
    await api.http.get('/api/settings/contact?lang=xx').expect(400);

    // The signature of a French visitor's confirmation email: French office hours.
    const tag = randomUUID().slice(0, 8);
    await api.http
      .post('/api/contact')
      .send({ name: 'Awa', email: `awa-${tag}@test.example`, country: 'Nigeria', message: 'Bonjour', language: 'fr' })
      .expect(201);
    const confirmation = await waitFor(
      () => smtp.received.find((m: ReceivedMail) => m.to.includes(`awa-${tag}@test.example`)),
      'the French confirmation email',
    );
    expect(readMail(confirmation).text).toContain('Horaires: Lun-sam 8 h-20 h (heure de Malaisie)');

    // A language the site does not speak, or a text too long, is refused and nothing is saved.
    const refused = await admin
      .put('/api/admin/settings/site')
      .send({ translations: { de: { depositRefundPolicy: 'Stornieren' }, fr: { depositRefundPolicy: 'x'.repeat(1001) } } })
      .expect(400);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['translations.de', 'translations.fr.depositRefundPolicy']);
    expect((await admin.get('/api/admin/settings/site').expect(200)).body.translations).toEqual(saved.translations);
  });

  it('lets only admins change them', async () => {
    const { agent: moderator } = await signedInAgent(api.app, api.em, 'moderator');
    await moderator.put('/api/admin/settings/site').send({ whatsappNumber: '+60 12-345 6789' }).expect(403);
    const { agent: patient } = await signedInAgent(api.app, api.em, 'user');
    await patient.put('/api/admin/settings/site').send({ whatsappNumber: '+60 12-345 6789' }).expect(403);
    await api.http.put('/api/admin/settings/site').send({ whatsappNumber: '+60 12-345 6789' }).expect(401);
  });
});

/**
 * How to pay a deposit offline (issue 25 item 8): a bank account and mobile-money numbers, each field
 * checked, and the deposit refund policy. The patient's side (quote card, email) is in payments.int-spec.ts.
 */
describe('offline payment details and the deposit refund policy', () => {
  let api: TestApi;
  let admin: Agent;

  beforeAll(async () => {
    api = await startApi();
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
  });
  afterAll(async () => api?.close());

  const BANK = {
    bankName: 'CIMB Bank',
    accountName: 'MedTour Asia Sdn Bhd',
    accountNumber: '8001-234567',
    swift: 'CIBBMYKL',
    branchOrNotes: null,
  };
  const MPESA = { country: 'KE', provider: 'M-Pesa', number: '+254 712 345 678', accountName: 'MedTour Asia' };
  const details = (changes: Record<string, unknown> = {}) => ({ bank: BANK, mobileMoney: [MPESA], instructions: [], ...changes });
  const site = async () => (await admin.get('/api/admin/settings/site').expect(200)).body;

  it('seeds demo details (a Malaysian bank account, M-Pesa in Kenya, MTN MoMo in Ghana) and the refund policy', async () => {
    const seeded = await site();
    expect(seeded.offlinePayment).toEqual({
      bank: {
        bankName: 'Maybank (Malayan Banking Berhad)',
        accountName: 'MedTour Asia Sdn Bhd (Demo)',
        accountNumber: '5140 1234 5678',
        swift: 'MBBEMYKL',
        branchOrNotes: 'Menara Maybank, Kuala Lumpur. Demo details: not a real account.',
      },
      mobileMoney: [
        { country: 'KE', provider: 'M-Pesa', number: '+254 712 345 678', accountName: 'MedTour Asia (Demo)' },
        { country: 'GH', provider: 'MTN MoMo', number: '+233 24 123 4567', accountName: 'MedTour Asia (Demo)' },
      ],
      instructions: ['Please pay the deposit in US dollars, and tell your coordinator once you have sent it.'],
    });
    expect(seeded.depositRefundPolicy).toBe(
      'Cancel at least 14 days before your admission date for a full refund of your deposit. After that, the hospital may keep part of it to cover costs already incurred; your coordinator will confirm the amount.',
    );
    // The seed passes its own checks: saving it as it is changes nothing.
    const { id: _id, updatedAt: _updatedAt, ratesFetchedAt: _fetchedAt, ratesFetchStatus: _fetchStatus, ...values } = seeded;
    expect((await admin.put('/api/admin/settings/site').send(values).expect(200)).body).toEqual({
      ...seeded,
      updatedAt: expect.any(String),
    });
  });

  it('refuses bad details with an error for each field, and saves nothing', async () => {
    const before = await site();
    const many = Array.from({ length: 21 }, () => MPESA);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      // SWIFT/BIC: 8 or 11 characters, letters where the bank and country codes are.
      [
        { offlinePayment: details({ bank: { ...BANK, swift: 'CIBBMY' } }) },
        { 'offlinePayment.bank.swift': 'SWIFT/BIC must be 8 or 11 letters and digits, e.g. MBBEMYKL' },
      ],
      [
        { offlinePayment: details({ bank: { ...BANK, swift: 'CIBB1YKL' } }) },
        { 'offlinePayment.bank.swift': 'SWIFT/BIC must be 8 or 11 letters and digits, e.g. MBBEMYKL' },
      ],
      [
        { offlinePayment: details({ bank: { ...BANK, swift: 'CIBBMYKLXXXX' } }) },
        { 'offlinePayment.bank.swift': 'SWIFT/BIC must be 8 or 11 letters and digits, e.g. MBBEMYKL' },
      ],
      [
        { offlinePayment: details({ bank: { ...BANK, accountNumber: '8001#234' } }) },
        { 'offlinePayment.bank.accountNumber': 'Account number: digits and letters, grouped by single spaces or dashes' },
      ],
      [
        { offlinePayment: details({ bank: { ...BANK, accountNumber: '1'.repeat(43) } }) },
        { 'offlinePayment.bank.accountNumber': 'Account number: at most 42 characters' },
      ],
      // Missing bank fields: each says what to enter.
      [
        { offlinePayment: details({ bank: { bankName: 'CIMB Bank', accountName: '  ' } }) },
        {
          'offlinePayment.bank.accountName': 'Enter the account name',
          'offlinePayment.bank.accountNumber': 'Account number: digits and letters, grouped by single spaces or dashes',
          'offlinePayment.bank.swift': 'SWIFT/BIC must be 8 or 11 letters and digits, e.g. MBBEMYKL',
        },
      ],
      [
        { offlinePayment: details({ bank: { ...BANK, bankName: 'x'.repeat(101) } }) },
        { 'offlinePayment.bank.bankName': 'At most 100 characters' },
      ],
      // Mobile money: a mobile number (not a landline) of the entry's country, one of the patients' countries.
      [
        { offlinePayment: details({ mobileMoney: [{ ...MPESA, number: '+254 20 1234567' }] }) },
        { 'offlinePayment.mobileMoney.0.number': 'Enter a mobile number in international format, e.g. +254 712 345 678' },
      ],
      [
        { offlinePayment: details({ mobileMoney: [MPESA, { ...MPESA, number: '0712 345 678' }] }) },
        { 'offlinePayment.mobileMoney.1.number': 'Enter a mobile number in international format, e.g. +254 712 345 678' },
      ],
      [
        { offlinePayment: details({ mobileMoney: [{ ...MPESA, number: '+233 24 123 4567' }] }) },
        { 'offlinePayment.mobileMoney.0.number': 'Enter a mobile number of Kenya (+254)' },
      ],
      [
        { offlinePayment: details({ mobileMoney: [{ ...MPESA, country: 'US' }] }) },
        { 'offlinePayment.mobileMoney.0.country': 'Choose the country of the number' },
      ],
      [
        { offlinePayment: details({ mobileMoney: [{ ...MPESA, provider: '' }] }) },
        { 'offlinePayment.mobileMoney.0.provider': 'Enter the provider, e.g. M-Pesa' },
      ],
      [{ offlinePayment: details({ mobileMoney: many }) }, { 'offlinePayment.mobileMoney': 'At most 20 mobile-money numbers' }],
      // Every part is said: a save never clears one it left out.
      [
        { offlinePayment: { bank: BANK } },
        {
          'offlinePayment.mobileMoney': 'Enter the mobile-money numbers, or an empty list for none',
          'offlinePayment.instructions': 'Enter the instructions, or an empty list for none',
        },
      ],
      [{ offlinePayment: { mobileMoney: [], instructions: [] } }, { 'offlinePayment.bank': 'Enter the bank details, or null for none' }],
      [{ offlinePayment: null }, { offlinePayment: 'Enter the offline payment details' }],
      [
        { offlinePayment: details({ instructions: ['x'.repeat(201)] }) },
        { 'offlinePayment.instructions': 'At most 200 characters a line' },
      ],
      [{ depositRefundPolicy: '   ' }, { depositRefundPolicy: 'Please enter the deposit refund policy, at most 1000 characters' }],
      [
        { depositRefundPolicy: 'x'.repeat(1001) },
        { depositRefundPolicy: 'Please enter the deposit refund policy, at most 1000 characters' },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await admin.put('/api/admin/settings/site').send(body).expect(400);
      expect(res.body.errors).toEqual(errors);
    }
    // Odd shapes are field errors too, never a 5xx.
    for (const offlinePayment of [
      'bank',
      [],
      details({ bank: 'Maybank' }),
      details({ bank: [BANK] }),
      details({ bank: { ...BANK, swift: 12345678, accountNumber: ['1'], branchOrNotes: 5 } }),
      details({ mobileMoney: 'M-Pesa' }),
      details({ mobileMoney: [null, 5, 'x', []] }),
      details({ mobileMoney: [{ ...MPESA, country: { KE: true }, number: 254712345678 }] }),
      details({ mobileMoney: [{ ...MPESA, country: 'constructor' }] }),
      details({ instructions: 'Pay in USD' }),
    ]) {
      const res = await admin.put('/api/admin/settings/site').send({ offlinePayment }).expect(400);
      expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
    }
    // A field no bank account has is refused, by name.
    const extra = await admin
      .put('/api/admin/settings/site')
      .send({ offlinePayment: details({ bank: { ...BANK, iban: 'MY00' } }) })
      .expect(400);
    expect(Object.keys(extra.body.errors)).toEqual(['offlinePayment.bank.iban']);
    expect(await site()).toEqual(before);
  });

  it('saves good details as a whole, which the patient is then shown', async () => {
    const saved = await admin
      .put('/api/admin/settings/site')
      .send({
        offlinePayment: {
          // Trimmed; the SWIFT code upper-cased; an empty note is none.
          bank: { ...BANK, bankName: ' CIMB Bank ', swift: 'cibbmykl', branchOrNotes: '' },
          mobileMoney: [MPESA, { country: 'NG', provider: 'MTN MoMo', number: '+234 803 123 4567', accountName: 'MedTour Asia' }],
          instructions: [' Pay in US dollars. '],
        },
        depositRefundPolicy: ' Full refund up to 7 days before admission. ',
      })
      .expect(200);
    const offlinePayment = {
      bank: BANK,
      mobileMoney: [MPESA, { country: 'NG', provider: 'MTN MoMo', number: '+234 803 123 4567', accountName: 'MedTour Asia' }],
      instructions: ['Pay in US dollars.'],
    };
    expect(saved.body).toMatchObject({ offlinePayment, depositRefundPolicy: 'Full refund up to 7 days before admission.' });
    expect(await site()).toEqual(saved.body);
    const { agent: patient } = await signedInAgent(api.app, api.em, 'user');
    expect((await patient.get('/api/payments/options').expect(200)).body).toEqual({
      online: false,
      offline: offlinePayment,
      depositRefundPolicy: 'Full refund up to 7 days before admission.', // what the cancel dialog says
    });

    // No bank transfer, no mobile money: saved as none.
    await admin
      .put('/api/admin/settings/site')
      .send({ offlinePayment: { bank: null, mobileMoney: null, instructions: null } })
      .expect(200);
    expect((await site()).offlinePayment).toEqual({ bank: null, mobileMoney: [], instructions: [] });
  });

  it('keeps the instructions an admin wrote before details were structured, and drops the old default ones for the seed', async () => {
    const sql = (text: string, params: unknown[] = []) => api.em.getConnection().execute(text, params);
    const [{ value: current }] = await sql(`select value from settings where key = 'site'`);
    const upgrade = async (value: Record<string, unknown>) => {
      await sql(`update settings set value = ? where key = 'site'`, [JSON.stringify(value)]);
      const migration = new Migration20261124120000_offline_payment_details(api.em.getDriver(), api.em.config);
      await migration.up();
      for (const query of migration.getQueries()) await sql(query as string);
      api.em.clear();
      return readSiteSettings(api.em.fork(), api.config);
    };
    try {
      const { offlinePayment: _offline, depositRefundPolicy: _policy, ...older } = current as Record<string, unknown>;
      const written = await upgrade({ ...older, offlinePaymentInstructions: ['Pay by bank transfer to CIMB 8001-234567.'] });
      expect(written.offlinePayment).toEqual({ bank: null, mobileMoney: [], instructions: ['Pay by bank transfer to CIMB 8001-234567.'] });
      expect(written).not.toHaveProperty('offlinePaymentInstructions');

      const oldDefault = await upgrade({
        ...older,
        offlinePaymentInstructions: [
          'Bank transfer or mobile money: ask your patient coordinator for the account details,',
          'and quote your booking reference with the payment.',
        ],
      });
      // A setting added later takes its seed value until an admin saves it.
      expect(oldDefault.offlinePayment.bank).toMatchObject({ swift: 'MBBEMYKL' });
      expect(oldDefault).not.toHaveProperty('offlinePaymentInstructions');
      // In production, no demo account: none until an admin enters the real one.
      const production = testConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://medtour.example',
        ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        SMTP_URL: 'smtp://127.0.0.1:2525',
        MAIL_FROM: 'care@medtour.example',
        STAFF_EMAIL: 'coordinators@medtour.example',
      });
      expect((await readSiteSettings(api.em.fork(), production)).offlinePayment).toEqual({ bank: null, mobileMoney: [], instructions: [] });
    } finally {
      await sql(`update settings set value = ? where key = 'site'`, [JSON.stringify(current)]);
    }
  });
});

/**
 * The cap of one scrape run (issue 30): how many new reviews it may save for moderation. The
 * scraper's side (a run stops there and says so) is in scraper.int-spec.ts.
 */
describe('the reviews one scrape run may save', () => {
  let api: TestApi;
  let admin: Agent;

  beforeAll(async () => {
    api = await startApi();
    ({ agent: admin } = await signedInAgent(api.app, api.em, 'admin'));
  });
  afterAll(async () => api?.close());

  const site = async () => (await admin.get('/api/admin/settings/site').expect(200)).body;

  it('is 200 until an admin changes it; a whole number from 1 to 2000, else a field error and nothing saved', async () => {
    const before = await site();
    expect(before.scraperMaxReviewsPerRun).toBe(200);
    for (const value of [0, -5, 2001, 12.5, '50', null]) {
      const res = await admin.put('/api/admin/settings/site').send({ scraperMaxReviewsPerRun: value }).expect(400);
      expect({ value, errors: res.body.errors }).toEqual({
        value,
        errors: { scraperMaxReviewsPerRun: 'Reviews per scrape must be a whole number from 1 to 2000' },
      });
    }
    expect(await site()).toEqual(before);

    try {
      const saved = (await admin.put('/api/admin/settings/site').send({ scraperMaxReviewsPerRun: 2000 }).expect(200)).body;
      expect(saved).toMatchObject({ scraperMaxReviewsPerRun: 2000, contactEmail: before.contactEmail });
      expect((await site()).scraperMaxReviewsPerRun).toBe(2000);
      // Other settings saved later keep it.
      await admin.put('/api/admin/settings/site').send({ depositPercentage: before.depositPercentage }).expect(200);
      expect((await site()).scraperMaxReviewsPerRun).toBe(2000);
      const { agent: moderator } = await signedInAgent(api.app, api.em, 'moderator');
      await moderator.put('/api/admin/settings/site').send({ scraperMaxReviewsPerRun: 1 }).expect(403);
      expect((await site()).scraperMaxReviewsPerRun).toBe(2000);
    } finally {
      await admin.put('/api/admin/settings/site').send({ scraperMaxReviewsPerRun: 200 }).expect(200);
    }
  });
});

describe('a new database’s settings', () => {
  it('are written as the API starts, before it readies the assistant: what the start built is current for the first patient', async () => {
    await prepareDatabase();
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    let api: TestApi | undefined;
    try {
      await db.query(`delete from settings`); // as a new database has none
      api = await startApi({ AI_WARM_UP: 'true' });
      // Before any request: the seed row is there, and the assistant's passages were built from the catalogue version
      // that row's write moved to (written after them, it left them out of date until a patient's question).
      const { rows } = await db.query<{ settings: number; catalogue: string; passages: string }>(
        `select (select count(*)::int from settings where key = 'site') as settings,
                (select version::text from catalogue_version) as catalogue,
                (select catalogue_version::text from ai_index_state) as passages`,
      );
      expect(rows[0]!.settings).toBe(1);
      expect(rows[0]!.passages).toBe(rows[0]!.catalogue);
    } finally {
      await api?.close();
      await db.end();
    }
  }, 90_000);
});
