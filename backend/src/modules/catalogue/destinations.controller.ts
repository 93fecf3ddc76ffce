import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Answers } from '../../openapi/answers.js';
import { PageQueryDto } from '../../common/paging.js';
import { DestinationsService } from './destinations.service.js';

@ApiTags('catalogue')
@Controller('destinations')
export class DestinationsController {
  constructor(private readonly destinations: DestinationsService) {}

  @Answers('DestinationPage')
  @Get()
  list(@Query() query: PageQueryDto) {
    return this.destinations.list(query);
  }
}
