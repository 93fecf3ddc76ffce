import { Module } from '@nestjs/common';
import { AssessmentsModule } from '../assessments/assessments.module.js';
import { HealthAccessModule } from '../health-access/health-access.module.js';
import { RecordsModule } from '../records/records.module.js';
import { TripsModule } from '../trips/trips.module.js';
import { BookingLifecycle } from './booking-lifecycle.js';
import { BookingsAdminController } from './bookings.admin.controller.js';
import { BookingsAdminService } from './bookings.admin.service.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';

@Module({
  imports: [RecordsModule, AssessmentsModule, TripsModule, HealthAccessModule],
  controllers: [BookingsController, BookingsAdminController],
  providers: [BookingsService, BookingsAdminService, BookingLifecycle],
  exports: [BookingLifecycle, BookingsService],
})
export class BookingsModule {}
