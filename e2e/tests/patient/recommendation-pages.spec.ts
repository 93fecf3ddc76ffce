import { randomUUID } from 'node:crypto';
import { expect, test, useLocks } from '../../fixtures/test.js';

/*
 * Issue 55: the journey's recommendations a page at a time. A patient whose assessment names nothing the catalogue
 * knows ("Other") is offered every treatment: the dashboard shows twelve with a link to the next ones, and the address
 * of a later page of treatments opens on their tab. (The demo catalogue's hospitals fit on one page; the paging of a
 * long list of hospitals is tested over the API: test/recommendations.int-spec.ts.)
 */

useLocks({ 'public-site': 'shared' });

test('a patient pages through the alternative treatments of an assessment that names nothing', async ({ page, accounts }) => {
  const account = await accounts.create();
  const patient = await accounts.request(account);
  const sent = await patient.post('/api/assessments', {
    data: { idempotencyKey: randomUUID(), conditionCategory: 'Other', symptoms: 'E2E: tired all the time', urgencyLevel: 'low' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.context().addCookies((await accounts.storageState(account)).cookies);

  await page.goto('/dashboard');
  // The demo catalogue's hospitals fit on one page: no page links.
  const hospitalsTab = page.getByRole('tab', { name: /^Top Hospitals/ });
  const hospitalCount = Number(/\((\d+)\)/.exec((await hospitalsTab.textContent()) ?? '')?.[1]);
  expect(hospitalCount).toBeGreaterThan(0);
  expect(hospitalCount).toBeLessThanOrEqual(12);
  await expect(page.getByRole('list', { name: 'Recommended hospitals' }).getByRole('heading', { level: 3 })).toHaveCount(hospitalCount);
  await expect(page.getByRole('navigation', { name: 'Pages of recommended hospitals' })).toHaveCount(0);

  // Every treatment of the catalogue: twelve, then the rest on the next page.
  const treatmentsTab = page.getByRole('tab', { name: /^Alternative Treatments/ });
  const count = Number(/\((\d+)\)/.exec((await treatmentsTab.textContent()) ?? '')?.[1]);
  expect(count).toBeGreaterThan(12);
  await treatmentsTab.click();
  // Each card is named by its heading (a card lists its benefits too).
  const treatments = page.getByRole('list', { name: 'Alternative treatments' }).getByRole('heading', { level: 3 });
  await expect(treatments).toHaveCount(12);
  const firstPage = await treatments.allTextContents();
  await page.getByRole('navigation', { name: 'Pages of alternative treatments' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]treatmentsPage=2\b/);
  await expect(treatments).toHaveCount(Math.min(12, count - 12));
  const secondPage = await treatments.allTextContents();
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  await expect(treatmentsTab).toHaveText(`Alternative Treatments (${count})`);

  // The address opens on the treatments' tab, at their second page.
  await page.reload();
  await expect(treatmentsTab).toHaveAttribute('aria-selected', 'true');
  await expect(treatments).toHaveCount(Math.min(12, count - 12));
});
