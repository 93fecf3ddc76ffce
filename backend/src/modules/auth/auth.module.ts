import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { UserLimitGuard } from '../../common/rate-limit/limits.js';
import { AuthTokensService } from './auth-tokens.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { MfaService } from './mfa.service.js';
import { SessionGuard } from './session.guard.js';
import { SessionService } from './session.service.js';

@Module({
  controllers: [AuthController],
  providers: [
    AuthService,
    MfaService,
    SessionService,
    AuthTokensService,
    { provide: APP_GUARD, useClass: SessionGuard },
    { provide: APP_GUARD, useClass: UserLimitGuard },
  ],
  exports: [SessionService, AuthTokensService],
})
export class AuthModule {}
