import { Module } from '@nestjs/common';
import { CurrenciesController, ExchangeRatesAdminController } from './currencies.controller.js';
import { CurrenciesService } from './currencies.service.js';

@Module({
  controllers: [CurrenciesController, ExchangeRatesAdminController],
  providers: [CurrenciesService],
  exports: [CurrenciesService],
})
export class CurrenciesModule {}
