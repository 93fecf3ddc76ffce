import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { decryptText } from '../../common/crypto/encryption.js';
import { type HandlesJobs, type JobContext, type JobFailureMap, type JobHandlerMap, JobHandlers } from '../../common/jobs/job-registry.js';
import { AppConfig } from '../../config/app-config.js';
import type { DataRequestPayload } from '../../queues/queues.js';
import { FileStorage } from '../../storage/file-storage.js';
import { AuditService } from '../audit/index.js';
import { siteLink, MailerService, type RenderedEmail, OutboxService } from '../notifications/index.js';
import { User, DataRequest } from '../users/index.js';
import { ErasureService } from './erasure.service.js';
import { ExportBuilder, exportExpiry } from './export-builder.js';
import { accountClosed, confirmClosing, exportReady, type PrivacyRecipient } from './privacy-emails.js';

/** Where the account page lists the patient's data requests. */
const ACCOUNT_PAGE = '/dashboard/account#your-data';

/** The worker's side of patients' rights: building exports, their emails, and the hourly erasure run. */
@JobHandlers()
@Injectable()
export class PrivacyJobs implements HandlesJobs {
  constructor(
    private readonly builder: ExportBuilder,
    private readonly storage: FileStorage,
    private readonly erasure: ErasureService,
    private readonly mailer: MailerService,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  readonly jobs: JobHandlerMap = {
    'privacy.build_export': (payload, context) => this.buildExport(payload, context),
    'privacy.export_ready': (payload, context) =>
      this.send(payload, context, (to, request) => exportReady(to, this.link(to, ACCOUNT_PAGE), request.expiresAt!)),
    'privacy.account_closed': (payload, context) =>
      this.send(payload, context, (to, request) => accountClosed(to, this.link(to, '/auth'), request.eraseAfter!)),
    'privacy.confirm_closing': async ({ userId, encryptedToken }, { em, jobId }) => {
      const user = await em.findOne(User, { id: userId, closedAt: null }, { populate: ['profile'] });
      if (!user || !encryptedToken) return; // closed or gone since: nothing to confirm
      const token = decryptText(encryptedToken, this.config.encryptionKey);
      await this.mailer.send({
        ...confirmClosing(recipient(user), this.link(recipient(user), `/auth/close-account?token=${token}`)),
        id: jobId,
      });
    },
    'maintenance.data_rights': (_payload, { em }) => this.erasure.runDue(em),
  };

  readonly failures: JobFailureMap = {
    // The export could not be built (its last attempt failed): the patient's page says so, and they may ask again.
    'privacy.build_export': async ({ dataRequestId }, { tx, final }) => {
      if (final) await tx.nativeUpdate(DataRequest, { id: dataRequestId, state: { $in: ['queued', 'building'] } }, { state: 'failed' });
    },
  };

  private async buildExport({ dataRequestId }: DataRequestPayload, { em, record }: JobContext): Promise<void> {
    const request = await em.findOne(DataRequest, { id: dataRequestId, state: { $in: ['queued', 'building'] } }, { populate: ['user'] });
    if (!request?.user) return; // built already, or the account is gone
    const open = { id: request.id, state: { $in: ['queued', 'building'] } } as const;
    if (!(await em.nativeUpdate(DataRequest, open, { state: 'building', progress: 0 }))) return; // another attempt just finished
    const { storageKey, sizeBytes } = await this.builder.build(em, request, request.user.id);
    const kept = await record(async (tx: EntityManager) => {
      const now = new Date();
      // The request's row stays locked until this commits, so of two attempts only the first to get here keeps its zip.
      const updated = await tx.nativeUpdate(DataRequest, open, {
        state: 'ready',
        progress: 100,
        storageKey,
        sizeBytes,
        completedAt: now,
        expiresAt: exportExpiry(now),
      });
      if (!updated) return false; // another attempt of this job finished first: its zip is the export
      this.outbox.enqueue(tx, 'privacy.export_ready', { dataRequestId: request.id });
      await this.audit.record(tx, {
        actorId: null,
        action: 'privacy.export_built',
        entity: 'data_request',
        entityId: request.id,
        details: { sizeBytes },
      });
      return true;
    });
    if (!kept) await this.storage.delete(storageKey); // after the commit: no transaction waits on the store
  }

  private async send(
    { dataRequestId }: DataRequestPayload,
    { em, jobId }: JobContext,
    render: (to: PrivacyRecipient, request: DataRequest) => RenderedEmail,
  ): Promise<void> {
    const request = await em.findOne(DataRequest, { id: dataRequestId }, { populate: ['user', 'user.profile'] });
    if (!request?.user) return; // the account is gone
    await this.mailer.send({ ...render(recipient(request.user), request), id: jobId });
  }

  private link(to: PrivacyRecipient, path: string): string {
    return siteLink(this.config.publicUrl, to.language, path);
  }
}

const recipient = (user: User): PrivacyRecipient => ({
  email: user.email,
  firstName: user.profile?.firstName ?? '',
  language: user.language,
});
