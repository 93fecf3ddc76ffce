import { Body, Get, Inject, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { AdminResourceController } from '../../common/admin-resource.js';
import { AssessmentsService } from '../assessments/index.js';
import { sendRecord, RecordsService } from '../records/index.js';
import { staffActor } from '../booking-core/index.js';
import { BookingsAdminService } from './bookings.admin.service.js';
import { BOOKING_LIST, BookingsService } from './bookings.service.js';
import { MessageDto, ThreadQueryDto, UpdateBookingDto } from './dto/booking.dto.js';

/**
 * `/api/admin/bookings` for moderators and admins: list, status, replies, the booking's assessment and the patient's records.
 * Its health data (summary, messages, assessment, records) only as `HealthDataAccess` allows, each read audited.
 */
export class BookingsAdminController extends AdminResourceController({
  name: 'bookings',
  service: BookingsAdminService,
  list: BOOKING_LIST,
  show: true,
  update: UpdateBookingDto,
  limits: { update: 'staffNotify' },
}) {
  @Inject(BookingsService) private readonly bookings!: BookingsService;
  @Inject(RecordsService) private readonly patientRecords!: RecordsService;
  @Inject(AssessmentsService) private readonly assessments!: AssessmentsService;

  /** The four summary cards of the bookings page. */
  @Answers('BookingSummary')
  @Get('summary')
  summary() {
    return this.bookings.summary();
  }

  @Answers('MessagePage')
  @Get(':id/messages')
  messages(@Param('id', ParseUUIDPipe) id: string, @Query() query: ThreadQueryDto, @CurrentAuth() auth: AuthContext) {
    return this.bookings.staffMessages(id, staffActor(auth), query.before);
  }

  @Limit('staffMessage')
  @Answers('MessageView')
  @Post(':id/messages')
  reply(@Param('id', ParseUUIDPipe) id: string, @Body() body: MessageDto, @CurrentAuth() auth: AuthContext) {
    return this.bookings.staffPostMessage(id, auth.userId, body.body);
  }

  /** The health assessment the booking was made from, and whether a newer one exists (health data: each view audited). */
  @Answers('BookingAssessment')
  @Get(':id/assessment')
  assessment(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.assessments.ofBookingForStaff(id, staffActor(auth));
  }

  /** The medical records of the booking's patient (each view audited). */
  @Answers('RecordList')
  @Get(':id/records')
  records(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.patientRecords.listForBooking(id, staffActor(auth));
  }

  @Get(':id/records/:recordId/download')
  async download(
    @Param('id', ParseUUIDPipe) id: string,
    @Param('recordId', ParseUUIDPipe) recordId: string,
    @CurrentAuth() auth: AuthContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendRecord(res, await this.patientRecords.downloadForBooking(id, recordId, staffActor(auth)));
  }
}
