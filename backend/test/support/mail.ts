import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { decryptText } from '../../src/common/crypto/encryption.js';
import { AppConfig } from '../../src/config/app-config.js';
import { waitFor } from './wait.js';

/**
 * The token of the newest account email of this kind queued for a user, read from the outbox
 * (the job the worker would send), waiting for it: sign-ups and reset requests are done by the
 * worker, which must run in the test. Tests of the delivery itself go through the worker and SMTP.
 */
export async function queuedToken(em: EntityManager, email: string, job: 'auth.verify_email' | 'auth.password_reset'): Promise<string> {
  const token = await waitFor(async () => {
    const [row] = await em.getConnection().execute<{ token: string }[]>(
      `select o.payload->>'encryptedToken' as token from outbox o join users u on u.id = (o.payload->>'userId')::uuid
        where u.email = ? and o.job_name = ? order by o.created_at desc limit 1`,
      [email, job],
    );
    return row?.token;
  }, `the ${job} email of ${email}`);
  return decryptText(token, new AppConfig().encryptionKey);
}

/** A unique client address, so that per-address rate limits of one test do not leak into another. */
let counter = 0;
export function uniqueIp(): string {
  counter += 1;
  return `198.18.${Math.floor(counter / 250) % 250}.${(counter % 250) + 1}`;
}

/** A day (`2026-12-01`) as the English emails write it: `December 1, 2026`. */
export const longDay = (day: string): string =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** An email the worker wrote to the capture directory (no SMTP configured): nodemailer's JSON of the message. */
export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

/** The emails to `email` captured so far (MAIL_CAPTURE_DIR, one per test file), oldest first. */
export async function capturedMails(email: string): Promise<CapturedMail[]> {
  const dir = new AppConfig().mailCaptureDir;
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.json')).sort();
  const mails = await Promise.all(
    files.map(async (file) => {
      let message: { to: { address: string }[]; subject: string; text: string };
      try {
        message = JSON.parse(await readFile(join(dir, file), 'utf8')) as typeof message;
      } catch {
        return null; // still being written by a worker in another process: read at the next look
      }
      return { to: message.to.map((to) => to.address), subject: message.subject, text: message.text };
    }),
  );
  return mails.filter((mail): mail is CapturedMail => mail !== null && mail.to.includes(email));
}

/** Waits for the `count`th captured email to `email` whose subject is `subject`, and returns it. */
export const capturedMail = (email: string, subject: string, count = 1): Promise<CapturedMail> =>
  waitFor(
    async () => (await capturedMails(email)).filter((mail) => mail.subject === subject)[count - 1],
    `"${subject}" #${count} to ${email}`,
  );
