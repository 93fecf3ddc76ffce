import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { type PaymentOptions, settingsTextsIn } from '@medtour/contracts';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { AppConfig } from '../../config/app-config.js';
import { LanguageQueryDto } from '../catalogue/index.js';
import { readSiteSettings } from '../settings/index.js';
import { DepositsService } from './deposits.service.js';
import { StripeGateway } from './stripe.gateway.js';

/** The patient's side of payments: how they can pay, and a payment page for a booking's deposit. */
@ApiTags('payments')
@Controller()
export class PaymentsController {
  constructor(
    private readonly deposits: DepositsService,
    private readonly stripe: StripeGateway,
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  @Answers('PaymentOptions')
  @Get('payments/options')
  async options(@Query() { lang }: LanguageQueryDto): Promise<PaymentOptions> {
    const settings = await readSiteSettings(this.em, this.config);
    // Settings' texts in the page's language (`?lang=`), English where staff wrote none in it.
    const { instructions, depositRefundPolicy } = settingsTextsIn(settings, lang);
    return { online: this.stripe.configured, offline: { ...settings.offlinePayment, instructions }, depositRefundPolicy };
  }

  /** A Stripe Checkout page for the deposit of the booking's current quote; the amount is the server's. */
  @Limit('checkout')
  @Answers('StripeLink')
  @Post('bookings/:id/deposit-checkout')
  @HttpCode(200)
  checkout(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext): Promise<{ url: string }> {
    return this.deposits.checkout(auth.userId, id);
  }
}
