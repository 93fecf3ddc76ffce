import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { HospitalRecommendationQueryDto, TreatmentRecommendationQueryDto } from './dto/recommendation-query.dto.js';
import { MatchingService } from './matching.service.js';
import { RecommendationsService } from './recommendations.service.js';

@ApiTags('recommendations')
@Controller('recommendations')
export class RecommendationsController {
  constructor(
    private readonly matching: MatchingService,
    private readonly recommendations: RecommendationsService,
  ) {}

  @Answers('HospitalRecommendationPage')
  @Get('hospitals')
  hospitals(@Query() query: HospitalRecommendationQueryDto, @CurrentAuth() auth: AuthContext) {
    return this.matching.hospitals(auth.userId, query);
  }

  @Answers('TreatmentRecommendationPage')
  @Get('treatments')
  treatments(@Query() query: TreatmentRecommendationQueryDto, @CurrentAuth() auth: AuthContext) {
    return this.recommendations.treatments(auth.userId, query);
  }
}
