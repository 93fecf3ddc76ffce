import { Module } from '@nestjs/common';
import { BookingJobs } from './bookings.jobs.js';

@Module({ providers: [BookingJobs] })
export class BookingsWorkerModule {}
