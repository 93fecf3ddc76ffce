import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Answers } from '../../openapi/answers.js';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { parseRaQuery, setContentRange } from '../../common/simple-rest.js';
import { AssessmentsService } from '../assessments/assessments.service.js';
import { sendRecord } from '../records/records.controller.js';
import { RecordsService } from '../records/records.service.js';
import { staffActor } from './booking-lifecycle.js';
import { BOOKING_LIST, BookingsService } from './bookings.service.js';
import { MessageDto, ThreadQueryDto, UpdateBookingDto } from './dto/booking.dto.js';

/**
 * `/api/admin/bookings` for moderators and admins: list, status, replies, the booking's assessment and the patient's records.
 * Its health data (summary, messages, assessment, records) only as `HealthDataAccess` allows, each read audited.
 */
@ApiTags('admin')
@Controller('admin/bookings')
export class BookingsAdminController {
  constructor(
    private readonly bookings: BookingsService,
    private readonly patientRecords: RecordsService,
    private readonly assessments: AssessmentsService,
  ) {}

  @Get()
  async list(@Query() query: Record<string, unknown>, @CurrentAuth() auth: AuthContext, @Res({ passthrough: true }) res: Response) {
    const parsed = parseRaQuery(query, BOOKING_LIST);
    const { rows, total } = await this.bookings.staffList(parsed, staffActor(auth));
    setContentRange(res, 'bookings', parsed.offset, rows.length, total);
    return rows;
  }

  /** The four summary cards of the bookings page. */
  @Answers('BookingSummary')
  @Get('summary')
  summary() {
    return this.bookings.summary();
  }

  @Get(':id')
  get(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext) {
    return this.bookings.staffGet(id, staffActor(auth));
  }

  @Limit('staffNotify')
  @Put(':id')
  update(@Param('id', ParseUUIDPipe) id: string, @Body() body: UpdateBookingDto, @CurrentAuth() auth: AuthContext) {
    return this.bookings.staffUpdate(id, body, staffActor(auth));
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
