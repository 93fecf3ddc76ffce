import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Accounts, expect, test, useLocks } from '../../fixtures/test.js';

/*
 * AI Treatment Matching, the first Premium tool on the dashboard's results step: conditions, budget
 * and preferences scored against the seeded catalogue, each card explained; staff count as premium;
 * a free patient is offered Premium instead (and the API refuses them).
 */

// The scores come from the seeded catalogue: not while an admin spec changes it.
useLocks({ 'public-site': 'shared' });

/** A health assessment, so that the dashboard opens on the results step. */
async function assess(api: APIRequestContext): Promise<void> {
  const assessed = await api.post('/api/assessments', {
    data: { idempotencyKey: randomUUID(), conditionCategory: 'Orthopedic Surgery', symptoms: 'E2E: knee pain', urgencyLevel: 'medium' },
  });
  expect(assessed.status(), await assessed.text()).toBe(201);
}

async function runMatching(
  page: Page,
  form = { conditions: 'knee pain, osteoarthritis', preferences: 'Malaysia, English-speaking doctors', budget: '$5,000 - $15,000' },
): Promise<void> {
  const panel = page.getByRole('tabpanel', { name: 'AI Treatment Matching' });
  await panel.getByRole('textbox', { name: 'Medical Conditions (comma-separated)' }).fill(form.conditions);
  await panel.getByRole('textbox', { name: 'Preferences & Requirements' }).fill(form.preferences);
  await panel.getByRole('textbox', { name: 'Budget Range' }).fill(form.budget);
  await panel.getByRole('button', { name: 'Get AI Recommendations' }).click();
}

/** A premium (staff) account on its dashboard, its assessment done. */
async function premiumDashboard(page: Page, accounts: Accounts): Promise<void> {
  const account = await accounts.create({ role: 'moderator' });
  await assess(await accounts.request(account));
  await page.context().addCookies((await accounts.storageState(account)).cookies);
  await page.goto('/dashboard');
}

/** The result: the summary, 'Knee Replacement' first with its score, its explanations, and the next steps. */
async function expectKneeReplacementFirst(page: Page): Promise<void> {
  const result = page.getByRole('region', { name: 'AI Analysis Summary' });
  await expect(result).toBeVisible();
  const cards = result.getByRole('list', { name: 'Recommended treatments' }).getByRole('article');
  const first = cards.first();
  await expect(first.getByRole('heading', { level: 5 })).toHaveText('Knee Replacement');
  await expect(first.getByRole('link', { name: 'Knee Replacement' })).toHaveAttribute('href', '/treatments/knee-replacement');
  await expect(first).toContainText(/Match score: \d{1,3}%/);
  const score = ((await first.getByText(/^Match score: /).textContent()) ?? '').match(/(\d+)%/)![1]!;
  await expect(first.getByRole('meter')).toHaveAttribute('aria-valuenow', score);
  await expect(first.getByRole('list', { name: 'Why this matches' }).getByRole('listitem').first()).toBeVisible();
  await expect(first.getByRole('heading', { name: 'Considerations' })).toBeVisible();
  await expect(first.getByRole('list', { name: 'How the score is made' }).getByRole('listitem').first()).toContainText(/\d+ of \d+ points/);
  await expect(result.getByRole('list', { name: 'Next Steps' }).getByRole('listitem').first()).toBeVisible();
  await expect(result).toContainText('Educational information only • Not medical advice');
}

test.describe('AI Treatment Matching', () => {
  test('staff get scored, explained recommendations, on a phone too', async ({ page, accounts }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const account = await accounts.create({ role: 'moderator' });
    await assess(await accounts.request(account));
    await page.context().addCookies((await accounts.storageState(account)).cookies);
    await page.goto('/dashboard');

    await runMatching(page);
    await expect(page.getByRole('status').filter({ hasText: 'AI Recommendations Generated' })).toContainText(
      "We've found personalized treatment recommendations for you.",
    );
    await expectKneeReplacementFirst(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `the page is ${width} px wide`).toBeLessThanOrEqual(375);
  });

  test('"Cancer Treatment" puts cancer care first and nothing unrelated (issue 29)', async ({ page, accounts }) => {
    await premiumDashboard(page, accounts);
    await runMatching(page, { conditions: 'Cancer Treatment', preferences: 'anywhere except India', budget: '$20k' });
    const result = page.getByRole('region', { name: 'AI Analysis Summary' });
    await expect(result).toContainText('with a budget up to $20,000 and not in India');
    const titles = result.getByRole('list', { name: 'Recommended treatments' }).getByRole('article').getByRole('heading', { level: 5 });
    await expect(titles.first()).toHaveText('Cancer Treatment');
    // Once IVF (84 %) came above it, and other unrelated treatments followed: only cancer care now.
    await expect(titles).toHaveText(['Cancer Treatment']);
    await expect(result.getByRole('heading', { name: /IVF|Cataract|Egg Freezing|Bypass/ })).toHaveCount(0);
    // Its hospitals are where it is offered, not in the excluded country.
    await expect(result.getByRole('link', { name: 'Han River Cancer & Robotic Surgery Center (Demo)' })).toBeVisible();
    await expect(result.getByRole('link', { name: 'Deccan Multispeciality Hospital (Demo)' })).toHaveCount(0);
  });

  test('an emergency in the conditions gets the emergency guidance and no recommendations (issue 29)', async ({ page, accounts }) => {
    await premiumDashboard(page, accounts);
    await runMatching(page, { conditions: 'Crushing chest pain right now', preferences: '', budget: '' });
    const guidance = page.getByRole('alert').filter({ hasText: 'Emergency guidance' });
    await expect(guidance).toBeVisible();
    await expect(guidance).toContainText('This may be a medical emergency. Please seek emergency care now.');
    await expect(guidance.getByRole('listitem').filter({ hasText: 'Malaysia: 999' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recommended treatments' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'AI Analysis Summary' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'AI Recommendations Generated' })).toHaveCount(0);
  });

  test('a Swahili patient describes her knees in her own words and reads every explanation in Swahili (issue 50)', async ({
    page,
    accounts,
  }) => {
    const account = await accounts.create({ role: 'moderator' });
    await assess(await accounts.request(account));
    await page.context().addCookies((await accounts.storageState(account)).cookies);
    await page.goto('/sw/dashboard');
    const panel = page.getByRole('tabpanel', { name: 'Ulinganishaji wa Matibabu kwa AI' });
    await panel.getByRole('textbox', { name: 'Hali za kiafya (zitenganishe kwa koma)' }).fill('magoti yananiuma sana nikipanda ngazi');
    await panel.getByRole('textbox', { name: 'Mapendeleo na mahitaji' }).fill('Malesia au Thailand');
    await panel.getByRole('textbox', { name: 'Kiwango cha bajeti' }).fill('KES 1,500,000');
    await panel.getByRole('button', { name: 'Pata mapendekezo ya AI' }).click();

    const result = page.getByRole('region', { name: 'Muhtasari wa uchambuzi wa AI' });
    await expect(result).toBeVisible();
    // The summary repeats what she typed and says what was found, in Swahili, with her budget in shillings.
    await expect(result).toContainText('magoti yananiuma sana nikipanda ngazi');
    await expect(result).toContainText(/tumepata matibabu \d+ katika orodha yetu/);
    await expect(result).toContainText(/KES|Ksh/);
    const first = result.getByRole('list', { name: 'Matibabu yanayopendekezwa' }).getByRole('article').first();
    await expect(first.getByRole('heading', { level: 5 })).toHaveText('Kubadilisha goti');
    const why = first.getByRole('list', { name: 'Kwa nini yanakufaa' });
    await expect(why).toContainText('inalingana na «magoti yananiuma sana nikipanda ngazi»');
    await expect(why).toContainText(/Inatolewa na hospitali washirika nchini .*Malesia/);
    await expect(first.getByRole('list', { name: 'Jinsi alama inavyokokotolewa' })).toContainText('Inafaa hali yako: alama');
    await expect(result.getByRole('list', { name: 'Hatua zinazofuata' })).toContainText('Pakia rekodi zako za matibabu');
    // Not a word of the English explanations.
    await expect(result).not.toContainText(/Fits your conditions|Offered by partner hospitals|Upload your medical records|matches "/);
  });

  test('a free patient is offered Premium instead, and the API refuses them', async ({ page, accounts }) => {
    const account = await accounts.create();
    const patient = await accounts.request(account);
    await assess(patient);
    await page.context().addCookies((await accounts.storageState(account)).cookies);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Upgrade to Premium' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get AI Recommendations' })).toHaveCount(0);

    const refused = await patient.post('/api/ai/treatment-matching', { data: { medicalConditions: ['knee pain'] } });
    expect(refused.status()).toBe(403);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts and the page shows the result', async ({ page, accounts }) => {
      const account = await accounts.create({ role: 'moderator' });
      await assess(await accounts.request(account));
      await page.context().addCookies((await accounts.storageState(account)).cookies);
      await page.goto('/dashboard');
      await runMatching(page);
      await expectKneeReplacementFirst(page);
    });
  });
});
