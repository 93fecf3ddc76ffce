import { Module } from '@nestjs/common';
import { HealthDataAccess } from './health-access.service.js';

/** Who on the staff reads which booking's health data, every read audited (`HealthDataAccess`). */
@Module({ providers: [HealthDataAccess], exports: [HealthDataAccess] })
export class HealthAccessModule {}
