import { Module } from '@nestjs/common';
import { SpecializationsAdminService, TreatmentsAdminService } from './catalogue.admin.service.js';
import { CatalogueCache } from './catalogue-cache.js';
import { SpecializationsAdminController, TreatmentsAdminController } from './catalogue.admin.controller.js';
import { CountriesAdminController } from './countries.admin.controller.js';
import { CountriesService } from './countries.service.js';
import { DestinationsController } from './destinations.controller.js';
import { DestinationsService } from './destinations.service.js';
import { GuideController, GuideEntriesAdminController } from './guide.controller.js';
import { GuideEntriesAdminService, GuideService } from './guide.service.js';
import { SitemapController } from './sitemap.controller.js';
import { SitemapService } from './sitemap.service.js';
import { TreatmentsController } from './treatments.controller.js';
import { TreatmentsService } from './treatments.service.js';

@Module({
  controllers: [
    TreatmentsController,
    DestinationsController,
    SitemapController,
    CountriesAdminController,
    TreatmentsAdminController,
    SpecializationsAdminController,
    GuideController,
    GuideEntriesAdminController,
  ],
  providers: [
    TreatmentsService,
    DestinationsService,
    SitemapService,
    CountriesService,
    TreatmentsAdminService,
    SpecializationsAdminService,
    CatalogueCache,
    GuideService,
    GuideEntriesAdminService,
  ],
  exports: [CatalogueCache],
})
export class CatalogueModule {}
