import { Get, Query } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { Answers } from '../../openapi/answers.js';
import { AdminResourceController } from '../../common/admin-resource.js';
import { CreateScrapeRunDto } from './dto/create-scrape-run.dto.js';
import { SCRAPE_RUN_LIST, ScrapeRunsService } from './scrape-runs.service.js';

/** `/api/admin/scrape-runs`: moderators and admins run the review scraper and see its history; admins see the queue's health. */
export class ScrapeRunsAdminController extends AdminResourceController({
  name: 'scrape-runs',
  service: ScrapeRunsService,
  list: SCRAPE_RUN_LIST,
  show: true,
  create: CreateScrapeRunDto,
}) {
  /** The hospitals a scrape may be for (no demo ones): `?q=` searches their names. */
  @Answers('ScrapeHospitalList')
  @ApiQuery({ name: 'q', required: false, description: 'Part of the hospital name' })
  @Get('hospitals')
  hospitals(@Query('q') q: unknown) {
    return this.service.hospitals(q);
  }

  @Answers('ScrapeQueueHealth')
  @Get('queue-health')
  queueHealth() {
    return this.service.queueHealth();
  }
}
