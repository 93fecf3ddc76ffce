import { Body, Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { OfflinePremiumDto } from './dto/offline-premium.dto.js';
import { RefundDto } from './dto/payments.dto.js';
import { OfflinePremiumService } from './offline-premium.service.js';
import { idempotencyKeyOf } from './payments.admin.controller.js';

/** A patient's Premium on their back-office page, and Premium paid offline (admins only: see `OfflinePremiumService`). */
@ApiTags('admin')
@Controller('admin/users/:id')
export class UserPremiumAdminController {
  constructor(private readonly premium: OfflinePremiumService) {}

  @Answers('PatientPremiumView')
  @Get('premium')
  view(@Param('id', ParseUUIDPipe) id: string) {
    return this.premium.forUser(id);
  }

  @Limit('staffNotify')
  @Answers('OfflinePremiumRecord')
  @Post('premium-payments')
  record(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: OfflinePremiumDto,
    @CurrentAuth() auth: AuthContext,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ) {
    return this.premium.record(id, body, auth.userId, idempotencyKeyOf(idempotencyKey));
  }
}

/** `/api/admin/premium-payments/:id/refund`: the money-back guarantee of a Premium payment recorded offline. */
@ApiTags('admin')
@Controller('admin/premium-payments')
export class OfflinePremiumAdminController {
  constructor(private readonly premium: OfflinePremiumService) {}

  @Limit('staffNotify')
  @Answers('OfflinePremiumRecord')
  @Post(':id/refund')
  @HttpCode(200)
  refund(@Param('id', ParseUUIDPipe) id: string, @Body() body: RefundDto, @CurrentAuth() auth: AuthContext) {
    return this.premium.refund(id, body.reason, auth.userId);
  }
}
