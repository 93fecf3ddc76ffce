import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config.js';
import { CoreModule } from './core.module.js';
import { AuthWorkerModule } from './modules/auth/auth.worker.module.js';
import { BookingsWorkerModule } from './modules/bookings/bookings.worker.module.js';
import { ContactWorkerModule } from './modules/contact/contact.worker.module.js';
import { CurrenciesWorkerModule } from './modules/currencies/currencies.worker.module.js';
import { NotificationsWorkerModule } from './modules/notifications/notifications.worker.module.js';
import { PrivacyWorkerModule } from './modules/privacy/privacy.worker.module.js';
import { TripPlansWorkerModule } from './modules/trip-plans/trip-plans.worker.module.js';
import { PaymentsWorkerModule } from './modules/payments/payments.worker.module.js';
import { ReviewsWorkerModule } from './modules/reviews/reviews.worker.module.js';
import { bullConnection } from './queues/connection.js';

/** The worker process: the outbox relay and the job runner with each module's job handlers, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        CoreModule.forRoot(config),
        BullModule.forRoot({ connection: bullConnection(config), prefix: config.queuePrefix }),
        NotificationsWorkerModule,
        AuthWorkerModule,
        BookingsWorkerModule,
        ContactWorkerModule,
        PaymentsWorkerModule,
        ReviewsWorkerModule,
        CurrenciesWorkerModule,
        PrivacyWorkerModule,
        TripPlansWorkerModule,
      ],
    };
  }
}
