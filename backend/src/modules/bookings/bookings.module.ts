import { Module } from '@nestjs/common';
import { BookingCoreModule } from '../booking-core/index.js';
import { AssessmentsModule } from '../assessments/index.js';
import { HealthAccessModule } from '../health-access/index.js';
import { RecordsModule } from '../records/index.js';
import { TripsModule } from '../trips/index.js';
import { BookingsAdminController } from './bookings.admin.controller.js';
import { BookingsAdminService } from './bookings.admin.service.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';

@Module({
  imports: [BookingCoreModule, RecordsModule, AssessmentsModule, TripsModule, HealthAccessModule],
  controllers: [BookingsController, BookingsAdminController],
  providers: [BookingsService, BookingsAdminService],
  exports: [BookingsService],
})
export class BookingsModule {}
