import { Module } from '@nestjs/common';
import { HealthAccessModule } from '../health-access/index.js';
import { StagedUploadsModule } from '../records/index.js';
import { TripPlansAdminController, TripPlansController } from './trip-plans.controller.js';
import { TripPlansService } from './trip-plans.service.js';
import { AftercareAdminController, TripsAdminController } from './trips.admin.controller.js';
import { AftercareAdminService, TripsAdminService } from './trips.admin.service.js';

/** The trip after the deposit (issue 54): the patient's plan, the coordinators' side and lists. */
@Module({
  imports: [HealthAccessModule, StagedUploadsModule],
  controllers: [TripPlansController, TripPlansAdminController, TripsAdminController, AftercareAdminController],
  providers: [TripPlansService, TripsAdminService, AftercareAdminService],
})
export class TripPlansModule {}
