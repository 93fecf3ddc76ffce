import { Injectable } from '@nestjs/common';
import { type HandlesJobs, type JobHandlerMap, JobHandlers } from '../../common/jobs/job-registry.js';
import { SubscriptionsService } from './subscriptions.service.js';

/**
 * Premium's payment pages closed when Premium is paid another way (issue 52): queued by the offline
 * recording in its transaction, run once it has committed, so Stripe is called outside any
 * transaction of the API.
 */
@JobHandlers()
@Injectable()
export class PremiumPagesJobs implements HandlesJobs {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  readonly jobs: JobHandlerMap = {
    'payments.expire_premium_pages': ({ userId }, { em }) => this.subscriptions.expireOpenPages(em, userId),
  };
}
