import { expect, test } from '../../fixtures/test.js';

test.describe('patient guide', () => {
  test('shows the five steps with their badges and times, and calls to action to /auth and /contact', async ({ page }) => {
    await page.goto('/patient-guide');
    const steps = page.getByRole('list').filter({ hasText: 'Submit Request' }).first().getByRole('listitem');
    await expect(steps).toHaveCount(5);
    const times = ['1-2 days', '2-3 days', '1-2 weeks', 'Variable', 'Ongoing'];
    for (const [index, time] of times.entries()) await expect(steps.nth(index)).toContainText(`Estimated time: ${time}`);
    await expect(steps.nth(0).locator('.badge')).toHaveText('Free');
    await expect(page.getByRole('link', { name: 'Start Your Journey' }).nth(1)).toHaveAttribute('href', '/auth?redirect=%2Fdashboard');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' }).first()).toHaveAttribute('href', '/contact');
  });

  test('the FAQ accordion keeps one answer open at a time, by mouse and keyboard', async ({ page }) => {
    await page.goto('/patient-guide');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const questions = faq.getByRole('button');
    await expect(questions).toHaveCount(6);
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText('Patients typically save 50-80%')).toBeVisible();

    const stay = faq.getByRole('button', { name: 'How long will I need to stay?' });
    await stay.click();
    await expect(stay).toHaveAttribute('aria-expanded', 'true');
    await expect(faq.getByText('Plan for 3-7 days for simple treatments and 2-4 weeks for complex surgery')).toBeVisible();
    await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('Patients typically save 50-80%')).toBeHidden();
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1);

    // Keyboard: Tab to the next question and open it with Enter, then close it with Space.
    await stay.focus();
    await page.keyboard.press('Tab');
    const planning = faq.getByRole('button', { name: 'How long does planning take?' });
    await expect(planning).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(planning).toHaveAttribute('aria-expanded', 'true');
    await expect(stay).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('Emergencies can be expedited: tell us how urgent your case is.')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0);

    const controlled = await questions.nth(1).getAttribute('aria-controls');
    await expect(page.locator(`[id="${controlled}"]`)).toBeHidden();
  });

  test('without JavaScript every answer can be read', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/patient-guide');
    await expect(page.getByText('Plan for 3-7 days for simple treatments and 2-4 weeks for complex surgery')).toBeVisible();
    await expect(page.getByText('Yes. We help a companion with their visa and accommodation')).toBeVisible();
    await context.close();
  });
});
