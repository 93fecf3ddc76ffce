import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Answers } from '../../openapi/answers.js';
import { SlugParamPipe } from '../../common/slug-param.pipe.js';
import { LanguageQueryDto } from './dto/language-query.dto.js';
import { TreatmentQueryDto } from './dto/treatment-query.dto.js';
import { TreatmentsService } from './treatments.service.js';

@ApiTags('catalogue')
@Controller('treatments')
export class TreatmentsController {
  constructor(private readonly treatments: TreatmentsService) {}

  @Answers('TreatmentPage')
  @Get()
  list(@Query() query: TreatmentQueryDto) {
    return this.treatments.list(query);
  }

  @Answers('TreatmentDetail')
  @Get(':slug')
  get(@Param('slug', new SlugParamPipe('Treatment not found')) slug: string, @Query() query: LanguageQueryDto) {
    return this.treatments.get(slug, query.lang);
  }
}
