import { Module } from '@nestjs/common';
import { BookingCoreModule } from '../booking-core/index.js';
import { BookingJobs } from './bookings.jobs.js';

@Module({ imports: [BookingCoreModule], providers: [BookingJobs] })
export class BookingsWorkerModule {}
