import { Module } from '@nestjs/common';
import { CatalogueModule } from '../catalogue/index.js';
import { HospitalsAdminController } from './hospitals.admin.controller.js';
import { HospitalsAdminService } from './hospitals.admin.service.js';
import { HospitalsController } from './hospitals.controller.js';
import { HospitalsService } from './hospitals.service.js';

@Module({
  imports: [CatalogueModule],
  controllers: [HospitalsController, HospitalsAdminController],
  providers: [HospitalsService, HospitalsAdminService],
})
export class HospitalsModule {}
