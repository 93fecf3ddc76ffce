import { Module } from '@nestjs/common';
import { BookingLifecycle } from './booking-lifecycle.js';
import { BookingJobs } from './bookings.jobs.js';

@Module({ providers: [BookingJobs, BookingLifecycle], exports: [BookingLifecycle] })
export class BookingsWorkerModule {}
