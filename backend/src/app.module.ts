import { type DynamicModule, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { RetryReadsInterceptor } from './common/database/retry-reads.interceptor.js';
import { RateLimitModule } from './common/rate-limit/rate-limit.module.js';
import { RedisModule } from './common/redis.module.js';
import type { AppConfig } from './config/app-config.js';
import { CoreModule } from './core.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { CatalogueModule } from './modules/catalogue/catalogue.module.js';
import { ContactModule } from './modules/contact/contact.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { HospitalsModule } from './modules/hospitals/hospitals.module.js';
import { AdminModule } from './modules/admin/admin.module.js';
import { ReviewsModule } from './modules/reviews/reviews.module.js';
import { AssessmentsModule } from './modules/assessments/assessments.module.js';
import { BookingsModule } from './modules/bookings/bookings.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { AiModule } from './modules/ai/ai.module.js';
import { PrivacyModule } from './modules/privacy/privacy.module.js';
import { TripPlansModule } from './modules/trip-plans/trip-plans.module.js';
import { RecommendationsModule } from './modules/recommendations/recommendations.module.js';
import { RecordsModule } from './modules/records/records.module.js';
import { SettingsModule } from './modules/settings/settings.module.js';
import { CurrenciesModule } from './modules/currencies/currencies.module.js';
import { TripsModule } from './modules/trips/trips.module.js';
import { OutboxAdminModule } from './modules/notifications/outbox.admin.module.js';
import { SecurityModule } from './modules/security/security.module.js';

/** The API process: controllers, no processors. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        RedisModule,
        RateLimitModule,
        HealthModule,
        AuthModule,
        CatalogueModule,
        HospitalsModule,
        ContactModule,
        SettingsModule,
        CurrenciesModule,
        TripsModule,
        RecordsModule,
        AssessmentsModule,
        RecommendationsModule,
        BookingsModule,
        PaymentsModule,
        AiModule,
        PrivacyModule,
        TripPlansModule,
        ReviewsModule,
        AdminModule,
        OutboxAdminModule,
        SecurityModule,
      ],
      providers: [{ provide: APP_INTERCEPTOR, useClass: RetryReadsInterceptor }],
    };
  }
}
