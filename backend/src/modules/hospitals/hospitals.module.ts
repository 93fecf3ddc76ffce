import { Module } from '@nestjs/common';
import { HospitalsAdminController } from './hospitals.admin.controller.js';
import { HospitalsAdminService } from './hospitals.admin.service.js';
import { HospitalsController } from './hospitals.controller.js';
import { HospitalsService } from './hospitals.service.js';

@Module({ controllers: [HospitalsController, HospitalsAdminController], providers: [HospitalsService, HospitalsAdminService] })
export class HospitalsModule {}
