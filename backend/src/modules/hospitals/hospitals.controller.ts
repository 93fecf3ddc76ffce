import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth.decorators.js';
import { SlugParamPipe } from '../../common/slug-param.pipe.js';
import { CompareQueryDto } from './dto/compare-query.dto.js';
import { HospitalQueryDto } from './dto/hospital-query.dto.js';
import { HospitalsService } from './hospitals.service.js';

@ApiTags('catalogue')
@Public()
@Controller('hospitals')
export class HospitalsController {
  constructor(private readonly hospitals: HospitalsService) {}

  @Get()
  list(@Query() query: HospitalQueryDto) {
    return this.hospitals.list(query);
  }

  // Fixed paths before `:slug`, which would otherwise take them for hospital slugs.
  @Get('filters')
  filters() {
    return this.hospitals.filterOptions();
  }

  @Get('compare')
  compare(@Query() query: CompareQueryDto) {
    return this.hospitals.compare(query.ids);
  }

  @Get(':slug')
  get(@Param('slug', new SlugParamPipe('Hospital not found')) slug: string) {
    return this.hospitals.get(slug);
  }
}
