import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { Answers } from '../../openapi/answers.js';
import { CurrenciesService, EXCHANGE_RATE_LIST } from './currencies.service.js';
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

/** `/api/admin/exchange-rates` (react-admin simple REST, admin only). */
@ApiTags('admin')
@Controller('admin/exchange-rates')
export class ExchangeRatesAdminController {
  constructor(private readonly currencies: CurrenciesService) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, EXCHANGE_RATE_LIST);
    const { rows, total } = await this.currencies.list(parsed);
    setContentRange(res, 'exchange-rates', parsed.offset, rows.length, total);
    return rows;
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string) {
    return this.currencies.get(id);
  }

  @Post()
  create(@Body() body: CreateExchangeRateDto, @CurrentAuth() auth: AuthContext) {
    return this.currencies.save(null, body, auth.userId);
  }

  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateExchangeRateDto, @CurrentAuth() auth: AuthContext) {
    return this.currencies.save(id, body, auth.userId);
  }

  @Delete(':id')
  remove(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.currencies.remove(id, auth.userId);
  }
}
