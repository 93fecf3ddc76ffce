import type { Locator, Page } from '@playwright/test';
import { expect, test, useLocks } from '../../fixtures/test.js';
import { MODEL_ANSWER } from '../../fixtures/model-answer.js';

/*
 * The assistant's reply as the patient sees it being written (issue 29 item 5, and item 3's scrolling):
 * the text grows in the page piece by piece, from the built-in engine and from a model (the
 * OpenAI-compatible stand-in of the second server, fixtures/model-server.ts), and the log shows a long
 * reply from its first line (an emergency's instruction above its eighteen numbers), not its end.
 */

// The answers quote the seeded catalogue and emergency numbers: not while an admin spec changes them.
useLocks({ 'public-site': 'shared' });

const DISCLAIMER = 'Educational information only • Not medical advice';
const EMERGENCY_START = 'This may be a medical emergency';

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'AI Health Assistant' });
const logOf = (page: Page) => dialogOf(page).getByRole('log', { name: 'Conversation' });
/** The complete replies (each ends with the disclaimer; the greeting, a question or a reply being written does not). */
const repliesIn = (log: Locator) => log.getByRole('listitem').filter({ hasText: DISCLAIMER });

async function ask(page: Page, question: string): Promise<void> {
  await dialogOf(page).getByRole('textbox', { name: 'Message' }).fill(question);
  await dialogOf(page).getByRole('button', { name: 'Send' }).click();
}

interface Shown {
  text: string;
  /** `performance.now()` in the page when it was shown. */
  at: number;
}

/**
 * From now on, records the text of the reply being written (the log's busy item) each time it
 * changes in the page, as React renders it: however quickly the reply comes, every state is kept.
 */
async function recordReplyAsWritten(page: Page): Promise<() => Promise<Shown[]>> {
  await logOf(page).evaluate((log) => {
    const shown: Shown[] = [];
    (window as unknown as { replyShown: Shown[] }).replyShown = shown;
    new MutationObserver(() => {
      const text = log.querySelector('[aria-busy="true"]')?.textContent ?? '';
      if (text && text !== shown.at(-1)?.text) shown.push({ text, at: performance.now() });
    }).observe(log, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { replyShown: Shown[] }).replyShown);
}

/**
 * The reply grew in the page before it was complete: a text shown while it was being written (a reply
 * sent whole shows none), each text longer than the one before, each the start of the `whole` reply.
 * How many states the page paints depends on how the pieces meet the browser: its lines are written
 * one by one, but those composed in the same turn may arrive together (a quiet run shows four of its
 * five lines' states, a loaded one two, sometimes one), so one is what the test can require.
 */
function expectGrowing(shown: Shown[], whole: string): void {
  const texts = shown.map((s) => s.text);
  const partial = texts.filter((text) => text.length < whole.length);
  expect(partial.length, `texts shown while the reply was written: ${JSON.stringify(texts)}`).toBeGreaterThanOrEqual(1);
  for (const [i, text] of texts.entries()) {
    expect(whole.startsWith(text), `shown text ${i} is the start of the reply: ${JSON.stringify(text)}`).toBe(true);
    if (i > 0) expect(text.length).toBeGreaterThan(texts[i - 1]!.length);
  }
}

/** The stored conversation the page shows (its address names it). */
async function storedMessages(page: Page): Promise<{ role: string; content: string; engine: string | null }[]> {
  await expect(page).toHaveURL(/\/assistant\/[0-9a-f-]{36}\?/);
  const conversationId = new URL(page.url()).pathname.split('/').at(-1)!;
  const stored = await page.request.get(`/api/ai/conversations/${conversationId}`);
  expect(stored.status()).toBe(200);
  return ((await stored.json()) as { messages: { role: string; content: string; engine: string | null }[] }).messages;
}

/** Where a line of text is, from the top of the log's visible part, and the log's own measures. */
function placeOf(log: Locator, start: string) {
  return log.evaluate((box, start) => {
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    let node: Node | null;
    while ((node = walker.nextNode()) && !node.textContent?.includes(start));
    if (!node) return null;
    const range = document.createRange();
    const from = node.textContent!.indexOf(start);
    range.setStart(node, from);
    range.setEnd(node, from + start.length);
    const line = range.getBoundingClientRect();
    const frame = box.getBoundingClientRect();
    return {
      top: line.top - frame.top,
      bottom: line.bottom - frame.top,
      visibleHeight: box.clientHeight,
      scrollTop: box.scrollTop,
      scrollHeight: box.scrollHeight,
    };
  }, start);
}

test.describe('the assistant’s reply as it is written', () => {
  test.beforeEach(async ({ page, accounts }) => {
    await page.context().addCookies((await accounts.storageState(await accounts.create())).cookies);
  });

  test('the built-in engine’s reply grows in the page piece by piece, then is kept whole', async ({ page }) => {
    await page.goto('/assistant');
    const shown = await recordReplyAsWritten(page);
    await ask(page, 'Malaysia or Thailand for a knee replacement: which is better, what does it cost and how long is the stay?');

    const reply = repliesIn(logOf(page));
    await expect(reply).toBeVisible();
    // The reply as stored, shown whole once complete (the disclaimer under it, in the page's language).
    const stored = (await storedMessages(page)).at(-1)!;
    expect(stored).toMatchObject({ role: 'assistant', engine: 'built-in' });
    expect(stored.content.endsWith(`\n\n${DISCLAIMER}`)).toBe(true);
    const whole = stored.content.slice(0, -DISCLAIMER.length).trimEnd();
    expect(whole).toContain('Knee Replacement');
    await expect(reply.getByText(whole, { exact: true })).toBeVisible();
    expectGrowing(await shown(), whole);
  });

  test('an emergency reply longer than the log is shown from its first line; the next question is shown when sent', async ({ page }) => {
    await page.goto('/assistant');
    const log = logOf(page);
    await ask(page, 'my father has crushing chest pain right now');

    const urgent = log.getByRole('alert');
    await expect(urgent).toContainText('Malaysia');
    await expect(urgent).toContainText(DISCLAIMER);
    await expect(urgent).toBeInViewport();
    // Longer than the log (the test would prove nothing otherwise), and its first line in view, not its end.
    const expectInstructionInView = async () => {
      const place = await placeOf(log, EMERGENCY_START);
      expect(place, 'the emergency instruction is in the log').not.toBeNull();
      expect((await urgent.boundingBox())!.height).toBeGreaterThan(place!.visibleHeight);
      expect(place!.top).toBeGreaterThanOrEqual(0);
      expect(place!.bottom).toBeLessThanOrEqual(place!.visibleHeight);
      expect(place!.scrollTop).toBeLessThan(place!.scrollHeight - place!.visibleHeight - 10);
    };
    await expectInstructionInView();
    // The same when the conversation is opened again (at its last reply).
    await expect(page).toHaveURL(/\/assistant\/[0-9a-f-]{36}\?/);
    await page.reload();
    await expect(urgent).toBeInViewport();
    await expectInstructionInView();

    // The next question is brought into view as it is sent (its reply held back a moment meanwhile).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/ai/chat', async (route) => {
      await held;
      await route.continue();
    });
    const question = 'How much is a hip replacement?';
    await ask(page, question);
    await expect(log.getByRole('status')).toContainText('AI is thinking...');
    await expect(log.getByRole('listitem').filter({ hasText: question })).toBeInViewport({ ratio: 1 });
    release();
    await expect(repliesIn(log)).toHaveCount(2);
    await expect(log.getByRole('status')).toHaveCount(0);
    await expect(repliesIn(log).last()).toBeInViewport();
  });
});

test.describe('with a model engine (the OpenAI-compatible stand-in)', () => {
  // The second server (playwright.config.ts): the product with AI_* set, its model the stand-in.
  test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_MODEL_PORT}` });

  test('the model’s answer streams into the page sentence by sentence and is kept with the disclaimer', async ({ page, accounts }) => {
    await page.context().addCookies((await accounts.storageState(await accounts.create())).cookies);
    await page.goto('/assistant');
    const shown = await recordReplyAsWritten(page);
    await ask(page, 'How long do I stay for a knee replacement?');

    const reply = repliesIn(logOf(page));
    await expect(reply.getByText(MODEL_ANSWER, { exact: true })).toBeVisible();
    const seen = await shown();
    expectGrowing(seen, MODEL_ANSWER);
    // As the model wrote it (a chunk every 100 ms), not all at once at the end.
    expect(seen.at(-1)!.at - seen[0]!.at).toBeGreaterThan(500);

    // Stored as it was sent: the model's answer, then the disclaimer.
    expect((await storedMessages(page)).at(-1)).toMatchObject({
      role: 'assistant',
      engine: 'model',
      content: `${MODEL_ANSWER}\n\n${DISCLAIMER}`,
    });
  });
});
