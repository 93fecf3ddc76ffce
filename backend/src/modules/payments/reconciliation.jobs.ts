import { Injectable } from '@nestjs/common';
import { type HandlesJobs, type JobHandlerMap, JobHandlers } from '../../common/jobs/job-registry.js';
import { AppConfig } from '../../config/app-config.js';
import { MailerService } from '../notifications/mailer.service.js';
import { activeAdminEmails } from '../users/admin-emails.js';
import { reconciliationFound } from './payment-alerts.js';
import { ReconciliationService } from './reconciliation.service.js';

/** The daily reconciliation, and the admins' email about what it found. */
@JobHandlers()
@Injectable()
export class ReconciliationJobs implements HandlesJobs {
  constructor(
    private readonly reconciliation: ReconciliationService,
    private readonly mailer: MailerService,
    private readonly config: AppConfig,
  ) {}

  readonly jobs: JobHandlerMap = {
    'maintenance.reconcile_payments': async (_payload, { em }) => {
      await this.reconciliation.run(em, 'schedule');
    },
    /**
     * Every standing difference not emailed yet, in one email, marked emailed in the job's
     * transaction: a failed send leaves them for the retry, and each is emailed once.
     */
    'payments.reconciliation_email': async (_payload, { em, jobId }) => {
      const admins = await activeAdminEmails(em);
      if (!admins.length) return;
      const differences = await this.reconciliation.takeUnemailed(em);
      if (!differences.length) return;
      await this.mailer.send({ ...reconciliationFound(admins, differences, `${this.config.publicUrl}/admin/reconciliation`), id: jobId });
    },
  };
}
