import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { SubscriptionView } from '@medtour/contracts';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { RefundDto } from './dto/payments.dto.js';
import { SUBSCRIPTION_LIST, SubscriptionsService } from './subscriptions.service.js';

/** The patient's premium subscription: its state, the upgrade page, cancellation, Stripe's portal. */
@ApiTags('payments')
@Controller('subscription')
export class SubscriptionController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Answers('SubscriptionView')
  @Get()
  view(@CurrentAuth() auth: AuthContext): Promise<SubscriptionView> {
    return this.subscriptions.view(auth.userId, auth.roles);
  }

  @Limit('checkout')
  @Answers('StripeLink')
  @Post('checkout')
  @HttpCode(200)
  checkout(@CurrentAuth() auth: AuthContext) {
    return this.subscriptions.checkout(auth.userId);
  }

  @Answers('SubscriptionView')
  @Post('cancel')
  @HttpCode(200)
  async cancel(@CurrentAuth() auth: AuthContext): Promise<SubscriptionView> {
    await this.subscriptions.cancel(auth.userId);
    return this.subscriptions.view(auth.userId, auth.roles);
  }

  @Limit('checkout')
  @Answers('StripeLink')
  @Post('portal')
  @HttpCode(200)
  portal(@CurrentAuth() auth: AuthContext) {
    return this.subscriptions.portal(auth.userId);
  }
}

/** `/api/admin/subscriptions`: premium subscriptions and their refund (admins only). */
@ApiTags('admin')
@Controller('admin/subscriptions')
export class SubscriptionsAdminController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, SUBSCRIPTION_LIST);
    const { rows, total } = await this.subscriptions.list(parsed);
    setContentRange(res, 'subscriptions', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.subscriptions.get(id);
  }

  @Limit('staffNotify')
  @Answers('SubscriptionRecord')
  @Post(':id/refund')
  @HttpCode(200)
  refund(@Param('id', ParseUUIDPipe) id: string, @Body() body: RefundDto, @CurrentAuth() auth: AuthContext) {
    return this.subscriptions.refund(id, body.reason, auth.userId);
  }
}
