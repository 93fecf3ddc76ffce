import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Answers } from '../../openapi/answers.js';
import { TripEstimateQueryDto } from './dto/trip-estimate.dto.js';
import { TripEstimatesService } from './trip-estimates.service.js';

/** `GET /api/trip-estimates?hospitalId=…&treatmentId=…&homeCountry=NG&companions=1&travelMonth=2027-03&currency=NGN&lang=fr` (public). */
@ApiTags('trip-estimates')
@Controller('trip-estimates')
export class TripEstimatesController {
  constructor(private readonly estimates: TripEstimatesService) {}

  @Answers('TripEstimate')
  @Get()
  estimate(@Query() query: TripEstimateQueryDto) {
    return this.estimates.estimate(query);
  }
}
