import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config.js';
import { ClientLimitGuard, clientTracker, LimitStorage, throttlerOptions } from './limits.js';
import { RateLimitService } from './rate-limit.service.js';

/**
 * Limits of the API: the throttler's per-address and per-user limits on every route, and the
 * subject limits of the services (sign-in per email, …), all counted by `RateLimitService`.
 * The per-user guard is registered by the auth module, after the session guard.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, RateLimitService],
      useFactory: (config: AppConfig, rateLimits: RateLimitService) => ({
        ...throttlerOptions(config),
        getTracker: clientTracker,
        storage: new LimitStorage(rateLimits),
      }),
    }),
  ],
  providers: [RateLimitService, { provide: APP_GUARD, useClass: ClientLimitGuard }],
  exports: [RateLimitService],
})
export class RateLimitModule {}
