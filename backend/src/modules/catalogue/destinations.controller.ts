import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Answers } from '../../openapi/answers.js';
import { DestinationQueryDto } from './dto/language-query.dto.js';
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
}
