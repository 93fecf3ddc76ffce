import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../../config/app-config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Stable id, so that a redelivered job produces the same Message-ID. */
  id: string;
}

/**
 * Sends mail with nodemailer over SMTP (`SMTP_URL`). Without SMTP, the same nodemailer message is
 * built with its JSON transport and written to `MAIL_CAPTURE_DIR`, where a developer can read it.
 */
@Injectable()
export class MailerService {
  private readonly logger = new Logger('Mailer');
  private readonly transport: Transporter;
  private readonly captureDir?: string;

  constructor(private readonly config: AppConfig) {
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl);
    } else {
      this.transport = nodemailer.createTransport({ jsonTransport: true });
      this.captureDir = config.mailCaptureDir;
    }
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({
      from: this.config.mailFrom,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: `<${message.id}@medtour>`,
    });
    if (this.captureDir) {
      await mkdir(this.captureDir, { recursive: true });
      const file = join(this.captureDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.id}.json`);
      await writeFile(file, String(info.message));
      this.logger.log(`Mail captured in ${file}`);
    }
  }
}
