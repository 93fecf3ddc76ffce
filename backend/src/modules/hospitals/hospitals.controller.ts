import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth.decorators.js';
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
}
