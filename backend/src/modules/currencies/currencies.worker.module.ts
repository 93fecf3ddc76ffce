import { Module } from '@nestjs/common';
import { OutboundModule } from '../../common/outbound/outbound.module.js';
import { RatesUrlJobs } from './rates-url.jobs.js';

/** Worker side of currencies: the exchange rates fetched from the rates URL of Settings. */
@Module({ imports: [OutboundModule], providers: [RatesUrlJobs] })
export class CurrenciesWorkerModule {}
