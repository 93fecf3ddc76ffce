import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { SlugParamPipe } from '../../common/slug-param.pipe.js';
import { TreatmentQueryDto } from './dto/treatment-query.dto.js';
import { TreatmentsService } from './treatments.service.js';

@ApiTags('catalogue')
@Controller('treatments')
export class TreatmentsController {
  constructor(private readonly treatments: TreatmentsService) {}

  @Get()
  list(@Query() query: TreatmentQueryDto) {
    return this.treatments.list(query);
  }

  @Get(':slug')
  get(@Param('slug', new SlugParamPipe('Treatment not found')) slug: string) {
    return this.treatments.get(slug);
  }
}
