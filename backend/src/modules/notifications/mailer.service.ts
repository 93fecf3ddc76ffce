import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { isErasedEmail } from '../users/index.js';
import { AppConfig } from '../../config/app-config.js';

/** An email as a template renders it: plain text only, so nothing a user wrote can run as markup. */
export interface RenderedEmail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface MailMessage extends RenderedEmail {
  /** Stable id (the outbox row's), so that a redelivered job produces the same Message-ID. */
  id: string;
}

/**
 * Bounds on a slow or silent SMTP server: a job holds its outbox row while it sends, so a send
 * must fail (and be retried later) rather than hang.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Sends mail with nodemailer over SMTP (`SMTP_URL`). Without SMTP, the same nodemailer message is
 * built with its JSON transport and written to `MAIL_CAPTURE_DIR`, where a developer can read it.
 */
@Injectable()
export class MailerService implements OnApplicationShutdown {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter;
  private readonly captureDir?: string;

  constructor(private readonly config: AppConfig) {
    if (config.smtpUrl) {
      // Pooled: connections are reused across the worker's concurrent email jobs.
      this.transport = nodemailer.createTransport({ url: config.smtpUrl, pool: true, maxConnections: 5, ...SMTP_TIMEOUTS });
    } else {
      this.transport = nodemailer.createTransport({ jsonTransport: true });
      this.captureDir = config.mailCaptureDir;
    }
  }

  async send(message: MailMessage): Promise<void> {
    // An email about an erased patient (a coordinator's late reply on their booking): nobody to write to.
    if (isErasedEmail(message.to)) return;
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      messageId: `<${message.id}@medtour>`,
    });
    if (this.captureDir) {
      await mkdir(this.captureDir, { recursive: true });
      const file = join(this.captureDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.json`);
      await writeFile(file, String(info.message));
      this.logger.log(`Mail captured in ${file}`);
    }
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
