import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthContext, CurrentAuth } from '../../common/auth.decorators.js';
import { Limit } from '../../common/rate-limit/limits.js';
import { Answers } from '../../openapi/answers.js';
import { PasswordDto, TokenDto } from '../auth/index.js';
import { LanguageQueryDto } from '../catalogue/index.js';
import { sendRecord } from '../records/index.js';
import { DataRightsService } from './data-rights.service.js';

/** A patient's rights over their data: a copy of everything, and closing the account (issue 53). */
@ApiTags('privacy')
@Controller('privacy')
export class PrivacyController {
  constructor(private readonly rights: DataRightsService) {}

  @Answers('DataRights')
  @Get()
  get(@CurrentAuth() auth: AuthContext) {
    return this.rights.rights(auth);
  }

  /** Asks for a copy of everything; the one being built (or made in the past day) is answered instead of a second. */
  @Answers('DataRequestView')
  @Post('exports')
  @HttpCode(202)
  requestExport(@CurrentAuth() auth: AuthContext) {
    return this.rights.requestExport(auth);
  }

  @Get('exports/:id/download')
  async download(@Param('id', ParseUUIDPipe) id: string, @CurrentAuth() auth: AuthContext, @Res({ passthrough: true }) res: Response) {
    return sendRecord(res, await this.rights.downloadExport(auth, id));
  }

  /** What closing the account does to the patient's bookings and money. */
  @Answers('AccountClosingPreview')
  @Get('closing')
  closingPreview(@CurrentAuth() auth: AuthContext, @Query() { lang }: LanguageQueryDto) {
    return this.rights.closingPreview(auth, lang);
  }

  /** The password again; a link by email then confirms. */
  @Limit('closeAccount')
  @Answers('DataRequestView')
  @Post('closing')
  @HttpCode(202)
  requestClosing(@Body() body: PasswordDto, @CurrentAuth() auth: AuthContext) {
    return this.rights.requestClosing(auth, body.password);
  }

  /** The emailed link: the account is closed at once, and erased after the grace period. Public: the link proves who asked. */
  @Answers('DataRequestView')
  @Post('confirm-closing')
  @HttpCode(200)
  confirmClosing(@Body() body: TokenDto) {
    return this.rights.confirmClosing(body.token);
  }
}
