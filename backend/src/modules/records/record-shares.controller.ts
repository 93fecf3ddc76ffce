import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { Answers } from '../../openapi/answers.js';
import { staffActor } from '../booking-core/index.js';
import { RecordShareDto, RecordSharesQueryDto } from './dto/record-share.dto.js';
import { RecordSharesService } from './record-shares.service.js';
import { sendRecord } from './records.controller.js';

/** The patient's consents to share records with their booking's hospital. */
@ApiTags('records')
@Controller('bookings/:bookingId/record-shares')
export class RecordSharesController {
  constructor(private readonly shares: RecordSharesService) {}

  @Answers('RecordShareList')
  @Get()
  list(@Param('bookingId', ParseUUIDPipe) bookingId: string, @CurrentAuth() auth: AuthContext) {
    return this.shares.list(auth.userId, bookingId);
  }

  @Answers('RecordShareView')
  @Post()
  create(@Param('bookingId', ParseUUIDPipe) bookingId: string, @Body() body: RecordShareDto, @CurrentAuth() auth: AuthContext) {
    return this.shares.create(auth.userId, bookingId, body.recordIds);
  }

  /** Withdraws the consent: the hospital's link stops at once. */
  @Answers('RecordShareView')
  @Delete(':shareId')
  withdraw(
    @Param('bookingId', ParseUUIDPipe) bookingId: string,
    @Param('shareId', ParseUUIDPipe) shareId: string,
    @CurrentAuth() auth: AuthContext,
  ) {
    return this.shares.withdraw(auth.userId, bookingId, shareId);
  }
}

/** The consents of several of the patient's bookings at once: the dashboard's cards in one call. */
@ApiTags('records')
@Controller('record-shares')
export class PatientRecordSharesController {
  constructor(private readonly shares: RecordSharesService) {}

  @Answers('RecordShareList')
  @Get()
  list(@Query() query: RecordSharesQueryDto, @CurrentAuth() auth: AuthContext) {
    return this.shares.listOf(auth.userId, query.bookingId);
  }
}

/** Staff: a booking's consents, and the link sent to its hospital. */
@ApiTags('admin')
@Controller('admin/bookings/:bookingId/record-shares')
export class RecordSharesAdminController {
  constructor(private readonly shares: RecordSharesService) {}

  @Answers('StaffRecordShareList')
  @Get()
  list(@Param('bookingId', ParseUUIDPipe) bookingId: string, @CurrentAuth() auth: AuthContext) {
    return this.shares.staffList(bookingId, staffActor(auth));
  }

  /** A new link for the hospital (shown once; the earlier one stops). */
  @Limit('staffNotify')
  @Answers('RecordShareLink')
  @Post(':shareId/link')
  link(
    @Param('bookingId', ParseUUIDPipe) bookingId: string,
    @Param('shareId', ParseUUIDPipe) shareId: string,
    @CurrentAuth() auth: AuthContext,
  ) {
    return this.shares.sendLink(bookingId, shareId, staffActor(auth));
  }
}

/** The hospital's side: what a patient shared, through the link (the token is the permission). */
@ApiTags('records')
@Controller('shared-records')
export class SharedRecordsController {
  constructor(private readonly shares: RecordSharesService) {}

  @Limit('sharedRecords')
  @Answers('SharedRecords')
  @Get(':token')
  open(@Param('token') token: string) {
    return this.shares.openShared(token);
  }

  @Limit('sharedRecords')
  @Get(':token/records/:recordId')
  async download(
    @Param('token') token: string,
    @Param('recordId', ParseUUIDPipe) recordId: string,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendRecord(res, await this.shares.downloadShared(token, recordId));
  }
}
