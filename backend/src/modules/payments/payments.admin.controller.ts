import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { OFFLINE_PAYMENT_LIMITS } from '@medtour/contracts';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { AdminResourceController } from '../../common/admin-resource.js';
import { staffActor } from '../booking-core/index.js';
import { DepositsService } from './deposits.service.js';
import { CreateQuoteDto, OfflinePaymentDto, RefundDecisionDto, RefundDto } from './dto/payments.dto.js';
import { LEDGER_LIST, PaymentsLedgerService } from './payments-ledger.service.js';
import { QuotesService } from './quotes.service.js';
import { RefundDecisionsService } from './refund-decisions.service.js';

/** The `Idempotency-Key` header of a save (the back office sends one per form), or 400 when it is not a short token. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  if (header === undefined || header === '') return null;
  if (!/^[A-Za-z0-9_-]+$/.test(header) || header.length > OFFLINE_PAYMENT_LIMITS.idempotencyKeyMaxLength) {
    throw new BadRequestException({
      message: 'Validation failed',
      errors: { 'Idempotency-Key': `must be letters, digits, - and _, at most ${OFFLINE_PAYMENT_LIMITS.idempotencyKeyMaxLength}` },
    });
  }
  return header;
}

/** Quotes and offline payments of a booking (staff). */
@ApiTags('admin')
@Controller('admin/bookings/:id')
export class BookingPaymentsAdminController {
  constructor(
    private readonly quotes: QuotesService,
    private readonly deposits: DepositsService,
    private readonly ledger: PaymentsLedgerService,
    private readonly refundDecisions: RefundDecisionsService,
  ) {}

  @Answers('BookingQuotes')
  @Get('quotes')
  list(@Param('id', ParseUUIDPipe) id: string) {
    return this.quotes.forBooking(id);
  }

  @Limit('staffNotify')
  @Answers('QuoteView')
  @Post('quotes')
  create(@Param('id', ParseUUIDPipe) id: string, @Body() body: CreateQuoteDto, @CurrentAuth() auth: AuthContext) {
    return this.quotes.create(id, body, staffActor(auth));
  }

  /** The booking's payments (a coordinator sees what was paid before recording more). */
  @Answers('PaymentList')
  @Get('payments')
  payments(@Param('id', ParseUUIDPipe) id: string) {
    return this.ledger.forBooking(id);
  }

  @Limit('staffNotify')
  @Answers('PaymentRecord')
  @Post('payments')
  async recordOffline(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: OfflinePaymentDto,
    @CurrentAuth() auth: AuthContext,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ) {
    return this.ledger.get(await this.deposits.recordOffline(id, body, staffActor(auth), idempotencyKeyOf(idempotencyKey)));
  }

  /** Refund or keep the deposit a cancelled booking holds: money decisions are the admins' (as refunds are). */
  @Limit('staffNotify')
  @Answers('RefundDecision')
  @Post('refund-decision')
  @HttpCode(200)
  decideRefund(@Param('id', ParseUUIDPipe) id: string, @Body() body: RefundDecisionDto, @CurrentAuth() auth: AuthContext) {
    return this.refundDecisions.decide(id, body, staffActor(auth));
  }
}

/** `/api/admin/payments`: the payments ledger (admin only), and a deposit's refund. */
export class PaymentsAdminController extends AdminResourceController({
  name: 'payments',
  service: PaymentsLedgerService,
  list: LEDGER_LIST,
  show: true,
}) {
  @Limit('staffNotify')
  @Answers('PaymentRecord')
  @Post(':id/refund')
  @HttpCode(200)
  refund(@Param('id', ParseUUIDPipe) id: string, @Body() body: RefundDto, @CurrentAuth() auth: AuthContext) {
    return this.service.refundDeposit(id, body, staffActor(auth));
  }
}
