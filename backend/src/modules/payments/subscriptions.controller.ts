import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { SubscriptionView } from '@medtour/contracts';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { AdminResourceController } from '../../common/admin-resource.js';
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
export class SubscriptionsAdminController extends AdminResourceController({
  name: 'subscriptions',
  service: SubscriptionsService,
  list: SUBSCRIPTION_LIST,
  show: true,
}) {
  @Limit('staffNotify')
  @Answers('SubscriptionRecord')
  @Post(':id/refund')
  @HttpCode(200)
  refund(@Param('id', ParseUUIDPipe) id: string, @Body() body: RefundDto, @CurrentAuth() auth: AuthContext) {
    return this.service.refund(id, body.reason, auth.userId);
  }
}
