import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  Res,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { type StagedUpload, FileTooLargeFilter, sendRecord } from '../records/index.js';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RECORD_LIMITS, TRIP_DOCUMENT_KINDS } from '@medtour/contracts';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { Answers } from '../../openapi/answers.js';
import { staffActor } from '../booking-core/index.js';
import { CheckInAnswersDto, TravellerDto, TripDocumentDto, TripPatientChangesDto, TripStaffChangesDto } from './dto/trip-plan.dto.js';
import { TripPlansService } from './trip-plans.service.js';

/** The patient's trip plan of a booking whose deposit is settled. */
@ApiTags('trips')
@Controller('bookings/:bookingId/trip')
export class TripPlansController {
  constructor(private readonly trips: TripPlansService) {}

  @Answers('TripPlan')
  @Get()
  get(@Param('bookingId', ParseUUIDPipe) bookingId: string, @CurrentAuth() auth: AuthContext) {
    return this.trips.get(auth.userId, bookingId);
  }

  @Answers('TripPlan')
  @Patch()
  change(@Param('bookingId', ParseUUIDPipe) bookingId: string, @Body() body: TripPatientChangesDto, @CurrentAuth() auth: AuthContext) {
    return this.trips.change(auth.userId, bookingId, body);
  }

  @Answers('TripPlan')
  @Post('travellers')
  addTraveller(@Param('bookingId', ParseUUIDPipe) bookingId: string, @Body() body: TravellerDto, @CurrentAuth() auth: AuthContext) {
    return this.trips.addTraveller(auth.userId, bookingId, body);
  }

  /** An empty passport number keeps the stored one (the page shows it masked). */
  @Answers('TripPlan')
  @Put('travellers/:travellerId')
  changeTraveller(
    @Param('bookingId', ParseUUIDPipe) bookingId: string,
    @Param('travellerId', ParseUUIDPipe) travellerId: string,
    @Body() body: TravellerDto,
    @CurrentAuth() auth: AuthContext,
  ) {
    return this.trips.changeTraveller(auth.userId, bookingId, travellerId, body);
  }

  @Answers('TripPlan')
  @Delete('travellers/:travellerId')
  removeTraveller(
    @Param('bookingId', ParseUUIDPipe) bookingId: string,
    @Param('travellerId', ParseUUIDPipe) travellerId: string,
    @CurrentAuth() auth: AuthContext,
  ) {
    return this.trips.removeTraveller(auth.userId, bookingId, travellerId);
  }

  @Get('documents/:documentId')
  async download(
    @Param('bookingId', ParseUUIDPipe) bookingId: string,
    @Param('documentId', ParseUUIDPipe) documentId: string,
    @CurrentAuth() auth: AuthContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendRecord(res, await this.trips.download(auth.userId, bookingId, documentId));
  }

  @Answers('CheckInResult')
  @Post('check-ins/:checkInId')
  answer(
    @Param('bookingId', ParseUUIDPipe) bookingId: string,
    @Param('checkInId', ParseUUIDPipe) checkInId: string,
    @Body() body: CheckInAnswersDto,
    @CurrentAuth() auth: AuthContext,
  ) {
    return this.trips.answerCheckIn(auth.userId, bookingId, checkInId, {
      pain: body.pain,
      temperatureC: body.temperatureC ?? null,
      wound: body.wound,
      calfSwelling: body.calfSwelling ?? false,
      chestPain: body.chestPain ?? false,
      breathless: body.breathless ?? false,
      mobility: body.mobility,
      notes: body.notes ?? '',
    });
  }
}

/** Staff: a booking's trip plan, filled with what the hospital sends. */
@ApiTags('admin')
@Controller('admin/bookings/:bookingId/trip')
export class TripPlansAdminController {
  constructor(private readonly trips: TripPlansService) {}

  @Answers('StaffTripPlan')
  @Get()
  get(@Param('bookingId', ParseUUIDPipe) bookingId: string, @CurrentAuth() auth: AuthContext) {
    return this.trips.staffGet(bookingId, staffActor(auth));
  }

  @Answers('StaffTripPlan')
  @Patch()
  change(@Param('bookingId', ParseUUIDPipe) bookingId: string, @Body() body: TripStaffChangesDto, @CurrentAuth() auth: AuthContext) {
    return this.trips.staffChange(bookingId, staffActor(auth), body);
  }

  /** The hospital's visa letter or a file of the discharge pack (field `file`, and `kind`). */
  @Limit('recordUpload')
  @Answers('StaffTripPlan')
  @Post('documents')
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file', 'kind'],
      properties: { file: { type: 'string', format: 'binary' }, kind: { type: 'string', enum: [...TRIP_DOCUMENT_KINDS] } },
    },
  })
  @UseFilters(FileTooLargeFilter)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: RECORD_LIMITS.maxBytes, files: 1, fields: 1 }, defParamCharset: 'utf8' }))
  upload(
    @Param('bookingId', ParseUUIDPipe) bookingId: string,
    @Body() body: TripDocumentDto,
    @UploadedFile() file: StagedUpload | undefined,
    @CurrentAuth() auth: AuthContext,
  ) {
    return this.trips.upload(bookingId, staffActor(auth), body.kind, file);
  }

  @Answers('StaffTripPlan')
  @Delete('documents/:documentId')
  removeDocument(
    @Param('bookingId', ParseUUIDPipe) bookingId: string,
    @Param('documentId', ParseUUIDPipe) documentId: string,
    @CurrentAuth() auth: AuthContext,
  ) {
    return this.trips.removeDocument(bookingId, staffActor(auth), documentId);
  }

  @Get('documents/:documentId')
  async download(
    @Param('bookingId', ParseUUIDPipe) bookingId: string,
    @Param('documentId', ParseUUIDPipe) documentId: string,
    @CurrentAuth() auth: AuthContext,
    @Res({ passthrough: true }) res: Response,
  ) {
    return sendRecord(res, await this.trips.staffDownload(bookingId, staffActor(auth), documentId));
  }

  @Answers('PassportNumber')
  @Get('travellers/:travellerId/passport')
  passport(
    @Param('bookingId', ParseUUIDPipe) bookingId: string,
    @Param('travellerId', ParseUUIDPipe) travellerId: string,
    @CurrentAuth() auth: AuthContext,
  ) {
    return this.trips.revealPassport(bookingId, staffActor(auth), travellerId);
  }

  @Answers('StaffTripPlan')
  @Post('check-ins/:checkInId/acknowledge')
  acknowledge(
    @Param('bookingId', ParseUUIDPipe) bookingId: string,
    @Param('checkInId', ParseUUIDPipe) checkInId: string,
    @CurrentAuth() auth: AuthContext,
  ) {
    return this.trips.acknowledgeAlert(bookingId, staffActor(auth), checkInId);
  }
}
