import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminResourceController } from '../../common/admin-resource.js';
import { Answers } from '../../openapi/answers.js';
import { CurrenciesService } from './currencies.service.js';
import { EXCHANGE_RATE_LIST, ExchangeRatesService } from './exchange-rates.service.js';
import { CreateExchangeRateDto, CurrencyRateQueryDto, UpdateExchangeRateDto } from './dto/exchange-rate.dto.js';

/** `GET /api/currencies/rate?currency=NGN`: the rate the pages show a currency's prices with (public). */
@ApiTags('currencies')
@Controller('currencies')
export class CurrenciesController {
  constructor(private readonly currencies: CurrenciesService) {}

  @Answers('CurrencyRateView')
  @Get('rate')
  rate(@Query() query: CurrencyRateQueryDto) {
    return this.currencies.rateFor(query.currency);
  }
}

/** `/api/admin/exchange-rates` (admins). */
export class ExchangeRatesAdminController extends AdminResourceController({
  name: 'exchange-rates',
  service: ExchangeRatesService,
  list: EXCHANGE_RATE_LIST,
  show: true,
  create: CreateExchangeRateDto,
  update: UpdateExchangeRateDto,
  delete: true,
}) {}
