import { Module } from '@nestjs/common';
import { TripPlanJobs } from './trip-plans.jobs.js';

/** The worker's side of the trip: plans opened, reminders, check-ins, alerts. */
@Module({ providers: [TripPlanJobs] })
export class TripPlansWorkerModule {}
