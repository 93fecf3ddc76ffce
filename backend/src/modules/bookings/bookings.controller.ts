import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { BookingsService } from './bookings.service.js';
import { BookingAssessmentAnswerDto, BookingListQueryDto, CreateBookingDto, MessageDto, ThreadQueryDto } from './dto/booking.dto.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { LanguageQueryDto } from '../catalogue/index.js';

/** The signed-in patient's own bookings and their message threads. */
@ApiTags('bookings')
@Controller('bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Limit('bookingCreate')
  @Answers('BookingView')
  @Post()
  create(@Body() body: CreateBookingDto, @CurrentAuth() auth: AuthContext) {
    return this.bookings.create(auth.userId, body);
  }

  @Answers('BookingPage')
  @Get()
  list(@Query() query: BookingListQueryDto, @CurrentAuth() auth: AuthContext) {
    return this.bookings.list(auth.userId, query);
  }

  @Answers('BookingView')
  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string, @Query() query: LanguageQueryDto, @CurrentAuth() auth: AuthContext) {
    return this.bookings.get(auth.userId, id, query.lang);
  }

  @Answers('BookingView')
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.bookings.cancel(auth.userId, id);
  }

  /** Which assessment the booking is for: one of the patient's, or none and their own words (asked when its treatment does not fit). */
  @Answers('BookingView')
  @Put(':id/assessment')
  answerAssessment(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: BookingAssessmentAnswerDto,
    @Query() query: LanguageQueryDto,
    @CurrentAuth() auth: AuthContext,
  ) {
    return this.bookings.answerAssessment(auth.userId, id, body, query.lang);
  }

  @Answers('MessagePage')
  @Get(':id/messages')
  messages(@Param('id', ParseUUIDPipe) id: string, @Query() query: ThreadQueryDto, @CurrentAuth() auth: AuthContext) {
    return this.bookings.messages(auth.userId, id, query.before);
  }

  @Limit('bookingMessage')
  @Answers('MessageView')
  @Post(':id/messages')
  postMessage(@Param('id', ParseUUIDPipe) id: string, @Body() body: MessageDto, @CurrentAuth() auth: AuthContext) {
    return this.bookings.postMessage(auth.userId, id, body.body);
  }
}
