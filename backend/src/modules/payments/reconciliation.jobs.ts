import { Injectable } from '@nestjs/common';
import { type HandlesJobs, type JobHandlerMap, JobHandlers } from '../../common/jobs/job-registry.js';
import { AppConfig } from '../../config/app-config.js';
import { MailerService } from '../notifications/index.js';
import { activeAdminEmails } from '../users/index.js';
import { reconciliationFound } from './payment-alerts.js';
import { ReconciliationDifference } from './entities/reconciliation.entity.js';
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
    /** Reads the ledger, calls Stripe and stores what it found in its own short transactions (ReconciliationService.run). */
    'maintenance.reconcile_payments': async (_payload, { em }) => {
      await this.reconciliation.run(em, 'schedule');
    },
    /**
     * Every standing difference not emailed yet, in one email. Claimed (marked emailed) and
     * committed before the send, so no transaction waits on SMTP; a failed send gives them back
     * for the retry. Each is emailed once (a worker killed between the claim and the send loses
     * that email: the differences stay on the Reconciliation page).
     */
    'payments.reconciliation_email': async (_payload, { em, jobId }) => {
      const admins = await activeAdminEmails(em);
      if (!admins.length) return;
      const differences = await em.transactional((tx) => this.reconciliation.takeUnemailed(tx));
      if (!differences.length) return;
      try {
        await this.mailer.send({ ...reconciliationFound(admins, differences, `${this.config.publicUrl}/admin/reconciliation`), id: jobId });
      } catch (error) {
        await em.nativeUpdate(ReconciliationDifference, { id: { $in: differences.map((d) => d.id) } }, { emailedAt: null });
        throw error;
      }
    },
  };
}
