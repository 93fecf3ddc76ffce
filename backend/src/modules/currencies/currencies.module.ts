import { Module } from '@nestjs/common';
import { CurrenciesController, ExchangeRatesAdminController } from './currencies.controller.js';
import { CurrenciesService } from './currencies.service.js';
import { ExchangeRatesService } from './exchange-rates.service.js';

@Module({
  controllers: [CurrenciesController, ExchangeRatesAdminController],
  providers: [CurrenciesService, ExchangeRatesService],
  exports: [CurrenciesService],
})
export class CurrenciesModule {}
