import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Answers } from '../../openapi/answers.js';
import { SlugParamPipe } from '../../common/slug-param.pipe.js';
import { DestinationQueryDto, LanguageQueryDto } from './dto/language-query.dto.js';
import { DestinationsService } from './destinations.service.js';

@ApiTags('catalogue')
@Controller('destinations')
export class DestinationsController {
  constructor(private readonly destinations: DestinationsService) {}

  @Answers('DestinationPage')
  @Get()
  list(@Query() query: DestinationQueryDto) {
    return this.destinations.list(query);
  }

  @Answers('DestinationDetail')
  @Get(':slug')
  get(@Param('slug', new SlugParamPipe('Destination not found')) slug: string, @Query() query: LanguageQueryDto) {
    return this.destinations.get(slug, query.lang);
  }
}
