import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { UserLimitGuard } from '../../common/rate-limit/limits.js';
import { AuthTokensService } from './auth-tokens.service.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { MfaService } from './mfa.service.js';
import { ProfileAdminController } from './profile.admin.controller.js';
import { SessionGuard } from './session.guard.js';
import { SessionService } from './session.service.js';
import { UsersAdminController } from './users.admin.controller.js';
import { UsersService } from './users.service.js';

/**
 * Accounts and their access: sign-up and sign-in, sessions, links and codes, MFA, and staff's management
 * of accounts (invitations, roles, deactivation), which issues those links and ends those sessions.
 */
@Module({
  controllers: [AuthController, UsersAdminController, ProfileAdminController],
  providers: [
    AuthService,
    MfaService,
    SessionService,
    AuthTokensService,
    UsersService,
    { provide: APP_GUARD, useClass: SessionGuard },
    { provide: APP_GUARD, useClass: UserLimitGuard },
  ],
  exports: [SessionService, AuthTokensService],
})
export class AuthModule {}
