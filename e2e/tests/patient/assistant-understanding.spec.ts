import type { Locator, Page } from '@playwright/test';
import { expect, test, useLocks } from '../../fixtures/test.js';

/*
 * The assistant understands the conversation (issue 29): a French patient's follow-up is answered
 * about the treatment they asked about, in French; after an emergency, the next question (a price)
 * gets an ordinary answer while the emergency reply stays in the conversation.
 */

// The answers quote the seeded catalogue's prices and stays: not while an admin spec changes them.
useLocks({ 'public-site': 'shared' });

/** The complete replies of a log: each ends with the disclaimer in the page's language (the questions do not). */
const repliesIn = (log: Locator, disclaimer: string) => log.getByRole('listitem').filter({ hasText: disclaimer });

async function ask(page: Page, dialogName: string, question: string, send: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox').fill(question);
  await dialog.getByRole('button', { name: send }).click();
}

test.describe('the assistant follows the conversation', () => {
  test.beforeEach(async ({ page, accounts }) => {
    await page.context().addCookies((await accounts.storageState(await accounts.create())).cookies);
  });

  test('a French patient asks the price of a hip replacement in Malaysia, then how long to stay: the answer is about the hip, in French', async ({
    page,
  }) => {
    await page.goto('/fr/assistant');
    const log = page.getByRole('dialog', { name: 'Assistant santé IA' }).getByRole('log');
    await ask(page, 'Assistant santé IA', 'Combien coûte une prothèse de hanche en Malaisie ?', 'Envoyer');
    const replies = repliesIn(log, 'Ne constitue pas un avis médical');
    const first = replies.filter({ hasText: 'Prothèse de hanche en Malaisie' });
    await expect(first).toContainText('Selangor Joint & Spine Institute (Demo)');
    await expect(first).toContainText(/8\s500\s\$US–14\s500\s\$US/);

    await ask(page, 'Assistant santé IA', 'Et combien de temps faut-il rester là-bas ?', 'Envoyer');
    const second = replies.filter({ hasText: 'prévoyez un séjour' });
    await expect(second).toContainText('Prothèse de hanche\u00a0: prévoyez un séjour de 14 à 21 jours.');
    await expect(second).not.toContainText(/genou|knee|FIV/i);
  });

  test('after an emergency, a price question is answered normally and the emergency reply stays in view above it', async ({ page }) => {
    await page.goto('/assistant');
    const log = page.getByRole('dialog', { name: 'AI Health Assistant' }).getByRole('log');
    await ask(page, 'AI Health Assistant', 'my dad has crushing chest pain right now', 'Send');
    await expect(log.getByRole('alert')).toContainText('This may be a medical emergency');

    await ask(page, 'AI Health Assistant', 'ok he is in hospital now. how much is a knee replacement in malaysia?', 'Send');
    const answer = repliesIn(log, 'Not medical advice').filter({ hasText: 'Knee Replacement in Malaysia' });
    await expect(answer).toContainText('Selangor Joint & Spine Institute (Demo)');
    await expect(answer).toContainText('$7,500–$13,500');
    await expect(answer.getByRole('alert')).toHaveCount(0);
    // The earlier emergency reply is still there, once.
    await expect(log.getByRole('alert')).toHaveCount(1);
  });
});
