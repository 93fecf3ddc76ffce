import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BookingLifecycle } from './booking-lifecycle.js';

/** The booking's one lifecycle, for the API's and the worker's modules that change a booking's status. */
@Module({ imports: [DiscoveryModule], providers: [BookingLifecycle], exports: [BookingLifecycle] })
export class BookingCoreModule {}
