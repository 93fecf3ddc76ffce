import { Module } from '@nestjs/common';
import { CountriesService } from './countries.service.js';
import { CountriesAdminController } from './countries.admin.controller.js';
import { TreatmentsController } from './treatments.controller.js';
import { TreatmentsService } from './treatments.service.js';

@Module({
  controllers: [TreatmentsController, CountriesAdminController],
  providers: [TreatmentsService, CountriesService],
})
export class CatalogueModule {}
