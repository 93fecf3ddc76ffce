import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Answers } from '../../openapi/answers.js';
import { LanguageQueryDto } from '../catalogue/index.js';
import { PatientReviewDto } from './dto/patient-review.dto.js';
import { ReviewsService } from './reviews.service.js';

/** The signed-in patient's review of one of their bookings (a verified review): read, write once, edit for a while. */
@ApiTags('reviews')
@Controller('bookings/:bookingId/review')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Answers('PatientReviewForm')
  @Get()
  form(@Param('bookingId', ParseUUIDPipe) bookingId: string, @Query() query: LanguageQueryDto, @CurrentAuth() auth: AuthContext) {
    return this.reviews.form(auth, bookingId, query.lang);
  }

  @Answers('PatientReviewForm')
  @Post()
  create(
    @Param('bookingId', ParseUUIDPipe) bookingId: string,
    @Body() body: PatientReviewDto,
    @Query() query: LanguageQueryDto,
    @CurrentAuth() auth: AuthContext,
  ) {
    return this.reviews.create(auth, bookingId, body, query.lang);
  }

  @Answers('PatientReviewForm')
  @Put()
  update(
    @Param('bookingId', ParseUUIDPipe) bookingId: string,
    @Body() body: PatientReviewDto,
    @Query() query: LanguageQueryDto,
    @CurrentAuth() auth: AuthContext,
  ) {
    return this.reviews.update(auth, bookingId, body, query.lang);
  }
}
