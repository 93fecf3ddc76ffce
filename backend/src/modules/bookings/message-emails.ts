import type { EntityManager } from '@mikro-orm/postgresql';
import { OutboxMessage, type OutboxService } from '../notifications/index.js';

/**
 * At most one email per thread and side in this window. The first message of a quiet thread is
 * emailed at once; messages sent while that email waits join it, and messages after it is sent
 * wait for one email at the end of the window, which lists them all. Five minutes: a burst of
 * chat (or a runaway script) is one or two emails, while a reply is never more than five minutes
 * late in the inbox of someone who is not watching the thread (the promise is 24 hours).
 */
export const MESSAGE_EMAIL_WINDOW_MS = 5 * 60_000;

/** The email to the patient (about staff messages) or to the coordinators (about the patient's). */
export type MessageEmailJob = 'booking.message.patient' | 'booking.message.staff';

/**
 * Queues the email telling the other side of a booking's thread about a message sent at `sentAt`,
 * unless an email of the thread not yet done will list it. Runs in the message's transaction with
 * the booking's row locked; the email's job locks it too when it records its outcome, and queues the
 * next email for a message its read missed, so a message is listed by the waiting email, queued by
 * it, or finds it done and queues the next one: none is told twice or missed.
 */
export async function queueMessageEmail(
  tx: EntityManager,
  outbox: OutboxService,
  job: MessageEmailJob,
  bookingId: string,
  sentAt: Date,
): Promise<void> {
  const ofThread = { jobName: job, payload: { bookingId } };
  const waiting = await tx.count(OutboxMessage, { ...ofThread, processedAt: null, deadAt: null });
  if (waiting) return;
  const windowStart = new Date(sentAt.getTime() - MESSAGE_EMAIL_WINDOW_MS);
  const last = await tx.findOne(OutboxMessage, { ...ofThread, processedAt: { $gt: windowStart } }, { orderBy: { processedAt: 'desc' } });
  const availableAt = last?.processedAt ? new Date(last.processedAt.getTime() + MESSAGE_EMAIL_WINDOW_MS) : sentAt;
  outbox.enqueue(tx, job, { bookingId, since: sentAt.toISOString() }, { availableAt });
}
