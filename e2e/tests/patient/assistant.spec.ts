import type { Page } from '@playwright/test';
import { seriousViolations } from '../../fixtures/axe.js';
import { expect, test, useLocks } from '../../fixtures/test.js';

/*
 * The AI Health Assistant (/assistant): opened from the dashboard and the public pages, the reply
 * streamed in (built-in engine, grounded in the seeded catalogue), the conversation kept and
 * continued, deleted, the emergency reply, and the same chat without JavaScript.
 */

// The answers quote the seeded catalogue (prices, emergency numbers): not while an admin spec changes it.
useLocks({ 'public-site': 'shared' });

const QUESTION = 'How much does a hip replacement cost?';
/** What the partner hospitals ask for it (issue 29: their own prices, not the catalogue's typical range). */
const HIP_PRICE = '$8,000–$14,500';
const CONVERSATION_URL = /\/assistant\/[0-9a-f-]{36}\?from=%2Fdashboard$/;

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'AI Health Assistant' });
const messageBox = (page: Page) => dialogOf(page).getByRole('textbox', { name: 'Message' });
/** The reply to QUESTION (its message, not the sources listed in it). */
const hipReply = (page: Page) => dialogOf(page).getByRole('listitem').filter({ hasText: HIP_PRICE });

/**
 * Keeps every text the conversation shows from now on: a reply that streams in is seen before it
 * is complete ('AI is thinking...', then part of it), however quickly it comes.
 */
async function recordConversation(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const log = document.querySelector('[role="log"]')!;
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => seen.push(log.textContent ?? '')).observe(log, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
}

test.describe('the AI Health Assistant', () => {
  test('a patient asks from the dashboard, sees the reply stream in, comes back to the conversation and deletes it', async ({
    page,
    accounts,
  }) => {
    const account = await accounts.create();
    await page.context().addCookies((await accounts.storageState(account)).cookies);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Ask the AI Health Assistant' }).click();
    await expect(page).toHaveURL(/\/assistant\?from=%2Fdashboard$/);

    // Spec §2: title, subtitle, greeting, focused input with its placeholder, hint and disclaimer.
    const dialog = dialogOf(page);
    await expect(dialog).toContainText('Your medical tourism guide');
    await expect(dialog.getByRole('log', { name: 'Conversation' }).getByRole('listitem').first()).toContainText(
      "Hello! I'm your AI health assistant.",
    );
    const input = messageBox(page);
    await expect(input).toBeFocused();
    await expect(input).toHaveAttribute('placeholder', 'Ask about treatments, destinations, costs...');
    await expect(dialog).toContainText('Press Enter to send');
    await expect(dialog).toContainText('Educational information only • Not medical advice');
    // Spec §5: whitespace-only is not sent.
    await input.fill('   ');
    await expect(dialog.getByRole('button', { name: 'Send' })).toBeDisabled();

    const seen = await recordConversation(page);
    await input.fill(QUESTION);
    await input.press('Enter');
    await expect(hipReply(page)).toBeVisible();
    await expect(
      hipReply(page)
        .getByRole('list', { name: 'Sources' })
        .getByRole('link', { name: /hip replacement/i }),
    ).toHaveAttribute('href', '/treatments/hip-replacement');
    // It streamed in: the question was shown before the reply was complete.
    const shown = await seen();
    expect(shown.some((text) => text.includes(QUESTION) && !text.includes(HIP_PRICE))).toBe(true);
    expect(shown.some((text) => text.includes('AI is thinking...'))).toBe(true);
    // The conversation has its address now (without a reload), and the input is ready for the next question.
    await expect(page).toHaveURL(CONVERSATION_URL);
    await expect(input).toBeFocused();
    const history = page.getByRole('region', { name: 'Past conversations' });
    await expect(history.getByRole('link', { name: QUESTION })).toHaveAttribute('aria-current', 'page');

    // Reloaded: the stored conversation.
    await page.reload();
    await expect(dialog).toContainText(QUESTION);
    await expect(hipReply(page)).toBeVisible();

    // Closed, and opened again later: a new conversation, the past one in the list.
    await dialog.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'Ask the AI Health Assistant' }).click();
    await expect(hipReply(page)).toHaveCount(0);
    await history.getByRole('link', { name: QUESTION }).click();
    await expect(page).toHaveURL(CONVERSATION_URL);
    await expect(hipReply(page)).toBeVisible();

    // Deleted (after a confirmation): back to a new conversation, the list empty.
    await history.getByRole('button', { name: /^Delete/ }).click();
    await history.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page).toHaveURL(/\/assistant\?from=%2Fdashboard$/);
    await expect(history).toContainText('No past conversations yet.');
    await expect(hipReply(page)).toHaveCount(0);
  });

  test('an emergency gets the urgent reply with the emergency numbers', async ({ page, accounts }) => {
    const account = await accounts.create();
    await page.context().addCookies((await accounts.storageState(account)).cookies);
    await page.goto('/assistant');
    await messageBox(page).fill('I have crushing chest pain right now');
    await dialogOf(page).getByRole('button', { name: 'Send' }).click();
    const urgent = dialogOf(page).getByRole('alert');
    await expect(urgent).toContainText('Malaysia');
    await expect(urgent).toContainText('999');

    // The dialog with a conversation in it: no serious or critical axe-core finding.
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a signed-in patient opens it from a public page and returns there', async ({ page, accounts }) => {
    const account = await accounts.create();
    await page.context().addCookies((await accounts.storageState(account)).cookies);
    await page.goto('/treatments');
    await page.getByRole('banner').getByRole('link', { name: 'AI Health Assistant' }).click();
    await expect(page).toHaveURL(/\/assistant\?from=%2Ftreatments$/);
    await expect(messageBox(page)).toBeFocused();
    await dialogOf(page).getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/treatments$/);
  });

  test('signed out, it asks to sign in first; another site is no place to return to', async ({ page, accounts }) => {
    await page.goto('/assistant?from=//evil.example');
    await expect(page).toHaveURL(/\/auth\?redirect=/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'AI Health Assistant' })).toHaveCount(0);

    await page.context().addCookies((await accounts.storageState(await accounts.create())).cookies);
    await page.goto('/assistant?from=//evil.example');
    await expect(dialogOf(page).getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/dashboard');
    // Another patient's conversation, or none: not found.
    const response = await page.goto('/assistant/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a question is posted and the reply shown on the conversation’s page', async ({ page, accounts }) => {
      const account = await accounts.create();
      await page.context().addCookies((await accounts.storageState(account)).cookies);
      await page.goto('/assistant?from=%2Fdashboard');
      await messageBox(page).fill(QUESTION);
      await dialogOf(page).getByRole('button', { name: 'Send' }).click();
      await expect(page).toHaveURL(CONVERSATION_URL);
      await expect(hipReply(page)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Past conversations' }).getByRole('link', { name: QUESTION })).toBeVisible();
    });
  });
});
