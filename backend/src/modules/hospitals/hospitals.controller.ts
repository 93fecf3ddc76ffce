import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { HospitalPage } from '@medtour/contracts';
import type { Request, Response } from 'express';
import { Answers, type Sent } from '../../openapi/answers.js';
import { SlugParamPipe } from '../../common/slug-param.pipe.js';
import { LanguageQueryDto } from '../catalogue/index.js';
import { CompareQueryDto } from './dto/compare-query.dto.js';
import { HospitalQueryDto } from './dto/hospital-query.dto.js';
import { HospitalsService } from './hospitals.service.js';

@ApiTags('catalogue')
@Controller('hospitals')
export class HospitalsController {
  constructor(private readonly hospitals: HospitalsService) {}

  /**
   * The page is sent as kept: serialised and compressed once for every request that reuses it.
   * Served ahead of Nest's pipeline with the same guards' rules (api.factory.ts, common/http/public-read.ts).
   */
  @Answers('HospitalPage')
  @Get()
  async list(@Query() query: HospitalQueryDto, @Req() req: Request, @Res() res: Response): Promise<Sent<HospitalPage>> {
    return (await this.hospitals.list(query)).send(req, res);
  }

  // Fixed paths before `:slug`, which would otherwise take them for hospital slugs.
  @Answers('HospitalFilterOptions')
  @Get('filters')
  filters(@Query() query: LanguageQueryDto) {
    return this.hospitals.filterOptions(query.lang);
  }

  @Answers('HospitalComparison')
  @Get('compare')
  compare(@Query() query: CompareQueryDto) {
    return this.hospitals.compare(query.ids, query.lang);
  }

  @Answers('HospitalProfile')
  @Get(':slug')
  get(@Param('slug', new SlugParamPipe('Hospital not found')) slug: string, @Query() query: LanguageQueryDto) {
    return this.hospitals.get(slug, query.lang);
  }
}
