import { Module } from '@nestjs/common';
import { CurrenciesModule } from '../currencies/index.js';
import { AccommodationRatesAdminController, TravelFaresAdminController, VisaCostsAdminController } from './trip-costs.admin.controller.js';
import { AccommodationRatesService, TravelFaresService, VisaCostsService } from './trip-costs.service.js';
import { TripEstimatesController } from './trip-estimates.controller.js';
import { TripEstimatesService } from './trip-estimates.service.js';

/** The all-in trip estimate (issue 28): staff's fares, visa costs and accommodation rates, and the estimate built on them. */
@Module({
  imports: [CurrenciesModule],
  controllers: [TripEstimatesController, TravelFaresAdminController, VisaCostsAdminController, AccommodationRatesAdminController],
  providers: [TravelFaresService, VisaCostsService, AccommodationRatesService, TripEstimatesService],
  exports: [TripEstimatesService],
})
export class TripsModule {}
