import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from './config/app-config.js';
import { CoreModule } from './core.module.js';
import { NotificationsWorkerModule } from './modules/notifications/notifications.worker.module.js';

/** The worker process: BullMQ processors and the outbox relay, no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        CoreModule.forRoot(config),
        BullModule.forRoot({
          // BullMQ needs maxRetriesPerRequest null: its blocking commands must wait out a Redis outage.
          connection: { url: config.redisUrl, maxRetriesPerRequest: null },
          prefix: config.queuePrefix,
        }),
        NotificationsWorkerModule,
      ],
    };
  }
}
