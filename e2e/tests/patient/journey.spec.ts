import type { Locator, Page } from '@playwright/test';
import type { Account } from '../../fixtures/accounts.js';
import { expect, test, useLocks } from '../../fixtures/test.js';

/*
 * The patient journey on /dashboard: welcome → diagnosis (records upload, health assessment) →
 * results (recommendations, bookings with their chat), and a coordinator answering in the back
 * office API.
 */

const TYPE_NOT_SUPPORTED = 'File type not supported. Please upload PDF, DOC, DOCX, or image files.';

/** Signs a new patient in through /dashboard and the sign-in form. */
async function signIn(page: Page, patient: Account): Promise<void> {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  // The button is enabled once React has taken over the server-rendered form (before, the browser would post it itself).
  const submit = page.getByRole('button', { name: 'Sign In' });
  await expect(submit).toBeEnabled();
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password').fill(patient.password);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('HIPAA Compliant')).toBeVisible();
}

/** The diagnosis step, from the welcome step of a first visit. */
async function startJourney(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start Your Health Journey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tell Us About Your Health' })).toBeVisible();
}

/** The diagnosis step again, from the results step of a returning patient. */
async function startNewAssessment(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start a new assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tell Us About Your Health' })).toBeVisible();
}

const toast = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('alert').or(page.getByRole('status')).filter({ hasText: text });

const tabCount = async (tab: Locator): Promise<number> => Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1] ?? NaN);

/** `YYYY-MM-DD`, some days from now. */
const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('patient journey', () => {
  // The story's recommendations come from the catalogue as seeded, and its moderator confirms the
  // booking (a counter the bookings spec checks).
  useLocks({ 'public-site': 'shared', bookings: 'exclusive' });

  test('a signed-out visitor opening /dashboard is sent to sign in first', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  });

  test('records, assessment, recommendations, a booking and its chat with the coordinator', async ({ page, accounts }) => {
    test.setTimeout(90_000); // a long story
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await signIn(page, await accounts.create());
    await startJourney(page);
    await expect(page.getByRole('heading', { name: 'Medical Records' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Health Assessment' })).toBeVisible();

    // --- Medical record: a small PDF, its progress while the upload is under way, then success.
    const fileName = `lab-results-${Date.now().toString(36)}.pdf`;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/records', async (route) => {
      if (route.request().method() === 'POST') await released; // holds the answer so that the progress can be seen
      await route.continue();
    });
    await page.getByLabel('Choose files to upload').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    const progress = page.getByRole('progressbar', { name: `Uploading ${fileName}` });
    await expect(progress).toBeVisible();
    release();
    await expect(progress).toBeHidden();
    await expect(toast(page, '1 file(s) uploaded successfully.')).toBeVisible();
    const records = page.getByRole('list', { name: 'Your medical records' });
    const record = records.getByRole('listitem').filter({ hasText: fileName });
    await expect(record).toContainText('Uploaded');
    await expect(record.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /^\/api\/records\/[0-9a-f-]{36}\/download$/);
    await page.unroute('**/api/records');

    // --- Health assessment: required fields first, then the whole form.
    await page.getByRole('button', { name: 'Submit Assessment' }).click();
    await expect(toast(page, 'Please fill in all required fields.')).toBeVisible();
    await expect(toast(page, 'Required Fields Missing')).toBeVisible();

    await page.getByRole('combobox', { name: 'Condition Category' }).selectOption('Orthopedic Surgery');
    await page.getByRole('textbox', { name: 'Symptoms' }).fill('Pain in the right hip for two years, worse when walking.');
    await page.getByRole('textbox', { name: 'Current Medications' }).fill('Paracetamol 500 mg');
    await page.getByRole('textbox', { name: 'Treatment Goals' }).fill('Walk without pain');
    await page.getByRole('combobox', { name: 'Urgency' }).selectOption('medium');
    await page.getByRole('combobox', { name: 'Budget Range' }).selectOption('$15,000 - $30,000');
    const malaysia = page.getByRole('button', { name: 'Malaysia', exact: true });
    await malaysia.click();
    await expect(malaysia).toHaveAttribute('aria-pressed', 'true');
    const custom = page.getByRole('textbox', { name: 'Other destination' });
    await custom.fill('  ');
    await page.getByRole('button', { name: 'Add', exact: true }).click(); // empty: ignored
    await expect(page.getByRole('list', { name: 'Other destinations you added' })).toHaveCount(0);
    await custom.fill('Dubai');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await custom.fill('dubai');
    await custom.press('Enter'); // a duplicate: ignored (and Enter does not submit the form)
    await expect(page.getByRole('list', { name: 'Other destinations you added' }).getByRole('listitem')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Remove Dubai' })).toBeVisible();

    const attached = await records.getByRole('listitem').count(); // every listed record goes with the assessment
    const assessments = async () => ((await (await page.request.get('/api/assessments')).json()) as unknown[]).length;
    const stored = await assessments();
    await page.getByRole('button', { name: 'Submit Assessment' }).dblclick(); // a double click stores one assessment
    await expect(toast(page, 'Your health assessment has been saved successfully.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Health Journey' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Your Health Assessment' });
    await expect(summary).toContainText('Orthopedic Surgery');
    await expect(summary).toContainText('$15,000 - $30,000');
    await expect(summary).toContainText('Malaysia, Dubai');
    await expect(summary).toContainText(`${attached} attached`);
    expect(await assessments()).toBe(stored + 1);

    // --- Recommendations: matched to the assessment (orthopaedics, Malaysia or Dubai, the budget's upper bound), the fit explained.
    await expect(page.getByRole('heading', { name: 'Your Personalized Recommendations' })).toBeVisible();
    await expect(
      page.getByText(
        'Based on your orthopedic surgery assessment: Orthopedics hospitals in Malaysia or Dubai, with a budget of up to $30,000 (from “$15,000 - $30,000”).',
      ),
    ).toBeVisible();
    const hospitalsTab = page.getByRole('tab', { name: /^Top Hospitals \(\d+\)$/ });
    const hospitalList = page.getByRole('list', { name: 'Recommended hospitals' });
    await expect(hospitalsTab).toHaveAttribute('aria-selected', 'true');
    await expect(hospitalList.getByRole('heading', { level: 3 })).toHaveText(['Selangor Joint & Spine Institute (Demo)']);
    // Priced with the treatment her words name (her hip), not the cheapest of her condition's (issue 50).
    await expect(hospitalList.getByRole('listitem')).toContainText(
      'Why it fits: Orthopedics · Malaysia · Hip Replacement $8,500 - $14,500',
    );
    await expect(hospitalList.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/hospitals/selangor-joint-spine-institute',
    );

    // Filters replace the assessment's reading, on the server; Min Rating 4.8 leaves fewer hospitals.
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('heading', { name: 'Advanced Filters' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Max Budget (USD)' })).toHaveValue('30000');
    await page.getByRole('textbox', { name: 'Specialization' }).fill('cosmetic');
    await page.getByRole('textbox', { name: 'Country' }).fill('Thailand');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(hospitalList.getByRole('heading', { level: 3 })).toHaveText([
      'Chao Phraya International Hospital (Demo)',
      'Phuket Aesthetic & Wellness Clinic (Demo)',
    ]);
    const before = await tabCount(hospitalsTab);

    // Compare: collected hospitals lead to the comparison page.
    const compareButtons = hospitalList.getByRole('button', { name: 'Compare' });
    await compareButtons.nth(0).click();
    await compareButtons.nth(1).click();
    await expect(compareButtons.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Compare hospitals' })).toHaveAttribute(
      'href',
      /^\/hospitals\/compare\?ids=[a-z0-9-]+,[a-z0-9-]+$/,
    );

    await page.getByRole('combobox', { name: 'Min Rating' }).selectOption('4.8');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect.poll(() => tabCount(hospitalsTab)).toBeLessThan(before);
    await expect(hospitalList.getByRole('heading', { level: 3 })).toHaveText(['Chao Phraya International Hospital (Demo)']);
    for (const rating of await hospitalList.getByText(/\d\.\d \/ 5/).allTextContents()) {
      expect(Number(/(\d\.\d)/.exec(rating)![1])).toBeGreaterThanOrEqual(4.8);
    }
    // Clear All: the assessment's reading again.
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(hospitalList.getByRole('heading', { level: 3 })).toHaveText(['Selangor Joint & Spine Institute (Demo)']);
    await expect(page).not.toHaveURL(/minRating|specialization|country/);

    const treatmentsTab = page.getByRole('tab', { name: /^Alternative Treatments \(\d+\)$/ });
    await treatmentsTab.click();
    await expect(treatmentsTab).toHaveAttribute('aria-selected', 'true');
    const treatmentList = page.getByRole('list', { name: 'Alternative treatments' });
    await expect(treatmentList).toBeVisible();
    await expect(treatmentList.getByRole('link', { name: 'Learn More' }).first()).toHaveAttribute('href', /^\/treatments\/[a-z0-9-]+$/);

    // --- A booking: free, for a real hospital and treatment.
    const bookings = page.getByRole('region', { name: 'Booking Management' });
    await expect(bookings.getByText('Track and manage your medical tourism bookings')).toBeVisible();
    await bookings.getByRole('button', { name: 'New Booking' }).click();
    const hospitalName = 'Chao Phraya International Hospital (Demo)';
    // The treatments wait for a hospital; the hospital is searched as the patient types.
    await expect(bookings.getByRole('combobox', { name: 'Treatment', exact: true })).toBeDisabled();
    await bookings.getByRole('combobox', { name: 'Hospital', exact: true }).fill('chao phr');
    await page.getByRole('listbox', { name: 'Matching hospitals' }).getByRole('option', { name: hospitalName }).click();
    await expect(bookings.getByText(`Chosen: ${hospitalName} — Bangkok, Thailand`)).toBeVisible();
    // Its own treatments, at its own prices.
    const treatmentSelect = bookings.getByRole('combobox', { name: 'Treatment', exact: true });
    await expect(treatmentSelect.getByRole('option', { name: 'Knee Replacement — $9,000 - $14,000' })).toHaveCount(1);
    await expect(treatmentSelect.getByRole('option', { name: /^IVF Treatment/ })).toHaveCount(0);
    await treatmentSelect.selectOption({ label: 'Rhinoplasty — $3,000 - $5,000' });
    await bookings.getByRole('combobox', { name: 'Booking Type' }).selectOption({ label: 'Health Checkup' });
    await expect(bookings.getByRole('combobox', { name: 'Urgency' })).toHaveValue('normal');
    await bookings.getByRole('combobox', { name: 'Urgency' }).selectOption('high');
    const preferred = inDays(60);
    await bookings.getByLabel('Preferred Date').fill(preferred);
    await bookings.getByRole('textbox', { name: 'Medical Summary' }).fill('E2E journey: breathing problems after a nose injury.');
    await bookings.getByRole('checkbox', { name: 'Travel assistance' }).check();
    await bookings.getByRole('checkbox', { name: 'Visa assistance' }).check();
    await expect(bookings.getByRole('checkbox', { name: 'Accommodation' })).not.toBeChecked();
    await bookings.getByRole('spinbutton', { name: 'Companions' }).fill('1');
    await bookings.getByRole('button', { name: 'Submit Booking Request' }).click();
    await expect(toast(page, 'Your booking request has been submitted successfully.')).toBeVisible();
    await expect(bookings.getByRole('button', { name: 'New Booking' })).toBeVisible(); // the form closed

    const card = bookings.getByRole('list', { name: 'Your bookings' }).getByRole('article').first();
    await expect(card.getByRole('heading', { name: 'Health Checkup' })).toBeVisible();
    await expect(card).toContainText(hospitalName);
    await expect(card).toContainText('Rhinoplasty');
    await expect(card).toContainText('high urgency');
    await expect(card).toContainText('Status: pending');
    await expect(card.getByRole('list', { name: 'Services needed' }).getByRole('listitem')).toHaveText(['Travel', 'Visa']);
    await expect(card).toContainText(/Created [A-Z][a-z]{2} \d{2}, \d{4}/);
    const reference = ((await card.getByText(/^#[0-9a-f]{8}$/).textContent()) ?? '').slice(1);
    expect(reference).toMatch(/^[0-9a-f]{8}$/);
    const own = (await (await page.request.get('/api/bookings?pageSize=50')).json()) as { items: { id: string; reference: string }[] };
    const bookingId = own.items.find((b) => b.reference === reference)?.id;
    expect(bookingId, `booking #${reference} in the patient's list`).toBeTruthy();

    // Call: the coordinator's phone and WhatsApp.
    await card.getByRole('button', { name: 'Call' }).click();
    await expect(card.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(card.getByRole('link', { name: /Message on WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);

    // --- Chat: the patient writes to the coordinator.
    await card.getByRole('button', { name: 'Chat' }).click();
    await expect(card.getByText('No messages yet.', { exact: false })).toBeVisible();
    const question = 'Hello, can I bring my sister as a companion?';
    await card.getByRole('textbox', { name: 'Message' }).fill(question);
    await card.getByRole('button', { name: 'Send' }).click();
    const thread = card.getByRole('list', { name: 'Messages' });
    await expect(thread.getByRole('listitem')).toHaveCount(1);
    await expect(thread).toContainText(question);
    await expect(card.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    // --- A moderator (two-factor session) replies and confirms the booking.
    const answer = 'Yes, your sister is welcome. Your coordinator will call you tomorrow.';
    const staff = await accounts.request(await accounts.create({ role: 'moderator', firstName: 'Grace' }));
    const reply = await staff.post(`/api/admin/bookings/${bookingId}/messages`, { data: { body: answer } });
    expect(reply.status(), await reply.text()).toBe(201);
    const update = await staff.put(`/api/admin/bookings/${bookingId}`, { data: { status: 'confirmed' } });
    expect(update.ok(), await update.text()).toBe(true);

    // The open chat shows the reply without a reload (it looks every 10 seconds); a reload shows the new status.
    await expect(card.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
    await expect(thread.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
    await expect(thread.getByRole('listitem').last()).toContainText(answer);
    await expect(thread.getByRole('listitem').last()).toContainText('Grace'); // the coordinator's first name (they set no display name)

    await page.reload();
    const reloaded = page.getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: new RegExp(`#${reference}`) });
    await expect(reloaded).toContainText('Status: confirmed');
    await expect(reloaded.getByText('Confirmed', { exact: true })).toBeVisible(); // the confirmation date

    // An email link (?booking=<id>) opens that booking's chat; the address is tidied up after.
    await page.goto(`/dashboard?booking=${bookingId}`);
    const linked = page.getByRole('list', { name: 'Your bookings' }).getByRole('article', { name: new RegExp(`#${reference}`) });
    await expect(linked.getByRole('list', { name: 'Messages' })).toContainText(answer);
    await expect(page).toHaveURL(/\/dashboard$/);

    // "Get Quote" (?book=<hospital-slug>) opens the form with that hospital chosen.
    await page.goto('/dashboard?book=chao-phraya-international-hospital');
    await expect(page.getByRole('combobox', { name: 'Hospital', exact: true })).toHaveValue(hospitalName);
    await expect(page.getByText(`Chosen: ${hospitalName} — Bangkok, Thailand`)).toBeVisible();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page.getByRole('button', { name: 'New Booking' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/); // the form closed: its hospital left the address

    // --- The record can be removed again (after a confirmation).
    await startNewAssessment(page);
    const storedRecord = page.getByRole('list', { name: 'Your medical records' }).getByRole('listitem').filter({ hasText: fileName });
    await storedRecord.getByRole('button', { name: 'Remove' }).click();
    await storedRecord.getByRole('button', { name: 'Yes, remove' }).click();
    await expect(toast(page, `${fileName} was removed.`)).toBeVisible();
    await expect(storedRecord).toHaveCount(0);

    expect(errors).toEqual([]);
  });

  test('refuses a file of another type, by its name here and by its content on the server', async ({ page, accounts }) => {
    // Signed in already (a session of its own): the sign-in form is the other test's.
    await page.context().addCookies((await accounts.storageState(await accounts.create())).cookies);
    await page.goto('/dashboard');
    await startJourney(page);
    const picker = page.getByLabel('Choose files to upload');

    // Checked in the browser: nothing is sent.
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(toast(page, TYPE_NOT_SUPPORTED)).toBeVisible();
    await expect(toast(page, 'Upload Error')).toBeVisible();

    // An executable renamed to .pdf passes the name check; the server reads its content and refuses it.
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(254, 0x90)]);
    await picker.setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: exe });
    await expect(toast(page, TYPE_NOT_SUPPORTED)).toBeVisible();
    await expect(toast(page, 'Upload Failed')).toBeVisible();
    const failed = page.getByRole('list', { name: 'Your medical records' }).getByRole('listitem').filter({ hasText: 'report.pdf' });
    await expect(failed).toContainText('Upload failed');
    await failed.getByRole('button', { name: 'Remove from list' }).click();
    await expect(failed).toHaveCount(0);
  });
});
